/// A scene member with `sceneMemberID="viewController"`: a view, table, navigation, window… controller.
package struct StoryboardController: Sendable, Equatable {
    /// The object `id` (e.g. `BYZ-38-t0r`).
    package var id: String

    /// What kind of controller this is, from its element name.
    package var kind: StoryboardControllerKind

    /// The `customClass` attribute (the app's subclass), if set and not empty.
    package var customClass: String?

    /// The `customModule` attribute, if set and not empty.
    package var customModule: String?

    /// The `customModuleProvider` attribute (`"target"` = the module of the target being built), if set.
    package var customModuleProvider: String?

    /// The storyboard ID (`storyboardIdentifier`), used by `instantiateViewController(withIdentifier:)` —
    /// for a WatchKit interface controller, its `identifier`, the name it is pushed or presented by;
    /// `nil` when not set or empty.
    package var storyboardIdentifier: String?

    /// The `sceneID` of the scene holding this controller.
    package var sceneID: String

    /// Where the controller's start tag is.
    package var location: FileLocation
}
