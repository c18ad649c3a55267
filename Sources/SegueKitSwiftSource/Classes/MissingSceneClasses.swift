import SegueKitStoryboard

/// The scene classes the given sources must declare but do not: renamed in code only, so UIKit would
/// stop with "Unknown class … in Interface Builder file". `check` reports them and `generate` never names
/// them; both ask this one rule, so with the same `--module` options they name the same classes.
package struct MissingSceneClasses: Sendable, Equatable {
    private let modules: ModuleMap
    /// The modules of the files that declare classes (`nil`: a file of no known module).
    private let sourceModules: Set<String?>
    /// The type names the files of each module declare or extend.
    private let namesByModule: [String?: Set<String>]
    /// The nested types each module's files declare, as `Outer.Inner`.
    private let nestedByModule: [String?: Set<String>]

    package init(_ scan: SwiftSourceScan, modules: ModuleMap) {
        self.modules = modules
        sourceModules = Set(scan.classes.map { modules.module(ofSource: $0.location.path) })
        namesByModule = scan.typeNames(byModuleIn: modules)
        var nested: [String?: Set<String>] = [:]
        // A typealias names a type without declaring one: the runtime knows no class by its name.
        let aliases = Set(scan.typeAliases.map(\.location))
        for (name, locations) in scan.declaredTypes where name.contains(".") {
            for location in locations where !aliases.contains(location) { nested[modules.module(ofSource: location.path), default: []].insert(name) }
        }
        nestedByModule = nested
    }

    /// Whether the sources must declare the class of a scene with these attributes, and do not. They must
    /// when the storyboard says the class is the app's (`customModuleProvider="target"`) or names a
    /// module, and the scene's module is one of the sources' (a target's class of unknown module counts).
    /// With no module named at all, only the target's classes are the sources'. Without any class in the
    /// sources nothing is known to be missing.
    package func isMissing(_ className: String, customModule: String?, provider: String?, storyboard: String) -> Bool {
        guard !sourceModules.isEmpty else { return false }
        let isTargets = provider == "target"
        let module = modules.module(customModule: customModule, provider: provider, storyboard: storyboard)
        if modules.isEmpty {
            guard isTargets else { return false }
        } else {
            guard isTargets || customModule != nil else { return false }
            if let module, !sourceModules.contains(module) { return false }
        }
        // A dotted class (`Settings.RootViewController`) is a nested one, declared as written.
        let visible = className.contains(".") ? visible(in: module, nestedByModule) : visible(in: module, namesByModule)
        return !visible.contains { $0.contains(className) }
    }

    /// The type names a class of `module` can be: those of its files and of files of no known module; all
    /// of them without module names, or when `module` is unknown. With `nested`, the nested types'
    /// dotted names (`Settings.RootViewController`) instead.
    package func names(visibleIn module: String?, nested: Bool = false) -> Set<String> {
        visible(in: module, nested ? nestedByModule : namesByModule).reduce(into: []) { $0.formUnion($1) }
    }

    private func visible(in module: String?, _ byModule: [String?: Set<String>]) -> [Set<String>] {
        guard !modules.isEmpty, let module else { return Array(byModule.values) }
        return [byModule[module], byModule[nil]].compactMap { $0 }
    }
}
