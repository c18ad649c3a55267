import Foundation

// MARK: Protocol Definition

/// A controller class tied to its storyboard scene, so code instantiates the scene by type — with its
/// dependencies when it is ``CoderInitializable`` — instead of by a string and a cast.
///
/// ```swift
/// extension BookViewController: StoryboardInstantiable {
///     static let storyboardName = "Main"
///     static let sceneIdentifier = "Book"
/// }
///
/// extension LibraryViewController {
///     func open(_ book: Book) {
///         navigationController?.pushViewController(BookViewController.instantiate(dependencies: book), animated: true)
///     }
/// }
/// ```
@MainActor
public protocol StoryboardInstantiable: AnyObject {
    /// The storyboard file's name, without the `.storyboard` extension.
    static var storyboardName: String { get }

    /// The scene's Storyboard ID; by default the class's name.
    static var sceneIdentifier: String { get }

    /// The bundle holding the storyboard; nil (the default) is the main bundle.
    static var storyboardBundle: Bundle? { get }
}

// MARK: Default Implementation

extension StoryboardInstantiable {
    /// The class's name without its module, as Storyboard IDs are usually named; declare
    /// `sceneIdentifier` to use another.
    public static var sceneIdentifier: String { String(describing: self) }

    /// The main bundle; declare `storyboardBundle` for a storyboard elsewhere, such as a package's
    /// resources (`.module`).
    public static var storyboardBundle: Bundle? { nil }
}

extension StoryboardInstantiable {
    /// The type's scene, as the platforms' `instantiate` wrappers instantiate it.
    static var scene: StoryboardScene<Self> {
        StoryboardScene(storyboard: storyboardName, identifier: sceneIdentifier)
    }
}
