@testable import SegueKitGating
import Testing

// The gate's decision logic, tested exhaustively: every state × every event is either the one
// transition written in `acceptedTransitions` below (written out by hand from the design in
// Docs/GatingSegues.md, not computed from the implementation) or a rejection that leaves the state
// unchanged. Then properties over every path through the machine.

private typealias Row = (state: GateState, event: GateEvent, target: GateState, effect: GateEffect?)

private let acceptedTransitions: [Row] = [
    (.ready, .perform, .deciding, .askForIntermediate),
    (.ready, .cancel, .finished(.aborted), .finish(.aborted)),

    (.deciding, .intermediateNotNeeded, .showingDestination, .showDestination),
    (.deciding, .intermediateNeeded, .presentingIntermediate, .presentIntermediate),
    (.deciding, .cancel, .finished(.aborted), .finish(.aborted)),

    (.presentingIntermediate, .presentationFinished, .awaitingCompletion, nil),
    (.presentingIntermediate, .completionReported(succeeded: false),
     .confirming(succeeded: false, presentationFinished: false), .confirmCompletion(succeeded: false)),
    (.presentingIntermediate, .completionReported(succeeded: true),
     .confirming(succeeded: true, presentationFinished: false), .confirmCompletion(succeeded: true)),
    (.presentingIntermediate, .cancel, .dismissalPending(.abort), nil),
    (.presentingIntermediate, .dismissalFinished, .finished(.aborted), .finish(.aborted)),

    (.awaitingCompletion, .completionReported(succeeded: false),
     .confirming(succeeded: false, presentationFinished: true), .confirmCompletion(succeeded: false)),
    (.awaitingCompletion, .completionReported(succeeded: true),
     .confirming(succeeded: true, presentationFinished: true), .confirmCompletion(succeeded: true)),
    (.awaitingCompletion, .cancel, .dismissingIntermediate(.abort), .dismissIntermediate(.abort)),
    (.awaitingCompletion, .dismissalFinished, .finished(.aborted), .finish(.aborted)),

    // Failure aborts whatever the delegate answers; success proceeds only when it agrees.
    (.confirming(succeeded: false, presentationFinished: true), .delegateAnswered(shouldContinue: false),
     .dismissingIntermediate(.abort), .dismissIntermediate(.abort)),
    (.confirming(succeeded: false, presentationFinished: true), .delegateAnswered(shouldContinue: true),
     .dismissingIntermediate(.abort), .dismissIntermediate(.abort)),
    (.confirming(succeeded: true, presentationFinished: true), .delegateAnswered(shouldContinue: false),
     .dismissingIntermediate(.abort), .dismissIntermediate(.abort)),
    (.confirming(succeeded: true, presentationFinished: true), .delegateAnswered(shouldContinue: true),
     .dismissingIntermediate(.proceed), .dismissIntermediate(.proceed)),
    // Decided before the presentation ended: wait for it, then dismiss.
    (.confirming(succeeded: false, presentationFinished: false), .delegateAnswered(shouldContinue: false),
     .dismissalPending(.abort), nil),
    (.confirming(succeeded: false, presentationFinished: false), .delegateAnswered(shouldContinue: true),
     .dismissalPending(.abort), nil),
    (.confirming(succeeded: true, presentationFinished: false), .delegateAnswered(shouldContinue: false),
     .dismissalPending(.abort), nil),
    (.confirming(succeeded: true, presentationFinished: false), .delegateAnswered(shouldContinue: true),
     .dismissalPending(.proceed), nil),
    (.confirming(succeeded: false, presentationFinished: false), .presentationFinished,
     .confirming(succeeded: false, presentationFinished: true), nil),
    (.confirming(succeeded: true, presentationFinished: false), .presentationFinished,
     .confirming(succeeded: true, presentationFinished: true), nil),

    (.dismissalPending(.abort), .presentationFinished, .dismissingIntermediate(.abort), .dismissIntermediate(.abort)),
    (.dismissalPending(.proceed), .presentationFinished, .dismissingIntermediate(.proceed), .dismissIntermediate(.proceed)),
    (.dismissalPending(.abort), .dismissalFinished, .finished(.aborted), .finish(.aborted)),
    (.dismissalPending(.proceed), .dismissalFinished, .showingDestination, .showDestination),

    (.dismissingIntermediate(.abort), .dismissalFinished, .finished(.aborted), .finish(.aborted)),
    (.dismissingIntermediate(.proceed), .dismissalFinished, .showingDestination, .showDestination),

    (.showingDestination, .destinationShown, .finished(.proceeded), .finish(.proceeded)),
    (.showingDestination, .destinationUnavailable, .finished(.aborted), .finish(.aborted)),
]

