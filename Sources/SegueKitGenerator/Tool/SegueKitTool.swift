import Foundation
import SegueKitStoryboard

/// The `seguekit` command-line tool, as a value the executable (and tests) can run.
///
/// Exit statuses: `0` success; `1` errors were found (check findings, unreadable or malformed input,
/// an output that cannot be written); `64` a usage error (unknown command or option, missing value).
///
/// ```swift
/// var tool = SegueKitTool()
/// let status = tool.run(["generate", "Main.storyboard"])   // prints Swift code on standard output
/// ```
public struct SegueKitTool: Sendable {
    /// Where normal output goes (standard output by default).
    ///
    /// ```swift
    /// segueKitTool.standardOutput
    /// ```
    public var standardOutput: @Sendable (String) -> Void
    /// Where diagnostics, usage errors and progress go (standard error by default).
    ///
    /// ```swift
    /// segueKitTool.standardError
    /// ```
    public var standardError: @Sendable (String) -> Void
    /// Input files at or above this count get progress lines on standard error.
    ///
    /// ```swift
    /// segueKitTool.progressThreshold
    /// ```
    public var progressThreshold = 10

    /// A tool writing to the process's standard output and standard error.
    ///
    /// ```swift
    /// exit(SegueKitTool().run(Array(CommandLine.arguments.dropFirst())))
    /// ```
    public init(
        standardOutput: @escaping @Sendable (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
        standardError: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Exit status for a usage error (`EX_USAGE`).
    ///
    /// ```swift
    /// SegueKitTool.usageExitStatus
    /// ```
    public static let usageExitStatus: Int32 = 64

    /// Runs the tool with the arguments that follow the program name; returns the exit status.
    ///
    /// ```swift
    /// SegueKitTool().run(["--version"])   // prints "seguekit 0.1.0", returns 0
    /// ```
    public func run(_ arguments: [String]) -> Int32 {
        let command: ToolCommand
        do {
            command = try ToolArguments.parse(arguments)
        } catch {
            standardError("seguekit: error: \(error.message)\n\n" + ToolHelp.usage(for: error.command))
            return Self.usageExitStatus
        }
        switch command {
        case .help(let topic):
            standardOutput(ToolHelp.text(for: topic))
            return 0
        case .version:
            standardOutput("seguekit \(SegueKitToolVersion.current)\n")
            return 0
        case .generate(let options):
            return generate(options)
        case .check(let options):
            return check(options)
        case .graph(let options):
            return graph(options)
        }
    }

    // MARK: Commands

    private func generate(_ options: GenerateOptions) -> Int32 {
        guard let documents = parseStoryboards(options.storyboards, quiet: options.quiet) else { return 1 }
        let result = SegueCodeGenerator(options: options.generator).generate(documents: documents)
        report(result.diagnostics.filter { options.verbose || $0.severity != .note }, quiet: options.quiet)
        guard emit(result.code, to: options.output, quiet: options.quiet, what: "\(result.classNames.count) SegueIdentifier enum(s)") else { return 1 }
        return result.hasErrors ? 1 : 0
    }

    private func check(_ options: CheckOptions) -> Int32 {
        guard let documents = parseStoryboards(options.storyboards, quiet: options.quiet) else { return 1 }
        var files: [String] = []
        for source in options.sources {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory) else {
                standardError("\(source):1:1: error: no such file or directory\n")
                return 1
            }
            files += isDirectory.boolValue ? SwiftFileFinder.swiftFiles(under: source) : [source]
        }
        var scan = SwiftSourceScan()
        for (index, file) in files.enumerated() {
            if !options.quiet && files.count >= progressThreshold && (index % 50 == 0 || index == files.count - 1) {
                standardError("seguekit: scanning Swift sources [\(index + 1)/\(files.count)] \(file)\n")
            }
            guard let data = FileManager.default.contents(atPath: file) else {
                standardError("\(file):1:1: error: cannot read file\n")
                return 1
            }
            scan.merge(SwiftSourceScan.scan(source: String(decoding: data, as: UTF8.self), path: file))
        }
        var diagnostics = StoryboardCodeChecker(documents: documents, scan: scan).check()
        if options.warningsAsErrors {
            diagnostics = diagnostics.map { var d = $0; if d.severity == .warning { d.severity = .error }; return d }
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        report(options.quiet ? diagnostics.filter { $0.severity == .error } : diagnostics, quiet: false)
        if !options.quiet {
            standardError("seguekit: checked \(documents.count) storyboard(s) against \(files.count) Swift file(s): \(errors) error(s), \(warnings) warning(s)\n")
        }
        return errors > 0 ? 1 : 0
    }

    private func graph(_ options: GraphOptions) -> Int32 {
        guard let documents = parseStoryboards(options.storyboards, quiet: false) else { return 1 }
        let graph = FlowGraph(documents: documents)
        let text = options.format == .dot ? DOTWriter().write(graph) : MermaidWriter().write(graph)
        return emit(text, to: options.output, quiet: true, what: "graph") ? 0 : 1
    }

    // MARK: Shared steps

    /// Parses every storyboard; prints each failure as a diagnostic naming file and line. `nil` if any failed.
    private func parseStoryboards(_ paths: [String], quiet: Bool) -> [StoryboardDocument]? {
        var documents: [StoryboardDocument] = []
        var failed = false
        let parser = StoryboardParser()
        for (index, path) in paths.enumerated() {
            if !quiet && paths.count >= progressThreshold {
                standardError("seguekit: parsing [\(index + 1)/\(paths.count)] \(path)\n")
            }
            do {
                documents.append(try parser.parse(fileAtPath: path))
            } catch let error as StoryboardParseError {
                standardError(Diagnostic(.error, error.reason.description, path: path, line: error.line, column: error.column).description + "\n")
                failed = true
            } catch {
                standardError(Diagnostic(.error, "cannot read storyboard: \(error)", path: path, line: 1, column: 1).description + "\n")
                failed = true
            }
        }
        return failed ? nil : documents
    }

    private func report(_ diagnostics: [Diagnostic], quiet: Bool) {
        guard !quiet || diagnostics.contains(where: { $0.severity == .error }) else { return }
        for diagnostic in diagnostics where !quiet || diagnostic.severity == .error {
            standardError(diagnostic.description + "\n")
        }
    }

    private func emit(_ text: String, to output: String, quiet: Bool, what: String) -> Bool {
        if output == "-" {
            standardOutput(text)
            return true
        }
        do {
            let changed = try OutputFile.write(text, to: output)
            if !quiet {
                standardError("seguekit: \(changed ? "wrote" : "unchanged") \(output) (\(what))\n")
            }
            return true
        } catch {
            standardError("\(error)\n")
            return false
        }
    }
}

/// Finds Swift files under a directory, sorted, skipping hidden directories and build folders.
enum SwiftFileFinder {
    static func swiftFiles(under directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let components = relative.split(separator: "/")
            if components.contains(where: { $0.hasPrefix(".") || $0 == "DerivedData" }) { continue }
            if relative.hasSuffix(".swift") {
                files.append(directory.hasSuffix("/") ? directory + relative : directory + "/" + relative)
            }
        }
        return files.sorted()
    }
}
