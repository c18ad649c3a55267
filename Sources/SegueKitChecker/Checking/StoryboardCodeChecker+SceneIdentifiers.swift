import SegueKitStoryboard
import SegueKitSwiftSource

// `StoryboardInstantiable` scene identifiers against the storyboards' Storyboard IDs.
extension StoryboardCodeChecker {
    /// Each class that declares `StoryboardInstantiable` (on the class or an extension) must name a scene
    /// by its storyboard ID: its `static let sceneIdentifier = "…"` (or `static var … { "…" }`), else its
    /// class name — the protocol's default. When its `storyboardName` literal names one of the given
    /// storyboards, the scene must be in that one. A `sceneIdentifier` that is not a plain literal is not
    /// checked.
    func checkSceneIdentifiers() -> [Diagnostic] {
        guard !documents.isEmpty else { return [] }
        var identifiersByStoryboard: [String: Set<String>] = [:]
        for document in documents {
            let name = SegueCatalog.storyboardName(of: document.filePath)
            for controller in document.controllers {
                if let identifier = controller.storyboardIdentifier {
                    identifiersByStoryboard[name, default: []].insert(identifier)
                }
            }
            if identifiersByStoryboard[name] == nil { identifiersByStoryboard[name] = [] }
        }
        let everyIdentifier = identifiersByStoryboard.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        var out: [Diagnostic] = []
        var seen = Set<String>()
        for conformance in scan.conformances where conformance.inheritedType == "StoryboardInstantiable" {
            guard seen.insert(conformance.typeName).inserted else { continue }
            let declared = scan.staticStrings.filter { $0.owner == conformance.typeName }
            let explicit = declared.first { $0.name == "sceneIdentifier" }
            if let explicit, explicit.value == nil { continue }
            let identifier = explicit?.value ?? conformance.typeName
            let storyboard = declared.first { $0.name == "storyboardName" }?.value
            let place = explicit?.location ?? conformance.location
            let source = explicit == nil ? "its class name, StoryboardInstantiable's default sceneIdentifier," : "sceneIdentifier \"\(identifier)\""
            if let storyboard, let identifiers = identifiersByStoryboard[storyboard] {
                guard !identifiers.contains(identifier) else { continue }
                let near = identifiers.sorted().prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
                out.append(Diagnostic(.error, "'\(conformance.typeName)': \(source) names no scene of \(storyboard).storyboard (storyboard IDs: \(near.isEmpty ? "none" : near)); set the scene's Storyboard ID or declare static let sceneIdentifier", at: place, rule: "scene-identifier-without-scene"))
            } else if !everyIdentifier.contains(identifier) {
                let files = identifiersByStoryboard.keys.sorted().map { "\($0).storyboard" }.joined(separator: ", ")
                out.append(Diagnostic(.error, "'\(conformance.typeName)': \(source) names no scene of the given storyboards (\(files)); set the scene's Storyboard ID or declare static let sceneIdentifier", at: place, rule: "scene-identifier-without-scene"))
            }
        }
        return out
    }
}
