/// Your own way of putting a gate's flow (or the destination after it) on screen and taking it off:
/// a transition, a child controller, a card. Spelled `GatedSegue.CustomPresentation` in apps. Call each
/// completion when the transition has finished — later is fine; the gate waits:
///
/// ```swift
/// extension LibraryViewController: GatedSegueDelegate {
///     func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? {
///         let card = GatedSegue.CustomPresentation(
///             present: { controller, source, done in source.present(controller, animated: true, completion: done) },
///             dismiss: { controller, done in controller.dismiss(animated: true, completion: done) })
///         return GatedSegue.Intermediate(LoginViewController(), presentation: .custom(card))
///     }
/// }
/// ```
///
/// SegueKit cannot see where your presentation put the flow, so a flow you take off screen yourself
/// (without completing it) ends its gate only once its root controller is released.
@MainActor
public struct GateCustomPresentation<Controller: AnyObject> {
    /// Puts the controller on screen from the source; calls the completion when it is there.
    var present: @MainActor (_ controller: Controller, _ source: Controller, _ completion: @escaping @MainActor () -> Void) -> Void

    /// Takes the controller off screen; calls the completion when it is gone.
    var dismiss: @MainActor (_ controller: Controller, _ completion: @escaping @MainActor () -> Void) -> Void

    /// A presentation from two closures, each calling its completion when its transition has finished.
    public init(
        present: @escaping @MainActor (_ controller: Controller, _ source: Controller, _ completion: @escaping @MainActor () -> Void) -> Void,
        dismiss: @escaping @MainActor (_ controller: Controller, _ completion: @escaping @MainActor () -> Void) -> Void
    ) {
        self.present = present
        self.dismiss = dismiss
    }
}
