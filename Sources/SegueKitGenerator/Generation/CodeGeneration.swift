import SegueKitChecker
import SegueKitStoryboard
import SegueKitSwiftSource

/// One run of `seguekit generate`: storyboards in, one Swift file out, and with `checksEnums` the
/// hand-written `SegueIdentifier` enums of the sources checked against the storyboards.
package struct CodeGeneration: Sendable, Equatable {
    /// The storyboards to generate for, and the sources whose class chains and hand-written
    /// `SegueIdentifier`s the generated code follows.
    package var request: ToolInput.Request
    /// The file to write, or `-` for standard output.
    package var output = "-"
    /// What to generate; its ``SegueCodeGenerator/Options/modules`` is the run's own, made from the
    /// request's module options.
    package var options = SegueCodeGenerator.Options()
    /// `--force`: replace the output file even when seguekit did not write it (a regular file only).
    package var force = false
    /// `--check`: also check the `SegueIdentifier` enums the sources declare against the storyboards
    /// (the enum rules of `seguekit check`: the others may need code outside the target).
    package var checksEnums = false

    package init(storyboards: [String]) { request = ToolInput.Request(storyboards: storyboards) }

    package struct Outcome: Sendable {
        /// What reading and generating found (notes included), or why the input could not be read.
        package var diagnostics: [Diagnostic] = []
        /// With `checksEnums`: the findings about the sources' enums.
        package var enumDiagnostics: [Diagnostic] = []
        /// With `checksEnums`: how many hand-written `SegueIdentifier` enums were checked.
        package var checkedEnumCount = 0
        package var code = ""
        /// The classes that got a `SegueIdentifier` enum.
        package var classNames: [String] = []
        /// Where the code went; nil when nothing was generated.
        package var delivery: OutputDelivery?

        /// Whether the run failed: unreadable input, an error in the storyboards or the checked enums, or
        /// an output that could not be written.
        package var failed: Bool {
            switch delivery {
            case nil, .failed?: true
            case .standardOutput?, .file?: (diagnostics + enumDiagnostics).contains { $0.severity == .error }
            }
        }
    }

    /// Reads the storyboards (and sources), generates the code and delivers it to ``output``.
    package func run(progress: ToolInput.Progress = { _, _, _, _ in }) -> Outcome {
        var outcome = Outcome()
        // seguekit's own output is left out of the sources: its enums are what is being generated.
        let input = ToolInput(request, progress: progress)
        outcome.diagnostics = input.diagnostics
        guard !input.failed else { return outcome }
        var options = options
        options.modules = input.modules
        if request.hasSources {
            // With --module NAME the generated file is NAME's: the code it learns from is NAME's too
            // (unassigned files are), not another module's class of the same name.
            options.code = ModuleCode(input.sources.scan, module: options.modules.sourceModule, modules: input.modules)
            if checksEnums {
                // The hand-written enums get no generated one, so they are what drifts: check them.
                let checker = StoryboardCodeChecker(documents: input.documents, scan: input.sources.scan, modules: input.modules)
                outcome.enumDiagnostics = checker.checkIdentifierEnums()
                outcome.checkedEnumCount = checker.identifierEnumCount
            }
        }
        let result = SegueCodeGenerator(options: options).generate(documents: input.documents)
        outcome.diagnostics += result.diagnostics
        // A segue without identifier, which both find, is reported once, as generation's.
        let skipped = Set(result.diagnostics.filter { $0.rule == "empty-identifier" }.compactMap(\.location))
        outcome.enumDiagnostics.removeAll { $0.rule == "empty-identifier" && $0.location.map(skipped.contains) == true }
        outcome.code = result.code
        outcome.classNames = result.classNames
        outcome.delivery = OutputDelivery(result.code, to: output, markers: [ToolInput.generatedFileMarker], force: force, inputs: request.storyboards)
        return outcome
    }
}
