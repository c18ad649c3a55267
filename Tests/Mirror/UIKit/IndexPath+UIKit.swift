// Test infrastructure — never shipped. Mirror of UIKit's `IndexPath` additions
// (`NSIndexPath+UIKitAdditions.h`: `row` and `section` for table views, `item` for collection views).

extension IndexPath {
    /// An index path for a row of a table view's section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for an item of a collection view's section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index. Traps, as `NSIndexPath` asserts, unless the path has two indexes.
    public var section: Int {
        get { precondition(count == 2, "Invalid index path for use with UITableView/UICollectionView"); return self[0] }
        set { precondition(count == 2, "Invalid index path for use with UITableView/UICollectionView"); self[0] = newValue }
    }

    /// The row in the section (table views): the second index.
    public var row: Int {
        get { precondition(count == 2, "Invalid index path for use with UITableView"); return self[1] }
        set { precondition(count == 2, "Invalid index path for use with UITableView"); self[1] = newValue }
    }

    /// The item in the section (collection views): the second index.
    public var item: Int {
        get { precondition(count == 2, "Invalid index path for use with UICollectionView"); return self[1] }
        set { precondition(count == 2, "Invalid index path for use with UICollectionView"); self[1] = newValue }
    }
}
