#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

// How SegueKit looks inside UIKit's containers; see `ControllerContainer`.

extension UINavigationController: ControllerContainer {
    /// The top controller first, then the rest of the stack down to the root.
    ///
    /// ```swift
    /// container.containedControllers.first === container.frontController   // true
    /// ```
    public var containedControllers: [AnyObject] { viewControllers.reversed() }

    /// The top of the stack.
    ///
    /// ```swift
    /// try segue.destination(as: EditorViewController.self)   // looks here first
    /// ```
    public var frontController: AnyObject? { topViewController }
}

extension UITabBarController: ControllerContainer {
    /// The selected tab first, then the others in tab order.
    ///
    /// ```swift
    /// container.containedControllers.first === container.frontController   // true
    /// ```
    public var containedControllers: [AnyObject] {
        let tabs = viewControllers ?? []
        guard let selected = selectedViewController else { return tabs }
        return [selected] + tabs.filter { $0 !== selected }
    }

    /// The selected tab, else the first.
    ///
    /// ```swift
    /// try segue.destination(as: EditorViewController.self)   // looks here first
    /// ```
    public var frontController: AnyObject? { selectedViewController ?? viewControllers?.first }
}

extension UISplitViewController: ControllerContainer {
    /// The columns in order: primary, (supplementary,) secondary.
    ///
    /// ```swift
    /// container.containedControllers.first === container.frontController   // true
    /// ```
    public var containedControllers: [AnyObject] { viewControllers }

    /// The primary column.
    ///
    /// ```swift
    /// try segue.destination(as: EditorViewController.self)   // looks here first
    /// ```
    public var frontController: AnyObject? { viewControllers.first }
}

extension UIPageViewController: ControllerContainer {
    /// The pages on screen.
    ///
    /// ```swift
    /// container.containedControllers.first === container.frontController   // true
    /// ```
    public var containedControllers: [AnyObject] { viewControllers ?? [] }

    /// The first page on screen.
    ///
    /// ```swift
    /// try segue.destination(as: EditorViewController.self)   // looks here first
    /// ```
    public var frontController: AnyObject? { viewControllers?.first }
}
#endif
