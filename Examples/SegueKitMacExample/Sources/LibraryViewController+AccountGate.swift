import SegueKit
import SegueKitGating
import AppKit

// The library gates `showAccount` behind signing in.
//
// In Main.storyboard the Account… button's `showAccount` segue is a custom segue of class `GatedSegue`
// (module SegueKitGating). The library is its delegate because it adopts `GatedSegueDelegate` — no code
// sets it. AppKit calls `prepare(for:sender:)` first, then performs the segue: when nobody is signed in
// the gate presents the `SignIn` scene as a sheet; when it reports success, the gate closes the sheet
// and presents the account as a sheet; on Cancel it closes the sheet and shows nothing.

extension LibraryViewController: GatedSegueDelegate {
    /// Sign in first, unless someone is signed in already.
    func segueGate(_ gate: SegueGate, intermediateFor destination: Any) -> GatedSegue.Intermediate? {
        guard gate.identifier == SegueIdentifier.showAccount.rawValue, signedInUserName == nil else { return nil }
        return GatedSegue.Intermediate(SignInViewController.instantiate(), presentation: .sheet)
    }

    /// Remembers who signed in; a success without a name is vetoed (the sheet closes, nothing else).
    func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool {
        guard completion.succeeded, let name = completion.data as? String, !name.isEmpty else { return false }
        signedInUserName = name
        return true
    }

    /// The account shows who just signed in.
    func segueGate(_ gate: SegueGate, prepare destination: Any, with completion: GateCompletion) {
        (destination as? AccountViewController)?.userName = completion.data as? String
    }
}
