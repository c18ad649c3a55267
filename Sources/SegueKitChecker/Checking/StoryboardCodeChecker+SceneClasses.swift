import SegueKitStoryboard
import SegueKitSwiftSource

// Scene classes the sources do not declare.
extension StoryboardCodeChecker {
    /// A scene whose class belongs to the app's module (`customModuleProvider="target"`, or a
    /// `customModule` of the sources) must be declared by the sources: otherwise the class was renamed
    /// in code only, and UIKit stops with "Unknown class in Interface Builder file". A class without a
    /// module (Objective-C) or of another module is not the sources' to declare.
    func checkUndeclaredClasses(_ catalog: SegueCatalog) -> [Diagnostic] {
        guard !scan.classes.isEmpty else { return [] }
        let declared = scan.typeNames()
        let sourceModules = Set(scan.classes.map { modules.module(ofSource: $0.location.path) })
        var out: [Diagnostic] = []
        for className in catalog.scenes.keys.sorted() where !declared.contains(className) {
            for scene in catalog.scenes[className]! where Self.belongsToSources(scene, sourceModules: sourceModules, modules: modules) {
                var message = "scene class '\(className)' belongs to the app's module but no given Swift file declares it"
                if let closest = Self.closest(to: className, among: declared) {
                    message += "; the sources declare '\(closest)' — was it renamed in code only?"
                }
                message += " (at run time: \"Unknown class \(className) in Interface Builder file\")"
                out.append(Diagnostic(.error, message, at: scene.location, rule: "class-not-declared"))
            }
        }
        return out
    }

    /// Whether the given sources are where `scene`'s class must be declared: its storyboard says the
    /// class is the target's (`customModuleProvider="target"`) or names a module of the sources, and
    /// (with module assignments) the sources of that module were given.
    static func belongsToSources(_ scene: SegueCatalog.SceneRef, sourceModules: Set<String?>, modules: ModuleMap) -> Bool {
        if modules.isEmpty {
            return scene.customModuleProvider == "target"
        }
        guard scene.customModuleProvider == "target" || scene.customModule != nil else { return false }
        return sourceModules.contains(scene.module)
    }

    /// The declared name nearest to `name`, when it is near enough to be a rename.
    private static func closest(to name: String, among names: Set<String>) -> String? {
        let ranked = names.map { (name: $0, distance: editDistance($0, name)) }.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
        guard let best = ranked.first, best.distance <= max(3, name.count / 2) else { return nil }
        return best.name
    }
}
