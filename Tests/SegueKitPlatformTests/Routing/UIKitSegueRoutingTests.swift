@testable import UIKitMirroredSegueKit
import UIKit

// Routing through the UIKit mirror: real `performSegue(withIdentifier:sender:)` and storyboard-fired
// segues (`mirrorTriggerSegue`) reaching the one forwarding line in `prepare(for:sender:)`.
// The suite is `@MainActor`: each test runs on the main actor, as UIKit code does.

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

@MainActor
@Suite("UIKit: segue routing")
struct UIKitSegueRoutingTests {
    @Test func performSegueReachesTheHandlerWithTheTypedDestination() {
        let (navigation, shelf) = makeScene()
        shelf.performSegue(withIdentifier: .showBook, sender: nil)
        let book = navigation.topViewController as? ShelfBookViewController
        #expect(book?.title_ == "Kindred")
        #expect(shelf.log == ["handler showBook", "own prepare showBook"])
    }

    @Test func handlerReachesThroughThePresentedNavigationController() {
        let (_, shelf) = makeScene()
        shelf.performSegue(withIdentifier: .editBook, sender: nil)
        let presented = shelf.presentedViewController as? UINavigationController
        #expect((presented?.topViewController as? ShelfEditorViewController)?.draft == "draft of Kindred")
    }

    @Test func handlerFindsAControllerBelowTheTopOfANavigationStack() {
        let (_, shelf) = makeScene()
        let book = ShelfBookViewController()
        let navigation = UINavigationController(rootViewController: book)
        navigation.pushViewController(ShelfEditorViewController(), animated: false)
        let segue = UIStoryboardSegue(identifier: "showBook", source: shelf, destination: navigation)
        shelf.prepare(for: segue, sender: nil)
        #expect(book.title_ == "Kindred")
    }

    @Test func embedCaptureStoresTheChildWhileEmbedsLoadBeforeViewDidLoad() {
        let (_, shelf) = makeScene()
        #expect(shelf.stats == nil)
        shelf.mirrorLoadEmbeds()  // UIKit: while loading the view, before viewDidLoad
        #expect(shelf.stats?.count == 3)
        #expect(shelf.stats?.parent === shelf)
        #expect(shelf.log == ["handler embedStats", "own prepare embedStats"])
    }

    @Test func callSiteClosureRunsOnceBeforeTheDestinationAppearsAndBeforeTheHandler() {
        let (navigation, shelf) = makeScene()
        var runs = 0
        shelf.performSegue(withIdentifier: .showBook, sender: "cell") { (book: ShelfBookViewController) in
            runs += 1
            book.wasOnScreenWhenConfigured = book.parent != nil || book.presentingViewController != nil
            shelf.log.append("closure")
        }
        // [I] The reference does not state outright that UIKit prepares synchronously inside
        // performSegue(withIdentifier:sender:); the mirror does, and this pins that down.
        #expect(runs == 1)
        let book = navigation.topViewController as? ShelfBookViewController
        #expect(book?.wasOnScreenWhenConfigured == false)
        #expect(shelf.log == ["closure", "handler showBook", "own prepare showBook"])

        shelf.performSegue(withIdentifier: .showBook, sender: nil)
        shelf.mirrorTriggerSegue(withIdentifier: "showBook", sender: nil)
        #expect(runs == 1)
    }

    @Test func callSiteClosureTypedForTheRootOfAPresentedNavigationController() {
        let (_, shelf) = makeScene()
        shelf.performSegue(withIdentifier: .editBook, as: ShelfEditorViewController.self) { editor in
            editor.draft = "from the call site"
        }
        let presented = shelf.presentedViewController as? UINavigationController
        // The handler runs after the closure, so it has the last word.
        #expect((presented?.topViewController as? ShelfEditorViewController)?.draft == "draft of Kindred")
    }

