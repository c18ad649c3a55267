import SegueKitGenerator
import SegueKitStoryboard

/// `seguekit graph`: the storyboards' flow as Graphviz DOT or Mermaid.
extension SegueKitTool {
    func graph(_ options: GraphOptions) -> Int32 {
        guard let documents = parseStoryboards(options.storyboards, quiet: false) else { return 1 }
        let graph = FlowGraph(documents: documents)
        let text = options.format == .dot
            ? DOTWriter(direction: options.direction).write(graph)
            : MermaidWriter(direction: options.direction).write(graph)
        return emit(text, to: options.output, markers: [DOTWriter.headerMarker, MermaidWriter.headerMarker], force: options.force,
                    inputs: options.storyboards, quiet: true, what: "graph") ? 0 : 1
    }
}
