import Foundation
import PackagePlugin

/// Generates the `SegueIdentifier` enums of a target's storyboards on every build, and checks the ones
/// the target's code declares by hand.
///
/// Add it to a target that contains `.storyboard` files:
///
/// ```swift
/// .target(
///     name: "App",
///     resources: [.process("Main.storyboard")],
///     plugins: [.plugin(name: "SegueKitPlugin", package: "SegueKit")]
/// )
/// ```
///
/// It runs `seguekit generate --module <target> --module <target>=<storyboard>… --output <work
/// dir>/SegueIdentifiers.generated.swift <storyboards…> --scan-cache <work dir>/scan-cache --check
/// --source <the target's Swift files…>` as a
/// build command whose inputs are the storyboards, the target's Swift files and the tool, and whose
/// output is that file, so the build system reruns it only when one of them changes; the generated file
/// is compiled into the target. The scan cache keeps each Swift file's scan, so a rerun after an edit
/// scans only the files that changed.
///
/// With the sources the tool knows the code: a class whose sources declare `SegueIdentifier` (nested,
/// inherited or `typealias`ed) gets no generated enum — that one would clash with it — and `--check`
/// compares the hand-written enum with the storyboards instead: a case with no segue, or an identified
/// segue with no case, is an error at its file and line (the Swift file, or the storyboard), and the
/// command fails, so the build fails. Warnings (empty identifiers, renamed collisions, unreadable raw
/// values) appear as build warnings and do not fail it. The generated file is not among the target's
/// sources, and the tool never reads a file it generated as hand-written code.
@main
struct SegueKitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // A C-family target compiles no Swift: it could not compile the generated file.
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        return try Self.commands(
            storyboards: Self.storyboards(in: target.sourceFiles.map(\.url)),
            sources: Self.swiftSources(in: target.sourceFiles),
            moduleName: target.moduleName, targetName: target.name,
            tool: try context.tool(named: "seguekit").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The target's Swift code among `files`; a Swift file among its resources (a template, a fixture) is not.
    static func swiftSources(in files: FileList) -> [URL] {
        files.filter { $0.type != .resource && $0.url.pathExtension == "swift" }.map(\.url)
    }

    /// The storyboards among `files`, and in the folders among them: a folder a target copies as one
    /// resource (`.copy("Flows")`) is one entry.
    static func storyboards(in files: [URL]) -> [URL] {
        files.flatMap { url -> [URL] in
            if url.pathExtension == "storyboard" { return [url] }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let contents = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
            return contents.compactMap { $0 as? URL }.filter { $0.pathExtension == "storyboard" }
        }
    }

    /// One build command for all storyboards of a target (a class used in several storyboards gets one
    /// merged enum), or none when the target has no storyboard. `sources` are the target's Swift files:
    /// arguments of `--source` and inputs of the command.
    static func commands(storyboards: [URL], sources: [URL], moduleName: String, targetName: String, tool: URL, workDirectory: URL) throws -> [Command] {
        let sorted = storyboards.sorted { $0.path < $1.path }
        guard !sorted.isEmpty else { return [] }
        let swiftFiles = sources.sorted { $0.path < $1.path }
        let output = workDirectory.appendingPathComponent("SegueIdentifiers.generated.swift")
        let scanCache = workDirectory.appendingPathComponent("scan-cache")
        // `--source` takes every value up to the next option, so it comes last; a target with more files
        // than a command line holds names them in a file.
        let (sourceArguments, sourceList): ([String], URL?) = try swiftFiles.isEmpty ? ([], nil) : Self.sourceArguments(swiftFiles, listedIn: workDirectory)
        // The storyboards are this target's: a scene that inherits its module from the target is in this
        // one, whichever target's module Xcode recorded (two app targets may share a storyboard).
        let assignments = sorted.flatMap { ["--module", "\(moduleName)=\($0.path)"] }
        return [
            .buildCommand(
                displayName: "Generating segue identifiers for \(targetName) from \(sorted.count) storyboard(s)",
                executable: tool,
                arguments: ["generate", "--module", moduleName] + assignments + ["--output", output.path] + sorted.map(\.path)
                    + (swiftFiles.isEmpty ? [] : ["--scan-cache", scanCache.path, "--check"]) + sourceArguments,
                // The list of sources, when there is one, too: it changes when a file is added or removed.
                inputFiles: sorted + swiftFiles + [tool] + (sourceList.map { [$0] } ?? []),
                outputFiles: [output]
            ),
        ]
    }
}

extension SegueKitPlugin {
    /// `--source <files…>`, or, when the paths would not fit a command line (macOS allows 1 MiB for
    /// arguments and environment together), `--source-list` naming a file in `directory` that lists
    /// them, rewritten only when they change; with that file.
    static func sourceArguments(_ files: [URL], listedIn directory: URL) throws -> (arguments: [String], list: URL?) {
        let paths = files.map(\.path)
        guard paths.reduce(0, { $0 + $1.utf8.count + 1 }) > 100_000 else { return (["--source"] + paths, nil) }
        let list = directory.appendingPathComponent("sources.txt")
        let text = paths.joined(separator: "\n") + "\n"
        if (try? String(contentsOf: list, encoding: .utf8)) != text { try text.write(to: list, atomically: true, encoding: .utf8) }
        return (["--source-list", list.path], list)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SegueKitPlugin: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project: its storyboards and Swift files are among its
    /// input files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // The product's name, which the tool turns into its module name as Xcode does (`Go Map!!` → `Go_Map__`).
        let moduleName = target.product?.name ?? target.displayName
        return try Self.commands(
            storyboards: Self.storyboards(in: target.inputFiles.map(\.url)),
            sources: Self.swiftSources(in: target.inputFiles),
            moduleName: moduleName, targetName: target.displayName,
            tool: try context.tool(named: "seguekit").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
