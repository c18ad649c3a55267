/// What a platform layer (UIKit's `GatedSegue`, AppKit's `GatedSegue`, the code
/// gates) does for a `SegueGate`: ask the delegate, present, dismiss, show the destination.
@MainActor
protocol GatePresenting: AnyObject {
    /// Asks the delegate whether `gate` needs an intermediate flow; returns the flow's root
    /// controller (kept by the presenter until it is presented), or nil to go straight on.
    func intermediateRoot(for gate: SegueGate) -> AnyObject?

    /// Presents the flow chosen by `intermediateRoot(for:)`. Calls `finished(true)` when the
    /// presentation ends, or `finished(false)` when the platform refused to present it.
    func presentIntermediate(for gate: SegueGate, finished: @escaping @MainActor (_ presented: Bool) -> Void)

    /// Whether the flow the gate is waiting on has left the screen without the gate: a presented
    /// flow the user swiped away or the app dismissed, a pushed flow popped with the back button.
    /// False when the flow is still there, or when the presenter cannot tell (a custom presentation).
    func intermediateLeftScreen(for gate: SegueGate) -> Bool

    /// Tells the delegate the flow completed; returns whether it lets the gate continue.
    func confirm(_ completion: GateCompletion, for gate: SegueGate) -> Bool

    /// Dismisses the flow (or restores the navigation stack), unless `decision` is `.proceed` and
    /// the destination's presentation removes the flow itself. Calls `finished` when it is gone.
    func dismissIntermediate(for gate: SegueGate, decision: GateDecision, finished: @escaping @MainActor () -> Void)

    /// Hands `completion` to the delegate for the destination, then shows it. Calls
    /// `finished(false)` when the source has gone away and nothing could be shown.
    func showDestination(for gate: SegueGate, completion: GateCompletion?, finished: @escaping @MainActor (_ shown: Bool) -> Void)
}
