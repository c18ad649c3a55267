/// The parsed command line of `seguekit`.
///
/// ```swift
/// let command = try ToolArguments.parse(["generate", "Main.storyboard", "--output", "Segues.swift"])
/// // .generate(GenerateOptions(storyboards: ["Main.storyboard"], output: "Segues.swift", …))
/// ```
public enum ToolCommand: Sendable, Equatable {
    /// `seguekit generate`.
    case generate(GenerateOptions)
    /// `seguekit check`.
    case check(CheckOptions)
    /// `seguekit graph`.
    case graph(GraphOptions)
    /// `--help`, `help`, or `<command> --help`; the associated value names the command, if any.
    case help(String?)
    /// `--version`.
    case version
}

/// Options of `seguekit generate`.
///
/// ```swift
/// GenerateOptions(storyboards: ["Main.storyboard"]).output   // "-" (standard output)
/// ```
public struct GenerateOptions: Sendable, Equatable {
    /// Storyboard files.
    ///
    /// ```swift
    /// generateOptions.storyboards
    /// ```
    public var storyboards: [String]
    /// Output file, or `-` for standard output.
    ///
    /// ```swift
    /// generateOptions.output
    /// ```
    public var output: String = "-"
    /// Generator options (`--module`, `--conformance`, `--access`, `--import`).
    ///
    /// ```swift
    /// generateOptions.generator
    /// ```
    public var generator = SegueCodeGenerator.Options()
    /// `--quiet`: no warnings or progress on standard error.
    ///
    /// ```swift
    /// generateOptions.quiet
    /// ```
    public var quiet = false
    /// `--verbose`: also print notes.
    ///
    /// ```swift
    /// generateOptions.verbose
    /// ```
    public var verbose = false

    /// Creates options for the given storyboards.
    ///
    /// ```swift
    /// let generateOptions = GenerateOptions(storyboards: …)
    /// ```
    public init(storyboards: [String]) { self.storyboards = storyboards }
}

/// Options of `seguekit check`.
///
/// ```swift
/// CheckOptions(storyboards: ["Main.storyboard"], sources: ["Sources/App"])
/// ```
public struct CheckOptions: Sendable, Equatable {
    /// Storyboard files.
    ///
    /// ```swift
    /// checkOptions.storyboards
    /// ```
    public var storyboards: [String]
    /// Swift files or directories (searched recursively for `.swift` files).
    ///
    /// ```swift
    /// checkOptions.sources
    /// ```
    public var sources: [String]
    /// `--warnings-as-errors`.
    ///
    /// ```swift
    /// checkOptions.warningsAsErrors
    /// ```
    public var warningsAsErrors = false
    /// `--quiet`: only errors.
    ///
    /// ```swift
    /// checkOptions.quiet
    /// ```
    public var quiet = false

    /// Creates options.
    ///
    /// ```swift
    /// let checkOptions = CheckOptions(storyboards: …, sources: …)
    /// ```
    public init(storyboards: [String], sources: [String]) {
        self.storyboards = storyboards
        self.sources = sources
    }
}

/// Options of `seguekit graph`.
///
/// ```swift
/// GraphOptions(storyboards: ["Main.storyboard"]).format   // .dot
/// ```
public struct GraphOptions: Sendable, Equatable {
    /// Output formats.
    ///
    /// ```swift
    /// GraphOptions.Format.allCases
    /// ```
    public enum Format: String, Sendable, Equatable, CaseIterable {
        /// Graphviz DOT.
        case dot
        /// Mermaid flowchart.
        case mermaid
    }

    /// Storyboard files.
    ///
    /// ```swift
    /// graphOptions.storyboards
    /// ```
    public var storyboards: [String]
    /// `--format`.
    ///
    /// ```swift
    /// graphOptions.format
    /// ```
    public var format: Format = .dot
    /// Output file, or `-` for standard output.
    ///
    /// ```swift
    /// graphOptions.output
    /// ```
    public var output: String = "-"

    /// Creates options.
    ///
    /// ```swift
    /// let graphOptions = GraphOptions(storyboards: …)
    /// ```
    public init(storyboards: [String]) { self.storyboards = storyboards }
}

/// A command line that `seguekit` cannot run; printed with the usage and exit status 64.
///
/// ```swift
/// do { _ = try ToolArguments.parse(["frobnicate"]) } catch { print(error) }
/// // unknown command 'frobnicate'; expected generate, check or graph
/// ```
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and what to type instead.
    ///
    /// ```swift
    /// usageError.message
    /// ```
    public var message: String
    /// The command the error is about, for its usage text.
    ///
    /// ```swift
    /// usageError.command
    /// ```
    public var command: String?

    /// Creates an error.
    ///
    /// ```swift
    /// let usageError = UsageError(…, command: …)
    /// ```
    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// The message.
    ///
    /// ```swift
    /// print(usageError)
    /// ```
    public var description: String { message }
}

/// Hand-written, conventional argument parsing: `--option value`, `--option=value`, `-o value`, `-` for
/// standard output, `--` ends options.
///
/// ```swift
/// try ToolArguments.parse(["graph", "--format=mermaid", "Main.storyboard"])
/// ```
public enum ToolArguments {
    /// Parses the arguments (without the program name).
    ///
    /// ```swift
    /// try ToolArguments.parse(["--version"])   // .version
    /// ```
    public static func parse(_ arguments: [String]) throws(UsageError) -> ToolCommand {
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
            if let inline { return inline }
            guard let value = next() else {
                throw UsageError("option '\(option)' needs a value", command: command)
            }
            if value.hasPrefix("-") && value != "-" && value.count > 1 {
                throw UsageError("option '\(option)' needs a value, but '\(value)' is an option", command: command)
            }
            return value
        }

