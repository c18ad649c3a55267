#if canImport(AppKit) && !targetEnvironment(macCatalyst) && !SEGUEKIT_CORE_ONLY
import AppKit

extension GatedStoryboardSegue {
    /// The flow a macOS gate shows before its destination, and how: one view controller, or the
    /// initial view controller of a storyboard (a tab or split view controller holding several steps).
    ///
    /// ```swift
    /// GatedStoryboardSegue.Intermediate(storyboardNamed: "Login", presentation: .sheet)
    /// ```
    @MainActor
    public struct Intermediate {
        /// The flow's root view controller.
        public var controller: NSViewController
        /// How the flow is presented.
        public var presentation: Presentation

        /// A flow rooted at `controller`.
        ///
        /// ```swift
        /// GatedStoryboardSegue.Intermediate(TermsViewController(), presentation: .modalWindow)
        /// ```
        public init(_ controller: NSViewController, presentation: Presentation = .sheet) {
            self.controller = controller
            self.presentation = presentation
        }

        /// The flow that starts at the initial controller of the storyboard `name`; nil when it has
        /// none or it is a window controller (present its content view controller instead).
        ///
        /// ```swift
        /// GatedStoryboardSegue.Intermediate(storyboardNamed: "Login", presentation: .sheet)
        /// ```
        public init?(storyboardNamed name: NSStoryboard.Name, bundle: Bundle? = nil, presentation: Presentation = .sheet) {
            guard let controller = NSStoryboard(name: name, bundle: bundle).instantiateInitialController() as? NSViewController else {
                return nil
            }
            self.init(controller, presentation: presentation)
        }
    }
}
#endif