    @Test func nestedPerformFromInsideAClosureConfiguresOnlyItsOwnDestination() {
        let (navigation, shelf) = makeScene()
        var outer: [ShelfBookViewController] = []
        var inner: [ShelfEditorViewController] = []
        shelf.performSegue(withIdentifier: .showBook) { (book: ShelfBookViewController) in
            outer.append(book)
            shelf.performSegue(withIdentifier: .editBook) { (editor: ShelfEditorViewController) in inner.append(editor) }
        }
        #expect(outer.count == 1)
        #expect(inner.count == 1)
        #expect(outer.first === navigation.topViewController)
        #expect(inner.first === (shelf.presentedViewController as? UINavigationController)?.topViewController)
    }

    @Test func storyboardFiredSegueAsksTheGateButPerformSegueFromCodeDoesNot() {
        let (navigation, shelf) = makeScene()
        #expect(!shelf.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil))
        #expect(navigation.topViewController === shelf)
        shelf.isSignedIn = true
        #expect(shelf.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil))
        #expect(navigation.topViewController is ShelfAccountViewController)

        // UIKit skips shouldPerformSegue for performSegue from code, so the gate does not apply.
        let (otherNavigation, other) = makeScene()
        other.performSegue(withIdentifier: .showAccount, sender: nil)
        #expect(otherNavigation.topViewController is ShelfAccountViewController)
    }

    @Test func checkedPerformThrowsTheDestinationErrorWhenTheClosureExpectsAnotherType() {
        let (_, shelf) = makeScene()
        var runs = 0
        do throws(SegueRoutingError) {
            try shelf.checkedPerformSegue(withIdentifier: .showBook) { (_: ShelfEditorViewController) in runs += 1 }
            Issue.record("a ShelfBookViewController was accepted as a ShelfEditorViewController")
        } catch {
            guard case .wrongDestination(let error) = error else { Issue.record("\(error)"); return }
            #expect(error.segueIdentifier == "showBook")
            #expect(error.expectedType.hasSuffix("ShelfEditorViewController"), "\(error.expectedType)")
            #expect(error.foundHierarchy.contains("ShelfBookViewController"), "\(error.foundHierarchy)")
        }
        #expect(runs == 0)
    }

    @Test func checkedPerformThrowsWhenPrepareDoesNotForward() {
        let (_, forgetful) = makeScene { ForgetfulShelfViewController() }
        var runs = 0
        do throws(SegueRoutingError) {
            try forgetful.checkedPerformSegue(withIdentifier: .showBook) { (_: ShelfBookViewController) in runs += 1 }
            Issue.record("a closure that did not run was not reported")
        } catch {
            guard case .configurationNotRun(let controller, let identifier) = error else { Issue.record("\(error)"); return }
            #expect(controller.hasSuffix("ForgetfulShelfViewController"), "\(controller)")
            #expect(identifier == "showBook")
            #expect(error.description.contains("prepareRoutedSegue(for: segue, sender: sender)"), "\(error.description)")
        }
        #expect(runs == 0)
    }

    @Test func checkedPrepareThrowsForAnIdentifierThatIsNotACase() {
        let (_, shelf) = makeScene()
        let segue = UIStoryboardSegue(identifier: "legacy", source: shelf, destination: ShelfAccountViewController())
        do throws(SegueRoutingError) {
            try shelf.checkedPrepareRoutedSegue(for: segue, sender: nil)
            Issue.record("an identifier that is not a case was routed")
        } catch {
            guard case .unknownIdentifier(let error) = error else { Issue.record("\(error)"); return }
            #expect(error.receivedIdentifier == "legacy")
            #expect(error.knownIdentifiers == ["showBook", "editBook", "embedStats", "showAccount"])
        }
        #expect(shelf.log.isEmpty)
    }

