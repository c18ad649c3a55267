#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

/// A segue that may show an intermediate flow — sign in, accept terms — before its destination, and
/// shows nothing if that flow fails or is cancelled. Set it as a segue's class in Interface Builder
/// (Class `GatedSegue`, Module `SegueKitGating`); its ``delegate``, by default the source, decides:
///
/// ```swift
/// extension LibraryViewController: GatedSegueDelegate {
///     func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? {
///         session.isSignedIn ? nil : GatedSegue.Intermediate(storyboardNamed: "Login", presentation: .modal(.formSheet))
///     }
/// }
/// ```
///
/// UIKit prepares the destination in `prepare(for:sender:)` before `perform()`, as for any segue; it is
/// shown after the flow succeeded, as ``destinationPresentation`` says.
@MainActor
open class GatedSegue: UIStoryboardSegue {
    /// The object that decides about the gate; when nil, the source if it adopts ``GatedSegueDelegate``,
    /// else the destination is shown directly. Weak: keep a shared delegate alive yourself.
    ///
    /// ```swift
    /// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    ///     (segue as? GatedSegue)?.delegate = AccountGate.shared
    /// }
    /// ```
    public weak var delegate: (any GatedSegueDelegate)?

    /// What a gate's delegate is handed as the destination: on UIKit, the segue's `destination`.
    ///
    /// ```swift
    /// func segueGate(_ gate: SegueGate, intermediateFor destination: GatedSegue.Destination) -> GatedSegue.Intermediate?
    /// ```
    public typealias Destination = UIViewController

    /// The controllers an intermediate flow is made of: on UIKit, `UIViewController`.
    ///
    /// ```swift
    /// func segueGate(_ gate: SegueGate, willPresent intermediate: GatedSegue.Controller) { intermediate.title = "Sign In" }
    /// ```
    public typealias Controller = UIViewController

    /// How the destination is shown once the gate lets it through: ``Presentation/show`` (UIKit's
    /// adaptive show) unless you change it in `prepare(for:sender:)` or a subclass.
    ///
    /// ```swift
    /// (segue as? GatedSegue)?.destinationPresentation = .modal(.formSheet)
    /// ```
    open var destinationPresentation: Presentation = .show

    /// The gate of the last `perform()`, while it runs:
    ///
    /// ```swift
    /// (segue as? GatedSegue)?.gate?.addCompletionHandler { result in analytics.record("account gate", result) }
    /// ```
    public private(set) weak var gate: SegueGate?

    /// Runs the gate: asks the delegate, presents the flow if one is needed, and shows the destination after
    /// it succeeded; returns before the flow completes. UIKit calls it; in code:
    ///
    /// ```swift
    /// let segue = GatedSegue(identifier: "showAccount", source: self, destination: AccountViewController())
    /// segue.delegate = self
    /// segue.perform()
    /// ```
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
