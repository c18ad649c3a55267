import Foundation
import UIKitMirroredSegueKit
import UIKit

// What `prepare(for:sender:)` costs with SegueKit against the same code written by hand, on the UIKit
// mirror (Linux has no UIKit; the mirror's `UIStoryboardSegue` and containers are plain Swift classes,
// as cheap as UIKit's property reads or cheaper, so the SegueKit overhead shows more, not less).
//
// Per segue, every side does the same work: read `segue.identifier`, map it to one of four cases, and
// get the destination as the expected controller type from inside the `UINavigationController` the
// segue leads to. The baseline is the classic `SegueHandlerType` snippet, the code SegueKit replaces:
// `SegueIdentifier(rawValue:)`, a `switch`, `as? UINavigationController` and `topViewController as? X`.
// SegueKit's side is `switch segueIdentifier(for: segue)` and `try segue.destination(as: X.self)`. A
// hand-written `switch` on string literals is measured too, for information. Each side feeds the
// controller it found into a checksum, and the checksums must agree. A second set puts the navigation
// controller inside a tab bar (the selected tab), one level deeper; both sets have the same goal.

private final class IdentifierBenchmarkBook: UIViewController {}
private final class IdentifierBenchmarkEditor: UIViewController {}
private final class IdentifierBenchmarkAuthor: UIViewController {}
private final class IdentifierBenchmarkAccount: UIViewController {}

private final class IdentifierBenchmarkLibrary: UIViewController, SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case showBook
        case editBook
        case showAuthor
        case showAccount
    }
}

