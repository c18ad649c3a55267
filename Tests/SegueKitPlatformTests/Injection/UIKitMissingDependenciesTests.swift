@testable import UIKitMirroredSegueKit
import UIKit

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

@MainActor
@Suite("UIKit: a destination without its dependencies stops the process")
struct UIKitMissingDependenciesTests {
    @Test func aSceneReachedWithoutASegueActionStopsInInitCoderNamingTheControllerAndItsDependencies() async throws {
        guard let output = try await DeathTest.stopOutput({
            let source = shelf(withSegueAction: false)
            source.selectedBook = Book(title: "Kindred")
            source.performSegue(withIdentifier: .showBook, sender: nil)
        }) else { return }
        #expect(output.contains("BookViewController was created with init(coder:), without its dependencies ("), "\(output)")
        #expect(output.contains("Book)."), "\(output)")
        #expect(output.contains("destinationCreationSelector"), "\(output)")
    }

    @Test func aSegueActionWithoutTheDependenciesStopsBeforeUIKitCanFallBack() async throws {
        guard let output = try await DeathTest.stopOutput({
            shelf(withSegueAction: true).performSegue(withIdentifier: .showBook, sender: nil)  // nothing selected
        }) else { return }
        #expect(output.contains("BookViewController needs its dependencies ("), "\(output)")
        #expect(output.contains("for segue \"showBook\""), "\(output)")
        #expect(!output.contains("was created with init(coder:)"), "the action stops first:\n\(output)")
    }

    @Test func withItsDependenciesTheSameSegueSucceeds() {
        let source = shelf(withSegueAction: true)
        source.selectedBook = Book(title: "Kindred")
        let navigation = UINavigationController(rootViewController: source)
        source.performSegue(withIdentifier: .showBook, sender: nil)
        #expect((navigation.topViewController as? BookViewController)?.dependencies.title == "Kindred")
    }
}
