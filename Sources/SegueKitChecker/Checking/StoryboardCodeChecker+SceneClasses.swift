import SegueKitStoryboard
import SegueKitSwiftSource

// Scene classes the sources do not declare.
extension StoryboardCodeChecker {
    /// Scenes whose class the sources must declare but do not (``MissingSceneClasses``).
    func checkUndeclaredClasses(_ catalog: SegueCatalog) -> [Diagnostic] {
        let missing = MissingSceneClasses(scan, modules: modules)
        // The names a renamed class may have now, gathered once per module.
        var namesByModule: [String?: Set<String>] = [:]
        func names(visibleIn module: String?) -> Set<String> {
            if let names = namesByModule[module] { return names }
            let names = missing.names(visibleIn: module)
            namesByModule[module] = names
            return names
        }
        let swiftNamesByObjCName = scan.swiftNamesByObjCName   // computed: once, not once per scene
        var out: [Diagnostic] = []
        for className in catalog.scenes.keys.sorted() {
            for scene in catalog.scenes[className]!
            where missing.isMissing(className, customModule: scene.customModule, provider: scene.customModuleProvider, storyboard: scene.filePath) {
                // The module the storyboard names, when it names one other than the target's.
                let owner = scene.customModuleProvider != "target" ? scene.customModule.map { "module '\($0)'" } : nil
                var message = "scene class '\(className)' belongs to \(owner ?? "the app's module") but no given Swift file declares it"
                if let alias = scan.typeAliases.first(where: { $0.name == className }) {
                    // A class renamed with a typealias for its old name: code compiles, the storyboard does not load.
                    let place = "\(alias.location.path):\(alias.location.line)"
                    message += "; '\(className)' is a typealias of '\(alias.target)' (\(place)), which the runtime does not know: "
                        + "set the scene's class to '\(alias.target)', or give that class @objc(\(className)) and clear the scene's module"
                } else if let swiftName = swiftNamesByObjCName[className] {
                    // With a module, Interface Builder records the module's Swift class of that name, not the Objective-C name.
                    message += "; '\(swiftName)' is @objc(\(className)), a name the runtime finds only for a scene without a module: "
                        + "clear the scene's module, or set its class to '\(swiftName)'"
                } else if let closest = nearest(
                    to: className, among: className.contains(".") ? missing.names(visibleIn: scene.module, nested: true) : names(visibleIn: scene.module),
                    atMost: max(3, className.unicodeScalars.count / 2)) {
                    message += "; the sources declare '\(closest)' — was it renamed in code only?"
                }
                message += " (at run time: \"Unknown class \(className) in Interface Builder file\")"
                out.append(Diagnostic(.error, message, at: scene.location, rule: "class-not-declared"))
            }
        }
        return out
    }
}
