#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || SEGUEKIT_APPKIT_MIRROR)
import AppKit

extension GatedSegue {
    /// How an intermediate flow, or the destination after it, is presented from the source. AppKit has no
    /// navigation controller, so there is no pushed flow.
    @MainActor
    public enum Presentation {
        /// `presentAsSheet(_:)`.
        case sheet
        /// `presentAsModalWindow(_:)`.
        case modalWindow
        /// `present(_:asPopoverRelativeTo:of:preferredEdge:behavior:)`.
        case popover(relativeTo: NSRect, of: NSView, preferredEdge: NSRectEdge, behavior: NSPopover.Behavior)
        /// Presented and dismissed by your own code (see ``CustomPresentation``).
        case custom(CustomPresentation)
    }

    /// Your own presentation of a flow or destination (see ``GateCustomPresentation``).
    public typealias CustomPresentation = GateCustomPresentation<NSViewController>
}
#endif
