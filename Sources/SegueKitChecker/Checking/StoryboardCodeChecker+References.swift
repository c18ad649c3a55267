import SegueKitStoryboard

// Storyboard references against the storyboards they open.
extension StoryboardCodeChecker {
    /// A storyboard reference to a storyboard that was given must open one of its scenes: the one with
    /// its Storyboard ID, or its initial controller. UIKit and AppKit stop the app at the segue when it
    /// does not. References to storyboards that were not given are not checked.
    func checkReferences() -> [Diagnostic] {
        let indexes = documents.map(StoryboardIndex.init)
        let storyboards = ReferencedStoryboards(indexes, modules: modules)
        var out: [Diagnostic] = []
        for (position, document) in documents.enumerated() {
            for reference in document.scenes.lazy.flatMap(\.references) {
                guard let target = storyboards.target(of: reference, from: position), storyboards.controller(reference, in: target) == nil else {
                    continue
                }
                let file = SegueCatalog.fileName(of: documents[target].filePath)
                let message = if let identifier = reference.referencedIdentifier {
                    "storyboard reference to '\(identifier)' of \(file), which has no scene with that Storyboard ID"
                        + Self.storyboardIDList(documents[target]) + "; the app stops when it opens"
                } else {
                    "storyboard reference to the initial controller of \(file), which has none; the app stops when it opens"
                        + " (set the initial view controller, or a Storyboard ID in the reference)"
                }
                let location = reference.location ?? FileLocation(path: document.filePath, line: 1, column: 1)
                out.append(Diagnostic(.error, message, at: location, rule: "reference-without-scene"))
            }
        }
        return out
    }

    /// ` (its Storyboard IDs: "A", "B")`, or ` (it has no Storyboard IDs)`.
    private static func storyboardIDList(_ document: StoryboardDocument) -> String {
        let identifiers = Set(document.controllers.compactMap(\.storyboardIdentifier)).sorted()
        guard !identifiers.isEmpty else { return " (it has no Storyboard IDs)" }
        return " (its Storyboard IDs: " + identifiers.prefix(12).map { "'\($0)'" }.joined(separator: ", ") + (identifiers.count > 12 ? ", …" : "") + ")"
    }
}
