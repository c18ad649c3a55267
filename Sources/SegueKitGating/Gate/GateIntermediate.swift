/// The flow a gate shows before its destination — one controller, or a storyboard's initial controller
/// such as a navigation controller holding sign in → accept terms — and how it is put on screen.
/// Spelled `GatedSegue.Intermediate` in apps:
///
/// ```swift
/// func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? {
///     session.isSignedIn ? nil : GatedSegue.Intermediate(storyboardNamed: "Login", presentation: .modal(.formSheet))
/// }
/// ```
@MainActor
public struct GateIntermediate<Controller: AnyObject, Presentation> {
    /// The flow's root, presented or pushed as is; configure it before the gate presents it:
    ///
    /// ```swift
    /// let login = GatedSegue.Intermediate(LoginViewController())
    /// (login.controller as? LoginViewController)?.reason = "Sign in to see your account"
    /// ```
    public var controller: Controller

    /// How the flow is put on screen:
    ///
    /// ```swift
    /// var login = GatedSegue.Intermediate(LoginViewController())
    /// login.presentation = traitCollection.horizontalSizeClass == .regular ? .modal(.formSheet) : .push
    /// ```
    public var presentation: Presentation

    /// A flow rooted at `controller`, put on screen as `presentation` says:
    ///
    /// ```swift
    /// GatedSegue.Intermediate(TermsViewController(), presentation: .push)
    /// ```
    public init(_ controller: Controller, presentation: Presentation) {
        self.controller = controller
        self.presentation = presentation
    }
}
