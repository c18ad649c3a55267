import Foundation

/// The `seguekit` command-line tool, as a value the executable (and tests) can run.
///
/// Exit statuses: `0` success; `1` errors were found (check findings, unreadable or malformed input,
/// an output that cannot be written); `64` a usage error (unknown command or option, missing value).
struct SegueKitTool: Sendable {
    /// Where normal output goes (standard output by default).
    var standardOutput: @Sendable (String) -> Void
    /// Where diagnostics, usage errors and progress go (standard error by default).
    var standardError: @Sendable (String) -> Void
    /// Input files at or above this count get progress lines on standard error.
    let progressThreshold = 10

    init(
        standardOutput: @escaping @Sendable (String) -> Void = StandardStreams.output,
        standardError: @escaping @Sendable (String) -> Void = StandardStreams.error
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Exit status for a usage error (`EX_USAGE`).
    static let usageExitStatus: Int32 = 64

    /// Runs the tool with the arguments that follow the program name; returns the exit status.
    func run(_ arguments: [String]) -> Int32 {
        let command: ToolCommand
        do {
            command = try ToolArguments.parse(arguments)
        } catch {
            standardError("seguekit: error: \(error.message.escapingControls())\n\n" + ToolHelp.usage(for: error.command))
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
        case .graph(let drawing, let quiet):
            return graph(drawing, quiet: quiet)
        }
    }
}
