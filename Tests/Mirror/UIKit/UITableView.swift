// Test infrastructure — never shipped. Mirror of UIKit's `UITableView` and its data source and delegate.

/// Mirror of `UITableViewDataSource`: the two methods the SDK requires. Its other methods are
/// `@objc optional`; the mirror asks them only of a `UITableViewController`, which declares them.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// Mirror of `UITableViewDelegate`. Every method is `@objc optional` in the SDK; Linux has no optional
/// requirements, so the protocol has none and the mirror calls them only on a `UITableViewController`.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {}

/// Mirror of `UITableView`. The data source is asked at `reloadData()` (and on first use); every row is
/// visible ([I]: the mirror has no screen).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// Mirror of `UITableView.Style` (raw values as in the SDK).
    public enum Style: Int, Sendable {
        case plain = 0, grouped, insetGrouped
    }

    open private(set) var style: Style
    open weak var dataSource: (any UITableViewDataSource)?
    open weak var delegate: (any UITableViewDelegate)?
    open private(set) var indexPathForSelectedRow: IndexPath?
    private var cells = MirrorReusableCells<UITableViewCell>()

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
    }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass = cellClass as? UITableViewCell.Type else { return }
        mirrorRegister(identifier) { mirrorDecodeCell(cellClass) }
    }

    /// Harness: a prototype cell of this table in the storyboard, which UIKit registers under its reuse
    /// identifier and decodes with `init(coder:)`.
    public func mirrorRegisterPrototype(_ cellClass: UITableViewCell.Type = UITableViewCell.self, style: UITableViewCell.CellStyle, reuseIdentifier: String) {
        mirrorRegister(reuseIdentifier) {
            let cell = mirrorDecodeCell(cellClass)
            cell.mirrorStyle = style
            return cell
        }
    }

    private func mirrorRegister(_ identifier: String, make: @escaping () -> UITableViewCell) {
        cells.register(identifier) {
            let cell = make()
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    /// A new or reused cell, or nil when nothing is registered under `identifier`.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cells.dequeue(identifier)
    }

    /// UIKit raises when nothing is registered under `identifier`; the mirror traps with its message.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = cells.dequeue(identifier) else {
            fatalError("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// Asks the data source for its sections, rows and every row's cell.
    open func reloadData() {
        guard let dataSource else { return cells.show([:]) }
        let sections = (dataSource as? UITableViewController)?.numberOfSections(in: self) ?? 1
        cells.show(MirrorReusableCells.load(sections: sections, count: { dataSource.tableView(self, numberOfRowsInSection: $0) }) {
            dataSource.tableView(self, cellForRowAt: $0)
        })
    }

    open var numberOfSections: Int {
        loadIfNeeded()
        return cells.sectionCount
    }

    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return cells.count(inSection: section)
    }

    /// The visible cell at `indexPath`, or nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        loadIfNeeded()
        return cells.visible[indexPath]
    }

    /// Where a visible cell is, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cells.indexPath(for: cell)
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    /// Harness: the user taps the row at `indexPath`: it becomes selected and the delegate is told
    /// (`tableView(_:didSelectRowAt:)`). Returns the row's cell — the sender of a segue the storyboard
    /// connects to the prototype cell, which the caller fires with `mirrorTriggerSegue`.
    @discardableResult
    public func mirrorTapRow(at indexPath: IndexPath) -> UITableViewCell? {
        loadIfNeeded()
        let cell = cells.visible[indexPath]
        indexPathForSelectedRow = indexPath
        (delegate as? UITableViewController)?.tableView(self, didSelectRowAt: indexPath)
        return cell
    }

    private func loadIfNeeded() {
        if !cells.loaded { reloadData() }
    }
}
