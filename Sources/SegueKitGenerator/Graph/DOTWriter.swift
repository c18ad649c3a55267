/// Writes a ``FlowGraph`` as Graphviz DOT (render with `dot -Tsvg flow.dot -o flow.svg`).
///
/// Controllers are rounded boxes (the initial one bold, with an entry arrow), storyboard references
/// folders, unwind targets arrows; edges are solid for navigation, dashed for presentation, bold grey
/// with a diamond for relationships, an open diamond for embeds, dotted for unwinds, blue for custom
/// segue classes.
///
/// ```swift
/// let dot = DOTWriter().write(FlowGraph(documents: [main]))
/// // digraph storyboard { … "s0_Lib-7k-TQv" [label="LibraryViewController\nLibrary" …]; … }
/// ```
public struct DOTWriter: Sendable {
    /// Creates a writer.
    ///
    /// ```swift
    /// let dOTWriter = DOTWriter()
    /// ```
    public init() {}

    /// The DOT text (ends with a newline).
    ///
    /// ```swift
    /// try DOTWriter().write(graph).write(toFile: "flow.dot", atomically: true, encoding: .utf8)
    /// ```
    public func write(_ graph: FlowGraph) -> String {
        var out = "digraph storyboard {\n"
        out += "    rankdir=LR;\n"
        out += "    node [shape=box, style=rounded, fontname=\"Helvetica\"];\n"
        out += "    edge [fontname=\"Helvetica\", fontsize=10];\n"
        for (index, name) in graph.storyboards.enumerated() {
            let indent = graph.storyboards.count > 1 ? "        " : "    "
            if graph.storyboards.count > 1 {
                out += "    subgraph \(quote("cluster_\(index)")) {\n        label=\(quote(name));\n"
            }
            for node in graph.nodes where node.storyboard == index {
                out += indent + "\(quote(node.id)) [\(attributes(for: node))];\n"
                if node.isInitial {
                    out += indent + "\(quote(node.id + "_entry")) [shape=point, label=\"\"];\n"
                    out += indent + "\(quote(node.id + "_entry")) -> \(quote(node.id));\n"
                }
            }
            if graph.storyboards.count > 1 { out += "    }\n" }
        }
        for edge in graph.edges {
            out += "    \(quote(edge.from)) -> \(quote(edge.to)) [label=\(quote(edge.label)), \(style(edge.style))];\n"
        }
        return out + "}\n"
    }

    private func attributes(for node: FlowGraph.Node) -> String {
        let label = node.subtitle.map { "\(node.title)\n\($0)" } ?? node.title
        var attrs = ["label=\(quote(label))"]
        switch node.kind {
        case .controller:
            if node.isInitial { attrs.append("style=\"rounded,bold\"") }
        case .reference:
            attrs.append("shape=folder, style=filled, fillcolor=\"#eef3ff\"")
        case .unwind:
            attrs.append("shape=cds, style=filled, fillcolor=\"#fff4e0\"")
        case .missing:
            attrs.append("shape=box, style=dashed, color=red")
        }
        return attrs.joined(separator: ", ")
    }

    private func style(_ style: FlowGraph.EdgeStyle) -> String {
        switch style {
        case .navigation: "style=solid"
        case .presentation: "style=dashed"
        case .embed: "style=solid, arrowhead=odiamond"
        case .relationship: "style=bold, color=gray40, arrowhead=diamond"
        case .unwind: "style=dotted, color=darkorange"
        case .custom: "style=solid, color=blue"
        }
    }

    /// A DOT double-quoted ID: `"` and `\` escaped, line breaks as `\n`.
    func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": break
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
