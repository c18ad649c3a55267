// Test infrastructure — never shipped. Mirror of UIKit's `UINavigationController`.

/// Mirror of `UINavigationController`. Pushes and pops are synchronous in the mirror.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { children.last }

    /// The top controller, or what it presents modally.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for child in children where !viewControllers.contains(where: { $0 === child }) {
            child.removeFromParent()
        }
        for controller in viewControllers { addChild(controller) }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        // UIKit raises NSInvalidArgumentException for each of these.
        precondition(!(viewController is UINavigationController), "Pushing a navigation controller is not supported")
        precondition(!(viewController is UISplitViewController), "Split View Controllers cannot be pushed to a Navigation Controller")
        precondition(!children.contains { $0 === viewController }, "Pushing the same view controller instance more than once is not supported")
        addChild(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.removeFromParent()
        return top
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        popped.forEach { $0.removeFromParent() }
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }
}
