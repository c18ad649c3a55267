import Foundation
import SegueKitChecker
import SegueKitStoryboard
import SegueKitSwiftSource

/// `seguekit check`: storyboards against Swift sources, drift reported as diagnostics.
extension SegueKitTool {
    func check(_ options: CheckOptions) -> Int32 {
        guard var modules = moduleMap(options.moduleAssignments) else { return 1 }
        modules.sourceModule = options.sourceModule
        guard let parsed = parseStoryboards(options.storyboards, quiet: options.quiet) else { return 1 }
        let (documents, localizationDiagnostics) = LocalizedStoryboards.merge(parsed)
        guard let sources = scanSources(options.sources, cache: options.scanCache, quiet: options.quiet) else { return 1 }
        var diagnostics = sources.diagnostics + localizationDiagnostics + StoryboardCodeChecker(documents: documents, scan: sources.scan, modules: modules).check()
        if options.warningsAsErrors {
            diagnostics = diagnostics.map { var d = $0; if d.severity == .warning { d.severity = .error }; return d }
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let shown = options.quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
        switch options.format {
        case .text: report(shown, quiet: false)
        case .json: standardOutput(JSONReport.text(for: shown))
        case .sarif: standardOutput(SARIFReport.text(for: shown))
        }
        if !options.quiet {
            standardError("seguekit: checked \(parsed.count) storyboard(s) against \(sources.files.count) Swift file(s): \(errors) error(s), \(warnings) warning(s)\n")
        }
        return errors > 0 ? 1 : 0
    }
}
