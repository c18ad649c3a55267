#if canImport(UIKit) && !os(watchOS) && !SEGUEKIT_CORE_ONLY
import UIKit

// MARK: Typed scenes (UIKit)
//
// Thin wrappers over the iOS 13 `instantiateViewController(identifier:creator:)` and
// `instantiateInitialViewController(creator:)`: the scene identifier comes from the type, and the
// creator calls `init?(coder:dependencies:)`.

extension StoryboardInstantiable where Self: UIViewController {
    /// The scene's controller, created by `init(coder:)`, from `storyboard` or else the storyboard
    /// named ``StoryboardInstantiable/storyboardName``.
    ///
    /// ```swift
    /// let settings = SettingsViewController.instantiate()
    /// ```
    ///
    /// UIKit raises when the storyboard has no scene with ``StoryboardInstantiable/sceneIdentifier``, or when
    /// the scene's controller is not a `Self`.
    public static func instantiate(from storyboard: UIStoryboard? = nil) -> Self {
        (storyboard ?? defaultStoryboard).instantiateViewController(identifier: sceneIdentifier, creator: nil)
    }

    /// The storyboard this scene lives in: ``StoryboardInstantiable/storyboardName`` in ``StoryboardInstantiable/storyboardBundle``.
    ///
    /// ```swift
    /// let storyboard = BookViewController.defaultStoryboard   // UIStoryboard(name: "Main", bundle: nil)
    /// ```
    public static var defaultStoryboard: UIStoryboard {
        UIStoryboard(name: storyboardName, bundle: storyboardBundle)
    }
}

extension StoryboardInstantiable where Self: UIViewController & CoderInitializable {
    /// The scene's controller, created by `init?(coder:dependencies:)` with `dependencies`.
    ///
    /// ```swift
    /// let detail = BookViewController.instantiate(dependencies: book)
    /// navigationController?.pushViewController(detail, animated: true)
    /// ```
    ///
    /// If the initializer returns nil, UIKit falls back to `init(coder:)`, which for a
    /// ``CoderInitializable`` controller stops with ``CoderInitializable/stopForMissingDependencies(file:line:)``.
    public static func instantiate(dependencies: Dependencies, from storyboard: UIStoryboard? = nil) -> Self {
        (storyboard ?? defaultStoryboard).instantiateViewController(identifier: sceneIdentifier) { coder in
            Self(coder: coder, dependencies: dependencies)
        }
    }
}

extension UIStoryboard {
    /// The scene of `scene`'s type from this storyboard, created by `init(coder:)`.
    ///
    /// ```swift
    /// let settings = storyboard.instantiateViewController(SettingsViewController.self)
    /// ```
    public func instantiateViewController<Scene: UIViewController & StoryboardInstantiable>(_ scene: Scene.Type) -> Scene {
        Scene.instantiate(from: self)
    }

    /// The scene of `scene`'s type from this storyboard, created with `dependencies`.
    ///
    /// ```swift
    /// let detail = storyboard.instantiateViewController(BookViewController.self, dependencies: book)
    /// ```
    public func instantiateViewController<Scene: UIViewController & StoryboardInstantiable & CoderInitializable>(
        _ scene: Scene.Type, dependencies: Scene.Dependencies
    ) -> Scene {
        Scene.instantiate(dependencies: dependencies, from: self)
    }

    /// The storyboard's initial controller created with `dependencies`, or nil when the storyboard
    /// has no initial controller. The initial scene's class must be `Controller`: UIKit asserts that a
    /// creator's result is of the scene's class.
    ///
    /// ```swift
    /// let onboarding = UIStoryboard(name: "Onboarding", bundle: nil)
    ///     .instantiateInitialViewController(OnboardingViewController.self, dependencies: account)
    /// ```
    ///
    /// [I] When the initial controller is a container (a navigation controller), the creator makes
    /// the container, not its root; the reference does not say that UIKit runs a relationship's
    /// segue action here, since no source controller exists to call it on. Instantiate the root
    /// scene and wrap it in code instead.
    public func instantiateInitialViewController<Controller: UIViewController & CoderInitializable>(
        _ controller: Controller.Type, dependencies: Controller.Dependencies
    ) -> Controller? {
        instantiateInitialViewController { coder in Controller(coder: coder, dependencies: dependencies) }
    }
}
#endif
