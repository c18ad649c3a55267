/// Which way a flow graph runs, in the spelling Graphviz (`rankdir`) and Mermaid (`flowchart TB`) share.
/// Top to bottom is the default: a long linear flow then reads down the page instead of becoming a
/// strip many times wider than it is tall.
///
/// ```swift
/// DOTWriter(direction: .leftToRight).write(graph)   // rankdir=LR
/// GraphDirection(rawValue: "LR")                    // .leftToRight
/// ```
package enum GraphDirection: String, Sendable, Equatable {
    /// `TB`: top to bottom (the default).
    case topToBottom = "TB"
    /// `LR`: left to right.
    case leftToRight = "LR"
    /// `BT`: bottom to top.
    case bottomToTop = "BT"
    /// `RL`: right to left.
    case rightToLeft = "RL"
}
