import MirroredSegueKit
import UIKit
import XCTest

// What happens when a `CoderInitializable` controller's dependencies are missing on UIKit: the
// storyboard falls back to `init(coder:)` (no segue action, a selector matching no method, or an
// action returning nil — reference: "A nil result or a missing method: UIKit logs and falls back to
// `init(coder:)`"), and SegueKit's `stopForMissingDependencies()` stops there with a precise message.
// The stop is checked in a child process (`InjectionDeathTest`).

private struct Book {
    var title: String
}

private final class BookViewController: UIViewController, CoderInitializable {
    let book: Book

    init?(coder: NSCoder, dependencies book: Book) {
        self.book = book
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        Self.stopForMissingDependencies()
    }
}

private final class ShelfViewController: UIViewController, SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case showBook
    }

    var selectedBook: Book?

    static let segueActions = SegueActionRegistry<ShelfViewController> { registry in
        registry.register(.showBook, BookViewController.self) { shelf, _ in shelf.selectedBook }
    }

    @IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookViewController? {
        Self.segueActions.destination(for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier)
    }
}

@MainActor
private func shelf(withSegueAction: Bool) -> ShelfViewController {
    let shelf = ShelfViewController()
    var action: MirrorSegueAction?
    if withSegueAction {
        action = { source, coder, sender, identifier in
            (source as! ShelfViewController).makeBookViewController(coder, sender: sender, segueIdentifier: identifier)
        }
    }
    shelf.mirrorSegueTemplates = [
        MirrorSegueTemplate(identifier: "showBook", kind: .show, destination: MirrorScene(BookViewController.self), creationAction: action)
    ]
    return shelf
}

final class UIKitMissingDependenciesTests: XCTestCase {
    func testASceneReachedWithoutASegueActionStopsInInitCoderNamingTheControllerAndItsDependencies() async throws {
        let test = "UIKitMissingDependenciesTests/testASceneReachedWithoutASegueActionStopsInInitCoderNamingTheControllerAndItsDependencies"
        if InjectionDeathTest.isChild(test) {
            await MainActor.run {
                let source = shelf(withSegueAction: false)
                source.selectedBook = Book(title: "Kindred")
                source.performSegue(withIdentifier: .showBook, sender: nil)
            }
            return
        }
        let outcome = try InjectionDeathTest.run(test)
        XCTAssertFalse(outcome.exitedNormally, outcome.output)
        XCTAssertTrue(outcome.output.contains("BookViewController was created with init(coder:), without its dependencies ("), outcome.output)
        XCTAssertTrue(outcome.output.contains("Book)."), outcome.output)
        XCTAssertTrue(outcome.output.contains("destinationCreationSelector"), outcome.output)
    }

    func testASegueActionWithoutTheDependenciesStopsBeforeUIKitCanFallBack() async throws {
        let test = "UIKitMissingDependenciesTests/testASegueActionWithoutTheDependenciesStopsBeforeUIKitCanFallBack"
        if InjectionDeathTest.isChild(test) {
            await MainActor.run {
                shelf(withSegueAction: true).performSegue(withIdentifier: .showBook, sender: nil)  // nothing selected
            }
            return
        }
        let outcome = try InjectionDeathTest.run(test)
        XCTAssertFalse(outcome.exitedNormally, outcome.output)
        XCTAssertTrue(outcome.output.contains("BookViewController needs its dependencies ("), outcome.output)
        XCTAssertTrue(outcome.output.contains("for segue \"showBook\""), outcome.output)
        XCTAssertFalse(outcome.output.contains("was created with init(coder:)"), "the action stops first:\n\(outcome.output)")
    }

    func testWithItsDependenciesTheSameSegueSucceeds() async {
        await MainActor.run {
            let source = shelf(withSegueAction: true)
            source.selectedBook = Book(title: "Kindred")
            let navigation = UINavigationController(rootViewController: source)
            source.performSegue(withIdentifier: .showBook, sender: nil)
            XCTAssertEqual((navigation.topViewController as? BookViewController)?.book.title, "Kindred")
        }
    }
}