extension GateState {
    /// Every state, for the exhaustive tests.
    static var allStates: [GateState] {
        var states: [GateState] = [.ready, .deciding, .presentingIntermediate, .awaitingCompletion]
        for succeeded in [false, true] {
            for presentationFinished in [false, true] {
                states.append(.confirming(succeeded: succeeded, presentationFinished: presentationFinished))
            }
        }
        states += GateDecision.allCases.map(GateState.dismissalPending)
        states += GateDecision.allCases.map(GateState.dismissingIntermediate)
        states.append(.showingDestination)
        states += GateOutcome.allCases.map(GateState.finished)
        return states
    }

    var isFinished: Bool {
        if case .finished = self { return true }
        return false
    }
}

extension GateEvent {
    /// Every event, for the exhaustive tests.
    static var allEvents: [GateEvent] {
        [.perform, .intermediateNotNeeded, .intermediateNeeded, .presentationFinished,
         .completionReported(succeeded: false), .completionReported(succeeded: true),
         .delegateAnswered(shouldContinue: false), .delegateAnswered(shouldContinue: true),
         .cancel, .dismissalFinished, .destinationShown, .destinationUnavailable]
    }
}

@Suite("Gate state machine")
struct GateStateMachineTests {
    @Test func theStateAndEventListsAreCompleteAndDistinct() {
        #expect(GateState.allStates.count == 15)
        #expect(Set(GateState.allStates).count == 15)
        #expect(GateEvent.allEvents.count == 12)
        #expect(Set(GateEvent.allEvents).count == 12)
        // Every row of the table names listed states and events, once.
        let keys = acceptedTransitions.map { "\($0.state) × \($0.event)" }
        #expect(Set(keys).count == acceptedTransitions.count)
        for row in acceptedTransitions {
            #expect(GateState.allStates.contains(row.state) && GateState.allStates.contains(row.target))
            #expect(GateEvent.allEvents.contains(row.event))
        }
    }

