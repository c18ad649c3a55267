@testable import UIKitMirroredSegueKit
import UIKit
import XCTest

// Gates created in code — no destination, a completion handler or `try await gate.run()` instead —
// through the UIKit mirror.

final class UIKitCodeGateTests: XCTestCase {
    func testCompletionHandlerGetsTheDataAfterTheFlowIsDismissed() async {
        await MainActor.run {
            let source = GateRootViewController()
            var seenPresentedWhenCalled: UIViewController?? = nil
            var received: SegueGate.Result?
            let gate = SegueGate(source: source, intermediate: .init(GateLoginViewController(), presentation: .formSheetForTests)) { result in
                seenPresentedWhenCalled = .some(source.presentedViewController)
                received = result
            }
            XCTAssertEqual(gate.state, .ready)
            gate.start()
            XCTAssertEqual(source.presentedViewController?.modalPresentationStyle, .formSheet)
            XCTAssertTrue(source.presentedViewController!.completeSegueGate(success: true, completionData: 42))
            guard case .success(let data)? = received else { return XCTFail("\(String(describing: received))") }
            XCTAssertEqual(data as? Int, 42)
            XCTAssertEqual(seenPresentedWhenCalled, .some(nil), "called after the dismissal")
        }
    }

    func testRunReturnsTheCompletionData() async throws {
        let data = try await runGateAndComplete(success: true, data: "ada")
        XCTAssertEqual(data as? String, "ada")
    }

    func testRunThrowsFailedWhenTheFlowFails() async {
        do {
            _ = try await runGateAndComplete(success: false, data: "nope")
            XCTFail("expected SegueGateError.failed")
        } catch .failed(let data) {
            XCTAssertEqual(data as? String, "nope")
        } catch {
            XCTFail("\(error)")
        }
    }

    func testCancellingTheTaskDismissesTheFlowAndThrowsCancelled() async {
        let (task, source) = await MainActor.run { () -> (Task<(any Sendable)?, any Error>, GateRootViewController) in
            let source = GateRootViewController()
            let gate = SegueGate(source: source, intermediate: .init(GateLoginViewController(), presentation: .fullScreen))
            return (Task { @MainActor in try await gate.run() }, source)
        }
        while await MainActor.run(body: { source.presentedViewController == nil }) { await Task.yield() }
        task.cancel()
        let result = await task.result
        guard case .failure(let error) = result, case .cancelled? = error as? SegueGateError else {
            return XCTFail("\(result)")
        }
        let presented = await MainActor.run { source.presentedViewController }
        XCTAssertNil(presented)
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
    }
    defer { XCTAssertTrue(navigation.topViewController === source, "the pushed flow left the stack") }
    return try await gate.run()
}

extension GatedSegue.Presentation {
    @MainActor static var formSheetForTests: GatedSegue.Presentation { .modal(.formSheet) }
}
