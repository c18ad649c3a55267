/// The flow a gate shows before its destination — one controller, or a storyboard's initial controller
/// such as a navigation controller holding sign in → accept terms — and how it is put on screen.
/// Spelled `GatedSegue.Intermediate` in apps.
@MainActor
public struct GateIntermediate<Controller: AnyObject, Presentation> {
    /// The flow's root, presented or pushed as is; configure it before the gate presents it.
    public var controller: Controller

    /// How the flow is put on screen: the platform's `GatedSegue.Presentation`.
    public var presentation: Presentation

    /// A flow rooted at `controller`, put on screen as `presentation` says.
    public init(_ controller: Controller, presentation: Presentation) {
        self.controller = controller
        self.presentation = presentation
    }
}
