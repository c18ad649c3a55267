import SegueKit
import SegueKitGating
import UIKit

/// Signing in: `Login.storyboard`'s `Login` scene, root of `LoginNavigation`.
final class LoginViewController: UIViewController, SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case acceptTerms
    }

    var userName = ""

    @IBAction func showTerms(_ sender: Any?) {
        performSegue(withIdentifier: .acceptTerms, sender: sender)
    }

    /// Cancel ends the sign-in flow without success, for whichever gate presented it.
    @IBAction func cancel(_ sender: Any?) {
        completeSegueGate(success: false)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch Segue(segue) {
        case .acceptTerms(let terms):
            terms.userName = userName
        }
    }
}
