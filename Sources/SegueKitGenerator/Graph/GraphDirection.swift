/// Which way a flow graph runs, in the spelling Graphviz (`rankdir`) and Mermaid (`flowchart TB`) share.
/// Top to bottom is the default: a long linear flow then reads down the page instead of becoming a
/// strip many times wider than it is tall.
package enum GraphDirection: String, Sendable, Equatable {
    case topToBottom = "TB"
    case leftToRight = "LR"
    case bottomToTop = "BT"
    case rightToLeft = "RL"
}
