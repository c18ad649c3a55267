#if SEGUEKIT_UIKIT
import UIKit

extension UIViewController {
    /// Ends the intermediate flow this controller belongs to — the sign-in form, the terms screen pushed
    /// after it, anything they present — without a reference to the gate. Returns whether a gate
    /// accepted it: false when this controller is in no running flow, the gate was already completed or
    /// cancelled, or the flow left the screen without the gate (that gate then ends cancelled).
    @discardableResult
    public func completeSegueGate(success: Bool, completionData: (any Sendable)? = nil) -> Bool {
        guard let gate = enclosingSegueGate else { return false }
        return gate.complete(with: GateCompletion(succeeded: success, data: completionData))
    }

    /// The running gate whose flow contains this controller — found through the stack below it, its parent,
    /// its presenting controller (and the stack of a navigation controller that presents it), and for a
    /// split view's secondary column the primary column's stack, which shows details there; the
    /// innermost flow wins — or nil.
    public var enclosingSegueGate: SegueGate? {
        GateRegistry.gate(forFirstOf: gateLookupPath)
    }

    /// This controller and everything above it that could be the root of a gate's flow, nearest first.
    var gateLookupPath: [AnyObject] {
        var path: [AnyObject] = []
        var seen: Set<ObjectIdentifier> = []
        var current: UIViewController? = self
        while let controller = current, seen.insert(ObjectIdentifier(controller)).inserted {
            path.append(controller)
            // A flow pushed onto an existing stack: its root sits below the controllers it pushed.
            if let navigation = controller.parent as? UINavigationController,
               let index = navigation.viewControllers.firstIndex(where: { $0 === controller }) {
                path += navigation.viewControllers[..<index].reversed()
            }
            // A detail a controller of the primary column showed (Show Detail on an iPad): that column's
            // stack, top first.
            if let split = controller.parent as? UISplitViewController, let primary = split.viewControllers.first, primary !== controller {
                path += (primary as? UINavigationController)?.viewControllers.reversed() ?? [primary]
            }
            if let parent = controller.parent {
                current = parent
            } else {
                // UIKit names the presentation context (a navigation controller), not the controller in
                // it that presented: a flow pushed onto that stack may be the one, top first.
                if let navigation = controller.presentingViewController as? UINavigationController {
                    path += navigation.viewControllers.reversed()
                }
                current = controller.presentingViewController
            }
        }
        return path
    }
}
#endif
