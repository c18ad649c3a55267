@testable import UIKitMirroredSegueKit
import UIKit
import XCTest

// The stress cases of issue 5 through the UIKit mirror: completing twice, during the presentation,
// during the dismissal, after the source went away, flows that vanish without completing, two gates
// at once, nested gates — and weak references proving that nothing outlives a run.
//
// UIKit's asynchronous timing is simulated with a `.custom` presentation whose completions the test
// holds and releases by hand (the mirror's own present/dismiss complete before they return).

/// A presentation that presents and dismisses like `present`/`dismiss` but finishes only when the
/// test calls `finishPresentation()` / `finishDismissal()` — UIKit's animated transitions.
@MainActor
final class GateDeferredTransitions {
    var finishPresentation: (() -> Void)?
    var finishDismissal: (() -> Void)?
    var log: [String] = []

    var presentation: GatedSegue.Presentation {
        .custom(GatedSegue.CustomPresentation(
            present: { [unowned self] controller, source, done in
                log.append("present")
                source.present(controller, animated: true)
                finishPresentation = { done() }
            },
            dismiss: { [unowned self] controller, done in
                log.append("dismiss")
                finishDismissal = {
                    controller.presentingViewController?.dismiss(animated: true)
                    done()
                }
            }))
    }
}

final class UIKitGateStressTests: XCTestCase {
    func testCompletingTwiceFromTwoControllersOfTheFlowActsOnce() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            let loginNavigation = library.presentedViewController as! UINavigationController
            let login = loginNavigation.topViewController!
            login.performSegue(withIdentifier: "acceptTerms", sender: nil)
            let terms = loginNavigation.topViewController!
            XCTAssertTrue(terms.completeSegueGate(success: true, completionData: "first"))
            XCTAssertFalse(login.completeSegueGate(success: false, completionData: "second"))
            XCTAssertFalse(terms.completeSegueGate(success: true, completionData: "third"))
            XCTAssertEqual(navigation.viewControllers.count, 2, "the destination is pushed once")
            XCTAssertEqual((navigation.topViewController as? GateAccountViewController)?.user, "first")
            XCTAssertEqual(library.calls.filter { $0.hasPrefix("didComplete") }.count, 1)
        }
    }

    func testCompletingDuringThePresentationWaitsForItThenDismisses() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            let transitions = GateDeferredTransitions()
            library.presentation = transitions.presentation
            library.intermediate = { GateLoginViewController() }
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            let login = library.presentedViewController!
            XCTAssertEqual(login.enclosingSegueGate?.state, .presentingIntermediate)
            XCTAssertTrue(login.completeSegueGate(success: true, completionData: "ada"))
            XCTAssertEqual(transitions.log, ["present"], "no dismissal in the middle of the presentation")
            XCTAssertEqual(login.enclosingSegueGate?.state, .dismissalPending(.proceed))
            transitions.finishPresentation?()
            XCTAssertEqual(transitions.log, ["present", "dismiss"])
            transitions.finishDismissal?()
            XCTAssertNil(library.presentedViewController)
            XCTAssertEqual((navigation.topViewController as? GateAccountViewController)?.user, "ada")
        }
    }

    func testCompletingDuringTheDismissalIsRejectedAndTheDestinationFollowsOnce() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            let transitions = GateDeferredTransitions()
            library.presentation = transitions.presentation
            library.intermediate = { GateLoginViewController() }
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            transitions.finishPresentation?()
            let login = library.presentedViewController!
            let gate = login.enclosingSegueGate
            XCTAssertTrue(login.completeSegueGate(success: true, completionData: "ada"))
            XCTAssertEqual(gate?.state, .dismissingIntermediate(.proceed))
            XCTAssertFalse(login.completeSegueGate(success: false), "rejected during the dismissal")
            XCTAssertEqual(gate?.cancel(), false, "too late to cancel")
            XCTAssertEqual(navigation.viewControllers.count, 1, "the destination waits for the dismissal")
            transitions.finishDismissal?()
            XCTAssertEqual(navigation.viewControllers.count, 2)
            XCTAssertEqual(gate?.state, .finished(.proceeded))
        }
    }

    func testCompletingAfterTheSourceWentAwayDismissesTheFlowAndShowsNothing() async {
        await MainActor.run {
            weak var weakLibrary: GateLibraryViewController?
            weak var weakAccount: UIViewController?
            var loginNavigation: UINavigationController?
            var gate: SegueGate?
            do {
                let (_, library) = makeGateLibrary()
                weakLibrary = library
                library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
                loginNavigation = library.presentedViewController as? UINavigationController
                weakAccount = library.preparedAccount
                gate = loginNavigation?.enclosingSegueGate
            }
            XCTAssertNil(weakLibrary, "the gate does not keep the source alive")
            XCTAssertNotNil(weakAccount, "the destination waits in the gate")
            var result: SegueGate.Result?
            gate?.addCompletionHandler { result = $0 }
            XCTAssertTrue(loginNavigation!.topViewController!.completeSegueGate(success: true, completionData: "ada"))
            guard case .failure(.sourceUnavailable)? = result else { return XCTFail("\(String(describing: result))") }
            XCTAssertNil(weakAccount, "the destination is released, never shown")
        }
    }

    func testAFlowDismissedByTheAppEndsCancelledOnceItsControllersAreReleased() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            let terms: UIViewController
            var result: SegueGate.Result?
            do {
                let loginNavigation = library.presentedViewController as! UINavigationController
                loginNavigation.topViewController!.performSegue(withIdentifier: "acceptTerms", sender: nil)
                terms = loginNavigation.topViewController!
                loginNavigation.enclosingSegueGate?.addCompletionHandler { result = $0 }
                library.dismiss(animated: true)   // not the gate: the app (or a swipe) dismissed it
            }
            XCTAssertNil(terms.parent, "the flow's navigation controller is gone")
            XCTAssertFalse(terms.completeSegueGate(success: true), "a late completion finds no gate")
            guard case .failure(.cancelled)? = result else { return XCTFail("\(String(describing: result))") }
            XCTAssertEqual(navigation.viewControllers.count, 1)
        }
    }

    func testAPushedFlowPoppedWithTheBackButtonEndsCancelledAndKeepsTheStack() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            library.presentation = .push
            library.intermediate = { GateLoginViewController() }
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            var result: SegueGate.Result?
            navigation.topViewController?.enclosingSegueGate?.addCompletionHandler { result = $0 }
            navigation.popViewController(animated: true)
            XCTAssertNil(library.enclosingSegueGate)   // any lookup notices the vanished flow
            guard case .failure(.cancelled)? = result else { return XCTFail("\(String(describing: result))") }
            XCTAssertEqual(navigation.viewControllers.count, 1)
        }
    }

    // [I] inferred (the reference is silent): UIKit clears `presentingViewController` of a dismissed
    // controller, as the mirror does; the gate relies on it to notice a sheet someone else dismissed.
    func testASheetDismissedByTheAppWhileItsControllersAreKeptEndsCancelledAndALateSuccessShowsNothing() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            let loginNavigation = library.presentedViewController as! UINavigationController
            let login = loginNavigation.topViewController!   // the app keeps the flow (a cached login screen)
            var result: SegueGate.Result?
            loginNavigation.enclosingSegueGate?.addCompletionHandler { result = $0 }
            library.dismiss(animated: true)   // a swipe, or the app — not the gate
            XCTAssertFalse(login.completeSegueGate(success: true, completionData: "late"), "the gate noticed the sheet left")
            guard case .failure(.cancelled)? = result else { return XCTFail("\(String(describing: result))") }
            XCTAssertEqual(navigation.viewControllers.count, 1, "nothing is shown")
            XCTAssertNil(library.presentedViewController)
            XCTAssertEqual(library.calls.filter { $0.hasPrefix("didComplete") }, [])
        }
    }

    func testAPushedFlowPoppedWhileItsControllerIsKeptEndsCancelledAndALateSuccessShowsNothing() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            library.presentation = .push
            let login = GateLoginViewController()
            library.intermediate = { login }
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            XCTAssertTrue(navigation.topViewController === login)
            navigation.popViewController(animated: true)   // the back button
            XCTAssertFalse(login.completeSegueGate(success: true, completionData: "late"))
            XCTAssertTrue(navigation.viewControllers == [library], "nothing is pushed")
        }
    }

    func testACustomPresentationTheAppRemovesItselfEndsOnlyWhenItsRootIsReleased() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            let container = GateRootViewController()
            library.presentation = .custom(GatedSegue.CustomPresentation(
                present: { controller, _, done in container.addChild(controller); done() },
                dismiss: { controller, done in controller.removeFromParent(); done() }))
            var result: SegueGate.Result?
            do {
                library.intermediate = { GateLoginViewController() }
                library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
                let login = container.children[0]
                login.enclosingSegueGate?.addCompletionHandler { result = $0 }
                login.removeFromParent()   // SegueKit cannot see this; the controller is still alive here
                XCTAssertNotNil(login.enclosingSegueGate, "a custom presentation cannot be watched: the gate still waits")
                XCTAssertNil(result)
            }
            XCTAssertNil(library.enclosingSegueGate)   // any lookup: the released root ends the gate
            guard case .failure(.cancelled)? = result else { return XCTFail("\(String(describing: result))") }
            XCTAssertEqual(navigation.viewControllers.count, 1)
        }
    }

    func testTwoGatesAtOnceInTwoWindowsCompleteIndependently() async {
        await MainActor.run {
            let (firstNavigation, first) = makeGateLibrary()
            let (secondNavigation, second) = makeGateLibrary()
            first.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            second.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            let firstFlow = first.presentedViewController!, secondFlow = second.presentedViewController!
            XCTAssertFalse(firstFlow.enclosingSegueGate === secondFlow.enclosingSegueGate)
            XCTAssertTrue(secondFlow.children[0].completeSegueGate(success: true, completionData: "second"))
            XCTAssertEqual(secondNavigation.viewControllers.count, 2)
            XCTAssertEqual(firstNavigation.viewControllers.count, 1)
            XCTAssertTrue(first.presentedViewController === firstFlow, "the other flow is untouched")
            XCTAssertTrue(firstFlow.children[0].completeSegueGate(success: false))
            XCTAssertNil(first.presentedViewController)
            XCTAssertEqual(firstNavigation.viewControllers.count, 1)
        }
    }

    func testANestedGateInsideAFlowIsCompletedBeforeTheOuterOne() async {
        await MainActor.run {
            let (navigation, library) = makeGateLibrary()
            library.intermediate = { UINavigationController(rootViewController: GateLoginViewController()) }
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            let loginNavigation = library.presentedViewController as! UINavigationController
            let login = loginNavigation.topViewController!

            // The login screen gates its own "create account" step behind the terms.
            var inner: SegueGate.Result?
            let innerGate = SegueGate(source: login, intermediate: .init(GateTermsViewController(), presentation: .push)) { inner = $0 }
            innerGate.start()
            let terms = loginNavigation.topViewController!
            XCTAssertTrue(terms.enclosingSegueGate === innerGate)
            XCTAssertTrue(login.enclosingSegueGate === library.presentedViewController?.enclosingSegueGate)
            XCTAssertFalse(login.enclosingSegueGate === innerGate)

            XCTAssertTrue(terms.completeSegueGate(success: true, completionData: "terms"))
            guard case .success(let data)? = inner else { return XCTFail("\(String(describing: inner))") }
            XCTAssertEqual(data as? String, "terms")
            XCTAssertTrue(loginNavigation.topViewController === login, "the inner flow left the stack")
            XCTAssertEqual(navigation.viewControllers.count, 1, "the outer gate still waits")

            XCTAssertTrue(login.completeSegueGate(success: true, completionData: "ada"))
            XCTAssertEqual((navigation.topViewController as? GateAccountViewController)?.user, "ada")
        }
    }

    func testNothingOutlivesASuccessfulStoryboardRun() async {
        await MainActor.run {
            weak var weakSegue: UIStoryboardSegue?
            weak var weakGate: SegueGate?
            weak var weakLoginNavigation: UIViewController?
            weak var weakLogin: UIViewController?
            weak var weakTerms: UIViewController?
            weak var weakLoginStoryboard: UIStoryboard?
            weak var weakLibrary: UIViewController?
            weak var weakAccount: UIViewController?
            do {
                let (navigation, library) = makeGateLibrary()
                weakLibrary = library
                library.mirrorSegueTemplates[0].kind = .custom { identifier, source, destination in
                    let segue = GatedSegue(identifier: identifier, source: source, destination: destination)
                    weakSegue = segue
                    return segue
                }
                library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
                XCTAssertNil(weakSegue, "UIKit releases the segue after perform(); the flow keeps the gate")
                let loginNavigation = library.presentedViewController as! UINavigationController
                weakGate = loginNavigation.enclosingSegueGate
                XCTAssertNotNil(weakGate)
                weakLoginNavigation = loginNavigation
                weakLogin = loginNavigation.topViewController
                weakLoginStoryboard = loginNavigation.storyboard
                loginNavigation.topViewController!.performSegue(withIdentifier: "acceptTerms", sender: nil)
                weakTerms = loginNavigation.topViewController
                weakTerms!.completeSegueGate(success: true, completionData: "ada")
                weakAccount = navigation.topViewController
                XCTAssertTrue(weakAccount is GateAccountViewController)
            }
            XCTAssertNil(weakGate)
            XCTAssertNil(weakLoginNavigation)
            XCTAssertNil(weakLogin)
            XCTAssertNil(weakTerms)
            XCTAssertNil(weakLoginStoryboard)
            XCTAssertNil(weakLibrary)
            XCTAssertNil(weakAccount)
        }
    }

    func testNothingOutlivesAFailedPushedRun() async {
        await MainActor.run {
            weak var weakGate: SegueGate?
            weak var weakLogin: UIViewController?
            weak var weakLibrary: UIViewController?
            weak var weakAccount: UIViewController?
            do {
                let (navigation, library) = makeGateLibrary()
                weakLibrary = library
                library.presentation = .push
                library.intermediate = { GateLoginViewController() }
                library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
                weakAccount = library.preparedAccount
                let login = navigation.topViewController!
                weakLogin = login
                weakGate = login.enclosingSegueGate
                login.completeSegueGate(success: false)
                XCTAssertTrue(navigation.viewControllers == [library], "popped")
            }
            XCTAssertNil(weakLogin)
            XCTAssertNil(weakGate)
            XCTAssertNil(weakLibrary)
            XCTAssertNil(weakAccount)
        }
    }
}
