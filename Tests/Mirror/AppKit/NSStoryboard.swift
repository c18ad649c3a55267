// Test infrastructure — never shipped. Mirror of AppKit's `NSStoryboard`.

extension NSStoryboard {
    /// Mirror of `NSStoryboard.Name` (a typealias for `String`).
    public typealias Name = String
    /// Mirror of `NSStoryboard.SceneIdentifier` (a typealias for `String`).
    public typealias SceneIdentifier = String
}

/// Mirror of `NSStoryboard`: not `@MainActor` (not an `NSResponder`). Its scenes come from the harness
/// (`NSStoryboard.mirrorRegister`). `SEGUEKIT_MIRROR_MAIN_ACTOR_STORYBOARD` builds it `@MainActor`; the
/// implementation works either way (`mirrorOnMainActor`).
#if SEGUEKIT_MIRROR_MAIN_ACTOR_STORYBOARD
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

    /// The header's creator-taking method (macOS 10.15), `NS_REFINED_FOR_SWIFT`: hidden behind `__`, the
    /// overlay's generic forms below are what apps call.
    open func __instantiateInitialController(creator block: ((NSCoder) -> Any?)?) -> Any? {
        mirrorContents.initial.map { mirrorInstantiate($0, creator: block.map { block in { block($0).map { $0 as AnyObject } } }) }
    }

    /// The header's creator-taking method (macOS 10.15), `NS_REFINED_FOR_SWIFT`; see above.
    open func __instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier, creator block: ((NSCoder) -> Any?)?) -> Any {
        mirrorInstantiate(mirrorScene(identifier), creator: block.map { block in { block($0).map { $0 as AnyObject } } })
    }

    fileprivate func mirrorTyped<Controller>(_ controller: Any, _ identifier: String) -> Controller {
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
        // Main-thread values in every reading; the compiler cannot see that when NSStoryboard is nonisolated.
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

// MARK: Swift overlay (macOS 10.15+)

/// Mirror of the AppKit Swift overlay's generic creator-taking forms, one for view controllers and one
/// for window controllers each, over the header's hidden `__` methods.
@available(macOS 10.15, *)
extension NSStoryboard {
    public func instantiateInitialController<Controller: NSViewController>(creator: ((NSCoder) -> Controller?)? = nil) -> Controller? {
        __instantiateInitialController(creator: creator.map { creator in { creator($0) } }) as? Controller
    }

    public func instantiateInitialController<Controller: NSWindowController>(creator: ((NSCoder) -> Controller?)? = nil) -> Controller? {
        __instantiateInitialController(creator: creator.map { creator in { creator($0) } }) as? Controller
    }

    public func instantiateController<Controller: NSViewController>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller {
        mirrorTyped(__instantiateController(withIdentifier: identifier, creator: creator.map { creator in { creator($0) } }), identifier)
    }

    public func instantiateController<Controller: NSWindowController>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller {
        mirrorTyped(__instantiateController(withIdentifier: identifier, creator: creator.map { creator in { creator($0) } }), identifier)
    }
}
