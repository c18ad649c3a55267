/// What the platform layer must do after `GateStateMachine` accepted an event.
enum GateEffect: Hashable, Sendable, CustomStringConvertible {
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

    var description: String {
        switch self {
        case .askForIntermediate: "askForIntermediate"
        case .presentIntermediate: "presentIntermediate"
        case .confirmCompletion(let succeeded): "confirmCompletion(succeeded: \(succeeded))"
        case .dismissIntermediate(let decision): "dismissIntermediate(.\(decision))"
        case .showDestination: "showDestination"
        case .finish(let outcome): "finish(.\(outcome))"
        }
    }
}
