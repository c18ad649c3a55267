/// A controller that prepares its segues with one typed route per identifier instead of a `switch`,
/// forwarded from `prepare(for:sender:)` in one line:
///
/// ```swift
/// class LibraryViewController: UITableViewController, SegueRouting {
///     enum SegueIdentifier: String, CaseIterable { case editBook }
///
///     var selectedBook: Book?
///
///     class var segueRoutes: SegueRoutes<LibraryViewController> {
///         SegueRoutes().prepare(.editBook) { (library, editor: BookEditorViewController, _) in editor.book = library.selectedBook }
///     }
///
///     override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///         prepareRoutedSegue(for: segue, sender: sender)
///     }
/// }
/// ```
///
/// The routes belong to the class, so they are in place for embed segues prepared before `viewDidLoad`,
/// and they receive the controller instead of capturing it. See `Docs/Routing.md`.
@MainActor
public protocol SegueRouting: SegueHandlerType, AnyObject {
    /// The class the routes are declared for, inferred from ``segueRoutes``; a subclass inherits its
    /// superclass's. (A non-final class cannot satisfy a requirement that uses `Self` inside a generic type.)
    associatedtype RoutedController: SegueHandlerType & AnyObject where RoutedController.SegueIdentifier == SegueIdentifier

    /// The routes of this class's segues. A class property, so subclasses override it and build on
    /// `super`. A `final` class may store them instead, spelling out its own type (`SegueRoutes<Self>` does not
    /// compile in a stored property):
    ///
    /// ```swift
    /// final class ShelfViewController: UIViewController, SegueRouting {
    ///     enum SegueIdentifier: String, CaseIterable { case showBook }
    ///
    ///     var books: [Book] = []
    ///
    ///     static let segueRoutes = SegueRoutes<ShelfViewController>()
    ///         .prepare(.showBook) { (shelf, book: BookViewController, _) in book.book = shelf.books.first }
    /// }
    /// ```
    static var segueRoutes: SegueRoutes<RoutedController> { get }
}
