#if SEGUEKIT_APPKIT
import AppKit

// MARK: Typed scenes (AppKit)
//
// Thin wrappers over macOS 10.15's `instantiateController(identifier:creator:)` and
// `instantiateInitialController(creator:)`. AppKit declares each twice, for view controllers and for
// window controllers; SegueKit offers one form for both (`NSResponder & NSSeguePerforming`) and picks
// AppKit's overload in `instantiateScene(_:identifier:creator:)`.

extension StoryboardScene where Controller: NSResponder & NSSeguePerforming {
    /// The scene's view or window controller, created by `init(coder:)`, from `storyboard` or else the
    /// storyboard named ``StoryboardScene/storyboardName`` in the main bundle.
    @MainActor
    public func instantiate(from storyboard: NSStoryboard? = nil) -> Controller {
        (storyboard ?? NSStoryboard(name: storyboardName, bundle: nil)).instantiateScene(Controller.self, identifier: identifier, creator: nil)!
    }
}

extension StoryboardScene where Controller: NSResponder & NSSeguePerforming & CoderInitializable {
    /// The scene's view or window controller, created by `init?(coder:dependencies:)`; stops with a
    /// message naming the class if that returns nil.
    @MainActor
    public func instantiate(dependencies: Controller.Dependencies, from storyboard: NSStoryboard? = nil) -> Controller {
        (storyboard ?? NSStoryboard(name: storyboardName, bundle: nil))
            .instantiateScene(Controller.self, identifier: identifier, creator: Controller.storyboardCreator(dependencies: dependencies))!
    }
}

extension StoryboardInstantiable where Self: NSResponder & NSSeguePerforming {
    /// The scene's view or window controller, created by `init(coder:)`, from `storyboard` or else the
    /// storyboard named ``StoryboardInstantiable/storyboardName``.
    @MainActor
    public static func instantiate(from storyboard: NSStoryboard? = nil) -> Self {
        scene.instantiate(from: storyboard ?? NSStoryboard(name: storyboardName, bundle: storyboardBundle))
    }
}

extension StoryboardInstantiable where Self: NSResponder & NSSeguePerforming & CoderInitializable {
    /// The scene's view or window controller, created by `init?(coder:dependencies:)`; stops with a message
    /// naming the class if that returns nil.
    @MainActor
    public static func instantiate(dependencies: Dependencies, from storyboard: NSStoryboard? = nil) -> Self {
        scene.instantiate(dependencies: dependencies, from: storyboard ?? NSStoryboard(name: storyboardName, bundle: storyboardBundle))
    }
}

extension NSStoryboard {
    /// The storyboard's initial view or window controller, created with `dependencies`, or nil when there is
    /// none. A controller of another class stops the app with a message naming both classes.
    @MainActor
    public func instantiateInitialController<Controller: NSResponder & NSSeguePerforming & CoderInitializable>(
        _ controller: Controller.Type, dependencies: Controller.Dependencies
    ) -> Controller? {
        instantiateScene(Controller.self, identifier: nil, creator: Controller.storyboardCreator(dependencies: dependencies))
    }

    /// The scene `identifier` (nil: the initial one) as `Scene`, through AppKit's view- or window-controller overload.
    @MainActor
    func instantiateScene<Scene: NSResponder>(_ scene: Scene.Type, identifier: String?, creator: ((NSCoder) -> Scene?)?) -> Scene? {
        let made: Any?
        if Scene.self is NSWindowController.Type {
            let windowCreator = creator.map { creator in { (coder: NSCoder) in creator(coder) as? NSWindowController } }
            made = identifier.map { instantiateController(identifier: $0, creator: windowCreator) }
                ?? instantiateInitialController(creator: windowCreator)
        } else {
            let viewCreator = creator.map { creator in { (coder: NSCoder) in creator(coder) as? NSViewController } }
            made = identifier.map { instantiateController(identifier: $0, creator: viewCreator) }
                ?? instantiateInitialController(creator: viewCreator)
        }
        guard let made else { return nil }
        guard let scene = made as? Scene else {
            fatalError("The storyboard's \(identifier.map { "scene \"\($0)\"" } ?? "initial scene") is a \(typeName(type(of: made))), not a \(typeName(Scene.self)); set the scene's custom class in Interface Builder.")
        }
        return scene
    }
}
#endif
