/// One segue defined in a storyboard (a `<segue>` with `destination` and `kind`).
///
/// `<segue reference="…"/>` back-references are never segues. The `identifier` keeps an empty
/// `identifier=""` (`""`) distinct from no identifier at all (`nil`).
package struct StoryboardSegue: Sendable, Equatable {
    /// The segue's object `id`.
    package var id: String

    /// The `identifier` attribute: `nil` when absent, `""` when written as `identifier=""`.
    package var identifier: String?

    /// The segue kind (`kind` attribute, plus `relationship` for relationship segues).
    package var kind: StoryboardSegueKind

    /// The `destination` id: a controller, a storyboard reference, or (unwind) an exit.
    package var destinationID: String

    /// The id of the controller the segue belongs to (its scene's controller), or `nil` if the scene
    /// has no controller.
    package var sourceControllerID: String?

    /// The `customClass` attribute (a `UIStoryboardSegue` subclass), if set and not empty.
    package var customClass: String?

    /// The `customModule` attribute, if set and not empty.
    package var customModule: String?

    /// The `customModuleProvider` attribute, if set.
    package var customModuleProvider: String?

    /// The `unwindAction` selector of an unwind segue (e.g. `unwindToMenu:`), if set.
    package var unwindAction: String?

    /// The `destinationCreationSelector` (an `@IBSegueAction` method), if set.
    package var destinationCreationSelector: String?

    /// Where the `<segue>` start tag is.
    package var location: FileLocation
}
