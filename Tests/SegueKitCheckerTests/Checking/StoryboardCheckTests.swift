import Foundation
import SegueKitChecker
import SegueKitStoryboard
import Testing

/// `seguekit check` as one library call: it reads, checks and counts, and input it cannot read is an
/// error naming the file rather than a partial check.
@Suite("StoryboardCheck: one run of seguekit check")
struct StoryboardCheckTests {
    @Test func theExampleAgreesWithItsStoryboards() {
        let example = Fixtures.example
        let check = StoryboardCheck(
            storyboards: [Fixtures.mainStoryboard.path, example.appendingPathComponent("Login.storyboard").path],
            sources: [example.appendingPathComponent("Sources").path])
        let outcome = check.run()
        #expect(!outcome.failed)
        #expect(outcome.errorCount == 0, "\(outcome.diagnostics)")
        #expect(outcome.storyboardPaths.count == 2)
        #expect(outcome.swiftFileCount > 5)
    }

    /// The tooling guide lists every rule id a finding can carry, and no other.
    @Test func theToolingGuideListsEveryRule() throws {
        let guide = try String(contentsOf: Fixtures.repository.appendingPathComponent("Docs/StoryboardTooling.md"), encoding: .utf8)
        let list = try #require(guide.components(separatedBy: "The rule ids are ").dropFirst().first?.components(separatedBy: "; the JSON document").first)
        let named = list.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        #expect(named.sorted() == StoryboardCheck.rules.map(\.key).sorted())
    }

    @Test func warningsAsErrorsTurnsEveryWarningIntoAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("StoryboardCheckTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // An empty source directory is a warning.
        var check = StoryboardCheck(storyboards: [Fixtures.mainStoryboard.path], sources: [folder.path])
        let plain = check.run()
        #expect(plain.warningCount > 0)
        check.warningsAsErrors = true
        let strict = check.run()
        #expect(strict.warningCount == 0)
        #expect(strict.errorCount == plain.errorCount + plain.warningCount)
    }

    /// Without a Swift file nothing shows what the code has: no segue or unwind action is "implemented
    /// nowhere" (the folder given may be the wrong one, the code Objective-C); what the storyboards say
    /// on their own is still checked.
    @Test func withoutASwiftFileOnlyTheStoryboardsAreChecked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("StoryboardCheckTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = StoryboardCheck(storyboards: [Fixtures.mainStoryboard.path], sources: [folder.path]).run()
        #expect(outcome.swiftFileCount == 0 && !outcome.failed)
        #expect(outcome.diagnostics.map(\.rule) == ["source-directory-empty"], "\(outcome.diagnostics)")
        // A segue to no object is a storyboard's own finding.
        let xml = try String(contentsOf: Fixtures.mainStoryboard, encoding: .utf8)
        let broken = folder.appendingPathComponent("Main.storyboard")
        try xml.replacingOccurrences(of: #"<segue destination="Edt-9w-U5r""#, with: #"<segue destination="gone""#).write(to: broken, atomically: true, encoding: .utf8)
        #expect(try String(contentsOf: broken, encoding: .utf8) != xml)
        let brokenOutcome = StoryboardCheck(storyboards: [broken.path], sources: [folder.path]).run()
        #expect(brokenOutcome.diagnostics.map(\.rule).sorted() == ["segue-destination-missing", "source-directory-empty"], "\(brokenOutcome.diagnostics)")
    }

    @Test(arguments: ["storyboard", "source", "module"])
    func unreadableInputIsAnErrorNamingItAndNothingIsChecked(_ missing: String) {
        let nowhere = "/nonexistent-\(UUID().uuidString)"
        var check = StoryboardCheck(
            storyboards: [missing == "storyboard" ? nowhere + ".storyboard" : Fixtures.mainStoryboard.path],
            sources: [missing == "source" ? nowhere : Fixtures.example.appendingPathComponent("Sources").path])
        if missing == "module" { check.request.moduleAssignments = [ModuleMap.Assignment(name: "App", path: nowhere)] }
        let outcome = check.run()
        #expect(outcome.failed)
        #expect(outcome.diagnostics.count == 1)
        #expect(outcome.diagnostics.first?.severity == .error)
        #expect(outcome.diagnostics.first?.description.contains(nowhere) == true, "\(outcome.diagnostics)")
    }
}
