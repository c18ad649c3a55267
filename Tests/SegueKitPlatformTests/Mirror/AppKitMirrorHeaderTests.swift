import Foundation
import Testing

// The AppKit mirror declares what the macOS 12 headers declare (its default reading; the others are
// `MirrorReadingsTests`'): only `NSResponder` and its subclasses are `@MainActor`; `NSTabViewItem`'s
// `viewController` is optional and `NSSplitViewItem`'s is not; the generic creator-taking
// `instantiateController(identifier:creator:)` forms come from the Swift overlay (macOS 10.15+), the
// header's own `creator:` methods being refined for Swift (hidden).

@Suite("AppKit mirror: the macOS 12 header's declarations")
struct AppKitMirrorHeaderTests {
    @Test func onlyRespondersAreMainActor() throws {
        let nonisolatedUse = try Typechecker.typecheck(source: """
            import AppKit
            nonisolated func use(_ storyboard: NSStoryboard, _ segue: NSStoryboardSegue, _ tab: NSTabViewItem, _ split: NSSplitViewItem) -> Bool {
                storyboard.instantiateInitialController() == nil && segue.identifier == nil && tab.viewController == nil
                    && split.viewController.isEqual(nil)
            }
            """, mode: .swift6)
        #expect(nonisolatedUse.isClean, "\(nonisolatedUse.output)")
        for responder in ["NSViewController()", "NSWindowController(window: nil)", "NSTabViewController()", "NSSplitViewController()", "NSPopover()"] {
            let result = try Typechecker.typecheck(source: """
                import AppKit
                nonisolated func make() -> Any { \(responder) }
                """, mode: .swift6)
            #expect(result.output.contains("main actor-isolated"), "\(responder): \(result.output)")
        }
    }

    @Test func onlyTheTabItemsControllerIsOptional() throws {
        let result = try Typechecker.typecheck(source: """
            import AppKit
            func controllers(_ tab: NSTabViewItem, _ split: NSSplitViewItem) -> (NSViewController?, NSViewController) {
                (tab.viewController, split.viewController)
            }
            """, mode: .swift6)
        #expect(result.isClean, "\(result.output)")
        let unwrapped = try Typechecker.typecheck(source: """
            import AppKit
            func controller(_ tab: NSTabViewItem) -> NSViewController { tab.viewController }
            """, mode: .swift6)
        #expect(unwrapped.output.contains("must be unwrapped"), "\(unwrapped.output)")
    }

    @Test func creatorMethodsAreTheOverlaysGenericForms() throws {
        let overlay = try Typechecker.typecheck(source: """
            import AppKit
            @MainActor func make(_ storyboard: NSStoryboard) -> (NSViewController, NSWindowController?) {
                (storyboard.instantiateController(identifier: "Inspector") { NSViewController(coder: $0) },
                 storyboard.instantiateInitialController(creator: nil) as NSWindowController?)
            }
            """, mode: .swift6)
        #expect(overlay.isClean, "\(overlay.output)")
        let header = try Typechecker.typecheck(source: """
            import AppKit
            @MainActor func make(_ storyboard: NSStoryboard) -> Any {
                storyboard.instantiateController(withIdentifier: "Inspector", creator: nil)
            }
            """, mode: .swift6)
        #expect(header.output.contains("error: no exact matches in call to instance method 'instantiateController'"),
                "the header's creator: method must be hidden:\n\(header.output)")
    }
}
