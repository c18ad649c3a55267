import SegueKitStoryboard
import SegueKitSwiftSource

extension SegueCodeGenerator {
    /// A class whose identifiers were named, waiting for its typed segues.
    struct TypedInput {
        var typeName: String
        var className: String
        /// The cases in order, named and described.
        var named: [NamedCase]
        /// For a subclass whose `Segue` adds cases to an ancestor's, the ancestor's type name.
        var extends: String? = nil
        /// The identifiers whose cases only the ancestor's scenes have: the class cannot perform them.
        var inherited: Set<String> = []
    }

    /// Appends the typed segue code, one `#if canImport(…)` section per platform that has classes, each
    /// after an empty line.
    func appendTypedSections(
        _ inputs: [TypedInput], catalog: SegueCatalog, documents: [StoryboardDocument], to out: inout String, diagnostics: inout [Diagnostic]
    ) {
        // WatchKit's controllers have no typed segues: SegueKit's are UIKit's and AppKit's.
        let documents = documents.filter { !$0.isWatchKit }
        var platformOfFile: [String: StoryboardPlatform] = [:]
        for document in documents { platformOfFile[document.filePath] = document.platform }
        let platforms = Set(documents.map(\.platform))
        for platform in [StoryboardPlatform.iOS, .macOS] where platforms.contains(platform) {
            let names = TypedSeguePlatform(platform)
            var classes: [TypedSegueClass] = []
            for input in inputs {
                let named = input.named
                // A hand-written enum only another platform's `#if` branch declares: this platform's code
                // has none to name, so no case is performable here.
                let lacksEnum = options.code.map { $0.declaredEnums[input.className] != nil && !$0.declaresEnum(input.className, on: platform) } ?? false
                if lacksEnum, let declared = options.code?.declaredEnums[input.className] {
                    let here = named.flatMap(\.merged.entries).filter { platformOfFile[$0.filePath] == platform }
                    if !here.isEmpty {
                        diagnostics.append(Diagnostic(
                            .warning, "'\(input.className)' declares SegueIdentifier (\(declared.path):\(declared.line)) only in another platform's #if branch: its \(names.framework) segues get no typed perform; declare the enum for \(names.framework) too",
                            at: Self.earliest(here).location, rule: "enum-not-on-platform"))
                    }
                }
                // An enum below the superclass the class inherits `SegueHandlerType` from is not the one
                // the conformance names (`check` reports it): no case is performable.
                // So is every case of a class that adopts the module's own `SegueHandlerType`: typed perform
                // extends SegueKit's.
                let ownHandlerType = lacksEnum ? nil : options.code?.ownHandlerTypeConformance(of: input.className)
                let unperformable = lacksEnum || ownHandlerType != nil || options.code?.enumBelowConformance(of: input.className, on: platform) == true
                var cases: [TypedSegueClass.Case] = []
                for item in named {
                    let merged = item.merged
                    let entries = merged.entries.filter { platformOfFile[$0.filePath] == platform }
                    guard !entries.isEmpty else { continue }
                    let isRelationship = entries.allSatisfy(\.kind.isRelationship)
                    let prepared = entries.filter { !$0.kind.isRelationship }
                    var payload = TypedSeguePayload.resolve(
                        prepared, platform: names, catalog: catalog, moduleName: options.modules.sourceModule, code: options.code?.inExtensions(of: input.className))
                    if payload.hostsSwiftUI,
                       let hosting = declaredHostingType(of: prepared, className: input.className, platform: names, diagnostics: &diagnostics) {
                        payload.typeName = hosting
                        payload.modules.insert("SwiftUI")
                    }
                    if let code = options.code, let shadowing = code.shadowing(
                        of: ([payload] + payload.otherwise).flatMap { [$0.typeName].compactMap { $0 } + $0.searchedTypes }, inExtensionsOf: input.className) {
                        diagnostics.append(Diagnostic(
                            .warning, "segue '\(merged.identifier)' of \(input.className) keeps \(names.baseController): \(shadowing)",
                            at: Self.earliest(prepared).location, rule: "typed-payload-shadowed"))
                        payload = TypedSeguePayload(typeName: names.baseController)
                    }
                    var doc = entries.count == merged.entries.count
                        ? item.doc : docLine(for: MergedCase(identifier: merged.identifier, entries: entries))
                    let connection = connection(of: merged.identifier, className: input.className, payload: payload, entries: entries)
                    if let warning = connection.warning { diagnostics.append(warning) }
                    if let property = connection.connection?.property { doc = doc.dropLast() + "; stored in `\(property)`." }
                    cases.append(TypedSegueClass.Case(
                        identifier: merged.identifier, name: item.name, identifierCase: unperformable ? nil : item.identifierCase,
                        doc: doc, payload: payload, connection: connection.connection,
                        isRelationship: isRelationship, isEmbed: !prepared.isEmpty && prepared.allSatisfy { $0.kind == .embed },
                        isInherited: input.inherited.contains(merged.identifier),
                        isDeprecated: item.identifierCase.map { deprecated(input.className).contains(Self.unescaped($0)) } ?? false))
                }
                guard !cases.isEmpty else { continue }
                if let ownHandlerType, named.contains(where: { $0.identifierCase != nil }) {
                    let warning = Diagnostic(
                        .warning, "'\(input.className)' adopts its module's own SegueHandlerType, not SegueKit's: it gets no typed perform; adopt SegueKit.SegueHandlerType, or delete the module's copy, to use it",
                        at: ownHandlerType, rule: "own-segue-handler-type")
                    if !diagnostics.contains(warning) { diagnostics.append(warning) }
                }
                // The class, its destinations, its SegueIdentifier (typed perform names it) and the class it extends.
                let namedTypes = [input.typeName, input.typeName + ".SegueIdentifier"] + cases.compactMap(\.payload.typeName)
                    + (input.extends.map { [$0] } ?? [])
                let typed = TypedSegueClass(
                    typeName: input.typeName, cases: cases, platform: names, access: access(naming: namedTypes), extends: input.extends,
                    segueKit: segueKit, availability: options.code?.attributes(ofExtensionsOf: input.className) ?? "", narrowing: options.code?.narrowedClasses[input.className])
                if options.code?.isGeneric(input.className) == true {
                    diagnostics.append(Diagnostic(
                        .warning, "'\(input.className)' is generic; it gets no typed segues (the generated code cannot name it without its type arguments)",
                        at: Self.earliest(named.flatMap(\.merged.entries)).location, rule: "typed-generic-class"))
                    continue
                }
                if let holder = takenTypeName(typed, className: input.className) {
                    let first = Self.earliest(named.flatMap(\.merged.entries))
                    diagnostics.append(Diagnostic(
                        .warning, "\(holder); it gets no typed segues (they would redeclare or shadow it) — rename it to use them",
                        at: first.location, rule: "typed-name-taken"))
                    continue
                }
                classes.append(typed)
            }
            var modules = Set<String>()
            for typed in classes {
                for item in typed.cases where !item.payload.modules.isEmpty { modules.formUnion(item.payload.modules) }
            }
            // SwiftUI destinations: one `#if canImport(SwiftUI)` block for the platform's classes, unless a
            // typed segue's root view has the section import SwiftUI already.
            let importsSwiftUI: ((String, [String]) -> String)? = modules.contains("SwiftUI") ? nil : { importLine($0, for: $1) }
            let hosting = TypedHostingEmitter.emit(classes, importLine: importsSwiftUI)
            var scenes = ""
            var typedScenes: [(type: String, access: String)] = []
            if options.typedScenes {
                let storyboards = TypedSceneEmitter.storyboards(
                    documents, platform: names, catalog: catalog, options: options, declaresTopLevelType: declaresTopLevelType, diagnostics: &diagnostics)
                scenes = TypedSceneEmitter.emit(storyboards, platform: names, sceneType: segueKit.storyboardScene, access: access(naming:))
                typedScenes = storyboards.flatMap { $0.scenes.map { ($0.typeName, access(naming: [$0.typeName])) } }
                for storyboard in storyboards { modules.formUnion(storyboard.scenes.compactMap(\.module)) }
            }
            let writing = classes.filter { TypedSegueEmitter.writes($0) || TypedPerformEmitter.writes($0) }
            // Typed unwinds need the class that implements each action (`--source`); AppKit has no unwind segues.
            let unwinds = platform == .iOS && options.typedSegues ? options.code.map {
                TypedUnwindEmitter.unwinds(catalog: catalog, code: $0, moduleName: options.modules.sourceModule, platform: names, diagnostics: &diagnostics)
            } ?? [] : []
            guard !writing.isEmpty || !unwinds.isEmpty || !hosting.isEmpty || !scenes.isEmpty else { continue }
            // The access of everything below that names a module's types: typed segues name SegueKit's and
            // the framework's, and their payloads' modules'; a typed scene, SegueKit's and its class's module's.
            let written = writing.map(\.access) + unwinds.map { access(naming: [$0.className] + $0.cases.map(\.sourceType)) }
                + (hosting.isEmpty ? [] : classes.map(\.access))
            func importAccess(for module: String) -> [String] {
                var segues = module == "SegueKit" || module == names.framework ? written
                    : classes.filter { $0.cases.contains { $0.payload.modules.contains(module) } }.map(\.access)
                // The SwiftUI helpers use the section's SwiftUI import when a payload has it imported.
                if module == "SwiftUI", importsSwiftUI == nil { segues += classes.filter(TypedHostingEmitter.writes).map(\.access) }
                return segues + typedScenes.filter { scene in
                    module == "SegueKit" || scene.type.hasPrefix(module + ".")
                        || (module == names.framework && PlatformClasses.chain(of: scene.type) != nil)
                }.map(\.access)
            }
            let imports = (["SegueKit", names.framework] + modules).sorted(by: Self.scalarOrder)
                .map { importLine($0, for: importAccess(for: $0)) }.joined()
            let section = writing.isEmpty && unwinds.isEmpty && hosting.isEmpty ? "Typed scenes" : "Typed segues"
            out += "\n// MARK: \(section) (\(names.framework))\n\n#if \(names.condition)\n\(imports)\n"
            // Blocks (a class's typed segues and typed perform, the SwiftUI block, the scenes) are
            // separated by an empty line.
            var first = true
            func separate() {
                if !first { out += "\n" }
                first = false
            }
            for typed in writing {
                separate()
                // One extension holds the class's typed types; typed perform itself extends SegueHandlerType.
                let segues = TypedSegueEmitter.writes(typed), performs = TypedPerformEmitter.writes(typed)
                var block = "\(typed.availability)extension \(typed.typeName) {\n"
                if segues { TypedSegueEmitter.emit(typed, to: &block) }
                if segues && performs { block += "\n" }
                if performs { TypedPerformEmitter.emitPerformableSegue(typed, to: &block) }
                block += "}\n"
                if performs {
                    block += "\n"
                    TypedPerformEmitter.emitPerform(typed, to: &block)
                }
                out += Self.within(typed.narrowing, in: names.platforms, block)
            }
            for unwind in unwinds {
                separate()
                var block = ""
                TypedUnwindEmitter.emit(unwind, access: access(naming: [unwind.className] + unwind.cases.map(\.sourceType)), segueKit: segueKit, to: &block)
                out += Self.within(unwind.narrowing, in: names.platforms, block)
            }
            if !hosting.isEmpty { separate(); out += hosting }
            if !scenes.isEmpty { separate(); out += scenes }
            out += "#endif\n"
        }
    }

