import SegueKitGenerator

/// Options of `seguekit graph`.
///
/// ```swift
/// GraphOptions(storyboards: ["Main.storyboard"]).format   // .dot
/// ```
struct GraphOptions: Sendable, Equatable {
    /// Output formats.
    enum Format: String, Sendable, Equatable, CaseIterable {
        /// Graphviz DOT.
        case dot
        /// Mermaid flowchart.
        case mermaid
    }

    /// Storyboard files.
    var storyboards: [String]
    /// `--format`.
    var format: Format = .dot
    /// Output file, or `-` for standard output.
    var output: String = "-"

    /// `--direction TB|LR|BT|RL` (top to bottom by default).
    var direction: GraphDirection = .topToBottom
    /// `--force`: replace the output file even when seguekit did not write it (a regular file only).
    var force = false

    /// Creates options.
    init(storyboards: [String]) { self.storyboards = storyboards }
}
