import Foundation
@testable import SegueKit
import Testing

/// The registry a `DIShelfController` would keep as a `static let`: it captures nothing.
@MainActor
private func shelfRegistry(counting calls: DICallCounter? = nil) -> SegueActionRegistry<DIShelfController> {
    SegueActionRegistry { registry in
        registry.register(.showBook, DIBookController.self) { shelf, _ in
            calls?.count += 1
            return shelf.selectedBook
        }
        registry.register(.showShelf, DIShelfDetailController.self) { shelf, sender in
            (name: shelf.shelfName, count: (sender as? Int) ?? 0)
        }
    }
}

@MainActor
final class DICallCounter {
    var count = 0
}

@MainActor
@Suite("SegueActionRegistry: one segue action serves every segue of a controller")
struct SegueActionRegistryTests {
    @Test func dependenciesArriveAtInitThroughTheFactoryRegisteredForTheIdentifier() throws {
        let shelf = DIShelfController()
        shelf.selectedBook = DIBook(title: "Kindred")
        let coder = diStoryboardCoder(className: "DIBookController")

        let made = try shelfRegistry().checkedDestination(
            for: shelf, coder: coder, sender: nil, segueIdentifier: "showBook", as: DIBookController.self)

        #expect(made?.book == DIBook(title: "Kindred"))
        #expect(made?.decodedClassName == "DIBookController", "the factory must pass the storyboard's coder on")
    }

    @Test func oneRegistryMakesADifferentTypePerIdentifierAndPassesTheSender() throws {
        let shelf = DIShelfController()
        shelf.selectedBook = DIBook(title: "Invisible Cities")
        shelf.shelfName = "Poetry"
        let registry = shelfRegistry()

        let book = try registry.checkedDestination(
            for: shelf, coder: diStoryboardCoder(className: "B"), segueIdentifier: "showBook", as: AnyObject.self)
        let detail = try registry.checkedDestination(
            for: shelf, coder: diStoryboardCoder(className: "S"), sender: 7, segueIdentifier: "showShelf", as: AnyObject.self)

        #expect((book as? DIBookController)?.book.title == "Invisible Cities")
        let shelfDetail = try #require(detail as? DIShelfDetailController)
        #expect(shelfDetail.name == "Poetry")
        #expect(shelfDetail.count == 7)
        #expect(registry.registeredIdentifiers == ["showBook", "showShelf"])
    }

