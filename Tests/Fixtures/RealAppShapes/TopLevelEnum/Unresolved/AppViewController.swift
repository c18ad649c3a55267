final class AppViewController: UIViewController {
    typealias SegueIdentifier = R.segue.appViewController
}
