// MARK: - Lookups a code generator needs

extension StoryboardDocument {
    /// Every controller of every scene, in file order.
    package var controllers: [StoryboardController] { scenes.flatMap(\.controllers) }

    /// Every segue of every scene, in file order (back-references excluded), then any
    /// `unattachedSegues`.
    package var segues: [StoryboardSegue] { scenes.flatMap(\.segues) + unattachedSegues }

    /// Every storyboard reference (`viewControllerPlaceholder` / `controllerPlaceholder`), in file order.
    package var references: [StoryboardReference] { scenes.flatMap(\.references) }

    /// Every `<exit>` object, in file order.
    package var exits: [StoryboardExit] { scenes.flatMap(\.exits) }

    /// The controller with this `id`, if any.
    package func controller(withID id: String) -> StoryboardController? {
        for scene in scenes {
            if let found = scene.controllers.first(where: { $0.id == id }) { return found }
        }
        return nil
    }

    /// The storyboard reference (placeholder) with this `id`, if any.
    package func reference(withID id: String) -> StoryboardReference? {
        for scene in scenes {
            if let found = scene.references.first(where: { $0.id == id }) { return found }
        }
        return nil
    }

    /// The `<exit>` object with this `id`, if any.
    package func exit(withID id: String) -> StoryboardExit? {
        for scene in scenes {
            if let found = scene.exits.first(where: { $0.id == id }) { return found }
        }
        return nil
    }

    /// The scene with this `sceneID`, if any.
    package func scene(withID id: String) -> StoryboardScene? {
        scenes.first { $0.id == id }
    }

    /// The initial controller, if the storyboard names one and it is a controller of this file.
    package var initialController: StoryboardController? {
        initialControllerID.flatMap(controller(withID:))
    }

    /// Where `segue` leads: a controller, a storyboard reference, or (for unwind segues) an exit.
    /// `nil` if the destination id is not defined in this file.
    ///
    /// ```swift
    /// switch storyboard.destination(of: segue) {
    /// case .controller(let controller)?: print(controller.customClass ?? "UIViewController")
    /// case .reference(let reference)?: print("→", reference.storyboardName ?? "same storyboard")
    /// case .exit?, nil: break
    /// }
    /// ```
    package func destination(of segue: StoryboardSegue) -> StoryboardSegueDestination? {
        if let controller = controller(withID: segue.destinationID) { return .controller(controller) }
        if let reference = reference(withID: segue.destinationID) { return .reference(reference) }
        if let exit = exit(withID: segue.destinationID) { return .exit(exit) }
        return nil
    }

    /// The segues whose source is the controller with this `id`, in file order.
    package func segues(from controllerID: String) -> [StoryboardSegue] {
        var result: [StoryboardSegue] = []
        for scene in scenes where scene.controllers.contains(where: { $0.id == controllerID }) {
            result += scene.segues.filter { $0.sourceControllerID == controllerID }
        }
        return result
    }

    /// The scene that contains the object (controller, reference, exit or segue) with this `id`.
    package func scene(containing id: String) -> StoryboardScene? {
        scenes.first { scene in
            scene.controllers.contains { $0.id == id }
                || scene.references.contains { $0.id == id }
                || scene.exits.contains { $0.id == id }
                || scene.segues.contains { $0.id == id }
        }
    }
}
