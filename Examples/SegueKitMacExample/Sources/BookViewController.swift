import SegueKit
import AppKit

/// One book, shown as a sheet: the `Book` scene, reached from the library by `showBook`.
///
/// It gets its book at init time, from the library's segue action, and so holds it in a `let`.
final class BookViewController: NSViewController, CoderInitializable {
    let book: Book

    init?(coder: NSCoder, dependencies book: Book) {
        self.book = book
        super.init(coder: coder)
    }

    /// Only reached when the storyboard made the scene without the segue action; stops with a
    /// message naming this class and `Book`.
    required init?(coder: NSCoder) {
        Self.stopForMissingDependencies()
    }

    /// The Done button.
    @IBAction func done(_ sender: Any?) {
        presentingViewController?.dismiss(self)
    }
}
