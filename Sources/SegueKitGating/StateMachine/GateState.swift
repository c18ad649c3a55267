/// Where a ``SegueGate`` is in its run, from the segue being performed to the destination shown
/// (or the run abandoned).
enum GateState: Hashable, Sendable {
    /// Created; the segue (or code gate) has not been performed yet.
    case ready
    /// The delegate is being asked whether an intermediate flow is needed.
    case deciding
    /// The intermediate flow is being presented; the platform has not reported the end of the
    /// presentation yet (UIKit reports it asynchronously, after the transition).
    case presentingIntermediate
    /// The intermediate flow is on screen; any controller in it may complete the gate.
    case awaitingCompletion
    /// A completion was accepted and the delegate is being asked whether to continue.
    /// `presentationFinished` is false when the flow completed before its presentation ended.
    case confirming(succeeded: Bool, presentationFinished: Bool)
    /// The decision is made, but the flow is still being presented: it is dismissed as soon as the
    /// presentation ends (dismissing in the middle of a transition is refused by UIKit).
    case dismissalPending(GateDecision)
    /// The intermediate flow is being dismissed (or popped); then the gate does what it decided.
    case dismissingIntermediate(GateDecision)
    /// The original destination is being shown.
    case showingDestination
    /// The run is over; every further event is rejected.
    case finished(GateOutcome)
}

/// What a gate does once its intermediate flow is gone.
enum GateDecision: Hashable, Sendable, CaseIterable {
    /// Show the original destination (the flow succeeded and the delegate did not veto).
    case proceed
    /// Do nothing else (the flow failed, was cancelled, or the delegate vetoed).
    case abort
}

/// How a gate's run ended.
enum GateOutcome: Hashable, Sendable, CaseIterable {
    /// The destination was shown (or, for a gate without a destination, its completion handler got
    /// the success).
    case proceeded
    /// Nothing was shown after the intermediate flow.
    case aborted
}
