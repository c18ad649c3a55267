// Test infrastructure — never shipped. Mirror of UIKit's `UICollectionViewLayout` and
// `UICollectionViewFlowLayout` (no layout is computed: the mirror has no screen).

/// Mirror of `UICollectionViewLayout`.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }

    /// `NSCoding` in the SDK; declared without the conformance, like `UIResponder`'s.
    public required init?(coder: NSCoder) { super.init() }
}

/// Mirror of `UICollectionViewFlowLayout`, the layout a storyboard's collection view uses by default.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
