import SegueKit
import SegueKitGating
import AppKit

/// The sign-in sheet: the `SignIn` scene, which no segue leads to. The library's account gate
/// instantiates it by type and presents it before the account. It ends the gate's flow without
/// knowing the gate: `completeSegueGate(success:completionData:)` finds it.
final class SignInViewController: NSViewController, StoryboardInstantiable {
    static let storyboardName = "Main"
    static let sceneIdentifier = "SignIn"

    /// The name typed into the Name field. [I] In the app an outlet or binding of the field fills it;
    /// the Linux mirror declares no text fields, so the storyboard leaves the field unconnected.
    var userName = ""

    /// The Sign In button: does nothing while the name is empty.
    @IBAction func signIn(_ sender: Any?) {
        guard !userName.isEmpty else { return }
        completeSegueGate(success: true, completionData: userName)
    }

    /// The Cancel button: the gate dismisses the sheet and shows nothing.
    @IBAction func cancel(_ sender: Any?) {
        completeSegueGate(success: false)
    }
}
