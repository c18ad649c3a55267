/// Why a routed segue could not be prepared as declared: the message `prepareRoutedSegue(for:sender:)`
/// and `performSegue(withIdentifier:sender:as:configure:)` stop with; their internal checked forms throw it.
enum SegueRoutingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The segue's identifier is missing or not a case of the controller's `SegueIdentifier`.
    case unknownIdentifier(SegueIdentifierError)

    /// The destination is not, and does not contain, the type a route or a call-site closure expects.
    case wrongDestination(SegueDestinationError)

    /// `performSegue(withIdentifier:sender:as:configure:)` returned on UIKit without its closure
    /// having run: the controller's `prepare(for:sender:)` does not call `prepareRoutedSegue(for:sender:)`
    /// (for example, a subclass overrides `prepare` without calling `super`).
    case configurationNotRun(controllerType: String, segueIdentifier: String)

    /// A sentence naming what went wrong and what to change.
    var description: String {
        switch self {
        case .unknownIdentifier(let error):
            return error.description
        case .wrongDestination(let error):
            return error.description
        case .configurationNotRun(let controllerType, let segueIdentifier):
            return "\(controllerType) performed segue \"\(segueIdentifier)\" with a configuration closure, but the closure "
                + "did not run: \(controllerType).prepare(for:sender:) must switch over segueIdentifier(for: segue) or its typed "
                + "Segue(segue), or call prepareRoutedSegue(for: segue, sender: sender) (or super.prepare(for:sender:) when a "
                + "superclass does); try Segue(checking:) and segueIdentifier(forRawValue:) do not run it, nor does a "
                + "segueIdentifier(for:) of the app's own (a classic SegueHandlerType extension kept after adopting SegueKit), "
                + "which hides SegueKit's."
        }
    }
}
