#if canImport(AppKit) && !targetEnvironment(macCatalyst) && !SEGUEKIT_CORE_ONLY
import AppKit

/// Decides about a ``GatedStoryboardSegue`` (macOS): whether an intermediate flow is needed, and
/// what happens when it completes. Only the first method is required. The same roles as
/// `GatedSegueDelegate` on UIKit.
///
/// ```swift
/// extension LibraryViewController: GatedStoryboardSegueDelegate {
///     func segueGate(_ gate: SegueGate, intermediateFor destination: Any) -> GatedStoryboardSegue.Intermediate? {
///         session.isSignedIn ? nil : GatedStoryboardSegue.Intermediate(storyboardNamed: "Login")
///     }
/// }
/// ```
@MainActor
public protocol GatedStoryboardSegueDelegate: AnyObject {
    /// The flow to show before `destination` (a view or window controller), or nil to show it at once.
    ///
    /// ```swift
    /// func segueGate(_ gate: SegueGate, intermediateFor destination: Any) -> GatedStoryboardSegue.Intermediate? {
    ///     GatedStoryboardSegue.Intermediate(LoginViewController(), presentation: .sheet)
    /// }
    /// ```
    func segueGate(_ gate: SegueGate, intermediateFor destination: Any) -> GatedStoryboardSegue.Intermediate?

    /// The flow is about to be presented.
    ///
    /// ```swift
    /// func segueGate(_ gate: SegueGate, willPresent intermediate: NSViewController) { log("login shown") }
    /// ```
    func segueGate(_ gate: SegueGate, willPresent intermediate: NSViewController)

    /// The flow completed. Return false to veto continuing after a success; after a failure the
    /// answer is ignored. Default: true.
    ///
    /// ```swift
    /// func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool {
    ///     completion.data is User
    /// }
    /// ```
    func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool

    /// Hands the flow's completion data to the destination just before it is shown.
    ///
    /// ```swift
    /// func segueGate(_ gate: SegueGate, prepare destination: Any, with completion: GateCompletion) {
    ///     (destination as? AccountViewController)?.user = completion.data as? User
    /// }
    /// ```
    func segueGate(_ gate: SegueGate, prepare destination: Any, with completion: GateCompletion)
}

// MARK: Default Implementation

extension GatedStoryboardSegueDelegate {
    /// Does nothing.
    ///
    /// ```swift
    /// // Implement it only when you need to know.
    /// ```
    public func segueGate(_ gate: SegueGate, willPresent intermediate: NSViewController) {}

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
    public func segueGate(_ gate: SegueGate, prepare destination: Any, with completion: GateCompletion) {}
}
#endif
