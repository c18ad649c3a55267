import Foundation
import Testing

/// Builds a copy of `Tests/Fixtures/PluginFixture` — a package that applies `SegueKitPlugin` to a target
/// with a storyboard — with `swift build`, in a fresh scratch folder, and checks that the plugin generated
/// the enums, that the fixture compiled against them, that a build without changes does not regenerate,
/// and that editing the storyboard does (up to breaking the fixture's exhaustive `switch` when a segue
/// is added — the compile-time safety the plugin exists for). The plugin knows the code: the fixture's
/// `DetailViewController` declares its `SegueIdentifier` by hand, gets no generated one, and drift between
/// it and the storyboard is a build error at the right file and line — as it is for the command plugin,
/// `swift package seguekit-check`, run on the same copy.
@Suite("Build tool plugin fixture", .serialized)
struct PluginFixtureTests {
    static let fixture = ToolRunner.repository.appendingPathComponent("Tests/Fixtures/PluginFixture")

    /// A copy of the fixture in `folder` whose dependency on SegueKit is this repository, by absolute path
    /// (the copy is edited by the test; the repository's fixture is not).
    private func copyFixture(into folder: URL) throws -> URL {
        let copy = folder.appendingPathComponent("PluginFixture")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources"] {
            try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent(item), to: copy.appendingPathComponent(item))
        }
        let manifest = copy.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        #expect(text.contains("path: \"../../..\""))
        try text.replacingOccurrences(of: "path: \"../../..\"", with: "path: \"\(ToolRunner.repository.path)\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        return copy
    }

    /// `swift <subcommand> --package-path <package> --scratch-path <scratch> <arguments…>`.
    private func swift(_ subcommand: String, package: URL, scratch: URL, arguments: [String] = []) throws -> (status: Int32, output: String) {
        // The outer `swift test` exports variables for its own build; the nested build must not see them.
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("SWIFTPM_") || key.hasPrefix("SWIFT_TESTING") || key == "XCTestBundlePath" {
            environment.removeValue(forKey: key)
        }
        return try ToolRunner.runProgram(
            "/usr/bin/env", ["swift", subcommand, "--package-path", package.path, "--scratch-path", scratch.path] + arguments,
            environment: environment)
    }

    /// The 1-based number of the only line of `file` that contains `text`.
    private func line(of text: String, in file: URL) throws -> Int {
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let numbers = lines.indices.filter { lines[$0].contains(text) }
        try #require(numbers.count == 1, "'\(text)' is on \(numbers.count) lines of \(file.path)")
        return numbers[0] + 1
    }

    @Test func pluginGeneratesTheEnumsAndTheFixtureBuildsAndRuns() throws {
        let folder = try ToolRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try copyFixture(into: folder)
        let scratch = folder.appendingPathComponent("scratch")
        func swiftBuild(arguments: [String] = []) throws -> (status: Int32, output: String) {
            try swift("build", package: package, scratch: scratch, arguments: arguments)
        }
        // The command plugin only reads the package: no --allow-writing-to-package-directory needed.
        func seguekitCheck(arguments: [String] = []) throws -> (status: Int32, output: String) {
            try swift("package", package: package, scratch: scratch, arguments: ["seguekit-check"] + arguments)
        }
        func runApp() throws -> [String] {
            let binPath = try swiftBuild(arguments: ["--show-bin-path"]).output
                .split(separator: "\n").last.map(String.init) ?? ""
            let app = Process()
            app.executableURL = URL(fileURLWithPath: binPath).appendingPathComponent("FixtureApp")
            let pipe = Pipe()
            app.standardOutput = pipe
            try app.run()
            let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            app.waitUntilExit()
            #expect(app.terminationStatus == 0)
            return printed.split(separator: "\n").map(String.init).sorted()
        }

        let first = try swiftBuild()
        #expect(first.status == 0, "swift build of the plugin fixture failed:\n\(first.output)")
        #expect(first.output.contains("Generating segue identifiers for FixtureApp"), "\(first.output)")
        #expect(first.output.contains("checked 1 hand-written SegueIdentifier(s): 0 error(s), 0 warning(s)"), "\(first.output)")

        let generated = FileManager.default.enumerator(atPath: scratch.path)?
            .compactMap { $0 as? String }
            .first { $0.hasSuffix("SegueKitPlugin/SegueIdentifiers.generated.swift") }
        let generatedPath = try #require(generated, "the plugin's output file was not produced").description
        // The plugin keeps its scan cache beside the generated file.
        let scanCache = scratch.appendingPathComponent(generatedPath).deletingLastPathComponent().appendingPathComponent("scan-cache/swift-scans")
        #expect(FileManager.default.fileExists(atPath: scanCache.path), "no scan cache at \(scanCache.path)")
        let code = try String(contentsOf: scratch.appendingPathComponent(generatedPath), encoding: .utf8)
        #expect(code.contains("extension ListViewController {"))
        #expect(code.contains("case addItem = \"Add Item\""))
        #expect(code.contains("case _2faSetup = \"2fa setup\""))
        #expect(code.contains("case `default`\n"))
        // DetailViewController declares its own: a generated twin would be a redeclaration. Its typed
        // segues are named after its cases (`backToList` for "showList").
        #expect(!code.contains("extension DetailViewController {\n    /// Segue identifiers"), "the hand-written SegueIdentifier got a generated twin:\n\(code)")
        #expect(!code.contains("case showList"))
        #expect(code.contains("case backToList(ListViewController)"), "\(code)")
        #expect(code.contains("static var backToList: PerformableSegue<ListViewController> { .init(identifier: .backToList) }"), "\(code)")

        // The fixture's executable only links if its exhaustive switch over the generated enum compiled.
        #expect(try runApp() == [
            "2fa setup -> Two-factor setup",
            "Add Item -> New item",
            "Share -> hand-written share",
            "default -> Default",
            "showAbout -> settings",
            "showDetail -> Detail",
            "showList -> hand-written backToList",
        ])

        // Nothing changed. SwiftPM may relink the tool once after a fresh build (which reruns the command),
        // but the generated file keeps its bytes and date, so nothing downstream recompiles; once settled,
        // a build runs nothing at all.
        let generatedURL = scratch.appendingPathComponent(generatedPath)
        let date = try FileManager.default.attributesOfItem(atPath: generatedURL.path)[.modificationDate] as? Date
        let second = try swiftBuild()
        #expect(second.status == 0, "\(second.output)")
        #expect(!second.output.contains("Compiling FixtureApp"), "the fixture recompiled without input changes:\n\(second.output)")
        let third = try swiftBuild()
        #expect(third.status == 0, "\(third.output)")
        #expect(!third.output.contains("Generating segue identifiers"), "the plugin reran without input changes:\n\(third.output)")
        #expect(try FileManager.default.attributesOfItem(atPath: generatedURL.path)[.modificationDate] as? Date == date)

        // Editing the storyboard reruns the plugin: the `default` segue becomes a presentation.
        let storyboard = package.appendingPathComponent("Sources/FixtureApp/Flow.storyboard")
        let original = try String(contentsOf: storyboard, encoding: .utf8)
        let edited = original.replacingOccurrences(of: #"kind="show" identifier="default""#, with: #"kind="presentation" identifier="default""#)
        #expect(edited != original)
        waitForTheNextSecond()
        try edited.write(to: storyboard, atomically: true, encoding: .utf8)
        let fourth = try swiftBuild()
        #expect(fourth.status == 0, "\(fourth.output)")
        #expect(fourth.output.contains("Generating segue identifiers for FixtureApp"), "the plugin did not rerun after a storyboard edit:\n\(fourth.output)")
        #expect(try String(contentsOf: generatedURL, encoding: .utf8).contains("/// `default` → `DetailViewController` (presentation).\n        case `default`\n"))
        #expect(try runApp().contains("default -> Default"))

        // A new segue in the storyboard becomes a new case, so the fixture's `switch` no longer compiles.
        let added = edited.replacingOccurrences(
            of: #"<segue destination="fDt-4d-V1d" kind="show" identifier="showDetail""#,
            with: #"<segue destination="fDt-4d-V1d" kind="show" identifier="showHelp" id="fSg-9i-s7G"/><segue destination="fDt-4d-V1d" kind="show" identifier="showDetail""#)
        #expect(added != edited)
        waitForTheNextSecond()
        try added.write(to: storyboard, atomically: true, encoding: .utf8)
        let fifth = try swiftBuild()
        #expect(fifth.status != 0)
        #expect(fifth.output.contains("switch must be exhaustive"), "\(fifth.output)")
        #expect(try String(contentsOf: generatedURL, encoding: .utf8).contains("case showHelp\n"))

        // The command plugin on the clean fixture: nothing to report.
        waitForTheNextSecond()
        try edited.write(to: storyboard, atomically: true, encoding: .utf8)
        let clean = try seguekitCheck()
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("checked 2 storyboard(s) against 4 Swift file(s): 0 error(s), 0 warning(s)"), "\(clean.output)")

        // A hand-written case with no segue: editing a Swift file reruns the plugin, whose check fails the
        // build with an error at the case; the command plugin reports it too and exits non-zero.
        let detail = package.appendingPathComponent("Sources/FixtureApp/DetailViewController.swift")
        let detailText = try String(contentsOf: detail, encoding: .utf8)
        let bogus = detailText.replacingOccurrences(of: "case share = \"Share\"\n", with: "case share = \"Share\"\n        case bogus\n")
        #expect(bogus != detailText)
        try bogus.write(to: detail, atomically: true, encoding: .utf8)
        let bogusLine = try line(of: "case bogus", in: detail)
        let bogusError = "\(detail.path):\(bogusLine):14: error: case 'bogus' of FixtureApp.DetailViewController.SegueIdentifier matches no segue of FixtureApp.DetailViewController in Flow.storyboard"
        let sixth = try swiftBuild()
        #expect(sixth.status != 0, "a case with no segue must fail the build:\n\(sixth.output)")
        #expect(sixth.output.contains(bogusError), "\(sixth.output)")
        #expect(!sixth.output.contains("switch must be exhaustive"), "the storyboard was restored:\n\(sixth.output)")
        let bogusCheck = try seguekitCheck()
        #expect(bogusCheck.status != 0)
        #expect(bogusCheck.output.contains("\(detail.path):\(bogusLine):14: error: case 'bogus' of FixtureApp.DetailViewController.SegueIdentifier matches no segue"), "\(bogusCheck.output)")

        // A storyboard segue with no hand-written case: an error at the segue's line in the storyboard.
        waitForTheNextSecond()
        try detailText.write(to: detail, atomically: true, encoding: .utf8)
        let withHistory = edited.replacingOccurrences(
            of: #"<segue destination="fLs-1a-V0c" kind="presentation" identifier="Share""#,
            with: #"<segue destination="fLs-1a-V0c" kind="show" identifier="showHistory" id="fSg-5o-t3M"/>"# + "\n                        "
                + #"<segue destination="fLs-1a-V0c" kind="presentation" identifier="Share""#)
        #expect(withHistory != edited)
        try withHistory.write(to: storyboard, atomically: true, encoding: .utf8)
        let historyLine = try line(of: "showHistory", in: storyboard)
        let seventh = try swiftBuild()
        #expect(seventh.status != 0, "a segue with no case must fail the build:\n\(seventh.output)")
        #expect(seventh.output.contains("\(storyboard.path):\(historyLine):25: error: segue 'showHistory' of FixtureApp.DetailViewController has no case in FixtureApp.DetailViewController.SegueIdentifier"), "\(seventh.output)")
        let historyCheck = try seguekitCheck(arguments: ["--target", "FixtureApp"])
        #expect(historyCheck.status != 0)
        #expect(historyCheck.output.contains("\(storyboard.path):\(historyLine):25: error: segue 'showHistory' of FixtureApp.DetailViewController has no case"), "\(historyCheck.output)")

        // A warning (an enum of a class with no scene) shows at its line but does not fail the build.
        waitForTheNextSecond()
        try edited.write(to: storyboard, atomically: true, encoding: .utf8)
        let orphan = package.appendingPathComponent("Sources/FixtureApp/Orphan.swift")
        try "final class OrphanViewController {\n    enum SegueIdentifier: String { case nowhere }\n}\n".write(to: orphan, atomically: true, encoding: .utf8)
        let orphanWarning = "\(orphan.path):2:5: warning: 'FixtureApp.OrphanViewController' declares SegueIdentifier but no scene of the given storyboards has custom class 'OrphanViewController'"
        let eighth = try swiftBuild()
        #expect(eighth.status == 0, "a warning must not fail the build:\n\(eighth.output)")
        #expect(eighth.output.contains(orphanWarning), "\(eighth.output)")
        #expect(eighth.output.contains("checked 2 hand-written SegueIdentifier(s): 0 error(s), 1 warning(s)"), "\(eighth.output)")
        let orphanCheck = try seguekitCheck()
        #expect(orphanCheck.status == 0, "\(orphanCheck.output)")
        #expect(orphanCheck.output.contains("\(orphan.path):2:5: warning: 'FixtureApp.OrphanViewController' declares SegueIdentifier"), "\(orphanCheck.output)")
        #expect(try runApp().contains("showList -> hand-written backToList"))
    }

    /// Build systems decide what changed by modification times. Once (a clean-clone CI run, builds of
    /// about 0.5 s) an edit made in the same second as the previous build's output was not recompiled
    /// by the Swift driver's incremental build — [I] inferred cause: time resolution of its build record.
    /// A person never edits that fast, so the test waits for the clock to move on before each edit.
    private func waitForTheNextSecond() {
        Thread.sleep(forTimeInterval: 1.1)
    }
}
