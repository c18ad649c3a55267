import SegueKitStoryboard

extension SegueCodeGenerator {
    /// A class whose identifiers were named, waiting for its typed segues.
    struct TypedInput {
        var typeName: String
        var className: String
        var cases: [MergedCase]
        var naming: CaseNaming
    }

    /// The typed segue code, one `#if canImport(…)` section per platform that has classes:
    ///
    /// ```swift
    /// // MARK: Typed segues (UIKit)
    /// #if canImport(UIKit) && canImport(SegueKit) && !os(watchOS)
    /// import SegueKit
    /// import UIKit
    /// extension LibraryViewController { enum Segue { … } }
    /// …
    /// #endif
    /// ```
    func typedSections(_ inputs: [TypedInput], catalog: SegueCatalog, documents: [StoryboardDocument]) -> [String] {
        var platformOfFile: [String: StoryboardPlatform] = [:]
        for document in documents { platformOfFile[document.filePath] = document.platform }
        let access = options.accessLevel.isEmpty ? "" : options.accessLevel + " "
        var sections: [String] = []
        // Each class's cases in order, sorted once for both platforms; a platform without storyboards
        // is not looked at.
        let sortedCases = inputs.map { Self.sortedCases($0.cases, naming: $0.naming) }
        let platforms = Set(documents.map { Self.typedPlatform($0.platform) })
        for platform in [StoryboardPlatform.iOS, .macOS] where platforms.contains(platform) {
            let names = TypedSeguePlatform(platform)
            var classes: [TypedSegueClass] = []
            for (input, sorted) in zip(inputs, sortedCases) {
                var cases: [TypedSegueClass.Case] = []
                var files = Set<String>()
                for merged in sorted {
                    let entries = merged.entries.filter { Self.typedPlatform(platformOfFile[$0.filePath]) == platform }
                    guard !entries.isEmpty else { continue }
                    for entry in entries { files.insert(SegueCatalog.fileName(of: entry.filePath)) }
                    let isRelationship = entries.allSatisfy { if case .relationship = $0.kind { true } else { false } }
                    let prepared = entries.filter { if case .relationship = $0.kind { false } else { true } }
                    let payload = TypedSeguePayload.resolve(prepared, platform: names, catalog: catalog, moduleName: options.moduleName)
                    cases.append(TypedSegueClass.Case(
                        identifier: merged.identifier, name: input.naming.names[merged.identifier]!,
                        doc: docLines(for: MergedCase(identifier: merged.identifier, entries: entries)), payload: payload,
                        isRelationship: isRelationship, isEmbed: !prepared.isEmpty && prepared.allSatisfy { $0.kind == .embed }))
                }
                guard !cases.isEmpty else { continue }
                classes.append(TypedSegueClass(
                    typeName: input.typeName, cases: cases, platform: names, access: access,
                    files: files.sorted(by: Self.scalarOrder)))
            }
            var blocks = classes.map { [TypedSegueEmitter.emit($0), TypedPerformEmitter.emit($0)].filter { !$0.isEmpty }.joined(separator: "\n") }.filter { !$0.isEmpty }
            var modules = Set(classes.flatMap { $0.cases.flatMap(\.payload.modules) })
            if options.typedScenes {
                let storyboards = TypedSceneEmitter.storyboards(documents, platform: names, catalog: catalog, options: options)
                let scenes = TypedSceneEmitter.emit(storyboards, platform: names, access: access)
                if !scenes.isEmpty { blocks.append(scenes) }
                for storyboard in storyboards { modules.formUnion(storyboard.scenes.compactMap(\.module)) }
            }
            guard !blocks.isEmpty else { continue }
            let imports = (["SegueKit", names.framework] + modules.sorted(by: Self.scalarOrder)).map { "import \($0)\n" }.joined()
            var section = "// MARK: Typed segues (\(names.framework))\n\n#if \(names.condition)\n\(imports)\n"
            section += blocks.joined(separator: "\n")
            section += "#endif\n"
            sections.append(section)
        }
        return sections
    }

    /// Storyboards of every platform but macOS use UIKit.
    static func typedPlatform(_ platform: StoryboardPlatform?) -> StoryboardPlatform {
        platform == .macOS ? .macOS : .iOS
    }
}
