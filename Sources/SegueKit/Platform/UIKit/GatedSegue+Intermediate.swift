#if canImport(UIKit) && !os(watchOS) && !SEGUEKIT_CORE_ONLY
import UIKit

extension GatedSegue {
    /// The flow a gate shows before its destination, and how: one controller, or the entry point of
    /// a whole storyboard (for example a navigation controller holding sign-in → accept terms).
    ///
    /// ```swift
    /// GatedSegue.Intermediate(storyboardNamed: "Login", presentation: .modal(.formSheet))
    /// GatedSegue.Intermediate(TermsViewController(), presentation: .push)
    /// ```
    ///
    /// The flow's controllers need no reference to the gate: any of them ends it with
    /// `completeSegueGate(success:completionData:)`.
    @MainActor
    public struct Intermediate {
        /// The flow's root: presented or pushed as is.
        public var controller: UIViewController
        /// How the flow is put on screen.
        public var presentation: Presentation

        /// A flow rooted at `controller`.
        ///
        /// ```swift
        /// GatedSegue.Intermediate(loginController, presentation: .fullScreen)
        /// ```
        public init(_ controller: UIViewController, presentation: Presentation = .show) {
            self.controller = controller
            self.presentation = presentation
        }

        /// The flow that starts at the initial controller of the storyboard `name`; nil when that
        /// storyboard has no initial controller.
        ///
        /// ```swift
        /// GatedSegue.Intermediate(storyboardNamed: "Login", presentation: .modal(.formSheet))
        /// ```
        public init?(storyboardNamed name: String, bundle: Bundle? = nil, presentation: Presentation = .show) {
            guard let controller = UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController() else { return nil }
            self.init(controller, presentation: presentation)
        }
    }
}
#endif
