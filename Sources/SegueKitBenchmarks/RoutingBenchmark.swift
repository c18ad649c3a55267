import Foundation
import UIKitMirroredSegueKit
import UIKit

// What per-identifier handlers cost against a hand-written `switch` in `prepare(for:sender:)`, on the
// UIKit mirror.
//
// Three controllers with the same four segues call their own `prepare(for:sender:)` override, as UIKit
// does, for the same pre-made segues (half of them lead into a `UINavigationController`):
// - "switch": the hand-written code a SegueKit user writes without routing —
//   `switch segueIdentifier(for: segue)` and `try segue.destination(as: X.self)` per case;
// - "routed": one line, `prepareRoutedSegue(for: segue, sender: sender)`, and one handler per case in
//   `segueRoutes` (the destination arrives already cast, found by the same container search), twice:
//   routes built by a computed class property on every segue, and routes stored in a `static let`;
// - "classic" (for information): `switch segue.identifier` on string literals with `as?` casts, as code
//   written before SegueKit looks.
// Every side writes the same value into the destination it found and adds it to a checksum; the
// checksums must agree. The goal (routed ≤ 1.5× switch, both forms) compares like with like: both find the
// destination the same way, so the ratio is the cost of the dispatch itself.

private final class RoutingBenchmarkBook: UIViewController { var value = 0 }
private final class RoutingBenchmarkEditor: UIViewController { var value = 0 }
private final class RoutingBenchmarkAuthor: UIViewController { var value = 0 }
private final class RoutingBenchmarkAccount: UIViewController { var value = 0 }

private enum RoutingBenchmarkSegue: String, CaseIterable {
    case showBook, editBook, showAuthor, showAccount
}

/// Receives the segues; records what it configured.
private class RoutingBenchmarkController: UIViewController {
    var counter = 0
    var checksum = 0

    func record(_ value: Int) {
        checksum &+= value
    }
}

private final class RoutingBenchmarkSwitchLibrary: RoutingBenchmarkController, SegueHandlerType {
    typealias SegueIdentifier = RoutingBenchmarkSegue

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        counter &+= 1
        do {
            switch segueIdentifier(for: segue) {
            case .showBook:
                let book = try segue.destination(as: RoutingBenchmarkBook.self)
                book.value = counter
                record(book.value)
            case .editBook:
                let editor = try segue.destination(as: RoutingBenchmarkEditor.self)
                editor.value = counter &* 2
                record(editor.value)
            case .showAuthor:
                let author = try segue.destination(as: RoutingBenchmarkAuthor.self)
                author.value = counter &* 3
                record(author.value)
            case .showAccount:
                let account = try segue.destination(as: RoutingBenchmarkAccount.self)
                account.value = counter &* 4
                record(account.value)
            }
        } catch {
            fatalError("\(error)")
        }
    }
}

/// The four handlers both routed controllers use.
@MainActor
private func routingBenchmarkRoutes<Library: RoutingBenchmarkController & SegueHandlerType>() -> SegueRoutes<Library>
where Library.SegueIdentifier == RoutingBenchmarkSegue {
    SegueRoutes()
        .prepare(.showBook) { (library, book: RoutingBenchmarkBook, _) in
            book.value = library.counter
            library.record(book.value)
        }
        .prepare(.editBook) { (library, editor: RoutingBenchmarkEditor, _) in
            editor.value = library.counter &* 2
            library.record(editor.value)
        }
        .prepare(.showAuthor) { (library, author: RoutingBenchmarkAuthor, _) in
            author.value = library.counter &* 3
            library.record(author.value)
        }
        .prepare(.showAccount) { (library, account: RoutingBenchmarkAccount, _) in
            account.value = library.counter &* 4
            library.record(account.value)
        }
}

/// Builds its routes on every segue, as a computed `class var` does.
private final class RoutingBenchmarkRoutedLibrary: RoutingBenchmarkController, SegueRouting {
    typealias SegueIdentifier = RoutingBenchmarkSegue

    static var segueRoutes: SegueRoutes<RoutingBenchmarkRoutedLibrary> { routingBenchmarkRoutes() }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        counter &+= 1
        prepareRoutedSegue(for: segue, sender: sender)
    }
}

/// Stores its routes once.
private final class RoutingBenchmarkStoredRoutesLibrary: RoutingBenchmarkController, SegueRouting {
    typealias SegueIdentifier = RoutingBenchmarkSegue

    static let segueRoutes: SegueRoutes<RoutingBenchmarkStoredRoutesLibrary> = routingBenchmarkRoutes()

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        counter &+= 1
        prepareRoutedSegue(for: segue, sender: sender)
    }
}

private final class RoutingBenchmarkClassicLibrary: RoutingBenchmarkController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        counter &+= 1
        func top<Expected>(_ type: Expected.Type) -> Expected {
            if let match = segue.destination as? Expected { return match }
            guard let navigation = segue.destination as? UINavigationController, let match = navigation.topViewController as? Expected
            else { fatalError("\(segue.identifier ?? "nil"): unexpected destination") }
            return match
        }
        switch segue.identifier {
        case "showBook"?:
            let book = top(RoutingBenchmarkBook.self)
            book.value = counter
            record(book.value)
        case "editBook"?:
            let editor = top(RoutingBenchmarkEditor.self)
            editor.value = counter &* 2
            record(editor.value)
        case "showAuthor"?:
            let author = top(RoutingBenchmarkAuthor.self)
            author.value = counter &* 3
            record(author.value)
        case "showAccount"?:
            let account = top(RoutingBenchmarkAccount.self)
            account.value = counter &* 4
            record(account.value)
        default:
            fatalError("unknown segue \(String(describing: segue.identifier))")
        }
    }
}