/// Runs the identifier + typed destination benchmark and prints the medians and ratios; the goal is
/// SegueKit ≤ 1.1× the classic snippet.
@MainActor
func runIdentifierBenchmark(rounds: Int = 21, seguesPerRound: Int = 200_000) -> BenchmarkOutcome {
    print("== Identifiers: segueIdentifier(for:) + destination(as:) vs the classic SegueHandlerType snippet ==")
    print("measures, per segue: identifier → enum case, then the destination as the expected type from inside a")
    print("UINavigationController; \(seguesPerRound) segues per round, rounds alternate, median of \(rounds) after one warm-up each")

    let library = IdentifierBenchmarkLibrary()
    let kinds: [(String, () -> UIViewController)] = [
        ("showBook", { IdentifierBenchmarkBook() }), ("editBook", { IdentifierBenchmarkEditor() }),
        ("showAuthor", { IdentifierBenchmarkAuthor() }), ("showAccount", { IdentifierBenchmarkAccount() }),
    ]
    // A few hundred distinct segues, visited in a fixed shuffled order, so neither side sees one
    // object over and over.
    var generator = BenchmarkRandom(seed: 0x5E6E)
    let plan = (0..<512).map { _ in kinds[Int(generator.next() % UInt64(kinds.count))] }
    let segues: [UIStoryboardSegue] = plan.map { identifier, make in
        UIStoryboardSegue(identifier: identifier, source: library, destination: UINavigationController(rootViewController: make()))
    }
    // The same, one level deeper: the navigation controller is the selected tab of a tab bar.
    let nestedSegues: [UIStoryboardSegue] = plan.map { identifier, make in
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UINavigationController(rootViewController: make())]
        tabs.selectedIndex = 1
        return UIStoryboardSegue(identifier: identifier, source: library, destination: tabs)
    }

    typealias Identifier = IdentifierBenchmarkLibrary.SegueIdentifier

    /// The classic snippet: `SegueIdentifier(rawValue:)`, then `as?` casts per case.
    func classic(_ segue: UIStoryboardSegue) -> UIViewController {
        guard let identifier = segue.identifier, let segueIdentifier = Identifier(rawValue: identifier) else {
            fatalError("unknown segue \(String(describing: segue.identifier))")
        }
        switch segueIdentifier {
        case .showBook:
            guard let navigation = segue.destination as? UINavigationController,
                  let book = navigation.topViewController as? IdentifierBenchmarkBook
            else { fatalError("showBook: unexpected destination") }
            return book
        case .editBook:
            guard let navigation = segue.destination as? UINavigationController,
                  let editor = navigation.topViewController as? IdentifierBenchmarkEditor
            else { fatalError("editBook: unexpected destination") }
            return editor
        case .showAuthor:
            guard let navigation = segue.destination as? UINavigationController,
                  let author = navigation.topViewController as? IdentifierBenchmarkAuthor
            else { fatalError("showAuthor: unexpected destination") }
            return author
        case .showAccount:
            guard let navigation = segue.destination as? UINavigationController,
                  let account = navigation.topViewController as? IdentifierBenchmarkAccount
            else { fatalError("showAccount: unexpected destination") }
            return account
        }
    }

    func top(_ segue: UIStoryboardSegue) -> UIViewController? {
        guard let tabs = segue.destination as? UITabBarController,
              let navigation = tabs.selectedViewController as? UINavigationController
        else { return nil }
        return navigation.topViewController
    }

    func classicNested(_ segue: UIStoryboardSegue) -> UIViewController {
        guard let identifier = segue.identifier, let segueIdentifier = Identifier(rawValue: identifier) else {
            fatalError("unknown segue \(String(describing: segue.identifier))")
        }
        switch segueIdentifier {
        case .showBook:
            guard let book = top(segue) as? IdentifierBenchmarkBook else { fatalError("showBook: unexpected destination") }
            return book
        case .editBook:
            guard let editor = top(segue) as? IdentifierBenchmarkEditor else { fatalError("editBook: unexpected destination") }
            return editor
        case .showAuthor:
            guard let author = top(segue) as? IdentifierBenchmarkAuthor else { fatalError("showAuthor: unexpected destination") }
            return author
        case .showAccount:
            guard let account = top(segue) as? IdentifierBenchmarkAccount else { fatalError("showAccount: unexpected destination") }
            return account
        }
    }

    /// For information: a `switch` on string literals, with the same casts.
    func handWritten(_ segue: UIStoryboardSegue) -> UIViewController {
        switch segue.identifier {
        case "showBook"?:
            guard let navigation = segue.destination as? UINavigationController,
                  let book = navigation.topViewController as? IdentifierBenchmarkBook
            else { fatalError("showBook: unexpected destination") }
            return book
        case "editBook"?:
            guard let navigation = segue.destination as? UINavigationController,
                  let editor = navigation.topViewController as? IdentifierBenchmarkEditor
            else { fatalError("editBook: unexpected destination") }
            return editor
        case "showAuthor"?:
            guard let navigation = segue.destination as? UINavigationController,
                  let author = navigation.topViewController as? IdentifierBenchmarkAuthor
            else { fatalError("showAuthor: unexpected destination") }
            return author
        case "showAccount"?:
            guard let navigation = segue.destination as? UINavigationController,
                  let account = navigation.topViewController as? IdentifierBenchmarkAccount
            else { fatalError("showAccount: unexpected destination") }
            return account
        default:
            fatalError("unknown segue \(String(describing: segue.identifier))")
        }
    }

    func handWrittenNested(_ segue: UIStoryboardSegue) -> UIViewController {
        switch segue.identifier {
        case "showBook"?:
            guard let book = top(segue) as? IdentifierBenchmarkBook else { fatalError("showBook: unexpected destination") }
            return book
        case "editBook"?:
            guard let editor = top(segue) as? IdentifierBenchmarkEditor else { fatalError("editBook: unexpected destination") }
            return editor
        case "showAuthor"?:
            guard let author = top(segue) as? IdentifierBenchmarkAuthor else { fatalError("showAuthor: unexpected destination") }
            return author
        case "showAccount"?:
            guard let account = top(segue) as? IdentifierBenchmarkAccount else { fatalError("showAccount: unexpected destination") }
            return account
        default:
            fatalError("unknown segue \(String(describing: segue.identifier))")
        }
    }

    func withSegueKit(_ segue: UIStoryboardSegue) -> UIViewController {
        do {
            switch library.segueIdentifier(for: segue) {
            case .showBook: return try segue.destination(as: IdentifierBenchmarkBook.self)
            case .editBook: return try segue.destination(as: IdentifierBenchmarkEditor.self)
            case .showAuthor: return try segue.destination(as: IdentifierBenchmarkAuthor.self)
            case .showAccount: return try segue.destination(as: IdentifierBenchmarkAccount.self)
            }
        } catch {
            fatalError("\(error)")
        }
    }

    let direct = comparePrepare(segues, rounds: rounds, seguesPerRound: seguesPerRound, baseline: classic, candidate: withSegueKit)
    let nested = comparePrepare(nestedSegues, rounds: rounds, seguesPerRound: seguesPerRound, baseline: classicNested, candidate: withSegueKit)
    let directStrings = comparePrepare(segues, rounds: rounds, seguesPerRound: seguesPerRound, baseline: handWritten, candidate: withSegueKit)
    let nestedStrings = comparePrepare(nestedSegues, rounds: rounds, seguesPerRound: seguesPerRound, baseline: handWrittenNested, candidate: withSegueKit)
    guard direct.agree, nested.agree, directStrings.agree, nestedStrings.agree else {
        return .couldNotRun("the sides found different controllers")
    }
    let goal = 1.1
    func report(_ shape: String, _ pair: (baseline: Double, candidate: Double, agree: Bool), _ strings: (baseline: Double, candidate: Double, agree: Bool)) -> Double {
        let ratio = pair.candidate / pair.baseline
        print(shape)
        print(String(format: "  classic snippet (rawValue init + as? casts): %7.1f ns per segue (median)", pair.baseline))
        print(String(format: "  SegueKit segueIdentifier + destination(as:):  %7.1f ns per segue (median)", pair.candidate))
        print(String(format: "  ratio SegueKit / classic: %.2fx (goal ≤ %.1fx) %@", ratio, goal, ratio <= goal ? "MET" : "NOT MET"))
        print(String(format: "  for information, switch on string literals:  %7.1f ns per segue; SegueKit / it: %.2fx", strings.baseline, strings.candidate / strings.baseline))
        return ratio
    }
    let ratio = report("navigation → controller", direct, directStrings)
    let nestedRatio = report("tab bar → navigation → controller", nested, nestedStrings)
    // Both shapes must meet the goal.
    return BenchmarkOutcome(ratio: max(ratio, nestedRatio), goal: goal)
}
