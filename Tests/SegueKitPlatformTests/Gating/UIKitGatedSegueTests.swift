@testable import UIKitMirroredSegueKit
import UIKit
import XCTest

// GatedSegue through the UIKit mirror: storyboard flows, presentation styles, pushed flows, the
// delegate callbacks and the original segue's prepare. XCTest (not Swift Testing) because this file
// imports UIKit; each test runs its scenario on the main actor.
//
// The mirror presents, dismisses and pushes synchronously. UIKit's presentations and dismissals end
// later, in their completion blocks; `.custom` presentations whose completions the test releases by
// hand stand in for that timing here (see UIKitGateStressTests).

final class GateAccountViewController: UIViewController {
    var user: String?
    var preparedBy: String?
}
final class GateLoginViewController: UIViewController {}
final class GateTermsViewController: UIViewController {}
final class GateRootViewController: UIViewController {}

/// A library screen that gates `showAccount`, as the example app does.
final class GateLibraryViewController: UIViewController, SegueHandlerType, GatedSegueDelegate {
    enum SegueIdentifier: String, CaseIterable {
        case showAccount
    }

    var signedIn = false
    var presentation: GatedSegue.Presentation = .modal(.formSheet)
    var intermediate: (() -> UIViewController?)?
    var veto = false
    var calls: [String] = []
    weak var preparedAccount: GateAccountViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .showAccount:
            let account = try? segue.destination(as: GateAccountViewController.self)
            account?.preparedBy = "prepare(for:sender:)"
            preparedAccount = account
            calls.append("prepare")
        }
    }

    func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? {
        calls.append("intermediateFor(\(type(of: destination)))")
        guard !signedIn else { return nil }
        let controller = intermediate?() ?? UIStoryboard(name: "GateLogin", bundle: nil).instantiateInitialViewController()
        return controller.map { GatedSegue.Intermediate($0, presentation: presentation) }
    }

    func segueGate(_ gate: SegueGate, willPresent intermediate: UIViewController) {
        calls.append("willPresent(\(type(of: intermediate)))")
    }

    func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool {
        calls.append("didComplete(\(completion))")
        return !veto
    }

    func segueGate(_ gate: SegueGate, prepare destination: UIViewController, with completion: GateCompletion) {
        calls.append("prepareDestination")
        (destination as? GateAccountViewController)?.user = completion.data as? String
    }
}

@MainActor
func registerGateLoginStoryboard() {
    let terms = MirrorScene(GateTermsViewController.self)
    let login = MirrorScene(GateLoginViewController.self, segues: [
        MirrorSegueTemplate(identifier: "acceptTerms", kind: .show, destination: terms)
    ])
    UIStoryboard.mirrorRegister(
        name: "GateLogin",
        initial: MirrorScene(UINavigationController.self, relationships: [(.rootViewController, login, nil)]),
        scenes: ["Login": login, "Terms": terms])
}

/// The Main.storyboard part: `showAccount` is a custom segue of class GatedSegue.
@MainActor
func gateLibraryScene() -> MirrorScene {
    MirrorScene(GateLibraryViewController.self, segues: [
        MirrorSegueTemplate(
            identifier: "showAccount",
            kind: .custom { identifier, source, destination in GatedSegue(identifier: identifier, source: source, destination: destination) },
            destination: MirrorScene(GateAccountViewController.self))
    ])
}

/// A library inside a navigation controller, as the storyboard would make it.
@MainActor
func makeGateLibrary() -> (UINavigationController, GateLibraryViewController) {
    registerGateLoginStoryboard()
    UIStoryboard.mirrorRegister(
        name: "GateMain",
        initial: MirrorScene(UINavigationController.self, relationships: [(.rootViewController, gateLibraryScene(), nil)]))
    let navigation = UIStoryboard(name: "GateMain", bundle: nil).instantiateInitialViewController() as! UINavigationController
    return (navigation, navigation.viewControllers[0] as! GateLibraryViewController)
}

