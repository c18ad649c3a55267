import AppKit
import Foundation

// macOS 12 header, `NSSeguePerforming`: not `@MainActor`; `prepare(for:sender:)`,
// `performSegue(withIdentifier:sender:)` and `shouldPerformSegue(withIdentifier:sender:)` are `@objc
// optional`. The mirror's default reading gives them default implementations (a conforming type need
// not declare them); `MirrorReadingsTests` pins the reading without members.

@Suite("AppKit mirror: NSSeguePerforming's methods are optional")
struct AppKitMirrorSeguePerformingTests {
    @Test func aConformingTypeNeedNotDeclareTheMethods() throws {
        let result = try Typechecker.typecheck(source: """
            import AppKit
            final class Performer: NSObject, NSSeguePerforming {}
            func ask(_ performer: Performer) -> Bool {
                performer.shouldPerformSegue(withIdentifier: "showInspector", sender: nil)
            }
            """, mode: .swift6)
        #expect(result.isClean, "\(result.output)")
    }

    @Test func theProtocolIsNotMainActor() throws {
        let result = try Typechecker.typecheck(source: """
            import AppKit
            nonisolated func prepare(_ performer: some NSSeguePerforming, _ segue: NSStoryboardSegue) {
                performer.prepare(for: segue, sender: nil)
            }
            """, mode: .swift6)
        #expect(result.isClean, "\(result.output)")
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

    @MainActor
    @Test func aControllerAnsweredThroughTheProtocolRunsItsOwnMethod() {
        final class Refusing: NSViewController {
            override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool { false }
        }
        func ask(_ performer: some NSSeguePerforming) -> Bool {
            performer.shouldPerformSegue(withIdentifier: "showInspector", sender: nil)
        }
        #expect(ask(Refusing()) == false)
        #expect(ask(NSViewController()) == true)
    }
}
