import SegueKit
import UIKit

/// Edits a book: the storyboard's `BookEditor` scene, root of the presented `EditorNavigation`.
/// Save and Cancel unwind to the library (`unwindFromEditor:`).
///
/// It receives the book to edit at init time. The library's `editBook` segue presents the
/// `EditorNavigation` container; the container's root relationship names the segue action
/// `makeBookEditor:sender:segueIdentifier:`, which UIKit calls on the *library* — the presenting
/// source — with the identifier `editBook` (see `LibraryViewController+SegueActions.swift`).
final class BookEditorViewController: UIViewController, SegueHandlerType, CoderInitializable {
    enum SegueIdentifier: String, CaseIterable {
        case saveBook
        case cancelEditing
    }

    /// The book being edited; Save writes the drafts into it before unwinding.
    private(set) var book: Book
    var draftTitle: String
    var draftAuthor: String

    init?(coder: NSCoder, dependencies book: Book) {
        self.book = book
        self.draftTitle = book.title
        self.draftAuthor = book.author
        super.init(coder: coder)
    }

    /// Only reached when the storyboard made the scene without a segue action; stops with a message
    /// naming this class and `Book`.
    required init?(coder: NSCoder) {
        Self.stopForMissingDependencies()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch Segue(segue) {
        case .saveBook:
            book.title = draftTitle
            book.author = draftAuthor
        case .cancelEditing:
            break
        }
    }
}
