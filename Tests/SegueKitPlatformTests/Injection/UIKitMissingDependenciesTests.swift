@testable import UIKitMirroredSegueKit
import UIKit
import XCTest

// What happens when a `CoderInitializable` controller's dependencies are missing on UIKit: the
// storyboard falls back to `init(coder:)` (no segue action, a selector matching no method, or an
// action returning nil — reference: "A nil result or a missing method: UIKit logs and falls back to
// `init(coder:)`"), and SegueKit's `stopForMissingDependencies()` stops there with a precise message.
// The stop is checked in a child process (`DeathTest`).

private struct Book {
    var title: String
}

private final class BookViewController: InjectedUIViewController<Book> {}

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
        guard let output = try await DeathTest.stopOutput(of: test, {
            let source = shelf(withSegueAction: false)
            source.selectedBook = Book(title: "Kindred")
            source.performSegue(withIdentifier: .showBook, sender: nil)
        }) else { return }
        XCTAssertTrue(output.contains("BookViewController was created with init(coder:), without its dependencies ("), output)
        XCTAssertTrue(output.contains("Book)."), output)
        XCTAssertTrue(output.contains("destinationCreationSelector"), output)
    }

    func testASegueActionWithoutTheDependenciesStopsBeforeUIKitCanFallBack() async throws {
        let test = "UIKitMissingDependenciesTests/testASegueActionWithoutTheDependenciesStopsBeforeUIKitCanFallBack"
        guard let output = try await DeathTest.stopOutput(of: test, {
            shelf(withSegueAction: true).performSegue(withIdentifier: .showBook, sender: nil)  // nothing selected
        }) else { return }
        XCTAssertTrue(output.contains("BookViewController needs its dependencies ("), output)
        XCTAssertTrue(output.contains("for segue \"showBook\""), output)
        XCTAssertFalse(output.contains("was created with init(coder:)"), "the action stops first:\n\(output)")
    }

    func testWithItsDependenciesTheSameSegueSucceeds() async {
        await MainActor.run {
            let source = shelf(withSegueAction: true)
            source.selectedBook = Book(title: "Kindred")
            let navigation = UINavigationController(rootViewController: source)
            source.performSegue(withIdentifier: .showBook, sender: nil)
            XCTAssertEqual((navigation.topViewController as? BookViewController)?.dependencies.title, "Kindred")
        }
    }
}
