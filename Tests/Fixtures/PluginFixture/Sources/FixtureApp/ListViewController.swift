/// Stands in for a view controller (Linux has no UIKit): what matters is that the generated
/// `SegueIdentifier` enum — nested in this class by the plugin — exists and is exhaustive.
final class ListViewController {
    func title(for segue: SegueIdentifier) -> String {
        switch segue {   // no `default:`: adding a segue in the storyboard breaks this switch on purpose
        case .showDetail: "Detail"
        case .addItem: "New item"
        case ._2faSetup: "Two-factor setup"
        case .`default`: "Default"
        }
    }
}
