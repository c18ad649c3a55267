#if SEGUEKIT_APPKIT
import AppKit

/// The macOS gated segue: may show an intermediate flow — sign in, accept terms — before its
/// destination, and shows nothing if that flow fails or is cancelled. Set it as a segue's class in
/// Interface Builder (Class `GatedSegue`, Module `SegueKitGating`); its ``delegate``, by default the source,
/// decides (see ``GatedSegueDelegate``; on AppKit the destination it is handed is `Any`).
///
/// A flow, or a view controller destination, is presented from the source: a view controller, or a
/// window controller's content view controller (without one, the app stops with a message).
/// `perform()` asserts that AppKit performs it on the main actor (`NSStoryboardSegue` is not isolated).
open class GatedSegue: NSStoryboardSegue {
    /// The object that decides about the gate; when nil, the source if it adopts ``GatedSegueDelegate``,
    /// else the destination is shown directly. Set it in `prepare(for:sender:)`. Weak.
    @MainActor public weak var delegate: (any GatedSegueDelegate)?

    /// What a gate's delegate is handed as the destination: on AppKit, the segue's
    /// `destinationController`, a view or a window controller.
    public typealias Destination = Any

    /// The controllers an intermediate flow is made of: on AppKit, `NSViewController`.
    public typealias Controller = NSViewController

    /// How the destination is shown once the gate lets it through: ``Presentation/sheet`` unless changed; a
    /// window controller destination is always shown with `showWindow(_:)`.
    @MainActor open var destinationPresentation: Presentation = .sheet

    /// The gate of the last `perform()`, while it runs: add a completion handler to it, or cancel it.
    @MainActor public private(set) weak var gate: SegueGate?

    /// Runs the gate: asks the delegate, presents the flow if one is needed, and shows the destination after
    /// it succeeded; returns before the flow completes.
    open override func perform() {
        // AppKit performs segues on the main thread, and `assumeIsolated` traps if it does not: the
        // segue is used on the main actor only, so handing it to the main-actor closure is safe. (The
        // SDK may or may not declare `NSStoryboardSegue` `@MainActor`; this compiles either way.)
        let segue = MainThreadSegue(segue: self)
        MainActor.assumeIsolated { segue.segue.runGate() }
    }

    @MainActor
    fileprivate func runGate() {
        let source = sourceController as AnyObject
        let presenter = AppKitGatePresenter(
            delegate: delegate ?? (source as? any GatedSegueDelegate),
            destinationPresentation: destinationPresentation)
        let gate = SegueGate(identifier: identifier, source: source, destination: destinationController as AnyObject, presenter: presenter)
        self.gate = gate
        gate.start()
    }
}
/// A gated segue handed to the main actor from `perform()`, which runs on the main thread.
private struct MainThreadSegue: @unchecked Sendable {
    let segue: GatedSegue
}

extension GatedSegue {
    /// How an intermediate flow, or the destination after it, is presented from the source. AppKit has no
    /// navigation controller, so there is no pushed flow.
    @MainActor
    public enum Presentation {
        /// `presentAsSheet(_:)`.
        case sheet
        /// `presentAsModalWindow(_:)`.
        case modalWindow
        /// `present(_:asPopoverRelativeTo:of:preferredEdge:behavior:)`.
        case popover(relativeTo: NSRect, of: NSView, preferredEdge: NSRectEdge, behavior: NSPopover.Behavior)
        /// Presented and dismissed by your own code (see ``CustomPresentation``).
        case custom(CustomPresentation)
    }

    /// Your own presentation of a flow or destination (see ``GateCustomPresentation``).
    public typealias CustomPresentation = GateCustomPresentation<NSViewController>

    /// The flow a macOS gate shows before its destination, and how (see ``GateIntermediate``).
    public typealias Intermediate = GateIntermediate<NSViewController, Presentation>
}

extension GateIntermediate where Controller == NSViewController, Presentation == GatedSegue.Presentation {
    /// A flow rooted at `controller`, presented as a ``GatedSegue/Presentation/sheet``.
    public init(_ controller: NSViewController) {
        self.init(controller, presentation: .sheet)
    }

    /// The flow that starts at the initial controller of the storyboard `name`, a view controller. A
    /// storyboard without one, or whose initial scene is a window controller (Xcode's template), stops
    /// the app with a message naming it (a flow that silently did not exist would let the user past the
    /// gate).
    public init(storyboardNamed name: NSStoryboard.Name, bundle: Bundle? = nil, presentation: GatedSegue.Presentation = .sheet) {
        let initial = NSStoryboard(name: name, bundle: bundle).instantiateInitialController()
        guard let controller = initial as? NSViewController else {
            let found = initial.map { "starts at \(type(of: $0))" } ?? "has no initial controller"
            preconditionFailure("GatedSegue.Intermediate: storyboard \"\(name)\" \(found); a flow starts at a view controller, so make the flow's first view controller the initial scene")
        }
        self.init(controller, presentation: presentation)
    }
}
#endif
