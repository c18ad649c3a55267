import Foundation
import Testing

/// Builds the example app's sources into a program with a test's `driver` as `main.swift`, linked with
/// this test run's mirror-built SegueKit, so tests can run the example as an app would.
enum ExampleProgram {
    /// Compiles the example's sources with `driver` as `main.swift` (and any `extraSources`, by file
    /// name; `Segues.generated.swift` is what `seguekit generate --source` writes for the example unless
    /// given), linking the mirror-built objects of this test run, and returns what the program printed.
    /// Expects the example to compile without warnings and the program to exit with status 0 (reported
    /// at `sourceLocation`).
    static func buildAndRun(driver: String, extraSources: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let modules = Typechecker.modulesDirectory
        let products = modules.deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources = try FileManager.default.contentsOfDirectory(at: ExampleTypecheckTests.exampleSources, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        var extraSources = extraSources
        if extraSources["Segues.generated.swift"] == nil {
            // The example's SwiftUI segue action calls generated code, as an app built with the plugin does.
            extraSources["Segues.generated.swift"] = try GeneratedCodeTypedSegueTests.generateForExample(in: folder).code
        }
        for (name, text) in extraSources.merging(["main.swift": driver], uniquingKeysWith: { $1 }) {
            let file = folder.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            sources.append(file)
        }
        var objects: [String] = []
        // SwiftUI's mirror holds both hosting controllers, so it needs the AppKit mirror linked too.
        for target in ["UIKitMirroredSegueKit", "UIKitMirroredSegueKitGating", "UIKitMirror", "SwiftUI", "AppKitMirror", "MirrorRuntime"] {
            objects += try TargetObjects.of(target, in: products)
        }
        let executable = folder.appendingPathComponent("example")
        let compile = try ChildProcess.run(
            "/usr/bin/env",
            ["swiftc", "-swift-version", "6", "-module-alias", "SegueKit=UIKitMirroredSegueKit",
             "-module-alias", "SegueKitGating=UIKitMirroredSegueKitGating", "-I", modules.path, "-module-name", "SegueKitExample"]
                + MirrorModules.aliases
                + sources.map(\.path) + objects + ["-o", executable.path])
        guard compile.status == 0 else { throw ExampleBuildError(output: compile.output) }
        #expect(!compile.output.contains("warning:"), "\(compile.output)", sourceLocation: sourceLocation)
        let result = try ChildProcess.run(executable.path, [])
        #expect(result.status == 0, "\(result.output)", sourceLocation: sourceLocation)
        return result.output
    }
}

private struct ExampleBuildError: Error, CustomStringConvertible {
    var output: String
    var description: String { "The example did not compile:\n\(output)" }
}
