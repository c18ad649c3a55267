// Test infrastructure — never shipped. Mirror of UIKit's `UIPageViewController`.

/// Mirror of `UIPageViewController` (only the read-only `viewControllers` SegueKit uses, plus the
/// setter the harness needs; the SDK sets pages with `setViewControllers(_:direction:animated:completion:)`).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    open var viewControllers: [UIViewController]? { children.isEmpty ? nil : children }

    /// Harness: shows `pages`, as `setViewControllers(_:direction:animated:completion:)` would.
    public func mirrorSetPages(_ pages: [UIViewController]) {
        children.forEach { $0.removeFromParent() }
        pages.forEach { addChild($0) }
    }
}
