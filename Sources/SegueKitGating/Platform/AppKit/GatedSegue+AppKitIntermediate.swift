#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || SEGUEKIT_APPKIT_MIRROR)
import AppKit

extension GatedSegue {
    /// The flow a macOS gate shows before its destination, and how (see ``GateIntermediate``).
    public typealias Intermediate = GateIntermediate<NSViewController, Presentation>
}

extension GateIntermediate where Controller == NSViewController, Presentation == GatedSegue.Presentation {
    /// A flow rooted at `controller`, presented as a ``GatedSegue/Presentation/sheet``.
    public init(_ controller: NSViewController) {
        self.init(controller, presentation: .sheet)
    }

    /// The flow that starts at the initial controller of the storyboard `name`; nil when it has none or it
    /// is a window controller (present its content view controller instead).
    public init?(storyboardNamed name: NSStoryboard.Name, bundle: Bundle? = nil, presentation: GatedSegue.Presentation = .sheet) {
        guard let controller = NSStoryboard(name: name, bundle: bundle).instantiateInitialController() as? NSViewController else {
            return nil
        }
        self.init(controller, presentation: presentation)
    }
}
#endif
