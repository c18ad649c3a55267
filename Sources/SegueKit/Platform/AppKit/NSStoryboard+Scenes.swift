#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || SEGUEKIT_APPKIT_MIRROR)
import AppKit

// MARK: Typed scenes (AppKit)
//
// Thin wrappers over macOS 10.15's `instantiateController(identifier:creator:)` and
// `instantiateInitialController(creator:)`. AppKit declares each of them twice — for view controllers
// and for window controllers — so each wrapper comes in those two forms; the creator
// (`CoderInitializable.storyboardCreator`) is platform-independent.

extension StoryboardInstantiable where Self: NSSeguePerforming {
    /// The storyboard this scene lives in: ``StoryboardInstantiable/storyboardName`` in
    /// ``StoryboardInstantiable/storyboardBundle``.
    ///
    /// ```swift
    /// let storyboard = InspectorViewController.defaultStoryboard   // NSStoryboard(name: "Main", bundle: nil)
    /// ```
    public static var defaultStoryboard: NSStoryboard {
        NSStoryboard(name: storyboardName, bundle: storyboardBundle)
    }
}

extension StoryboardInstantiable where Self: NSViewController {
    /// The scene's view controller, created by `init(coder:)`, from `storyboard` or else the
    /// storyboard named ``StoryboardInstantiable/storyboardName``.
    ///
    /// ```swift
    /// let inspector = InspectorViewController.instantiate()
    /// ```
    public static func instantiate(from storyboard: NSStoryboard? = nil) -> Self {
        (storyboard ?? defaultStoryboard).instantiateController(identifier: sceneIdentifier, creator: nil)
    }
}

extension StoryboardInstantiable where Self: NSViewController & CoderInitializable {
    /// The scene's view controller, created by `init?(coder:dependencies:)` with `dependencies`; stops
    /// with ``DependencyInjectionError/initializerFailed(controller:segueIdentifier:)`` if that returns nil.
    ///
    /// ```swift
    /// let inspector = InspectorViewController.instantiate(dependencies: document)
    /// ```
    public static func instantiate(dependencies: Dependencies, from storyboard: NSStoryboard? = nil) -> Self {
        (storyboard ?? defaultStoryboard).instantiateController(
            identifier: sceneIdentifier, creator: storyboardCreator(dependencies: dependencies))
    }
}

extension StoryboardInstantiable where Self: NSWindowController {
    /// The scene's window controller, created by `init(coder:)`.
    ///
    /// ```swift
    /// PreferencesWindowController.instantiate().showWindow(nil)
    /// ```
    public static func instantiate(from storyboard: NSStoryboard? = nil) -> Self {
        (storyboard ?? defaultStoryboard).instantiateController(identifier: sceneIdentifier, creator: nil)
    }
}

extension StoryboardInstantiable where Self: NSWindowController & CoderInitializable {
    /// The scene's window controller, created by `init?(coder:dependencies:)` with `dependencies`.
    ///
    /// ```swift
    /// DocumentWindowController.instantiate(dependencies: document).showWindow(nil)
    /// ```
    ///
    /// The window's content view controller comes from the storyboard's window-content relationship;
    /// inject into it from the window controller's initializer or with a segue action.
    public static func instantiate(dependencies: Dependencies, from storyboard: NSStoryboard? = nil) -> Self {
        (storyboard ?? defaultStoryboard).instantiateController(
            identifier: sceneIdentifier, creator: storyboardCreator(dependencies: dependencies))
    }
}

extension NSStoryboard {
    /// The storyboard's initial view controller created with `dependencies`, or nil when there is
    /// none. [I] The initial scene's class must be `Controller`, as on UIKit (the reference says
    /// AppKit supports creators like UIKit; it does not describe a mismatch).
    ///
    /// ```swift
    /// let main = storyboard.instantiateInitialController(MainViewController.self, dependencies: library)
    /// ```
    public func instantiateInitialController<Controller: NSViewController & CoderInitializable>(
        _ controller: Controller.Type, dependencies: Controller.Dependencies
    ) -> Controller? {
        instantiateInitialController(creator: Controller.storyboardCreator(dependencies: dependencies))
    }

    /// The storyboard's initial window controller created with `dependencies`, or nil when there is
    /// none. [I] The initial scene's class must be `Controller`, as on UIKit.
    ///
    /// ```swift
    /// let window = storyboard.instantiateInitialController(DocumentWindowController.self, dependencies: document)
    /// ```
    public func instantiateInitialController<Controller: NSWindowController & CoderInitializable>(
        _ controller: Controller.Type, dependencies: Controller.Dependencies
    ) -> Controller? {
        instantiateInitialController(creator: Controller.storyboardCreator(dependencies: dependencies))
    }
}
#endif
