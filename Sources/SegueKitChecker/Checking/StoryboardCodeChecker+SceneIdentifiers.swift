import SegueKitStoryboard
import SegueKitSwiftSource

// `StoryboardInstantiable` scene identifiers against the storyboards' Storyboard IDs.
extension StoryboardCodeChecker {
    /// Each class that adopts `StoryboardInstantiable` (on the class or an extension, directly or through
    /// a refining protocol or a composition) must name a scene by its Storyboard ID: its `sceneIdentifier`
    /// literal (its own, a superclass's, or one an extension of the protocol declares), else its class
    /// name, the protocol's default. When its `storyboardName` literal names given storyboards, the scene
    /// must be in one of them — its own module's, unless it declares `storyboardBundle` or its module has
    /// none of the name — and of the type itself or a subclass, or for a `CoderInitializable` type a
    /// superclass (instantiating stops the app otherwise), as far as the sources show both chains.
    /// Without a `storyboardName` literal, the scene must be in one of the given storyboards. A
    /// `sceneIdentifier` that is not a plain literal is not checked; nor is a scene whose `storyboardName`
    /// literal names no given storyboard, or whose `storyboardName` is no literal and none of the given
    /// storyboards has the scene: a warning says so unless the type declares `storyboardBundle` (a
    /// framework's storyboard). An adopter of an app's own `StoryboardInstantiable` (a common helper that
    /// loads the initial controller of a storyboard named after the class) follows that protocol's rules,
    /// not SegueKit's, and is not checked (``namesSegueKitsStoryboardInstantiable()``).
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
        // StoryboardInstantiable`) or a composition (`typealias InjectedScene = StoryboardInstantiable & …`);
        // SegueKit's where the refinement or the conformance names it.
        let isSegueKits = namesSegueKitsStoryboardInstantiable()
        let adopted = scan.protocols(inheriting: ["StoryboardInstantiable"]) {
            $0.inheritedType != "StoryboardInstantiable" || isSegueKits($0.location)
        }
        let subclassed = Set(scan.classes.compactMap(\.superclass).map { String($0.lastNameComponent) })
        let coderInitializable = Set(scan.conformances(adopting: ["CoderInitializable"]).map(\.typeName))
        let refined = Dictionary(grouping: scan.protocolRefinements, by: \.typeName).mapValues { $0.map(\.inheritedType) }
        for conformance in scan.conformances
        where conformance.inheritedType == "StoryboardInstantiable" ? isSegueKits(conformance.location) : adopted.contains(conformance.inheritedType) {
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
            // The default identifier is the dynamic type's name: a base class its subclasses inherit the
            // conformance from is not instantiated itself (and its subclasses are not checked).
            if explicit == nil, subclassed.contains(conformance.typeName) { continue }
            let identifier = explicit?.value ?? conformance.typeName
            let place = explicit?.location ?? conformance.location
            // What the identifier may mean: the Storyboard IDs of the scenes of the type itself, and of
            // scenes the type can be made from, of which a misspelling is one.
            func fix(among documents: [StoryboardDocument]) -> String {
                var own = Set<String>(), makeable = Set<String>()
                for document in documents {
                    for controller in document.controllers {
                        guard let id = controller.storyboardIdentifier,
                              let sceneClass = controller.customClass ?? controller.kind.defaultClassName(for: document.platform),
                              Self.relation(of: conformance.typeName, to: sceneClass, chains, module: module) == .compatible else { continue }
                        makeable.insert(id)
                        if sceneClass == conformance.typeName { own.insert(id) }
                    }
                }
                return Self.sceneIdentifierFix(identifier, isDeclared: explicit != nil, own: own, among: makeable)
            }
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
                    // Without dependencies the storyboard makes the scene's class, which must be the type or a
                    // subclass; with them (`CoderInitializable`), the type is made, which must be the scene's class
                    // or a subclass: a superclass's scene is then fine.
                    let injected = chains.chain(of: conformance.typeName, in: module).contains(where: coderInitializable.contains)
                    let wrong = scenes.compactMap { scene -> (className: String, line: Int, isSuperclass: Bool)? in
                        guard let sceneClass = scene.controller.customClass ?? scene.controller.kind.defaultClassName(for: scene.platform) else { return nil }
                        let relation = Self.relation(of: conformance.typeName, to: sceneClass, chains, module: module)
                        guard relation == .unrelated || (relation == .superclass && !injected) else { return nil }
                        return (sceneClass, scene.controller.location.line, relation == .superclass)
                    }
                    if wrong.count == scenes.count, let first = wrong.first {
                        // A superclass's scene serves a class made with the app's own creator; instantiate() fails.
                        let severity: Diagnostic.Severity = first.isSuperclass ? .warning : .error
                        let what = first.isSuperclass
                            ? "a superclass of '\(conformance.typeName)': instantiate() makes a '\(first.className)', and the cast to '\(conformance.typeName)' stops the app (made by a creator of your own, it is fine); set the scene's class to '\(conformance.typeName)'"
                            : "unrelated to '\(conformance.typeName)'; instantiating it stops the app"
                        out.append(Diagnostic(severity, "'\(conformance.typeName)': scene \"\(identifier)\" of \(storyboard).storyboard (line \(first.line)) is of class '\(first.className)', \(what)", at: place, rule: "scene-identifier-wrong-class"))
                    }
                    continue
                }
                let identifiers = Set(named.flatMap { $0.controllers.compactMap(\.storyboardIdentifier) })
                let near = identifiers.sorted().prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
                out.append(Diagnostic(.error, "'\(conformance.typeName)': \(source) names no scene of \(storyboard).storyboard (storyboard IDs: \(near.isEmpty ? "none" : near)); \(fix(among: named))", at: place, rule: "scene-identifier-without-scene"))
            } else if let storyboard, !choosesBundle {
                // In the main bundle, as the given storyboards are: a misspelled name, or a storyboard not given.
                out.append(Diagnostic(.warning, "'\(conformance.typeName)': storyboardName \"\(storyboard)\" names none of the given storyboards (\(files)), so its scene is not checked; is the name misspelled?", at: storyboardName?.location ?? place, rule: "scene-identifier-without-scene"))
            } else if storyboard == nil, !everyIdentifier.contains(identifier) {
                if let storyboardName {
                    // `static let storyboardName = Storyboards.onboarding.rawValue`: perhaps a storyboard not given.
                    guard !choosesBundle else { continue }
                    out.append(Diagnostic(.warning, "'\(conformance.typeName)': \(source) names no scene of the given storyboards (\(files)), and its storyboardName is not a string literal, so the storyboard it loads may be one not given", at: storyboardName.location, rule: "scene-identifier-without-scene"))
                } else {
                    out.append(Diagnostic(.error, "'\(conformance.typeName)': \(source) names no scene of the given storyboards (\(files)); \(fix(among: documents))", at: place, rule: "scene-identifier-without-scene"))
                }
            }
        }
        return out
    }

    /// What to do about a `sceneIdentifier` no scene has: use the Storyboard ID of the type's own scene
    /// (`own`, when it has one), or correct it to the one of `identifiers` it most likely misspells;
    /// else give a scene that ID, or — for the class name used by default — declare the scene's ID.
    static func sceneIdentifierFix(_ identifier: String, isDeclared: Bool, own: Set<String>, among identifiers: Set<String>) -> String {
        let change = isDeclared ? "correct sceneIdentifier" : "declare static let sceneIdentifier"
        if own.count == 1, let id = own.first {
            return "its scene's Storyboard ID is \"\(id)\": \(isDeclared ? "correct sceneIdentifier to it" : "declare static let sceneIdentifier = \"\(id)\"")"
        }
        if let meant = nearest(to: identifier, among: identifiers, atMost: max(2, identifier.count / 4)) {
            return "did you mean \"\(meant)\"? \(isDeclared ? "Correct sceneIdentifier" : "Declare static let sceneIdentifier = \"\(meant)\"")" + ", or set the scene's Storyboard ID to \"\(identifier)\""
        }
        return "set the scene's Storyboard ID to \"\(identifier)\", or \(change)"
    }

    /// How a scene's class stands to a type that names the scene, as far as the sources show.
    private enum Relation {
        /// The type itself, or a subclass of it; or a chain the sources do not show up to the platform's
        /// classes (a framework's class in between), so nothing is known.
        case compatible
        /// A superclass of the type.
        case superclass
        /// Neither.
        case unrelated
    }

    private static func relation(of type: String, to sceneClass: String, _ chains: ClassHierarchy, module: String?) -> Relation {
        let typeChain = chains.chainThroughPlatform(of: type, in: module), sceneChain = chains.chainThroughPlatform(of: sceneClass, in: module)
        guard typeChain.last == "NSObject", sceneChain.last == "NSObject" else { return .compatible }
        if sceneChain.contains(type) { return .compatible }
        return typeChain.contains(sceneClass) ? .superclass : .unrelated
    }

    /// Whether the `StoryboardInstantiable` a file names (by the file's location) is SegueKit's: no
    /// module but SegueKit declares a type of the name (a `typealias` to SegueKit's is SegueKit's), or
    /// the file's module declares none and the file imports SegueKit.
    private func namesSegueKitsStoryboardInstantiable() -> (FileLocation) -> Bool {
        let shims = Set(scan.typeAliases.filter { $0.name == "StoryboardInstantiable" && $0.target == "SegueKit.StoryboardInstantiable" }.map(\.location))
        let declaring = Set((scan.declaredTypes["StoryboardInstantiable"] ?? []).filter { !shims.contains($0) }.map { modules.module(ofSource: $0.path) })
            .subtracting(["SegueKit"])
        guard !declaring.isEmpty else { return { _ in true } }
        let importing = Set(((scan.implicitImports["SegueKit"] ?? []) + (scan.restrictedImports["SegueKit"] ?? []) + (scan.publicImports["SegueKit"] ?? [])).map(\.path))
        return { location in !declaring.contains(modules.module(ofSource: location.path)) && importing.contains(location.path) }
    }
}
