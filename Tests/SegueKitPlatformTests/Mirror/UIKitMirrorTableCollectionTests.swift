@testable import UIKit

// The table and collection view controllers of the UIKit mirror, pinned against UIKit's documentation.

private final class Rows: UITableViewController {
    var titles = ["a", "b", "c"]
    var selected: [IndexPath] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        cell.detailTextLabel?.text = "detail"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

private final class Items: UICollectionViewController {
    var selected: [IndexPath] = []

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 1 : 3 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor
@Suite("UIKit mirror: table and collection view controllers behave as UIKit documents")
struct UIKitMirrorTableCollectionTests {
    /// Apple, `UITableViewController`: "creates an unconfigured UITableView object with the correct
    /// dimensions … and sets the data source and the delegate to itself" — also when loaded from a
    /// storyboard (`init(coder:)`), whose table's outlets point at the controller.
    @Test func aTableViewControllerIsItsTablesDataSourceAndDelegate() throws {
        let styled = UITableViewController(style: .insetGrouped)
        #expect(styled.tableView.style == .insetGrouped)
        #expect(styled.tableView.dataSource === styled && styled.tableView.delegate === styled)
        let decoded = try #require(Rows(coder: MirrorCoder.make(sceneClass: "Rows")))
        #expect(decoded.tableView.style == .plain)
        #expect(decoded.tableView.dataSource === decoded && decoded.tableView.delegate === decoded)
        #expect(UITableViewController(style: .plain).tableView.numberOfRows(inSection: 0) == 0, "no rows unless overridden")
    }

    /// Apple, `dequeueReusableCell(withIdentifier:for:)`: the identifier must be registered (a class,
    /// a nib, or a storyboard prototype); a prototype's style decides whether `detailTextLabel` exists.
    @Test func rowsComeFromTheDataSourceThroughRegisteredPrototypes() throws {
        let rows = Rows(style: .plain)
        #expect(rows.tableView.dequeueReusableCell(withIdentifier: "Row") == nil, "nothing registered yet")
        rows.tableView.mirrorRegisterPrototype(style: .subtitle, reuseIdentifier: "Row")
        #expect(rows.tableView.numberOfSections == 1)
        #expect(rows.tableView.numberOfRows(inSection: 0) == 3)
        let cell = try #require(rows.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.reuseIdentifier == "Row")
        #expect(cell.textLabel?.text == "b" && cell.detailTextLabel?.text == "detail")
        #expect(rows.tableView.indexPath(for: cell) == IndexPath(row: 1, section: 0))
        rows.titles.append("d")
        #expect(rows.tableView.numberOfRows(inSection: 0) == 3, "counts change at reloadData()")
        rows.tableView.reloadData()
        #expect(rows.tableView.numberOfRows(inSection: 0) == 4)

        let plain = UITableViewCell(style: .default, reuseIdentifier: "x")
        #expect(plain.textLabel != nil && plain.detailTextLabel == nil, "UIKit: .default has no detail label")
    }

    /// Apple, `tableView(_:didSelectRowAt:)`: told when the user selects a row; the row becomes
    /// `indexPathForSelectedRow`.
    @Test func tappingARowSelectsItAndTellsTheDelegate() {
        let rows = Rows(style: .plain)
        rows.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        let cell = rows.tableView.mirrorTapRow(at: IndexPath(row: 2, section: 0))
        #expect(rows.selected == [IndexPath(row: 2, section: 0)])
        #expect(rows.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(cell?.textLabel?.text == "c")
        rows.tableView.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
        #expect(rows.tableView.indexPathForSelectedRow == nil)
    }

    /// Apple, `UICollectionViewController`: `init(collectionViewLayout:)` makes the collection view with
    /// that layout, data source and delegate the controller; items, sections and selection as for tables.
    @Test func aCollectionViewControllerServesItsItems() throws {
        let layout = UICollectionViewFlowLayout()
        let items = Items(collectionViewLayout: layout)
        #expect(items.collectionViewLayout === layout)
        #expect(items.collectionView.dataSource === items && items.collectionView.delegate === items)
        let decoded = try #require(Items(coder: MirrorCoder.make(sceneClass: "Items")))
        #expect(decoded.collectionViewLayout is UICollectionViewFlowLayout)
        items.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
        #expect(items.collectionView.numberOfSections == 2)
        #expect(items.collectionView.numberOfItems(inSection: 1) == 3)
        let cell = try #require(items.collectionView.cellForItem(at: IndexPath(item: 2, section: 1)))
        #expect(cell.reuseIdentifier == "Item")
        #expect(items.collectionView.indexPath(for: cell) == IndexPath(item: 2, section: 1))
        #expect(items.collectionView.mirrorTapItem(at: IndexPath(item: 0, section: 0)) != nil)
        #expect(items.selected == [IndexPath(item: 0, section: 0)])
        #expect(items.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    /// `NSIndexPath+UIKitAdditions`: `row`/`item` are the second index, `section` the first.
    @Test func indexPathsHaveRowsItemsAndSections() {
        var path = IndexPath(row: 4, section: 1)
        #expect(path == IndexPath(indexes: [1, 4]) && path.section == 1 && path.row == 4 && path.item == 4)
        path.row = 5
        #expect(path == IndexPath(item: 5, section: 1))
    }
}
