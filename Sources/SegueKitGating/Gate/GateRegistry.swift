/// The gates whose intermediate flows are on screen, each found from the root controller of its
/// flow — how a controller deep inside a flow completes it without being handed a reference.
@MainActor
enum GateRegistry {
    private struct Entry {
        weak var root: AnyObject?
        let gate: SegueGate
    }

    private static var entries: [Entry] = []

    /// Records `gate` as the gate of the flow rooted at `root`.
    static func register(_ gate: SegueGate, root: AnyObject) {
        pruneVanishedFlows()
        entries.append(Entry(root: root, gate: gate))
    }

    /// Forgets `gate` (it finished).
    static func unregister(_ gate: SegueGate) {
        entries.removeAll { $0.gate === gate }
    }

    /// The gate of the first candidate that is the root of a registered flow. The platform layer
    /// lists the candidates from a controller upwards (itself, what is below it in a navigation
    /// stack, its parents and presenters), so the innermost flow wins when gates are nested.
    static func gate(forFirstOf candidates: [AnyObject]) -> SegueGate? {
        pruneVanishedFlows()
        for candidate in candidates {
            if let entry = entries.last(where: { $0.root === candidate }) { return entry.gate }
        }
        return nil
    }

    /// The gates running now, oldest first.
    static var activeGates: [SegueGate] {
        pruneVanishedFlows()
        return entries.map(\.gate)
    }

    /// Removes the entries whose flow vanished (root deallocated, or off screen while its gate waits)
    /// and tells their gates the flow is gone.
    static func pruneVanishedFlows() {
        let vanished = entries.filter { $0.root == nil || $0.gate.intermediateLeftScreen }.map(\.gate)
        guard !vanished.isEmpty else { return }
        entries.removeAll { entry in vanished.contains { $0 === entry.gate } }
        vanished.forEach { $0.intermediateFlowVanished() }
    }
}
