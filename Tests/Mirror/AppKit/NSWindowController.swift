// Test infrastructure — never shipped. Mirror of AppKit's `NSWindowController`.

/// Mirror of `NSWindowController`.
@preconcurrency @MainActor
open class NSWindowController: NSResponder {
    public init(window: NSWindow?) {
        self.window = window
        super.init()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var window: NSWindow?

    /// The window's content view controller.
    open var contentViewController: NSViewController? {
        get { window?.contentViewController }
        set {
            if window == nil { window = NSWindow() }
            window?.contentViewController = newValue
        }
    }

    open internal(set) var storyboard: NSStoryboard?

    /// Harness state: the segues Interface Builder compiled for this controller's scene.
    public var mirrorSegueTemplates: [MirrorSegueTemplate] = []

    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
        mirrorPerformSegue(from: self, templates: mirrorSegueTemplates, identifier: identifier, sender: sender)
    }

    open func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool { true }

    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    open func showWindow(_ sender: Any?) {}
}

/// Mirror of `NSWindow` (only what holds a content view controller).
@preconcurrency @MainActor
open class NSWindow: NSResponder {
    open var contentViewController: NSViewController?
}
