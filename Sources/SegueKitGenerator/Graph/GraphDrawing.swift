import SegueKitStoryboard
import SegueKitSwiftSource

/// One run of `seguekit graph`: the storyboards' flow as Graphviz DOT or Mermaid.
package struct GraphDrawing: Sendable, Equatable {
    package enum Format: String, Sendable, Equatable {
        case dot
        case mermaid
    }

    package var storyboards: [String]
    package var format: Format = .dot
    package var direction: GraphDirection = .topToBottom
    /// The file to write, or `-` for standard output.
    package var output = "-"
    /// `--force`: replace the output file even when seguekit did not write it (a regular file only).
    package var force = false

    package init(storyboards: [String]) { self.storyboards = storyboards }

    package struct Outcome: Sendable {
        /// Why the storyboards could not be read, if they could not; else what reading them found (a
        /// directory without storyboards).
        package var diagnostics: [Diagnostic] = []
        package var text = ""
        /// `nil` when the storyboards could not be read.
        package var delivery: OutputDelivery?
    }

    /// Reads the storyboards (localized copies drawn once, as `generate` and `check` read them), draws
    /// the graph, storyboards in path order, and delivers it to ``output``.
    package func run(progress: ToolInput.Progress = { _, _, _, _ in }) -> Outcome {
        let input = ToolInput(ToolInput.Request(storyboards: storyboards), progress: progress)
        guard !input.failed else { return Outcome(diagnostics: input.diagnostics) }
        // In one order whatever the order given, as `generate`'s output is.
        let graph = FlowGraph(documents: input.documents.sorted { $0.filePath.utf8.lexicographicallyPrecedes($1.filePath.utf8) })
        let text = format == .dot ? DOTWriter(direction: direction).write(graph) : MermaidWriter(direction: direction).write(graph)
        let delivery = OutputDelivery(text, to: output, markers: [DOTWriter.headerMarker, MermaidWriter.headerMarker], force: force, inputs: storyboards)
        return Outcome(diagnostics: input.diagnostics, text: text, delivery: delivery)
    }
}
