// Test infrastructure — never shipped. Mirror of UIKit's `UIStoryboardSegue` and
// `UIStoryboardUnwindSegueSource` (see UIResponder.swift for the rules this mirror follows).

/// Mirror of `UIStoryboardSegue`. `init()` is unavailable in the SDK and is not declared here.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    private let performHandler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = nil
        super.init()
    }

    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination, handler: performHandler)
    }

    private init(identifier: String?, source: UIViewController, destination: UIViewController, handler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = handler
        super.init()
    }

    open private(set) var identifier: String?
    open private(set) var source: UIViewController
    open private(set) var destination: UIViewController

    /// Runs the perform handler, if the segue has one. Storyboard segue kinds (show, present, …) are
    /// private UIKit subclasses; the harness gives each kind's behaviour as a perform handler.
    open func perform() { performHandler?() }
}

/// Mirror of `UIStoryboardUnwindSegueSource`. The SDK declares no public initializer; the harness
/// makes one through `mirrorMake(source:unwindAction:sender:)`.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    open private(set) var source: UIViewController
    /// A `MirrorRuntime.Selector`: Linux has no Objective-C selectors (see Selector.swift).
    open private(set) var unwindAction: Selector
    open private(set) var sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}
