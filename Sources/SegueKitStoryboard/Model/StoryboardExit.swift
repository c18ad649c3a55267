/// An `<exit>` object: the target unwind segues point at (their `destination`).
package struct StoryboardExit: Sendable, Equatable {
    /// The exit's object `id`.
    package var id: String

    package init(id: String) {
        self.id = id
    }
}
