import Foundation
import Testing

/// Dependency-injection code written as an app writes it — `import UIKit` / `import AppKit`,
/// `import SegueKit` — compiles without errors or warnings in Swift 6 and in Swift 5 modes.
@Suite("Injection API compiles cleanly in apps")
struct InjectionTypecheckTests {
    /// The same app code on both platforms — the registry, the three action shapes, the checked
    /// form and typed scenes are platform-independent API — with the framework, the view controller
    /// class and the storyboard class filled in, and `extra` appended.
    static func app(framework: String, viewController: String, storyboard: String, extra: String) -> String {
        """
        import \(framework)
        import SegueKit

        struct Book: Sendable { var title: String }

        final class BookViewController: \(viewController), CoderInitializable, StoryboardInstantiable {
            static let storyboardName = "Main"
            static let sceneIdentifier = "Book"

            let book: Book

            init?(coder: NSCoder, dependencies book: Book) {
                self.book = book
                super.init(coder: coder)
            }

            required init?(coder: NSCoder) {
                Self.stopForMissingDependencies()
            }
        }

        final class EditorViewController: \(viewController), CoderInitializable {
            let draft: (book: Book, isNew: Bool)

            init?(coder: NSCoder, dependencies draft: (book: Book, isNew: Bool)) {
                self.draft = draft
                super.init(coder: coder)
            }

            required init?(coder: NSCoder) {
                Self.stopForMissingDependencies()
            }
        }

        final class LibraryViewController: \(viewController), SegueHandlerType {
            enum SegueIdentifier: String, CaseIterable {
                case showBook, editBook
            }

            var selectedBook: Book?

            static let segueActions = SegueActionRegistry<LibraryViewController> { registry in
                registry.register(.showBook, BookViewController.self) { library, _ in library.selectedBook }
                registry.register(.editBook, EditorViewController.self) { library, _ in
                    (book: library.selectedBook ?? Book(title: ""), isNew: library.selectedBook == nil)
                }
            }

            @IBSegueAction func makeDestination(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> \(viewController)? {
                Self.segueActions.destination(for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier)
            }

            @IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?) -> BookViewController? {
                Self.segueActions.destination(for: self, coder: coder, sender: sender)
            }

            @IBSegueAction func makeBookViewController(_ coder: NSCoder) -> BookViewController? {
                BookViewController.instantiate(coder: coder, dependencies: selectedBook)
            }

            @IBSegueAction func makeEditor(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> EditorViewController? {
                Self.segueActions.destination(for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier, as: EditorViewController.self)
            }

            func showInCode(_ book: Book, storyboard: \(storyboard)) {
                let detail = BookViewController.instantiate(dependencies: book)
                let same = BookViewController.instantiate(dependencies: book, from: storyboard)
                _ = (detail, same)
            }
        }

        \(extra)
        """
    }

    static let uiKitApp = app(framework: "UIKit", viewController: "UIViewController", storyboard: "UIStoryboard", extra: """
        @MainActor func firstScreen(_ book: Book) -> BookViewController? {
            UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController(BookViewController.self, dependencies: book)
        }
        """)

    static let appKitApp = app(framework: "AppKit", viewController: "NSViewController", storyboard: "NSStoryboard", extra: """
        // The guide's variant: an initializer with its own label, and the requirement forwarding to it.
        final class DocumentWindowController: NSWindowController, CoderInitializable, StoryboardInstantiable {
            static let storyboardName = "Main"
            let book: Book

            init?(coder: NSCoder, book: Book) {
                self.book = book
                super.init(coder: coder)
            }

            convenience init?(coder: NSCoder, dependencies book: Book) { self.init(coder: coder, book: book) }

            required init?(coder: NSCoder) { Self.stopForMissingDependencies() }
        }

        @MainActor func open(_ book: Book) {
            DocumentWindowController.instantiate(dependencies: book).showWindow(nil)
            let initial = NSStoryboard(name: "Main", bundle: nil).instantiateInitialController(DocumentWindowController.self, dependencies: book)
            _ = initial
        }
        """)

    private func assertClean(_ source: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for mode in Typechecker.Mode.all {
            let result = try Typechecker.typecheck(source: source, named: name, mode: mode)
            #expect(result.succeeded, "\(mode): exit status \(result.exitStatus)\n\(result.output)", sourceLocation: sourceLocation)
            #expect(result.diagnostics == [], "\(mode):\n\(result.output)", sourceLocation: sourceLocation)
        }
    }

    @Test func uiKitInjectionCodeCompilesWithoutWarningsInSwift6AndSwift5() throws {
        try assertClean(Self.uiKitApp, named: "LibraryApp.swift")
    }

    @Test func appKitInjectionCodeCompilesWithoutWarningsInSwift6AndSwift5() throws {
        try assertClean(Self.appKitApp, named: "BrowserApp.swift")
    }

    @Test func aMisspelledRegistrationCaseDoesNotCompile() throws {
        let source = Self.uiKitApp.replacingOccurrences(of: "registry.register(.showBook,", with: "registry.register(.shwBook,")
        let result = try Typechecker.typecheck(source: source, named: "Misspelled.swift", mode: .swift6)
        #expect(!result.succeeded, "\(result.output)")
        #expect(result.output.contains("shwBook"), "\(result.output)")
    }

    @Test func dependenciesOfTheWrongTypeDoNotCompile() throws {
        let source = Self.uiKitApp.replacingOccurrences(
            of: "registry.register(.showBook, BookViewController.self) { library, _ in library.selectedBook }",
            with: "registry.register(.showBook, BookViewController.self) { library, _ in library.selectedBook?.title }")
        #expect(source != Self.uiKitApp)
        let result = try Typechecker.typecheck(source: source, named: "WrongDependencies.swift", mode: .swift6)
        // The error is the registration's, not another line's.
        let line = try #require(source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("selectedBook?.title") }) + 1
        #expect(!result.succeeded && result.output.contains("WrongDependencies.swift:\(line):"), "\(result.output)")
    }
}
