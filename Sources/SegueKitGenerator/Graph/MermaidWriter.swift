/// Writes a ``FlowGraph`` as a Mermaid flowchart (paste into Markdown inside a ```` ```mermaid ```` block).
///
/// Controllers are rounded boxes, storyboard references subroutine boxes, unwind targets flags;
/// navigation edges `-->`, presentation `-.->` dashed… (see ``FlowGraph/EdgeStyle``): relationship
/// edges are thick `==>`, embeds `--o`, unwinds dotted.
///
/// ```swift
/// print(MermaidWriter().write(FlowGraph(documents: [main])))
/// // flowchart LR
/// //     n0(["UINavigationController<br/>LibraryNavigation"]) …
/// ```
public struct MermaidWriter: Sendable {
    /// Creates a writer.
    ///
    /// ```swift
    /// let mermaidWriter = MermaidWriter()
    /// ```
    public init() {}

    /// The Mermaid text (ends with a newline).
    ///
    /// ```swift
    /// let mermaid = MermaidWriter().write(graph)
    /// ```
    public func write(_ graph: FlowGraph) -> String {
        var ids: [String: String] = [:]
        for (index, node) in graph.nodes.enumerated() { ids[node.id] = "n\(index)" }
        var out = "flowchart LR\n"
        for (index, name) in graph.storyboards.enumerated() {
            let clustered = graph.storyboards.count > 1
            let indent = clustered ? "        " : "    "
            if clustered { out += "    subgraph sb\(index)[\"\(escape(name))\"]\n" }
            for node in graph.nodes where node.storyboard == index {
                out += indent + ids[node.id]! + shape(for: node) + "\n"
            }
            if clustered { out += "    end\n" }
        }
        var initial: [String] = []
        for node in graph.nodes where node.isInitial { initial.append(ids[node.id]!) }
        for edge in graph.edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            out += "    \(from) \(arrow(edge.style))|\"\(escape(edge.label))\"| \(to)\n"
        }
        out += "    classDef initial stroke-width:3px\n"
        out += "    classDef reference fill:#eef3ff\n"
        out += "    classDef unwind fill:#fff4e0\n"
        if !initial.isEmpty { out += "    class \(initial.joined(separator: ",")) initial\n" }
        let references = graph.nodes.filter { $0.kind == .reference }.map { ids[$0.id]! }
        if !references.isEmpty { out += "    class \(references.joined(separator: ",")) reference\n" }
        let unwinds = graph.nodes.filter { $0.kind == .unwind }.map { ids[$0.id]! }
        if !unwinds.isEmpty { out += "    class \(unwinds.joined(separator: ",")) unwind\n" }
        return out
    }

    private func shape(for node: FlowGraph.Node) -> String {
        let label = escape(node.title) + (node.subtitle.map { "<br/>" + escape($0) } ?? "")
        switch node.kind {
        case .controller: return "(\"\(label)\")"
        case .reference: return "[[\"\(label)\"]]"
        case .unwind: return ">\"\(label)\"]"
        case .missing: return "{{\"\(label)\"}}"
        }
    }

    private func arrow(_ style: FlowGraph.EdgeStyle) -> String {
        switch style {
        case .navigation, .custom: "-->"
        case .presentation: "-.->"
        case .embed: "--o"
        case .relationship: "==>"
        case .unwind: "-.->"
        }
    }

    /// Text inside a quoted Mermaid label: quotes and markup characters as entity codes.
    func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "\"": out += "#quot;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "#": out += "#35;"
            case "|": out += "#124;"
            case "\n", "\r", "\r\n": out += " "
            default: out.append(ch)
            }
        }
        return out
    }
}
