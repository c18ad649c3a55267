import SegueKitGenerator

/// `seguekit graph`: the storyboards' flow as Graphviz DOT or Mermaid.
extension SegueKitTool {
    func graph(_ drawing: GraphDrawing, quiet: Bool) -> Int32 {
        let outcome = drawing.run(progress: progress(quiet: quiet))
        report(outcome.diagnostics, quiet: quiet)
        guard let delivery = outcome.delivery, deliver(outcome.text, delivery, to: drawing.output) else { return 1 }
        return 0
    }
}
