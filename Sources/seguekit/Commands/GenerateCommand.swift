import SegueKitGenerator
import SegueKitStoryboard

/// `seguekit generate`: storyboards in, one Swift file of `SegueIdentifier` enums out.
extension SegueKitTool {
    func generate(_ options: GenerateOptions) -> Int32 {
        guard let modules = moduleMap(options.moduleAssignments) else { return 1 }
        guard let documents = parseStoryboards(options.storyboards, quiet: options.quiet) else { return 1 }
        var generatorOptions = options.generator
        generatorOptions.modules = modules
        generatorOptions.toolVersion = SegueKitToolVersion.current
        let result = SegueCodeGenerator(options: generatorOptions).generate(documents: documents)
        report(result.diagnostics.filter { options.verbose || $0.severity != .note }, quiet: options.quiet)
        guard emit(result.code, to: options.output, markers: [SegueCodeGenerator.headerMarker], force: options.force,
                    inputs: options.storyboards, quiet: options.quiet, what: "\(result.classNames.count) SegueIdentifier enum(s)") else { return 1 }
        return result.hasErrors ? 1 : 0
    }
}
