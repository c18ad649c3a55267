/// Something that happened to a gate, reported by the platform layer to `GateStateMachine`.
enum GateEvent: Hashable, Sendable {
    /// The segue (or code gate) was performed.
    case perform
    /// The delegate needs no intermediate flow: go straight to the destination.
    case intermediateNotNeeded
    /// The delegate supplied an intermediate flow.
    case intermediateNeeded
    /// The platform finished presenting the intermediate flow (UIKit: the presentation's completion).
    case presentationFinished
    /// A controller of the flow reported success or failure.
    case completionReported(succeeded: Bool)
    /// The delegate answered "continue to the destination?" (its answer counts only after success).
    case delegateAnswered(shouldContinue: Bool)
    /// The app cancelled the gate (`SegueGate.cancel()`, a cancelled `Task`).
    case cancel
    /// The intermediate flow is gone: the gate's own dismissal finished, or the flow disappeared
    /// without completing (swiped away, popped, its controllers deallocated).
    case dismissalFinished
    /// The destination is on screen.
    case destinationShown
    /// The destination cannot be shown: the source went away.
    case destinationUnavailable
}
