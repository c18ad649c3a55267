/// What the platform layer must do after `GateStateMachine` accepted an event.
enum GateEffect: Hashable, Sendable {
    /// Ask the delegate whether an intermediate flow is needed, then report
    /// `.intermediateNeeded` or `.intermediateNotNeeded`.
    case askForIntermediate
    /// Present the intermediate flow, then report `.presentationFinished`.
    case presentIntermediate
    /// Tell the delegate the flow completed and ask whether to continue, then report
    /// `.delegateAnswered(shouldContinue:)`.
    case confirmCompletion(succeeded: Bool)
    /// Dismiss the flow (or restore the navigation stack), then report `.dismissalFinished`.
    case dismissIntermediate(GateDecision)
    /// Show the original destination, then report `.destinationShown` (or `.destinationUnavailable`).
    case showDestination
    /// The run is over: unregister the gate and call its completion handlers.
    case finish(GateOutcome)
}
