@testable import UIKitMirroredSegueKitGating
import UIKitMirroredSegueKit
import UIKit

// Gates created in code — no destination, a completion handler or `try await gate.run()` instead —
// through the UIKit mirror.

@MainActor
@Suite("UIKit: gates started from code")
struct UIKitCodeGateTests {
    @Test func completionHandlerGetsTheDataAfterTheFlowIsDismissed() {
        let source = GateRootViewController()
        var seenPresentedWhenCalled: UIViewController?? = nil
        var received: SegueGate.Result?
        let gate = SegueGate(source: source, intermediate: .init(GateLoginViewController(), presentation: .formSheetForTests)) { result in
            seenPresentedWhenCalled = .some(source.presentedViewController)
            received = result
        }
        #expect(gate.state == .ready)
        gate.start()
        UIViewController.mirrorFinishTransitions()
        #expect(source.presentedViewController?.modalPresentationStyle == .formSheet)
        #expect(source.presentedViewController!.completeSegueGate(success: true, completionData: 42))
        UIViewController.mirrorFinishTransitions()
        guard case .success(let data)? = received else { Issue.record("\(String(describing: received))"); return }
        #expect((data as? Int) == 42)
        #expect(seenPresentedWhenCalled == .some(nil), "called after the dismissal")
    }

    /// A controller that keeps its gate (to cancel it later) and shows the flow with closures that use
    /// `self`: once the run is over, nothing of the gate keeps the controller.
    @Test func aControllerKeepingItsGateIsReleasedAfterTheRunEvenIfItsPresentationClosuresUseSelf() {
        final class Store: UIViewController {
            var signInGate: SegueGate?
            var cards: [UIViewController] = []

            func signIn() {
                let card = GatedSegue.CustomPresentation(
                    present: { controller, _, done in self.addChild(controller); self.cards.append(controller); done() },
                    dismiss: { controller, done in controller.removeFromParent(); self.cards.removeAll { $0 === controller }; done() })
                signInGate = SegueGate(source: self, intermediate: .init(GateLoginViewController(), presentation: .custom(card)))
                signInGate?.start()
            }
        }
        weak var weakStore: Store?
        do {
            let store = Store()
            weakStore = store
            store.signIn()
            #expect(store.cards.first?.completeSegueGate(success: true) == true)
            #expect(store.cards.isEmpty && store.signInGate?.state == .finished(.proceeded))
        }
        #expect(weakStore == nil)
    }

    @Test func runReturnsTheCompletionData() async throws {
        let data = try await runGateAndComplete(success: true, data: "ada")
        #expect((data as? String) == "ada")
    }

