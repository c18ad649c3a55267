import Foundation
import Testing

/// The example app (`Examples/SegueKitExample/Sources`) is written the way users write SegueKit code;
/// it must compile as an app target would: all files together with the code seguekit generates for it, in Swift 6 language mode and in Swift 5
/// mode with minimal checking, `import UIKit` and `import SegueKit` — here the Linux mirror and
/// `UIKitMirroredSegueKit` — with no warnings.
@Suite("Example app compiles cleanly")
struct ExampleTypecheckTests {
    /// `Examples/SegueKitExample/Sources`, found from this file's place in the repository.
    static var exampleSources: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Example
            .deletingLastPathComponent()  // SegueKitPlatformTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // repository root
            .appendingPathComponent("Examples/SegueKitExample/Sources")
    }

    private func assertExampleCompilesCleanly(_ mode: Typechecker.Mode, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.exampleSources, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        #expect(files.contains { $0.lastPathComponent == "LibraryViewController.swift" }, "found: \(files.map(\.lastPathComponent))", sourceLocation: sourceLocation)

        // With what `seguekit generate --source` writes for it, as the build plugin adds it to an app
        // target: the example's SwiftUI segue action calls the generated `makeHostingController`.
        let folder = try GeneratedCodeSupport.temporaryFolder("example-typecheck")
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = folder.appendingPathComponent("Segues.generated.swift")
        try GeneratedCodeTypedSegueTests.generateForExample(in: folder).code.write(to: generated, atomically: true, encoding: .utf8)
        let result = try Typechecker.typecheck(files + [generated], mode: mode, extraFlags: ["-module-name", "SegueKitExample"])

        #expect(result.succeeded, "\(mode): exit status \(result.exitStatus):\n\(result.output)", sourceLocation: sourceLocation)
        #expect(result.diagnostics == [], "\(mode): compiler output:\n\(result.output)", sourceLocation: sourceLocation)
    }

    /// Swift 6, Swift 5 with minimal (how most apps still build) and complete checking, and both
    /// languages with the default MainActor isolation of Xcode 26's app templates.
    @Test(arguments: Typechecker.Mode.all)
    func exampleSourcesTypecheckTogetherWithoutErrorsOrWarnings(_ mode: Typechecker.Mode) throws {
        try assertExampleCompilesCleanly(mode)
    }
}
