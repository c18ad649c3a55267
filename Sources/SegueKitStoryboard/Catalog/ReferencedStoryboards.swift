/// Which of the given storyboards a storyboard reference opens. UIKit and AppKit look the name up in
/// the bundle of the storyboard that holds the reference (or in the bundle the reference names), so the
/// target is the same file for a reference without a name, and otherwise the storyboard of that name
/// made for the same platform, in the same module when there is one. Used by the catalog for typed
/// destinations and by `check` for references to scenes that do not exist.
package struct ReferencedStoryboards {
    private let indexes: [StoryboardIndex]
    private let modules: ModuleMap
    private var positionsByName: [String: [Int]] = [:]

    package init(_ indexes: [StoryboardIndex], modules: ModuleMap) {
        self.indexes = indexes
        self.modules = modules
        for (position, index) in indexes.enumerated() {
            positionsByName[SegueCatalog.storyboardName(of: index.document.filePath), default: []].append(position)
        }
    }

    /// The position in the given storyboards of the one `reference`, in the storyboard at `position`,
    /// opens; `nil` when it was not given, or when more than one given storyboard could be it. The
    /// storyboard of its own module comes first; another module's is taken when it is the only one of
    /// the name (its resources may be copied into the app's bundle). A reference that names a bundle
    /// opens another module's (modules as `--module NAME=PATH` says).
    package func target(of reference: StoryboardReference, from position: Int) -> Int? {
        let referencing = indexes[position].document
        guard let name = reference.storyboardName else { return reference.bundleIdentifier == nil ? position : nil }
        let module = modules.module(ofFile: referencing.filePath)
        let candidates = (positionsByName[name] ?? []).filter { indexes[$0].document.platform == referencing.platform }
        func moduleOf(_ candidate: Int) -> String? { modules.module(ofFile: indexes[candidate].document.filePath) }
        if reference.bundleIdentifier != nil {
            let others = candidates.filter { module != nil && moduleOf($0) != nil && moduleOf($0) != module }
            return others.count == 1 ? others[0] : nil
        }
        let own = candidates.filter { modules.sameModule(moduleOf($0), module) }
        if own.count == 1 { return own[0] }
        return own.isEmpty && candidates.count == 1 ? candidates[0] : nil
    }

    /// The controller `reference` opens in the storyboard at `target`: the scene with its storyboard ID,
    /// or the initial controller when it names none — through the storyboard that storyboard's initial
    /// reference opens, when its entry point is a storyboard reference.
    package func controller(_ reference: StoryboardReference, in target: Int) -> StoryboardController? {
        if case .controller(let controller) = opened(by: reference, in: target) { return controller }
        return nil
    }

    /// Whether `reference` opens nothing in the storyboard at `target`: no scene has its storyboard ID,
    /// or the storyboard has no initial controller, or its entry point is a reference that opens
    /// nothing (or leads back to it) — not when it is a reference to a storyboard that was not given,
    /// whose scenes are unknown.
    package func opensNothing(_ reference: StoryboardReference, in target: Int) -> Bool {
        if case .nothing = opened(by: reference, in: target) { return true }
        return false
    }

    /// Whether the entry point of the storyboard at `position` is a storyboard reference.
    package func entryIsReference(_ position: Int) -> Bool {
        indexes[position].document.initialControllerID.flatMap(indexes[position].reference(withID:)) != nil
    }

    private enum Opened {
        case controller(StoryboardController)
        case nothing
        /// In a storyboard that was not given.
        case unknown
    }

    private func opened(by reference: StoryboardReference, in target: Int, visited: Set<Int> = []) -> Opened {
        let index = indexes[target]
        if let identifier = reference.referencedIdentifier {
            return index.controller(withStoryboardIdentifier: identifier).map(Opened.controller) ?? .nothing
        }
        guard let initial = index.document.initialControllerID else { return .nothing }
        if let controller = index.controller(withID: initial) { return .controller(controller) }
        guard let entry = index.reference(withID: initial) else { return .nothing }
        guard !visited.contains(target) else { return .nothing }
        guard let next = self.target(of: entry, from: target) else { return .unknown }
        return opened(by: entry, in: next, visited: visited.union([target]))
    }
}