        /// The values after a multi-value option, up to the next option.
        mutating func values(for option: String, inline: String?, command: String) throws(UsageError) -> [String] {
            var result: [String] = []
            if let inline { result.append(inline) }
            while index < items.count, !items[index].hasPrefix("-") || items[index] == "-" {
                result.append(items[index]); index += 1
            }
            if result.isEmpty { throw UsageError("option '\(option)' needs at least one value", command: command) }
            return result
        }
    }

    /// Splits `--name=value` into its parts.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func parseGenerate(_ arguments: [String]) throws(UsageError) -> ToolCommand {
        var cursor = Cursor(items: arguments)
        var options = GenerateOptions(storyboards: [])
        while let argument = cursor.next() {
            if cursor.optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                if argument == "-" { throw UsageError("reading a storyboard from standard input is not supported; pass a file path", command: "generate") }
                options.storyboards.append(argument); continue
            }
            let (name, inline) = split(argument)
            switch name {
            case "--": cursor.optionsEnded = true
            case "-h", "--help": return .help("generate")
            case "-o", "--output": options.output = try cursor.value(for: name, inline: inline, command: "generate")
            case "--module": options.generator.moduleName = try cursor.value(for: name, inline: inline, command: "generate")
            case "--import": options.generator.imports.append(try cursor.value(for: name, inline: inline, command: "generate"))
            case "--conformance": options.generator.declareConformance = true
            case "--access":
                let level = try cursor.value(for: name, inline: inline, command: "generate")
                guard ["internal", "public", "package"].contains(level) else {
                    throw UsageError("unknown access level '\(level)'; expected internal, package or public", command: "generate")
                }
                options.generator.accessLevel = level == "internal" ? "" : level
            case "-q", "--quiet": options.quiet = true
            case "-v", "--verbose": options.verbose = true
            default: throw unknownOption(argument, command: "generate")
            }
        }
        guard !options.storyboards.isEmpty else {
            throw UsageError("missing storyboard: expected one or more .storyboard files, e.g. seguekit generate Main.storyboard", command: "generate")
        }
        return .generate(options)
    }

    private static func parseCheck(_ arguments: [String]) throws(UsageError) -> ToolCommand {
        var cursor = Cursor(items: arguments)
        var options = CheckOptions(storyboards: [], sources: [])
        while let argument = cursor.next() {
            if cursor.optionsEnded || !argument.hasPrefix("-") {
                if argument.hasSuffix(".storyboard") { options.storyboards.append(argument) } else { options.sources.append(argument) }
                continue
            }
            let (name, inline) = split(argument)
            switch name {
            case "--": cursor.optionsEnded = true
            case "-h", "--help": return .help("check")
            case "-s", "--storyboard", "--storyboards":
                options.storyboards += try cursor.values(for: name, inline: inline, command: "check")
            case "--source", "--sources":
                options.sources += try cursor.values(for: name, inline: inline, command: "check")
            case "--warnings-as-errors": options.warningsAsErrors = true
            case "-q", "--quiet": options.quiet = true
            default: throw unknownOption(argument, command: "check")
            }
        }
        guard !options.storyboards.isEmpty else {
            throw UsageError("missing storyboard: expected --storyboard <file.storyboard>..., e.g. seguekit check --storyboard Main.storyboard --source Sources/App", command: "check")
        }
        guard !options.sources.isEmpty else {
            throw UsageError("missing Swift sources: expected --source <file-or-directory>..., e.g. seguekit check --storyboard Main.storyboard --source Sources/App", command: "check")
        }
        return .check(options)
    }

    private static func parseGraph(_ arguments: [String]) throws(UsageError) -> ToolCommand {
        var cursor = Cursor(items: arguments)
        var options = GraphOptions(storyboards: [])
        while let argument = cursor.next() {
            if cursor.optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                if argument == "-" { throw UsageError("reading a storyboard from standard input is not supported; pass a file path", command: "graph") }
                options.storyboards.append(argument); continue
            }
            let (name, inline) = split(argument)
            switch name {
            case "--": cursor.optionsEnded = true
            case "-h", "--help": return .help("graph")
            case "-o", "--output": options.output = try cursor.value(for: name, inline: inline, command: "graph")
            case "-f", "--format":
                let value = try cursor.value(for: name, inline: inline, command: "graph")
                guard let format = GraphOptions.Format(rawValue: value.lowercased()) else {
                    throw UsageError("unknown format '\(value)'; expected dot or mermaid", command: "graph")
                }
                options.format = format
            default: throw unknownOption(argument, command: "graph")
            }
        }
        guard !options.storyboards.isEmpty else {
            throw UsageError("missing storyboard: expected one or more .storyboard files, e.g. seguekit graph Main.storyboard --format mermaid", command: "graph")
        }
        return .graph(options)
    }

    private static func unknownOption(_ argument: String, command: String) -> UsageError {
        let known: [String: [String]] = [
            "generate": ["--output", "--module", "--import", "--conformance", "--access", "--quiet", "--verbose"],
            "check": ["--storyboard", "--source", "--warnings-as-errors", "--quiet"],
            "graph": ["--format", "--output"],
        ]
        let options = known[command] ?? []
        let (name, _) = split(argument)
        if let close = options.first(where: { editDistance($0, name) <= 2 }) {
            return UsageError("unknown option '\(argument)' for \(command); did you mean '\(close)'?", command: command)
        }
        return UsageError("unknown option '\(argument)' for \(command); expected one of \(options.joined(separator: ", "))", command: command)
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
