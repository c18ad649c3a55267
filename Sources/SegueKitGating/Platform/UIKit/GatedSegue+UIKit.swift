#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

/// A segue that may show an intermediate flow — sign in, accept terms — before its destination, and
/// shows nothing if that flow fails or is cancelled. Set it as a segue's class in Interface Builder
/// (Class `GatedSegue`, Module `SegueKitGating`); its ``delegate``, by default the source, decides
/// (see ``GatedSegueDelegate``).
///
/// UIKit prepares the destination in `prepare(for:sender:)` before `perform()`, as for any segue; it is
/// shown after the flow succeeded, as ``destinationPresentation`` says. See `Docs/GatingSegues.md`.
@MainActor
open class GatedSegue: UIStoryboardSegue {
    /// The object that decides about the gate; when nil, the source if it adopts ``GatedSegueDelegate``,
    /// else the destination is shown directly. Set it in `prepare(for:sender:)`. Weak: keep a shared
    /// delegate alive yourself.
    public weak var delegate: (any GatedSegueDelegate)?

    /// What a gate's delegate is handed as the destination: on UIKit, the segue's `destination`.
    public typealias Destination = UIViewController

    /// The controllers an intermediate flow is made of: on UIKit, `UIViewController`.
    public typealias Controller = UIViewController

    /// How the destination is shown once the gate lets it through: ``Presentation/show`` (UIKit's
    /// adaptive show) unless you change it in `prepare(for:sender:)` or a subclass.
    open var destinationPresentation: Presentation = .show

    /// The gate of the last `perform()`, while it runs: add a completion handler to it, or cancel it.
    public private(set) weak var gate: SegueGate?

    /// Runs the gate: asks the delegate, presents the flow if one is needed, and shows the destination after
    /// it succeeded; returns before the flow completes.
    open override func perform() {
        let presenter = UIKitGatePresenter(
            decider: .delegate(delegate ?? (source as? any GatedSegueDelegate)),
            destinationPresentation: destinationPresentation)
        let gate = SegueGate(identifier: identifier, source: source, destination: destination, presenter: presenter)
        self.gate = gate
        gate.start()
    }
}
#endif
