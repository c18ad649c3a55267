import Testing

@testable import SegueKit

// Per-identifier handlers: typed destination, order of the steps, identifiers without a handler,
// unknown identifiers, wrong destinations, and subclasses inheriting and overriding routes.

@MainActor
private class Library: FakeController, SegueRouting {
    enum SegueIdentifier: String, CaseIterable {
        case showBook, editBook, showAuthor, embedStats, showHelp
    }

    var selectedTitle = "Kindred"
    var stats: FakeStats?

    class var segueRoutes: SegueRoutes<Library> {
        SegueRoutes()
            .connect(.embedStats, to: \.stats)
            .prepare(.embedStats) { (library, stats: FakeStats, _) in
                library.log.append("handler embedStats; stats connected: \(library.stats === stats)")
            }
            .prepare(.showBook) { (library, book: FakeBook, sender) in
                book.title = library.selectedTitle
                library.log.append("handler showBook sender=\(sender as? String ?? "nil")")
            }
            .prepare(.editBook, as: FakeBook.self) { library, book, _ in
                book.title = "draft of \(library.selectedTitle)"
                library.log.append("handler editBook")
            }
            .prepare(.showAuthor) { (library, author: FakeAuthor, _) in
                library.log.append("handler showAuthor")
            }
    }

    override func prepare(for segue: FakeSegue, sender: Any?) {
        routePrepareOrStop(identifier: segue.identifier, destination: segue.destination, sender: sender)
        log.append("own prepare \(segue.identifier ?? "nil")")
    }
}

@MainActor
private final class FeaturedLibrary: Library {
    var featuredTitle = "Invisible Cities"
    var featuredStats: FakeStats?

    override class var segueRoutes: SegueRoutes<Library> {
        super.segueRoutes
            .connect(.embedStats, to: \FeaturedLibrary.featuredStats)
            .prepare(.showBook, from: FeaturedLibrary.self) { (featured, book: FakeBook, _) in
                book.title = featured.featuredTitle
                featured.log.append("featured handler showBook")
            }
    }
}

@MainActor
struct SegueRouteHandlerTests {
    @Test func handlerReceivesTheSourceTheSenderAndTheDestinationWithItsType() {
        let library = Library()
        let book = FakeBook()
        library.destinations["showBook"] = { book }
        library.perform("showBook", sender: "cell 2")
        #expect(book.title == "Kindred")
        #expect(library.log == ["handler showBook sender=cell 2", "own prepare showBook"])
    }

    @Test func handlerReachesTheDestinationInsideAContainer() {
        let library = Library()
        let book = FakeBook()
        library.destinations["editBook"] = { FakeNavigation(root: book) }
        library.perform("editBook")
        #expect(book.title == "draft of Kindred")
    }

    @Test func theSearchMatchesTheRootAsAsDoesForClassesSubclassesProtocolsAndAny() {
        let book = FakeBook()
        #expect(ControllerSearch.first(FakeBook.self, in: book) === book)
        #expect(ControllerSearch.first(FakeDestination.self, in: book) === book)  // a superclass
        #expect(ControllerSearch.first(FakeAuthor.self, in: book) == nil)
        #expect(ControllerSearch.first(FakeBook.self, in: FakeDestination()) == nil)  // a subclass
        #expect(ControllerSearch.first(AnyObject.self, in: book) === book)
        #expect(ControllerSearch.first(Any.self, in: book) as AnyObject? === book)
        let navigation = FakeNavigation(root: book)
        #expect(ControllerSearch.first((any ControllerContainer).self, in: navigation) as AnyObject? === navigation)
        #expect(ControllerSearch.first((any ControllerContainer).self, in: book) == nil)
    }

    @Test func embedCaptureRunsBeforeTheHandlerAndStoresTheChildWithItsRealType() {
        let library = Library()
        let stats = FakeStats()
        library.destinations["embedStats"] = { stats }
        #expect(library.stats == nil)
        library.perform("embedStats")
        #expect(library.stats === stats)
        #expect(library.log == ["handler embedStats; stats connected: true", "own prepare embedStats"])
    }

    @Test func caseWithoutAHandlerDoesNothingAndTheControllersOwnPrepareStillRuns() throws {
        let library = Library()
        let destination = FakeBook()
        try library.routePrepare(identifier: "showHelp", destination: destination, sender: nil)
        #expect(library.log.isEmpty)
        #expect(destination.title == nil)
        library.destinations["showHelp"] = { destination }
        library.perform("showHelp")
        #expect(library.log == ["own prepare showHelp"])
    }

