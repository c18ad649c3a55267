import SegueKitStoryboard
import SegueKitSwiftSource

/// One run of `seguekit check`: storyboards against the Swift sources, drift reported as diagnostics.
package struct StoryboardCheck: Sendable, Equatable {
    /// The storyboards and sources to read.
    package var request: ToolInput.Request
    /// `--warnings-as-errors`: report warnings as errors (an unwritable scan cache stays a warning).
    package var warningsAsErrors = false

    package init(storyboards: [String], sources: [String]) {
        request = ToolInput.Request(storyboards: storyboards, sources: sources)
    }

    /// Every rule a run may report, by ``Diagnostic/rule``, with its description: the checks'
    /// (``StoryboardCodeChecker/rules``), then those of reading the inputs (``ToolInput/rules``).
    package static let rules = Array(StoryboardCodeChecker.rules) + Array(ToolInput.rules)

    /// What a run found, and in how many files.
    package struct Outcome: Sendable {
        /// The findings, or the reasons the input could not be read.
        package var diagnostics: [Diagnostic]
        /// The storyboard files given, in the order of their paths: those read, unless the run ``failed``.
        package var storyboardPaths: [String]
        package var swiftFileCount: Int
        /// Whether some input could not be read, so nothing was checked.
        package var failed: Bool

        package var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
        package var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
    }

    package func run(progress: ToolInput.Progress = { _, _, _, _ in }) -> Outcome {
        let input = ToolInput(request, progress: progress)
        guard !input.failed else {
            return Outcome(diagnostics: input.diagnostics, storyboardPaths: input.storyboardPaths, swiftFileCount: 0, failed: true)
        }
        let checker = StoryboardCodeChecker(documents: input.documents, scan: input.sources.scan, modules: input.modules)
        // Without a Swift file nothing shows what the code has (an action may be in Objective-C, or the
        // folder given the wrong one): only what the storyboards say on their own is checked.
        var diagnostics = input.diagnostics + (input.sources.files.isEmpty ? checker.checkStoryboards() : checker.check())
        if warningsAsErrors {
            // A cache that cannot be written changes no result: it stays a warning.
            for index in diagnostics.indices where diagnostics[index].severity == .warning && diagnostics[index].rule != "scan-cache-unwritable" {
                diagnostics[index].severity = .error
            }
        }
        return Outcome(
            diagnostics: diagnostics, storyboardPaths: input.storyboardPaths, swiftFileCount: input.sources.files.count, failed: false)
    }
}
