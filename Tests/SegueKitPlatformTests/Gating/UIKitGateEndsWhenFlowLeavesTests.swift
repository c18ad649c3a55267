@testable import UIKitMirroredSegueKitGating
import UIKitMirroredSegueKit
import UIKit

// A gate ends as soon as its flow leaves the screen by any route — swiped away, dismissed or popped
// by the app, its controllers released — and `run()` returns `.cancelled` without anyone looking the
// gate up again. (Swipes are reported at once through the sheet's presentation-controller delegate;
// the other routes by the gate's check while the flow is on screen.)

/// Awaits `result` for at most `seconds`, letting the main queue run (the gate's check, the mirror's
/// transitions); nil when it did not arrive.
@MainActor
private func awaitResult(_ gate: SegueGate, seconds: Double = 10) async -> SegueGate.Result? {
    var result: SegueGate.Result?
    gate.addCompletionHandler { result = $0 }
    let deadline = ContinuousClock.now + .seconds(seconds)
    while result == nil, ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(10))
    }
    return result
}

@MainActor
@Suite("UIKit: a gate ends as soon as its flow leaves the screen", .timeLimit(.minutes(1)))
struct UIKitGateEndsWhenFlowLeavesTests {
    @Test func aSwipedAwaySheetEndsTheGateAtOnce() async {
        let source = GateRootViewController()
        let gate = SegueGate(source: source, intermediate: .init(GateLoginViewController(), presentation: .modal(.pageSheet)))
        gate.start()
        UIViewController.mirrorFinishTransitions()
        let login = source.presentedViewController!
        var result: SegueGate.Result?
        gate.addCompletionHandler { result = $0 }
        #expect(login.mirrorSwipeDown())
        UIViewController.mirrorFinishTransitions()
        guard case .failure(.cancelled)? = result else { Issue.record("not ended at once: \(String(describing: result))"); return }
        #expect(!login.completeSegueGate(success: true), "a late completion is refused")
    }

    @Test func aSheetThatRefusesTheSwipeKeepsTheGateWaiting() async {
        let source = GateRootViewController()
        let gate = SegueGate(source: source, intermediate: .init(GateLoginViewController(), presentation: .modal(.pageSheet)))
        gate.start()
        UIViewController.mirrorFinishTransitions()
        let login = source.presentedViewController!
        login.isModalInPresentation = true
        #expect(!login.mirrorSwipeDown())
        #expect(!gate.intermediateLeftScreen, "the gate's periodic check finds the flow still on screen")
        #expect(login.completeSegueGate(success: true, completionData: "ada"), "still waiting for the flow")
        UIViewController.mirrorFinishTransitions()
        let result = await awaitResult(gate)
        guard case .success(let data)? = result else { Issue.record("\(String(describing: result))"); return }
        #expect(data as? String == "ada")
    }

    @Test func aSheetDismissedByTheAppEndsRunWithoutALookup() async {
        let source = GateRootViewController()
        let gate = SegueGate(source: source, intermediate: .init(GateLoginViewController(), presentation: .modal(.formSheet)))
        let run = Task { @MainActor in
            do { return try await gate.run() as? String } catch { return "thrown: \(error)" }
        }
        while source.presentedViewController == nil { await Task.yield() }
        UIViewController.mirrorFinishTransitions()
        source.dismiss(animated: true)   // the app, not the gate
        UIViewController.mirrorFinishTransitions()
        #expect(await run.value == "thrown: \(SegueGateError.cancelled)")
    }

    @Test func aPushedFlowPoppedByTheBackButtonEndsRunWithoutALookup() async {
        let source = GateRootViewController()
        let navigation = UINavigationController(rootViewController: source)
        let gate = SegueGate(source: source, intermediate: .init(GateTermsViewController(), presentation: .push))
        let run = Task { @MainActor in
            do { return try await gate.run() as? String } catch { return "thrown: \(error)" }
        }
        while !(navigation.topViewController is GateTermsViewController) { await Task.yield() }
        UIViewController.mirrorFinishTransitions()
        navigation.popViewController(animated: true)   // the back button
        #expect(await run.value == "thrown: \(SegueGateError.cancelled)")
    }

    @Test func aFlowThatCannotBePresentedEndsInsteadOfWaitingForever() async {
        let source = GateRootViewController()
        source.present(GateAccountViewController(), animated: true)   // the source already presents
        UIViewController.mirrorFinishTransitions()
        let gate = SegueGate(source: source, intermediate: .init(GateLoginViewController(), presentation: .modal(.formSheet)))
        gate.start()
        let result = await awaitResult(gate)
        guard case .failure(.cancelled)? = result else { Issue.record("\(String(describing: result))"); return }
        #expect(source.presentedViewController is GateAccountViewController)
    }
}

@MainActor
@Suite("UIKit: a gate whose source goes away")
struct UIKitGateSourceGoesAwayTests {
    @Test func aSourceClosedWithItsFlowEndsTheRunCancelled() async {
        var window: UINavigationController? = UINavigationController(rootViewController: GateRootViewController())
        weak let source = window?.viewControllers.first
        let gate = SegueGate(source: source!, intermediate: .init(GateLoginViewController(), presentation: .modal(.formSheet)))
        gate.start()
        UIViewController.mirrorFinishTransitions()
        #expect(window?.presentedViewController is GateLoginViewController)
        window?.dismiss(animated: false)   // the screen closes: its sheet goes with it…
        window = nil                       // …and the source is released
        UIViewController.mirrorFinishTransitions()
        #expect(source == nil)
        let result = await awaitResult(gate)
        guard case .failure(.cancelled)? = result else { Issue.record("\(String(describing: result))"); return }
    }
}
