extension StoryboardDocument {
    /// Every controller of every scene, in file order.
    package var controllers: [StoryboardController] { scenes.flatMap(\.controllers) }

    /// Every segue of every scene, in file order (back-references excluded), then any
    /// `unattachedSegues`. Look objects up by id with a ``StoryboardIndex``.
    package var segues: [StoryboardSegue] { scenes.flatMap(\.segues) + unattachedSegues }
}
