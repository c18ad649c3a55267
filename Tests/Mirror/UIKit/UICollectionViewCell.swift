// Test infrastructure — never shipped. Mirror of UIKit's `UICollectionReusableView` and `UICollectionViewCell`.

/// Mirror of `UICollectionReusableView`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    open internal(set) var reuseIdentifier: String?
}

/// Mirror of `UICollectionViewCell`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {}
