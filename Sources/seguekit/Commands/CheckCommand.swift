import SegueKitStoryboard

/// `seguekit check`: storyboards against Swift sources, drift reported as diagnostics.
extension SegueKitTool {
    func check(_ options: CheckOptions) -> Int32 {
        let outcome = options.check.run(progress: progress(quiet: options.quiet))
        let shown = options.quiet ? outcome.diagnostics.filter { $0.severity == .error } : outcome.diagnostics
        switch options.format {
        case .text: report(shown, quiet: false)
        case .json: standardOutput(JSONReport.text(for: shown, counting: outcome.diagnostics))
        case .sarif: standardOutput(SARIFReport.text(for: shown, fallbackPath: outcome.storyboardPaths.first))
        }
        guard !outcome.failed else {
            // The report holds why nothing was checked; a log that only shows standard error says it too.
            if options.format != .text { report(outcome.diagnostics, quiet: false) }
            return 1
        }
        if !options.quiet {
            standardError("seguekit: checked \(outcome.storyboardPaths.count) storyboard(s) against \(outcome.swiftFileCount) Swift file(s): \(outcome.errorCount) error(s), \(outcome.warningCount) warning(s)\n")
        }
        return outcome.errorCount > 0 ? 1 : 0
    }
}
