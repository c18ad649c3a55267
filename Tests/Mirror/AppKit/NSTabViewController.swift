// Test infrastructure — never shipped. Mirror of AppKit's `NSTabViewController` and `NSTabViewItem`.

/// Mirror of `NSTabViewItem`: not `@MainActor` (not an `NSResponder`); its `viewController` is optional.
/// `init(viewController:)` is a convenience initializer in the SDK.
/// `SEGUEKIT_MIRROR_MAIN_ACTOR_STORYBOARD` builds it `@MainActor`.
#if SEGUEKIT_MIRROR_MAIN_ACTOR_STORYBOARD
@preconcurrency @MainActor
#endif
open class NSTabViewItem: NSObject {
    public init(viewController: NSViewController) {
        self.viewController = viewController
        super.init()
    }

    open var viewController: NSViewController?
}

/// Mirror of `NSTabViewController`.
@preconcurrency @MainActor
open class NSTabViewController: NSViewController {
    open var tabViewItems: [NSTabViewItem] = [] {
        didSet {
            children.forEach { $0.removeFromParent() }
            tabViewItems.compactMap(\.viewController).forEach { addChild($0) }
        }
    }

    /// -1 when there are no tabs.
    open var selectedTabViewItemIndex: Int = -1

    open func addTabViewItem(_ tabViewItem: NSTabViewItem) {
        tabViewItems.append(tabViewItem)
        if selectedTabViewItemIndex < 0 { selectedTabViewItemIndex = 0 }
    }
}
