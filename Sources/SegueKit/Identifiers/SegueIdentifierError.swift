/// A segue whose identifier is missing or is not a case of the controller's `SegueIdentifier`.
///
/// `segueIdentifier(forRawValue:)` throws it; its description is also the message
/// `segueIdentifier(for:)` stops with, for example: App.LibraryViewController received a segue with
/// identifier "shwBook", which is not a case of App.LibraryViewController.SegueIdentifier. Known
/// identifiers: "showBook", "editBook".
public struct SegueIdentifierError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The controller that received the segue, fully qualified.
    var controllerType: String

    /// The enum the identifier was looked up in, fully qualified.
    var identifierType: String

    /// The identifier the segue carried, or nil when it had none, as a segue left unnamed on purpose has.
    public var receivedIdentifier: String?

    /// The raw values of the enum's cases in declaration order; nil unless the enum is `CaseIterable`.
    public var knownIdentifiers: [String]?

    /// A sentence that names the controller, what it received and what it expected.
    public var description: String {
        let received: String
        if let receivedIdentifier {
            received = "a segue with identifier \"\(receivedIdentifier)\", which is not a case of \(identifierType)"
        } else {
            received = "a segue without an identifier; give it one in Interface Builder that is a case of \(identifierType)"
        }
        let known: String
        switch knownIdentifiers {
        case nil:
            known = "Make \(identifierType) CaseIterable to have its cases listed here."
        case let identifiers? where identifiers.isEmpty:
            known = "\(identifierType) has no cases."
        case let identifiers?:
            known = "Known identifiers: " + identifiers.map { "\"\($0)\"" }.joined(separator: ", ") + "."
        }
        return "\(controllerType) received \(received). \(known)"
    }
}
