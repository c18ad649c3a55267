@testable import UIKitMirroredSegueKitGating
import UIKitMirroredSegueKit
import UIKit

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
                    UIViewController.mirrorFinishTransitions()
                    done()
                }
            }))
    }
}

@MainActor
@Suite("UIKit: gates under stress")
struct UIKitGateStressTests {
    @Test func completingTwiceFromTwoControllersOfTheFlowActsOnce() {
        let (navigation, library) = makeGateLibrary()
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        let loginNavigation = library.presentedViewController as! UINavigationController
        let login = loginNavigation.topViewController!
        login.performSegue(withIdentifier: "acceptTerms", sender: nil)
        let terms = loginNavigation.topViewController!
        #expect(terms.completeSegueGate(success: true, completionData: "first"))
        UIViewController.mirrorFinishTransitions()
        #expect(!login.completeSegueGate(success: false, completionData: "second"))
        UIViewController.mirrorFinishTransitions()
        #expect(!terms.completeSegueGate(success: true, completionData: "third"))
        UIViewController.mirrorFinishTransitions()
        #expect(navigation.viewControllers.count == 2, "the destination is pushed once")
        #expect((navigation.topViewController as? GateAccountViewController)?.user == "first")
        #expect(library.calls.filter { $0.hasPrefix("didComplete") }.count == 1)
    }

    @Test func completingDuringThePresentationWaitsForItThenDismisses() {
        let (navigation, library) = makeGateLibrary()
        let transitions = GateDeferredTransitions()
        library.presentation = transitions.presentation
        library.intermediate = { GateLoginViewController() }
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        let login = library.presentedViewController!
        #expect(login.enclosingSegueGate?.state == .presentingIntermediate)
        #expect(login.completeSegueGate(success: true, completionData: "ada"))
        UIViewController.mirrorFinishTransitions()
        #expect(transitions.log == ["present"], "no dismissal in the middle of the presentation")
        #expect(login.enclosingSegueGate?.state == .dismissalPending(.proceed))
        transitions.finishPresentation?()
        #expect(transitions.log == ["present", "dismiss"])
        transitions.finishDismissal?()
        #expect(library.presentedViewController == nil)
        #expect((navigation.topViewController as? GateAccountViewController)?.user == "ada")
    }

    @Test func completingDuringTheDismissalIsRejectedAndTheDestinationFollowsOnce() {
        let (navigation, library) = makeGateLibrary()
        let transitions = GateDeferredTransitions()
        library.presentation = transitions.presentation
        library.intermediate = { GateLoginViewController() }
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        transitions.finishPresentation?()
        let login = library.presentedViewController!
        let gate = login.enclosingSegueGate
        #expect(login.completeSegueGate(success: true, completionData: "ada"))
        UIViewController.mirrorFinishTransitions()
        #expect(gate?.state == .dismissingIntermediate(.proceed))
        #expect(!login.completeSegueGate(success: false), "rejected during the dismissal")
        UIViewController.mirrorFinishTransitions()
        #expect(gate?.cancel() == false, "too late to cancel")
        #expect(navigation.viewControllers.count == 1, "the destination waits for the dismissal")
        transitions.finishDismissal?()
        #expect(navigation.viewControllers.count == 2)
        #expect(gate?.state == .finished(.proceeded))
    }

    @Test func completingAfterTheSourceWentAwayDismissesTheFlowAndShowsNothing() {
        weak var weakLibrary: GateLibraryViewController?
        weak var weakAccount: UIViewController?
        var loginNavigation: UINavigationController?
        var gate: SegueGate?
        do {
            let (_, library) = makeGateLibrary()
            weakLibrary = library
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            UIViewController.mirrorFinishTransitions()
            loginNavigation = library.presentedViewController as? UINavigationController
            weakAccount = library.preparedAccount
            gate = loginNavigation?.enclosingSegueGate
        }
        #expect(weakLibrary == nil, "the gate does not keep the source alive")
        #expect(weakAccount != nil, "the destination waits in the gate")
        var result: SegueGate.Result?
        gate?.addCompletionHandler { result = $0 }
        #expect(loginNavigation!.topViewController!.completeSegueGate(success: true, completionData: "ada"))
        UIViewController.mirrorFinishTransitions()
        guard case .failure(.sourceUnavailable)? = result else { Issue.record("\(String(describing: result))"); return }
        #expect(weakAccount == nil, "the destination is released, never shown")
    }

