// Test infrastructure — never shipped. Mirror of AppKit's `NSViewController`.

/// Mirror of `NSViewController`.
@preconcurrency @MainActor
open class NSViewController: NSResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    open internal(set) var storyboard: NSStoryboard?

    /// Harness state: the segues Interface Builder compiled for this controller's scene.
    public var mirrorSegueTemplates: [MirrorSegueTemplate] = []

    // MARK: NSSeguePerforming

    /// AppKit asks `shouldPerformSegue(withIdentifier:sender:)` here too (unlike UIKit).
    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
        mirrorPerformSegue(from: self, templates: mirrorSegueTemplates, identifier: identifier, sender: sender)
    }

    open func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool { true }

    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    // MARK: Containment

    open internal(set) weak var parent: NSViewController?

    /// Settable, as in the SDK: the new children's `parent` becomes this controller.
    open var children: [NSViewController] {
        get { mirrorChildren }
        set {
            mirrorChildren.forEach { $0.parent = nil }
            mirrorChildren = []
            newValue.forEach { addChild($0) }
        }
    }
    private var mirrorChildren: [NSViewController] = []

    open func addChild(_ childViewController: NSViewController) {
        childViewController.removeFromParent()
        mirrorChildren.append(childViewController)
        childViewController.parent = self
    }

    open func removeFromParent() {
        parent?.mirrorChildren.removeAll { $0 === self }
        parent = nil
    }

    // MARK: Presentation

    /// `assign` (`unowned(unsafe)`) in the SDK; `weak` here, which reads the same while the presenter lives.
    open internal(set) weak var presentingViewController: NSViewController?
    open internal(set) var presentedViewControllers: [NSViewController]?

    /// Synchronous in the mirror.
    open func presentAsSheet(_ viewController: NSViewController) { mirrorPresent(viewController) }
    open func presentAsModalWindow(_ viewController: NSViewController) { mirrorPresent(viewController) }
    open func present(
        _ viewController: NSViewController, asPopoverRelativeTo positioningRect: NSRect, of positioningView: NSView,
        preferredEdge: NSRectEdge, behavior: NSPopover.Behavior
    ) { mirrorPresent(viewController) }

    open func dismiss(_ viewController: NSViewController) {
        presentedViewControllers?.removeAll { $0 === viewController }
        if presentedViewControllers?.isEmpty == true { presentedViewControllers = nil }
        viewController.presentingViewController = nil
    }

    private func mirrorPresent(_ viewController: NSViewController) {
        presentedViewControllers = (presentedViewControllers ?? []) + [viewController]
        viewController.presentingViewController = self
    }

    /// The view; the mirror makes an empty one. (`NSRect` and `NSRectEdge` come from Foundation, as on macOS.)
    open lazy var view: NSView = NSView()
}

/// Mirror of `NSView` (only as an anchor for popovers).
@preconcurrency @MainActor
open class NSView: NSResponder {}

/// Mirror of `NSPopover` (only its `Behavior`).
@preconcurrency @MainActor
open class NSPopover: NSResponder {
    /// Mirror of `NSPopover.Behavior`.
    public enum Behavior: Int, Sendable { case applicationDefined = 0, transient, semitransient }
}
