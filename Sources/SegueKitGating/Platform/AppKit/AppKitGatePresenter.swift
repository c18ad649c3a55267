#if SEGUEKIT_APPKIT
import AppKit

/// What a gate does in AppKit: present as a sheet, modal window, popover or custom; dismiss; show
/// the destination.
@MainActor
final class AppKitGatePresenter: GatePresenting {
    private weak var delegate: (any GatedSegueDelegate)?
    private var pending: GatedSegue.Intermediate?
    private weak var root: NSViewController?
    private var custom: GatedSegue.CustomPresentation?
    private let destinationPresentation: GatedSegue.Presentation

    /// A presenter that asks `delegate` for the intermediate flow (a `GatedSegue`), or always shows
    /// `intermediate` (a code gate).
    init(delegate: (any GatedSegueDelegate)? = nil, intermediate: GatedSegue.Intermediate? = nil, destinationPresentation: GatedSegue.Presentation) {
        self.delegate = delegate
        pending = intermediate
        self.destinationPresentation = destinationPresentation
    }

    /// The view controller to present from: the source, or a window controller source's content; `nil`
    /// when the source went away. A window controller without content has nothing to present from: the
    /// documented rule, so it stops the app with a message naming it.
    private static func presenter(for gate: SegueGate) -> NSViewController? {
        if let window = gate.source as? NSWindowController {
            guard let content = window.contentViewController else {
                preconditionFailure("GatedSegue: the source \(window) has no content view controller to present from; give its window one, or start the gate from a view controller")
            }
            return content
        }
        return gate.source as? NSViewController
    }

    func intermediateRoot(for gate: SegueGate) -> AnyObject? {
        if pending == nil, let delegate, let destination = gate.destination {
            pending = delegate.segueGate(gate, intermediateFor: destination)
        }
        return pending?.controller
    }

    func presentIntermediate(for gate: SegueGate, finished: @escaping @MainActor (Bool) -> Void) {
        guard let intermediate = pending, let source = Self.presenter(for: gate) else { return finished(false) }
        pending = nil
        // Already on screen (another gate's flow, shown again): the gate is refused, so that flow keeps
        // its own gate.
        guard intermediate.controller.presentingViewController == nil, intermediate.controller.parent == nil else { return finished(false) }
        root = intermediate.controller
        delegate?.segueGate(gate, willPresent: intermediate.controller)
        present(intermediate.controller, as: intermediate.presentation, from: source) { finished(true) }
    }

    /// [I] inferred: that AppKit clears `presentingViewController` when a sheet, window or popover
    /// closes — by `dismiss(_:)`, or a transient popover closing itself. A custom presentation is the
    /// app's own; SegueKit cannot tell, so it says no.
    func intermediateLeftScreen(for gate: SegueGate) -> Bool {
        guard let root else { return true }
        return custom == nil && root.presentingViewController == nil
    }

    func confirm(_ completion: GateCompletion, for gate: SegueGate) -> Bool {
        delegate?.segueGate(gate, didCompleteWith: completion) ?? true
    }

    func dismissIntermediate(for gate: SegueGate, decision: GateDecision, finished: @escaping @MainActor () -> Void) {
        guard let root else { return finished() }
        Self.dismissPresented(by: root)
        if let custom {
            custom.dismiss(root) { finished() }
        } else {
            root.presentingViewController?.dismiss(root)
            finished()
        }
    }

    /// Dismisses what `controller` and the controllers inside it present, innermost first: AppKit
    /// dismisses one controller at a time, and a sheet the flow opened must not outlive it.
    private static func dismissPresented(by controller: NSViewController) {
        for child in controller.children { dismissPresented(by: child) }
        for presented in (controller.presentedViewControllers ?? []).reversed() {
            dismissPresented(by: presented)
            controller.dismiss(presented)
        }
    }

    func showDestination(for gate: SegueGate, completion: GateCompletion?, finished: @escaping @MainActor (Bool) -> Void) {
        guard let destination = gate.destination else { return finished(true) }
        guard gate.source != nil else { return finished(false) }
        if let completion { delegate?.segueGate(gate, prepare: destination, with: completion) }
        // A window needs no controller to present it from.
        if let window = destination as? NSWindowController {
            window.showWindow(gate.source)
            return finished(true)
        }
        guard let controller = destination as? NSViewController else {
            preconditionFailure("GatedSegue: the destination \(destination) is neither a view controller nor a window controller")
        }
        guard let source = Self.presenter(for: gate) else { return finished(false) }
        present(controller, as: destinationPresentation, from: source) { finished(true) }
    }

    private func present(_ controller: NSViewController, as presentation: GatedSegue.Presentation,
                         from source: NSViewController, finished: @escaping @MainActor () -> Void) {
        switch presentation {
        case .sheet:
            source.presentAsSheet(controller)
            finished()
        case .modalWindow:
            source.presentAsModalWindow(controller)
            finished()
        case let .popover(rect, view, edge, behavior):
            source.present(controller, asPopoverRelativeTo: rect, of: view, preferredEdge: edge, behavior: behavior)
            finished()
        case .custom(let custom):
            if controller === root { self.custom = custom }
            custom.present(controller, source, finished)
        }
    }
}
#endif
