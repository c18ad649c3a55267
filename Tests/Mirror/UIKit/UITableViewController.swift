// Test infrastructure — never shipped. Mirror of UIKit's `UITableViewController`.

/// Mirror of `UITableViewController`. As UIKit documents, it makes its table view (from the storyboard,
/// or a new one) with itself as data source and delegate. It implements the data source and delegate
/// methods, so subclasses `override` them, as with the SDK.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    open var tableView: UITableView!

    open var clearsSelectionOnViewWillAppear = true

    public init(style: UITableView.Style) {
        super.init(nibName: nil, bundle: nil)
        mirrorMakeTableView(style: style)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        mirrorMakeTableView(style: .plain)
    }

    /// The storyboard's table view (a `tableViewController` scene has one, whose `dataSource` and
    /// `delegate` outlets point at the controller).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        mirrorMakeTableView(style: .plain)
    }

    private func mirrorMakeTableView(style: UITableView.Style) {
        let table = UITableView(frame: .zero, style: style)
        table.dataSource = self
        table.delegate = self
        tableView = table
    }

    /// One section unless a subclass says otherwise.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No rows unless a subclass says otherwise.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// UIKit asserts when the data source gives it no cell; a subclass with rows must override this.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        fatalError("UITableView (\(tableView)) failed to obtain a cell from its dataSource (\(self))")
    }

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
