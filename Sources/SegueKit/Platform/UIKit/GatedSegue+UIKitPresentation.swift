#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

extension GatedSegue {
    /// How an intermediate flow, or the destination after it, is put on screen.
    ///
    /// ```swift
    /// GatedSegue.Intermediate(loginNavigation, presentation: .modal(.formSheet))
    /// GatedSegue.Intermediate(termsController, presentation: .push)
    /// ```
    @MainActor
    public enum Presentation {
        /// UIKit's adaptive show: pushed when the source is in a navigation controller, otherwise
        /// presented modally (`.automatic`). A pushed flow is trimmed from the stack afterwards.
        ///
        /// ```swift
        /// GatedSegue.Intermediate(loginController, presentation: .show)
        /// ```
        case show
        /// Pushed onto the source's navigation controller, which must exist. Push a plain controller,
        /// not a navigation controller (UIKit refuses to push one).
        ///
        /// ```swift
        /// GatedSegue.Intermediate(termsController, presentation: .push)
        /// ```
        case push
        /// Presented modally with the given style (`.automatic`, `.formSheet`, `.pageSheet`, …).
        ///
        /// ```swift
        /// GatedSegue.Intermediate(loginNavigation, presentation: .modal(.formSheet))
        /// ```
        case modal(UIModalPresentationStyle)
        /// Presented modally, `.fullScreen`.
        ///
        /// ```swift
        /// GatedSegue.Intermediate(onboarding, presentation: .fullScreen)
        /// ```
        case fullScreen
        /// Presented as a popover. `anchor` gets the controller after its style is set to
        /// `.popover`: set its `popoverPresentationController`'s source view or bar button item there.
        ///
        /// ```swift
        /// .popover { $0.popoverPresentationController?.barButtonItem = self.accountButton }
        /// ```
        case popover(anchor: @MainActor (UIViewController) -> Void)
        /// Presented and dismissed by your own code.
        ///
        /// ```swift
        /// .custom(GatedSegue.CustomPresentation(present: slideIn, dismiss: slideOut))
        /// ```
        case custom(CustomPresentation)
    }

    /// Your own presentation of an intermediate flow (or the destination): a transition, a child
    /// controller, a card. Call each completion when the transition has finished — later is fine;
    /// the gate waits for it.
    ///
    /// ```swift
    /// let card = GatedSegue.CustomPresentation(
    ///     present: { controller, source, done in source.present(controller, animated: true, completion: done) },
    ///     dismiss: { controller, done in controller.dismiss(animated: true, completion: done) })
    /// ```
    public typealias CustomPresentation = GateCustomPresentation<UIViewController>
}
#endif
