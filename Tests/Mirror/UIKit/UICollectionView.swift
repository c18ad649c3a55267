// Test infrastructure — never shipped. Mirror of UIKit's `UICollectionView` and its data source and delegate.

/// Mirror of `UICollectionViewDataSource`: the two methods the SDK requires. Its other methods are
/// `@objc optional`; the mirror asks them only of a `UICollectionViewController`, which declares them.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

/// Mirror of `UICollectionViewDelegate`. Every method is `@objc optional` in the SDK; the protocol has
/// none and the mirror calls them only on a `UICollectionViewController`.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

/// Mirror of `UICollectionView`. The data source is asked at `reloadData()` (and on first use); every
/// item is visible ([I]: the mirror has no screen).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout
    open weak var dataSource: (any UICollectionViewDataSource)?
    open weak var delegate: (any UICollectionViewDelegate)?
    open private(set) var indexPathsForSelectedItems: [IndexPath]? = []
    private var cells = MirrorReusableCells<UICollectionViewCell>()

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        self.collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass = cellClass as? UICollectionViewCell.Type else { return }
        mirrorRegisterPrototype(cellClass, reuseIdentifier: identifier)
    }

    /// Harness: a prototype cell of this collection view in the storyboard, which UIKit registers under
    /// its reuse identifier and decodes with `init(coder:)`.
    public func mirrorRegisterPrototype(_ cellClass: UICollectionViewCell.Type = UICollectionViewCell.self, reuseIdentifier: String) {
        cells.register(reuseIdentifier) {
            let cell = mirrorDecodeCell(cellClass)
            cell.reuseIdentifier = reuseIdentifier
            return cell
        }
    }

    /// UIKit raises when nothing is registered under `identifier`; the mirror traps with its message.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = cells.dequeue(identifier) else {
            fatalError("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// Asks the data source for its sections, items and every item's cell.
    open func reloadData() {
        guard let dataSource else { return cells.show([:]) }
        let sections = (dataSource as? UICollectionViewController)?.numberOfSections(in: self) ?? 1
        cells.show(MirrorReusableCells.load(sections: sections, count: { dataSource.collectionView(self, numberOfItemsInSection: $0) }) {
            dataSource.collectionView(self, cellForItemAt: $0)
        })
    }

    open var numberOfSections: Int {
        loadIfNeeded()
        return cells.sectionCount
    }

    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return cells.count(inSection: section)
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        loadIfNeeded()
        return cells.visible[indexPath]
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        cells.indexPath(for: cell)
    }

    /// Harness: the user taps the item at `indexPath`: it becomes the selection and the delegate is
    /// told (`collectionView(_:didSelectItemAt:)`). Returns the item's cell, the sender of a segue the
    /// storyboard connects to the prototype cell.
    @discardableResult
    public func mirrorTapItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        loadIfNeeded()
        indexPathsForSelectedItems = [indexPath]
        (delegate as? UICollectionViewController)?.collectionView(self, didSelectItemAt: indexPath)
        return cells.visible[indexPath]
    }

    private func loadIfNeeded() {
        if !cells.loaded { reloadData() }
    }
}
