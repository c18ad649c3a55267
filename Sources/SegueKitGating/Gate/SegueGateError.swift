/// Why a gate did not reach its destination: thrown by ``SegueGate/run()`` and handed to completion
/// handlers. The failure cases carry the flow's completion data.
///
/// ```swift
/// do {
///     let user = try await gate.run() as? User
///     checkout(as: user)
/// } catch .failed(let reason) {
///     showSignInHelp(reason)
/// } catch {
///     return   // cancelled, vetoed, or the source went away: nothing else happens
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
    /// The flow succeeded, but the source had gone away, so nothing could be shown.
    case sourceUnavailable

    /// A sentence saying what happened, for logs.
    public var description: String {
        switch self {
        case .failed(let data): "The intermediate flow failed" + (data.map { " with \($0)" } ?? "") + "."
        case .vetoed: "The intermediate flow succeeded, but the gate's delegate vetoed continuing."
        case .cancelled: "The gate was cancelled before its intermediate flow completed."
        case .sourceUnavailable: "The intermediate flow succeeded, but the segue's source had gone away."
        }
    }
}
