#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

// MARK: Typed scenes (UIKit)
//
// Thin wrappers over the iOS 13 `instantiateViewController(identifier:creator:)` and
// `instantiateInitialViewController(creator:)`: the scene identifier comes from the type, and the
// creator (`CoderInitializable.storyboardCreator`, platform-independent) calls
// `init?(coder:dependencies:)`.

extension StoryboardInstantiable where Self: UIViewController {
    /// The scene's controller, created by `init(coder:)`, from `storyboard` or else the storyboard
    /// named ``StoryboardInstantiable/storyboardName``.
    ///
    /// ```swift
    /// let settings = SettingsViewController.instantiate()
    /// let same = SettingsViewController.instantiate(from: storyboard)
    /// ```
    ///
    /// UIKit raises when the storyboard has no scene with ``StoryboardInstantiable/sceneIdentifier``, or when
    /// the scene's controller is not a `Self`.
    public static func instantiate(from storyboard: UIStoryboard? = nil) -> Self {
        (storyboard ?? UIStoryboard(name: storyboardName, bundle: storyboardBundle)).instantiateViewController(identifier: sceneIdentifier, creator: nil)
    }

}

extension StoryboardInstantiable where Self: UIViewController & CoderInitializable {
    /// The scene's controller, created by `init?(coder:dependencies:)` with `dependencies`, from
    /// `storyboard` or else the storyboard named ``StoryboardInstantiable/storyboardName``.
    ///
    /// ```swift
    /// let detail = BookViewController.instantiate(dependencies: book)
    /// navigationController?.pushViewController(detail, animated: true)
    /// ```
    ///
    /// If the initializer returns nil this stops with a message naming the class instead of letting
    /// UIKit fall back to `init(coder:)`.
    public static func instantiate(dependencies: Dependencies, from storyboard: UIStoryboard? = nil) -> Self {
        (storyboard ?? UIStoryboard(name: storyboardName, bundle: storyboardBundle)).instantiateViewController(
            identifier: sceneIdentifier, creator: storyboardCreator(dependencies: dependencies))
    }
}

extension UIStoryboard {
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
        instantiateInitialViewController(creator: Controller.storyboardCreator(dependencies: dependencies))
    }
}
#endif
