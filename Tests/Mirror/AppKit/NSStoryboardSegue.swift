// Test infrastructure — never shipped. Mirror of AppKit's `NSStoryboardSegue`.

extension NSStoryboardSegue {
    /// Mirror of `NSStoryboardSegue.Identifier`, a typealias for `String` in the SDK.
    public typealias Identifier = String
}

/// Mirror of `NSStoryboardSegue`: not `@MainActor` (not an `NSResponder`).
/// `SEGUEKIT_MIRROR_MAIN_ACTOR_SEGUE` builds it `@MainActor`.
#if SEGUEKIT_MIRROR_MAIN_ACTOR_SEGUE
@preconcurrency @MainActor
#endif
open class NSStoryboardSegue: NSObject {
    /// The identifier is non-optional here and optional on the property, as in the SDK.
    public init(identifier: NSStoryboardSegue.Identifier, source sourceController: Any, destination destinationController: Any) {
        self.mirrorIdentifier = identifier
        self.sourceController = sourceController
        self.destinationController = destinationController
        super.init()
    }

    private let mirrorIdentifier: NSStoryboardSegue.Identifier?

    open var identifier: NSStoryboardSegue.Identifier? { mirrorIdentifier }

    /// A view controller or a window controller. (`{ get }` in the SDK.)
    open private(set) var sourceController: Any

    /// `{ get }` in the SDK.
    open private(set) var destinationController: Any

    /// Does nothing in the base class; storyboard kinds and custom segues override it.
    open func perform() {}
}
