// Test infrastructure — never shipped. Mirror of UIKit's `UIView`, `UIScrollView` and `UILabel`,
// only as far as table and collection views need them (see UIResponder.swift for the rules).

/// Mirror of `UIView`. The mirror draws nothing and lays nothing out; it keeps the frame it is given.
@preconcurrency @MainActor
open class UIView: UIResponder {
    open var frame: CGRect

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init(coder: coder)
    }

    /// `init()` on an Objective-C class calls `init(frame: .zero)`.
    public convenience override init() {
        self.init(frame: .zero)
    }
}

/// Mirror of `UIScrollViewDelegate`. Every method is `@objc optional` in the SDK; Linux has no
/// optional requirements, so — like `NSSeguePerforming` in the AppKit mirror — the protocol has none.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// Mirror of `UIScrollView` (no scrolling: the mirror has no screen).
@preconcurrency @MainActor
open class UIScrollView: UIView {}

/// Mirror of `UILabel`: the text only.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String?
}
