#if SEGUEKIT_UIKIT
import UIKit
#elseif SEGUEKIT_APPKIT
import AppKit
#endif

#if SEGUEKIT_UIKIT || SEGUEKIT_APPKIT

/// Decides about a ``GatedSegue``: whether an intermediate flow is needed, and what happens when it
/// completes. The segue's source decides when it adopts this protocol, unless another object is set
/// as `GatedSegue.delegate`. Only the first method is required.
///
/// ```swift
/// extension LibraryViewController: GatedSegueDelegate {
///     func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? {
///         session.isSignedIn ? nil : GatedSegue.Intermediate(storyboardNamed: "Login", presentation: .modal(.formSheet))
///     }
/// }
/// ```
///
/// One protocol for both platforms: ``GatedSegue/Destination`` is `UIViewController` on UIKit and `Any`
/// (a view or window controller) on AppKit.
@MainActor
public protocol GatedSegueDelegate: AnyObject {
    /// The flow to show before `destination`, or nil to show the destination at once — then none of the
    /// other methods is called.
    func segueGate(_ gate: SegueGate, intermediateFor destination: GatedSegue.Destination) -> GatedSegue.Intermediate?

    /// The flow is about to be presented; configure it further or log it.
    func segueGate(_ gate: SegueGate, willPresent intermediate: GatedSegue.Controller)

    /// The flow completed. Return false to veto continuing after a success (the flow is dismissed and
    /// nothing else happens); after a failure the answer is ignored.
    func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool

    /// Hands the flow's data to the destination just before it is shown (the source's
    /// `prepare(for:sender:)` ran before the gate). Called only after a flow succeeded: not when
    /// ``segueGate(_:intermediateFor:)`` returned nil, nor after a failure or a veto.
    ///
    /// ```swift
    /// extension LibraryViewController: GatedSegueDelegate {
    ///     func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? {
    ///         session.isSignedIn ? nil : GatedSegue.Intermediate(storyboardNamed: "Login", presentation: .modal(.formSheet))
    ///     }
    ///
    ///     func segueGate(_ gate: SegueGate, prepare destination: UIViewController, with completion: GateCompletion) {
    ///         gate.destination(as: AccountViewController.self)?.user = completion.data as? User
    ///     }
    /// }
    /// ```
    func segueGate(_ gate: SegueGate, prepare destination: GatedSegue.Destination, with completion: GateCompletion)
}

// MARK: Default Implementation

extension GatedSegueDelegate {
    /// Does nothing: adopt ``segueGate(_:willPresent:)`` only to act on it.
    public func segueGate(_ gate: SegueGate, willPresent intermediate: GatedSegue.Controller) {}

    /// Continues after every success: a flow that succeeded always leads to its destination.
    public func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool { true }

    /// Does nothing: the destination gets what `prepare(for:sender:)` gave it.
    public func segueGate(_ gate: SegueGate, prepare destination: GatedSegue.Destination, with completion: GateCompletion) {}
}
#endif
