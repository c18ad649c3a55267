#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || SEGUEKIT_APPKIT_MIRROR)
import AppKit

/// The macOS gated segue: may show an intermediate flow — sign in, accept terms — before its
/// destination, and shows nothing if that flow fails or is cancelled. Set it as a segue's class in
/// Interface Builder (Class `GatedSegue`, Module `SegueKitGating`); its ``delegate``, by default the source,
/// decides:
///
/// ```swift
/// extension LibraryViewController: GatedSegueDelegate {
///     func segueGate(_ gate: SegueGate, intermediateFor destination: Any) -> GatedSegue.Intermediate? {
///         session.isSignedIn ? nil : GatedSegue.Intermediate(storyboardNamed: "Login", presentation: .sheet)
///     }
/// }
/// ```
///
/// The source must be a view controller, or a window controller with a content view controller.
/// `perform()` asserts that AppKit performs it on the main actor (`NSStoryboardSegue` is not isolated).
open class GatedSegue: NSStoryboardSegue {
    /// The object that decides about the gate; when nil, the source if it adopts ``GatedSegueDelegate``,
    /// else the destination is shown directly. Weak.
    ///
    /// ```swift
    /// override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
    ///     (segue as? GatedSegue)?.delegate = AccountGate.shared
    /// }
    /// ```
    @MainActor public weak var delegate: (any GatedSegueDelegate)?

    /// What a gate's delegate is handed as the destination: on AppKit, the segue's
    /// `destinationController`, a view or a window controller.
    ///
    /// ```swift
    /// func segueGate(_ gate: SegueGate, intermediateFor destination: GatedSegue.Destination) -> GatedSegue.Intermediate?
    /// ```
    public typealias Destination = Any

    /// The controllers an intermediate flow is made of: on AppKit, `NSViewController`.
    ///
    /// ```swift
    /// func segueGate(_ gate: SegueGate, willPresent intermediate: GatedSegue.Controller) { intermediate.title = "Sign In" }
    /// ```
    public typealias Controller = NSViewController

    /// How the destination is shown once the gate lets it through: ``Presentation/sheet`` unless changed; a
    /// window controller destination is always shown with `showWindow(_:)`.
    ///
    /// ```swift
    /// (segue as? GatedSegue)?.destinationPresentation = .modalWindow
    /// ```
    @MainActor open var destinationPresentation: Presentation = .sheet

    /// The gate of the last `perform()`, while it runs:
    ///
    /// ```swift
    /// (segue as? GatedSegue)?.gate?.addCompletionHandler { result in analytics.record("account gate", result) }
    /// ```
    @MainActor public private(set) weak var gate: SegueGate?

    /// Runs the gate: asks the delegate, presents the flow if one is needed, and shows the destination after
    /// it succeeded; returns before the flow completes. AppKit calls it; in code:
    ///
    /// ```swift
    /// GatedSegue(identifier: "showAccount", source: self, destination: AccountViewController()).perform()
    /// ```
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
