/// The decision logic of a gate: a pure, platform-independent state machine.
struct GateStateMachine: Hashable, Sendable {
    /// The result of an accepted event.
    struct Transition: Hashable, Sendable {
        /// The state after the event.
        var target: GateState
        /// What the platform layer must do now, if anything.
        var effect: GateEffect?
    }

    private(set) var state: GateState

    /// A machine in `state` (`GateState.ready` for a new gate).
    init(state: GateState = .ready) {
        self.state = state
    }

    /// Applies `event`: returns the transition and moves to its target, or returns nil (rejected)
    /// and stays where it is.
    @discardableResult
    mutating func handle(_ event: GateEvent) -> Transition? {
        guard let transition = Self.transition(from: state, on: event) else { return nil }
        state = transition.target
        return transition
    }

    /// The transition `event` causes in `state`, or nil when `state` rejects it. The whole table.
    static func transition(from state: GateState, on event: GateEvent) -> Transition? {
        switch (state, event) {
        case (.ready, .perform):
            return Transition(target: .deciding, effect: .askForIntermediate)

        case (.deciding, .intermediateNotNeeded):
            return Transition(target: .showingDestination, effect: .showDestination)
        case (.deciding, .intermediateNeeded):
            return Transition(target: .presentingIntermediate, effect: .presentIntermediate)

        // Cancelling before anything is on screen ends the run at once.
        case (.ready, .cancel), (.deciding, .cancel):
            return Transition(target: .finished(.aborted), effect: .finish(.aborted))

        case (.presentingIntermediate, .presentationFinished):
            return Transition(target: .awaitingCompletion, effect: nil)
        // A completion may arrive before the presentation ends (UIKit reports the end asynchronously).
        case (.presentingIntermediate, .completionReported(let succeeded)):
            return Transition(
                target: .confirming(succeeded: succeeded, presentationFinished: false),
                effect: .confirmCompletion(succeeded: succeeded))
        // Cancel during the presentation: dismiss as soon as the presentation ends.
        case (.presentingIntermediate, .cancel):
            return Transition(target: .dismissalPending(.abort), effect: nil)
        // The flow never appeared or vanished (a refused presentation): nothing to dismiss.
        case (.presentingIntermediate, .dismissalFinished):
            return Transition(target: .finished(.aborted), effect: .finish(.aborted))

        case (.awaitingCompletion, .completionReported(let succeeded)):
            return Transition(
                target: .confirming(succeeded: succeeded, presentationFinished: true),
                effect: .confirmCompletion(succeeded: succeeded))
        case (.awaitingCompletion, .cancel):
            return Transition(target: .dismissingIntermediate(.abort), effect: .dismissIntermediate(.abort))
        // The flow went away without completing (swiped down, popped, deallocated): a cancel.
        case (.awaitingCompletion, .dismissalFinished):
            return Transition(target: .finished(.aborted), effect: .finish(.aborted))

        // Failure never continues, whatever the delegate answers.
        case (.confirming(let succeeded, let presentationFinished), .delegateAnswered(let shouldContinue)):
            let decision: GateDecision = succeeded && shouldContinue ? .proceed : .abort
            return presentationFinished
                ? Transition(target: .dismissingIntermediate(decision), effect: .dismissIntermediate(decision))
                : Transition(target: .dismissalPending(decision), effect: nil)
        case (.confirming(let succeeded, false), .presentationFinished):
            return Transition(target: .confirming(succeeded: succeeded, presentationFinished: true), effect: nil)

        case (.dismissalPending(let decision), .presentationFinished):
            return Transition(target: .dismissingIntermediate(decision), effect: .dismissIntermediate(decision))
        case (.dismissalPending(let decision), .dismissalFinished),
             (.dismissingIntermediate(let decision), .dismissalFinished):
            switch decision {
            case .proceed: return Transition(target: .showingDestination, effect: .showDestination)
            case .abort: return Transition(target: .finished(.aborted), effect: .finish(.aborted))
            }

        case (.showingDestination, .destinationShown):
            return Transition(target: .finished(.proceeded), effect: .finish(.proceeded))
        case (.showingDestination, .destinationUnavailable):
            return Transition(target: .finished(.aborted), effect: .finish(.aborted))

        default:
            return nil
        }
    }
}
