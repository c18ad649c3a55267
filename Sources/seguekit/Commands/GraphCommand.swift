import SegueKitGenerator
import SegueKitStoryboard

/// `seguekit graph`: the storyboards' flow as Graphviz DOT or Mermaid.
extension SegueKitTool {
    func graph(_ options: GraphOptions) -> Int32 {
        guard let parsed = parseStoryboards(options.storyboards, quiet: false) else { return 1 }
        // Localized copies are one storyboard: drawn once, as generate and check read them.
        let graph = FlowGraph(documents: LocalizedStoryboards.merge(parsed).documents)
        let text = options.format == .dot
            ? DOTWriter(direction: options.direction).write(graph)
            : MermaidWriter(direction: options.direction).write(graph)
        return emit(text, to: options.output, markers: [DOTWriter.headerMarker, MermaidWriter.headerMarker], force: options.force,
                    inputs: options.storyboards, quiet: true, what: "graph") ? 0 : 1
    }
}
