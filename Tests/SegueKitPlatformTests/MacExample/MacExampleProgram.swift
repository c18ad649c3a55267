import Foundation

/// Builds the macOS example's sources, plus a test's driver as `main.swift`, into a program linked
/// with this test run's AppKit-mirror objects (`AppKitMirroredSegueKit`, `AppKit`, `MirrorRuntime`
/// from the build folder) — as a Mac app target links SegueKit — and runs it.
enum MacExampleProgram {
    struct Run {
        /// What the compiler printed (it must contain no warning).
        var compilerOutput: String
        var exitedNormally: Bool
        var output: String
        var lines: [String] { output.split(separator: "\n").map(String.init) }
    }

    struct BuildFailure: Error, CustomStringConvertible {
        var output: String
        var description: String { "The macOS example did not compile:\n\(output)" }
    }

    /// Compiles the example's sources with `driver` (and any `extraSources`) in Swift 6 mode under the
    /// module name the storyboard names, runs the program, and returns what it printed.
    static func buildAndRun(driver: String, extraSources: [String: String] = [:]) throws -> Run {
        let modules = Typechecker.modulesDirectory
        let products = modules.deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-mac-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = try MacExampleFiles.sources().map(\.path)
        for (name, text) in extraSources.merging(["main.swift": driver], uniquingKeysWith: { $1 }) {
            let file = folder.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        var objects: [String] = []
        for target in ["AppKitMirroredSegueKit", "AppKitMirroredSegueKitGating", "AppKitMirror", "MirrorRuntime"] {
            objects += try TargetObjects.of(target, in: products)
        }
        let executable = folder.appendingPathComponent("mac-example")
        let compile = try ChildProcess.run(
            "/usr/bin/env",
            ["swiftc", "-swift-version", "6", "-module-alias", "SegueKit=AppKitMirroredSegueKit",
             "-module-alias", "SegueKitGating=AppKitMirroredSegueKitGating", "-I", modules.path,
             "-module-name", MacExampleFiles.moduleName]
                + MirrorModules.aliases
                + files + objects + ["-o", executable.path])
        guard compile.status == 0 else { throw BuildFailure(output: compile.output) }
        let result = try ChildProcess.run(executable.path, [])
        return Run(compilerOutput: compile.output, exitedNormally: result.exitedNormally, output: result.output)
    }
}
