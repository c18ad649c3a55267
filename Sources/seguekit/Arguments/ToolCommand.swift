import SegueKitGenerator

/// The parsed command line of `seguekit`.
///
/// ```swift
/// let command = try ToolArguments.parse(["generate", "Main.storyboard", "--output", "Segues.swift"])
/// // .generate(GenerateOptions(…)) whose generation writes Segues.swift
/// ```
enum ToolCommand: Sendable, Equatable {
    /// `seguekit generate`.
    case generate(GenerateOptions)
    /// `seguekit check`.
    case check(CheckOptions)
    /// `seguekit graph`.
    case graph(GraphDrawing)
    /// `--help`, `help`, or `<command> --help`; the associated value names the command, if any.
    case help(String?)
    /// `--version`.
    case version
}
