#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

/// UIKit's containers, as `ControllerSearch` sees them: the one place that says what each shows first.
@MainActor
@usableFromInline
enum SystemContainers {
    /// What `controller` shows first when it is a system container, else nil: a navigation stack's
    /// top, the selected tab (else the first), the primary column, the first page on screen.
    @inlinable
    static func front(of controller: AnyObject) -> AnyObject? {
        let kind: AnyObject.Type = type(of: controller)
        // The system classes themselves first: a pointer comparison each, cheaper than the subclass
        // checks below, which walk the class chain.
        if kind == UINavigationController.self {
            return unsafeDowncast(controller, to: UINavigationController.self).topViewController
        }
        if kind == UITabBarController.self {
            let tabs = unsafeDowncast(controller, to: UITabBarController.self)
            return tabs.selectedViewController ?? tabs.viewControllers?.first
        }
        if kind is UINavigationController.Type {
            return unsafeDowncast(controller, to: UINavigationController.self).topViewController
        }
        if kind is UITabBarController.Type {
            let tabs = unsafeDowncast(controller, to: UITabBarController.self)
            return tabs.selectedViewController ?? tabs.viewControllers?.first
        }
        if kind is UISplitViewController.Type {
            return unsafeDowncast(controller, to: UISplitViewController.self).viewControllers.first
        }
        if kind is UIPageViewController.Type {
            return unsafeDowncast(controller, to: UIPageViewController.self).viewControllers?.first
        }
        return nil
    }

    /// Everything `controller` contains when it is a system container, front first; else nil.
    static func children(of controller: AnyObject) -> [AnyObject]? {
        switch controller {
        case let navigation as UINavigationController:
            return navigation.viewControllers.reversed()
        case let tabs as UITabBarController:
            let all = tabs.viewControllers ?? []
            guard let selected = tabs.selectedViewController else { return all }
            return [selected] + all.filter { $0 !== selected }
        case let split as UISplitViewController:
            return split.viewControllers
        case let pages as UIPageViewController:
            return pages.viewControllers ?? []
        default:
            return nil
        }
    }
}
#endif