    /// With `--source`, the hosting controller type the segue actions of `entries` declare they return
    /// (`UIHostingController<AboutView>?` → `UIHostingController<AboutView>`), when they all declare the
    /// same one and it names no file-private view, also none nested in the class (written bare in its
    /// segue action), nor one that is deprecated or missing from some builds, nor one the sources do not
    /// declare when the action's file imports a module the generated file does not (that module's view
    /// would need the import); `nil` otherwise (the
    /// payload stays the platform's view controller, with a note when the type is why).
    private func declaredHostingType(
        of entries: [SegueCatalog.Entry], className: String, platform: TypedSeguePlatform, diagnostics: inout [Diagnostic]
    ) -> String? {
        guard let code = options.code else { return nil }
        var found: Set<String> = []
        for entry in entries {
            guard let selector = entry.destinationCreationSelector,
                  let declared = code.segueActionReturnType(of: className, selector: selector) else { return nil }
            var written = declared.type
            while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
            let unqualified = written.hasPrefix("SwiftUI.") ? String(written.dropFirst("SwiftUI.".count)) : written
            guard unqualified.hasPrefix(platform.hostingController + "<"), unqualified.hasSuffix(">") else { return nil }
            // A view the sources do not declare is SwiftUI's, or of a module the action's file imports and
            // the generated file does not.
            let imported = Set([platform.framework, "SwiftUI", "SegueKit", "Foundation"] + options.imports)
            let otherModules = code.imports(ofFile: declared.path).subtracting(imported).sorted()
            let undeclared = otherModules.isEmpty ? nil : code.undeclaredTypeName(in: unqualified, writtenIn: className, skipping: [platform.hostingController])
            let why = code.visibility(naming: [written], writtenIn: className) == .filePrivate ? "is private to its file"
                : code.namesTypeWithAvailability(written, writtenIn: className) ? "is deprecated or missing from some builds (@available)"
                : undeclared.map { "the Swift sources do not declare ('\($0)', perhaps of \(otherModules.map { "'\($0)'" }.joined(separator: " or ")), which the action's file imports: pass --import \(otherModules[0]))" }
            if let why {
                diagnostics.append(Diagnostic(
                    .note, "segue '\(entry.identifier)' of \(className) keeps \(platform.baseController): the `\(written)` its segue action '\(selector)' returns names a type that \(why), which the generated file cannot name",
                    at: entry.location, rule: "typed-hosting-untyped"))
                return nil
            }
            found.insert(written)
        }
        return found.count == 1 ? found.first : nil
    }

    /// Why the types `typed`'s typed code nests in the class cannot be declared
    /// (``ModuleCode/takenTypeName(among:nestedIn:)``), or `nil`.
    private func takenTypeName(_ typed: TypedSegueClass, className: String) -> String? {
        var written: [String] = []
        if TypedSegueEmitter.writes(typed) { written.append("Segue") }
        if TypedPerformEmitter.writes(typed) { written.append("PerformableSegue") }
        if TypedHostingEmitter.writes(typed) { written.append("HostingSegue") }
        guard let code = options.code else {
            return written.first(where: declaresTopLevelType).map { "'\(className)' sees the scene class \($0)" }
        }
        return code.takenTypeName(among: written, nestedIn: className)
    }

    /// The deprecated hand-written `SegueIdentifier` cases `className` uses: its own enum's, or an
    /// ancestor's.
    private func deprecated(_ className: String) -> Set<String> {
        guard let code = options.code, !code.deprecatedCases.isEmpty else { return [] }
        return code.chain(of: className).reduce(into: []) { $0.formUnion(code.deprecatedCases[$1] ?? []) }
    }
}
