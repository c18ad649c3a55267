/// Why a gate did not reach its destination; thrown by ``SegueGate/run()`` and handed to
/// completion handlers.
///
/// ```swift
/// do {
///     let user = try await gate.run() as? User
/// } catch .failed(let data) {
///     show(data)
/// } catch {
///     // cancelled, vetoed, or the source went away: nothing else happens
/// }
/// ```
public enum SegueGateError: Error, Sendable, CustomStringConvertible {
    /// The intermediate flow reported failure, with its completion data.
    ///
    /// ```swift
    /// catch .failed(let reason) { showLoginHelp(reason) }
    /// ```
    case failed((any Sendable)?)
    /// The flow succeeded, but the delegate vetoed continuing; carries the flow's completion data.
    ///
    /// ```swift
    /// catch .vetoed(let user) { log("\(String(describing: user)) may not continue") }
    /// ```
    case vetoed((any Sendable)?)
    /// The gate was cancelled (``SegueGate/cancel()``, a cancelled `Task`), or its flow went away
    /// without completing.
    ///
    /// ```swift
    /// catch .cancelled { return }   // the user closed the sign-in sheet
    /// ```
    case cancelled
    /// The flow succeeded, but the source had gone away, so the destination could not be shown.
    ///
    /// ```swift
    /// catch .sourceUnavailable { return }   // the screen that asked is gone
    /// ```
    case sourceUnavailable

    /// A sentence saying what happened.
    ///
    /// ```swift
    /// print(SegueGateError.cancelled)   // The gate was cancelled before …
    /// ```
    public var description: String {
        switch self {
        case .failed(let data): "The intermediate flow failed" + (data.map { " with \($0)" } ?? "") + "."
        case .vetoed: "The intermediate flow succeeded, but the gate's delegate vetoed continuing."
        case .cancelled: "The gate was cancelled before its intermediate flow completed."
        case .sourceUnavailable: "The intermediate flow succeeded, but the segue's source had gone away."
        }
    }
}
