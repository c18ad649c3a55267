import SegueKitGenerator
import SegueKitStoryboard
import SegueKitSwiftSource

/// Hand-written, conventional argument parsing: `--option value`, `--option=value`, `-o value`, `-` for
/// standard output, `--` ends options.
enum ToolArguments {
    /// The command `arguments` (those after the program name) ask for.
    static func parse(_ arguments: [String]) throws(UsageError) -> ToolCommand {
        guard let first = arguments.first else {
            throw UsageError("missing command; expected generate, check or graph (see seguekit --help)")
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            return .help(nil)
        case "help":
            if let topic = rest.first {
                guard ["generate", "check", "graph"].contains(topic) else {
                    throw UsageError("unknown help topic '\(topic)'; expected generate, check or graph")
                }
                return .help(topic)
            }
            return .help(nil)
        case "--version", "-V", "version":
            return .version
        case "generate":
            return try parseGenerate(rest)
        case "check":
            return try parseCheck(rest)
        case "graph":
            return try parseGraph(rest)
        default:
            if first.hasPrefix("-") {
                throw UsageError("unknown option '\(first)' before the command; expected generate, check or graph first")
            }
            if first.hasSuffix(".storyboard") {
                throw UsageError("missing command before '\(first)'; did you mean 'seguekit generate \(first)'?")
            }
            throw UsageError("unknown command '\(first)'; expected generate, check or graph")
        }
    }

    private struct Cursor {
        var items: [String]
        var index = 0
        var optionsEnded = false

        mutating func next() -> String? {
            guard index < items.count else { return nil }
            defer { index += 1 }
            return items[index]
        }

        mutating func value(for option: String, inline: String?, command: String) throws(UsageError) -> String {
            if let inline {
                guard !inline.isEmpty else { throw UsageError("option '\(option)' needs a value after '='", command: command) }
                return inline
            }
            guard let value = next(), !value.isEmpty else {
                throw UsageError("option '\(option)' needs a value", command: command)
            }
            if value.hasPrefix("-") && value != "-" && value.count > 1 {
                throw UsageError("option '\(option)' needs a value, but '\(value)' is an option", command: command)
            }
            return value
        }

        /// The values after a multi-value option, up to the next option or the first value `excluded`
        /// says belongs to the command (a `.storyboard` after `--source`).
        mutating func values(
            for option: String, inline: String?, command: String, excluding excluded: (String) -> Bool = { _ in false }
        ) throws(UsageError) -> [String] {
            var result: [String] = []
            if let inline {
                guard !inline.isEmpty else { throw UsageError("option '\(option)' needs a value after '='", command: command) }
                result.append(inline)
            }
            while index < items.count, !items[index].hasPrefix("-") || items[index] == "-", !excluded(items[index]) {
                result.append(items[index]); index += 1
            }
            if result.isEmpty { throw UsageError("option '\(option)' needs at least one value", command: command) }
            return result
        }
    }

