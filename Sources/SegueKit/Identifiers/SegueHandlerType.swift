/// A controller whose segues are named by an enum instead of strings.
///
/// Conform a view controller (or, on macOS, a window controller) that performs or prepares
/// segues, and declare its identifiers as a `String`-backed enum whose raw values are the
/// identifiers set in Interface Builder:
///
/// ```swift
/// final class LibraryViewController: UITableViewController, SegueHandlerType {
///     enum SegueIdentifier: String, CaseIterable {
///         case showBook
///         case editBook
///     }
///
///     @IBAction func edit(_ sender: Any) {
///         performSegue(withIdentifier: .editBook, sender: sender)
///     }
///
///     override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///         switch segueIdentifier(for: segue) {
///         case .showBook: ...
///         case .editBook: ...
///         }
///     }
/// }
/// ```
///
/// The protocol is `@MainActor`, like the controllers that adopt it, so the same code compiles in
/// Swift 6 language mode with complete concurrency checking and in Swift 5 mode. Code written
/// against the classic hand-written `SegueHandlerType` compiles unchanged once that copy is deleted.
///
/// Make `SegueIdentifier` `CaseIterable` too: error messages then list the cases it knows, and
/// `seguekit check` and `SegueKitTesting` can compare them with the storyboard.
///
/// A subclass of a conforming controller inherits the conformance: it performs and handles its
/// superclass's segues with the same enum.
@MainActor
public protocol SegueHandlerType {
    /// The segues this controller performs or prepares, one case per storyboard identifier.
    associatedtype SegueIdentifier: RawRepresentable where SegueIdentifier.RawValue == String
}
