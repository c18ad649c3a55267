#if SEGUEKIT_UIKIT
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
            delegate: delegate ?? (source as? any GatedSegueDelegate),
            destinationPresentation: destinationPresentation)
        let gate = SegueGate(identifier: identifier, source: source, destination: destination, presenter: presenter)
        self.gate = gate
        gate.start()
    }
}

extension GatedSegue {
    /// How an intermediate flow, or the destination after it, is put on screen.
    @MainActor
    public enum Presentation {
        /// UIKit's adaptive show: pushed when the source is in a navigation controller, else presented
        /// in the controller's own `modalPresentationStyle` (`.automatic` unless set), as
        /// `show(_:sender:)` presents. A navigation or split view controller, which UIKit does not push,
        /// is presented. A pushed flow leaves the stack when the destination is pushed.
        case show
        /// Pushed onto the source's navigation controller. For a flow, the navigation controller must
        /// exist (the app stops otherwise); a destination without one is shown as `show` shows it. A
        /// navigation or split view controller is presented, as with `show`.
        case push
        /// Presented modally with the given style (`.automatic`, `.fullScreen`, `.formSheet`, `.pageSheet`, …).
        case modal(UIModalPresentationStyle)
        /// Presented as a popover; `anchor` gets the controller, with its style set, to set the popover's
        /// source view or bar button item: `.popover { $0.popoverPresentationController?.barButtonItem = item }`.
        case popover(anchor: @MainActor (UIViewController) -> Void)
        /// Presented and dismissed by your own code (see ``CustomPresentation``).
        case custom(CustomPresentation)
    }

    /// Your own presentation of a flow or destination (see ``GateCustomPresentation``).
    public typealias CustomPresentation = GateCustomPresentation<UIViewController>

    /// The flow a gate shows before its destination, and how (see ``GateIntermediate``).
    public typealias Intermediate = GateIntermediate<UIViewController, Presentation>
}

extension GateIntermediate where Controller == UIViewController, Presentation == GatedSegue.Presentation {
    /// A flow rooted at `controller`, shown with UIKit's adaptive ``GatedSegue/Presentation/show``.
    public init(_ controller: UIViewController) {
        self.init(controller, presentation: .show)
    }

    /// The flow that starts at the initial controller of the storyboard `name`. A storyboard without one
    /// stops the app with a message naming it (a flow that silently did not exist would let the user
    /// past the gate).
    public init(storyboardNamed name: String, bundle: Bundle? = nil, presentation: GatedSegue.Presentation = .show) {
        guard let controller = UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController() else {
            preconditionFailure("GatedSegue.Intermediate: storyboard \"\(name)\" has no initial view controller; mark the flow's first scene Is Initial View Controller")
        }
        self.init(controller, presentation: presentation)
    }
}
#endif
