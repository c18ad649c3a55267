// Test infrastructure — never shipped. What `UITableView` and `UICollectionView` share in the mirror:
// cells registered by reuse identifier (a class, or a storyboard prototype) and the cells on screen.

/// The reusable cells of one table or collection view.
@MainActor
struct MirrorReusableCells<Cell: UIView> {
    /// Reuse identifier → how a cell for it is made.
    private var makers: [String: () -> Cell] = [:]
    /// The cells the data source returned at the last reload, by index path. The mirror has no screen:
    /// every row or item counts as visible ([I]).
    private(set) var visible: [IndexPath: Cell] = [:]
    private(set) var loaded = false

    mutating func register(_ identifier: String, make: @escaping () -> Cell) {
        makers[identifier] = make
    }

    func dequeue(_ identifier: String) -> Cell? {
        makers[identifier]?()
    }

    func indexPath(for cell: Cell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// Asks for every section's count, then for each index path's cell, as a reload does. The data
    /// source dequeues cells while this runs, so the result is stored afterwards (`show`).
    static func load(sections: Int, count: (Int) -> Int, cell: (IndexPath) -> Cell) -> [IndexPath: Cell] {
        var visible: [IndexPath: Cell] = [:]
        for section in 0..<sections {
            for index in 0..<count(section) {
                let path = IndexPath(indexes: [section, index])
                visible[path] = cell(path)
            }
        }
        return visible
    }

    mutating func show(_ visible: [IndexPath: Cell]) {
        loaded = true
        self.visible = visible
    }

    /// The counts of the last reload, per section.
    func count(inSection section: Int) -> Int {
        visible.keys.filter { $0[0] == section }.count
    }

    var sectionCount: Int {
        (visible.keys.map { $0[0] }.max() ?? -1) + 1
    }
}

/// A cell made from a storyboard prototype or a registered class: UIKit decodes prototypes with
/// `init(coder:)`. [I] It makes a registered class with `init(style:reuseIdentifier:)` / `init(frame:)`;
/// Swift cannot call those non-required initializers through a metatype, so the mirror decodes
/// registered classes with `init(coder:)` too.
@MainActor
func mirrorDecodeCell<Cell: UIView>(_ cellClass: Cell.Type) -> Cell {
    guard let cell = cellClass.init(coder: MirrorCoder.make(sceneClass: String(describing: cellClass))) else {
        fatalError("init(coder:) of \(cellClass) returned nil")
    }
    return cell
}
