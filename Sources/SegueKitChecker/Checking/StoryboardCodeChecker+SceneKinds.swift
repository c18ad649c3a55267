import SegueKitStoryboard
import SegueKitSwiftSource

// Scene kinds against the custom classes' superclass chains.
extension StoryboardCodeChecker {
    func checkSceneKinds(_ catalog: SegueCatalog, _ chains: ClassHierarchy) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for className in catalog.scenes.keys.sorted() {
            for scene in catalog.scenes[className]! {
                let chain = chains.chain(of: className, in: scene.module)
                // Only when the chain is visible: it must end at a platform class seguekit knows.
                guard chain.count >= 2, let root = chain.last.map(PlatformClasses.unqualified),
                      let platformChain = PlatformClasses.chain(of: root) else { continue }
                guard let required = scene.kind.defaultClassName(for: scene.platform), !platformChain.contains(required) else { continue }
                let place = chains.location(of: className, in: scene.module).map { " (\($0.path):\($0.line))" } ?? ""
                out.append(Diagnostic(.error, "'\(className)' is on a \(scene.kind.elementName) scene, which needs a subclass of \(required), but \(className)\(place) derives from \(root) (\(chain.joined(separator: " → "))); make it a subclass of \(required) or use a scene of its kind", at: scene.location, rule: "scene-kind-mismatch"))
            }
        }
        return out
    }
}