    @Test func unknownIdentifierThrowsTheSegueIdentifierErrorWithTheKnownCases() {
        let library = Library()
        #expect(throws: SegueRoutingError.self) {
            try library.routePrepare(identifier: "shwBook", destination: FakeBook(), sender: nil)
        }
        do {
            try library.routePrepare(identifier: "shwBook", destination: FakeBook(), sender: nil)
        } catch {
            guard case .unknownIdentifier(let identifierError) = error else {
                Issue.record("expected unknownIdentifier, got \(error)")
                return
            }
            #expect(identifierError.receivedIdentifier == "shwBook")
            #expect(identifierError.knownIdentifiers == ["showBook", "editBook", "showAuthor", "embedStats", "showHelp"])
            #expect(error.description.contains("\"shwBook\""))
        }
        #expect(library.log.isEmpty)
    }

    @Test func missingIdentifierThrowsTheSegueIdentifierError() {
        let library = Library()
        do {
            try library.routePrepare(identifier: nil, destination: FakeBook(), sender: nil)
            Issue.record("a segue without an identifier was routed")
        } catch {
            guard case .unknownIdentifier(let identifierError) = error else {
                Issue.record("expected unknownIdentifier, got \(error)")
                return
            }
            #expect(identifierError.receivedIdentifier == nil)
            #expect(error.description.contains("without an identifier"))
        }
    }

    @Test func wrongDestinationThrowsTheDestinationErrorNamingExpectedTypeAndHierarchy() {
        let library = Library()
        do {
            try library.routePrepare(identifier: "showBook", destination: FakeNavigation(root: FakeAuthor()), sender: nil)
            Issue.record("a FakeAuthor was accepted as a FakeBook")
        } catch {
            guard case .wrongDestination(let destinationError) = error else {
                Issue.record("expected wrongDestination, got \(error)")
                return
            }
            #expect(destinationError.segueIdentifier == "showBook")
            #expect(destinationError.expectedType.hasSuffix("FakeBook"))
            #expect(destinationError.foundHierarchy.contains("FakeNavigation"))
            #expect(destinationError.foundHierarchy.contains("└─ "))
            #expect(destinationError.foundHierarchy.contains("FakeAuthor"))
        }
        #expect(library.log.isEmpty)
    }

    @Test func wrongEmbedDestinationSkipsTheHandler() {
        let library = Library()
        #expect(throws: SegueRoutingError.self) {
            try library.routePrepare(identifier: "embedStats", destination: FakeBook(), sender: nil)
        }
        #expect(library.stats == nil)
        #expect(library.log.isEmpty)
    }

    @Test func subclassInheritsRoutesItDoesNotOverride() {
        let featured = FeaturedLibrary()
        let author = FakeAuthor()
        featured.destinations["showAuthor"] = { author }
        featured.perform("showAuthor")
        #expect(featured.log == ["handler showAuthor", "own prepare showAuthor"])
    }

    @Test func subclassOverrideReplacesTheSuperclassHandlerAndReceivesTheSubclass() {
        let featured = FeaturedLibrary()
        let book = FakeBook()
        featured.destinations["showBook"] = { book }
        featured.perform("showBook")
        #expect(book.title == "Invisible Cities")
        #expect(featured.log == ["featured handler showBook", "own prepare showBook"])
    }

    @Test func subclassEmbedCaptureStoresIntoItsOwnPropertyInsteadOfTheInheritedOne() {
        let featured = FeaturedLibrary()
        let stats = FakeStats()
        featured.destinations["embedStats"] = { stats }
        featured.perform("embedStats")
        #expect(featured.featuredStats === stats)
        #expect(featured.stats == nil)
        // The inherited handler still runs, after the capture.
        #expect(featured.log == ["handler embedStats; stats connected: false", "own prepare embedStats"])
    }

    @Test func subclassRoutesApplyWhenCalledThroughASuperclassTypedReference() throws {
        let library: Library = FeaturedLibrary()
        let book = FakeBook()
        try library.routePrepare(identifier: "showBook", destination: book, sender: nil)
        #expect(book.title == "Invisible Cities")
    }

    @Test func superclassKeepsItsOwnHandlerWhenASubclassOverridesIt() {
        _ = FeaturedLibrary.segueRoutes
        let library = Library()
        let book = FakeBook()
        library.destinations["showBook"] = { book }
        library.perform("showBook")
        #expect(book.title == "Kindred")
    }
}

/// A class that is no routed controller, whose property a route names by mistake.
@MainActor
private final class UnrelatedController: FakeController {
    var stats: FakeStats?
}

/// Routes written in the wrong place: one names an unrelated class, one a subclass's property.
@MainActor
private class MistakenLibrary: FakeController, SegueRouting {
    enum SegueIdentifier: String, CaseIterable { case embedStats, embedFeatured }

    class var segueRoutes: SegueRoutes<MistakenLibrary> {
        SegueRoutes()
            .connect(.embedStats, to: \UnrelatedController.stats)
            .connect(.embedFeatured, to: \FeaturedMistakenLibrary.featured)
    }

    override func prepare(for segue: FakeSegue, sender: Any?) {
        routePrepareOrStop(identifier: segue.identifier, destination: segue.destination, sender: sender)
    }
}

@Suite("SegueRoutes: a route for another class stops with advice that fits")
struct SegueRouteWrongClassStopTests {
    @Test func aRouteOfASubclassReachedByTheSuperclassSaysWhereToRegisterIt() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let library = MistakenLibrary()
            library.destinations["embedFeatured"] = { FakeStats() }
            library.perform("embedFeatured")
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("was registered from SegueKitTests.FeaturedMistakenLibrary, but the segue's source is a SegueKitTests.MistakenLibrary. Register it in SegueKitTests.FeaturedMistakenLibrary.segueRoutes."), "\(stderr)")
    }

    @Test func aRouteNamingAnUnrelatedClassSaysItIsNoSubclass() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let library = MistakenLibrary()
            library.destinations["embedStats"] = { FakeStats() }
            library.perform("embedStats")
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("SegueKitTests.UnrelatedController is not SegueKitTests.MistakenLibrary or a subclass of it: name a property of SegueKitTests.MistakenLibrary"), "\(stderr)")
        #expect(!stderr.contains("Register it in"), "\(stderr)")
    }
}

@MainActor
private final class FeaturedMistakenLibrary: MistakenLibrary {
    var featured: FakeStats?
}
