/// Why a gate did not reach its destination: thrown by ``SegueGate/run()`` and handed to completion
/// handlers. The failure cases carry the flow's completion data.
///
/// ```swift
/// extension StoreViewController {
///     func buy(through gate: SegueGate) async {
///         do {
///             let user = try await gate.run() as? User
///             buy(as: user)
///         } catch .failed(let reason) {
///             showHelp(reason)
///         } catch {
///             return   // cancelled, vetoed, or the source went away: nothing else happens
///         }
///     }
/// }
/// ```
public enum SegueGateError: Error, Sendable, CustomStringConvertible {
    /// The intermediate flow reported failure, with its completion data.
    case failed((any Sendable)?)
    /// The flow succeeded, but the delegate vetoed continuing; carries the flow's completion data.
    case vetoed((any Sendable)?)
    /// The gate was cancelled (``SegueGate/cancel()``, a cancelled `Task`), or its flow went away without
    /// completing.
    case cancelled
    /// The source had gone away when the destination was to be shown, so nothing was shown.
    case sourceUnavailable
    /// The destination could not be shown: UIKit refused to present it (the source already presents
    /// something). UIKit only.
    case destinationRefused

    /// A sentence saying what happened, for logs.
    public var description: String {
        switch self {
        case .failed(let data): "The intermediate flow failed" + (data.map { " with \($0)" } ?? "") + "."
        case .vetoed: "The intermediate flow succeeded, but the gate's delegate vetoed continuing."
        case .cancelled: "The gate was cancelled before its intermediate flow completed."
        case .sourceUnavailable: "The segue's source had gone away when its destination was to be shown."
        case .destinationRefused: "The gate's destination could not be shown: its source already presents something."
        }
    }
}