    @Test func stepsRunInOrderEmbedCaptureClosureHandlerThenOwnPrepare() {
        let (_, featured) = makeScene { FeaturedShelfViewController() }
        featured.performSegue(withIdentifier: .showBook) { (book: ShelfBookViewController) in
            featured.log.append("closure; captured: \(featured.shownBook === book), handled: \(book.title_ != nil)")
        }
        #expect(featured.log == [
            "closure; captured: true, handled: false",
            "featured handler showBook; captured: true",
            "own prepare showBook",
        ])
    }

    @Test func subclassOverrideReplacesTheInheritedHandlerAndKeepsTheOtherRoutes() {
        let (navigation, featured) = makeScene { FeaturedShelfViewController() }
        featured.performSegue(withIdentifier: .showBook, sender: nil)
        #expect((navigation.topViewController as? ShelfBookViewController)?.title_ == "Invisible Cities")
        #expect(!featured.log.contains("handler showBook"), "the overridden handler ran too: \(featured.log)")

        // Inherited: the handler reaching into a presented navigation controller, the embed
        // capture, and the gate.
        featured.performSegue(withIdentifier: .editBook, sender: nil)
        let presented = featured.presentedViewController as? UINavigationController
        #expect((presented?.topViewController as? ShelfEditorViewController)?.draft == "draft of Kindred")
        featured.mirrorLoadEmbeds()
        #expect(featured.stats?.count == 3)
        #expect(!featured.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil))
    }

    @Test func subclassRoutesApplyThroughASuperclassReferenceAndLeaveTheSuperclassAlone() {
        let (navigation, shelf): (UINavigationController, ShelfViewController) = makeScene { FeaturedShelfViewController() }
        shelf.performSegue(withIdentifier: .showBook, sender: nil)
        #expect((navigation.topViewController as? ShelfBookViewController)?.title_ == "Invisible Cities")

        let (plainNavigation, plain) = makeScene()
        plain.performSegue(withIdentifier: .showBook, sender: nil)
        #expect((plainNavigation.topViewController as? ShelfBookViewController)?.title_ == "Kindred")
        #expect(plain.log == ["handler showBook", "own prepare showBook"])
    }

    @Test func secondPerformStartedBeforeTheFirstIsPreparedConfiguresOnlyItsOwnDestination() {
        let (navigation, shelf) = makeScene()
        var editors: [ShelfEditorViewController] = []
        var books: [ShelfBookViewController] = []
        // showBook's segue action runs after the first call began and before its prepare: it
        // starts a second configured perform, which completes first.
        shelf.setShowBookSegueAction { source in
            source.performSegue(withIdentifier: .editBook) { (editor: ShelfEditorViewController) in editors.append(editor) }
        }
        shelf.performSegue(withIdentifier: .showBook) { (book: ShelfBookViewController) in books.append(book) }
        #expect(books.count == 1)
        #expect(editors.count == 1)
        #expect(books.first === navigation.topViewController)
        #expect(editors.first === (shelf.presentedViewController as? UINavigationController)?.topViewController)
        #expect(shelf.log == ["handler editBook", "own prepare editBook", "handler showBook", "own prepare showBook"])
    }

    @Test func plainPerformOfAnotherSegueBeforeTheFirstIsPreparedDoesNotTakeTheClosure() {
        let (navigation, shelf) = makeScene()
        shelf.setShowBookSegueAction { source in
            source.performSegue(withIdentifier: "editBook", sender: nil)  // no closure of its own
        }
        var configured: [ShelfBookViewController] = []
        do throws(SegueRoutingError) {
            try shelf.checkedPerformSegue(withIdentifier: .showBook) { (book: ShelfBookViewController) in configured.append(book) }
        } catch {
            Issue.record("the closure was offered the editBook segue: \(error)")
        }
        #expect(configured.count == 1)
        #expect(configured.first === navigation.topViewController)
        #expect(shelf.log == ["handler editBook", "own prepare editBook", "handler showBook", "own prepare showBook"])
    }

    @Test func secondPerformOfTheSameSegueBeforeTheFirstIsPreparedGetsItsOwnClosure() {
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
        #expect(firstRuns.count == 1)
        #expect(secondRuns.count == 1)
        // The second call completed first, so the first call's book was pushed last.
        #expect(firstRuns.first === navigation.topViewController)
        #expect(secondRuns.first === navigation.viewControllers.dropLast().last)
        #expect(!(firstRuns.first === secondRuns.first))
    }

    @Test func controllerAndDestinationsAreReleasedAfterRouting() {
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
            #expect(weakBook != nil)
            _ = navigation
        }
        #expect(weakShelf == nil)
        #expect(weakBook == nil)
        #expect(weakStats == nil)
    }
}
