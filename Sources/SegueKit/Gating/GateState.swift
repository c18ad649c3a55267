/// Where a ``SegueGate`` is in its run, from the segue being performed to the destination shown
/// (or the run abandoned).
///
/// The platform layer drives the state with events; ``SegueGate/state`` reports it, which is
/// useful in logs and tests:
///
/// ```swift
/// if gate.state == .awaitingCompletion {
///     gate.cancel()   // the flow is on screen and nobody completed it yet
/// }
/// ```
///
/// The states, in the order a run visits them:
///
///     ready ─ perform ─▶ deciding ─ not needed ───────────────────────────────▶ showingDestination ─▶ finished(.proceeded)
///                            └─ needed ─▶ presentingIntermediate ─▶ awaitingCompletion
///                                              │ completion reported           │ completion reported
///                                              ▼                               ▼
///                                   confirming(…, presentationFinished: false / true)
///                                              │ delegate answered
///                                              ▼
///                          dismissalPending(d) ─ presented ─▶ dismissingIntermediate(d) ─┬─ .proceed ─▶ showingDestination
///                                                                                        └─ .abort ───▶ finished(.aborted)
enum GateState: Hashable, Sendable, CustomStringConvertible {
    /// Created; the segue (or code gate) has not been performed yet.
    ///
    /// ```swift
    /// SegueGate(source: self, intermediate: loginFlow).state   // .ready
    /// ```
    case ready
    /// The delegate is being asked whether an intermediate flow is needed.
    ///
    /// ```swift
    /// // inside segueGate(_:intermediateFor:): gate.state == .deciding
    /// ```
    case deciding
    /// The intermediate flow is being presented; the platform has not reported the end of the
    /// presentation yet (UIKit reports it asynchronously, after the transition).
    ///
    /// ```swift
    /// // inside segueGate(_:willPresent:): gate.state == .presentingIntermediate
    /// ```
    case presentingIntermediate
    /// The intermediate flow is on screen; any controller in it may complete the gate.
    ///
    /// ```swift
    /// if gate.state == .awaitingCompletion { gate.cancel() }
    /// ```
    case awaitingCompletion
    /// A completion was accepted and the delegate is being asked whether to continue.
    /// `presentationFinished` is false when the flow completed before its presentation ended.
    ///
    /// ```swift
    /// // inside segueGate(_:didCompleteWith:): gate.state == .confirming(succeeded: true, presentationFinished: true)
    /// ```
    case confirming(succeeded: Bool, presentationFinished: Bool)
    /// The decision is made, but the flow is still being presented: it is dismissed as soon as the
    /// presentation ends (dismissing in the middle of a transition is refused by UIKit).
    ///
    /// ```swift
    /// loginController.completeSegueGate(success: true)   // mid-presentation: .dismissalPending(.proceed)
    /// ```
    case dismissalPending(GateDecision)
    /// The intermediate flow is being dismissed (or popped); then the gate does what it decided.
    ///
    /// ```swift
    /// loginController.completeSegueGate(success: false)  // .dismissingIntermediate(.abort) until dismissed
    /// ```
    case dismissingIntermediate(GateDecision)
    /// The original destination is being shown.
    ///
    /// ```swift
    /// // inside segueGate(_:prepare:with:): gate.state == .showingDestination
    /// ```
    case showingDestination
    /// The run is over; every further event is rejected.
    ///
    /// ```swift
    /// gate.addCompletionHandler { _ in assert(gate.state.isFinished) }
    /// ```
    case finished(GateOutcome)

    /// Every state, for exhaustive tests and diagrams.
    ///
    /// ```swift
    /// GateState.allStates.count   // 15
    /// ```
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

    /// Whether the run is over.
    ///
    /// ```swift
    /// GateState.finished(.aborted).isFinished   // true
    /// ```
    var isFinished: Bool {
        if case .finished = self { return true }
        return false
    }

    /// The state as it is written in Swift, such as `dismissingIntermediate(.proceed)`.
    ///
    /// ```swift
    /// print(gate.state)   // dismissingIntermediate(.proceed)
    /// ```
    var description: String {
        switch self {
        case .ready: "ready"
        case .deciding: "deciding"
        case .presentingIntermediate: "presentingIntermediate"
        case .awaitingCompletion: "awaitingCompletion"
        case let .confirming(succeeded, presentationFinished):
            "confirming(succeeded: \(succeeded), presentationFinished: \(presentationFinished))"
        case .dismissalPending(let decision): "dismissalPending(.\(decision))"
        case .dismissingIntermediate(let decision): "dismissingIntermediate(.\(decision))"
        case .showingDestination: "showingDestination"
        case .finished(let outcome): "finished(.\(outcome))"
        }
    }
}

/// What a gate does once its intermediate flow is gone.
///
/// ```swift
/// GateState.dismissingIntermediate(.proceed)   // the destination follows the dismissal
/// ```
enum GateDecision: Hashable, Sendable, CaseIterable {
    /// Show the original destination (the flow succeeded and the delegate did not veto).
    ///
    /// ```swift
    /// gate.state == .dismissingIntermediate(.proceed)
    /// ```
    case proceed
    /// Do nothing else (the flow failed, was cancelled, or the delegate vetoed).
    ///
    /// ```swift
    /// gate.state == .dismissingIntermediate(.abort)
    /// ```
    case abort
}

/// How a gate's run ended.
///
/// ```swift
/// if gate.state == .finished(.proceeded) { /* the destination is on screen */ }
/// ```
enum GateOutcome: Hashable, Sendable, CaseIterable {
    /// The destination was shown (or, for a gate without a destination, its completion handler got
    /// the success).
    ///
    /// ```swift
    /// gate.state == .finished(.proceeded)   // the destination is on screen
    /// ```
    case proceeded
    /// Nothing was shown after the intermediate flow.
    ///
    /// ```swift
    /// gate.state == .finished(.aborted)     // nothing was shown
    /// ```
    case aborted
}
