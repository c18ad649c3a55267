@testable import UIKitMirroredSegueKit
import UIKit

// `SegueHandlerType` on iOS and tvOS: typed `performSegue` and `prepare(for:sender:)` through the UIKit
// mirror. The suite is `@MainActor`, so each test body runs on the main actor as UIKit code does. (No
// `import Testing` in files that import the mirror: see Support/SwiftTesting.swift.)

private final class BookViewController: UIViewController {}
private final class AuthorViewController: UIViewController {}

private class LibraryViewController: UIViewController, SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case showBook
        case showAuthor
    }

    var prepared: [(SegueIdentifier, UIViewController)] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .showBook: prepared.append((.showBook, segue.destination))
        case .showAuthor: prepared.append((.showAuthor, segue.destination))
        }
    }
}

private final class FeaturedLibraryViewController: LibraryViewController {}

@MainActor
private func scenes(_ controller: UIViewController) {
    controller.mirrorSegueTemplates = [
        MirrorSegueTemplate(identifier: "showBook", kind: .show, destination: MirrorScene(BookViewController.self)),
        MirrorSegueTemplate(
            identifier: "showAuthor", kind: .presentation,
            destination: MirrorScene(UINavigationController.self, relationships: [(.rootViewController, MirrorScene(AuthorViewController.self), nil)])),
        MirrorSegueTemplate(identifier: "legacy", kind: .show, destination: MirrorScene(BookViewController.self)),
    ]
}

@MainActor
@Suite("UIKit: SegueHandlerType")
struct UIKitSegueHandlerTypeTests {
    @Test func typedPerformSegueReachesPrepareWithTheMatchingCase() {
        let library = LibraryViewController()
        scenes(library)
        library.performSegue(withIdentifier: .showBook, sender: nil)
        #expect(library.prepared.map(\.0) == [.showBook])
        #expect(library.prepared.first?.1 is BookViewController)
    }

    @Test func subclassPerformsAndHandlesItsSuperclassSegues() {
        let featured = FeaturedLibraryViewController()
        scenes(featured)
        featured.performSegue(withIdentifier: .showAuthor, sender: nil)
        #expect(featured.prepared.map(\.0) == [.showAuthor])
    }

    @Test func destinationReachesThroughANavigationControllerAndReportsTheHierarchyWhenAbsent() throws {
        let library = LibraryViewController()
        let navigation = UINavigationController(rootViewController: AuthorViewController())
        let segue = UIStoryboardSegue(identifier: "showAuthor", source: library, destination: navigation)
        #expect(segue.destinationIfPresent(as: AuthorViewController.self) != nil)
        if let error = #expect(throws: (any Error).self, performing: { try segue.destination(as: BookViewController.self) }) {
            let text = String(describing: error)
            #expect(text.contains("UINavigationController"), "\(text)")
            #expect(text.contains("└─ "), "\(text)")
            #expect(text.contains("AuthorViewController"), "\(text)")
        }
    }
}
