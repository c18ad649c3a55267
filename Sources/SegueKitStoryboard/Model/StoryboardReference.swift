/// A storyboard reference: `<viewControllerPlaceholder>` (UIKit) or `<controllerPlaceholder>` (AppKit).
///
/// It stands for a controller in another storyboard (`storyboardName`) or, with no name, in the same
/// one; `referencedIdentifier` is that controller's storyboard ID (`nil` = the initial controller).
///
/// ```swift
/// if case .reference(let reference)? = storyboard.destination(of: segue) {
///     print(reference.storyboardName ?? "this storyboard", reference.referencedIdentifier ?? "initial")
/// }
/// ```
package struct StoryboardReference: Sendable, Equatable {
    /// The placeholder's object `id` (what segues name as `destination`).
    package var id: String

    /// The `storyboardName` attribute: the referenced storyboard, or `nil` for the same storyboard.
    package var storyboardName: String?

    /// The `referencedIdentifier` attribute: the storyboard ID of the referenced controller, or `nil`
    /// for that storyboard's initial controller.
    package var referencedIdentifier: String?

    /// The placeholder's own `storyboardIdentifier`, if set.
    package var storyboardIdentifier: String?

    /// The `bundleIdentifier` attribute (a storyboard in another bundle), if set.
    package var bundleIdentifier: String?

    /// The element name: `viewControllerPlaceholder` or `controllerPlaceholder`.
    package var elementName: String

    /// The `sceneID` of the scene holding this reference.
    package var sceneID: String

    /// Where the placeholder's start tag is.
    package var location: FileLocation

    /// Creates a reference (the parser does this for you).
    package init(
        id: String,
        storyboardName: String? = nil,
        referencedIdentifier: String? = nil,
        storyboardIdentifier: String? = nil,
        bundleIdentifier: String? = nil,
        elementName: String,
        sceneID: String,
        location: FileLocation
    ) {
        self.id = id
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.storyboardIdentifier = storyboardIdentifier
        self.bundleIdentifier = bundleIdentifier
        self.elementName = elementName
        self.sceneID = sceneID
        self.location = location
    }
}
