import SegueKitGenerator

/// The parsed command line of `seguekit`.
enum ToolCommand: Sendable, Equatable {
    case generate(GenerateOptions)
    case check(CheckOptions)
    /// `graph`, and whether `--quiet` was given.
    case graph(GraphDrawing, quiet: Bool)
    /// `--help`, `help`, or `<command> --help`; the associated value names the command, if any.
    case help(String?)
    /// `--version`.
    case version
}
