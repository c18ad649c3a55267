// Test infrastructure — never shipped. Mirror of AppKit's `NSStoryboard`.

extension NSStoryboard {
    /// Mirror of `NSStoryboard.Name` (a typealias for `String`).
    public typealias Name = String
    /// Mirror of `NSStoryboard.SceneIdentifier` (a typealias for `String`).
    public typealias SceneIdentifier = String
}

/// Mirror of `NSStoryboard`. Its scenes come from the harness (`NSStoryboard.mirrorRegister`).
///
/// [I] inferred: `@MainActor`. The reference is silent on `NSStoryboard`'s isolation (it is not an
/// `NSResponder`); it only ever makes controllers, which are main-actor isolated, so the mirror isolates
/// it like `UIStoryboard`.
@MainActor
open class NSStoryboard: NSObject {
    let mirrorName: NSStoryboard.Name

    public init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) {
        self.mirrorName = name
        super.init()
    }

    open func instantiateInitialController() -> Any? {
        mirrorContents.initial.map { mirrorInstantiate($0, creator: nil) }
    }

    /// Raises in AppKit when no scene has `identifier`; the mirror traps with a like message.
    open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any {
        mirrorInstantiate(mirrorScene(identifier), creator: nil)
    }

    /// Mirror of the macOS 10.15 creator-taking method for view controllers.
    public func instantiateController<Controller: NSViewController>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller {
        mirrorTyped(mirrorInstantiate(mirrorScene(identifier), creator: creator.map { creator in { creator($0) } }), identifier)
    }

    /// Mirror of the macOS 10.15 creator-taking method for window controllers.
    public func instantiateController<Controller: NSWindowController>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller {
        mirrorTyped(mirrorInstantiate(mirrorScene(identifier), creator: creator.map { creator in { creator($0) } }), identifier)
    }

    /// Mirror of the macOS 10.15 creator-taking initial-controller method for view controllers.
    public func instantiateInitialController<Controller: NSViewController>(creator: ((NSCoder) -> Controller?)? = nil) -> Controller? {
        mirrorContents.initial.flatMap { mirrorInstantiate($0, creator: creator.map { creator in { creator($0) } }) as? Controller }
    }

    /// Mirror of the macOS 10.15 creator-taking initial-controller method for window controllers.
    public func instantiateInitialController<Controller: NSWindowController>(creator: ((NSCoder) -> Controller?)? = nil) -> Controller? {
        mirrorContents.initial.flatMap { mirrorInstantiate($0, creator: creator.map { creator in { creator($0) } }) as? Controller }
    }

    private func mirrorTyped<Controller>(_ controller: AnyObject, _ identifier: String) -> Controller {
        guard let typed = controller as? Controller else {
            fatalError("Scene '\(identifier)' holds \(type(of: controller)), not \(Controller.self)")
        }
        return typed
    }

    private var mirrorContents: MirrorStoryboardContents {
        guard let contents = MirrorStoryboardContents.registered[mirrorName] else {
            fatalError("Storyboard named '\(mirrorName)' not found in bundle")
        }
        return contents
    }

    func mirrorScene(_ identifier: String) -> MirrorScene {
        guard let scene = mirrorContents.scenes[identifier] else {
            fatalError("Storyboard (\(self)) doesn't contain a controller with identifier '\(identifier)'")
        }
        return scene
    }

    func mirrorInstantiate(_ scene: MirrorScene, creator: ((NSCoder) -> AnyObject?)?) -> AnyObject {
        let controller = scene.instantiate(source: nil, sender: nil, identifier: nil, creator: creator)
        (controller as? NSViewController)?.storyboard = self
        (controller as? NSWindowController)?.storyboard = self
        return controller
    }
}
