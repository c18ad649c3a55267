import Foundation
import Testing

/// On AppKit only view and window controllers perform storyboard segues (they adopt
/// `NSSeguePerforming`); SegueKit's typed API is theirs, so any other responder adopting
/// `SegueHandlerType` — a view, a window — cannot call it: a compile error, not a stop at run time.
@Suite("AppKit: the typed API is for segue performers")
struct AppKitSeguePerformerTypecheckTests {
    static func source(_ superclass: String) -> String {
        """
        import AppKit
        import SegueKit

        final class Canvas: \(superclass), SegueHandlerType {
            enum SegueIdentifier: String { case zoom }

            func zoom() {
                performSegue(withIdentifier: .zoom, sender: nil)
            }
        }

        """
    }

    @Test func viewAndWindowControllersPerformTypedSegues() throws {
        for superclass in ["NSViewController", "NSWindowController"] {
            let result = try Typechecker.typecheck(source: Self.source(superclass), named: "Canvas.swift", mode: .swift6)
            #expect(result.isClean, "\(superclass): \(result.output)")
        }
    }

    @Test func otherRespondersDoNotCompile() throws {
        for superclass in ["NSView", "NSWindow"] {
            let result = try Typechecker.typecheck(source: Self.source(superclass), named: "Canvas.swift", mode: .swift6)
            #expect(!result.succeeded, "\(superclass) must not get typed performSegue:\n\(result.output)")
            #expect(result.output.contains("performSegue"), "\(superclass): \(result.output)")
        }
    }
}
