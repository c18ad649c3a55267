import SegueKitChecker
import SegueKitGenerator
import SegueKitStoryboard
import SegueKitSwiftSource

/// `seguekit generate`: storyboards in, one Swift file of `SegueIdentifier` enums out.
extension SegueKitTool {
    func generate(_ options: GenerateOptions) -> Int32 {
        guard let modules = moduleMap(options.moduleAssignments) else { return 1 }
        guard let parsed = parseStoryboards(options.storyboards, quiet: options.quiet) else { return 1 }
        let (documents, localizationDiagnostics) = LocalizedStoryboards.merge(parsed)
        var generatorOptions = options.generator
        generatorOptions.modules = modules
        var checkDiagnostics: [Diagnostic] = []
        if !options.sources.isEmpty {
            // seguekit's own output is left out: its enums are what is being generated.
            guard let sources = scanSources(options.sources, cache: options.scanCache, quiet: options.quiet, skippedMarkers: [SegueCodeGenerator.headerMarker]) else { return 1 }
            report(sources.diagnostics, quiet: options.quiet)
            // With --module NAME the generated file is NAME's: the code it learns from is NAME's too
            // (unassigned files are), not another module's class of the same name.
            let code = ModuleCode(sources.scan, module: generatorOptions.moduleName, modules: modules)
            generatorOptions.code = code
            if options.check {
                // The hand-written enums get no generated one, so they are what drifts: check them.
                var sourceModules = modules
                sourceModules.sourceModule = generatorOptions.moduleName
                checkDiagnostics = StoryboardCodeChecker(documents: documents, scan: sources.scan, modules: sourceModules).checkIdentifierEnums()
            }
        }
        generatorOptions.toolVersion = SegueKitToolVersion.current
        let result = SegueCodeGenerator(options: generatorOptions).generate(documents: documents)
        report((localizationDiagnostics + result.diagnostics).filter { options.verbose || $0.severity != .note }, quiet: options.quiet)
        report(checkDiagnostics, quiet: options.quiet)
        guard emit(result.code, to: options.output, markers: [SegueCodeGenerator.headerMarker], force: options.force,
                    inputs: options.storyboards, quiet: options.quiet, what: "\(result.classNames.count) SegueIdentifier enum(s)") else { return 1 }
        let checkErrors = checkDiagnostics.filter { $0.severity == .error }.count
        if options.check && !options.quiet {
            let warnings = checkDiagnostics.filter { $0.severity == .warning }.count
            standardError("seguekit: checked \(generatorOptions.code?.declaredEnums.count ?? 0) hand-written SegueIdentifier(s): \(checkErrors) error(s), \(warnings) warning(s)\n")
        }
        return result.hasErrors || checkErrors > 0 ? 1 : 0
    }
}
