#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

extension GatedSegue {
    /// The flow a gate shows before its destination, and how (see ``GateIntermediate``).
    public typealias Intermediate = GateIntermediate<UIViewController, Presentation>
}

extension GateIntermediate where Controller == UIViewController, Presentation == GatedSegue.Presentation {
    /// A flow rooted at `controller`, shown with UIKit's adaptive ``GatedSegue/Presentation/show``.
    public init(_ controller: UIViewController) {
        self.init(controller, presentation: .show)
    }

    /// The flow that starts at the initial controller of the storyboard `name`; nil when it has none.
    public init?(storyboardNamed name: String, bundle: Bundle? = nil, presentation: GatedSegue.Presentation = .show) {
        guard let controller = UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController() else { return nil }
        self.init(controller, presentation: presentation)
    }
}
#endif