    @Test func aFlowDismissedByTheAppEndsCancelledOnceItsControllersAreReleased() {
        let (navigation, library) = makeGateLibrary()
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        let terms: UIViewController
        var result: SegueGate.Result?
        do {
            let loginNavigation = library.presentedViewController as! UINavigationController
            loginNavigation.topViewController!.performSegue(withIdentifier: "acceptTerms", sender: nil)
            terms = loginNavigation.topViewController!
            loginNavigation.enclosingSegueGate?.addCompletionHandler { result = $0 }
            library.dismiss(animated: true)   // not the gate: the app (or a swipe) dismissed it
            UIViewController.mirrorFinishTransitions()
        }
        #expect(terms.parent == nil, "the flow's navigation controller is gone")
        #expect(!terms.completeSegueGate(success: true), "a late completion finds no gate")
        UIViewController.mirrorFinishTransitions()
        guard case .failure(.cancelled)? = result else { Issue.record("\(String(describing: result))"); return }
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aPushedFlowPoppedWithTheBackButtonEndsCancelledAndKeepsTheStack() {
        let (navigation, library) = makeGateLibrary()
        library.presentation = .push
        library.intermediate = { GateLoginViewController() }
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        var result: SegueGate.Result?
        navigation.topViewController?.enclosingSegueGate?.addCompletionHandler { result = $0 }
        navigation.popViewController(animated: true)
        UIViewController.mirrorFinishTransitions()
        #expect(library.enclosingSegueGate == nil)   // any lookup notices the vanished flow
        guard case .failure(.cancelled)? = result else { Issue.record("\(String(describing: result))"); return }
        #expect(navigation.viewControllers.count == 1)
    }

    // [I] inferred (the reference is silent): UIKit clears `presentingViewController` of a dismissed
    // controller, as the mirror does; the gate relies on it to notice a sheet someone else dismissed.
    @Test func aSheetDismissedByTheAppWhileItsControllersAreKeptEndsCancelledAndALateSuccessShowsNothing() {
        let (navigation, library) = makeGateLibrary()
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        let loginNavigation = library.presentedViewController as! UINavigationController
        let login = loginNavigation.topViewController!   // the app keeps the flow (a cached login screen)
        var result: SegueGate.Result?
        loginNavigation.enclosingSegueGate?.addCompletionHandler { result = $0 }
        library.dismiss(animated: true)   // a swipe, or the app — not the gate
        UIViewController.mirrorFinishTransitions()
        #expect(!login.completeSegueGate(success: true, completionData: "late"), "the gate noticed the sheet left")
        UIViewController.mirrorFinishTransitions()
        guard case .failure(.cancelled)? = result else { Issue.record("\(String(describing: result))"); return }
        #expect(navigation.viewControllers.count == 1, "nothing is shown")
        #expect(library.presentedViewController == nil)
        #expect(library.calls.filter { $0.hasPrefix("didComplete") } == [])
    }

    @Test func aPushedFlowPoppedWhileItsControllerIsKeptEndsCancelledAndALateSuccessShowsNothing() {
        let (navigation, library) = makeGateLibrary()
        library.presentation = .push
        let login = GateLoginViewController()
        library.intermediate = { login }
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        #expect(navigation.topViewController === login)
        var result: SegueGate.Result?
        login.enclosingSegueGate?.addCompletionHandler { result = $0 }
        navigation.popViewController(animated: true)   // the back button
        UIViewController.mirrorFinishTransitions()
        #expect(!login.completeSegueGate(success: true, completionData: "late"))
        UIViewController.mirrorFinishTransitions()
        guard case .failure(.cancelled)? = result else { Issue.record("\(String(describing: result))"); return }
        #expect(navigation.viewControllers == [library], "nothing is pushed")
    }

    @Test func aCustomPresentationTheAppRemovesItselfEndsOnlyWhenItsRootIsReleased() {
        let (navigation, library) = makeGateLibrary()
        let container = GateRootViewController()
        library.presentation = .custom(GatedSegue.CustomPresentation(
            present: { controller, _, done in container.addChild(controller); done() },
            dismiss: { controller, done in controller.removeFromParent(); done() }))
        var result: SegueGate.Result?
        do {
            library.intermediate = { GateLoginViewController() }
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            UIViewController.mirrorFinishTransitions()
            let login = container.children[0]
            login.enclosingSegueGate?.addCompletionHandler { result = $0 }
            login.removeFromParent()   // SegueKit cannot see this; the controller is still alive here
            #expect(login.enclosingSegueGate != nil, "a custom presentation cannot be watched: the gate still waits")
            #expect(result == nil)
        }
        #expect(library.enclosingSegueGate == nil)   // any lookup: the released root ends the gate
        guard case .failure(.cancelled)? = result else { Issue.record("\(String(describing: result))"); return }
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func twoGatesAtOnceInTwoWindowsCompleteIndependently() {
        let (firstNavigation, first) = makeGateLibrary()
        let (secondNavigation, second) = makeGateLibrary()
        first.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        second.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        let firstFlow = first.presentedViewController!, secondFlow = second.presentedViewController!
        #expect(!(firstFlow.enclosingSegueGate === secondFlow.enclosingSegueGate))
        #expect(secondFlow.children[0].completeSegueGate(success: true, completionData: "second"))
        UIViewController.mirrorFinishTransitions()
        #expect(secondNavigation.viewControllers.count == 2)
        #expect(firstNavigation.viewControllers.count == 1)
        #expect(first.presentedViewController === firstFlow, "the other flow is untouched")
        #expect(firstFlow.children[0].completeSegueGate(success: false))
        UIViewController.mirrorFinishTransitions()
        #expect(first.presentedViewController == nil)
        #expect(firstNavigation.viewControllers.count == 1)
    }

    @Test func aNestedGateInsideAFlowIsCompletedBeforeTheOuterOne() {
        let (navigation, library) = makeGateLibrary()
        library.intermediate = { UINavigationController(rootViewController: GateLoginViewController()) }
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        let loginNavigation = library.presentedViewController as! UINavigationController
        let login = loginNavigation.topViewController!

        // The login screen gates its own "create account" step behind the terms.
        var inner: SegueGate.Result?
        let innerGate = SegueGate(source: login, intermediate: .init(GateTermsViewController(), presentation: .push)) { inner = $0 }
        innerGate.start()
        let terms = loginNavigation.topViewController!
        #expect(terms.enclosingSegueGate === innerGate)
        #expect(login.enclosingSegueGate === library.presentedViewController?.enclosingSegueGate)
        #expect(!(login.enclosingSegueGate === innerGate))

        #expect(terms.completeSegueGate(success: true, completionData: "terms"))
        UIViewController.mirrorFinishTransitions()
        guard case .success(let data)? = inner else { Issue.record("\(String(describing: inner))"); return }
        #expect((data as? String) == "terms")
        #expect(loginNavigation.topViewController === login, "the inner flow left the stack")
        #expect(navigation.viewControllers.count == 1, "the outer gate still waits")

        #expect(login.completeSegueGate(success: true, completionData: "ada"))
        UIViewController.mirrorFinishTransitions()
        #expect((navigation.topViewController as? GateAccountViewController)?.user == "ada")
    }

    @Test func nothingOutlivesASuccessfulStoryboardRun() {
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
            UIViewController.mirrorFinishTransitions()
            #expect(weakSegue == nil, "UIKit releases the segue after perform(); the flow keeps the gate")
            let loginNavigation = library.presentedViewController as! UINavigationController
            weakGate = loginNavigation.enclosingSegueGate
            #expect(weakGate != nil)
            weakLoginNavigation = loginNavigation
            weakLogin = loginNavigation.topViewController
            weakLoginStoryboard = loginNavigation.storyboard
            loginNavigation.topViewController!.performSegue(withIdentifier: "acceptTerms", sender: nil)
            weakTerms = loginNavigation.topViewController
            weakTerms!.completeSegueGate(success: true, completionData: "ada")
            UIViewController.mirrorFinishTransitions()
            weakAccount = navigation.topViewController
            #expect(weakAccount is GateAccountViewController)
        }
        #expect(weakGate == nil)
        #expect(weakLoginNavigation == nil)
        #expect(weakLogin == nil)
        #expect(weakTerms == nil)
        #expect(weakLoginStoryboard == nil)
        #expect(weakLibrary == nil)
        #expect(weakAccount == nil)
    }

    @Test func nothingOutlivesAFailedPushedRun() {
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
            UIViewController.mirrorFinishTransitions()
            weakAccount = library.preparedAccount
            let login = navigation.topViewController!
            weakLogin = login
            weakGate = login.enclosingSegueGate
            login.completeSegueGate(success: false)
            UIViewController.mirrorFinishTransitions()
            #expect(navigation.viewControllers == [library], "popped")
        }
        #expect(weakLogin == nil)
        #expect(weakGate == nil)
        #expect(weakLibrary == nil)
        #expect(weakAccount == nil)
    }
}
