import Testing

@testable import SegueKit

// The call-site closure of `performSegue(withIdentifier:sender:as:configure:)`, without a platform:
// `perform(_:as:configure:)` below is what the UIKit/AppKit layers do around the system's
// `performSegue(withIdentifier:sender:)`, and `FakeController.perform` is that system call.

@MainActor
private class Shelf: FakeController, SegueRouting {
    enum SegueIdentifier: String, CaseIterable {
        case showBook, showAuthor
    }

    var connectedBook: FakeBook?

    class var segueRoutes: SegueRoutes<Shelf> {
        SegueRoutes()
            .connect(.showBook, to: \.connectedBook)
            .prepare(.showBook) { (shelf, book: FakeBook, _) in
                shelf.log.append("handler")
                book.log.append("handler")
            }
    }

    override func prepare(for segue: FakeSegue, sender: Any?) {
        routePrepareOrStop(identifier: segue.identifier, destination: segue.destination, sender: sender)
        log.append("own prepare \(segue.identifier ?? "nil")")
    }

    /// What `performSegue(withIdentifier:sender:as:configure:)` does around the system call.
    func perform<Destination>(
        _ identifier: SegueIdentifier, as type: Destination.Type = Destination.self, configure: (Destination) -> Void
    ) -> PendingSegueConfigurations.Outcome {
        PendingSegueConfigurations.perform(on: self, identifier: identifier.rawValue, as: type, configure: configure) {
            perform(identifier.rawValue)
        }
    }
}

/// A subclass that forgot to forward: its `prepare` never calls the router.
@MainActor
private final class ForgetfulShelf: Shelf {
    override func prepare(for segue: FakeSegue, sender: Any?) {
        log.append("own prepare only")
    }
}

@MainActor
private final class Token {}

@MainActor
struct OneShotSegueConfigurationTests {
    @Test func closureRunsExactlyOnceWithTheTypedDestinationBeforeItIsShown() {
        let shelf = Shelf()
        let book = FakeBook()
        shelf.destinations["showBook"] = { book }
        var runs = 0
        var shownWhenConfigured: Bool?
        let outcome = shelf.perform(.showBook) { (destination: FakeBook) in
            runs += 1
            shownWhenConfigured = destination.isShown
            destination.title = "Kindred"
        }
        #expect(outcome == .configured)
        #expect(runs == 1)
        #expect(shownWhenConfigured == false)
        #expect(book.title == "Kindred")
        #expect(book.isShown)
    }

    @Test func stepsRunInOrderEmbedCaptureClosureHandlerThenOwnPrepare() {
        let shelf = Shelf()
        let book = FakeBook()
        shelf.destinations["showBook"] = { book }
        _ = shelf.perform(.showBook) { (destination: FakeBook) in
            shelf.log.append("closure; connected: \(shelf.connectedBook === destination)")
        }
        #expect(shelf.log == ["closure; connected: true", "handler", "own prepare showBook"])
    }

    @Test func closureNeverRunsForADifferentSegue() {
        let shelf = Shelf()
        var runs = 0
        // The system call prepares "showAuthor" although the closure waits for "showBook".
        let outcome = PendingSegueConfigurations.perform(on: shelf, identifier: "showBook", as: FakeDestination.self, configure: { _ in runs += 1 }) {
            shelf.perform("showAuthor")
        }
        #expect(outcome == .notRun)
        #expect(runs == 0)
        #expect(PendingSegueConfigurations.pendingCount(on: shelf) == 0)
    }

    @Test func laterPerformOfTheSameSegueDoesNotRunTheClosureAgain() {
        let shelf = Shelf()
        var runs = 0
        _ = shelf.perform(.showBook) { (_: FakeBook) in runs += 1 }
        shelf.perform("showBook")
        shelf.perform("showBook")
        #expect(runs == 1)
        #expect(PendingSegueConfigurations.pendingCount(on: shelf) == 0)
    }

    @Test func plainPerformOfTheSameSegueWhileTheFirstIsInProgressDoesNotRunTheClosureAgain() {
        let shelf = Shelf()
        var runs = 0
        let outcome = shelf.perform(.showBook) { (_: FakeBook) in
            runs += 1
            if runs == 1 {
                shelf.perform("showBook")  // the same identifier, before the configured call returns
            }
        }
        #expect(outcome == .configured)
        #expect(runs == 1)
        #expect(shelf.log.filter { $0 == "handler" }.count == 2)
    }