final class UIKitGatedSegueTests: XCTestCase {
    func testSignedInUserGoesStraightToTheDestinationWithoutAFlow() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            library.signedIn = true
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            XCTAssertEqual(library.calls, ["prepare", "intermediateFor(GateAccountViewController)"])
            XCTAssertTrue(navigation.topViewController is GateAccountViewController)
            XCTAssertNil(library.presentedViewController)
        }
    }

    func testStoryboardFlowIsPresentedAndAnyControllerInItCompletesItThenTheDestinationIsPushed() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)

            guard let loginNavigation = library.presentedViewController as? UINavigationController,
                  let login = loginNavigation.topViewController as? GateLoginViewController else {
                return XCTFail("the Login storyboard's initial navigation controller should be presented")
            }
            XCTAssertEqual(loginNavigation.modalPresentationStyle, .formSheet)
            XCTAssertEqual(navigation.viewControllers.count, 1, "the destination waits for the gate")

            // The flow moves on inside its own navigation controller; Terms has no reference to the gate.
            login.performSegue(withIdentifier: "acceptTerms", sender: nil)
            let terms = loginNavigation.topViewController as! GateTermsViewController
            XCTAssertTrue(terms.completeSegueGate(success: true, completionData: "ada"))

            XCTAssertNil(library.presentedViewController, "the flow is dismissed")
            let account = navigation.topViewController as? GateAccountViewController
            XCTAssertNotNil(account)
            XCTAssertTrue(account === library.preparedAccount, "the destination prepare(for:sender:) saw is the one shown")
            XCTAssertEqual(account?.preparedBy, "prepare(for:sender:)")
            XCTAssertEqual(account?.user, "ada")
            XCTAssertEqual(library.calls, [
                "prepare", "intermediateFor(GateAccountViewController)", "willPresent(UINavigationController)",
                "didComplete(success(ada))", "prepareDestination",
            ])
            XCTAssertFalse(terms.completeSegueGate(success: true), "a finished gate accepts nothing")
        }
    }

    func testFailureDismissesTheFlowAndNothingElseHappens() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            let loginNavigation = library.presentedViewController as! UINavigationController
            XCTAssertTrue(loginNavigation.topViewController!.completeSegueGate(success: false))
            XCTAssertNil(library.presentedViewController)
            XCTAssertEqual(navigation.viewControllers.count, 1)
            XCTAssertEqual(library.calls.last, "didComplete(failure(nil))", "no prepareDestination after a failure")
        }
    }

    func testTheDelegateVetoesContinuingAfterSuccess() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            library.veto = true
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            XCTAssertTrue(library.presentedViewController!.children[0].completeSegueGate(success: true, completionData: "ada"))
            XCTAssertNil(library.presentedViewController)
            XCTAssertEqual(navigation.viewControllers.count, 1)
        }
    }

    func testPushedFlowIsReplacedByTheDestinationInOneStackChange() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            let home = GateRootViewController()
            navigation.setViewControllers([home, library], animated: false)
            library.presentation = .push
            library.intermediate = { UIStoryboard(name: "GateLogin", bundle: nil).instantiateViewController(withIdentifier: "Login") }
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            let login = navigation.topViewController as! GateLoginViewController
            login.performSegue(withIdentifier: "acceptTerms", sender: nil)
            XCTAssertEqual(navigation.viewControllers.count, 4, "home, library, login, terms")
            XCTAssertTrue(navigation.topViewController!.completeSegueGate(success: true, completionData: "ada"))
            XCTAssertEqual(navigation.viewControllers.map { String(describing: type(of: $0)) },
                           ["GateRootViewController", "GateLibraryViewController", "GateAccountViewController"])
            XCTAssertEqual((navigation.topViewController as? GateAccountViewController)?.user, "ada")
        }
    }

    func testPushedFlowFailureRestoresTheStack() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            library.presentation = .show   // adaptive: the library is in a navigation controller, so push
            library.intermediate = { GateLoginViewController() }
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            XCTAssertTrue(navigation.topViewController is GateLoginViewController)
            navigation.pushViewController(GateTermsViewController(), animated: true)
            XCTAssertTrue(navigation.topViewController!.completeSegueGate(success: false))
            XCTAssertEqual(navigation.viewControllers.count, 1)
            XCTAssertTrue(navigation.topViewController === library)
        }
    }

    func testAdaptiveShowInsideANavigationControllerPushesTheFlowAndTheDestinationReplacesIt() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            library.presentation = .show
            library.intermediate = { GateLoginViewController() }
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            XCTAssertNil(library.presentedViewController, "pushed, not presented")
            XCTAssertTrue(navigation.topViewController is GateLoginViewController)
            XCTAssertTrue(navigation.topViewController!.completeSegueGate(success: true, completionData: "ada"))
            XCTAssertEqual(navigation.viewControllers.map { String(describing: type(of: $0)) },
                           ["GateLibraryViewController", "GateAccountViewController"])
            XCTAssertEqual((navigation.topViewController as? GateAccountViewController)?.user, "ada")
        }
    }

    func testShowPresentsModallyWhenTheSourceIsNotInANavigationController() async {
        await MainActor.run {
            registerGateLoginStoryboard()
            let library = GateLibraryViewController()
            library.mirrorSegueTemplates = gateLibraryScene().segues
            library.presentation = .show
            library.intermediate = { GateLoginViewController() }
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            XCTAssertTrue(library.presentedViewController is GateLoginViewController)
            XCTAssertEqual(library.presentedViewController?.modalPresentationStyle, .automatic)
            library.presentedViewController!.completeSegueGate(success: true)
            // show(_:sender:) without a navigation controller presents the destination.
            XCTAssertTrue(library.presentedViewController is GateAccountViewController)
        }
    }

    func testModalStylesFullScreenAndPopoverSetThePresentationStyle() async {
        await MainActor.run {
            var anchored: [UIViewController] = []
            let cases: [(GatedSegue.Presentation, UIModalPresentationStyle)] = [
                (.modal(.pageSheet), .pageSheet),
                (.fullScreen, .fullScreen),
                (.popover(anchor: { anchored.append($0) }), .popover),
            ]
            for (presentation, expected) in cases {
                let (navigation, library) = makeGateLibrary()
                library.presentation = presentation
                library.intermediate = { GateLoginViewController() }
                library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
                let login = library.presentedViewController
                XCTAssertEqual(login?.modalPresentationStyle, expected)
                login?.completeSegueGate(success: true)
                XCTAssertNil(library.presentedViewController)
                XCTAssertTrue(navigation.topViewController is GateAccountViewController)
            }
            XCTAssertEqual(anchored.count, 1)
            XCTAssertTrue(anchored.first is GateLoginViewController, "the popover anchor gets the flow before presentation")
        }
    }

    func testDestinationPresentationSetInPrepareIsUsedAfterSuccess() async {
        await MainActor.run {
            let library = GateLibraryViewController()
            let account = GateAccountViewController()
            let segue = GatedSegue(identifier: "showAccount", source: library, destination: account)
            segue.destinationPresentation = .modal(.formSheet)
            library.intermediate = { GateLoginViewController() }
            library.presentation = .fullScreen
            segue.perform()
            XCTAssertTrue(library.presentedViewController is GateLoginViewController)
            library.presentedViewController!.completeSegueGate(success: true, completionData: "ada")
            XCTAssertTrue(library.presentedViewController === account)
            XCTAssertEqual(account.modalPresentationStyle, .formSheet)
            XCTAssertEqual(account.user, "ada")
        }
    }

    func testEveryDestinationPresentationShowsTheDestinationAfterSuccess() async {
        await MainActor.run {
            var anchored: [UIViewController] = []
            var custom: [UIViewController] = []
            let cases: [(GatedSegue.Presentation, expect: String)] = [
                (.show, "pushed"), (.push, "pushed"),
                (.modal(.pageSheet), "presented pageSheet"), (.fullScreen, "presented fullScreen"),
                (.popover(anchor: { anchored.append($0) }), "presented popover"),
                (.custom(GatedSegue.CustomPresentation(present: { c, _, done in custom.append(c); done() },
                                                       dismiss: { _, done in done() })), "custom"),
            ]
            for (presentation, expected) in cases {
                let library = GateLibraryViewController()
                let navigation = UINavigationController(rootViewController: library)
                let account = GateAccountViewController()
                let segue = GatedSegue(identifier: "showAccount", source: library, destination: account)
                segue.destinationPresentation = presentation
                library.intermediate = { GateLoginViewController() }
                segue.perform()
                XCTAssertTrue(library.presentedViewController!.completeSegueGate(success: true, completionData: "ada"))
                let shown: String
                if navigation.topViewController === account {
                    shown = "pushed"
                } else if library.presentedViewController === account {
                    shown = "presented \(account.modalPresentationStyle)"
                } else if custom.last === account {
                    shown = "custom"
                } else {
                    shown = "not shown"
                }
                XCTAssertEqual(shown, expected)
                XCTAssertEqual(account.user, "ada", expected)
            }
            XCTAssertTrue(anchored.count == 1 && anchored[0] is GateAccountViewController, "the anchor gets the destination")
        }
    }

    func testASeparateDelegateObjectDecidesInsteadOfTheSource() async {
        final class AccountGate: GatedSegueDelegate {
            var asked = 0
            func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? {
                asked += 1
                return GatedSegue.Intermediate(GateTermsViewController(), presentation: .modal(.automatic))
            }
        }
        await MainActor.run {
            let library = GateLibraryViewController()
            let gateDelegate = AccountGate()
            let segue = GatedSegue(identifier: "showAccount", source: library, destination: GateAccountViewController())
            segue.delegate = gateDelegate
            segue.perform()
            XCTAssertEqual(gateDelegate.asked, 1)
            XCTAssertTrue(library.calls.isEmpty, "the source is not asked when a delegate is set")
            XCTAssertTrue(library.presentedViewController is GateTermsViewController)
            XCTAssertTrue(segue.gate === library.presentedViewController?.enclosingSegueGate)
            library.presentedViewController!.completeSegueGate(success: true)
            XCTAssertTrue(library.presentedViewController is GateAccountViewController)
        }
    }

    func testWithoutAnyDelegateTheSegueShowsItsDestination() async {
        await MainActor.run {
            let source = GateRootViewController()
            let navigation = UINavigationController(rootViewController: source)
            GatedSegue(identifier: "plain", source: source, destination: GateAccountViewController()).perform()
            XCTAssertTrue(navigation.topViewController is GateAccountViewController)
        }
    }

    func testAControllerOutsideAnyFlowCannotCompleteAGate() async {
        await MainActor.run {
            let (_, library) = makeGateLibrary()
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            XCTAssertNil(library.enclosingSegueGate, "the source is not inside its own gate's flow")
            XCTAssertFalse(library.completeSegueGate(success: true))
            XCTAssertFalse(GateTermsViewController().completeSegueGate(success: true))
            XCTAssertNotNil(library.presentedViewController, "the flow is still waiting")
            library.presentedViewController?.children.first?.completeSegueGate(success: false)
        }
    }

    func testCustomPresentationPresentsAndDismissesThroughTheAppsClosures() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            let container = GateRootViewController()
            var log: [String] = []
            library.presentation = .custom(GatedSegue.CustomPresentation(
                present: { controller, _, done in
                    log.append("present")
                    container.addChild(controller)
                    done()
                },
                dismiss: { controller, done in
                    log.append("dismiss")
                    controller.removeFromParent()
                    done()
                }))
            library.intermediate = { GateLoginViewController() }
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            let login = container.children.first!
            // A child controller finds its gate by walking up its parents.
            let nested = GateTermsViewController()
            login.addChild(nested)
            XCTAssertTrue(nested.completeSegueGate(success: true))
            XCTAssertEqual(log, ["present", "dismiss"])
            XCTAssertTrue(container.children.isEmpty)
            XCTAssertTrue(navigation.topViewController is GateAccountViewController)
        }
    }
}
