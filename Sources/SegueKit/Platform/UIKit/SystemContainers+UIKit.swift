#if canImport(UIKit) && !os(watchOS)
import UIKit

/// UIKit's containers, as `ControllerSearch` sees them: the one place that says what each shows first.
@MainActor
enum SystemContainers {
    /// What `controller` shows first when it is a system container, else nil: a navigation stack's
    /// top, the selected tab (else the first), the primary column, the first page on screen.
    static func front(of controller: AnyObject) -> AnyObject? {
        switch controller {
        case let navigation as UINavigationController:
            return navigation.topViewController
        case let tabs as UITabBarController:
            return tabs.selectedViewController ?? tabs.viewControllers?.first
        case let split as UISplitViewController:
            return split.viewControllers.first
        case let pages as UIPageViewController:
            return pages.viewControllers?.first
        default:
            return nil
        }
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
