@testable import UIKitMirroredSegueKit
import UIKit
import XCTest

// Routing through the UIKit mirror: real `performSegue(withIdentifier:sender:)` and storyboard-fired
// segues (`mirrorTriggerSegue`) reaching the one forwarding line in `prepare(for:sender:)`.
// XCTest with `MainActor.run` (see Identifiers/UIKitSegueHandlerTypeTests.swift for why).

private final class ShelfBookViewController: UIViewController {
    var title_: String?
    var wasOnScreenWhenConfigured: Bool?
}

private final class ShelfEditorViewController: UIViewController {
    var draft: String?
}

private final class ShelfStatsViewController: UIViewController {
    var count = 0
}

private final class ShelfAccountViewController: UIViewController {}

private class ShelfViewController: UIViewController, SegueRouting {
    enum SegueIdentifier: String, CaseIterable {
        case showBook, editBook, embedStats, showAccount
    }

    var selectedTitle = "Kindred"
    var isSignedIn = false
    var stats: ShelfStatsViewController?
    var log: [String] = []

    class var segueRoutes: SegueRoutes<ShelfViewController> {
        SegueRoutes()
            .connect(.embedStats, to: \.stats)
            .prepare(.embedStats) { (shelf, stats: ShelfStatsViewController, _) in
                stats.count = 3
                shelf.log.append("handler embedStats")
            }
            .prepare(.showBook) { (shelf, book: ShelfBookViewController, _) in
                book.title_ = shelf.selectedTitle
                shelf.log.append("handler showBook")
            }
            .prepare(.editBook) { (shelf, editor: ShelfEditorViewController, _) in
                editor.draft = "draft of \(shelf.selectedTitle)"
                shelf.log.append("handler editBook")
            }
            .shouldPerform(.showAccount) { shelf, _ in shelf.isSignedIn }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepareRoutedSegue(for: segue, sender: sender)
        log.append("own prepare \(segue.identifier ?? "nil")")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        shouldPerformRoutedSegue(withIdentifier: identifier, sender: sender)
    }
}

/// Overrides `prepare` and forgets `super`: the forwarding line never runs.
private final class ForgetfulShelfViewController: ShelfViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("forgot super")
    }
}

/// Overrides the `showBook` handler, adds an embed capture of its own, and inherits everything else.
private final class FeaturedShelfViewController: ShelfViewController {
    var featuredTitle = "Invisible Cities"
    var shownBook: ShelfBookViewController?

    override class var segueRoutes: SegueRoutes<ShelfViewController> {
        super.segueRoutes
            .connect(.showBook, to: \FeaturedShelfViewController.shownBook)
            .prepare(.showBook, from: FeaturedShelfViewController.self) { (featured, book: ShelfBookViewController, _) in
                book.title_ = featured.featuredTitle
                featured.log.append("featured handler showBook; captured: \(featured.shownBook === book)")
            }
    }
}

@MainActor
private func makeScene<Shelf: ShelfViewController>(_ make: () -> Shelf = { ShelfViewController() }) -> (UINavigationController, Shelf) {
    let shelf = make()
    shelf.mirrorSegueTemplates = [
        MirrorSegueTemplate(identifier: "showBook", kind: .show, destination: MirrorScene(ShelfBookViewController.self)),
        MirrorSegueTemplate(
            identifier: "editBook", kind: .presentation,
            destination: MirrorScene(UINavigationController.self, relationships: [(.rootViewController, MirrorScene(ShelfEditorViewController.self), nil)])),
        MirrorSegueTemplate(identifier: "embedStats", kind: .embed, destination: MirrorScene(ShelfStatsViewController.self)),
        MirrorSegueTemplate(identifier: "showAccount", kind: .show, destination: MirrorScene(ShelfAccountViewController.self)),
        MirrorSegueTemplate(identifier: "legacy", kind: .show, destination: MirrorScene(ShelfAccountViewController.self)),
    ]
    return (UINavigationController(rootViewController: shelf), shelf)
}

extension ShelfViewController {
    /// Gives `showBook` a segue action that runs `action` — after `performSegue` began and before the
    /// segue reaches `prepare` — and then lets UIKit fall back to `init(coder:)`.
    func setShowBookSegueAction(_ action: @escaping @MainActor (ShelfViewController) -> Void) {
        mirrorSegueTemplates[0] = MirrorSegueTemplate(
            identifier: "showBook", kind: .show, destination: MirrorScene(ShelfBookViewController.self),
            creationAction: { source, _, _, _ in
                action(source as! ShelfViewController)
                return nil
            })
    }
}

