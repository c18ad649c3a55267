// Test infrastructure — never shipped. Mirror of UIKit's `UICollectionViewController`.

/// Mirror of `UICollectionViewController`. It makes its collection view (from the storyboard, or a new
/// one with the given layout) with itself as data source and delegate, and implements their methods,
/// so subclasses `override` them, as with the SDK.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    open var collectionView: UICollectionView!
    open var clearsSelectionOnViewWillAppear = true

    /// The layout of its collection view.
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        super.init(nibName: nil, bundle: nil)
        mirrorMakeCollectionView(layout: layout)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        mirrorMakeCollectionView(layout: UICollectionViewFlowLayout())
    }

    /// The storyboard's collection view (a `collectionViewController` scene has one, with a flow layout
    /// unless the storyboard names another, whose `dataSource` and `delegate` point at the controller).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        mirrorMakeCollectionView(layout: UICollectionViewFlowLayout())
    }

    private func mirrorMakeCollectionView(layout: UICollectionViewLayout) {
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.dataSource = self
        view.delegate = self
        collectionView = view
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// UIKit asserts when the data source gives it no cell; a subclass with items must override this.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        fatalError("the collection view's data source (\(self)) did not return a valid cell from -collectionView:cellForItemAtIndexPath: for index path \(indexPath)")
    }

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}
