import Foundation
import SegueKitChecker
import SegueKitStoryboard

/// `seguekit check`: storyboards against Swift sources, drift reported as diagnostics.
extension SegueKitTool {
    func check(_ options: CheckOptions) -> Int32 {
        guard let modules = moduleMap(options.moduleAssignments) else { return 1 }
        guard let documents = parseStoryboards(options.storyboards, quiet: options.quiet) else { return 1 }
        var files: [String] = []
        var sourceDiagnostics: [Diagnostic] = []
        for source in options.sources {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory) else {
                standardError("\(source):1:1: error: no such file or directory\n")
                return 1
            }
            if isDirectory.boolValue {
                let found = SwiftFileFinder.swiftFiles(under: source)
                if found.isEmpty {
                    sourceDiagnostics.append(Diagnostic(.warning, "source directory contains no .swift files; nothing in it was checked", path: source, rule: "source-directory-empty"))
                }
                files += found
            } else if source.hasSuffix(".swift") {
                files.append(source)
            } else {
                sourceDiagnostics.append(Diagnostic(.warning, "not a Swift file (no .swift extension); ignored", path: source, rule: "source-not-swift"))
            }
        }
        var scan = SwiftSourceScan()
        for (index, file) in files.enumerated() {
            if !options.quiet && files.count >= progressThreshold && (index % 50 == 0 || index == files.count - 1) {
                standardError("seguekit: scanning Swift sources [\(index + 1)/\(files.count)] \(file)\n")
            }
            guard let data = FileManager.default.contents(atPath: file) else {
                standardError("\(file):1:1: error: cannot read file\n")
                return 1
            }
            scan.merge(SwiftSourceScan.scan(source: String(decoding: data, as: UTF8.self), path: file))
        }
        var diagnostics = sourceDiagnostics + StoryboardCodeChecker(documents: documents, scan: scan, modules: modules).check()
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
            standardError("seguekit: checked \(documents.count) storyboard(s) against \(files.count) Swift file(s): \(errors) error(s), \(warnings) warning(s)\n")
        }
        return errors > 0 ? 1 : 0
    }
}
