/// A storyboard reference: `<viewControllerPlaceholder>` (UIKit) or `<controllerPlaceholder>` (AppKit).
///
/// It stands for a controller in another storyboard (`storyboardName`) or, with no name, in the same
/// one; `referencedIdentifier` is that controller's storyboard ID (`nil` = the initial controller).
package struct StoryboardReference: Sendable, Equatable {
    /// The placeholder's object `id` (what segues name as `destination`).
    package var id: String

    /// The `storyboardName` attribute: the referenced storyboard, or `nil` for the same storyboard.
    package var storyboardName: String?

    /// The `referencedIdentifier` attribute: the storyboard ID of the referenced controller, or `nil`
    /// for that storyboard's initial controller.
    package var referencedIdentifier: String?

    /// The `bundleIdentifier` attribute, when the referenced storyboard is in another bundle (a framework's).
    package var bundleIdentifier: String?

    /// Where the placeholder element is.
    package var location: FileLocation?

    /// The placeholder's own storyboard ID (`storyboardIdentifier`), by which code instantiates the
    /// controller it stands for.
    package var storyboardIdentifier: String? = nil
}
