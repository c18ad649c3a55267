import SegueKitStoryboard

// Storyboard references against the storyboards they open.
extension StoryboardCodeChecker {
    /// A storyboard reference to a storyboard that was given must open one of its scenes: the one with
    /// its Storyboard ID, or its initial controller (which may be a reference in turn). UIKit and AppKit
    /// stop the app at the segue when it does not. References to storyboards that were not given are
    /// not checked.
    func checkReferences() -> [Diagnostic] {
        let indexes = documents.map(StoryboardIndex.init)
        let storyboards = ReferencedStoryboards(indexes, modules: modules)
        var out: [Diagnostic] = []
        // Each target's Storyboard IDs, listed once however many references miss its scenes.
        var idLists: [Int: String] = [:]
        func idList(of target: Int) -> String {
            if let known = idLists[target] { return known }
            let list = Self.storyboardIDList(documents[target])
            idLists[target] = list
            return list
        }
        for (position, document) in documents.enumerated() {
            for reference in document.scenes.lazy.flatMap(\.references) {
                guard let target = storyboards.target(of: reference, from: position), storyboards.opensNothing(reference, in: target) else {
                    continue
                }
                let file = SegueCatalog.fileName(of: documents[target].filePath)
                let message = if let identifier = reference.referencedIdentifier {
                    "storyboard reference to '\(identifier)' of \(file), which has no scene with that Storyboard ID"
                        + idList(of: target) + "; the app stops when it opens"
                } else if storyboards.entryIsReference(target) {
                    "storyboard reference to the initial controller of \(file), whose entry point is a storyboard reference that opens no scene"
                        + " (or leads back); the app stops when it opens"
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

    /// A segue must lead to an object of its storyboard: a controller, a storyboard reference or an
    /// exit. One whose destination is none (a file edited by hand or merged badly) cannot be performed.
    func checkSegueDestinations() -> [Diagnostic] {
        var out: [Diagnostic] = []
        for document in documents {
            let index = StoryboardIndex(document)
            for segue in document.scenes.lazy.flatMap(\.segues) where index.destination(of: segue) == nil {
                let name = segue.identifier.map { "segue '\($0)'" } ?? "the \(segue.kind.rawKind) segue"
                out.append(Diagnostic(
                    .error, "\(name) leads to '\(segue.destinationID)', which is no controller, storyboard reference or exit of \(SegueCatalog.fileName(of: document.filePath)); connect it again in Interface Builder",
                    at: segue.location, rule: "segue-destination-missing"))
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
