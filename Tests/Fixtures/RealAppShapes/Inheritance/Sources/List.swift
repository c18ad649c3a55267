class ListViewController: UITableViewController {
    enum SegueIdentifier: String {
        case addPlant
        case showFiltered
        case editPlant
    }
}

// A subclass that adds segues declares its own enum, which shadows the inherited one.
final class FilteredListViewController: ListViewController {
    enum SegueIdentifier: String {
        case editPlant
    }
}
