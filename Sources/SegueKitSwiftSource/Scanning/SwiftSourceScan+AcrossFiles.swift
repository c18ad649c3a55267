import SegueKitStoryboard

extension SwiftSourceScan {
    /// Settles what no file tells alone, once the files are merged: the platform of the `#if` branches
    /// whose classes derive from other files' classes, and the class an extension of a `typealias` is of.
    package mutating func resolveAcrossFiles() {
        decidePlatformBranches()
        resolveAliasedOwners()
    }

    /// Makes each of ``undecidedPlatformBranches`` a platform's block when every class it derives from
    /// that the sources declare leads to that one framework's controllers (`#if canImport(AppKit)` …
    /// `class SettingsViewController: MacBaseViewController`, the base deriving from `NSViewController`
    /// in another file): AppKit's are unavailable on Mac Catalyst.
    private mutating func decidePlatformBranches() {
        guard !undecidedPlatformBranches.isEmpty else { return }
        let superclasses = Dictionary(grouping: classes.filter { !$0.isNested }, by: \.name).mapValues { $0.compactMap(\.superclass) }
        var found: [String: Set<StoryboardPlatform>] = [:]
        func frameworks(of written: String, visiting: Set<String> = []) -> Set<StoryboardPlatform> {
            let name = String(written.lastNameComponent)
            if let chain = PlatformClasses.chain(of: name) { return PlatformClasses.framework(of: chain).map { [$0] } ?? [] }
            // `Outer.Base` is a nested class, or another module's: no top-level class of the sources.
            guard name == written else { return [] }
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

    /// `typealias Home = HomeViewController` … `extension Home { enum SegueIdentifier … }`: what the
    /// extension declares, adopts or implements is the class's. Only for an alias of one top-level class
    /// the sources declare (not a nested one, nor a platform's controller, which each platform's branch
    /// may alias).
    private mutating func resolveAliasedOwners() {
        let classNames = Set(classes.lazy.filter { !$0.isNested }.map(\.name))
        var classOfAlias: [String: String] = [:]
        for (name, aliases) in Dictionary(grouping: typeAliases, by: \.name) where !classNames.contains(name) {
            let targets = Set(aliases.map(\.target))
            if targets.count == 1, let target = targets.first, classNames.contains(target) { classOfAlias[name] = target }
        }
        guard !classOfAlias.isEmpty else { return }
        func resolve(_ owner: inout String?) {
            if let name = owner, let target = classOfAlias[name] { owner = target }
        }
        for index in segueEnums.indices { resolve(&segueEnums[index].owner) }
        for index in stringEnums.indices { resolve(&stringEnums[index].owner) }
        for index in segueAliases.indices { resolve(&segueAliases[index].owner) }
        for index in segueLiterals.indices { resolve(&segueLiterals[index].owner) }
        for index in methods.indices { resolve(&methods[index].owner) }
        for index in staticStrings.indices { resolve(&staticStrings[index].owner) }
        for index in optionalProperties.indices { resolve(&optionalProperties[index].owner) }
        for index in conformances.indices {
            if let target = classOfAlias[conformances[index].typeName] { conformances[index].typeName = target }
        }
    }
}
