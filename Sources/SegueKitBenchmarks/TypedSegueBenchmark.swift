import Foundation
import UIKitMirroredSegueKit
import UIKit

// What the generated typed switch costs in `prepare(for:sender:)` against the hand-written code it
// replaces, on the UIKit mirror (see IdentifierBenchmark.swift for why the mirror shows overhead more,
// not less).
//
// The controller and its four segues come from Tests/Fixtures/Benchmarks/TypedSegueBenchmark.storyboard:
// `showBook` and `editBook` present navigation controllers (the payload is their root), `showAuthor`
// and `showAccount` show their controller directly. Generated/TypedSegueBenchmark.generated.swift is
// what `seguekit generate` emits for that storyboard (a generator test keeps it so), and the generated
// side calls it exactly as an app would: `switch Segue(segue) { case .showBook(let book): … }` — SegueKit's
// `TypedSegue.init(_:)` calling the generated `init?(checking:)`, which switches on the identifiers'
// string literals and finds each destination with `destination(as:)`. The hand-written side is the
// classic code it replaces: `switch segue.identifier` on string literals, then
// `as? UINavigationController` and `topViewController as? X`, or `destination as? X`. Both sides feed
// the controller they got into a checksum, and the checksums must agree.
//
// Both sides go through `comparePrepare` (PrepareComparison.swift), as the identifier benchmark's do.

final class TypedBenchmarkLibraryViewController: UIViewController {}
final class TypedBenchmarkBookViewController: UIViewController {}
final class TypedBenchmarkEditorViewController: UIViewController {}
final class TypedBenchmarkAuthorViewController: UIViewController {}
final class TypedBenchmarkAccountViewController: UIViewController {}

/// Runs the typed-segue benchmark and prints both medians and their ratio; the goal is the generated
/// typed switch ≤ 1.1× the hand-written code it replaces (`switch segue.identifier` + `as?` casts). The throwing form
/// (`try Segue(checking:)`) is printed too, without a goal.
///
/// ```swift
/// let outcome = runTypedSegueBenchmark()   // .goalMet, .goalMissed or .couldNotRun
/// ```
@MainActor
func runTypedSegueBenchmark(rounds: Int = 21, seguesPerRound: Int = 200_000) -> BenchmarkOutcome {
    let goal = 1.1
    print("== Typed segues: generated switch Segue(segue) vs hand-written switch segue.identifier + as? casts ==")
    print("measures, per segue: identifier → case, destination typed (two segues to a navigation controller's root,")
    print("two direct); \(seguesPerRound) segues per round, rounds alternate, median of \(rounds) after one warm-up each")

    let library = TypedBenchmarkLibraryViewController()
    let kinds: [(identifier: String, make: () -> UIViewController)] = [
        ("showBook", { UINavigationController(rootViewController: TypedBenchmarkBookViewController()) }),
        ("editBook", { UINavigationController(rootViewController: TypedBenchmarkEditorViewController()) }),
        ("showAuthor", { TypedBenchmarkAuthorViewController() }),
        ("showAccount", { TypedBenchmarkAccountViewController() }),
    ]
    // 512 distinct segues, visited in a fixed shuffled order, so neither side sees one object over and over.
    var generator = BenchmarkRandom(seed: 0x7E9D)
    let segues: [UIStoryboardSegue] = (0..<512).map { _ in
        let kind = kinds[Int(generator.next() % UInt64(kinds.count))]
        return UIStoryboardSegue(identifier: kind.identifier, source: library, destination: kind.make())
    }

    /// The `prepare(for:sender:)` an app writes by hand.
    func handWritten(_ segue: UIStoryboardSegue) -> UIViewController {
        switch segue.identifier {
        case "showBook"?:
            guard let book = (segue.destination as? UINavigationController)?.topViewController as? TypedBenchmarkBookViewController
            else { fatalError("showBook: unexpected destination") }
            return book
        case "editBook"?:
            guard let editor = (segue.destination as? UINavigationController)?.topViewController as? TypedBenchmarkEditorViewController
            else { fatalError("editBook: unexpected destination") }
            return editor
        case "showAuthor"?:
            guard let author = segue.destination as? TypedBenchmarkAuthorViewController
            else { fatalError("showAuthor: unexpected destination") }
            return author
        case "showAccount"?:
            guard let account = segue.destination as? TypedBenchmarkAccountViewController
            else { fatalError("showAccount: unexpected destination") }
            return account
        default:
            fatalError("unknown segue \(String(describing: segue.identifier))")
        }
    }

    /// The same `prepare(for:sender:)` with the generated typed switch.
    func generated(_ segue: UIStoryboardSegue) -> UIViewController {
        switch TypedBenchmarkLibraryViewController.Segue(segue) {
        case .showBook(let book): return book
        case .editBook(let editor): return editor
        case .showAuthor(let author): return author
        case .showAccount(let account): return account
        }
    }

    /// The throwing form, as a class whose superclass may also have segues uses it.
    func generatedChecking(_ segue: UIStoryboardSegue) -> UIViewController {
        do {
            switch try TypedBenchmarkLibraryViewController.Segue(checking: segue) {
            case .showBook(let book)?: return book
            case .editBook(let editor)?: return editor
            case .showAuthor(let author)?: return author
            case .showAccount(let account)?: return account
            case nil: fatalError("unknown segue \(String(describing: segue.identifier))")
            }
        } catch {
            fatalError(error.description)
        }
    }

    let typed = comparePrepare(segues, rounds: rounds, seguesPerRound: seguesPerRound, baseline: handWritten, candidate: generated)
    let checking = comparePrepare(segues, rounds: rounds, seguesPerRound: seguesPerRound, baseline: handWritten, candidate: generatedChecking)
    guard typed.agree, checking.agree else { return .couldNotRun("the generated and hand-written switches found different controllers") }
    let ratio = typed.candidate / typed.baseline
    let checkingRatio = checking.candidate / checking.baseline
    print(String(format: "hand-written switch segue.identifier + as? casts: %7.1f ns per segue (median)", typed.baseline))
    print(String(format: "generated switch Segue(segue):                    %7.1f ns per segue (median)", typed.candidate))
    print(String(format: "ratio generated / hand-written: %.2fx (goal ≤ %.2fx) %@", ratio, goal, ratio <= goal ? "MET" : "NOT MET"))
    print(String(format: "hand-written (second pair):                       %7.1f ns per segue (median)", checking.baseline))
    print(String(format: "generated switch try Segue(checking:):            %7.1f ns per segue (median)", checking.candidate))
    print(String(format: "ratio Segue(checking:) / hand-written: %.2fx (no goal; for comparison)", checkingRatio))
    return BenchmarkOutcome(ratio: ratio, goal: goal)
}
