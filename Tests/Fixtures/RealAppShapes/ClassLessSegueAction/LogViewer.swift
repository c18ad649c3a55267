final class LogViewerViewController: UIViewController {
    @IBSegueAction func makeLogViewer(_ coder: NSCoder) -> UIViewController? { nil }
}
