// Test infrastructure — never shipped. Mirror of UIKit's `UICollectionReusableView` and `UICollectionViewCell`.

/// Mirror of `UICollectionReusableView`.
@MainActor
open class UICollectionReusableView: UIView {
    open internal(set) var reuseIdentifier: String?
}

/// Mirror of `UICollectionViewCell`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {}
