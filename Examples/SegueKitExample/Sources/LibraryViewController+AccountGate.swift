import Foundation
import SegueKit
import SegueKitGating
import UIKit

// The library gates `showAccount` behind signing in.
//
// In Main.storyboard `showAccount` is a custom segue of class `GatedSegue` (module SegueKitGating). The
// library is its delegate because it adopts `GatedSegueDelegate` — no code sets it. When nobody is
// signed in, the gate presents Login.storyboard's LoginNavigation scene (Login → acceptTerms → Terms),
// made by the generated typed scene `LoginStoryboard.loginNavigation.instantiate()`, as a form sheet. The login screens know nothing about the library or the
// account: Terms reports `completeSegueGate(success: true, completionData: userName)`, Login's
// Cancel reports failure. On success the gate dismisses the sheet and pushes the account — the same
// AccountViewController that `prepare(for:sender:)` already configured.

extension LibraryViewController: GatedSegueDelegate {
    /// Where the app keeps who is signed in — the app's own state, which neither the segue nor the
    /// login screens see.
    static let signedInUserNameKey = "SegueKitExample.signedInUserName"

    /// The reader who is signed in, or nil.
    var signedInUserName: String? {
        get { UserDefaults.standard.string(forKey: Self.signedInUserNameKey) }
        set { UserDefaults.standard.set(newValue, forKey: Self.signedInUserNameKey) }
    }

    /// Sign in first, unless someone is signed in already.
    func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? {
        guard gate.identifier == SegueIdentifier.showAccount.rawValue, signedInUserName == nil else { return nil }
        return GatedSegue.Intermediate(LoginStoryboard.loginNavigation.instantiate(), presentation: .modal(.formSheet))
    }

    /// Signs the reader in; a success without a name is vetoed (the sheet closes, nothing else).
    func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool {
        guard completion.succeeded, let name = completion.data as? String, !name.isEmpty else { return false }
        signedInUserName = name
        return true
    }

    /// The account shows who just signed in.
    func segueGate(_ gate: SegueGate, prepare destination: UIViewController, with completion: GateCompletion) {
        (destination as? AccountViewController)?.userName = completion.data as? String
    }
}
