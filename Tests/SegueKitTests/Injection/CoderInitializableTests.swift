import Foundation
@testable import SegueKit
import Testing

@MainActor
@Suite("CoderInitializable: dependencies at init time, and a loud failure without them")
struct CoderInitializableTests {
    @Test func instantiateHandsTheCoderAndTheDependenciesToTheInitializer() throws {
        let made = DIBookController.instantiate(coder: diStoryboardCoder(className: "DIBookController"), dependencies: DIBook(title: "Kindred"))
        let book = try #require(made)
        #expect(book.book.title == "Kindred")
        #expect(book.decodedClassName == "DIBookController")
    }

    @Test func tupleDependenciesArriveTogether() throws {
        let made = try #require(DIShelfDetailController.instantiate(coder: diStoryboardCoder(className: "S"), dependencies: (name: "Poetry", count: 3)))
        #expect(made.name == "Poetry")
        #expect(made.count == 3)
    }

    @Test func instantiateReturnsNilOnlyWhenTheInitializerFails() {
        #expect(DIPickyController.instantiate(coder: diStoryboardCoder(className: "P"), dependencies: "") == nil)
        #expect(DIPickyController.instantiate(coder: diStoryboardCoder(className: "P"), dependencies: "x") != nil)
    }

    @Test func theFallbackMessageNamesTheControllerTheDependenciesAndTheCauses() {
        let text = DependencyInjectionError.createdWithoutDependencies(controller: "App.BookViewController", dependencies: "App.Book").description
        #expect(text.hasPrefix("App.BookViewController was created with init(coder:), without its dependencies (App.Book)."))
        #expect(text.contains("destinationCreationSelector"))
        #expect(text.contains("returned nil"))
        #expect(text.contains("seguekit check"))
    }
}

@Suite("CoderInitializable: missing dependencies stop the process")
struct CoderInitializableStopTests {
    @Test func instantiateWithNilDependenciesStopsInsteadOfReturningNilIntoTheFallback() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            _ = DIBookController.instantiate(coder: diStoryboardCoder(className: "B"), dependencies: nil)
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("DIBookController needs its dependencies ("), "\(stderr)")
        #expect(stderr.contains("DIBook)"), "\(stderr)")
    }

    @Test func stopForMissingDependenciesStopsWithTheFallbackMessage() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            DIShelfDetailController.stopForMissingDependencies()
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("DIShelfDetailController was created with init(coder:), without its dependencies ((name: Swift.String, count: Swift.Int))"), "\(stderr)")
    }
}