    @Test func everyStateTimesEveryEventIsTheListedTransitionOrARejectionThatKeepsTheState() {
        var accepted = 0
        var rejected = 0
        for state in GateState.allStates {
            for event in GateEvent.allEvents {
                var machine = GateStateMachine(state: state)
                let transition = machine.handle(event)
                if let row = acceptedTransitions.first(where: { $0.state == state && $0.event == event }) {
                    accepted += 1
                    #expect(transition == GateStateMachine.Transition(target: row.target, effect: row.effect),
                            "\(state) × \(event)")
                    #expect(machine.state == row.target, "\(state) × \(event)")
                } else {
                    rejected += 1
                    #expect(transition == nil, "\(state) × \(event) should be rejected, got \(String(describing: transition))")
                    #expect(machine.state == state, "\(state) × \(event) changed the state")
                }
            }
        }
        #expect(accepted == 32)
        #expect(rejected == 15 * 12 - 32)
    }

    @Test func finishedStatesRejectEveryEvent() {
        for outcome in GateOutcome.allCases {
            for event in GateEvent.allEvents {
                #expect(GateStateMachine.transition(from: .finished(outcome), on: event) == nil, "\(outcome) × \(event)")
            }
        }
    }

    @Test func aCompletionIsAcceptedOnlyWhilePresentingOrAwaiting() {
        let accepting = GateState.allStates.filter(\.acceptsCompletion)
        #expect(accepting == [.presentingIntermediate, .awaitingCompletion])
    }

    @Test func theEffectOfEveryTransitionMatchesItsTarget() {
        for state in GateState.allStates {
            for event in GateEvent.allEvents {
                guard let transition = GateStateMachine.transition(from: state, on: event) else { continue }
                switch transition.effect {
                case .finish(let outcome)?: #expect(transition.target == .finished(outcome))
                case .showDestination?: #expect(transition.target == .showingDestination)
                case .dismissIntermediate(let decision)?: #expect(transition.target == .dismissingIntermediate(decision))
                case .presentIntermediate?: #expect(transition.target == .presentingIntermediate)
                case .askForIntermediate?: #expect(transition.target == .deciding)
                case .confirmCompletion(let succeeded)?:
                    if case .confirming(succeeded, _) = transition.target {} else { Issue.record("\(state) × \(event)") }
                case nil: #expect(!transition.target.isFinished, "entering a finished state must report it")
                }
            }
        }
    }

    // MARK: Properties over every path

    /// What a path has done so far; with the state, the whole memory a property needs.
    private struct PathFacts: Hashable {
        var state: GateState = .ready
        var completionsAccepted = 0
        var lastCompletionSucceeded: Bool?
        var lastAnswer: Bool?
        var finishes = 0
        var destinationsShown = 0
        var intermediateNeeded: Bool?
        var presentations = 0
        var dismissals = 0
        var flowGone = false
    }

    /// Every distinct (state, facts) reachable from `.ready`, following every event sequence.
    private func reachableFacts() -> Set<PathFacts> {
        var seen: Set<PathFacts> = []
        var queue = [PathFacts()]
        while let facts = queue.popLast() {
            guard seen.insert(facts).inserted else { continue }
            for event in GateEvent.allEvents {
                guard let transition = GateStateMachine.transition(from: facts.state, on: event) else { continue }
                var next = facts
                next.state = transition.target
                switch event {
                case .completionReported(let succeeded):
                    next.completionsAccepted += 1
                    next.lastCompletionSucceeded = succeeded
                case .delegateAnswered(let answer): next.lastAnswer = answer
                case .intermediateNeeded: next.intermediateNeeded = true
                case .intermediateNotNeeded: next.intermediateNeeded = false
                case .dismissalFinished: next.flowGone = true
                default: break
                }
                switch transition.effect {
                case .finish?: next.finishes += 1
                case .showDestination?: next.destinationsShown += 1
                case .presentIntermediate?: next.presentations += 1
                case .dismissIntermediate?: next.dismissals += 1
                default: break
                }
                queue.append(next)
            }
        }
        return seen
    }

    @Test func onEveryPathAFlowCompletesAtMostOnceAndTheRunFinishesAtMostOnce() {
        let all = reachableFacts()
        #expect(all.count > GateState.allStates.count)
        for facts in all {
            #expect(facts.completionsAccepted <= 1, "\(facts)")
            #expect(facts.finishes <= 1, "\(facts)")
            #expect(facts.presentations <= 1 && facts.dismissals <= 1 && facts.destinationsShown <= 1, "\(facts)")
            #expect((facts.finishes == 1) == facts.state.isFinished, "\(facts)")
        }
    }

    @Test func theDestinationIsShownOnlyWithoutAFlowOrAfterASuccessTheDelegateAccepted() {
        let shown = reachableFacts().filter { $0.destinationsShown > 0 }
        #expect(shown.contains { $0.intermediateNeeded == true } && shown.contains { $0.intermediateNeeded == false })
        for facts in shown {
            if facts.intermediateNeeded == true {
                #expect(facts.lastCompletionSucceeded == true && facts.lastAnswer == true, "\(facts)")
            } else {
                #expect(facts.intermediateNeeded == false && facts.completionsAccepted == 0, "\(facts)")
            }
        }
        for facts in reachableFacts() where facts.state == .finished(.proceeded) {
            #expect(facts.destinationsShown == 1, "\(facts)")
        }
    }

    @Test func aPresentedFlowIsAlwaysDismissedOrGoneBeforeTheDestinationIsShown() {
        let shownAfterAFlow = reachableFacts().filter { $0.presentations == 1 && $0.destinationsShown == 1 }
        #expect(!shownAfterAFlow.isEmpty)
        for facts in shownAfterAFlow {
            #expect(facts.flowGone, "\(facts)")
        }
    }

    @Test func fromEveryReachableStateARunCanStillFinish() {
        let states = Set(reachableFacts().map(\.state))
        #expect(states == Set(GateState.allStates), "every state is reachable from .ready")
        for start in states {
            var frontier: Set<GateState> = [start]
            var visited: Set<GateState> = []
            while let state = frontier.popFirst() {
                guard visited.insert(state).inserted else { continue }
                for event in GateEvent.allEvents {
                    if let next = GateStateMachine.transition(from: state, on: event)?.target { frontier.insert(next) }
                }
            }
            let canFinish = visited.contains { $0.isFinished }
            #expect(canFinish, "\(start) cannot finish")
        }
    }

    @Test func cancelIsAcceptedUntilTheFlowHasCompletedAndNeverAfter() {
        let cancellable = GateState.allStates.filter { GateStateMachine.transition(from: $0, on: .cancel) != nil }
        #expect(cancellable == [.ready, .deciding, .presentingIntermediate, .awaitingCompletion])
    }
}
