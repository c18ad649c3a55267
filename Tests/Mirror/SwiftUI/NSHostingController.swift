// Test infrastructure — never shipped. Mirror of SwiftUI's `NSHostingController` (see View.swift).
import AppKit

/// Mirror of `NSHostingController`: an `NSViewController` that shows a SwiftUI `rootView`.
@preconcurrency @MainActor
open class NSHostingController<Content: View>: NSViewController {
    /// The root view of the SwiftUI hierarchy managed by this controller.
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// What a storyboard's `@IBSegueAction` calls: the controller decoded from the scene, with `rootView`.
    public init?(coder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: coder)
    }

    /// See `UIHostingController.init?(coder:)`: the mirror traps, naming the cause.
    public required init?(coder: NSCoder) {
        fatalError("NSHostingController<\(Content.self)> was created with init(coder:), without a root view: give its segue a segue action (destinationCreationSelector) that calls init(coder:rootView:).")
    }
}
