/// A segue's destination or source is not, and does not contain, the controller type expected.
///
/// Thrown by the typed destination and source accessors; the description draws the hierarchy found:
///
/// ```
/// The destination of segue "editBook" is not of type App.BookEditorViewController and contains none. Found:
/// UIKit.UINavigationController
/// └─ App.BookViewController
/// ```
public struct SegueDestinationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which end of the segue was searched: in an unwind action, the source is the controller dismissed.
    public enum Role: String, Sendable {
        /// The segue's destination (for an unwind segue: the controller unwound to).
        case destination
        /// The segue's source (for an unwind segue: the controller being dismissed).
        case source
    }

    /// Whether the destination or, in an unwind, the dismissed source lacked the expected type.
    public var role: Role

    /// The type that was expected, fully qualified.
    var expectedType: String

    var segueIdentifier: String?

    /// For an unwind segue's source seen before the segue exists, the unwind action it is for.
    var unwindAction: String?

    /// The controller hierarchy that was searched, drawn as a tree of type names.
    var foundHierarchy: String

    /// A sentence naming the segue and the expected type, followed by the hierarchy found.
    public var description: String {
        let segue = segueIdentifier.map { "segue \"\($0)\"" } ?? unwindAction.map { "the unwind segue to \($0)" }
            ?? "a segue without an identifier"
        return "The \(role.rawValue) of \(segue) is not of type \(expectedType) and contains none. Found:\n\(foundHierarchy)"
    }
}
