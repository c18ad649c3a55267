final class RegionsTableViewController: UITableViewController {
    enum SegueIdentifier: String {
        case showRegion
        case showMap
    }
}