final class UIKitSegueRoutingTests: XCTestCase {
    func testPerformSegueReachesTheHandlerWithTheTypedDestination() async {
        await MainActor.run {
            let (navigation, shelf) = makeScene()
            shelf.performSegue(withIdentifier: .showBook, sender: nil)
            let book = navigation.topViewController as? ShelfBookViewController
            XCTAssertEqual(book?.title_, "Kindred")
            XCTAssertEqual(shelf.log, ["handler showBook", "own prepare showBook"])
        }
    }

    func testHandlerReachesThroughThePresentedNavigationController() async {
        await MainActor.run {
            let (_, shelf) = makeScene()
            shelf.performSegue(withIdentifier: .editBook, sender: nil)
            let presented = shelf.presentedViewController as? UINavigationController
            XCTAssertEqual((presented?.topViewController as? ShelfEditorViewController)?.draft, "draft of Kindred")
        }
    }

    func testHandlerFindsAControllerBelowTheTopOfANavigationStack() async {
        await MainActor.run {
            let (_, shelf) = makeScene()
            let book = ShelfBookViewController()
            let navigation = UINavigationController(rootViewController: book)
            navigation.pushViewController(ShelfEditorViewController(), animated: false)
            let segue = UIStoryboardSegue(identifier: "showBook", source: shelf, destination: navigation)
            shelf.prepare(for: segue, sender: nil)
            XCTAssertEqual(book.title_, "Kindred")
        }
    }

    func testEmbedCaptureStoresTheChildWhileEmbedsLoadBeforeViewDidLoad() async {
        await MainActor.run {
            let (_, shelf) = makeScene()
            XCTAssertNil(shelf.stats)
            shelf.mirrorLoadEmbeds()  // UIKit: while loading the view, before viewDidLoad
            XCTAssertEqual(shelf.stats?.count, 3)
            XCTAssertTrue(shelf.stats?.parent === shelf)
            XCTAssertEqual(shelf.log, ["handler embedStats", "own prepare embedStats"])
        }
    }

    func testCallSiteClosureRunsOnceBeforeTheDestinationAppearsAndBeforeTheHandler() async {
        await MainActor.run {
            let (navigation, shelf) = makeScene()
            var runs = 0
            shelf.performSegue(withIdentifier: .showBook, sender: "cell") { (book: ShelfBookViewController) in
                runs += 1
                book.wasOnScreenWhenConfigured = book.parent != nil || book.presentingViewController != nil
                shelf.log.append("closure")
            }
            // [I] The reference does not state outright that UIKit prepares synchronously inside
            // performSegue(withIdentifier:sender:); the mirror does, and this pins that down.
            XCTAssertEqual(runs, 1)
            let book = navigation.topViewController as? ShelfBookViewController
            XCTAssertEqual(book?.wasOnScreenWhenConfigured, false)
            XCTAssertEqual(shelf.log, ["closure", "handler showBook", "own prepare showBook"])

            shelf.performSegue(withIdentifier: .showBook, sender: nil)
            shelf.mirrorTriggerSegue(withIdentifier: "showBook", sender: nil)
            XCTAssertEqual(runs, 1)
        }
    }

    func testCallSiteClosureTypedForTheRootOfAPresentedNavigationController() async {
        await MainActor.run {
            let (_, shelf) = makeScene()
            shelf.performSegue(withIdentifier: .editBook, as: ShelfEditorViewController.self) { editor in
                editor.draft = "from the call site"
            }
            let presented = shelf.presentedViewController as? UINavigationController
            // The handler runs after the closure, so it has the last word.
            XCTAssertEqual((presented?.topViewController as? ShelfEditorViewController)?.draft, "draft of Kindred")
        }
    }

    func testNestedPerformFromInsideAClosureConfiguresOnlyItsOwnDestination() async {
        await MainActor.run {
            let (navigation, shelf) = makeScene()
            var outer: [ShelfBookViewController] = []
            var inner: [ShelfEditorViewController] = []
            shelf.performSegue(withIdentifier: .showBook) { (book: ShelfBookViewController) in
                outer.append(book)
                shelf.performSegue(withIdentifier: .editBook) { (editor: ShelfEditorViewController) in inner.append(editor) }
            }
            XCTAssertEqual(outer.count, 1)
            XCTAssertEqual(inner.count, 1)
            XCTAssertTrue(outer.first === navigation.topViewController)
            XCTAssertTrue(inner.first === (shelf.presentedViewController as? UINavigationController)?.topViewController)
        }
    }

