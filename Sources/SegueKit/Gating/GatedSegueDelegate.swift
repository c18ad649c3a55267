#if (canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)) || (canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || SEGUEKIT_APPKIT_MIRROR))

/// Decides about a ``GatedSegue``: whether an intermediate flow is needed, and what happens when
/// it completes. Only the first method is required.
///
/// The source of the segue is the delegate when it adopts this protocol, unless another object
/// (an "account gate" shared by several screens) is set as `GatedSegue.delegate`. The same protocol
/// serves UIKit and AppKit; ``GatedSegue/Destination`` is `UIViewController` on UIKit and `Any` (a
/// view or window controller) on AppKit.
///
/// ```swift
/// extension LibraryViewController: GatedSegueDelegate {
///     func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? {
///         session.isSignedIn ? nil : GatedSegue.Intermediate(storyboardNamed: "Login", presentation: .modal(.formSheet))
///     }
///
///     func segueGate(_ gate: SegueGate, prepare destination: UIViewController, with completion: GateCompletion) {
///         (destination as? AccountViewController)?.user = completion.data as? User
///     }
/// }
/// ```
@MainActor
public protocol GatedSegueDelegate: AnyObject {
    /// The flow to show before `destination`, or nil to show the destination at once (then none of
    /// the other methods is called).
    func segueGate(_ gate: SegueGate, intermediateFor destination: GatedSegue.Destination) -> GatedSegue.Intermediate?

    /// The flow is about to be presented (for logging, or to configure it further).
    func segueGate(_ gate: SegueGate, willPresent intermediate: GatedSegue.Controller)

    /// The flow completed. Return false to veto continuing after a success (the flow is dismissed
    /// and nothing else happens); after a failure the answer is ignored. Default: true.
    func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool

    /// Hands the flow's completion data to the destination just before it is shown, after the
    /// source's `prepare(for:sender:)` (which ran before the gate). Called only after a flow
    /// succeeded: when ``segueGate(_:intermediateFor:)`` returns nil, the destination is shown at once
    /// and this is not called.
    func segueGate(_ gate: SegueGate, prepare destination: GatedSegue.Destination, with completion: GateCompletion)
}

// MARK: Default Implementation

extension GatedSegueDelegate {
    /// Does nothing.
    public func segueGate(_ gate: SegueGate, willPresent intermediate: GatedSegue.Controller) {}

    /// Continues after every success.
    public func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool { true }

    /// Does nothing.
    public func segueGate(_ gate: SegueGate, prepare destination: GatedSegue.Destination, with completion: GateCompletion) {}
}
#endif
