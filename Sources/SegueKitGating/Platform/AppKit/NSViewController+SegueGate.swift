#if SEGUEKIT_APPKIT
import AppKit

extension NSViewController {
    /// Ends the intermediate flow this controller belongs to, without a reference to the gate. Returns
    /// whether a gate accepted it: false when this controller is in no running flow, the gate was
    /// already completed or cancelled, or the flow left the screen without the gate.
    @discardableResult
    public func completeSegueGate(success: Bool, completionData: (any Sendable)? = nil) -> Bool {
        guard let gate = enclosingSegueGate else { return false }
        return gate.complete(with: GateCompletion(succeeded: success, data: completionData))
    }

    /// The running gate whose flow contains this controller (found through its parents and presenting
    /// controllers), or nil.
    public var enclosingSegueGate: SegueGate? {
        var path: [AnyObject] = []
        var seen: Set<ObjectIdentifier> = []
        var current: NSViewController? = self
        while let controller = current, seen.insert(ObjectIdentifier(controller)).inserted {
            path.append(controller)
            current = controller.parent ?? controller.presentingViewController
        }
        return GateRegistry.gate(forFirstOf: path)
    }
}
#endif
