#if SEGUEKIT_UIKIT
import UIKit

// MARK: Default Implementation (UIKit)
//
// Reads the segue and calls the platform-independent routing in `Routing/`.

extension SegueRouting where Self: UIViewController {
    /// Runs this controller's routes for `segue`: the forwarding line at the top of `prepare(for:sender:)`.
    /// An identifier without a route does nothing. A missing identifier, one that is not a case, or a
    /// destination of the wrong type is a storyboard bug: the app stops with a message naming the
    /// controller, the segue and what was found. A subclass that overrides `prepare` calls `super` instead.
    public func prepareRoutedSegue(for segue: UIStoryboardSegue, sender: Any?) {
        routePrepareOrStop(identifier: segue.identifier, destination: segue.destination, sender: sender)
    }

    /// `prepareRoutedSegue(for:sender:)`, throwing where it would stop (for tests).
    func checkedPrepareRoutedSegue(for segue: UIStoryboardSegue, sender: Any?) throws(SegueRoutingError) {
        try routePrepare(identifier: segue.identifier, destination: segue.destination, sender: sender)
    }
}
#endif
