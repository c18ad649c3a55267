// Test infrastructure — never shipped. Mirror of SwiftUI's `UIHostingController` (see View.swift).
import UIKit

/// Mirror of `UIHostingController`: a `UIViewController` that shows a SwiftUI `rootView`.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The root view of the SwiftUI hierarchy managed by this controller.
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// What a storyboard's `@IBSegueAction` calls: the controller decoded from the scene, with `rootView`.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }

    /// The SDK declares it; a hosting controller the storyboard creates without a segue action or a
    /// subclass that supplies the root view is created through it. The SDK's behaviour there (an empty
    /// hosting controller, or a trap for a root view type it cannot default) is not documented; the
    /// mirror traps, naming the cause.
    public required init?(coder aDecoder: NSCoder) {
        fatalError("UIHostingController<\(Content.self)> was created with init(coder:), without a root view: give its segue a segue action (destinationCreationSelector) that calls init(coder:rootView:).")
    }
}
