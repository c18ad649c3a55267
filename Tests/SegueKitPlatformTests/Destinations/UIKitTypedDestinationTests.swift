@testable import UIKitMirroredSegueKit
import UIKit

// `UIStoryboardSegue.destination(as:)` / `destinationIfPresent(as:)` / `source(as:)` through the UIKit
// mirror's containers: navigation (top first, then down to the root), tab bar (selected first, then tab
// order), split (columns in order), page (pages on screen), and any nesting of them.

private final class LibraryViewController: UIViewController {}
private final class BookViewController: UIViewController {}
private final class AuthorViewController: UIViewController {}
private final class SettingsViewController: UIViewController {}

/// A custom container that lists the controller around it too, as a careless one might.
private final class CardsViewController: UIViewController, ControllerContainer {
    var containedControllers: [AnyObject] { [parent, SettingsViewController()].compactMap { $0 } }
}

/// A navigation controller of the app's that shows an overlay above its stack, and says so.
private final class OverlayNavigationController: UINavigationController, ControllerContainer {
    let overlay = SettingsViewController()
    var containedControllers: [AnyObject] { [overlay] + viewControllers.reversed() }
}

@MainActor
private func segue(to destination: UIViewController, identifier: String? = "showBook") -> UIStoryboardSegue {
    UIStoryboardSegue(identifier: identifier, source: LibraryViewController(), destination: destination)
}

@MainActor
@Suite("UIKit: typed destinations")
struct UIKitTypedDestinationTests {
    @Test func destinationOfTheExpectedTypeIsReturnedItself() throws {
        let book = BookViewController()
        #expect(try segue(to: book).destination(as: BookViewController.self) === book)
    }

    /// A subclass of a system container that conforms to `ControllerContainer` is searched as it says.
    @Test func aSystemContainerSubclassThatConformsIsSearchedThroughItsContainedControllers() throws {
        let navigation = OverlayNavigationController(rootViewController: BookViewController())
        #expect(try segue(to: navigation).destination(as: SettingsViewController.self) === navigation.overlay)
        #expect(try segue(to: navigation).destination(as: BookViewController.self) === navigation.viewControllers[0])
    }

    /// A metatype held as a wider type (`let wanted: UIViewController.Type = BookViewController.self`,
    /// as a table of destinations holds them) finds a controller of exactly that class, not the first of
    /// the wider type (the navigation controller around it).
    @Test func aMetatypeHeldAsAWiderTypeFindsExactlyThatClass() throws {
        let book = BookViewController()
        let navigation = UINavigationController(rootViewController: book)
        let wanted: UIViewController.Type = BookViewController.self
        #expect(try segue(to: navigation).destination(as: wanted) === book)
        let other: UIViewController.Type = AuthorViewController.self
        #expect(segue(to: navigation).destinationIfPresent(as: other) == nil)
        let error = try #require(throws: SegueDestinationError.self) { try segue(to: navigation).destination(as: other) }
        #expect(error.description.contains("AuthorViewController"), "\(error)")
    }

    /// Assigned to an optional property, `destination()` is asked for `Optional<BookViewController>`:
    /// it finds the controller, and its error names the class, not the optional.
    @Test func anOptionalDestinationIsFoundAndNamedByItsClass() throws {
        var book: BookViewController? = nil
        book = try segue(to: UINavigationController(rootViewController: BookViewController())).destination()
        #expect(book != nil)
        let error = try #require(throws: SegueDestinationError.self) { book = try segue(to: AuthorViewController()).destination() }
        #expect(error.description.contains("is not of type SegueKitPlatformTests.BookViewController and contains none"), "\(error)")
    }

    @Test func navigationControllerIsUnwrappedToItsRoot() throws {
        let book = BookViewController()
        let navigation = UINavigationController(rootViewController: book)
        #expect(try segue(to: navigation).destination(as: BookViewController.self) === book)
    }

    @Test func navigationStackIsSearchedFromTheTopDown() throws {
        let root = BookViewController()
        let top = BookViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(AuthorViewController(), animated: false)
        navigation.pushViewController(top, animated: false)
        #expect(try segue(to: navigation).destination(as: BookViewController.self) === top)
        #expect(segue(to: navigation).destinationIfPresent(as: AuthorViewController.self) != nil)
    }

    @Test func askingForTheContainerReturnsTheContainer() throws {
        let navigation = UINavigationController(rootViewController: BookViewController())
        #expect(try segue(to: navigation).destination(as: UINavigationController.self) === navigation)
    }

