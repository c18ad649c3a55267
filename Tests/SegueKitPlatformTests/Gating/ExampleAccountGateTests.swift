import Foundation
import Testing

// The example app's login-gated `showAccount` segue, run for real: the example's sources
// (`Examples/SegueKitExample/Sources`) and a small driver are compiled into an executable against
// this test run's mirror-built SegueKit, the way an app target links SegueKit, and the driver plays
// the user: tap Account, sign in, accept or decline the terms, cancel. The storyboard scenes the
// driver registers are generated from Main.storyboard and Login.storyboard as SegueKit's parser reads
// them (`ExampleStoryboards`, `MirrorRegistrationGenerator`): Main's `showAccount` (custom,
// GatedSegue) and Login's LoginNavigation → Login → acceptTerms → Terms.

private let driver = #"""
import SegueKit
import UIKit

registerExampleStoryboards()

@MainActor
func report(_ step: String, _ navigation: UINavigationController, _ library: LibraryViewController) {
    let top = navigation.topViewController.map { "\(type(of: $0))" } ?? "none"
    let presented = library.presentedViewController.map { "\(type(of: $0))" } ?? "none"
    let account = (navigation.topViewController as? AccountViewController)?.userName ?? "-"
    print("\(step): top=\(top) presented=\(presented) account=\(account) signedIn=\(library.signedInUserName ?? "-")")
}

@MainActor
func start() -> (UINavigationController, LibraryViewController) {
    let navigation = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! UINavigationController
    return (navigation, navigation.viewControllers[0] as! LibraryViewController)
}

do {   // Signed out: the login sheet, then the terms; accepting shows the account.
    let (navigation, library) = start()
    library.signedInUserName = nil
    library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
    UIViewController.mirrorFinishTransitions()
    report("tap", navigation, library)
    let sheet = library.presentedViewController as! UINavigationController
    print("sheet: formSheet=\(sheet.modalPresentationStyle == .formSheet) root=\(type(of: sheet.viewControllers[0]))")
    let loginController = sheet.topViewController as! LoginViewController
    loginController.userName = "Ada"
    loginController.showTerms(nil)
    UIViewController.mirrorFinishTransitions()
    (sheet.topViewController as! TermsViewController).accept(nil)
    UIViewController.mirrorFinishTransitions()
    report("accept", navigation, library)
}
do {   // Signed in: straight to the account.
    let (navigation, library) = start()
    library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
    UIViewController.mirrorFinishTransitions()
    report("signedIn", navigation, library)
}
do {   // Signed out, cancel at the login screen: nothing else happens.
    let (navigation, library) = start()
    library.signedInUserName = nil
    library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
    UIViewController.mirrorFinishTransitions()
    ((library.presentedViewController as! UINavigationController).topViewController as! LoginViewController).cancel(nil)
    UIViewController.mirrorFinishTransitions()
    report("cancel", navigation, library)
}
do {   // Signed out, decline the terms: nothing else happens.
    let (navigation, library) = start()
    library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
    UIViewController.mirrorFinishTransitions()
    let sheet = library.presentedViewController as! UINavigationController
    (sheet.topViewController as! LoginViewController).showTerms(nil)
    UIViewController.mirrorFinishTransitions()
    (sheet.topViewController as! TermsViewController).decline(nil)
    UIViewController.mirrorFinishTransitions()
    report("decline", navigation, library)
    library.signedInUserName = nil
}
"""#

@Suite("Example app: the account gate")
struct ExampleAccountGateTests {
    @Test func theExamplesAccountSegueIsGatedBehindSignInAndTerms() throws {
        let output = try ExampleProgram.buildAndRun(driver: driver, extraSources: ExampleStoryboards.registrationSources())
        #expect(output.split(separator: "\n").map(String.init) == [
            "tap: top=LibraryViewController presented=UINavigationController account=- signedIn=-",
            "sheet: formSheet=true root=LoginViewController",
            "accept: top=AccountViewController presented=none account=Ada signedIn=Ada",
            "signedIn: top=AccountViewController presented=none account=Ada signedIn=Ada",
            "cancel: top=LibraryViewController presented=none account=- signedIn=-",
            "decline: top=LibraryViewController presented=none account=- signedIn=-",
        ], "\(output)")
    }
}

