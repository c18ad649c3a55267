#if canImport(UIKit) && !os(watchOS) && !SEGUEKIT_CORE_ONLY
import UIKit

/// Decides about a ``GatedSegue``: whether an intermediate flow is needed, and what happens when
/// it completes. Only the first method is required.
///
/// The source of the segue is the delegate by default when it adopts this protocol; a separate
/// object (an "account gate" shared by several screens) can be set as `GatedSegue.delegate`.
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
    /// The flow to show before `destination`, or nil to show the destination at once.
    ///
    /// ```swift
    /// func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? {
    ///     session.hasAcceptedTerms ? nil : GatedSegue.Intermediate(TermsViewController(), presentation: .push)
    /// }
    /// ```
    func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate?

    /// The flow is about to be presented (for logging, or to configure it further).
    ///
    /// ```swift
    /// func segueGate(_ gate: SegueGate, willPresent intermediate: UIViewController) {
    ///     analytics.log("login shown for \(gate.identifier ?? "?")")
    /// }
    /// ```
    func segueGate(_ gate: SegueGate, willPresent intermediate: UIViewController)

    /// The flow completed. Return false to veto continuing after a success (the flow is dismissed
    /// and nothing else happens); after a failure the answer is ignored. Default: true.
    ///
    /// ```swift
    /// func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool {
    ///     guard let user = completion.data as? User else { return false }
    ///     session.user = user
    ///     return user.isVerified
    /// }
    /// ```
    func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool

    /// Hands the flow's completion data to the destination, just before it is shown (after the
    /// source's `prepare(for:sender:)`, which UIKit ran before the gate).
    ///
    /// ```swift
    /// func segueGate(_ gate: SegueGate, prepare destination: UIViewController, with completion: GateCompletion) {
    ///     (destination as? AccountViewController)?.user = completion.data as? User
    /// }
    /// ```
    func segueGate(_ gate: SegueGate, prepare destination: UIViewController, with completion: GateCompletion)
}

// MARK: Default Implementation

extension GatedSegueDelegate {
    /// Does nothing.
    ///
    /// ```swift
    /// // Implement it only when you need to know.
    /// ```
    public func segueGate(_ gate: SegueGate, willPresent intermediate: UIViewController) {}

    /// Continues after every success.
    ///
    /// ```swift
    /// // Implement it to veto: return false.
    /// ```
    public func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool { true }

    /// Does nothing.
    ///
    /// ```swift
    /// // Implement it to pass completion data to the destination.
    /// ```
    public func segueGate(_ gate: SegueGate, prepare destination: UIViewController, with completion: GateCompletion) {}
}
#endif
