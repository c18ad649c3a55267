import Foundation
import Testing

// Apple, `NSSeguePerforming`: `prepare(for:sender:)`, `performSegue(withIdentifier:sender:)` and
// `shouldPerformSegue(withIdentifier:sender:)` are `optional` requirements, so code cannot call them
// through the protocol without `?`. The AppKit mirror keeps that: its protocol has no requirements
// (Linux has no optional ones), and only `NSViewController` and `NSWindowController` have the methods.

@Suite("AppKit mirror: NSSeguePerforming's methods are optional")
struct AppKitMirrorSeguePerformingTests {
    @Test func codeCannotCallTheMethodsThroughTheProtocol() throws {
        let result = try Typechecker.typecheck(source: """
            import AppKit
            @MainActor func perform(_ performer: some NSSeguePerforming) {
                performer.performSegue(withIdentifier: "showInspector", sender: nil)
            }
            """, mode: .swift6)
        #expect(!result.succeeded)
        #expect(result.output.contains("has no member 'performSegue'"), "\(result.output)")
    }

    @Test func viewAndWindowControllersHaveTheMethods() throws {
        let result = try Typechecker.typecheck(source: """
            import AppKit
            @MainActor func perform(_ view: NSViewController, _ window: NSWindowController) {
                view.performSegue(withIdentifier: "showInspector", sender: nil)
                window.performSegue(withIdentifier: "showInspector", sender: nil)
                _ = view.shouldPerformSegue(withIdentifier: "showInspector", sender: nil)
            }
            """, mode: .swift6)
        #expect(result.isClean, "\(result.output)")
    }
}
