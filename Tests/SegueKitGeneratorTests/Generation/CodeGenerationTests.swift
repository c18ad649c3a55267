import Foundation
import SegueKitGenerator
import SegueKitStoryboard
import Testing

/// `seguekit generate` and `seguekit graph` as one library call each: read, generate, deliver.
@Suite("CodeGeneration and GraphDrawing: one run of generate and graph")
struct CodeGenerationTests {
    static let storyboards = [Fixtures.mainStoryboard.path, Fixtures.loginStoryboard.path]
    static let sources = Fixtures.example.appendingPathComponent("Sources").path

    @Test func aRunWritesTheFileThenLeavesItUnchangedAndChecksTheSourcesEnums() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var generation = CodeGeneration(storyboards: Self.storyboards)
        generation.request.sources = [Self.sources]
        generation.checksEnums = true
        generation.output = folder.appendingPathComponent("Segues.generated.swift").path

        let first = generation.run()
        #expect(first.delivery == .file(changed: true))
        #expect(!first.failed, "\(first.diagnostics + first.enumDiagnostics)")
        #expect(first.checkedEnumCount == 4)   // the example declares its enums by hand
        #expect(try String(contentsOfFile: generation.output, encoding: .utf8) == first.code)
        #expect(generation.run().delivery == .file(changed: false))
    }

    @Test func aSegueWithoutIdentifierIsReportedOnceWhenTheHandWrittenEnumIsCheckedToo() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("Main.storyboard")
        try Data(Fixtures.storyboard([("ListViewController", [("", "show", ""), ("showDetail", "show", "")])]).utf8).write(to: storyboard)
        let source = folder.appendingPathComponent("List.swift")
        try Data("""
            import UIKit
            class ListViewController: UIViewController { enum SegueIdentifier: String { case showDetail } }
            class TargetViewController: UIViewController {}

            """.utf8).write(to: source)
        var generation = CodeGeneration(storyboards: [storyboard.path])
        generation.request.sources = [source.path]
        generation.checksEnums = true

        let outcome = generation.run()
        let reports = (outcome.diagnostics + outcome.enumDiagnostics).filter { $0.rule == "empty-identifier" }
        #expect(reports.count == 1, "\(reports)")
    }

    @Test func standardOutputIsLeftToTheCaller() {
        let outcome = CodeGeneration(storyboards: Self.storyboards).run()
        #expect(outcome.delivery == .standardOutput)
        #expect(outcome.code.contains("enum SegueIdentifier: String, CaseIterable"))
        #expect(outcome.enumDiagnostics.isEmpty)
    }

    @Test func aStoryboardThatCannotBeReadIsAnErrorAndNothingIsWritten() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Broken.storyboard")
        try Data("<document><scenes>".utf8).write(to: broken)
        var generation = CodeGeneration(storyboards: [Fixtures.mainStoryboard.path, broken.path])
        generation.output = folder.appendingPathComponent("Segues.generated.swift").path

        let outcome = generation.run()
        #expect(outcome.failed)
        #expect(outcome.delivery == nil)
        #expect(outcome.diagnostics.map(\.path) == [broken.path])
        #expect(!FileManager.default.fileExists(atPath: generation.output))
    }

    @Test func anOutputThatMayNotBeReplacedFailsTheRun() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let handWritten = folder.appendingPathComponent("Segues.swift")
        try Data("// mine\n".utf8).write(to: handWritten)
        var generation = CodeGeneration(storyboards: Self.storyboards)
        generation.output = handWritten.path

        let outcome = generation.run()
        guard case .failed(let error)? = outcome.delivery else { Issue.record("\(String(describing: outcome.delivery))"); return }
        #expect(error.reason.contains("not a file this seguekit command generated"))
        #expect(outcome.failed)
        #expect(try String(contentsOf: handWritten, encoding: .utf8) == "// mine\n")
    }

    @Test func aGraphIsDrawnInTheRequestedFormat() {
        var drawing = GraphDrawing(storyboards: Self.storyboards)
        drawing.format = .mermaid
        let outcome = drawing.run()
        #expect(outcome.delivery == .standardOutput)
        #expect(outcome.text.contains("flowchart TB"), "\(outcome.text)")
        drawing.storyboards.append("/nonexistent.storyboard")
        #expect(drawing.run().diagnostics.map(\.path) == ["/nonexistent.storyboard"])
    }
}
