/// A storyboard scene named by its Storyboard ID and typed by its controller's class, so code
/// instantiates it without a string or a cast. `seguekit generate` declares one for each scene that has
/// a Storyboard ID, on an enum named after the storyboard:
///
/// ```swift
/// extension LibraryViewController {
///     func open(_ book: Book) {
///         navigationController?.pushViewController(MainStoryboard.book.instantiate(dependencies: book), animated: true)
///     }
/// }
/// ```
public struct StoryboardScene<Controller>: Sendable {
    /// The storyboard file's name, without the `.storyboard` extension.
    public let storyboardName: String
    /// The scene's Storyboard ID.
    public let identifier: String

    /// For a scene no generated storyboard enum declares (a storyboard the tool does not read);
    /// `Controller` must be the scene's class.
    public init(storyboard storyboardName: String, identifier: String) {
        self.storyboardName = storyboardName
        self.identifier = identifier
    }
}