    @Test func unknownIdentifierThrowsTheSegueIdentifierErrorWithTheKnownCases() throws {
        let shelf = DIShelfController()
        let error = #expect(throws: DependencyInjectionError.self) {
            _ = try shelfRegistry().checkedDestination(
                for: shelf, coder: diStoryboardCoder(className: "B"), segueIdentifier: "shwBook", as: DIBookController.self)
        }
        guard case .unknownSegueIdentifier(let identifierError) = try #require(error) else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(identifierError.receivedIdentifier == "shwBook")
        #expect(identifierError.knownIdentifiers == ["showBook", "showShelf", "showAuthor", "show-notes"])
        #expect(identifierError.controllerType.hasSuffix("DIShelfController"))
        #expect(try #require(error).description == identifierError.description)
    }

    /// The fix-it names the case, which is not always the identifier.
    @Test func aCaseWithoutAFactoryIsNamedByItsCaseNameInTheFixIt() throws {
        let error = #expect(throws: DependencyInjectionError.self) {
            _ = try shelfRegistry().checkedDestination(
                for: DIShelfController(), coder: diStoryboardCoder(className: "A"), segueIdentifier: "show-notes", as: AnyObject.self)
        }
        let text = try #require(error).description
        #expect(text.contains("registered for \"show-notes\"") && text.contains("register(.showNotes, <destination type>.self)"), "\(text)")
    }

    /// A segue action without an identifier says which action shapes pass one, and that the segue needs one.
    @Test func withoutAnIdentifierTheMessageNamesTheShapeThatPassesOne() throws {
        let error = #expect(throws: DependencyInjectionError.self) {
            _ = try shelfRegistry().checkedDestination(for: DIShelfController(), coder: diStoryboardCoder(className: "A"), as: DIAuthorController.self)
        }
        let text = try #require(error).description
        #expect(text.contains("the one- and two-argument @IBSegueAction shapes never pass one, nor does a segue without an identifier in Interface Builder"), "\(text)")
    }

    @Test func knownCaseWithoutAFactoryIsReportedWithTheRegisteredIdentifiers() throws {
        let shelf = DIShelfController()
        let error = #expect(throws: DependencyInjectionError.self) {
            _ = try shelfRegistry().checkedDestination(
                for: shelf, coder: diStoryboardCoder(className: "A"), segueIdentifier: "showAuthor", as: AnyObject.self)
        }
        guard case let .noFactoryRegistered(source, identifier, _, _, registered) = try #require(error) else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(source.hasSuffix("DIShelfController"))
        #expect(identifier == "showAuthor")
        #expect(registered == ["showBook", "showShelf"])
        let text = try #require(error).description
        #expect(text.contains("\"showAuthor\""), "\(text)")
        #expect(text.contains("register(.showAuthor, <destination type>.self)"), "\(text)")
    }

    @Test func aRegistrationOfAnotherTypeIsRejectedBeforeItsFactoryRuns() throws {
        let shelf = DIShelfController()
        shelf.selectedBook = DIBook(title: "Kindred")
        let calls = DICallCounter()

        let error = #expect(throws: DependencyInjectionError.self) {
            _ = try shelfRegistry(counting: calls).checkedDestination(
                for: shelf, coder: diStoryboardCoder(className: "S"), segueIdentifier: "showBook", as: DIShelfDetailController.self)
        }

        #expect(calls.count == 0, "the factory must not run (no side effects) when the types disagree")
        guard case let .wrongControllerType(_, identifier, expected, found) = try #require(error) else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(identifier == "showBook")
        #expect(expected.hasSuffix("DIShelfDetailController"))
        #expect(found.hasSuffix("DIBookController"))
    }

    @Test func aMadeControllerThatIsNotOfTheExpectedProtocolTypeIsCaught() throws {
        let shelf = DIShelfController()
        var registry = SegueActionRegistry<DIShelfController>()
        registry.register(.showAuthor, DIAuthorController.self) { _, _, _ in DIAuthorController(name: "Le Guin") }

        let error = #expect(throws: DependencyInjectionError.self) {
            _ = try registry.checkedDestination(
                for: shelf, coder: diStoryboardCoder(className: "A"), segueIdentifier: "showAuthor", as: (any DIBookShowing).self)
        }

        guard case let .wrongControllerType(_, _, expected, found) = try #require(error) else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(expected.contains("DIBookShowing"))
        #expect(found.hasSuffix("DIAuthorController"))
    }

    @Test func aProtocolTypedActionAcceptsAControllerThatConforms() throws {
        let shelf = DIShelfController()
        shelf.selectedBook = DIBook(title: "Kindred")
        let made = try shelfRegistry().checkedDestination(
            for: shelf, coder: diStoryboardCoder(className: "B"), segueIdentifier: "showBook", as: (any DIBookShowing).self)
        #expect((made as? DIBookController)?.book.title == "Kindred")
    }

    @Test func missingDependenciesAreReportedInsteadOfFallingBackToInitCoder() throws {
        let shelf = DIShelfController()  // nothing selected
        let error = #expect(throws: DependencyInjectionError.self) {
            _ = try shelfRegistry().checkedDestination(
                for: shelf, coder: diStoryboardCoder(className: "B"), segueIdentifier: "showBook", as: DIBookController.self)
        }
        #expect(error == .missingDependencies(
            controller: String(reflecting: DIBookController.self), dependencies: String(reflecting: DIBook.self),
            segueIdentifier: "showBook"))
        let text = try #require(error).description
        #expect(text.contains("DIBookController needs its dependencies (") && text.contains("DIBook)"), "\(text)")
        #expect(text.contains("for segue \"showBook\""), "\(text)")
        #expect(text.contains("shouldPerformSegue"), "\(text)")
    }

    @Test func aPlainFactoryReturningNilHandsNilOnSoTheStoryboardFallsBack() throws {
        let shelf = DIShelfController()
        var registry = SegueActionRegistry<DIShelfController>()
        registry.register(.showAuthor, DIAuthorController.self) { _, _, _ in nil }

        let made = try registry.checkedDestination(
            for: shelf, coder: diStoryboardCoder(className: "A"), segueIdentifier: "showAuthor", as: DIAuthorController.self)

        #expect(made == nil)
    }

    @Test func aFailingInitializerIsReportedWithTheControllerAndSegue() {
        let shelf = DIShelfController()
        var registry = SegueActionRegistry<DIShelfController>()
        registry.register(.showBook, DIPickyController.self) { _, _ in "" }

        #expect(throws: DependencyInjectionError.initializerFailed(
            controller: String(reflecting: DIPickyController.self), segueIdentifier: "showBook")) {
            _ = try registry.checkedDestination(
                for: shelf, coder: diStoryboardCoder(className: "P"), segueIdentifier: "showBook", as: DIPickyController.self)
        }
    }

    @Test func withoutAnIdentifierTheOnlyRegistrationOfTheExpectedTypeIsUsed() throws {
        let shelf = DIShelfController()
        shelf.selectedBook = DIBook(title: "Kindred")
        let made = try shelfRegistry().checkedDestination(
            for: shelf, coder: diStoryboardCoder(className: "B"), as: DIBookController.self)
        #expect(made?.book.title == "Kindred")
    }

    @Test func withoutAnIdentifierSeveralMatchingRegistrationsAreAmbiguous() {
        let shelf = DIShelfController()
        #expect(throws: DependencyInjectionError.ambiguousFactories(
            source: String(reflecting: DIShelfController.self), expectedType: "Swift.AnyObject",
            candidateIdentifiers: ["showBook", "showShelf"])) {
            _ = try shelfRegistry().checkedDestination(for: shelf, coder: diStoryboardCoder(className: "B"), as: AnyObject.self)
        }
    }

    @Test func withoutAnIdentifierAndNoMatchingRegistrationNothingIsMade() {
        let shelf = DIShelfController()
        #expect(throws: DependencyInjectionError.noFactoryRegistered(
            source: String(reflecting: DIShelfController.self), segueIdentifier: nil, segueCase: nil,
            expectedType: String(reflecting: DIAuthorController.self), registeredIdentifiers: ["showBook", "showShelf"])) {
            _ = try shelfRegistry().checkedDestination(
                for: shelf, coder: diStoryboardCoder(className: "A"), as: DIAuthorController.self)
        }
    }

    @Test func registeringAnIdentifierAgainReplacesItsFactory() throws {
        let shelf = DIShelfController()
        var registry = shelfRegistry()
        registry.register(.showBook, DIBookController.self) { _, _ in DIBook(title: "Replacement") }
        let made = try registry.checkedDestination(
            for: shelf, coder: diStoryboardCoder(className: "B"), segueIdentifier: "showBook", as: DIBookController.self)
        #expect(made?.book.title == "Replacement")
        #expect(registry.registeredIdentifiers == ["showBook", "showShelf"])
    }

    @Test func theRegistryDoesNotKeepTheSourceAlive() throws {
        weak var weakShelf: DIShelfController?
        let registry = shelfRegistry()
        var made: DIBookController?
        do {
            let shelf = DIShelfController()
            shelf.selectedBook = DIBook(title: "Kindred")
            weakShelf = shelf
            made = try registry.checkedDestination(
                for: shelf, coder: diStoryboardCoder(className: "B"), segueIdentifier: "showBook", as: DIBookController.self)
        }
        #expect(made?.book.title == "Kindred")
        #expect(weakShelf == nil, "factories get the source as an argument; nothing may retain it")
    }

    @Test func theNonThrowingFormReturnsWhatTheCheckedFormMakes() {
        let shelf = DIShelfController()
        shelf.selectedBook = DIBook(title: "Kindred")
        let made: DIBookController? = shelfRegistry().destination(
            for: shelf, coder: diStoryboardCoder(className: "B"), sender: nil, segueIdentifier: "showBook")
        #expect(made?.book.title == "Kindred")
    }
}

