#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || SEGUEKIT_APPKIT_MIRROR)
import AppKit

// How SegueKit looks inside AppKit's containers; see `ControllerContainer`.

extension NSWindowController: ControllerContainer {
    /// The window's content view controller.
    ///
    /// ```swift
    /// container.containedControllers.first === container.frontController   // true
    /// ```
    public var containedControllers: [AnyObject] { contentViewController.map { [$0] } ?? [] }

    /// The window's content view controller.
    ///
    /// ```swift
    /// try segue.destinationController(as: EditorViewController.self)   // looks here first
    /// ```
    public var frontController: AnyObject? { contentViewController }
}

extension NSTabViewController: ControllerContainer {
    /// The selected tab's controller first, then the others in tab order.
    ///
    /// ```swift
    /// container.containedControllers.first === container.frontController   // true
    /// ```
    public var containedControllers: [AnyObject] {
        let tabs = tabViewItems.compactMap(\.viewController)
        guard let selected = selectedTabController else { return tabs }
        return [selected] + tabs.filter { $0 !== selected }
    }

    /// The selected tab's controller, else the first tab's.
    ///
    /// ```swift
    /// try segue.destinationController(as: EditorViewController.self)   // looks here first
    /// ```
    public var frontController: AnyObject? { selectedTabController ?? tabViewItems.lazy.compactMap(\.viewController).first }

    private var selectedTabController: NSViewController? {
        tabViewItems.indices.contains(selectedTabViewItemIndex) ? tabViewItems[selectedTabViewItemIndex].viewController : nil
    }
}

extension NSSplitViewController: ControllerContainer {
    /// The split items' controllers, leading to trailing.
    ///
    /// ```swift
    /// container.containedControllers.first === container.frontController   // true
    /// ```
    public var containedControllers: [AnyObject] { splitViewItems.map(\.viewController) }

    /// The leading item's controller.
    ///
    /// ```swift
    /// try segue.destinationController(as: EditorViewController.self)   // looks here first
    /// ```
    public var frontController: AnyObject? { splitViewItems.first?.viewController }
}
#endif
