#if SEGUEKIT_APPKIT
import AppKit

// MARK: Default Implementation (AppKit)
//
// Reads the segue and calls the platform-independent routing in `Routing/`. View controllers and
// window controllers both perform segues; both get these as responders that perform segues
// (`NSResponder & NSSeguePerforming`).

extension SegueRouting where Self: NSResponder & NSSeguePerforming {
    /// Runs this view or window controller's routes for `segue`: the forwarding line of `prepare(for:sender:)`.
    /// A missing or unknown identifier, or a destination of the wrong type, stops the app with a message.
    public func prepareRoutedSegue(for segue: NSStoryboardSegue, sender: Any?) {
        routePrepareOrStop(identifier: segue.identifier, destination: segue.destinationController as AnyObject, sender: sender)
    }

    /// `prepareRoutedSegue(for:sender:)`, throwing where it would stop (for tests).
    func checkedPrepareRoutedSegue(for segue: NSStoryboardSegue, sender: Any?) throws(SegueRoutingError) {
        try routePrepare(identifier: segue.identifier, destination: segue.destinationController as AnyObject, sender: sender)
    }
}
#endif
