#if SEGUEKIT_APPKIT
import AppKit

/// AppKit's containers, as `ControllerSearch` sees them: the one place that says what each contains and
/// what it shows first.
@MainActor
enum SystemContainers {
    /// Everything `controller` contains when it is a system container, front first (a window's content,
    /// the selected tab, the leading split item); else nil.
    static func children(of controller: AnyObject) -> [AnyObject]? {
        switch controller {
        case let window as NSWindowController:
            return window.contentViewController.map { [$0] } ?? []
        case let tabs as NSTabViewController:
            let all = tabs.tabViewItems.compactMap(\.viewController)
            let index = tabs.selectedTabViewItemIndex
            guard tabs.tabViewItems.indices.contains(index), let selected = tabs.tabViewItems[index].viewController else { return all }
            return [selected] + all.filter { $0 !== selected }
        case let split as NSSplitViewController:
            return split.splitViewItems.map(\.viewController)
        default:
            return nil
        }
    }
}
#endif
