import SegueKitChecker
import SegueKitGenerator
import SegueKitStoryboard

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
            guard let (scan, _, sourceDiagnostics) = scanSources(options.sources, quiet: options.quiet, skipMarkers: [SegueCodeGenerator.headerMarker]) else { return 1 }
            report(sourceDiagnostics, quiet: options.quiet)
            // With --module NAME the generated file is NAME's: the sources it learns from are NAME's too
            // (unassigned files are), not another module's class of the same name.
            var sourceModules = modules
            sourceModules.sourceModule = generatorOptions.moduleName
            func inTarget(_ path: String) -> Bool {
                guard let target = generatorOptions.moduleName, let module = sourceModules.module(ofSource: path) else { return true }
                return module == target
            }
            for declaration in scan.classes where inTarget(declaration.location.path) && generatorOptions.superclasses[declaration.name] == nil {
                if let superclass = declaration.superclass { generatorOptions.superclasses[declaration.name] = superclass }
            }
            let declared = scan.segueEnums.compactMap { e in e.owner.map { ($0, e.location) } }
                + scan.segueAliases.compactMap { a in a.owner.map { ($0, a.location) } }
            generatorOptions.coderInitializableClasses.formUnion(scan.types(conformingTo: "CoderInitializable"))
            generatorOptions.declaredTypes.formUnion(scan.declaredTypes.filter { $0.value.contains { inTarget($0.path) } }.keys)
            for (owner, location) in declared where inTarget(location.path) && generatorOptions.declaredEnums[owner] == nil {
                generatorOptions.declaredEnums[owner] = "\(location.path):\(location.line)"
            }
            // Their cases name the typed segues of those classes (unless the generated file cannot see
            // the enum: a `private` one gets no typed segues).
            generatorOptions.declaredCaseNames.merge(scan.segueIdentifierCaseNames { inTarget($0.location.path) }) { given, _ in given }
            if options.check {
                // The hand-written enums get no generated one, so they are what drifts: check them.
                checkDiagnostics = StoryboardCodeChecker(documents: documents, scan: scan, modules: sourceModules).check()
                    .filter { GenerateOptions.checkedRules.contains($0.rule) }
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
            standardError("seguekit: checked \(generatorOptions.declaredEnums.count) hand-written SegueIdentifier(s): \(checkErrors) error(s), \(warnings) warning(s)\n")
        }
        return result.hasErrors || checkErrors > 0 ? 1 : 0
    }
}
