import SegueKitStoryboard

extension SwiftSourceScan {
    /// The scan without what only the other platform compiles: for an iOS storyboard, a multiplatform
    /// app's `#if os(macOS)` classes, enums, cases and methods are not the ones its scenes run.
    package func confined(to platform: StoryboardPlatform) -> SwiftSourceScan {
        var excluded: [String: [ClosedRange<Int>]] = [:]
        for block in platformBlocks where block.platform != platform { excluded[block.path, default: []].append(block.lines) }
        guard !excluded.isEmpty else { return self }
        func kept(_ location: FileLocation) -> Bool {
            !(excluded[location.path] ?? []).contains { $0.contains(location.line) }
        }
        func keptEnums(_ enums: [SegueEnum]) -> [SegueEnum] {
            enums.filter { kept($0.location) }.map { segueEnum in
                var segueEnum = segueEnum
                segueEnum.cases = segueEnum.cases.filter { kept($0.location) }
                return segueEnum
            }
        }
        var scan = self
        scan.classes = classes.filter { kept($0.location) }
        scan.otherPlatformClasses.formUnion(classes.filter { !kept($0.location) && !$0.isNested }.map(\.name))
        scan.declaredTypes = declaredTypes.compactMapValues { locations in
            let kept = locations.filter(kept)
            return kept.isEmpty ? nil : kept
        }
        scan.restrictedTypes = restrictedTypes.compactMapValues { restrictions in
            let kept = restrictions.filter { kept($0.location) }
            return kept.isEmpty ? nil : kept
        }
        scan.segueEnums = keptEnums(segueEnums)
        scan.stringEnums = keptEnums(stringEnums)
        scan.segueAliases = segueAliases.filter { kept($0.location) }
        scan.typeAliases = typeAliases.filter { kept($0.location) }
        scan.protocolRefinements = protocolRefinements.filter { kept($0.location) }
        scan.segueLiterals = segueLiterals.filter { kept($0.location) }
        scan.methods = methods.filter { kept($0.location) }
        scan.conformances = conformances.filter { kept($0.location) }
        scan.staticStrings = staticStrings.filter { kept($0.location) }
        scan.optionalProperties = optionalProperties.filter { kept($0.location) }
        return scan
    }

    /// Makes each of ``undecidedPlatformBranches`` a platform's block when every class it derives from
    /// that the sources declare leads to that one framework's controllers (`#if canImport(AppKit)` …
    /// `class SettingsViewController: MacBaseViewController`, the base deriving from `NSViewController`
    /// in another file): AppKit's are unavailable on Mac Catalyst. Call it once the files are merged.
    package mutating func decidePlatformBranches() {
        guard !undecidedPlatformBranches.isEmpty else { return }
        let superclasses = Dictionary(grouping: classes.filter { !$0.isNested }, by: \.name).mapValues { $0.compactMap(\.superclass) }
        var found: [String: Set<StoryboardPlatform>] = [:]
        func frameworks(of written: String, visiting: Set<String> = []) -> Set<StoryboardPlatform> {
            let name = String(written.lastNameComponent)
            if let chain = PlatformClasses.chain(of: name) { return PlatformClasses.framework(of: chain).map { [$0] } ?? [] }
            if let known = found[name] { return known }
            guard !visiting.contains(name) else { return [] }   // a cycle of superclasses leads nowhere
            let frameworks = (superclasses[name] ?? []).reduce(into: Set<StoryboardPlatform>()) {
                $0.formUnion(frameworks(of: $1, visiting: visiting.union([name])))
            }
            found[name] = frameworks
            return frameworks
        }
        for branch in undecidedPlatformBranches {
            let platforms = branch.superclasses.reduce(into: Set<StoryboardPlatform>()) { $0.formUnion(frameworks(of: $1)) }
            if platforms.count == 1, let platform = platforms.first {
                platformBlocks.append(.init(path: branch.path, lines: branch.lines, platform: platform))
            }
        }
        undecidedPlatformBranches = []
    }
}
