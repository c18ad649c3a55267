import Foundation
import Testing

@Suite("seguekit check")
struct CheckCommandTests {
    private func writeSources(_ files: [String: String]) throws -> URL {
        let folder = try ToolRunner.temporaryDirectory()
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    static let library = """
        final class LibraryViewController: UITableViewController, SegueHandlerType {
            enum SegueIdentifier: String, CaseIterable {
                case showBook, editBook, showAccount, embedStats, showAbout
            }
            @IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookViewController? { nil }
            @IBSegueAction func makeBookEditor(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookEditorViewController? { nil }
            @IBSegueAction func makeAboutView(_ coder: NSCoder) -> UIViewController? { nil }
            @IBAction func unwindToLibrary(_ segue: UIStoryboardSegue) {}
            @IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {}
        }
        final class AccountViewController: UIViewController {}
        final class AuthorViewController: UIViewController {}
        final class BookEditorViewController: UIViewController {}
        final class BookViewController: UIViewController {}
        final class StatsViewController: UIViewController {}
        """

    @Test func matchingSourcesPassWithExitZero() throws {
        let folder = try writeSources(["App/Library.swift": Self.library])
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try ToolRunner.run(["check", "--storyboard", ToolRunner.main, "--source", folder.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("0 error(s), 0 warning(s)"))
        #expect(outcome.stderr.contains("against 1 Swift file(s)"))
    }

    @Test func driftIsReportedInXcodeFormatWithNonZeroExit() throws {
        let broken = Self.library
            .replacingOccurrences(of: "case showBook, editBook", with: "case showBook, editBok")
            .replacingOccurrences(of: "makeBookViewController(_ coder", with: "makeBookViewController(coder")
        let folder = try writeSources(["Library.swift": broken])
        defer { try? FileManager.default.removeItem(at: folder) }
        let swiftFile = folder.appendingPathComponent("Library.swift").path
        let outcome = try ToolRunner.run(["check", "--storyboard", ToolRunner.main, "--source", swiftFile])
        #expect(outcome.status == 1)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        // Swift side: the misspelt case, at its line and column.
        #expect(lines.contains { $0.hasPrefix("\(swiftFile):3:24: error: case 'editBok'") }, "\(outcome.stderr)")
        // Storyboard side: the segue with no case, and the selector with no method.
        #expect(lines.contains { $0.hasPrefix(ToolRunner.main + ":") && $0.contains(": error: segue 'editBook'") })
        #expect(lines.contains { $0.hasPrefix(ToolRunner.main + ":") && $0.contains("makeBookViewControllerWithCoder:sender:segueIdentifier:") })
        let diagnosticPattern = #"^.+:[0-9]+:[0-9]+: (error|warning|note): .+$"#
        for line in lines where !line.hasPrefix("seguekit:") {
            #expect(line.range(of: diagnosticPattern, options: .regularExpression) != nil, "not Xcode format: \(line)")
        }
    }

    @Test func warningsAsErrorsTurnsAnEnumWithoutSceneIntoAFailure() throws {
        let folder = try writeSources(["Library.swift": Self.library, "Ghost.swift": "class Ghost { enum SegueIdentifier: String { case boo } }"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try ToolRunner.run(["check", "-s", ToolRunner.main, "--source", folder.path]).status == 0)
        let strict = try ToolRunner.run(["check", "-s", ToolRunner.main, "--source", folder.path, "--warnings-as-errors"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("Ghost.swift:1:15: error:"))
    }

    /// `--source-list` names the sources in a file (what the plugins pass for a large target), one per
    /// line; blank lines, also of spaces only, name nothing.
    @Test func sourcesListedInAFileAreCheckedAndAnUnreadableListIsAnError() throws {
        let folder = try writeSources(["App/Library.swift": Self.library, "App/Other.swift": "final class Ghost {}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("sources.txt")
        try "\(folder.path)/App/Library.swift\n\n  \t\n\(folder.path)/App/Other.swift\n".write(to: list, atomically: true, encoding: .utf8)
        let listed = try ToolRunner.run(["check", "-s", ToolRunner.main, "--source-list", list.path])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stderr.contains("against 2 Swift file(s): 0 error(s)"), "\(listed.stderr)")
        let missing = folder.appendingPathComponent("none.txt").path
        let unreadable = try ToolRunner.run(["check", "-s", ToolRunner.main, "--source-list", missing])
        #expect(unreadable.status == 1)
        #expect(unreadable.stderr.contains("\(missing):1:1: error: cannot read the source list"), "\(unreadable.stderr)")
        // A listed path that does not exist is an error at its line of the list.
        try "\(folder.path)/App/Library.swift\n\n\(folder.path)/App/Gone.swift\n".write(to: list, atomically: true, encoding: .utf8)
        let gone = try ToolRunner.run(["check", "-s", ToolRunner.main, "--source-list", list.path])
        #expect(gone.status == 1)
        #expect(gone.stderr.contains("\(list.path):3:1: error: '\(folder.path)/App/Gone.swift' is listed but does not exist"), "\(gone.stderr)")
    }

    /// `--source-list <(git ls-files '*.swift')` and `/dev/stdin` are pipes, which `FileManager` does not read.
    @Test func aSourceListAndAStoryboardMayBePipes() throws {
        let folder = try writeSources(["App/Library.swift": Self.library])
        defer { try? FileManager.default.removeItem(at: folder) }
        let listed = try ToolRunner.run(["check", "-s", ToolRunner.main, "--source-list", "/dev/stdin"], input: "\(folder.path)/App/Library.swift\n")
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stderr.contains("against 1 Swift file(s): 0 error(s)"), "\(listed.stderr)")
        let storyboard = try String(contentsOfFile: ToolRunner.main, encoding: .utf8)
        let generated = try ToolRunner.run(["generate", "/dev/stdin"], input: storyboard)
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stdout.contains("enum LibraryViewController") || generated.stdout.contains("extension LibraryViewController {"), "\(generated.stdout)")
        // Typed scenes are loaded by the storyboard's name, which a pipe does not have.
        #expect(!generated.stdout.contains("Storyboard {") && generated.stderr.contains("warning: a storyboard read from /dev/stdin has no file name"), "\(generated.stderr)")
    }

    @Test func aScanCacheThatCannotBeWrittenStaysAWarningWithWarningsAsErrors() throws {
        let folder = try writeSources(["Library.swift": Self.library])
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocked = folder.appendingPathComponent("cache")
        try Data("not a directory".utf8).write(to: blocked)
        let outcome = try ToolRunner.run(["check", "-s", ToolRunner.main, "--source", folder.path, "--scan-cache", blocked.path, "--warnings-as-errors"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("warning: cannot write the scan cache"), "\(outcome.stderr)")
    }

    /// The example app's hand-written enums, segue actions, unwind actions and scene kinds agree with its
    /// storyboards: `check` finds nothing, even with warnings as errors.
    @Test func exampleAppSourcesAgreeWithTheExampleStoryboards() throws {
        let sources = ToolRunner.repository.appendingPathComponent("Examples/SegueKitExample/Sources").path
        let outcome = try ToolRunner.run(["check", "--storyboard", ToolRunner.main, ToolRunner.login, "--source", sources, "--warnings-as-errors"])
        let findings = outcome.stderr.split(separator: "\n").filter { !$0.hasPrefix("seguekit:") }
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(findings.isEmpty, "\(outcome.stderr)")
    }

    @Test func aMissingSourcePathIsAnErrorNamingIt() throws {
        let outcome = try ToolRunner.run(["check", "--storyboard", ToolRunner.main, "--source", "/nonexistent/Sources"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("/nonexistent/Sources:1:1: error: no such file or directory"))
    }

    @Test func nonSwiftSourcesAreIgnoredWithAWarningAndEmptyDirectoriesAreReported() throws {
        let folder = try writeSources(["App/Library.swift": Self.library, "App/Notes.txt": "class Ghost { enum SegueIdentifier: String { case boo } }"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        let notes = folder.appendingPathComponent("App/Notes.txt").path
        let outcome = try ToolRunner.run(["check", "--storyboard", ToolRunner.main, "--source", folder.appendingPathComponent("App/Library.swift").path, notes, empty.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("\(notes):1:1: warning: not a Swift file (no .swift extension); ignored"))
        #expect(outcome.stderr.contains("\(empty.path):1:1: warning: source directory contains no .swift files"))
        #expect(!outcome.stderr.contains("Ghost"), "the text file was not scanned")
        #expect(outcome.stderr.contains("against 1 Swift file(s): 0 error(s), 2 warning(s)"), "\(outcome.stderr)")
        let strict = try ToolRunner.run(["check", "--storyboard", ToolRunner.main, "--source", empty.path, "--warnings-as-errors"])
        #expect(strict.status == 1)
    }

    /// A multiplatform class declared once per platform: an iOS storyboard is checked against the UIKit
    /// branch only, so the macOS branch's cases and superclass are no false errors.
    @Test func theOtherPlatformsBranchIsLeftOut() throws {
        let multiplatform = "#if os(macOS)\nfinal class LibraryViewController: NSViewController {\n    enum SegueIdentifier: String { case showInspector }\n}\n#else\n"
            + Self.library + "\n#endif\n"
        let folder = try writeSources(["Library.swift": multiplatform])
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try ToolRunner.run(["check", "--storyboard", ToolRunner.main, "--source", folder.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("showInspector") && !outcome.stderr.contains("NSViewController"), "\(outcome.stderr)")
    }

    /// Controllers without a custom class take part too: an exit of theirs reaches the unwind action of
    /// a class, whose enum may name it, and code in an extension of `UIViewController` runs in them.
    @Test func seguesOfControllersWithoutACustomClassCount() throws {
        let folder = try writeSources(["List.swift": """
            final class ListViewController: UIViewController, SegueHandlerType {
                enum SegueIdentifier: String { case showAbout, closeAbout }
                @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
            }
            extension UIViewController {
                @IBAction func openHelp(_ sender: Any?) { performSegue(withIdentifier: "showHelp", sender: sender) }
            }
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("Main.storyboard")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes>
            <scene sceneID="s1"><objects>
                <viewController id="v1" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController">
                    <connections><segue destination="v2" kind="show" identifier="showAbout" id="g1"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="v2" sceneMemberID="viewController">
                    <connections>
                        <segue destination="x2" kind="unwind" identifier="closeAbout" unwindAction="unwindToList:" id="g2"/>
                        <segue destination="v3" kind="show" identifier="showHelp" id="g3"/>
                    </connections>
                </viewController>
                <exit id="x2" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            <scene sceneID="s3"><objects><viewController id="v3" sceneMemberID="viewController"/></objects></scene>
            </scenes>
            </document>
            """.write(to: storyboard, atomically: true, encoding: .utf8)
        let outcome = try ToolRunner.run(["check", "--storyboard", storyboard.path, "--source", folder.path])
        #expect(outcome.status == 0 && !outcome.stderr.contains("error:"), "\(outcome.stderr)")
    }

    private func brokenCheck(format: String) throws -> (outcome: ToolRunner.Outcome, swiftFile: String) {
        let broken = Self.library.replacingOccurrences(of: "case showBook, editBook", with: "case showBook, editBok")
        let folder = try writeSources(["Library.swift": broken])
        let swiftFile = folder.appendingPathComponent("Library.swift").path
        let outcome = try ToolRunner.run(["check", "--storyboard", ToolRunner.main, "--source", swiftFile, "--format", format])
        try? FileManager.default.removeItem(at: folder)
        return (outcome, swiftFile)
    }

    @Test func jsonFormatPrintsOneDocumentWithEveryFinding() throws {
        let (outcome, swiftFile) = try brokenCheck(format: "json")
        #expect(outcome.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(object["errors"] as? Int == 2)
        #expect((object["tool"] as? [String: Any])?["name"] as? String == "seguekit")
        let rules = try #require(object["rules"] as? [String: String])
        for rule in ["case-without-segue", "scene-kind-mismatch", "string-identifier-without-segue", "segue-enum-uncheckable", "localization-mismatch", "source-not-swift"] {
            #expect(rules[rule]?.isEmpty == false, "rule \(rule) is listed")
        }
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let caseError = try #require(diagnostics.first { $0["rule"] as? String == "case-without-segue" })
        #expect(caseError["path"] as? String == swiftFile)
        #expect(caseError["line"] as? Int == 3)
        #expect(caseError["column"] as? Int == 24)
        #expect(caseError["severity"] as? String == "error")
        #expect((caseError["message"] as? String)?.hasPrefix("case 'editBok'") == true)
        #expect(diagnostics.contains { $0["rule"] as? String == "segue-without-case" && $0["path"] as? String == ToolRunner.main })
        #expect(!outcome.stderr.contains(": error: "), "findings go to standard output only: \(outcome.stderr)")
    }

    /// A storyboard that cannot be read still gives one document on standard output, holding the error,
    /// so a pipeline that uploads the report shows why nothing was checked.
    @Test(arguments: ["json", "sarif"])
    func anUnreadableStoryboardIsReportedInTheChosenFormat(format: String) throws {
        let folder = try writeSources(["Library.swift": Self.library])
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("Broken.storyboard")
        try "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n</document>\n"
            .write(to: storyboard, atomically: true, encoding: .utf8)
        let outcome = try ToolRunner.run(["check", "--storyboard", storyboard.path, "--source", folder.path, "--format", format])
        #expect(outcome.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stdout)")
        let text = format == "json"
            ? (object["diagnostics"] as? [[String: Any]])?.first?["rule"] as? String
            : (((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first?["ruleId"] as? String)
        #expect(text == "storyboard-unreadable", "\(outcome.stdout)")
        #expect(outcome.stderr.contains("\(storyboard.path):4:"), "\(outcome.stderr)")
    }

    @Test func sarifFormatIsASARIF210LogGitHubCodeScanningAccepts() throws {
        let (outcome, swiftFile) = try brokenCheck(format: "sarif")
        #expect(outcome.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "seguekit")
        #expect(driver["version"] as? String != nil)
        let ruleIDs = Set(((driver["rules"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            #expect(ruleIDs.contains(ruleID), "every result's rule is described by the driver: \(ruleID)")
            #expect(result["level"] as? String == "error")
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        }
        let caseResult = try #require(results.first { $0["ruleId"] as? String == "case-without-segue" })
        let physical = try #require(((caseResult["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == swiftFile)
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 3)
        let unknown = try ToolRunner.run(["check", "-s", ToolRunner.main, "--source", swiftFile, "--format", "xml"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown format 'xml'; expected text, json or sarif"))
    }

    /// `typealias Library = LibraryViewController` and the enum in `extension Library`: the enum is the
    /// class's, for `check` (not an app-wide enum) and for `generate` (which writes none beside it).
    @Test func anEnumInAnExtensionOfATypealiasIsTheAliasedClasss() throws {
        let enumBlock = """
                enum SegueIdentifier: String, CaseIterable {
                    case showBook, editBook, showAccount, embedStats, showAbout
                }

            """
        #expect(Self.library.contains(enumBlock))
        func sources(extraCase: String) -> String {
            Self.library.replacingOccurrences(of: enumBlock, with: "") + """

                typealias Library = LibraryViewController
                extension Library {
                    enum SegueIdentifier: String, CaseIterable {
                        case showBook, editBook, showAccount, embedStats, showAbout\(extraCase)
                    }
                }
                """
        }
        let folder = try writeSources(["Stale/Library.swift": sources(extraCase: ", showStale"), "Matching/Library.swift": sources(extraCase: "")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let stale = try ToolRunner.run(["check", "-s", ToolRunner.main, "--source", folder.appendingPathComponent("Stale").path])
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("error: case 'showStale' of LibraryViewController.SegueIdentifier matches no segue of LibraryViewController in Main.storyboard"), "\(stale.stderr)")
        let matching = folder.appendingPathComponent("Matching").path
        #expect(try ToolRunner.run(["check", "-s", ToolRunner.main, "--source", matching]).status == 0)
        let output = folder.appendingPathComponent("Segues.swift").path
        let generated = try ToolRunner.run(["generate", ToolRunner.main, "--source", matching, "--output", output, "--verbose"])
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stderr.contains("note: 'LibraryViewController' already declares SegueIdentifier (\(matching)/Library.swift:15)"), "\(generated.stderr)")
        #expect(!(try String(contentsOfFile: output, encoding: .utf8)).contains("/// Segue identifiers of `LibraryViewController` scenes"))
    }
}
