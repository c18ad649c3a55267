/// Where a segue leads, resolved within its storyboard: a controller, a storyboard reference, or
/// (for unwind segues) an exit.
package enum StoryboardSegueDestination: Sendable, Equatable {
    /// A controller of the same storyboard.
    case controller(StoryboardController)
    /// A storyboard reference (placeholder) standing for a controller elsewhere.
    case reference(StoryboardReference)
    /// An `<exit>` object (unwind segues).
    case exit(StoryboardExit)
}
