import SegueKitGating
import UIKit

/// The terms of use: `Login.storyboard`'s `Terms` scene, shown from the login (`acceptTerms`).
final class TermsViewController: UIViewController {
    var userName: String?
    var accepted = false

    /// Accepting ends the sign-in flow: whichever gate presented it continues to its destination.
    @IBAction func accept(_ sender: Any?) {
        accepted = true
        completeSegueGate(success: true, completionData: userName)
    }

    /// Declining ends the flow too; the gate dismisses it and shows nothing.
    @IBAction func decline(_ sender: Any?) {
        accepted = false
        completeSegueGate(success: false)
    }
}
