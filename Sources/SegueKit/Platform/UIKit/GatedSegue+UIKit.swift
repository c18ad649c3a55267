#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

/// A segue that may show an intermediate flow — sign in, accept terms — before its destination,
/// and shows nothing if that flow fails or is cancelled.
///
/// Set it as the custom class of a segue in Interface Builder (Class `GatedSegue`, Module
/// `SegueKit`), or create it in code. When it is performed it asks its ``delegate`` — by default the
/// source, when the source adopts ``GatedSegueDelegate`` — whether an intermediate flow is needed,
/// which one and how to present it:
///
/// ```swift
/// extension LibraryViewController: GatedSegueDelegate {
///     func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? {
///         guard !session.isSignedIn else { return nil }          // go straight to the destination
///         return GatedSegue.Intermediate(storyboardNamed: "Login", presentation: .modal(.formSheet))
///     }
/// }
/// ```
///
/// UIKit calls the source's `prepare(for:sender:)` before `perform()`, as for any segue, so the typed
/// destination is configured once, up front; it is shown only after the flow succeeded (and the
/// delegate did not veto). Any controller in the flow ends it with
/// `completeSegueGate(success:completionData:)`.
///
/// After success the flow is dismissed and the destination is shown as ``destinationPresentation``
/// says (``Presentation/show`` by default, UIKit's adaptive show). When the flow was pushed onto the
/// source's navigation controller, the destination is pushed and the flow's controllers leave the
/// stack in the same step. After failure the flow is dismissed (or the stack restored) and nothing
/// else happens.
@MainActor
open class GatedSegue: UIStoryboardSegue {
    /// The object that decides about the gate. When nil, the source decides if it adopts
    /// ``GatedSegueDelegate``; when neither does, the segue shows its destination directly.
    /// Weak, like UIKit's delegates: keep a separate delegate alive yourself.
    ///
    /// ```swift
    /// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    ///     (segue as? GatedSegue)?.delegate = AccountGate.shared
    /// }
    /// ```
    public weak var delegate: (any GatedSegueDelegate)?

    /// What a gate's delegate is handed as the destination: on UIKit, the segue's `destination`.
    public typealias Destination = UIViewController

    /// The controllers an intermediate flow is made of: `UIViewController`.
    public typealias Controller = UIViewController

    /// How the destination is shown once the gate lets it through; ``Presentation/show`` (UIKit's
    /// adaptive `show(_:sender:)`) unless you change it in `prepare(for:sender:)` or a subclass.
    ///
    /// ```swift
    /// (segue as? GatedSegue)?.destinationPresentation = .modal(.formSheet)
    /// ```
    open var destinationPresentation: Presentation = .show

    /// The gate of the last `perform()`, while it runs (weak: the running flow keeps it alive).
    ///
    /// ```swift
    /// segue.perform()
    /// segue.gate?.addCompletionHandler { result in log(result) }
    /// ```
    public private(set) weak var gate: SegueGate?

    /// Runs the gate: asks the delegate, presents the intermediate flow if one is needed, and shows
    /// the destination after it succeeded. Returns before the flow completes.
    ///
    /// ```swift
    /// let segue = GatedSegue(identifier: "showAccount", source: self, destination: account)
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
