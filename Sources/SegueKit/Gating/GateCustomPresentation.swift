/// Your own way of putting a gate's intermediate flow (or the destination after it) on screen and
/// taking it off again: a transition, a child controller, a card.
///
/// You use it through the platform names `GatedSegue.CustomPresentation` (UIKit, `Controller` is
/// `UIViewController`) and `GatedSegue.CustomPresentation` (AppKit, `NSViewController`).
/// Call each completion when the transition has finished — later is fine; the gate waits for it:
///
/// ```swift
/// let card = GatedSegue.CustomPresentation(
///     present: { controller, source, done in source.present(controller, animated: true, completion: done) },
///     dismiss: { controller, done in controller.dismiss(animated: true, completion: done) })
/// let login = GatedSegue.Intermediate(LoginViewController(), presentation: .custom(card))
/// ```
///
/// SegueKit cannot see where your presentation put the flow, so a flow you take off screen yourself
/// (without completing it) ends its gate only once its root controller is released.
@MainActor
public struct GateCustomPresentation<Controller: AnyObject> {
    /// Puts `controller` on screen from `source`; calls `completion` when it is there.
    ///
    /// ```swift
    /// card.present(login, library) { print("on screen") }
    /// ```
    var present: @MainActor (_ controller: Controller, _ source: Controller, _ completion: @escaping @MainActor () -> Void) -> Void

    /// Takes `controller` off screen; calls `completion` when it is gone.
    ///
    /// ```swift
    /// card.dismiss(login) { print("gone") }
    /// ```
    var dismiss: @MainActor (_ controller: Controller, _ completion: @escaping @MainActor () -> Void) -> Void

    /// A presentation from two closures.
    ///
    /// ```swift
    /// GatedSegue.CustomPresentation(present: { c, s, done in s.present(c, animated: false, completion: done) },
    ///                               dismiss: { c, done in c.dismiss(animated: false, completion: done) })
    /// ```
    public init(
        present: @escaping @MainActor (_ controller: Controller, _ source: Controller, _ completion: @escaping @MainActor () -> Void) -> Void,
        dismiss: @escaping @MainActor (_ controller: Controller, _ completion: @escaping @MainActor () -> Void) -> Void
    ) {
        self.present = present
        self.dismiss = dismiss
    }
}
