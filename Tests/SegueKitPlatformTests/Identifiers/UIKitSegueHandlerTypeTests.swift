@testable import UIKitMirroredSegueKit
import UIKit
import XCTest

// XCTest, not Swift Testing: a file importing both `Testing` and a module named `UIKit` fails on Linux
// ("no such module '_Testing_UIKit'"), and `@MainActor` XCTest classes crash at launch there, so each
// test hops to the main actor with `MainActor.run`.

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

final class UIKitSegueHandlerTypeTests: XCTestCase {
    func testTypedPerformSegueReachesPrepareWithTheMatchingCase() async {
        await MainActor.run {
            let library = LibraryViewController()
            scenes(library)
            library.performSegue(withIdentifier: .showBook, sender: nil)
            XCTAssertEqual(library.prepared.map(\.0), [.showBook])
            XCTAssertTrue(library.prepared.first?.1 is BookViewController)
        }
    }

    func testSubclassPerformsAndHandlesItsSuperclassSegues() async {
        await MainActor.run {
            let featured = FeaturedLibraryViewController()
            scenes(featured)
            featured.performSegue(withIdentifier: .showAuthor, sender: nil)
            XCTAssertEqual(featured.prepared.map(\.0), [.showAuthor])
        }
    }

    func testCheckedIdentifierThrowsNamingControllerReceivedIdentifierAndKnownCases() async throws {
        // `try` inside `XCTAssertThrowsError` makes the closure throwing.
        try await MainActor.run {
            let library = LibraryViewController()
            let segue = UIStoryboardSegue(identifier: "legacy", source: library, destination: BookViewController())
            XCTAssertThrowsError(try library.segueIdentifier(forRawValue: segue.identifier)) { error in
                guard let error = error as? SegueIdentifierError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.receivedIdentifier, "legacy")
                XCTAssertEqual(error.knownIdentifiers, ["showBook", "showAuthor"])
                XCTAssertTrue(error.controllerType.hasSuffix("LibraryViewController"), error.controllerType)
                XCTAssertTrue(error.description.contains("\"legacy\""), error.description)
            }
            XCTAssertNil((try? library.segueIdentifier(forRawValue: segue.identifier)))
        }
    }

    func testDestinationReachesThroughANavigationControllerAndReportsTheHierarchyWhenAbsent() async throws {
        // `try` inside `XCTAssertThrowsError` makes the closure throwing.
        try await MainActor.run {
            let library = LibraryViewController()
            let navigation = UINavigationController(rootViewController: AuthorViewController())
            let segue = UIStoryboardSegue(identifier: "showAuthor", source: library, destination: navigation)
            XCTAssertNotNil(segue.destinationIfPresent(as: AuthorViewController.self))
            XCTAssertThrowsError(try segue.destination(as: BookViewController.self)) { error in
                let text = String(describing: error)
                XCTAssertTrue(text.contains("UINavigationController"), text)
                XCTAssertTrue(text.contains("└─ "), text)
                XCTAssertTrue(text.contains("AuthorViewController"), text)
            }
        }
    }
}
