/// An `<exit>` object: the target unwind segues point at (their `destination`).
///
/// ```swift
/// let unwindTargets = storyboard.exits.map(\.id)
/// let unwinds = storyboard.segues.filter { unwindTargets.contains($0.destinationID) }
/// ```
package struct StoryboardExit: Sendable, Equatable {
    /// The exit's object `id`.
    package var id: String

    /// Interface Builder's `userLabel` (usually `"Exit"`), if set.
    package var userLabel: String?

    /// The `sceneID` of the scene holding this exit.
    package var sceneID: String

    /// Where the `<exit>` tag is.
    package var location: FileLocation

    /// Creates an exit (the parser does this for you).
    package init(id: String, userLabel: String? = nil, sceneID: String, location: FileLocation) {
        self.id = id
        self.userLabel = userLabel
        self.sceneID = sceneID
        self.location = location
    }
}
