/// Lookups by id over one `StoryboardDocument`, in constant time. ``SegueCatalog`` resolves every
/// segue through one, so building a catalog is linear.
package struct StoryboardIndex: Sendable {
    package let document: StoryboardDocument

    private let controllersByID: [String: StoryboardController]
    private let referencesByID: [String: StoryboardReference]
    private let exitsByID: [String: StoryboardExit]
    private let scenesByID: [String: StoryboardScene]
    private let controllersByStoryboardID: [String: StoryboardController]

    /// Indexes `document` (one pass over its scenes). When ids repeat, the first occurrence wins.
    package init(_ document: StoryboardDocument) {
        self.document = document
        var controllers: [String: StoryboardController] = [:]
        var references: [String: StoryboardReference] = [:]
        var exits: [String: StoryboardExit] = [:]
        var scenes: [String: StoryboardScene] = [:]
        var byStoryboardID: [String: StoryboardController] = [:]
        for scene in document.scenes {
            if scenes[scene.id] == nil { scenes[scene.id] = scene }
            for controller in scene.controllers {
                if controllers[controller.id] == nil { controllers[controller.id] = controller }
                if let id = controller.storyboardIdentifier, byStoryboardID[id] == nil { byStoryboardID[id] = controller }
            }
            for reference in scene.references where references[reference.id] == nil {
                references[reference.id] = reference
            }
            for exit in scene.exits where exits[exit.id] == nil { exits[exit.id] = exit }
        }
        controllersByID = controllers
        referencesByID = references
        exitsByID = exits
        scenesByID = scenes
        controllersByStoryboardID = byStoryboardID
    }

    /// The controller with this `id`, if any.
    package func controller(withID id: String) -> StoryboardController? { controllersByID[id] }

    /// The first controller whose storyboard ID (`storyboardIdentifier`) is `identifier`, if any.
    package func controller(withStoryboardIdentifier identifier: String) -> StoryboardController? {
        controllersByStoryboardID[identifier]
    }

    /// The storyboard reference with this `id`, if any.
    package func reference(withID id: String) -> StoryboardReference? { referencesByID[id] }

    /// The scene with this `sceneID`, if any.
    package func scene(withID id: String) -> StoryboardScene? { scenesByID[id] }

    /// Where `segue` leads (controller, reference or exit), or `nil` if its destination is not in the file.
    package func destination(of segue: StoryboardSegue) -> StoryboardSegueDestination? {
        if let controller = controllersByID[segue.destinationID] { return .controller(controller) }
        if let reference = referencesByID[segue.destinationID] { return .reference(reference) }
        if let exit = exitsByID[segue.destinationID] { return .exit(exit) }
        return nil
    }
}
