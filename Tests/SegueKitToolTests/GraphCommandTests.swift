import Foundation
import Testing

@Suite("seguekit graph")
struct GraphCommandTests {
    @Test func mermaidAndDotAreWrittenToStandardOutputOrAFile() throws {
        let mermaid = try ToolRunner.run(["graph", "--format", "mermaid", ToolRunner.main])
        #expect(mermaid.status == 0)
        #expect(mermaid.stdout.hasPrefix("flowchart LR\n"))
        let folder = try ToolRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dotFile = folder.appendingPathComponent("flow.dot")
        let dot = try ToolRunner.run(["graph", ToolRunner.main, "--output", dotFile.path])
        #expect(dot.status == 0)
        #expect(try String(contentsOf: dotFile, encoding: .utf8).hasPrefix("digraph storyboard {"))
    }

    /// Renders the example's flow with Graphviz. CI installs `graphviz`; where `dot` is missing the test
    /// says so in its output and records an issue instead of passing silently.
    @Test func graphvizRendersTheExampleFlowToSVG() throws {
        guard let dotPath = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("GRAPHVIZ NOT INSTALLED: `dot` was not found, so the example flow was not rendered (apt-get install graphviz).")
            Issue.record("Graphviz `dot` is not installed; install the Debian package `graphviz` to run this test")
            return
        }
        let folder = try ToolRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dotFile = folder.appendingPathComponent("flow.dot")
        #expect(try ToolRunner.run(["graph", ToolRunner.main, ToolRunner.login, "-o", dotFile.path]).status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dotPath)
        let svgFile = folder.appendingPathComponent("flow.svg")
        process.arguments = ["-Tsvg", dotFile.path, "-o", svgFile.path]
        let err = Pipe()
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        let warnings = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(warnings)")
        #expect(warnings.isEmpty, "dot warned: \(warnings)")
        let svg = try String(contentsOf: svgFile, encoding: .utf8)
        #expect(svg.contains("<svg"))
        for text in ["LibraryViewController", "BookEditorViewController", "showBook (show)", "rootViewController", "unwindFromEditor:", "LoginViewController", "acceptTerms (show)"] {
            #expect(svg.contains(text), "SVG lacks \(text)")
        }
        print("Graphviz rendered the example flow: \(svg.utf8.count) bytes of SVG")
    }
}
