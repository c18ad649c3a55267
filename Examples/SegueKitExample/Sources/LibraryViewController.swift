import SegueKit
import UIKit

/// The list of books: the storyboard's `Library` scene, root of `LibraryNavigation`.
///
/// Its segues are routed (see Docs/Routing.md): one typed handler per identifier in `segueRoutes`
/// instead of a `switch`, and one forwarding line in `prepare(for:sender:)`.
///
/// [I] The storyboard scene is a `UITableViewController`; the Linux mirror does not declare table
/// views, so this example keeps the list in `books` and the selection in `selectedBook`.
final class LibraryViewController: UIViewController, SegueRouting {
    enum SegueIdentifier: String, CaseIterable {
        case showBook
        case editBook
        case showAccount
        case embedStats
    }

    var books: [Book] = Book.samples
    var selectedBook: Book?
    /// The embedded header, stored by `embedStats`'s embed capture while the view loads — before
    /// `viewDidLoad`.
    private(set) var stats: StatsViewController?

    /// The routes, declared for the class so they exist before the embed segue fires; each handler
    /// receives the library as its first parameter, so none captures it.
    ///
    /// `showBook` and `editBook` have no handler: their destinations receive the book at init time
    /// from the segue actions in LibraryViewController+SegueActions.swift.
    static let segueRoutes = SegueRoutes<LibraryViewController>()
        .connect(.embedStats, to: \.stats)
        .prepare(.embedStats) { (library, stats: StatsViewController, _) in
            stats.books = library.books
        }
        .prepare(.showAccount) { (library, account: AccountViewController, _) in
            // A gated segue (LibraryViewController+AccountGate.swift): shown after signing in.
            account.userName = library.signedInUserName
        }

    /// What a tap on a row does (the storyboard wires the cell to `showBook`).
    func select(_ book: Book) {
        selectedBook = book
        performSegue(withIdentifier: .showBook, sender: self)
    }

    /// The add button (the storyboard wires it to `editBook`).
    @IBAction func addBook(_ sender: Any?) {
        selectedBook = nil
        performSegue(withIdentifier: .editBook, sender: sender)
    }

    /// Adds a book whose title is already known (say, from a scanned barcode): the editor — the root
    /// of the presented `EditorNavigation` — opens with the title filled in. The closure runs once,
    /// for this segue only, before the editor appears.
    func addBook(titled title: String) {
        selectedBook = nil
        performSegue(withIdentifier: .editBook) { (editor: BookEditorViewController) in
            editor.draftTitle = title
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepareRoutedSegue(for: segue, sender: sender)
    }

    /// `unwindToLibrary:` — the book scene's Done button.
    @IBAction func unwindToLibrary(_ segue: UIStoryboardSegue) {
        if let source = try? segue.source(as: BookViewController.self) {
            selectedBook = source.book
        }
    }

    /// `unwindFromEditor:` — the editor's Save and Cancel buttons.
    @IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {
        do {
            let editor = try segue.source(as: BookEditorViewController.self)
            switch editor.segueIdentifier(for: segue) {
            case .saveBook:
                save(editor.book)
            case .cancelEditing:
                break
            }
        } catch {
            assertionFailure("\(error)")
        }
    }

    private func save(_ book: Book) {
        if let index = books.firstIndex(where: { $0.id == book.id }) {
            books[index] = book
        } else {
            books.append(book)
        }
        selectedBook = book
        stats?.books = books
    }
}
