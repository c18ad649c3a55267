/// The flow a gate shows before its destination — one controller, or the entry point of a whole
/// storyboard (for example a navigation controller holding sign in → accept terms) — and how it is
/// put on screen.
///
/// You use it through the platform names `GatedSegue.Intermediate` (UIKit) and
/// `GatedSegue.Intermediate` (AppKit), which also add `init?(storyboardNamed:bundle:presentation:)`:
///
/// ```swift
/// GatedSegue.Intermediate(storyboardNamed: "Login", presentation: .modal(.formSheet))
/// GatedSegue.Intermediate(TermsViewController(), presentation: .push)
/// ```
///
/// The flow's controllers need no reference to the gate: any of them ends it with
/// `completeSegueGate(success:completionData:)`.
@MainActor
public struct GateIntermediate<Controller: AnyObject, Presentation> {
    /// The flow's root: presented or pushed as is.
    ///
    /// ```swift
    /// intermediate.controller.title = "Sign In"
    /// ```
    public var controller: Controller

    /// How the flow is put on screen.
    ///
    /// ```swift
    /// intermediate.presentation = .fullScreen
    /// ```
    public var presentation: Presentation

    /// A flow rooted at `controller`, put on screen as `presentation` says.
    ///
    /// ```swift
    /// GatedSegue.Intermediate(loginController, presentation: .fullScreen)
    /// ```
    public init(_ controller: Controller, presentation: Presentation) {
        self.controller = controller
        self.presentation = presentation
    }
}
