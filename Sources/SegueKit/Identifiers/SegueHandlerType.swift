/// A controller whose segues are named by an enum instead of strings: the classic pattern, `@MainActor`
/// so it compiles in Swift 6 mode as in Swift 5 mode. Conform `UIViewController`, `NSViewController` or
/// `NSWindowController` subclasses (their subclasses inherit the enum):
///
/// ```swift
/// final class LibraryViewController: UITableViewController, SegueHandlerType {
///     enum SegueIdentifier: String, CaseIterable { case showBook, editBook }
///
///     var selectedBook: Book?
///
///     override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///         switch segueIdentifier(for: segue) {
///         case .showBook: segue.destinationIfPresent(as: BookViewController.self)?.book = selectedBook
///         case .editBook: segue.destinationIfPresent(as: BookEditorViewController.self)?.book = selectedBook
///         }
///     }
/// }
/// ```
@MainActor
public protocol SegueHandlerType {
    /// The segues this controller performs or prepares: a `String` enum whose raw values are the
    /// identifiers set in Interface Builder. Make it `CaseIterable` so error messages list its cases.
    associatedtype SegueIdentifier: RawRepresentable where SegueIdentifier.RawValue == String
}
