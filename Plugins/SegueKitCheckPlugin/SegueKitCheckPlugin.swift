import Foundation
import PackagePlugin

/// `swift package seguekit-check`: runs `seguekit check` on demand over the package's targets that have
/// storyboards, prints its diagnostics, and fails (non-zero exit) when it finds errors.
///
/// ```sh
/// swift package seguekit-check                                  # every target with storyboards
/// swift package seguekit-check --target App --warnings-as-errors
/// swift package seguekit-check --format sarif                   # any other option goes to seguekit check
/// ```
///
/// One `seguekit check` run covers all the chosen targets: their storyboards, and the Swift files of
/// those targets and of the source targets they depend on, in this package or another (where base
/// classes and unwind and segue actions may live),
/// each directory assigned to its module with `--module NAME=PATH`, so classes are module + name. It
/// only reads the package; it needs no permission.
@main
struct SegueKitCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let chosen: [SourceModuleTarget]
        if names.isEmpty {
            chosen = context.package.targets.compactMap { $0 as? SourceModuleTarget }
                .filter { target in !Self.storyboards(in: target.sourceFiles.map(\.url)).isEmpty }
            guard !chosen.isEmpty else {
                Diagnostics.remark("seguekit-check: no target of package '\(context.package.displayName)' has a storyboard; nothing to check")
                return
            }
        } else {
            chosen = try context.package.targets(named: names).map { target in
                guard let module = target as? SourceModuleTarget else { throw CheckFailure("target '\(target.name)' has no sources") }
                return module
            }
        }
        let arguments = try Self.arguments(for: chosen, passing: extractor.remainingArguments, workDirectory: context.pluginWorkDirectoryURL)
        let tool = try context.tool(named: "seguekit").url
        let status = try Self.run(tool, arguments)
        if status == 64 {
            throw CheckFailure("seguekit check did not run: it did not understand the options passed to it (exit status 64; its message is above)")
        }
        if status != 0 {
            throw CheckFailure("seguekit check reported errors, or could not read an input, in \(chosen.map(\.name).sorted().joined(separator: ", ")) (exit status \(status); its messages are above)")
        }
    }

    /// The storyboards among `files`, and in the folders among them: a folder a target copies as one
    /// resource (`.copy("Flows")`) is one entry. (The build tool plugin finds them the same way.)
    static func storyboards(in files: [URL]) -> [URL] {
        files.flatMap { url -> [URL] in
            if url.pathExtension == "storyboard" { return [url] }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let contents = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
            return contents.compactMap { $0 as? URL }.filter { $0.pathExtension == "storyboard" }
        }
    }

    /// `check --storyboard <the targets' storyboards…> --source <their Swift files and their source
    /// dependencies'…> --module NAME=DIR… <passed…>`; more files than a command line holds are listed in
    /// a file in `workDirectory` (`--source-list`).
    static func arguments(for targets: [SourceModuleTarget], passing passed: [String], workDirectory: URL) throws -> [String] {
        var storyboards: [URL] = []
        var modules: [String: SourceModuleTarget] = [:]
        for target in targets {
            storyboards += Self.storyboards(in: target.sourceFiles.map(\.url))
            modules[target.moduleName] = target
            for case let dependency as SourceModuleTarget in target.recursiveTargetDependencies {
                modules[dependency.moduleName] = dependency
            }
        }
        guard !storyboards.isEmpty else {
            throw CheckFailure("\(targets.map(\.name).sorted().joined(separator: ", ")): no storyboard to check")
        }
        // The modules' code; a Swift file among their resources (a template, a fixture) is not.
        let sources = modules.values.flatMap { $0.sourceFiles.filter { $0.type != .resource && $0.url.pathExtension == "swift" }.map(\.url) }
        guard !sources.isEmpty else { throw CheckFailure("no Swift file to check the storyboards against") }
        let assignments = modules.keys.sorted().compactMap { name in
            folder(of: modules[name]!.sourceFiles.map(\.url)).map { "--module=\(name)=\($0)" }
        }
        return ["check"] + assignments + passed
            + ["--storyboard"] + storyboards.map(\.path).sorted()
            + (try sourceArguments(sources.sorted { $0.path < $1.path }, listedIn: workDirectory))
    }

    /// The deepest folder that holds all of a target's files — its directory, or a folder inside it
    /// (`Target.directoryURL` needs tools version 6.1, and `directory` is deprecated). A file belongs to
    /// the module of the longest assigned path that contains it, so the assignments do not overlap wrongly.
    static func folder(of files: [URL]) -> String? {
        var common: [String]?
        for file in files {
            let parts = Array(file.deletingLastPathComponent().standardizedFileURL.pathComponents)
            guard let current = common else { common = parts; continue }
            common = Array(zip(current, parts).prefix { $0 == $1 }.map(\.0))
        }
        guard let common, !common.isEmpty else { return nil }
        return common.count == 1 ? "/" : "/" + common.dropFirst().joined(separator: "/")
    }

    /// `--source <files…>`, or, when the paths would not fit a command line (macOS allows 1 MiB for
    /// arguments and environment together), `--source-list` naming a file in `directory` that lists
    /// them, rewritten only when they change. (The build plugin has a copy that also returns the file:
    /// plugins cannot share code.)
    static func sourceArguments(_ files: [URL], listedIn directory: URL) throws -> [String] {
        let paths = files.map(\.path)
        guard paths.reduce(0, { $0 + $1.utf8.count + 1 }) > 100_000 else { return ["--source"] + paths }
        let list = directory.appendingPathComponent("sources.txt")
        let text = paths.joined(separator: "\n") + "\n"
        if (try? String(contentsOf: list, encoding: .utf8)) != text { try text.write(to: list, atomically: true, encoding: .utf8) }
        return ["--source-list", list.path]
    }

    /// Runs the tool with the plugin's standard output and error, so its diagnostics print as they are.
    static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            throw CheckFailure("seguekit check crashed (signal \(process.terminationStatus)); please report it with the command above")
        }
        return process.terminationStatus
    }
}

/// Why the command failed, as `swift package` prints it.
struct CheckFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
