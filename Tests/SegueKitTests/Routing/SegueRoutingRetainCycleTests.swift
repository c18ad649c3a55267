import Testing

@testable import SegueKit

// Routes are stored per class and receive the controller as a parameter, so routing never keeps a
// controller, its destinations or its closures alive.

@MainActor
private final class Reader: FakeController, SegueRouting {
    enum SegueIdentifier: String, CaseIterable {
        case showBook, embedStats
    }

    var stats: FakeStats?
    var opened: [String] = []

    static var segueRoutes: SegueRoutes<Reader> {
        SegueRoutes()
            .connect(.embedStats, to: \.stats)
            .prepare(.showBook) { (reader, book: FakeBook, _) in
                reader.opened.append("book")
                book.title = "Kindred"
            }
            .shouldPerform(.showBook) { reader, _ in reader.stats != nil }
    }

    override func prepare(for segue: FakeSegue, sender: Any?) {
        routePrepareOrStop(identifier: segue.identifier, destination: segue.destination, sender: sender)
    }
}

@MainActor
struct SegueRoutingRetainCycleTests {
    @Test func controllerAndDestinationsAreReleasedAfterHandlersGatesEmbedCaptureAndClosures() {
        weak var weakReader: Reader?
        weak var weakStats: FakeStats?
        weak var weakBook: FakeBook?
        do {
            let reader = Reader()
            weakReader = reader
            reader.destinations["embedStats"] = {
                let stats = FakeStats()
                weakStats = stats
                return stats
            }
            reader.destinations["showBook"] = {
                let book = FakeBook()
                weakBook = book
                return book
            }
            reader.perform("embedStats")
            #expect(reader.shouldPerformRoutedSegue(withIdentifier: "showBook", sender: nil))
            let outcome = PendingSegueConfigurations.perform(on: reader, identifier: "showBook", as: FakeBook.self, configure: { book in
                reader.opened.append("closure \(book.title ?? "untitled")")
            }) {
                reader.perform("showBook")
            }
            #expect(outcome == .configured)
            #expect(reader.opened == ["closure untitled", "book"])
            reader.lastDestination = nil
            #expect(weakBook == nil)
        }
        #expect(weakReader == nil)
        #expect(weakStats == nil)
    }
}
