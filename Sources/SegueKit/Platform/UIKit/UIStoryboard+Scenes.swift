#if SEGUEKIT_UIKIT
import UIKit

// MARK: Typed scenes (UIKit)
//
// Thin wrappers over the iOS 13 `instantiateViewController(identifier:creator:)` and
// `instantiateInitialViewController(creator:)`: the scene identifier comes from a `StoryboardScene` (or
// a `StoryboardInstantiable` type's), and the creator (`CoderInitializable.storyboardCreator`,
// platform-independent) calls `init?(coder:dependencies:)`.

extension StoryboardScene where Controller: UIViewController {
    /// The scene's controller, created by `init(coder:)`, from `storyboard` or else the storyboard named
    /// ``StoryboardScene/storyboardName`` in the main bundle.
    @MainActor
    public func instantiate(from storyboard: UIStoryboard? = nil) -> Controller {
        (storyboard ?? UIStoryboard(name: storyboardName, bundle: nil)).instantiateViewController(identifier: identifier, creator: nil)
    }
}

extension StoryboardScene where Controller: UIViewController & CoderInitializable {
    /// The scene's controller, created by `init?(coder:dependencies:)`; stops with a message naming the
    /// class if that returns nil, instead of letting UIKit fall back to `init(coder:)`.
    @MainActor
    public func instantiate(dependencies: Controller.Dependencies, from storyboard: UIStoryboard? = nil) -> Controller {
        (storyboard ?? UIStoryboard(name: storyboardName, bundle: nil)).instantiateViewController(
            identifier: identifier, creator: Controller.storyboardCreator(dependencies: dependencies))
    }
}

extension StoryboardInstantiable where Self: UIViewController {
    /// The scene's controller, created by `init(coder:)`, from `storyboard` or else the storyboard named
    /// ``StoryboardInstantiable/storyboardName``.
    public static func instantiate(from storyboard: UIStoryboard? = nil) -> Self {
        scene.instantiate(from: storyboard ?? UIStoryboard(name: storyboardName, bundle: storyboardBundle))
    }
}

extension StoryboardInstantiable where Self: UIViewController & CoderInitializable {
    /// The scene's controller, created by `init?(coder:dependencies:)`; stops with a message naming the
    /// class if that returns nil.
    public static func instantiate(dependencies: Dependencies, from storyboard: UIStoryboard? = nil) -> Self {
        scene.instantiate(dependencies: dependencies, from: storyboard ?? UIStoryboard(name: storyboardName, bundle: storyboardBundle))
    }
}

extension UIStoryboard {
    /// The storyboard's initial controller, created with `dependencies`, or nil when there is none. Its
    /// class must be `Controller` (UIKit asserts that a creator's result is of the scene's class).
    /// For an initial navigation controller the creator makes the container, not its root, and no source
    /// controller exists to call the root's segue action on (inferred, not verified on a device):
    /// instantiate the root scene and wrap it in code instead.
    public func instantiateInitialViewController<Controller: UIViewController & CoderInitializable>(
        _ controller: Controller.Type, dependencies: Controller.Dependencies
    ) -> Controller? {
        instantiateInitialViewController(creator: Controller.storyboardCreator(dependencies: dependencies))
    }
}
#endif
