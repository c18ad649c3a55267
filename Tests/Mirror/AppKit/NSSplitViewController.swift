// Test infrastructure — never shipped. Mirror of AppKit's `NSSplitViewController` and `NSSplitViewItem`.

/// Mirror of `NSSplitViewItem`: not `@MainActor` (not an `NSResponder`); its `viewController` is not
/// optional. `init(viewController:)` is a convenience initializer in the SDK.
/// `SEGUEKIT_MIRROR_MAIN_ACTOR_STORYBOARD` builds it `@MainActor`.
#if SEGUEKIT_MIRROR_MAIN_ACTOR_STORYBOARD
@preconcurrency @MainActor
#endif
open class NSSplitViewItem: NSObject {
    public init(viewController: NSViewController) {
        self.viewController = viewController
        super.init()
    }

    open var viewController: NSViewController
}

/// Mirror of `NSSplitViewController`.
@preconcurrency @MainActor
open class NSSplitViewController: NSViewController {
    open var splitViewItems: [NSSplitViewItem] = [] {
        didSet {
            children.forEach { $0.removeFromParent() }
            splitViewItems.map(\.viewController).forEach { addChild($0) }
        }
    }

    open func addSplitViewItem(_ splitViewItem: NSSplitViewItem) {
        splitViewItems.append(splitViewItem)
    }
}
