import SegueKitStoryboard

extension SegueCodeGenerator {
    /// A class whose identifiers were named, waiting for its typed segues.
    struct TypedInput {
        var typeName: String
        var className: String
        /// The cases in order, named and described.
        var named: NamedCases
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
        for document in documents { platformOfFile[document.filePath] = Self.typedPlatform(document.platform) }
        let access = options.accessLevel.isEmpty ? "" : options.accessLevel + " "
        var sections: [String] = []
        let platforms = Set(documents.map { Self.typedPlatform($0.platform) })
        // With storyboards of one platform only, every entry is of that platform: nothing to filter.
        let onePlatform = platforms.count == 1
        for platform in [StoryboardPlatform.iOS, .macOS] where platforms.contains(platform) {
            let names = TypedSeguePlatform(platform)
            var classes: [TypedSegueClass] = []
            classes.reserveCapacity(inputs.count)
            // The platform of the last file looked up: entries of one file come together.
            var lastPath: String?
            var lastMatches = false
            func matches(_ entry: SegueCatalog.Entry) -> Bool {
                if entry.filePath != lastPath {
                    lastPath = entry.filePath
                    lastMatches = (platformOfFile[entry.filePath] ?? .iOS) == platform
                }
                return lastMatches
            }
            for input in inputs {
                let named = input.named
                var cases: [TypedSegueClass.Case] = []
                cases.reserveCapacity(named.cases.count)
                var allEntries = true
                for index in named.cases.indices {
                    let merged = named.cases[index]
                    var entries = merged.entries
                    if !onePlatform {
                        entries = entries.filter(matches)
                        guard !entries.isEmpty else { allEntries = false; continue }
                        if entries.count != merged.entries.count { allEntries = false }
                    }
                    let isRelationship = entries.allSatisfy { if case .relationship = $0.kind { true } else { false } }
                    let hasRelationship = isRelationship || entries.contains { if case .relationship = $0.kind { true } else { false } }
                    let prepared = hasRelationship ? entries.filter { if case .relationship = $0.kind { false } else { true } } : entries
                    let payload = TypedSeguePayload.resolve(prepared, platform: names, catalog: catalog, moduleName: options.moduleName)
                    let doc = entries.count == merged.entries.count
                        ? named.docs[index] : docLines(for: MergedCase(identifier: merged.identifier, entries: entries))
                    cases.append(TypedSegueClass.Case(
                        identifier: merged.identifier, name: named.names[index],
                        doc: doc, payload: payload,
                        isRelationship: isRelationship, isEmbed: !prepared.isEmpty && prepared.allSatisfy { $0.kind == .embed }))
                }
                guard !cases.isEmpty else { continue }
                let files = allEntries
                    ? Self.fileNames(of: named.cases.lazy.flatMap(\.entries))
                    : Self.fileNames(of: named.cases.lazy.flatMap(\.entries).filter(matches))
                classes.append(TypedSegueClass(
                    typeName: input.typeName, cases: cases, platform: names, access: access, files: files))
            }
            var blocks: [String] = []
            blocks.reserveCapacity(classes.count + 1)
            var modules = Set<String>()
            for typed in classes {
                var block = TypedSegueEmitter.emit(typed)
                let perform = TypedPerformEmitter.emit(typed)
                if !perform.isEmpty {
                    if !block.isEmpty { block += "\n" }
                    block += perform
                }
                if !block.isEmpty { blocks.append(block) }
                for item in typed.cases where !item.payload.modules.isEmpty { modules.formUnion(item.payload.modules) }
            }
            // SwiftUI destinations: one `#if canImport(SwiftUI)` block for the platform's classes.
            let hosting = TypedHostingEmitter.emit(classes)
            if !hosting.isEmpty { blocks.append(hosting) }
            if options.typedScenes {
                let storyboards = TypedSceneEmitter.storyboards(documents, platform: names, catalog: catalog, options: options)
                let scenes = TypedSceneEmitter.emit(storyboards, platform: names, access: access)
                if !scenes.isEmpty { blocks.append(scenes) }
                for storyboard in storyboards { modules.formUnion(storyboard.scenes.compactMap(\.module)) }
            }
            guard !blocks.isEmpty else { continue }
            let imports = (["SegueKit", names.framework] + modules.sorted(by: Self.scalarOrder)).map { "import \($0)\n" }.joined()
            var section = "// MARK: Typed segues (\(names.framework))\n\n#if \(names.condition)\n\(imports)\n"
            section.reserveCapacity(blocks.reduce(section.utf8.count + 8) { $0 + $1.utf8.count + 1 })
            for (index, block) in blocks.enumerated() {
                if index > 0 { section += "\n" }
                section += block
            }
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