@Suite("SegueActionRegistry: the non-throwing form stops with the precise message")
struct SegueActionRegistryStopTests {
    @Test func anUnknownIdentifierStopsTheProcessNamingIt() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let shelf = DIShelfController()
            let registry = SegueActionRegistry<DIShelfController> { registry in
                registry.register(.showBook, DIBookController.self) { shelf, _ in shelf.selectedBook }
            }
            _ = registry.destination(
                for: shelf, coder: diStoryboardCoder(className: "B"), segueIdentifier: "shwBook", as: DIBookController.self)
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("received a segue with identifier \"shwBook\""), "\(stderr)")
        #expect(stderr.contains("Known identifiers: \"showBook\", \"showShelf\", \"showAuthor\", \"show-notes\"."), "\(stderr)")
    }

    @Test func missingDependenciesStopTheProcessNamingControllerAndSegue() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let registry = SegueActionRegistry<DIShelfController> { registry in
                registry.register(.showBook, DIBookController.self) { shelf, _ in shelf.selectedBook }
            }
            _ = registry.destination(
                for: DIShelfController(), coder: diStoryboardCoder(className: "B"), segueIdentifier: "showBook",
                as: DIBookController.self)
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("DIBookController needs its dependencies"), "\(stderr)")
        #expect(stderr.contains("for segue \"showBook\""), "\(stderr)")
    }
}
