/// A controller whose segues are named by an enum instead of strings: the classic pattern, `@MainActor`
/// so it compiles in Swift 6 mode as well as in Swift 5 mode.
///
/// Declare one case per storyboard identifier, then perform and prepare with the cases:
///
/// ```swift
/// final class LibraryViewController: UITableViewController, SegueHandlerType {
///     enum SegueIdentifier: String, CaseIterable {
///         case showBook, editBook
///     }
///
///     override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///         switch segueIdentifier(for: segue) {
///         case .showBook: segue.destinationIfPresent(as: BookViewController.self)?.book = selectedBook
///         case .editBook: segue.destinationIfPresent(as: BookEditorViewController.self)?.book = selectedBook
///         }
///     }
/// }
/// ```
///
/// Conform `UIViewController`, `NSViewController` or `NSWindowController` subclasses; subclasses inherit
/// the conformance and its enum. Code written against a hand-written copy of the protocol compiles
/// unchanged once that copy is deleted.
@MainActor
public protocol SegueHandlerType {
    /// The segues this controller performs or prepares: a `String` enum whose raw values are the
    /// identifiers set in Interface Builder. Make it `CaseIterable` so error messages list its cases:
    ///
    /// ```swift
    /// enum SegueIdentifier: String, CaseIterable {
    ///     case showBook, editBook
    /// }
    /// ```
    associatedtype SegueIdentifier: RawRepresentable where SegueIdentifier.RawValue == String
}
