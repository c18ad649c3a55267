#if SEGUEKIT_UIKIT
import UIKit

/// What a gate does in UIKit: present, push, dismiss, trim the navigation stack, show the destination.
@MainActor
final class UIKitGatePresenter: GatePresenting {
    /// How the flow went on screen, so it can be taken off the same way.
    private enum Mode {
        case none
        case pushed(onto: WeakNavigation)
        case presented
        case custom(GatedSegue.CustomPresentation)
    }

    private struct WeakNavigation {
        weak var controller: UINavigationController?
    }

    private weak var delegate: (any GatedSegueDelegate)?
    private var pending: GatedSegue.Intermediate?
    private weak var root: UIViewController?
    private var mode: Mode = .none
    private let destinationPresentation: GatedSegue.Presentation
    private var sheetWatcher: GateSheetWatcher?

    /// A presenter that asks `delegate` for the intermediate flow (a `GatedSegue`), or always shows
    /// `intermediate` (a code gate).
    init(delegate: (any GatedSegueDelegate)? = nil, intermediate: GatedSegue.Intermediate? = nil, destinationPresentation: GatedSegue.Presentation) {
        self.delegate = delegate
        pending = intermediate
        self.destinationPresentation = destinationPresentation
    }

    // MARK: GatePresenting

    func intermediateRoot(for gate: SegueGate) -> AnyObject? {
        if pending == nil, let delegate, let destination = gate.destination as? UIViewController {
            pending = delegate.segueGate(gate, intermediateFor: destination)
        }
        return pending?.controller
    }

    func presentIntermediate(for gate: SegueGate, finished: @escaping @MainActor (Bool) -> Void) {
        guard let intermediate = pending, let source = gate.source as? UIViewController else { return finished(false) }
        pending = nil
        let controller = intermediate.controller
        // Already on screen (another gate's flow, shown again): UIKit would not show it twice; the gate is
        // refused, so that flow keeps its own gate, style and delegate calls.
        guard !Self.isOnScreen(controller) else { return finished(false) }
        root = controller
        delegate?.segueGate(gate, willPresent: controller)
        switch intermediate.presentation {
        case .show, .push:
            let navigation = source.navigationController
            if case .push = intermediate.presentation, navigation == nil {
                preconditionFailure("GatedSegue: presentation .push needs the source \(source) to be in a navigation controller")
            }
            // A flow that is a navigation or split view controller of its own cannot be pushed: it is presented.
            if let navigation, Self.canBePushed(controller) {
                push(controller, onto: navigation, finished: finished)
            } else {
                // As `show(_:sender:)` presents: in the controller's own style (`.automatic` unless set).
                present(controller, style: nil, from: source, gate: gate, finished: finished)
            }
        case .modal(let style):
            present(controller, style: style, from: source, gate: gate, finished: finished)
        case .popover(let anchor):
            controller.modalPresentationStyle = .popover
            anchor(controller)
            mode = .presented
            present(controller, from: source, finished: finished)
            watchSheet(controller, of: gate)
        case .custom(let custom):
            mode = .custom(custom)
            custom.present(controller, source) { finished(true) }
        }
    }

    /// [I] inferred: that UIKit clears a presented controller's `presentingViewController` once it is
    /// dismissed (by a swipe or by code), and removes a popped controller from `viewControllers` when
    /// the pop starts (an interactive back swipe the user abandons may put it back; a lookup in that
    /// moment would end the gate early). A custom presentation is the app's own; SegueKit cannot
    /// tell, so it says no.
    func intermediateLeftScreen(for gate: SegueGate) -> Bool {
        guard let root else { return true }
        switch mode {
        case .none, .custom:
            return false
        case .presented:
            return root.presentingViewController == nil
        case .pushed(let navigation):
            guard let navigation = navigation.controller else { return true }
            return !navigation.viewControllers.contains { $0 === root }
        }
    }

    func confirm(_ completion: GateCompletion, for gate: SegueGate) -> Bool {
        delegate?.segueGate(gate, didCompleteWith: completion) ?? true
    }

    func dismissIntermediate(for gate: SegueGate, decision: GateDecision, finished: @escaping @MainActor () -> Void) {
        guard let root else { return finished() }
        switch mode {
        case .none:
            finished()
        case .pushed(let navigation):
            guard let navigation = navigation.controller else { return finished() }
            // What the flow presented (UIKit presents it from the navigation controller) goes with it.
            Self.dismissPresented(by: navigation) { [self] in
                // On success the destination's push trims the flow in the same step (showDestination).
                if decision == .proceed, destinationReplacesPushedFlow(of: gate, in: navigation) { return finished() }
                navigation.setViewControllers(Self.stack(of: navigation, without: root), animated: true)
                finished()
            }
        case .presented:
            guard let presenter = root.presentingViewController else { return finished() }
            presenter.dismiss(animated: true) { finished() }
        case .custom(let custom):
            custom.dismiss(root) { finished() }
        }
    }

