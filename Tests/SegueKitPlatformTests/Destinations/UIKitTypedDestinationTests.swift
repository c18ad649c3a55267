@testable import UIKitMirroredSegueKit
import UIKit
import XCTest

// `UIStoryboardSegue.destination(as:)` / `destinationIfPresent(as:)` / `source(as:)` through the UIKit
// mirror's containers: navigation (top first, then down to the root), tab bar (selected first, then tab
// order), split (columns in order), page (pages on screen), and any nesting of them.

private final class LibraryViewController: UIViewController {}
private final class BookViewController: UIViewController {}
private final class AuthorViewController: UIViewController {}
private final class SettingsViewController: UIViewController {}

@MainActor
private func segue(to destination: UIViewController, identifier: String? = "showBook") -> UIStoryboardSegue {
    UIStoryboardSegue(identifier: identifier, source: LibraryViewController(), destination: destination)
}

final class UIKitTypedDestinationTests: XCTestCase {
    func testDestinationOfTheExpectedTypeIsReturnedItself() async throws {
        try await MainActor.run {
            let book = BookViewController()
            XCTAssertTrue(try segue(to: book).destination(as: BookViewController.self) === book)
        }
    }

    func testNavigationControllerIsUnwrappedToItsRoot() async throws {
        try await MainActor.run {
            let book = BookViewController()
            let navigation = UINavigationController(rootViewController: book)
            XCTAssertTrue(try segue(to: navigation).destination(as: BookViewController.self) === book)
        }
    }

    func testNavigationStackIsSearchedFromTheTopDown() async throws {
        try await MainActor.run {
            let root = BookViewController()
            let top = BookViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(AuthorViewController(), animated: false)
            navigation.pushViewController(top, animated: false)
            XCTAssertTrue(try segue(to: navigation).destination(as: BookViewController.self) === top)
            XCTAssertTrue(segue(to: navigation).destinationIfPresent(as: AuthorViewController.self) != nil)
        }
    }

    func testAskingForTheContainerReturnsTheContainer() async throws {
        try await MainActor.run {
            let navigation = UINavigationController(rootViewController: BookViewController())
            XCTAssertTrue(try segue(to: navigation).destination(as: UINavigationController.self) === navigation)
        }
    }

    func testTabBarSearchesTheSelectedTabFirst() async throws {
        try await MainActor.run {
            let first = BookViewController()
            let selected = BookViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [first, SettingsViewController(), selected]
            tabs.selectedIndex = 2
            XCTAssertTrue(try segue(to: tabs).destination(as: BookViewController.self) === selected)
        }
    }

    func testTabBarFallsBackToTheFirstMatchingTabInOrder() async throws {
        try await MainActor.run {
            let settings = SettingsViewController()
            let firstBook = BookViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [settings, firstBook, BookViewController()]
            tabs.selectedIndex = 0
            XCTAssertTrue(try segue(to: tabs).destination(as: BookViewController.self) === firstBook)
        }
    }

    func testSplitViewIsSearchedColumnByColumn() async throws {
        try await MainActor.run {
            let library = LibraryViewController()
            let book = BookViewController()
            let split = UISplitViewController()
            split.viewControllers = [library, book]
            XCTAssertTrue(try segue(to: split).destination(as: BookViewController.self) === book)
            XCTAssertTrue(try segue(to: split).destination(as: LibraryViewController.self) === library)
        }
    }

    func testPageViewIsSearchedThroughItsVisiblePages() async throws {
        try await MainActor.run {
            let author = AuthorViewController()
            let pages = UIPageViewController()
            pages.mirrorSetPages([BookViewController(), author])
            XCTAssertTrue(try segue(to: pages).destination(as: AuthorViewController.self) === author)
        }
    }

    func testNestedContainersAreSearchedInTheirPreferredOrder() async throws {
        try await MainActor.run {
            // Tab bar → (selected) split → navigation → book: what an iPad app might present.
            let book = BookViewController()
            let split = UISplitViewController()
            split.viewControllers = [
                UINavigationController(rootViewController: LibraryViewController()),
                UINavigationController(rootViewController: book),
            ]
            let pages = UIPageViewController()
            pages.mirrorSetPages([BookViewController()])
            let tabs = UITabBarController()
            tabs.viewControllers = [pages, split]
            tabs.selectedIndex = 1
            XCTAssertTrue(try segue(to: tabs).destination(as: BookViewController.self) === book)
            XCTAssertNotNil(segue(to: tabs).destinationIfPresent(as: LibraryViewController.self))
        }
    }

