import SegueKit
import AppKit

/// The list of books: the `Library` scene, content of the document window.
///
/// Its segues: `showBook` (a sheet with the selected book, made by a segue action — see
/// LibraryViewController+SegueActions.swift) and `showAccount` (a gated segue whose custom class is
/// SegueKitGating's `GatedSegue` — see LibraryViewController+AccountGate.swift).
///
/// [I] A real library would list the books in an `NSTableView`; the Linux mirror declares no table
/// views, so this example keeps the list in `books` and the selection in `selectedBook`, and its
/// storyboard scene wires buttons only.
final class LibraryViewController: NSViewController, SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case showBook
        case showAccount
    }

    var books: [Book] = Book.samples
    var selectedBook: Book?

    /// Who is signed in, or nil; set by the account gate after signing in.
    var signedInUserName: String?

    /// A double-click on a book (and the Open button, through `openSelectedBook(_:)`).
    func open(_ book: Book) {
        selectedBook = book
        performSegue(withIdentifier: .showBook, sender: self)
    }

    /// The Open button.
    @IBAction func openSelectedBook(_ sender: Any?) {
        guard let book = selectedBook ?? books.first else { return }
        open(book)
    }

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .showBook:
            // Nothing to hand over: the segue action made the BookViewController with its book.
            break
        case .showAccount:
            // Runs before the gate; after a sign-in the gate hands over the new name too.
            segue.destinationControllerIfPresent(as: AccountViewController.self)?.userName = signedInUserName
        }
    }
}
