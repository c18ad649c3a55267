#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || SEGUEKIT_APPKIT_MIRROR)
import AppKit

/// The macOS gated segue: may show an intermediate flow — sign in, accept terms — before its
/// destination, and shows nothing if that flow fails or is cancelled. Set it as a segue's class in
/// Interface Builder (Class `GatedSegue`, Module `SegueKitGating`); its ``delegate``, by default the source,
/// decides (see ``GatedSegueDelegate``; on AppKit the destination it is handed is `Any`).
///
/// The source must be a view controller, or a window controller with a content view controller.
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
            decider: .delegate(delegate ?? (source as? any GatedSegueDelegate)),
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
#endif