    @Test func nestedPerformFromInsideTheClosureGetsItsOwnClosureAndDestination() {
        let shelf = Shelf()
        let outerBook = FakeBook()
        let innerBook = FakeBook()
        var made: [FakeBook] = [outerBook, innerBook]
        shelf.destinations["showBook"] = { made.removeFirst() }
        var outerRuns: [ObjectIdentifier] = []
        var innerRuns: [ObjectIdentifier] = []
        let outer = shelf.perform(.showBook) { (book: FakeBook) in
            outerRuns.append(ObjectIdentifier(book))
            let inner = shelf.perform(.showBook) { (nested: FakeBook) in innerRuns.append(ObjectIdentifier(nested)) }
            #expect(inner == .configured)
            #expect(PendingSegueConfigurations.pendingCount(on: shelf) == 1)
        }
        #expect(outer == .configured)
        #expect(outerRuns == [ObjectIdentifier(outerBook)])
        #expect(innerRuns == [ObjectIdentifier(innerBook)])
        #expect(PendingSegueConfigurations.pendingCount(on: shelf) == 0)
    }

    @Test func secondPerformStartedBeforeTheFirstIsPreparedTakesOnlyItsOwnClosure() {
        // A segue action (destination factory) of the first perform starts a second configured
        // perform before the first segue reaches `prepare`.
        let shelf = Shelf()
        let firstBook = FakeBook()
        let secondAuthor = FakeAuthor()
        var secondRuns: [ObjectIdentifier] = []
        shelf.destinations["showAuthor"] = { secondAuthor }
        shelf.destinations["showBook"] = {
            let second = shelf.perform(.showAuthor) { (author: FakeAuthor) in secondRuns.append(ObjectIdentifier(author)) }
            #expect(second == .configured)
            return firstBook
        }
        var firstRuns: [ObjectIdentifier] = []
        let first = shelf.perform(.showBook) { (book: FakeBook) in firstRuns.append(ObjectIdentifier(book)) }
        #expect(first == .configured)
        #expect(firstRuns == [ObjectIdentifier(firstBook)])
        #expect(secondRuns == [ObjectIdentifier(secondAuthor)])
    }

    @Test func secondPerformOfTheSameIdentifierBeforeTheFirstIsPreparedTakesOnlyItsOwnClosure() {
        let shelf = Shelf()
        let firstBook = FakeBook()
        let secondBook = FakeBook()
        var nesting = 0
        var secondRuns: [ObjectIdentifier] = []
        shelf.destinations["showBook"] = {
            nesting += 1
            guard nesting == 1 else { return secondBook }
            _ = shelf.perform(.showBook) { (book: FakeBook) in secondRuns.append(ObjectIdentifier(book)) }
            return firstBook
        }
        var firstRuns: [ObjectIdentifier] = []
        _ = shelf.perform(.showBook) { (book: FakeBook) in firstRuns.append(ObjectIdentifier(book)) }
        #expect(firstRuns == [ObjectIdentifier(firstBook)])
        #expect(secondRuns == [ObjectIdentifier(secondBook)])
    }

    @Test func closureIsDroppedUnrunWhenPrepareIsNeverReached() {
        // As when AppKit's shouldPerformSegue says no: the system call returns without preparing.
        let shelf = Shelf()
        var runs = 0
        let outcome = PendingSegueConfigurations.perform(on: shelf, identifier: "showBook", as: FakeBook.self, configure: { _ in runs += 1 }) {}
        #expect(outcome == .notRun)
        #expect(runs == 0)
        #expect(PendingSegueConfigurations.pendingCount(on: shelf) == 0)
        shelf.perform("showBook")
        #expect(runs == 0)
    }

    @Test func closureDoesNotRunWhenPrepareDoesNotForward() {
        let shelf = ForgetfulShelf()
        var runs = 0
        let outcome = shelf.perform(.showBook) { (_: FakeBook) in runs += 1 }
        #expect(outcome == .notRun)
        #expect(runs == 0)
        #expect(shelf.log == ["own prepare only"])
        let error = SegueRoutingError.configurationNotRun(controllerType: typeName(ForgetfulShelf.self), segueIdentifier: "showBook")
        #expect(error.description.contains("ForgetfulShelf"))
        #expect(error.description.contains("prepareRoutedSegue(for: segue, sender: sender)"))
    }

    @Test func wrongDestinationTypeReportsTheDestinationErrorAndDoesNotRunTheClosure() {
        let shelf = Shelf()
        shelf.destinations["showBook"] = { FakeNavigation(root: FakeBook()) }
        var runs = 0
        let outcome = shelf.perform(.showBook) { (_: FakeAuthor) in runs += 1 }
        guard case .failed(let error) = outcome else {
            Issue.record("expected failed, got \(outcome)")
            return
        }
        #expect(runs == 0)
        #expect(error.expectedType.hasSuffix("FakeAuthor"))
        #expect(error.segueIdentifier == "showBook")
        #expect(error.foundHierarchy.contains("FakeNavigation"))
        #expect(shelf.log.contains("handler"))
    }

    @Test func closureAndWhatItCapturesAreReleasedWhenThePerformReturns() {
        let shelf = Shelf()
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            _ = shelf.perform(.showBook) { (_: FakeBook) in _ = token }
            _ = shelf.perform(.showAuthor) { (_: FakeAuthor) in _ = token }
        }
        #expect(weakToken == nil)
        #expect(PendingSegueConfigurations.pendingCount(on: shelf) == 0)
    }
}
