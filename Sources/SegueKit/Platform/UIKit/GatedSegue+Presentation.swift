#if canImport(UIKit) && !os(watchOS) && !SEGUEKIT_CORE_ONLY
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
        case show
        /// Pushed onto the source's navigation controller, which must exist. Push a plain controller,
        /// not a navigation controller (UIKit refuses to push one).
        case push
        /// Presented modally with the given style (`.automatic`, `.formSheet`, `.pageSheet`, …).
        case modal(UIModalPresentationStyle)
        /// Presented modally, `.fullScreen`.
        case fullScreen
        /// Presented as a popover. `anchor` gets the controller after its style is set to
        /// `.popover`: set its `popoverPresentationController`'s source view or bar button item there.
        case popover(anchor: @MainActor (UIViewController) -> Void)
        /// Presented and dismissed by your own code.
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
    @MainActor
    public struct CustomPresentation {
        /// Puts `controller` on screen from `source`; calls `completion` when it is there.
        public var present: @MainActor (_ controller: UIViewController, _ source: UIViewController, _ completion: @escaping @MainActor () -> Void) -> Void
        /// Takes `controller` off screen; calls `completion` when it is gone.
        public var dismiss: @MainActor (_ controller: UIViewController, _ completion: @escaping @MainActor () -> Void) -> Void

        /// A presentation from two closures.
        ///
        /// ```swift
        /// GatedSegue.CustomPresentation(present: { c, s, done in s.present(c, animated: false, completion: done) },
        ///                               dismiss: { c, done in c.dismiss(animated: false, completion: done) })
        /// ```
        public init(
            present: @escaping @MainActor (_ controller: UIViewController, _ source: UIViewController, _ completion: @escaping @MainActor () -> Void) -> Void,
            dismiss: @escaping @MainActor (_ controller: UIViewController, _ completion: @escaping @MainActor () -> Void) -> Void
        ) {
            self.present = present
            self.dismiss = dismiss
        }
    }
}
#endif
