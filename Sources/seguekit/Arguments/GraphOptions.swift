import SegueKitGenerator

/// Options of `seguekit graph`.
///
/// ```swift
/// GraphOptions(storyboards: ["Main.storyboard"]).format   // .dot
/// ```
struct GraphOptions: Sendable, Equatable {
    /// Output formats.
    ///
    /// ```swift
    /// GraphOptions.Format.allCases
    /// ```
    enum Format: String, Sendable, Equatable, CaseIterable {
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
    var storyboards: [String]
    /// `--format`.
    ///
    /// ```swift
    /// graphOptions.format
    /// ```
    var format: Format = .dot
    /// Output file, or `-` for standard output.
    ///
    /// ```swift
    /// graphOptions.output
    /// ```
    var output: String = "-"

    /// `--direction TB|LR|BT|RL` (top to bottom by default).
    ///
    /// ```swift
    /// graphOptions.direction   // .topToBottom
    /// ```
    var direction: GraphDirection = .topToBottom
    /// `--force`: replace the output file even when seguekit did not write it (a regular file only).
    ///
    /// ```swift
    /// graphOptions.force
    /// ```
    var force = false

    /// Creates options.
    ///
    /// ```swift
    /// let graphOptions = GraphOptions(storyboards: …)
    /// ```
    init(storyboards: [String]) { self.storyboards = storyboards }
}
