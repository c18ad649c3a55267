import Foundation
import PackagePlugin

/// Generates the `SegueIdentifier` enums of a target's storyboards on every build.
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
/// It runs `seguekit generate --module <target> --output <work dir>/SegueIdentifiers.generated.swift
/// <storyboards…>` as a build command whose inputs are the storyboards (and the tool) and whose output
/// is that file, so the build system reruns it only when a storyboard changes; the generated file is
/// compiled into the target. Warnings (empty identifiers, renamed collisions) appear as build warnings
/// at the storyboard line.
@main
struct SegueKitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let storyboards = target.sourceFiles.map(\.url).filter { $0.pathExtension == "storyboard" }
        return try Self.commands(
            storyboards: storyboards, moduleName: target.moduleName, targetName: target.name,
            tool: try context.tool(named: "seguekit").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// One build command for all storyboards of a target (a class used in several storyboards gets one
    /// merged enum), or none when the target has no storyboard.
    static func commands(storyboards: [URL], moduleName: String, targetName: String, tool: URL, workDirectory: URL) throws -> [Command] {
        let sorted = storyboards.sorted { $0.path < $1.path }
        guard !sorted.isEmpty else { return [] }
        let output = workDirectory.appendingPathComponent("SegueIdentifiers.generated.swift")
        return [
            .buildCommand(
                displayName: "Generating segue identifiers for \(targetName) from \(sorted.count) storyboard(s)",
                executable: tool,
                arguments: ["generate", "--module", moduleName, "--output", output.path] + sorted.map(\.path),
                inputFiles: sorted + [tool],
                outputFiles: [output]
            ),
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SegueKitPlugin: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project: its storyboards are among its input files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let storyboards = target.inputFiles.map(\.url).filter { $0.pathExtension == "storyboard" }
        let moduleName = target.product?.name.replacingOccurrences(of: " ", with: "_") ?? target.displayName
        return try Self.commands(
            storyboards: storyboards, moduleName: moduleName, targetName: target.displayName,
            tool: try context.tool(named: "seguekit").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
