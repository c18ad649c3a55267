#if SEGUEKIT_APPKIT
import AppKit

// The one place that knows AppKit has two kinds of segue performers. Everything SegueKit offers
// NSViewController and NSWindowController is written once, on NSResponder, and performs through here.

extension NSResponder {
    /// Performs the segue as `NSViewController` or `NSWindowController` does; stops with a clear
    /// message for any other responder, which has no storyboard segues.
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        if let controller = self as? NSViewController {
            controller.performSegue(withIdentifier: identifier, sender: sender)
        } else if let controller = self as? NSWindowController {
            controller.performSegue(withIdentifier: identifier, sender: sender)
        } else {
            fatalError(
                "\(typeName(type(of: self))) performed segue \"\(identifier)\", but only NSViewController and "
                    + "NSWindowController subclasses perform storyboard segues.")
        }
    }
}
#endif
