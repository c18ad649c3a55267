#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || SEGUEKIT_APPKIT_MIRROR)
import AppKit

extension GatedSegue {
    /// How an intermediate flow, or the destination after it, is presented from the source.
    ///
    /// ```swift
    /// GatedSegue.Intermediate(loginController, presentation: .sheet)
    /// ```
    ///
    /// AppKit has no navigation controller, so there is no pushed flow; a full-screen flow is a
    /// ``modalWindow``.
    @MainActor
    public enum Presentation {
        /// `presentAsSheet(_:)`.
        ///
        /// ```swift
        /// GatedSegue.Intermediate(loginController, presentation: .sheet)
        /// ```
        case sheet
        /// `presentAsModalWindow(_:)`.
        ///
        /// ```swift
        /// GatedSegue.Intermediate(termsController, presentation: .modalWindow)
        /// ```
        case modalWindow
        /// `present(_:asPopoverRelativeTo:of:preferredEdge:behavior:)`.
        ///
        /// ```swift
        /// .popover(relativeTo: button.bounds, of: button, preferredEdge: .maxY, behavior: .transient)
        /// ```
        case popover(relativeTo: NSRect, of: NSView, preferredEdge: NSRectEdge, behavior: NSPopover.Behavior)
        /// Presented and dismissed by your own code.
        ///
        /// ```swift
        /// .custom(GatedSegue.CustomPresentation(present: embed, dismiss: unembed))
        /// ```
        case custom(CustomPresentation)
    }

    /// Your own presentation: call each completion when the controller is on screen / gone.
    ///
    /// ```swift
    /// let embedded = GatedSegue.CustomPresentation(
    ///     present: { controller, source, done in source.addChild(controller); done() },
    ///     dismiss: { controller, done in controller.removeFromParent(); done() })
    /// ```
    public typealias CustomPresentation = GateCustomPresentation<NSViewController>
}
#endif
