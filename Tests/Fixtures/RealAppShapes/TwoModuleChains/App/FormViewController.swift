// The app's form is a table.
class FormViewController: UITableViewController {}

final class SignUpViewController: FormViewController {
    enum SegueIdentifier: String {
        case showTerms
    }
}
