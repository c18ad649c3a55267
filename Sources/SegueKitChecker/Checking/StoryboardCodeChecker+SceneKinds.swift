import SegueKitStoryboard
import SegueKitSwiftSource

// Scene kinds against the custom classes' superclass chains.
extension StoryboardCodeChecker {
    func checkSceneKinds(_ catalog: SegueCatalog, _ chains: ClassHierarchy) -> [Diagnostic] {
        var out: [Diagnostic] = []
        // `typealias BaseController = UIViewController`, declared once (not one class per platform).
        let aliasTargets = Dictionary(grouping: scan.typeAliases, by: \.name).compactMapValues { aliases in
            Set(aliases.map(\.target)).count == 1 ? aliases.first.map { PlatformClasses.unqualified($0.target) } : nil
        }
        for className in catalog.scenes.keys.sorted() {
            for scene in catalog.scenes[className]! {
                let chain = chains.chain(of: className, in: scene.module)
                // Only when the chain is visible: it must end at a platform class seguekit knows.
                guard chain.count >= 2, let written = chain.last.map(PlatformClasses.unqualified),
                      let root = PlatformClasses.chain(of: written) != nil ? written : aliasTargets[written],
                      let platformChain = PlatformClasses.chain(of: root) else { continue }
                guard let required = scene.kind.defaultClassName(for: scene.platform), !platformChain.contains(required) else { continue }
                let place = chains.location(of: className, in: scene.module).map { " (\($0.path):\($0.line))" } ?? ""
                out.append(Diagnostic(.error, "'\(className)' is on a \(scene.kind.elementName) scene, which needs a subclass of \(required), but \(className)\(place) derives from \(root) (\(chain.joined(separator: " → "))); make it a subclass of \(required) or use a scene of its kind", at: scene.location, rule: "scene-kind-mismatch"))
            }
        }
        return out
    }
}
