#if canImport(AppKit) && !targetEnvironment(macCatalyst) && !SEGUEKIT_CORE_ONLY
import AppKit

extension GatedStoryboardSegue {
    /// The flow a macOS gate shows before its destination, and how: one view controller, or the
    /// initial view controller of a storyboard (a tab or split view controller holding several steps).
    ///
    /// ```swift
    /// GatedStoryboardSegue.Intermediate(storyboardNamed: "Login", presentation: .sheet)
    /// GatedStoryboardSegue.Intermediate(TermsViewController(), presentation: .modalWindow)
    /// ```
    public typealias Intermediate = GateIntermediate<NSViewController, Presentation>
}

extension GateIntermediate where Controller == NSViewController, Presentation == GatedStoryboardSegue.Presentation {
    /// A flow rooted at `controller`, presented as a ``GatedStoryboardSegue/Presentation/sheet``.
    ///
    /// ```swift
    /// GatedStoryboardSegue.Intermediate(LoginViewController())
    /// ```
    public init(_ controller: NSViewController) {
        self.init(controller, presentation: .sheet)
    }

    /// The flow that starts at the initial controller of the storyboard `name`; nil when it has
    /// none or it is a window controller (present its content view controller instead).
    ///
    /// ```swift
    /// GatedStoryboardSegue.Intermediate(storyboardNamed: "Login", presentation: .sheet)
    /// ```
    public init?(storyboardNamed name: NSStoryboard.Name, bundle: Bundle? = nil, presentation: GatedStoryboardSegue.Presentation = .sheet) {
        guard let controller = NSStoryboard(name: name, bundle: bundle).instantiateInitialController() as? NSViewController else {
            return nil
        }
        self.init(controller, presentation: presentation)
    }
}
#endif