/// Runs the routing benchmark and prints the medians and ratios; the goal is handler dispatch ≤ 1.5×
/// the hand-written `switch`.
@MainActor
func runRoutingBenchmark() -> BenchmarkOutcome {
    runRoutingBenchmark(rounds: 21, seguesPerRound: 200_000)
}

@MainActor
private func runRoutingBenchmark(rounds: Int, seguesPerRound: Int) -> BenchmarkOutcome {
    print("== Routing: prepareRoutedSegue + handlers vs a hand-written switch in prepare(for:sender:) ==")
    print("measures, per segue: the controller's prepare(for:sender:) override — identifier → case → destination as its")
    print("type (half inside a UINavigationController) → configure it; \(seguesPerRound) segues per round, rounds alternate,")
    print("median of \(rounds) after one warm-up each")

    let switchLibrary = RoutingBenchmarkSwitchLibrary()
    let routedLibrary = RoutingBenchmarkRoutedLibrary()
    let storedLibrary = RoutingBenchmarkStoredRoutesLibrary()
    let classicLibrary = RoutingBenchmarkClassicLibrary()
    let kinds: [(String, () -> UIViewController)] = [
        ("showBook", { RoutingBenchmarkBook() }), ("editBook", { RoutingBenchmarkEditor() }),
        ("showAuthor", { RoutingBenchmarkAuthor() }), ("showAccount", { RoutingBenchmarkAccount() }),
    ]
    var generator = BenchmarkRandom(seed: 0x12_0071)
    // (identifier, destination) pairs in a fixed shuffled order; each side gets its own segue objects
    // (a segue's source is the controller that prepares it) over the same destinations.
    let plan: [(String, UIViewController)] = (0..<512).map { _ in
        let (identifier, make) = kinds[Int(generator.next() % UInt64(kinds.count))]
        let controller = make()
        let destination = generator.next().isMultiple(of: 2) ? UINavigationController(rootViewController: controller) : controller
        return (identifier, destination)
    }
    func segues(from source: UIViewController) -> [UIStoryboardSegue] {
        plan.map { UIStoryboardSegue(identifier: $0.0, source: source, destination: $0.1) }
    }
    let sides: [(name: String, controller: RoutingBenchmarkController, segues: [UIStoryboardSegue])] = [
        ("switch", switchLibrary, segues(from: switchLibrary)),
        ("routed", routedLibrary, segues(from: routedLibrary)),
        ("classic", classicLibrary, segues(from: classicLibrary)),
        ("stored", storedLibrary, segues(from: storedLibrary)),
    ]

    let clock = ContinuousClock()
    func round(_ side: Int) -> Duration {
        let controller = sides[side].controller
        let segues = sides[side].segues
        let start = clock.now
        for index in 0..<seguesPerRound {
            controller.prepare(for: segues[index & 511], sender: nil)
        }
        return clock.now - start
    }

    var durations: [[Duration]] = Array(repeating: [], count: sides.count)
    for side in sides.indices { _ = round(side) }  // warm-up
    for index in 0..<rounds {
        // Rotate which side goes first, so none always runs right after another.
        for offset in sides.indices {
            let side = (index + offset) % sides.count
            durations[side].append(round(side))
        }
    }
    let checksums = sides.map(\.controller.checksum)
    guard checksums.allSatisfy({ $0 == checksums[0] }) else {
        return .couldNotRun("the sides configured different values (checksums \(checksums))")
    }

    let switchNs = benchmarkMedianNanoseconds(durations[0]) / Double(seguesPerRound)
    let routedNs = benchmarkMedianNanoseconds(durations[1]) / Double(seguesPerRound)
    let classicNs = benchmarkMedianNanoseconds(durations[2]) / Double(seguesPerRound)
    let storedNs = benchmarkMedianNanoseconds(durations[3]) / Double(seguesPerRound)
    let goal = 1.5
    let ratio = routedNs / switchNs
    let storedRatio = storedNs / switchNs
    print(String(format: "hand-written switch segueIdentifier(for:) + destination(as:): %7.1f ns per segue (median)", switchNs))
    print(String(format: "routed, routes in a computed class property:                %7.1f ns per segue (median)", routedNs))
    print(String(format: "routed, routes in a static let:                             %7.1f ns per segue (median)", storedNs))
    print(String(format: "classic switch segue.identifier + as? casts (information):  %7.1f ns per segue (median)", classicNs))
    print(String(format: "ratio routed (class property) / switch: %.2fx (goal ≤ %.1fx) %@", ratio, goal, ratio <= goal ? "MET" : "NOT MET"))
    print(String(format: "ratio routed (static let) / switch:     %.2fx (goal ≤ %.1fx) %@", storedRatio, goal, storedRatio <= goal ? "MET" : "NOT MET"))
    return BenchmarkOutcome(ratio: max(ratio, storedRatio), goal: goal)
}
