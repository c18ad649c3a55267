final class AppViewController: UIViewController {
    enum SegueIdentifier: String {
        case showHelp
        case showSettings
    }
}
