import Foundation
import Testing

/// `seguekit check` on small fixtures that reproduce shapes found in real apps
/// (`Tests/Fixtures/RealAppShapes/<case>/`). Runs in the case's folder, so paths in diagnostics are short.
@Suite("Real-app shapes")
struct RealAppShapeTests {
    static let shapes = ToolRunner.repository.appendingPathComponent("Tests/Fixtures/RealAppShapes")

    private func run(_ shape: String, _ arguments: [String]) throws -> ToolRunner.Outcome {
        try ToolRunner.run(arguments, currentDirectory: Self.shapes.appendingPathComponent(shape))
    }

    private func lines(_ outcome: ToolRunner.Outcome) -> [String] {
        outcome.stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("seguekit:") }
    }

    // MARK: 1. Top-level and typealiased enums

    @Test func aTopLevelEnumIsCheckedAgainstEveryIdentifier() throws {
        let outcome = try run("TopLevelEnum", ["check", "Main.storyboard", "--source", "SBConstants"])
        #expect(outcome.status == 1)
        #expect(lines(outcome) == [
            "SBConstants/StoryboardIdentifiers.swift:5:10: error: case 'ShowBidder' (\"showBidder\") of top-level SegueIdentifier matches no segue identifier in Main.storyboard (a top-level enum is checked against the identifiers of every given storyboard)",
        ], "\(outcome.stderr)")
    }

    @Test func aTopLevelTypealiasIsCheckedThroughTheEnumItNames() throws {
        let outcome = try run("TopLevelEnum", ["check", "Main.storyboard", "--source", "Aliased"])
        #expect(outcome.status == 1)
        #expect(lines(outcome) == [
            "Aliased/AppSegues.swift:6:10: error: case 'showRegistration' of top-level AppSegues matches no segue identifier in Main.storyboard (a top-level enum is checked against the identifiers of every given storyboard)",
        ], "\(outcome.stderr)")
    }

    @Test func anAliasToAnEnumOutsideTheSourcesIsReportedAsNotCheckable() throws {
        let outcome = try run("TopLevelEnum", ["check", "Main.storyboard", "--source", "Unresolved"])
        #expect(outcome.status == 0)
        #expect(lines(outcome) == [
            "Unresolved/AppViewController.swift:2:5: warning: cannot check AppViewController.SegueIdentifier = R.segue.appViewController: no enum 'R.segue.appViewController' with String raw values is declared in the scanned sources (pass the file that declares it with --source)",
        ], "\(outcome.stderr)")
    }
}