    /// Splits `--name=value` into its parts. An on/off option given a value (`--force=false`) is a usage
    /// error: ignoring the value would do the opposite of what it asks.
    private static func split(_ argument: String, command: String) throws(UsageError) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        let name = String(argument[..<equals])
        if switches.contains(name) { throw UsageError("option '\(name)' takes no value; to turn it off, leave it out", command: command) }
        return (name, String(argument[argument.index(after: equals)...]))
    }

    /// The options that take no value.
    private static let switches: Set = [
        "--help", "--conformance", "--check", "--force", "--no-typed-segues", "--no-typed-scenes", "--quiet", "--verbose", "--warnings-as-errors",
    ]

    private static func parseGenerate(_ arguments: [String]) throws(UsageError) -> ToolCommand {
        var cursor = Cursor(items: arguments)
        var options = GenerateOptions()
        while let argument = cursor.next() {
            if cursor.optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                options.generation.request.storyboards.append(argument); continue
            }
            let (name, inline) = try split(argument, command: "generate")
            switch name {
            case "--": cursor.optionsEnded = true
            case "-h", "--help": return .help("generate")
            case "-s", "--storyboard", "--storyboards":
                options.generation.request.storyboards += try cursor.values(for: name, inline: inline, command: "generate")
            case "-o", "--output": options.generation.output = try cursor.value(for: name, inline: inline, command: "generate")
            case "--import":
                let module = try cursor.value(for: name, inline: inline, command: "generate")
                guard isModuleName(module) else {
                    throw UsageError("--import '\(module)' is not a module name (identifiers joined by dots, e.g. MyKit)", command: "generate")
                }
                options.generation.options.imports.append(module)
            case "--conformance": options.generation.options.declareConformance = true
            case "--check": options.generation.checksEnums = true
            case "--force": options.generation.force = true
            case "--no-typed-segues": options.generation.options.typedSegues = false
            case "--no-typed-scenes": options.generation.options.typedScenes = false
            case "--access":
                let level = try cursor.value(for: name, inline: inline, command: "generate")
                let levels: [String: SwiftSourceScan.Visibility] = ["internal": .internal, "package": .package, "public": .public]
                guard let visibility = levels[level] else {
                    throw UsageError("unknown access level '\(level)'; expected internal, package or public", command: "generate")
                }
                options.generation.options.accessLevel = visibility
            case "-q", "--quiet": options.quiet = true
            case "-v", "--verbose": options.verbose = true
            default:
                guard try readInputOption(name, inline: inline, from: &cursor, command: "generate", into: &options.generation.request) else {
                    throw unknownOption(argument, command: "generate")
                }
            }
        }
        guard !options.generation.request.storyboards.contains("-") else {
            throw UsageError("reading a storyboard from standard input is not supported; pass a file path", command: "generate")
        }
        guard !options.generation.request.storyboards.isEmpty else {
            throw UsageError("missing storyboard: expected one or more .storyboard files, e.g. seguekit generate Main.storyboard", command: "generate")
        }
        guard !options.generation.checksEnums || options.generation.request.hasSources else {
            throw UsageError("--check needs the Swift sources whose SegueIdentifier enums it checks: add --source <file-or-directory>...", command: "generate")
        }
        return .generate(options)
    }

    private static func parseCheck(_ arguments: [String]) throws(UsageError) -> ToolCommand {
        var cursor = Cursor(items: arguments)
        var options = CheckOptions()
        var positionalSources: [String] = []
        while let argument = cursor.next() {
            if cursor.optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                if argument.hasSuffix(".storyboard") {
                    options.check.request.storyboards.append(argument)
                } else {
                    options.check.request.sources.append(argument)
                    positionalSources.append(argument)
                }
                continue
            }
            let (name, inline) = try split(argument, command: "check")
            switch name {
            case "--": cursor.optionsEnded = true
            case "-h", "--help": return .help("check")
            case "-s", "--storyboard", "--storyboards":
                options.check.request.storyboards += try cursor.values(for: name, inline: inline, command: "check")
            case "--warnings-as-errors": options.check.warningsAsErrors = true
            case "-f", "--format":
                let value = try cursor.value(for: name, inline: inline, command: "check")
                guard let format = DiagnosticFormat(rawValue: value.lowercased()) else {
                    throw UsageError("unknown format '\(value)'; expected text, json or sarif", command: "check")
                }
                options.format = format
            case "-q", "--quiet": options.quiet = true
            default:
                guard try readInputOption(name, inline: inline, from: &cursor, command: "check", into: &options.check.request) else {
                    throw unknownOption(argument, command: "check")
                }
            }
        }
        guard !options.check.request.storyboards.contains("-"), !options.check.request.sources.contains("-") else {
            throw UsageError("reading from standard input is not supported; pass file paths", command: "check")
        }
        guard !options.check.request.storyboards.isEmpty else {
            // Paths given without an option that are not storyboard files are read as sources.
            let hint = positionalSources.isEmpty ? "" : " ('\(positionalSources[0])', given without an option, is read as Swift sources)"
            throw UsageError("missing storyboard: expected --storyboard <storyboard-or-directory>...\(hint), e.g. seguekit check --storyboard Main.storyboard --source Sources/App", command: "check")
        }
        guard options.check.request.hasSources else {
            throw UsageError("missing Swift sources: expected --source <file-or-directory>..., e.g. seguekit check --storyboard Main.storyboard --source Sources/App", command: "check")
        }
        return .check(options)
    }

    private static func parseGraph(_ arguments: [String]) throws(UsageError) -> ToolCommand {
        var cursor = Cursor(items: arguments)
        var options = GraphDrawing(storyboards: [])
        var quiet = false
        while let argument = cursor.next() {
            if cursor.optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                options.storyboards.append(argument); continue
            }
            let (name, inline) = try split(argument, command: "graph")
            switch name {
            case "--": cursor.optionsEnded = true
            case "-h", "--help": return .help("graph")
            case "-s", "--storyboard", "--storyboards":
                options.storyboards += try cursor.values(for: name, inline: inline, command: "graph")
            case "-o", "--output": options.output = try cursor.value(for: name, inline: inline, command: "graph")
            case "--force": options.force = true
            case "-d", "--direction":
                let value = try cursor.value(for: name, inline: inline, command: "graph")
                guard let direction = GraphDirection(rawValue: value.uppercased() == "TD" ? "TB" : value.uppercased()) else {
                    throw UsageError("unknown direction '\(value)'; expected TB (top to bottom), LR, BT or RL", command: "graph")
                }
                options.direction = direction
            case "-f", "--format":
                let value = try cursor.value(for: name, inline: inline, command: "graph")
                guard let format = GraphDrawing.Format(rawValue: value.lowercased()) else {
                    throw UsageError("unknown format '\(value)'; expected dot or mermaid", command: "graph")
                }
                options.format = format
            case "-q", "--quiet": quiet = true
            default: throw unknownOption(argument, command: "graph")
            }
        }
        guard !options.storyboards.contains("-") else {
            throw UsageError("reading a storyboard from standard input is not supported; pass a file path", command: "graph")
        }
        guard !options.storyboards.isEmpty else {
            throw UsageError("missing storyboard: expected one or more .storyboard files, e.g. seguekit graph Main.storyboard --format mermaid", command: "graph")
        }
        return .graph(options, quiet: quiet)
    }

    /// Reads an option that says what a run reads — `--source`, `--source-list`, `--module`, `--scan-cache`,
    /// which `generate` and `check` share — into `request`; `false` for any other option.
    private static func readInputOption(
        _ name: String, inline: String?, from cursor: inout Cursor, command: String, into request: inout ToolInput.Request
    ) throws(UsageError) -> Bool {
        switch name {
        case "--source", "--sources": request.sources += try cursor.values(for: name, inline: inline, command: command, excluding: isStoryboard)
        case "--source-list": request.sourceLists.append(try cursor.value(for: name, inline: inline, command: command))
        case "--module":
            try module(cursor.value(for: name, inline: inline, command: command), command: command,
                       assignments: &request.moduleAssignments, bare: &request.sourceModule)
        case "--scan-cache": request.scanCache = try cursor.value(for: name, inline: inline, command: command)
        default: return false
        }
        return true
    }

    /// A storyboard file argument, which ends the values of `--source`.
    private static func isStoryboard(_ argument: String) -> Bool {
        argument.hasSuffix(".storyboard")
    }

    /// Whether `value` can follow `import`: identifiers joined by dots.
    private static func isModuleName(_ value: String) -> Bool {
        value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { SwiftName.isPlainIdentifier(String($0)) }
    }

    /// A `--module` value: `NAME=PATH` is added to `assignments`, a bare `NAME` is put in `bare`.
    private static func module(
        _ value: String, command: String, assignments: inout [ModuleMap.Assignment], bare: inout String?
    ) throws(UsageError) {
        guard let equals = value.firstIndex(of: "=") else {
            bare = ModuleMap.moduleName(forProduct: value)
            return
        }
        let name = String(value[..<equals]), path = String(value[value.index(after: equals)...])
        guard !name.isEmpty, !path.isEmpty else {
            throw UsageError("--module '\(value)' needs a module name and a path: --module NAME=PATH", command: command)
        }
        assignments.append(ModuleMap.Assignment(name: ModuleMap.moduleName(forProduct: name), path: path))
    }

    private static func unknownOption(_ argument: String, command: String) -> UsageError {
        let options = ToolHelp.options(of: command)
        let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        if let close = nearest(to: name, among: options, atMost: 2) {
            return UsageError("unknown option '\(argument)' for \(command); did you mean '\(close)'?", command: command)
        }
        return UsageError("unknown option '\(argument)' for \(command); expected one of \(options.joined(separator: ", "))", command: command)
    }
}
