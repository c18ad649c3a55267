import Foundation
import Testing

/// Builds `Tests/Fixtures/PluginFixture` — a package that applies `SegueKitPlugin` to a target with a
/// storyboard — with `swift build`, in a fresh scratch folder, and checks that the plugin generated the
/// enums, that the fixture compiled against them, and that a second build does not regenerate.
@Suite("Build tool plugin fixture", .serialized)
struct PluginFixtureTests {
    static let fixture = ToolRunner.repository.appendingPathComponent("Tests/Fixtures/PluginFixture")

    private func swiftBuild(scratch: URL, arguments: [String] = []) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", Self.fixture.path, "--scratch-path", scratch.path] + arguments
        // The outer `swift test` exports variables for its own build; the nested build must not see them.
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("SWIFTPM_") || key.hasPrefix("SWIFT_TESTING") || key == "XCTestBundlePath" {
            environment.removeValue(forKey: key)
        }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func pluginGeneratesTheEnumsAndTheFixtureBuildsAndRuns() throws {
        let scratch = try ToolRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }

        let first = try swiftBuild(scratch: scratch)
        #expect(first.status == 0, "swift build of the plugin fixture failed:\n\(first.output)")
        #expect(first.output.contains("Generating segue identifiers for FixtureApp"), "\(first.output)")

        let generated = FileManager.default.enumerator(atPath: scratch.path)?
            .compactMap { $0 as? String }
            .first { $0.hasSuffix("SegueKitPlugin/SegueIdentifiers.generated.swift") }
        let generatedPath = try #require(generated, "the plugin's output file was not produced").description
        let code = try String(contentsOf: scratch.appendingPathComponent(generatedPath), encoding: .utf8)
        #expect(code.contains("extension ListViewController {"))
        #expect(code.contains("case addItem = \"Add Item\""))
        #expect(code.contains("case _2faSetup = \"2fa setup\""))
        #expect(code.contains("case `default` = \"default\""))

        // The fixture's executable only links if its exhaustive switch over the generated enum compiled.
        let binPath = try swiftBuild(scratch: scratch, arguments: ["--show-bin-path"]).output
            .split(separator: "\n").last.map(String.init) ?? ""
        let app = Process()
        app.executableURL = URL(fileURLWithPath: binPath).appendingPathComponent("FixtureApp")
        let pipe = Pipe()
        app.standardOutput = pipe
        try app.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        app.waitUntilExit()
        #expect(app.terminationStatus == 0)
        #expect(printed.split(separator: "\n").sorted() == [
            "2fa setup -> Two-factor setup [presentation] DetailViewController",
            "Add Item -> New item [presentation] DetailViewController",
            "default -> Default [show] DetailViewController",
            "showDetail -> Detail [show] DetailViewController",
        ])

        // Nothing changed. SwiftPM may relink the tool once after a fresh build (which reruns the command),
        // but the generated file keeps its bytes and date, so nothing downstream recompiles; once settled,
        // a build runs nothing at all.
        let generatedURL = scratch.appendingPathComponent(generatedPath)
        let date = try FileManager.default.attributesOfItem(atPath: generatedURL.path)[.modificationDate] as? Date
        let second = try swiftBuild(scratch: scratch)
        #expect(second.status == 0, "\(second.output)")
        #expect(!second.output.contains("Compiling FixtureApp"), "the fixture recompiled without input changes:\n\(second.output)")
        let third = try swiftBuild(scratch: scratch)
        #expect(third.status == 0, "\(third.output)")
        #expect(!third.output.contains("Generating segue identifiers"), "the plugin reran without input changes:\n\(third.output)")
        #expect(try FileManager.default.attributesOfItem(atPath: generatedURL.path)[.modificationDate] as? Date == date)
    }
}
