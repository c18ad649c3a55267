// Test infrastructure — never shipped. Mirror of AppKit's `NSStoryboard`.

extension NSStoryboard {
    /// Mirror of `NSStoryboard.Name` (a typealias for `String`).
    public typealias Name = String
    /// Mirror of `NSStoryboard.SceneIdentifier` (a typealias for `String`).
    public typealias SceneIdentifier = String
}

/// Mirror of `NSStoryboard`. Its scenes come from the harness (`NSStoryboard.mirrorRegister`).
///
/// [I] inferred: `@MainActor` by default. A public copy of the macOS 12 header declares it without
/// `NS_SWIFT_UI_ACTOR`, later SDKs are unverified, so SegueKit is also compiled against this mirror
/// built with `SEGUEKIT_MIRROR_NONISOLATED_INFERRED` (not isolated) — see
/// `InferredIsolationVariantsTests`. The implementation works either way (`mirrorOnMainActor`).
#if !SEGUEKIT_MIRROR_NONISOLATED_INFERRED
@preconcurrency @MainActor
#endif
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
        let name = mirrorName
        guard let contents = mirrorOnMainActor({ MirrorStoryboardContents.registered[name] }) else {
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
        // Main-thread values in every variant; the compiler cannot see that when NSStoryboard is nonisolated.
        let values = MirrorUnchecked((storyboard: self, creator: creator))
        return mirrorOnMainActor {
            let (storyboard, creator) = values.value
            let controller = scene.instantiate(source: nil, sender: nil, identifier: nil, creator: creator)
            (controller as? NSViewController)?.storyboard = storyboard
            (controller as? NSWindowController)?.storyboard = storyboard
            return controller
        }
    }
}