    @Test func runThrowsFailedWhenTheFlowFails() async {
        do {
            _ = try await runGateAndComplete(success: false, data: "nope")
            Issue.record("expected SegueGateError.failed")
        } catch .failed(let data) {
            #expect((data as? String) == "nope")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func cancellingTheTaskDismissesTheFlowAndThrowsCancelled() async {
        let source = GateRootViewController()
        let gate = SegueGate(source: source, intermediate: .init(GateLoginViewController(), presentation: .modal(.fullScreen)))
        let task = Task { @MainActor in try await gate.run() }
        while source.presentedViewController == nil { await Task.yield() }
        task.cancel()
        let result = await task.result
        guard case .failure(let error) = result, case .cancelled? = error as? SegueGateError else {
            Issue.record("\(result)"); return
        }
        #expect(source.presentedViewController == nil)
    }

    /// A stored flow started twice (a double tap): the second gate cannot show a flow already on
    /// screen, so it ends cancelled at once, leaving the flow as the first presented it, and completing
    /// the flow ends the first.
    @Test func aSecondGateOfAFlowAlreadyOnScreenEndsCancelledAndTheFirstGetsTheCompletion() {
        let source = GateRootViewController()
        let login = GateLoginViewController()
        let flow = GatedSegue.Intermediate(login, presentation: .formSheetForTests)
        var first: SegueGate.Result?, second: SegueGate.Result?
        let gate = SegueGate(source: source, intermediate: flow) { first = $0 }
        gate.start()
        let style = login.modalPresentationStyle
        SegueGate(source: source, intermediate: .init(login, presentation: .modal(.fullScreen))) { second = $0 }.start()
        UIViewController.mirrorFinishTransitions()
        guard case .failure(.cancelled)? = second else { Issue.record("\(String(describing: second))"); return }
        #expect(login.modalPresentationStyle == style)
        #expect(login.enclosingSegueGate === gate)
        #expect(login.completeSegueGate(success: true, completionData: "ada"))
        UIViewController.mirrorFinishTransitions()
        guard case .success(let data)? = first else { Issue.record("\(String(describing: first))"); return }
        #expect((data as? String) == "ada")
    }

    /// A controller the pushed flow presents ends it: UIKit names the navigation controller as its
    /// presenter, and the flow's root is in that stack.
    @Test func aControllerAPushedFlowPresentsCompletesIt() {
        let source = GateRootViewController()
        let navigation = UINavigationController(rootViewController: source)
        let login = GateLoginViewController()
        var result: SegueGate.Result?
        SegueGate(source: source, intermediate: .init(login, presentation: .push)) { result = $0 }.start()
        UIViewController.mirrorFinishTransitions()
        let terms = GateTermsViewController()
        login.present(terms, animated: true)
        UIViewController.mirrorFinishTransitions()
        #expect(terms.presentingViewController === navigation)
        #expect(terms.completeSegueGate(success: true, completionData: "ada"))
        UIViewController.mirrorFinishTransitions()
        guard case .success? = result else { Issue.record("\(String(describing: result))"); return }
    }

    /// A flow that is a navigation or split view controller of its own cannot be pushed (UIKit refuses
    /// it): with `.push` it is presented, as `.show` presents it, and completes the gate.
    @Test(arguments: [false, true])
    func aFlowThatCannotBePushedIsPresented(split: Bool) {
        let source = GateRootViewController()
        let navigation = UINavigationController(rootViewController: source)
        let login = GateLoginViewController()
        let flow: UIViewController
        if split {
            let splitFlow = UISplitViewController()
            splitFlow.viewControllers = [UINavigationController(rootViewController: login)]
            flow = splitFlow
        } else {
            flow = UINavigationController(rootViewController: login)
        }
        var result: SegueGate.Result?
        SegueGate(source: source, intermediate: .init(flow, presentation: .push)) { result = $0 }.start()
        UIViewController.mirrorFinishTransitions()
        #expect(flow.presentingViewController === navigation)
        #expect(navigation.viewControllers == [source])
        #expect(login.completeSegueGate(success: true, completionData: "ada"))
        UIViewController.mirrorFinishTransitions()
        guard case .success? = result else { Issue.record("\(String(describing: result))"); return }
        #expect(flow.presentingViewController == nil)
    }

    /// On an iPad, a flow pushed in a split view's primary column may show its next screen with Show
    /// Detail, in the secondary column: that screen completes the flow too.
    @Test func aControllerAFlowShowsAsDetailCompletesIt() {
        let source = GateRootViewController()
        let primary = UINavigationController(rootViewController: source)
        let split = UISplitViewController()
        split.viewControllers = [primary, UINavigationController(rootViewController: UIViewController())]
        let login = GateLoginViewController()
        var result: SegueGate.Result?
        SegueGate(source: source, intermediate: .init(login, presentation: .push)) { result = $0 }.start()
        UIViewController.mirrorFinishTransitions()
        let terms = GateTermsViewController()
        login.showDetailViewController(UINavigationController(rootViewController: terms), sender: nil)
        #expect(split.viewControllers.last === terms.parent)
        #expect(terms.completeSegueGate(success: true, completionData: "ada"))
        UIViewController.mirrorFinishTransitions()
        guard case .success? = result else { Issue.record("\(String(describing: result))"); return }
        #expect(primary.viewControllers == [source], "the flow is popped")
    }
}

/// Runs a pushed code gate and completes it from the flow once it is on screen.
@MainActor
private func runGateAndComplete(success: Bool, data: String) async throws(SegueGateError) -> (any Sendable)? {
    let source = GateRootViewController()
    let navigation = UINavigationController(rootViewController: source)
    let gate = SegueGate(source: source, intermediate: .init(GateTermsViewController(), presentation: .push))
    Task { @MainActor in
        while !(navigation.topViewController is GateTermsViewController) { await Task.yield() }
        navigation.topViewController!.completeSegueGate(success: success, completionData: data)
        UIViewController.mirrorFinishTransitions()
    }
    defer { #expect(navigation.topViewController === source, "the pushed flow left the stack") }
    return try await gate.run()
}

extension GatedSegue.Presentation {
    @MainActor static var formSheetForTests: GatedSegue.Presentation { .modal(.formSheet) }
}
