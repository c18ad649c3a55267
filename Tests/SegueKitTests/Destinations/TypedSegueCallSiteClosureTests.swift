import Testing

@testable import SegueKit

/// What happened, in order, during one segue of ``ConnectingShelf``.
@MainActor
private enum SegueEvents {
    static var log: [String] = []
}

private final class ConnectingSegue {}

/// Stands for a generated `Segue` whose case connects its destination to a property, as
/// `@connect(name)` cases do in `init(checking:)`.
private final class ConnectingShelf {
    enum Segue: TypedSegue {
        case connectBook

        @MainActor init?(checking segue: ConnectingSegue) throws(SegueDestinationError) {
            SegueEvents.log.append("connected")
            self = .connectBook
        }
    }
}

@Suite("Typed segues and the call-site closure")
@MainActor
struct TypedSegueCallSiteClosureTests {
    /// As with routing (connect, then the closure, then the handler), the closure sees what the
    /// case connected.
    @Test func theClosureRunsOnceAfterTheCaseIsConnected() {
        SegueEvents.log = []
        let shelf = ConnectingShelf()
        let outcome = PendingSegueConfigurations.perform(
            on: shelf, identifier: "connectBook", as: FakeBook.self, configure: { _ in SegueEvents.log.append("closure") }
        ) {
            let segue = ConnectingShelf.Segue(requiring: ConnectingSegue(), identifier: "connectBook", source: shelf, destination: FakeBook(), unwindsExist: true)
            #expect(segue == .connectBook)
        }
        #expect(outcome == .configured)
        #expect(SegueEvents.log == ["connected", "closure"])
    }
}
