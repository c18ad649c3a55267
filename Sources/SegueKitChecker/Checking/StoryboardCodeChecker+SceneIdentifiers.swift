import SegueKitStoryboard
import SegueKitSwiftSource

// `StoryboardInstantiable` scene identifiers against the storyboards' Storyboard IDs.
extension StoryboardCodeChecker {
    /// Each class that declares `StoryboardInstantiable` (on the class or an extension) must name a scene
    /// by its storyboard ID: its `static let sceneIdentifier = "…"` (or `static var … { "…" }`; or a
    /// superclass's, or a `StoryboardInstantiable` extension's), else its class name — the protocol's default. When its `storyboardName` literal names given storyboards,
    /// the scene must be in one of them — its own module's, unless it declares `storyboardBundle` or its
    /// module has none of the name — and of a class related to the type in one of them: the type itself,
    /// a subclass or a superclass (instantiating stops the app otherwise), as far as the sources show
    /// both chains. Without a `storyboardName` literal, the scene must be in one of the given
    /// storyboards. A `sceneIdentifier` that is not a plain literal is not checked; nor is a scene whose
    /// `storyboardName` literal names no given storyboard, or whose `storyboardName` is no literal and
    /// none of the given storyboards has the scene: a warning says so unless the type declares
    /// `storyboardBundle` (a framework's storyboard).
    func checkSceneIdentifiers(_ chains: ClassHierarchy) -> [Diagnostic] {
        guard !documents.isEmpty else { return [] }
        let storyboards = Dictionary(grouping: documents) { SegueCatalog.storyboardName(of: $0.filePath) }
        let files = storyboards.keys.sorted().map { "\($0).storyboard" }.joined(separator: ", ")
        let everyIdentifier = Set(documents.flatMap { $0.controllers.compactMap(\.storyboardIdentifier) })
        // Looked up once, not once per conforming type.
        let staticStrings = Dictionary(grouping: scan.staticStrings, by: \.owner)
        let scenesByFile = Dictionary(documents.map { document in
            (document.filePath, Dictionary(grouping: document.controllers.filter { $0.storyboardIdentifier != nil }) { $0.storyboardIdentifier! })
        }, uniquingKeysWith: { first, _ in first })
        var out: [Diagnostic] = []
        // Same-named types of two modules are two types, each with its own members.
        var seen = Set<[String?]>()
        // Adopted directly, or through a protocol of the sources that refines it (`protocol MainScene:
        // StoryboardInstantiable`) or a composition (`typealias InjectedScene = StoryboardInstantiable & …`).
        let adopted = scan.protocols(inheriting: ["StoryboardInstantiable"])
        let refined = Dictionary(grouping: scan.protocolRefinements, by: \.typeName).mapValues { $0.map(\.inheritedType) }
        for conformance in scan.conformances where adopted.contains(conformance.inheritedType) {
            let module = modules.module(ofSource: conformance.location.path)
            guard seen.insert([module, conformance.typeName]).inserted else { continue }
            // Its own members, else a superclass's (`class var sceneIdentifier` of a base), else those of an
            // extension of the protocol it adopts, then of the protocols that one refines, down to
            // `StoryboardInstantiable`: each replaces the protocol's default.
            var protocols = [conformance.inheritedType]
            var next = 0
            while next < protocols.count {
                for inherited in refined[protocols[next]] ?? [] where adopted.contains(inherited) && !protocols.contains(inherited) { protocols.append(inherited) }
                next += 1
            }
            let owners = chains.chain(of: conformance.typeName, in: module) + protocols
            let declared = owners.flatMap { staticStrings[$0] ?? [] }.filter {
                modules.sameModule(modules.module(ofSource: $0.location.path), module)
            }
            let explicit = declared.first { $0.name == "sceneIdentifier" }
            if let explicit, explicit.value == nil { continue }
            let identifier = explicit?.value ?? conformance.typeName
            let place = explicit?.location ?? conformance.location
            let storyboardName = declared.first { $0.name == "storyboardName" }
            let storyboard = storyboardName?.value
            let source = explicit == nil ? "its class name, StoryboardInstantiable's default sceneIdentifier," : "sceneIdentifier \"\(identifier)\""
            // A type that declares `storyboardBundle` may load any storyboard of the name; one that does not
            // loads the main bundle's: its own module's when it has one (an app's class), else any.
            let choosesBundle = declared.contains { $0.name == "storyboardBundle" }
            let everyNamed = storyboard.map { storyboards[$0] ?? [] } ?? []
            let ownNamed = everyNamed.filter { modules.sameModule(modules.module(ofFile: $0.filePath), module) }
            let named = choosesBundle || ownNamed.isEmpty ? everyNamed : ownNamed
            if let storyboard, !named.isEmpty {
                let scenes = named.flatMap { document in
                    (scenesByFile[document.filePath]?[identifier] ?? []).map { (controller: $0, platform: document.platform) }
                }
                if !scenes.isEmpty {
                    let unrelated = scenes.compactMap { scene -> (className: String, line: Int)? in
                        guard let sceneClass = scene.controller.customClass ?? scene.controller.kind.defaultClassName(for: scene.platform),
                              !Self.related(conformance.typeName, sceneClass, chains, module: module) else { return nil }
                        return (sceneClass, scene.controller.location.line)
                    }
                    if unrelated.count == scenes.count, let first = unrelated.first {
                        out.append(Diagnostic(.error, "'\(conformance.typeName)': scene \"\(identifier)\" of \(storyboard).storyboard (line \(first.line)) is of class '\(first.className)', unrelated to '\(conformance.typeName)'; instantiating it stops the app", at: place, rule: "scene-identifier-wrong-class"))
                    }
                    continue
                }
                let identifiers = Set(named.flatMap { $0.controllers.compactMap(\.storyboardIdentifier) })
                let near = identifiers.sorted().prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
                out.append(Diagnostic(.error, "'\(conformance.typeName)': \(source) names no scene of \(storyboard).storyboard (storyboard IDs: \(near.isEmpty ? "none" : near)); set the scene's Storyboard ID or declare static let sceneIdentifier", at: place, rule: "scene-identifier-without-scene"))
            } else if let storyboard, !choosesBundle {
                // In the main bundle, as the given storyboards are: a misspelled name, or a storyboard not given.
                out.append(Diagnostic(.warning, "'\(conformance.typeName)': storyboardName \"\(storyboard)\" names none of the given storyboards (\(files)), so its scene is not checked; is the name misspelled?", at: storyboardName?.location ?? place, rule: "scene-identifier-without-scene"))
            } else if storyboard == nil, !everyIdentifier.contains(identifier) {
                if let storyboardName {
                    // `static let storyboardName = Storyboards.onboarding.rawValue`: perhaps a storyboard not given.
                    guard !choosesBundle else { continue }
                    out.append(Diagnostic(.warning, "'\(conformance.typeName)': \(source) names no scene of the given storyboards (\(files)), and its storyboardName is not a string literal, so the storyboard it loads may be one not given", at: storyboardName.location, rule: "scene-identifier-without-scene"))
                } else {
                    out.append(Diagnostic(.error, "'\(conformance.typeName)': \(source) names no scene of the given storyboards (\(files)); set the scene's Storyboard ID or declare static let sceneIdentifier", at: place, rule: "scene-identifier-without-scene"))
                }
            }
        }
        return out
    }

    /// Whether `type` and `sceneClass` are one class or one derives from the other; true when the
    /// sources do not show either chain up to the platform's classes (a framework's class in between).
    private static func related(_ type: String, _ sceneClass: String, _ chains: ClassHierarchy, module: String?) -> Bool {
        let typeChain = chains.chainThroughPlatform(of: type, in: module), sceneChain = chains.chainThroughPlatform(of: sceneClass, in: module)
        guard typeChain.last == "NSObject", sceneChain.last == "NSObject" else { return true }
        return typeChain.contains(sceneClass) || sceneChain.contains(type)
    }
}
