/// `seguekit generate`: storyboards in, one Swift file of `SegueIdentifier` enums and typed segues out.
extension SegueKitTool {
    func generate(_ options: GenerateOptions) -> Int32 {
        let generation = options.generation
        let outcome = generation.run(progress: progress(quiet: options.quiet))
        report(outcome.diagnostics.filter { options.verbose || $0.severity != .note }, quiet: options.quiet)
        report(outcome.enumDiagnostics, quiet: options.quiet)
        guard let delivery = outcome.delivery,
              deliver(outcome.code, delivery, to: generation.output, what: options.quiet ? nil : "\(outcome.classNames.count) SegueIdentifier enum(s)")
        else { return 1 }
        if generation.checksEnums && !options.quiet {
            let errors = outcome.enumDiagnostics.filter { $0.severity == .error }.count
            let warnings = outcome.enumDiagnostics.filter { $0.severity == .warning }.count
            // Generation's own warnings are printed above too, and counted apart.
            let generationWarnings = outcome.diagnostics.filter { $0.severity == .warning }.count
            let generationCount = generationWarnings == 0 ? "" : "; generation: \(generationWarnings) warning(s)"
            standardError("seguekit: checked \(outcome.checkedEnumCount) hand-written SegueIdentifier(s): \(errors) error(s), \(warnings) warning(s)\(generationCount)\n")
        }
        return outcome.failed ? 1 : 0
    }
}
