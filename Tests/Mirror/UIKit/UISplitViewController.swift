// Test infrastructure — never shipped. Mirror of UIKit's `UISplitViewController`.

/// Mirror of `UISplitViewController`.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// Mirror of `UISplitViewController.Column` (iOS 14).
    @available(iOS 14.0, *)
    public enum Column: Int, Sendable {
        case primary = 0, supplementary, secondary, compact
    }

    open var viewControllers: [UIViewController] {
        get { children }
        set {
            children.forEach { $0.removeFromParent() }
            newValue.forEach { addChild($0) }
        }
    }

    /// Harness state: which column each child sits in, as the storyboard relationships would say.
    public var mirrorColumns: [Column: UIViewController] = [:]

    @available(iOS 14.0, *)
    open func viewController(for column: Column) -> UIViewController? {
        mirrorColumns[column]
    }

    /// Replaces the secondary (last) child.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        var controllers = viewControllers
        if controllers.count > 1 { controllers.removeLast() }
        controllers.append(vc)
        viewControllers = controllers
    }
}
