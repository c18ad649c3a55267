import Foundation

// The gating API as an app writes it — a storyboard segue's delegate, a code gate with a completion
// handler, `try await gate.run()` from the main actor and from a nonisolated context — must compile
// with zero diagnostics in Swift 6 mode (complete concurrency checking) and in Swift 5 minimal mode.

private let uiKitApp = #"""
import SegueKitGating
import UIKit

struct User: Sendable { var name: String }

final class ShopViewController: UIViewController, GatedSegueDelegate {
    var user: User?

    func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? {
        user == nil ? GatedSegue.Intermediate(storyboardNamed: "Login", presentation: .modal(.formSheet)) : nil
    }

    func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool {
        user = completion.data as? User
        return user != nil
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        (segue as? GatedSegue)?.destinationPresentation = .push
    }

    func buyWithHandler() {
        SegueGate(source: self, intermediate: .init(UIViewController(), presentation: .modal(.fullScreen))) { [weak self] result in
            if case .success(let user as User) = result { self?.user = user }
        }.start()
    }

    func buy() async {
        do {
            user = try await SegueGate(source: self, intermediate: .init(UIViewController(), presentation: .popover(anchor: { _ in }))).run() as? User
        } catch .failed(let data) {
            print(data ?? "no data")
        } catch {
            print(error)
        }
    }
}

final class LoginViewController: UIViewController {
    func signedIn(_ name: String) { completeSegueGate(success: true, completionData: User(name: name)) }
    func cancel() { completeSegueGate(success: false) }
}

func waitElsewhere(for gate: SegueGate) async throws -> User? {
    try await gate.run() as? User
}
"""#

private let appKitApp = #"""
import SegueKitGating
import AppKit

final class ShopViewController: NSViewController, GatedSegueDelegate {
    func segueGate(_ gate: SegueGate, intermediateFor destination: Any) -> GatedSegue.Intermediate? {
        GatedSegue.Intermediate(NSViewController(), presentation: .modalWindow)
    }

    func buy() async throws -> String? {
        try await SegueGate(source: self, intermediate: .init(NSViewController())).run() as? String
    }
}

final class TermsViewController: NSViewController {
    func accept() { completeSegueGate(success: true) }
}
"""#

@Suite("Gating API compiles cleanly in apps")
struct GatingTypecheckTests {
    @Test func uiKitGatingCodeCompilesWithoutDiagnosticsInSwift6AndSwift5() throws {
        for mode in Typechecker.Mode.all {
            let result = try Typechecker.typecheck(source: uiKitApp, mode: mode)
            #expect(result.isClean, "\(mode):\n\(result.output)")
        }
    }

    @Test func appKitGatingCodeCompilesWithoutDiagnosticsInSwift6AndSwift5() throws {
        for mode in Typechecker.Mode.all {
            let result = try Typechecker.typecheck(source: appKitApp, mode: mode)
            #expect(result.isClean, "\(mode):\n\(result.output)")
        }
    }

    @Test func gatingNamesNeedImportSegueKitGating() throws {
        let result = try Typechecker.typecheck(source: #"""
            import SegueKit
            import UIKit
            final class ShopViewController: UIViewController, GatedSegueDelegate {
                func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? { nil }
                func finish() { completeSegueGate(success: true) }
            }
            """#, mode: .swift6)
        #expect(!result.succeeded, "SegueKit alone has no gating:\n\(result.output)")
        #expect(result.output.contains("cannot find type 'GatedSegueDelegate' in scope"), "\(result.output)")
        #expect(result.output.contains("cannot find 'completeSegueGate' in scope"), "\(result.output)")
    }

    @Test func completingAGateFromAnotherActorDoesNotCompile() throws {
        let result = try Typechecker.typecheck(source: #"""
            import SegueKitGating
            import UIKit
            func finish(_ login: UIViewController) async { login.completeSegueGate(success: true) }
            """#, mode: .swift6)
        #expect(!result.succeeded, "completion is main-actor only:\n\(result.output)")
        #expect(result.output.contains("main actor"), "\(result.output)")
    }
}