    func testMissingDestinationThrowsNamingExpectedTypeAndPrintingTheHierarchyFound() async throws {
        try await MainActor.run {
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: LibraryViewController()), SettingsViewController()]
            XCTAssertThrowsError(try segue(to: tabs).destination(as: AuthorViewController.self)) { error in
                guard let error = error as? SegueDestinationError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.role, .destination)
                XCTAssertEqual(error.expectedType, "SegueKitPlatformTests.AuthorViewController")
                XCTAssertEqual(error.segueIdentifier, "showBook")
                XCTAssertEqual(
                    "\(error)",
                    """
                    The destination of segue "showBook" is not of type SegueKitPlatformTests.AuthorViewController and contains none. Found:
                    UIKit.UITabBarController
                    ├─ UIKit.UINavigationController
                    │  └─ SegueKitPlatformTests.LibraryViewController
                    └─ SegueKitPlatformTests.SettingsViewController
                    """)
            }
            XCTAssertNil(segue(to: tabs).destinationIfPresent(as: AuthorViewController.self))
        }
    }

    func testDestinationReachedByAPerformedSegueIsTyped() async {
        await MainActor.run {
            final class Shelf: UIViewController, SegueHandlerType {
                enum SegueIdentifier: String, CaseIterable { case showAuthor }
                var author: AuthorViewController?
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segueIdentifier(for: segue) {
                    case .showAuthor: author = segue.destinationIfPresent(as: AuthorViewController.self)
                    }
                }
            }
            let shelf = Shelf()
            shelf.mirrorSegueTemplates = [
                MirrorSegueTemplate(
                    identifier: "showAuthor", kind: .presentation,
                    destination: MirrorScene(UINavigationController.self, relationships: [(.rootViewController, MirrorScene(AuthorViewController.self), nil)]))
            ]
            shelf.performSegue(withIdentifier: .showAuthor, sender: nil)
            XCTAssertNotNil(shelf.author)
            XCTAssertTrue(shelf.author?.navigationController === shelf.presentedViewController)
        }
    }

    func testEachSystemContainersFrontIsTheFirstOfItsChildren() async {
        await MainActor.run {
            let navigation = UINavigationController(rootViewController: LibraryViewController())
            navigation.pushViewController(BookViewController(), animated: false)
            let tabs = UITabBarController()
            tabs.viewControllers = [SettingsViewController(), BookViewController()]
            tabs.selectedIndex = 1
            let split = UISplitViewController()
            split.viewControllers = [LibraryViewController(), BookViewController()]
            let pages = UIPageViewController()
            pages.mirrorSetPages([AuthorViewController()])
            let containers: [UIViewController] = [navigation, tabs, split, pages, UINavigationController(), UITabBarController()]
            for container in containers {
                XCTAssertTrue(SystemContainers.front(of: container) === ControllerSearch.children(of: container).first, "\(type(of: container))")
            }
            XCTAssertTrue(SystemContainers.front(of: navigation) is BookViewController)
            XCTAssertTrue(SystemContainers.front(of: tabs) === tabs.selectedViewController)
        }
    }

    func testSourceIsTypedTheSameWay() async throws {
        try await MainActor.run {
            let library = LibraryViewController()
            let navigation = UINavigationController(rootViewController: library)
            let segue = UIStoryboardSegue(identifier: "showBook", source: navigation, destination: BookViewController())
            XCTAssertTrue(try segue.source(as: LibraryViewController.self) === library)
            XCTAssertNil(try? segue.source(as: AuthorViewController.self))
            XCTAssertThrowsError(try segue.source(as: AuthorViewController.self)) { error in
                XCTAssertEqual((error as? SegueDestinationError)?.role, .source)
                XCTAssertTrue("\(error)".hasPrefix("The source of segue \"showBook\""), "\(error)")
            }
        }
    }
}
