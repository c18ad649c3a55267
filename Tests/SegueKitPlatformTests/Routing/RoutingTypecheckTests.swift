import Foundation
import Testing

// Routing code as an app writes it — a non-final base class, a subclass overriding its routes, a
// final class with `static let` routes, call-site closures, AppKit window controllers — compiles
// without errors or warnings in Swift 6 and in Swift 5 with minimal checking.

@Suite("Routing API compiles cleanly in apps")
struct RoutingTypecheckTests {
    static let appCode = #"""
        import SegueKit
        import UIKit

        struct Book { var title: String }

        final class BookViewController: UIViewController, SegueRouting {
            enum SegueIdentifier: String, CaseIterable { case showAuthor }
            var book: Book?
            static let segueRoutes = SegueRoutes<BookViewController>()
                .prepare(.showAuthor) { (book, author: AuthorViewController, _) in author.name = book.book?.title }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                prepareRoutedSegue(for: segue, sender: sender)
            }
        }

        final class AuthorViewController: UIViewController { var name: String? }
        final class StatsViewController: UIViewController { var count = 0 }
        final class EditorViewController: UIViewController { var draft = "" }

        class LibraryViewController: UIViewController, SegueRouting {
            enum SegueIdentifier: String, CaseIterable { case showBook, editBook, embedStats, showAccount }

            var selected: Book?
            var isSignedIn = false
            var stats: StatsViewController!

            class var segueRoutes: SegueRoutes<LibraryViewController> {
                SegueRoutes()
                    .connect(.embedStats, to: \.stats)
                    .prepare(.showBook) { (library, book: BookViewController, _) in book.book = library.selected }
                    .prepare(.editBook, as: EditorViewController.self) { library, editor, sender in
                        editor.draft = library.selected?.title ?? "\(String(describing: sender))"
                    }
                    .shouldPerform(.showAccount) { library, _ in library.isSignedIn }
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                prepareRoutedSegue(for: segue, sender: sender)
            }

            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                shouldPerformRoutedSegue(withIdentifier: identifier, sender: sender)
            }

            func open(_ book: Book) {
                performSegue(withIdentifier: .showBook) { (destination: BookViewController) in destination.book = book }
                performSegue(withIdentifier: .editBook, sender: self, as: EditorViewController.self) { editor in
                    editor.draft = book.title
                }
            }
        }

        final class FeaturedLibraryViewController: LibraryViewController {
            var featured: Book?
            weak var featuredStats: StatsViewController?

            override class var segueRoutes: SegueRoutes<LibraryViewController> {
                super.segueRoutes
                    .prepare(.showBook, from: FeaturedLibraryViewController.self) { (featured, book: BookViewController, _) in
                        book.book = featured.featured
                    }
                    .connect(.embedStats, to: \FeaturedLibraryViewController.featuredStats)
                    .shouldPerform(.showAccount, from: FeaturedLibraryViewController.self) { featured, _ in featured.featured != nil }
            }
        }
        """#

    static let appKitCode = #"""
        import SegueKit
        import AppKit

        final class InspectorViewController: NSViewController { var name = "" }

        final class EditorPaneViewController: NSViewController, SegueRouting {
            enum SegueIdentifier: String, CaseIterable { case showInspector }
            static let segueRoutes = SegueRoutes<EditorPaneViewController>()
                .shouldPerform(.showInspector) { pane, _ in pane.representedName != nil }
            var representedName: String?
            override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                prepareRoutedSegue(for: segue, sender: sender)
            }
            override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
                shouldPerformRoutedSegue(withIdentifier: identifier, sender: sender)
            }
            func inspect() {
                performSegue(withIdentifier: .showInspector) { (inspector: InspectorViewController) in inspector.name = "pane" }
                if !performSegue(withIdentifier: .showInspector, sender: self, as: InspectorViewController.self, configure: { _ in }) {
                    print("declined")
                }
            }
        }

        final class DocumentWindowController: NSWindowController, SegueRouting {
            enum SegueIdentifier: String, CaseIterable { case showInspector }
            static var segueRoutes: SegueRoutes<DocumentWindowController> {
                SegueRoutes().prepare(.showInspector) { (window, inspector: InspectorViewController, _) in
                    inspector.name = String(describing: window)
                }
            }
            override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                prepareRoutedSegue(for: segue, sender: sender)
            }
            func inspect() {
                let shown = performSegue(withIdentifier: .showInspector) { (inspector: InspectorViewController) in inspector.name = "doc" }
                _ = shown
            }
        }
        """#

    @Test func routingCodeCompilesInSwift6WithoutErrorsOrWarnings() throws {
        for code in [Self.appCode, Self.appKitCode] {
            let result = try Typechecker.typecheck(source: code, mode: .swift6)
            #expect(result.succeeded, "\(result.output)")
            #expect(result.diagnostics == [], "\(result.output)")
        }
    }

    @Test(arguments: [Typechecker.Mode.swift6DefaultMainActor, .swift5DefaultMainActor])
    func routingCodeCompilesWithDefaultMainActorIsolation(_ mode: Typechecker.Mode) throws {
        for code in [Self.appCode, Self.appKitCode] {
            let result = try Typechecker.typecheck(source: code, mode: mode)
            #expect(result.succeeded, "\(mode): \(result.output)")
            #expect(result.diagnostics == [], "\(mode): \(result.output)")
        }
    }

    @Test func routingCodeCompilesInSwift5MinimalCheckingWithoutErrorsOrWarnings() throws {
        for code in [Self.appCode, Self.appKitCode] {
            let result = try Typechecker.typecheck(source: code, mode: .swift5Minimal)
            #expect(result.succeeded, "\(result.output)")
            #expect(result.diagnostics == [], "\(result.output)")
        }
    }

    @Test func callSiteClosureWithoutADestinationTypeDoesNotCompile() throws {
        // The destination type comes from the closure's parameter (or `as:`); without it there is
        // nothing to check the destination against, and the compiler says so.
        let source = #"""
            import SegueKit
            import UIKit
            final class ListViewController: UIViewController, SegueRouting {
                enum SegueIdentifier: String { case showDetail }
                static let segueRoutes = SegueRoutes<ListViewController>()
                func show() { performSegue(withIdentifier: .showDetail) { detail in _ = detail } }
            }
            """#
        let result = try Typechecker.typecheck(source: source, mode: .swift6)
        #expect(!result.succeeded, "\(result.output)")
        #expect(result.output.contains("cannot infer type of closure parameter 'detail'"), "\(result.output)")
    }
}
