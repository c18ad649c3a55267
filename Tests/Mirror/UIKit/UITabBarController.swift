// Test infrastructure — never shipped. Mirror of UIKit's `UITabBarController`.

/// Mirror of `UITabBarController`.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set {
            children.forEach { $0.removeFromParent() }
            newValue?.forEach { addChild($0) }
            selectedIndex = 0
        }
    }

    /// `unowned(unsafe)` in the SDK; here a computed view of `selectedIndex`.
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
        set {
            if let newValue, let index = children.firstIndex(where: { $0 === newValue }) {
                selectedIndex = index
            }
        }
    }

    open var selectedIndex: Int = 0
}
