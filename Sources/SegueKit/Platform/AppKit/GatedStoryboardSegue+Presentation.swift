#if canImport(AppKit) && !targetEnvironment(macCatalyst) && !SEGUEKIT_CORE_ONLY
import AppKit

extension GatedStoryboardSegue {
    /// How an intermediate flow, or the destination after it, is presented from the source.
    ///
    /// ```swift
    /// GatedStoryboardSegue.Intermediate(loginController, presentation: .sheet)
    /// ```
    ///
    /// AppKit has no navigation controller, so there is no pushed flow; a full-screen flow is a
    /// ``modalWindow``.
    @MainActor
    public enum Presentation {
        /// `presentAsSheet(_:)`.
        case sheet
        /// `presentAsModalWindow(_:)`.
        case modalWindow
        /// `present(_:asPopoverRelativeTo:of:preferredEdge:behavior:)`.
        case popover(relativeTo: NSRect, of: NSView, preferredEdge: NSRectEdge, behavior: NSPopover.Behavior)
        /// Presented and dismissed by your own code.
        case custom(CustomPresentation)
    }

    /// Your own presentation: call each completion when the controller is on screen / gone.
    ///
    /// ```swift
    /// let embedded = GatedStoryboardSegue.CustomPresentation(
    ///     present: { controller, source, done in source.addChild(controller); done() },
    ///     dismiss: { controller, done in controller.removeFromParent(); done() })
    /// ```
    @MainActor
    public struct CustomPresentation {
        /// Puts `controller` on screen from `source`; calls `completion` when it is there.
        public var present: @MainActor (_ controller: NSViewController, _ source: NSViewController, _ completion: @escaping @MainActor () -> Void) -> Void
        /// Takes `controller` off screen; calls `completion` when it is gone.
        public var dismiss: @MainActor (_ controller: NSViewController, _ completion: @escaping @MainActor () -> Void) -> Void

        /// A presentation from two closures.
        ///
        /// ```swift
        /// GatedStoryboardSegue.CustomPresentation(present: { c, s, done in s.presentAsSheet(c); done() },
        ///                                         dismiss: { c, done in c.presentingViewController?.dismiss(c); done() })
        /// ```
        public init(
            present: @escaping @MainActor (_ controller: NSViewController, _ source: NSViewController, _ completion: @escaping @MainActor () -> Void) -> Void,
            dismiss: @escaping @MainActor (_ controller: NSViewController, _ completion: @escaping @MainActor () -> Void) -> Void
        ) {
            self.present = present
            self.dismiss = dismiss
        }
    }
}
#endif
