/// A controller that prepares its segues with one typed handler per identifier instead of a `switch`.
///
/// Conform a view controller (or, on macOS, a window controller) that already names its segues with
/// ``SegueHandlerType``, declare its routes as a class property, and forward `prepare(for:sender:)`
/// (and, for gates, `shouldPerformSegue(withIdentifier:sender:)`) with one line each:
///
/// ```swift
/// class LibraryViewController: UIViewController, SegueRouting {
///     enum SegueIdentifier: String, CaseIterable { case showBook, showAccount, embedStats }
///
///     var selectedBook: Book?
///     var isSignedIn = false
///     var stats: StatsViewController?
///
///     class var segueRoutes: SegueRoutes<LibraryViewController> {
///         SegueRoutes()
///             .connect(.embedStats, to: \.stats)
///             .prepare(.showBook) { (library, book: BookViewController, _) in
///                 book.book = library.selectedBook
///             }
///             .shouldPerform(.showAccount) { library, _ in library.isSignedIn }
///     }
///
///     override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///         prepareRoutedSegue(for: segue, sender: sender)
///         // …anything else this controller does for every segue
///     }
///
///     override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
///         shouldPerformRoutedSegue(withIdentifier: identifier, sender: sender)
///     }
/// }
/// ```
///
/// Conforming also enables configuring a destination at the call site:
///
/// ```swift
/// performSegue(withIdentifier: .showBook) { (book: BookViewController) in book.book = selected }
/// ```
///
/// ## Why a class property
/// The routes belong to the class, not to an instance: they exist before the controller does, so
/// they are ready when UIKit and AppKit prepare embed segues while loading the view — before
/// `viewDidLoad`, where registering a handler would be too late. Handlers receive the controller as
/// their first parameter, so they never capture it and cannot form a retain cycle. SegueKit reads
/// `segueRoutes` once per class and keeps the result.
///
/// ## Subclasses
/// A subclass inherits its superclass's routes. To change them, override the class property and
/// build on `super.segueRoutes`; a route registered for an identifier replaces the inherited one
/// (use `from:` to receive the subclass itself):
///
/// ```swift
/// final class FeaturedLibraryViewController: LibraryViewController {
///     var featuredBook: Book?
///
///     override class var segueRoutes: SegueRoutes<LibraryViewController> {
///         super.segueRoutes
///             .prepare(.showBook, from: FeaturedLibraryViewController.self) { (featured, book: BookViewController, _) in
///                 book.book = featured.featuredBook
///             }
///     }
/// }
/// ```
///
/// A `final` class may declare `static let segueRoutes = SegueRoutes<Self>()…` instead.
@MainActor
public protocol SegueRouting: SegueHandlerType, AnyObject {
    /// The class the routes are declared for: the conforming class itself, which its subclasses
    /// inherit. Inferred from ``segueRoutes``; you never write it.
    ///
    /// It is an associated type rather than `Self` because a non-final class cannot satisfy a
    /// requirement that uses `Self` inside a generic type.
    ///
    /// ```swift
    /// class var segueRoutes: SegueRoutes<LibraryViewController> { … }   // RoutedController == LibraryViewController
    /// ```
    associatedtype RoutedController: SegueHandlerType & AnyObject where RoutedController.SegueIdentifier == SegueIdentifier

    /// The handlers, gates and embed captures of this class's segues, one per identifier.
    ///
    /// ```swift
    /// class var segueRoutes: SegueRoutes<LibraryViewController> {
    ///     SegueRoutes().prepare(.showBook) { (library, book: BookViewController, _) in
    ///         book.book = library.selectedBook
    ///     }
    /// }
    /// ```
    static var segueRoutes: SegueRoutes<RoutedController> { get }
}
