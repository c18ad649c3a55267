#if SEGUEKIT_APPKIT
import AppKit

extension SegueGate {
    /// A macOS gate made in code, with no destination: `intermediate` is presented from `source` when it
    /// starts, and `completion` gets the flow's data — after the flow is dismissed — or why it stopped.
    /// Call ``start()``, or `await` ``run()`` instead of passing a completion.
    public convenience init(
        source: NSViewController, intermediate: GatedSegue.Intermediate, identifier: String? = nil,
        completion: (@MainActor (SegueGate.Result) -> Void)? = nil
    ) {
        let presenter = AppKitGatePresenter(intermediate: intermediate, destinationPresentation: .sheet)
        self.init(identifier: identifier, source: source, destination: nil, presenter: presenter)
        if let completion { addCompletionHandler(completion) }
    }
}
#endif
