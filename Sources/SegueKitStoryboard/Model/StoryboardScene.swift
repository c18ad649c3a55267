/// One `<scene>`: its controller(s), storyboard references, exits and every segue defined in it.
///
/// A scene normally holds one controller (or one storyboard reference). Segues found anywhere in
/// the scene (controller connections, buttons, cells, gesture recognizers, bar items…) are listed here,
/// each with the id of the controller it belongs to.
package struct StoryboardScene: Sendable, Equatable {
    /// The `sceneID` attribute, which the scene's controllers record as their `sceneID`.
    package var id: String

    /// Scene members with `sceneMemberID="viewController"` (controllers; on macOS also `application`).
    package var controllers: [StoryboardController] = []

    /// Storyboard references (`viewControllerPlaceholder` / `controllerPlaceholder`) in this scene.
    package var references: [StoryboardReference] = []

    package var exits: [StoryboardExit] = []

    /// Every segue defined in this scene, in file order (back-references excluded).
    package var segues: [StoryboardSegue] = []
}
