/// A segue's destination or source is not, and does not contain, the controller type expected.
///
/// Thrown by the typed destination and source accessors; the description shows the hierarchy that
/// was actually found:
///
/// ```swift
/// do {
///     let book = try segue.destination(as: BookViewController.self)
/// } catch {
///     print(error)
///     // The destination of segue "showBook" is not of type BookViewController and contains none. Found:
///     // UINavigationController
///     // └─ BookEditorViewController
/// }
/// ```
public struct SegueDestinationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which end of the segue was searched.
    ///
    /// ```swift
    /// if error.role == .source { ... }
    /// ```
    public enum Role: String, Sendable {
        /// The segue's destination (for an unwind segue: the controller unwound to).
        ///
        /// ```swift
        /// SegueDestinationError.Role.destination.rawValue   // "destination"
        /// ```
        case destination
        /// The segue's source (for an unwind segue: the controller being dismissed).
        ///
        /// ```swift
        /// SegueDestinationError.Role.source.rawValue   // "source"
        /// ```
        case source
    }

    /// Which end of the segue was searched.
    ///
    /// ```swift
    /// error.role   // .destination
    /// ```
    public var role: Role

    /// The type that was expected, fully qualified.
    ///
    /// ```swift
    /// error.expectedType   // "App.BookViewController"
    /// ```
    var expectedType: String

    /// The segue's identifier, if it had one.
    ///
    /// ```swift
    /// error.segueIdentifier   // "showBook"
    /// ```
    var segueIdentifier: String?

    /// The controller hierarchy that was searched, one type per line, drawn as a tree.
    ///
    /// ```swift
    /// print(error.foundHierarchy)
    /// // UIKit.UINavigationController
    /// // └─ App.BookEditorViewController
    /// ```
    var foundHierarchy: String

    /// Creates the error; SegueKit makes these for you.
    ///
    /// ```swift
    /// let error = SegueDestinationError(role: .destination, expectedType: "BookViewController",
    ///     segueIdentifier: "showBook", foundHierarchy: "UINavigationController")
    /// ```
    init(role: Role, expectedType: String, segueIdentifier: String?, foundHierarchy: String) {
        self.role = role
        self.expectedType = expectedType
        self.segueIdentifier = segueIdentifier
        self.foundHierarchy = foundHierarchy
    }

    /// A sentence naming the segue, the expected type and the hierarchy found.
    ///
    /// ```swift
    /// print(error)   // The destination of segue "showBook" is not of type App.BookViewController …
    /// ```
    public var description: String {
        let segue = segueIdentifier.map { "segue \"\($0)\"" } ?? "a segue without an identifier"
        return "The \(role.rawValue) of \(segue) is not of type \(expectedType) and contains none. Found:\n\(foundHierarchy)"
    }
}
