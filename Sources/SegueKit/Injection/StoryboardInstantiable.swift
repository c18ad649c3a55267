import Foundation

// MARK: Protocol Definition

/// A controller class tied to the storyboard scene that holds it, so code instantiates the scene by
/// type — with its dependencies when it is ``CoderInitializable`` — instead of by a string and a cast.
///
/// Conform a view controller (or, on macOS, a view or window controller) that code instantiates
/// from a storyboard; give the storyboard's name, and the scene's Storyboard ID unless it is the
/// class's name:
///
/// ```swift
/// extension BookViewController: StoryboardInstantiable {
///     static let storyboardName = "Main"
///     static let sceneIdentifier = "Book"
/// }
///
/// let book = BookViewController.instantiate(dependencies: selectedBook)   // a BookViewController,
///                                                                         // made by init?(coder:dependencies:)
/// ```
///
/// The UIKit and AppKit layers add `instantiate(from:)` and `instantiate(dependencies:from:)`,
/// which wrap `UIStoryboard.instantiateViewController(identifier:creator:)` and
/// `NSStoryboard.instantiateController(identifier:creator:)`.
@MainActor
public protocol StoryboardInstantiable: AnyObject {
    /// The storyboard file's name, without the `.storyboard` extension.
    ///
    /// ```swift
    /// static let storyboardName = "Main"
    /// ```
    static var storyboardName: String { get }

    /// The scene's Storyboard ID (`storyboardIdentifier` in the XML). Defaults to the class's name.
    ///
    /// ```swift
    /// static let sceneIdentifier = "Book"
    /// ```
    static var sceneIdentifier: String { get }

    /// The bundle holding the storyboard; nil (the default) means the main bundle.
    ///
    /// ```swift
    /// static var storyboardBundle: Bundle? { Bundle(for: BookViewController.self) }
    /// ```
    static var storyboardBundle: Bundle? { get }
}

// MARK: Default Implementation

extension StoryboardInstantiable {
    /// The class's name without its module, as Interface Builder users usually name Storyboard IDs.
    ///
    /// ```swift
    /// BookViewController.sceneIdentifier   // "BookViewController"
    /// ```
    public static var sceneIdentifier: String { String(describing: self) }

    /// The main bundle.
    ///
    /// ```swift
    /// BookViewController.storyboardBundle   // nil
    /// ```
    public static var storyboardBundle: Bundle? { nil }
}
