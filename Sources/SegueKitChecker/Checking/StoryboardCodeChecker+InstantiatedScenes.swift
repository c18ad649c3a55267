import SegueKitStoryboard
import SegueKitSwiftSource

// Storyboard IDs the code instantiates by a literal, against the storyboards it names.
extension StoryboardCodeChecker {
    /// A literal Storyboard ID instantiated from a storyboard the code names (`UIStoryboard(name: "Main",
    /// bundle: nil)`, there or through a local) must be a scene's of that storyboard, when it is given —
    /// of its copy in the code's own module when that module has one, else of any of its name: UIKit and
    /// AppKit stop the app otherwise.
    func checkInstantiatedScenes() -> [Diagnostic] {
        guard !scan.sceneLiterals.isEmpty else { return [] }
        let storyboards = Dictionary(grouping: documents) { SegueCatalog.storyboardName(of: $0.filePath) }
        var out: [Diagnostic] = []
        for literal in scan.sceneLiterals {
            let every = storyboards[literal.storyboard] ?? []
            let module = modules.module(ofSource: literal.location.path)
            let own = every.filter { modules.sameModule(modules.module(ofFile: $0.filePath), module) }
            let named = own.isEmpty ? every : own
            let identifiers = Set(named.flatMap { $0.controllers.compactMap(\.storyboardIdentifier) })
            guard !named.isEmpty, !identifiers.contains(literal.identifier) else { continue }
            let listed = identifiers.sorted().prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
            var message = "\"\(literal.identifier)\" in \(literal.call) names no scene of \(literal.storyboard).storyboard (storyboard IDs: \(listed.isEmpty ? "none" : listed))"
            if let meant = nearest(to: literal.identifier, among: identifiers, atMost: max(2, literal.identifier.count / 4)) {
                message += "; did you mean \"\(meant)\"?"
            }
            out.append(Diagnostic(.error, message, at: literal.location, rule: "storyboard-id-without-scene"))
        }
        return out
    }
}
