import Foundation
import SegueKitGenerator
import SegueKitStoryboard
import Testing

/// The generated `Segue` enums find their destinations with `destination(as:)`. Run against the mirror,
/// `Segue(segue)` and `try Segue(checking:)` find what `destination(as:)` finds in every shape of
/// container and fail with its error.
@Suite("Typed segues: the generated inits find what destination(as:) finds, and fail as it does")
struct GeneratedCodeTypedSegueRuntimeTests {
    static let driver = #"""
        import SegueKit
        import UIKit

        final class TypedBenchmarkLibraryViewController: UIViewController {}
        final class TypedBenchmarkBookViewController: UIViewController {}
        final class TypedBenchmarkEditorViewController: UIViewController {}
        final class TypedBenchmarkAuthorViewController: UIViewController {}
        final class TypedBenchmarkAccountViewController: UIViewController {}
        final class CustomNavigation: UINavigationController {}

        typealias Segue = TypedBenchmarkLibraryViewController.Segue
        let library = TypedBenchmarkLibraryViewController()
        @MainActor func segue(_ identifier: String?, _ destination: UIViewController) -> UIStoryboardSegue {
            UIStoryboardSegue(identifier: identifier, source: library, destination: destination)
        }
        func check(_ label: String, _ condition: Bool) { print("\(label): \(condition ? "ok" : "FAILED")") }

        /// `Segue(segue)` and `try Segue(checking: segue)` both give `.showBook(expected)`.
        @MainActor func checkBook(_ label: String, _ destination: UIViewController, _ expected: TypedBenchmarkBookViewController) {
            let segue = segue("showBook", destination)
            var found = false
            if case .showBook(let book) = Segue(segue) { found = book === expected }
            if case .showBook(let book)? = try? Segue(checking: segue) { found = found && book === expected } else { found = false }
            check(label, found && (try? segue.destination(as: TypedBenchmarkBookViewController.self)) === expected)
        }
        @MainActor func checkAuthor(_ label: String, _ destination: UIViewController, _ expected: TypedBenchmarkAuthorViewController) {
            let segue = segue("showAuthor", destination)
            var found = false
            if case .showAuthor(let author) = Segue(segue) { found = author === expected }
            if case .showAuthor(let author)? = try? Segue(checking: segue) { found = found && author === expected } else { found = false }
            check(label, found && (try? segue.destination(as: TypedBenchmarkAuthorViewController.self)) === expected)
        }

        let book = TypedBenchmarkBookViewController()
        checkBook("root of a plain navigation controller", UINavigationController(rootViewController: book), book)
        let customRoot = TypedBenchmarkBookViewController()
        checkBook("root of a navigation controller subclass", CustomNavigation(rootViewController: customRoot), customRoot)
        let bare = TypedBenchmarkBookViewController()
        checkBook("the controller without its navigation controller", bare, bare)
        let pushed = TypedBenchmarkBookViewController()
        let stack = UINavigationController(rootViewController: TypedBenchmarkAuthorViewController())
        stack.viewControllers = [TypedBenchmarkAuthorViewController(), pushed]
        checkBook("top of a deeper stack", stack, pushed)
        let author = TypedBenchmarkAuthorViewController()
        checkAuthor("the destination itself", author, author)
        let wrapped = TypedBenchmarkAuthorViewController()
        checkAuthor("inside a navigation controller", UINavigationController(rootViewController: wrapped), wrapped)
        let tabbed = TypedBenchmarkAuthorViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UINavigationController(rootViewController: tabbed)]
        tabs.selectedIndex = 1
        checkAuthor("in the selected tab's navigation controller", tabs, tabbed)

        for (identifier, destination, expected) in [
            ("showBook", UINavigationController(rootViewController: TypedBenchmarkAuthorViewController()) as UIViewController, TypedBenchmarkBookViewController.self as Any.Type),
            ("showAccount", TypedBenchmarkAuthorViewController(), TypedBenchmarkAccountViewController.self),
        ] {
            let wrong = segue(identifier, destination)
            var message = "no error"
            do { _ = try Segue(checking: wrong) } catch { message = error.description }
            var searched = "no error"
            do {
                if expected == TypedBenchmarkBookViewController.self {
                    _ = try wrong.destination(as: TypedBenchmarkBookViewController.self)
                } else {
                    _ = try wrong.destination(as: TypedBenchmarkAccountViewController.self)
                }
            } catch { searched = error.description }
            check("\(identifier) to the wrong controller throws destination(as:)'s error", message != "no error" && message == searched)
        }
        @MainActor func isNil(_ segue: UIStoryboardSegue) -> Bool {
            do { return try Segue(checking: segue) == nil } catch { return false }
        }
        check("an identifier of none of the cases is nil", isNil(segue("showLibrary", author)))
        check("a segue without an identifier is nil", isNil(segue(nil, author)))
        """#

    @Test func theGeneratedInitsFindWhatDestinationAsFindsAndFailAsItDoes() throws {
        let storyboard = GeneratedCodeSupport.repository.appendingPathComponent("Tests/Fixtures/Benchmarks/TypedSegueBenchmark.storyboard")
        let generated = SegueCodeGenerator().generate(documents: [try StoryboardParser().parse(contentsOf: storyboard)])
        let output = try ExampleProgram.buildAndRun(driver: Self.driver, extraSources: ["TypedSegues.generated.swift": generated.code])
        #expect(!output.contains("FAILED"), "\(output)")
        #expect(output.components(separatedBy: ": ok").count - 1 == 11, "\(output)")
    }
}