    func testStoryboardFiredSegueAsksTheGateButPerformSegueFromCodeDoesNot() async {
        await MainActor.run {
            let (navigation, shelf) = makeScene()
            XCTAssertFalse(shelf.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil))
            XCTAssertTrue(navigation.topViewController === shelf)
            shelf.isSignedIn = true
            XCTAssertTrue(shelf.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil))
            XCTAssertTrue(navigation.topViewController is ShelfAccountViewController)

            // UIKit skips shouldPerformSegue for performSegue from code, so the gate does not apply.
            let (otherNavigation, other) = makeScene()
            other.performSegue(withIdentifier: .showAccount, sender: nil)
            XCTAssertTrue(otherNavigation.topViewController is ShelfAccountViewController)
        }
    }

    func testCheckedPerformThrowsTheDestinationErrorWhenTheClosureExpectsAnotherType() async {
        await MainActor.run {
            let (_, shelf) = makeScene()
            var runs = 0
            do throws(SegueRoutingError) {
                try shelf.checkedPerformSegue(withIdentifier: .showBook) { (_: ShelfEditorViewController) in runs += 1 }
                XCTFail("a ShelfBookViewController was accepted as a ShelfEditorViewController")
            } catch {
                guard case .wrongDestination(let error) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(error.segueIdentifier, "showBook")
                XCTAssertTrue(error.expectedType.hasSuffix("ShelfEditorViewController"), error.expectedType)
                XCTAssertTrue(error.foundHierarchy.contains("ShelfBookViewController"), error.foundHierarchy)
            }
            XCTAssertEqual(runs, 0)
        }
    }

    func testCheckedPerformThrowsWhenPrepareDoesNotForward() async {
        await MainActor.run {
            let (_, forgetful) = makeScene { ForgetfulShelfViewController() }
            var runs = 0
            do throws(SegueRoutingError) {
                try forgetful.checkedPerformSegue(withIdentifier: .showBook) { (_: ShelfBookViewController) in runs += 1 }
                XCTFail("a closure that did not run was not reported")
            } catch {
                guard case .configurationNotRun(let controller, let identifier) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(controller.hasSuffix("ForgetfulShelfViewController"), controller)
                XCTAssertEqual(identifier, "showBook")
                XCTAssertTrue(error.description.contains("prepareRoutedSegue(for: segue, sender: sender)"), error.description)
            }
            XCTAssertEqual(runs, 0)
        }
    }

    func testCheckedPrepareThrowsForAnIdentifierThatIsNotACase() async {
        await MainActor.run {
            let (_, shelf) = makeScene()
            let segue = UIStoryboardSegue(identifier: "legacy", source: shelf, destination: ShelfAccountViewController())
            do throws(SegueRoutingError) {
                try shelf.checkedPrepareRoutedSegue(for: segue, sender: nil)
                XCTFail("an identifier that is not a case was routed")
            } catch {
                guard case .unknownIdentifier(let error) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(error.receivedIdentifier, "legacy")
                XCTAssertEqual(error.knownIdentifiers, ["showBook", "editBook", "embedStats", "showAccount"])
            }
            XCTAssertTrue(shelf.log.isEmpty)
        }
    }

    func testStepsRunInOrderEmbedCaptureClosureHandlerThenOwnPrepare() async {
        await MainActor.run {
            let (_, featured) = makeScene { FeaturedShelfViewController() }
            featured.performSegue(withIdentifier: .showBook) { (book: ShelfBookViewController) in
                featured.log.append("closure; captured: \(featured.shownBook === book), handled: \(book.title_ != nil)")
            }
            XCTAssertEqual(featured.log, [
                "closure; captured: true, handled: false",
                "featured handler showBook; captured: true",
                "own prepare showBook",
            ])
        }
    }

    func testSubclassOverrideReplacesTheInheritedHandlerAndKeepsTheOtherRoutes() async {
        await MainActor.run {
            let (navigation, featured) = makeScene { FeaturedShelfViewController() }
            featured.performSegue(withIdentifier: .showBook, sender: nil)
            XCTAssertEqual((navigation.topViewController as? ShelfBookViewController)?.title_, "Invisible Cities")
            XCTAssertFalse(featured.log.contains("handler showBook"), "the overridden handler ran too: \(featured.log)")

            // Inherited: the handler reaching into a presented navigation controller, the embed
            // capture, and the gate.
            featured.performSegue(withIdentifier: .editBook, sender: nil)
            let presented = featured.presentedViewController as? UINavigationController
            XCTAssertEqual((presented?.topViewController as? ShelfEditorViewController)?.draft, "draft of Kindred")
            featured.mirrorLoadEmbeds()
            XCTAssertEqual(featured.stats?.count, 3)
            XCTAssertFalse(featured.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil))
        }
    }

    func testSubclassRoutesApplyThroughASuperclassReferenceAndLeaveTheSuperclassAlone() async {
        await MainActor.run {
            let (navigation, shelf): (UINavigationController, ShelfViewController) = makeScene { FeaturedShelfViewController() }
            shelf.performSegue(withIdentifier: .showBook, sender: nil)
            XCTAssertEqual((navigation.topViewController as? ShelfBookViewController)?.title_, "Invisible Cities")

            let (plainNavigation, plain) = makeScene()
            plain.performSegue(withIdentifier: .showBook, sender: nil)
            XCTAssertEqual((plainNavigation.topViewController as? ShelfBookViewController)?.title_, "Kindred")
            XCTAssertEqual(plain.log, ["handler showBook", "own prepare showBook"])
        }
    }

    func testSecondPerformStartedBeforeTheFirstIsPreparedConfiguresOnlyItsOwnDestination() async {
        await MainActor.run {
            let (navigation, shelf) = makeScene()
            var editors: [ShelfEditorViewController] = []
            var books: [ShelfBookViewController] = []
            // showBook's segue action runs after the first call began and before its prepare: it
            // starts a second configured perform, which completes first.
            shelf.setShowBookSegueAction { source in
                source.performSegue(withIdentifier: .editBook) { (editor: ShelfEditorViewController) in editors.append(editor) }
            }
            shelf.performSegue(withIdentifier: .showBook) { (book: ShelfBookViewController) in books.append(book) }
            XCTAssertEqual(books.count, 1)
            XCTAssertEqual(editors.count, 1)
            XCTAssertTrue(books.first === navigation.topViewController)
            XCTAssertTrue(editors.first === (shelf.presentedViewController as? UINavigationController)?.topViewController)
            XCTAssertEqual(shelf.log, ["handler editBook", "own prepare editBook", "handler showBook", "own prepare showBook"])
        }
    }

    func testPlainPerformOfAnotherSegueBeforeTheFirstIsPreparedDoesNotTakeTheClosure() async {
        await MainActor.run {
            let (navigation, shelf) = makeScene()
            shelf.setShowBookSegueAction { source in
                source.performSegue(withIdentifier: "editBook", sender: nil)  // no closure of its own
            }
            var configured: [ShelfBookViewController] = []
            do throws(SegueRoutingError) {
                try shelf.checkedPerformSegue(withIdentifier: .showBook) { (book: ShelfBookViewController) in configured.append(book) }
            } catch {
                XCTFail("the closure was offered the editBook segue: \(error)")
            }
            XCTAssertEqual(configured.count, 1)
            XCTAssertTrue(configured.first === navigation.topViewController)
            XCTAssertEqual(shelf.log, ["handler editBook", "own prepare editBook", "handler showBook", "own prepare showBook"])
        }
    }

    func testSecondPerformOfTheSameSegueBeforeTheFirstIsPreparedGetsItsOwnClosure() async {
        await MainActor.run {
            let (navigation, shelf) = makeScene()
            var firstRuns: [ShelfBookViewController] = []
            var secondRuns: [ShelfBookViewController] = []
            var actions = 0
            shelf.setShowBookSegueAction { source in
                actions += 1
                if actions == 1 {
                    source.performSegue(withIdentifier: .showBook) { (book: ShelfBookViewController) in secondRuns.append(book) }
                }
            }
            shelf.performSegue(withIdentifier: .showBook) { (book: ShelfBookViewController) in firstRuns.append(book) }
            XCTAssertEqual(firstRuns.count, 1)
            XCTAssertEqual(secondRuns.count, 1)
            // The second call completed first, so the first call's book was pushed last.
            XCTAssertTrue(firstRuns.first === navigation.topViewController)
            XCTAssertTrue(secondRuns.first === navigation.viewControllers.dropLast().last)
            XCTAssertFalse(firstRuns.first === secondRuns.first)
        }
    }

    func testControllerAndDestinationsAreReleasedAfterRouting() async {
        await MainActor.run {
            weak var weakShelf: ShelfViewController?
            weak var weakBook: UIViewController?
            weak var weakStats: ShelfStatsViewController?
            do {
                let (navigation, shelf) = makeScene()
                weakShelf = shelf
                shelf.mirrorLoadEmbeds()
                weakStats = shelf.stats
                shelf.performSegue(withIdentifier: .showBook) { (book: ShelfBookViewController) in
                    weakBook = book
                    book.title_ = shelf.selectedTitle
                }
                XCTAssertNotNil(weakBook)
                _ = navigation
            }
            XCTAssertNil(weakShelf)
            XCTAssertNil(weakBook)
            XCTAssertNil(weakStats)
        }
    }
}
