import Foundation
import XCTest

/// Dependency-injection code written as an app writes it — `import UIKit` / `import AppKit`,
/// `import SegueKit` — compiles without errors or warnings in Swift 6 and in Swift 5 modes.
final class InjectionTypecheckTests: XCTestCase {
    static let uiKitApp = """
        import SegueKit
        import UIKit

        struct Book: Sendable { var title: String }

        final class BookViewController: UIViewController, CoderInitializable, StoryboardInstantiable {
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

        final class EditorViewController: UIViewController, CoderInitializable {
            let draft: (book: Book, isNew: Bool)

            init?(coder: NSCoder, dependencies draft: (book: Book, isNew: Bool)) {
                self.draft = draft
                super.init(coder: coder)
            }

            required init?(coder: NSCoder) {
                Self.stopForMissingDependencies()
            }
        }

        final class LibraryViewController: UIViewController, SegueHandlerType {
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

            @IBSegueAction func makeDestination(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? {
                Self.segueActions.destination(for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier)
            }

            @IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?) -> BookViewController? {
                Self.segueActions.destination(for: self, coder: coder, sender: sender)
            }

            @IBSegueAction func makeBookViewController(_ coder: NSCoder) -> BookViewController? {
                BookViewController.instantiate(coder: coder, dependencies: selectedBook)
            }

            @IBSegueAction func makeEditor(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> EditorViewController? {
                do {
                    return try Self.segueActions.checkedDestination(
                        for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier, as: EditorViewController.self)
                } catch {
                    print(error)
                    return nil
                }
            }

            func showInCode(_ book: Book) {
                let detail = BookViewController.instantiate(dependencies: book)
                let same = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(BookViewController.self, dependencies: book)
                _ = (detail, same)
            }
        }
        """

    static let appKitApp = """
        import AppKit
        import SegueKit

        struct Document: Sendable { var name: String }

        final class InspectorViewController: NSViewController, CoderInitializable, StoryboardInstantiable {
            static let storyboardName = "Main"

            let document: Document

            init?(coder: NSCoder, dependencies document: Document) {
                self.document = document
                super.init(coder: coder)
            }

            required init?(coder: NSCoder) {
                Self.stopForMissingDependencies()
            }
        }

        final class DocumentWindowController: NSWindowController, CoderInitializable, StoryboardInstantiable {
            static let storyboardName = "Main"

            let document: Document

            init?(coder: NSCoder, dependencies document: Document) {
                self.document = document
                super.init(coder: coder)
            }

            required init?(coder: NSCoder) {
                Self.stopForMissingDependencies()
            }
        }

        final class BrowserViewController: NSViewController, SegueHandlerType {
            enum SegueIdentifier: String, CaseIterable {
                case showInspector
            }

            var document: Document?

            static let segueActions = SegueActionRegistry<BrowserViewController> { registry in
                registry.register(.showInspector, InspectorViewController.self) { browser, _ in browser.document }
            }

            @IBSegueAction func makeInspector(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> InspectorViewController? {
                Self.segueActions.destination(for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier)
            }

            func open(_ document: Document) {
                DocumentWindowController.instantiate(dependencies: document).showWindow(nil)
                let inspector = NSStoryboard(name: "Main", bundle: nil).instantiateController(InspectorViewController.self, dependencies: document)
                _ = inspector
            }
        }
        """

    private func assertClean(_ source: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for mode in [Typechecker.Mode.swift6, .swift5Minimal, .swift5Complete] {
            let result = try Typechecker.typecheck(source: source, named: name, mode: mode)
            XCTAssertTrue(result.succeeded, "\(mode): exit status \(result.exitStatus)\n\(result.output)", file: file, line: line)
            XCTAssertEqual(result.diagnostics, [], "\(mode):\n\(result.output)", file: file, line: line)
        }
    }

    func testUIKitInjectionCodeCompilesWithoutWarningsInSwift6AndSwift5() throws {
        try assertClean(Self.uiKitApp, named: "LibraryApp.swift")
    }

    func testAppKitInjectionCodeCompilesWithoutWarningsInSwift6AndSwift5() throws {
        try assertClean(Self.appKitApp, named: "BrowserApp.swift")
    }

    func testAMisspelledRegistrationCaseDoesNotCompile() throws {
        let source = Self.uiKitApp.replacingOccurrences(of: "registry.register(.showBook,", with: "registry.register(.shwBook,")
        let result = try Typechecker.typecheck(source: source, named: "Misspelled.swift", mode: .swift6)
        XCTAssertFalse(result.succeeded, result.output)
        XCTAssertTrue(result.output.contains("shwBook"), result.output)
    }

    func testDependenciesOfTheWrongTypeDoNotCompile() throws {
        let source = Self.uiKitApp.replacingOccurrences(
            of: "registry.register(.showBook, BookViewController.self) { library, _ in library.selectedBook }",
            with: "registry.register(.showBook, BookViewController.self) { library, _ in library.selectedBook?.title }")
        XCTAssertNotEqual(source, Self.uiKitApp)
        let result = try Typechecker.typecheck(source: source, named: "WrongDependencies.swift", mode: .swift6)
        XCTAssertFalse(result.succeeded, result.output)
    }
}
