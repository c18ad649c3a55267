// Test infrastructure — never shipped. Mirror of UIKit's `UIStoryboard`.

/// Mirror of `UIStoryboard`. Its scenes come from the harness (`UIStoryboard.mirrorRegister`), as if
/// Interface Builder had compiled a storyboard of that name.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let mirrorName: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.mirrorName = name
        super.init()
    }

    open func instantiateInitialViewController() -> UIViewController? {
        guard let scene = mirrorContents.initial else { return nil }
        return mirrorInstantiate(scene, creator: nil)
    }

    /// Raises in UIKit when no scene has `identifier`; the mirror traps with the same message.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        mirrorInstantiate(mirrorScene(identifier), creator: nil)
    }

    /// The iOS 13 Objective-C method as Swift imports it (iOS 16.5 SDK): a non-generic result and an
    /// optional creator that is neither `@Sendable` nor `@MainActor`. The generic form below is the
    /// Swift overlay.
    open func instantiateInitialViewController(creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let scene = mirrorContents.initial else { return nil }
        return mirrorInstantiate(scene, creator: creator)
    }

    /// The iOS 13 Objective-C method as Swift imports it (iOS 16.5 SDK): a non-generic result and an
    /// optional creator that is neither `@Sendable` nor `@MainActor`. Raises when the scene is missing.
    open func instantiateViewController(identifier: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        mirrorInstantiate(mirrorScene(identifier), creator: creator)
    }

    private var mirrorContents: MirrorStoryboardContents {
        guard let contents = MirrorStoryboardContents.registered[mirrorName] else {
            fatalError("Could not find a storyboard named '\(mirrorName)' in bundle")
        }
        return contents
    }

    func mirrorScene(_ identifier: String) -> MirrorScene {
        guard let scene = mirrorContents.scenes[identifier] else {
            fatalError("Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return scene
    }

    /// Creates the scene's controller: the creator's result, else (nil result) `init(coder:)`. UIKit
    /// asserts that a creator's result is of the scene's class; so does the mirror.
    func mirrorInstantiate(_ scene: MirrorScene, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        let controller = scene.instantiate(source: nil, sender: nil, identifier: nil, creator: creator)
        controller.storyboard = self
        return controller
    }
}

extension UIStoryboard {
    /// Mirror of the iOS 13 generic overlay method.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        guard let scene = mirrorContentsForOverlay.initial else { return nil }
        let controller = mirrorInstantiate(scene, creator: creator.map { creator in { creator($0) } })
        return controller as? ViewController
    }

    /// Mirror of the iOS 13 generic overlay method. Traps, as UIKit does, when the scene is missing
    /// or is not a `ViewController`.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        let controller = mirrorInstantiate(mirrorScene(identifier), creator: creator.map { creator in { creator($0) } })
        guard let typed = controller as? ViewController else {
            fatalError("Scene '\(identifier)' holds \(type(of: controller)), not \(ViewController.self)")
        }
        return typed
    }

    private var mirrorContentsForOverlay: MirrorStoryboardContents {
        MirrorStoryboardContents.registered[mirrorName] ?? MirrorStoryboardContents(initial: nil, scenes: [:])
    }
}