    func showDestination(for gate: SegueGate, completion: GateCompletion?, finished: @escaping @MainActor (Bool) -> Void) {
        // A code gate has no destination: its completion handler is what follows.
        guard let destination = gate.destination as? UIViewController else { return finished(true) }
        guard let source = gate.source as? UIViewController else { return finished(false) }
        if let completion { delegate?.segueGate(gate, prepare: destination, with: completion) }
        if case .pushed(let weakNavigation) = mode, let navigation = weakNavigation.controller,
           destinationReplacesPushedFlow(of: gate, in: navigation) {
            var stack = root.map { Self.stack(of: navigation, without: $0) } ?? navigation.viewControllers
            stack.append(destination)
            navigation.setViewControllers(stack, animated: true)
            return finished(true)
        }
        // UIKit refuses to push a navigation controller ("Pushing a navigation controller is not
        // supported"): such a destination is presented, in its own style, as a flow would be.
        let refusesPush = source.navigationController != nil && !Self.canBePushed(destination)
        switch destinationPresentation {
        case .show where refusesPush, .push where refusesPush:
            present(destination, from: source, finished: finished)
        case .show:
            source.show(destination, sender: nil)
            finished(Self.isOnScreen(destination))
        case .push:
            if let navigation = source.navigationController {
                navigation.pushViewController(destination, animated: true)
            } else {
                source.show(destination, sender: nil)
            }
            // `show` presents when there is no navigation controller, which UIKit may refuse.
            finished(Self.isOnScreen(destination))
        case .modal(let style):
            destination.modalPresentationStyle = style
            present(destination, from: source, finished: finished)
        case .popover(let anchor):
            destination.modalPresentationStyle = .popover
            anchor(destination)
            present(destination, from: source, finished: finished)
        case .custom(let custom):
            custom.present(destination, source) { finished(true) }
        }
    }

    // MARK: Helpers

    private func push(_ controller: UIViewController, onto navigation: UINavigationController, finished: @escaping @MainActor (Bool) -> Void) {
        mode = .pushed(onto: WeakNavigation(controller: navigation))
        navigation.pushViewController(controller, animated: true)
        finished(true)
    }

    /// Presents the intermediate `controller` in `style`, or in its own when `style` is nil.
    private func present(_ controller: UIViewController, style: UIModalPresentationStyle?, from source: UIViewController,
                         gate: SegueGate, finished: @escaping @MainActor (Bool) -> Void) {
        if let style { controller.modalPresentationStyle = style }
        mode = .presented
        present(controller, from: source, finished: finished)
        watchSheet(controller, of: gate)
    }

    /// Presents `controller` from `source`, reporting `finished(true)` when the transition ends — or
    /// `finished(false)` at once when UIKit refused to present it (the source already presents
    /// something), since UIKit then never calls the completion, or when `controller` is on screen
    /// already (another gate's flow, shown again), which UIKit would not present twice.
    private func present(_ controller: UIViewController, from source: UIViewController, finished: @escaping @MainActor (Bool) -> Void) {
        guard !Self.isOnScreen(controller) else { return finished(false) }
        source.present(controller, animated: true) { finished(true) }
        if controller.presentingViewController == nil { finished(false) }
    }

    /// Dismisses what `navigation` presents, if anything, then runs `then`.
    private static func dismissPresented(by navigation: UINavigationController, then: @escaping @MainActor () -> Void) {
        guard navigation.presentedViewController != nil else { return then() }
        navigation.dismiss(animated: true) { then() }
    }

    /// Whether `controller` is presented or inside another controller.
    private static func isOnScreen(_ controller: UIViewController) -> Bool {
        controller.presentingViewController != nil || controller.parent != nil
    }

    /// Ends `gate` as soon as the user swipes the presented flow away (see `GateSheetWatcher`).
    private func watchSheet(_ controller: UIViewController, of gate: SegueGate) {
        sheetWatcher = GateSheetWatcher.watch(controller) { [weak gate] in
            guard let gate else { return }
            GateRegistry.unregister(gate)
            gate.intermediateFlowVanished()
        }
    }

    /// Whether a navigation stack may hold `controller`: not a navigation or split view controller.
    private static func canBePushed(_ controller: UIViewController) -> Bool {
        !(controller is UINavigationController || controller is UISplitViewController)
    }

    /// Whether the destination will be pushed onto the navigation controller the flow was pushed onto.
    private func destinationReplacesPushedFlow(of gate: SegueGate, in navigation: UINavigationController) -> Bool {
        guard let destination = gate.destination as? UIViewController, Self.canBePushed(destination),
              let source = gate.source as? UIViewController, source.navigationController === navigation else { return false }
        switch destinationPresentation {
        case .show, .push: return true
        case .modal, .popover, .custom: return false
        }
    }

    /// The navigation stack without `root` and everything pushed after it (the flow).
    private static func stack(of navigation: UINavigationController, without root: UIViewController) -> [UIViewController] {
        let stack = navigation.viewControllers
        guard let index = stack.firstIndex(where: { $0 === root }) else { return stack }
        return Array(stack[..<index])
    }
}
#endif
