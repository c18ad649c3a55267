#if SEGUEKIT_UIKIT
import UIKit

/// UIKit's containers, as `ControllerSearch` sees them: the one place that says what each contains and
/// what it shows first.
@MainActor
enum SystemContainers {
    /// Everything `controller` contains when it is a system container, front first (a navigation stack's
    /// top, the selected tab, the primary column, the first page on screen); else nil.
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
