#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// AppKit's containers, as `ControllerSearch` sees them: the one place that says what each shows first.
@MainActor
enum SystemContainers {
    /// What `controller` shows first when it is a system container, else nil: a window's content, the
    /// selected tab (else the first), the leading split item.
    static func front(of controller: AnyObject) -> AnyObject? {
        switch controller {
        case let window as NSWindowController:
            return window.contentViewController
        case let tabs as NSTabViewController:
            return selectedTab(of: tabs)
        case let split as NSSplitViewController:
            return split.splitViewItems.first?.viewController
        default:
            return nil
        }
    }

    /// Everything `controller` contains when it is a system container, front first; else nil.
    static func children(of controller: AnyObject) -> [AnyObject]? {
        switch controller {
        case let window as NSWindowController:
            return window.contentViewController.map { [$0] } ?? []
        case let tabs as NSTabViewController:
            let all = tabs.tabViewItems.compactMap(\.viewController)
            guard let selected = selectedTab(of: tabs) else { return all }
            return [selected] + all.filter { $0 !== selected }
        case let split as NSSplitViewController:
            return split.splitViewItems.map(\.viewController)
        default:
            return nil
        }
    }

    /// The selected tab's controller, else the first tab's.
    static func selectedTab(of tabs: NSTabViewController) -> NSViewController? {
        let items = tabs.tabViewItems
        if items.indices.contains(tabs.selectedTabViewItemIndex), let selected = items[tabs.selectedTabViewItemIndex].viewController {
            return selected
        }
        return items.lazy.compactMap(\.viewController).first
    }
}
#endif
