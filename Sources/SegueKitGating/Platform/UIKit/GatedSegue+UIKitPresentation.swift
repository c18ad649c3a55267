#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

extension GatedSegue {
    /// How an intermediate flow, or the destination after it, is put on screen.
    @MainActor
    public enum Presentation {
        /// UIKit's adaptive show: pushed when the source is in a navigation controller, else presented
        /// (`.automatic`). A pushed flow leaves the stack when the destination is pushed.
        case show
        /// Pushed onto the source's navigation controller, which must exist; push a plain controller.
        case push
        /// Presented modally with the given style (`.automatic`, `.formSheet`, `.pageSheet`, …).
        case modal(UIModalPresentationStyle)
        /// Presented modally, `.fullScreen`.
        case fullScreen
        /// Presented as a popover; `anchor` gets the controller, with its style set, to set the popover's
        /// source view or bar button item: `.popover { $0.popoverPresentationController?.barButtonItem = item }`.
        case popover(anchor: @MainActor (UIViewController) -> Void)
        /// Presented and dismissed by your own code (see ``CustomPresentation``).
        case custom(CustomPresentation)
    }

    /// Your own presentation of a flow or destination (see ``GateCustomPresentation``).
    public typealias CustomPresentation = GateCustomPresentation<UIViewController>
}
#endif
