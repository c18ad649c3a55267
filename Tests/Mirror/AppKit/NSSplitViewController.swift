// Test infrastructure — never shipped. Mirror of AppKit's `NSSplitViewController` and `NSSplitViewItem`.

/// Mirror of `NSSplitViewItem`. `init(viewController:)` is a convenience initializer in the SDK.
///
/// [I] inferred: `@MainActor` (the reference is silent; it is not an `NSResponder`, but it holds a
/// main-actor view controller). `SEGUEKIT_MIRROR_NONISOLATED_INFERRED` builds it nonisolated, for
/// `InferredIsolationVariantsTests`.
#if !SEGUEKIT_MIRROR_NONISOLATED_INFERRED
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