    @Test func tabBarSearchesTheSelectedTabFirst() throws {
        let first = BookViewController()
        let selected = BookViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, SettingsViewController(), selected]
        tabs.selectedIndex = 2
        #expect(try segue(to: tabs).destination(as: BookViewController.self) === selected)
    }

    @Test func tabBarFallsBackToTheFirstMatchingTabInOrder() throws {
        let settings = SettingsViewController()
        let firstBook = BookViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [settings, firstBook, BookViewController()]
        tabs.selectedIndex = 0
        #expect(try segue(to: tabs).destination(as: BookViewController.self) === firstBook)
    }

    @Test func splitViewIsSearchedColumnByColumn() throws {
        let library = LibraryViewController()
        let book = BookViewController()
        let split = UISplitViewController()
        split.viewControllers = [library, book]
        #expect(try segue(to: split).destination(as: BookViewController.self) === book)
        #expect(try segue(to: split).destination(as: LibraryViewController.self) === library)
    }

    @Test func pageViewIsSearchedThroughItsVisiblePages() throws {
        let author = AuthorViewController()
        let pages = UIPageViewController()
        pages.mirrorSetPages([BookViewController(), author])
        #expect(try segue(to: pages).destination(as: AuthorViewController.self) === author)
    }

    @Test func nestedContainersAreSearchedInTheirPreferredOrder() throws {
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
        #expect(try segue(to: tabs).destination(as: BookViewController.self) === book)
        #expect(segue(to: tabs).destinationIfPresent(as: LibraryViewController.self) != nil)
    }

    @Test func missingDestinationThrowsNamingExpectedTypeAndPrintingTheHierarchyFound() throws {
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: LibraryViewController()), SettingsViewController()]
        if let error = #expect(throws: SegueDestinationError.self, performing: { try segue(to: tabs).destination(as: AuthorViewController.self) }) {
            #expect(error.role == .destination)
            #expect(error.expectedType == "SegueKitPlatformTests.AuthorViewController")
            #expect(error.segueIdentifier == "showBook")
            // System classes are named as the runtime names them: `UIKit.…` on a device, the mirror's module here.
            #expect("\(error)" == """
                The destination of segue "showBook" is not of type SegueKitPlatformTests.AuthorViewController and contains none. Found:
                \(String(reflecting: UITabBarController.self))
                ├─ \(String(reflecting: UINavigationController.self))
                │  └─ SegueKitPlatformTests.LibraryViewController
                └─ SegueKitPlatformTests.SettingsViewController
                """)
        }
        #expect(segue(to: tabs).destinationIfPresent(as: AuthorViewController.self) == nil)
    }

    @Test func destinationReachedByAPerformedSegueIsTyped() {
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
        #expect(shelf.author != nil)
        #expect(shelf.author?.navigationController === shelf.presentedViewController)
    }

    @Test func eachSystemContainerListsWhatItShowsFirstFirst() {
        let navigation = UINavigationController(rootViewController: LibraryViewController())
        let book = BookViewController()
        navigation.pushViewController(book, animated: false)
        let tabs = UITabBarController()
        tabs.viewControllers = [SettingsViewController(), BookViewController()]
        tabs.selectedIndex = 1
        let split = UISplitViewController()
        split.viewControllers = [LibraryViewController(), BookViewController()]
        let pages = UIPageViewController()
        pages.mirrorSetPages([AuthorViewController()])
        #expect(ControllerSearch.children(of: navigation).first === book)
        #expect(ControllerSearch.children(of: tabs).first === tabs.selectedViewController)
        #expect(ControllerSearch.children(of: split).first === split.viewControllers.first)
        #expect(ControllerSearch.children(of: pages).first === pages.viewControllers?.first)
        #expect(ControllerSearch.children(of: UINavigationController()).isEmpty)
        #expect(ControllerSearch.children(of: UITabBarController()).isEmpty)
    }

    @Test func aCustomContainerListingItsNavigationControllerEndsTheSearch() {
        let cards = CardsViewController()
        let navigation = UINavigationController(rootViewController: cards)
        #expect(cards.parent === navigation)
        #expect(segue(to: navigation).destinationIfPresent(as: BookViewController.self) == nil)
        #expect(segue(to: navigation).destinationIfPresent(as: SettingsViewController.self) != nil)
    }

    @Test func sourceIsTypedTheSameWay() throws {
        let library = LibraryViewController()
        let navigation = UINavigationController(rootViewController: library)
        let segue = UIStoryboardSegue(identifier: "showBook", source: navigation, destination: BookViewController())
        #expect(try segue.source(as: LibraryViewController.self) === library)
        #expect((try? segue.source(as: AuthorViewController.self)) == nil)
        if let error = #expect(throws: (any Error).self, performing: { try segue.source(as: AuthorViewController.self) }) {
            #expect((error as? SegueDestinationError)?.role == .source)
            #expect("\(error)".hasPrefix("The source of segue \"showBook\""), "\(error)")
        }
    }
}
