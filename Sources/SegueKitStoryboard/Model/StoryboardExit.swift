/// An `<exit>` object: the target unwind segues point at (their `destination`).
package struct StoryboardExit: Sendable, Equatable {
    package var id: String
}
