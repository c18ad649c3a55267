import Foundation
import Testing
@testable import seguekit

/// `SegueKitTool` in-process: what goes to standard output, what to standard error, and the status.
@Suite("SegueKitTool in-process")
struct SegueKitToolInProcessTests {
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ s: String) { lock.lock(); text += s; lock.unlock() }
        var value: String { lock.lock(); defer { lock.unlock() }; return text }
    }

    private func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let out = Capture(), err = Capture()
        let tool = SegueKitTool(standardOutput: { out.append($0) }, standardError: { err.append($0) })
        let status = tool.run(arguments)
        return (status, out.value, err.value)
    }

    @Test func graphWritesDotToStandardOutputAndNothingToStandardError() {
        let result = run(["graph", ToolRunner.main])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("digraph storyboard {"))
        #expect(result.err.isEmpty)
    }

    @Test func generateWarningsGoToStandardErrorAndCodeToStandardOutput() throws {
        let folder = try ToolRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("W.storyboard")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><scenes>
            <scene sceneID="s1"><objects><viewController id="a" customClass="A" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="t" kind="show" identifier="" id="g1"/>
            <segue destination="t" kind="show" identifier="Foo-Bar" id="g2"/>
            <segue destination="t" kind="show" identifier="fooBar" id="g3"/>
            </connections></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="t" customClass="TargetViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """.write(to: file, atomically: true, encoding: .utf8)
        let result = run(["generate", file.path])
        #expect(result.status == 0)
        #expect(result.out.contains("case fooBar_2 = \"Foo-Bar\""))
        let warnings = result.err.split(separator: "\n")
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.hasPrefix("\(file.path):") && $0.contains(": warning: ") })
        let quiet = run(["generate", "--quiet", file.path])
        #expect(quiet.err.isEmpty)
        let verbose = run(["generate", "--verbose", ToolRunner.main])
        #expect(verbose.err.isEmpty, "the example has no identified segue without a class: \(verbose.err)")
    }

    @Test func usageErrorReturns64AndPrintsTheCommandsUsage() {
        let result = run(["graph", "--format"])
        #expect(result.status == SegueKitTool.usageExitStatus)
        #expect(result.err.contains("option '--format' needs a value"))
        #expect(result.err.contains("USAGE: seguekit graph"))
        #expect(result.out.isEmpty)
    }
}
