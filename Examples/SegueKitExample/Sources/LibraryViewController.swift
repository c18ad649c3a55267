import SegueKit
import UIKit

/// The list of books: the storyboard's `Library` scene, a table view controller, root of
/// `LibraryNavigation`. Its table's `dataSource` and `delegate` outlets point at it; each row is the
/// storyboard's `BookCell` prototype, whose `showBook` segue opens the tapped book.
///
/// Its segues are routed (see Docs/Routing.md): one typed handler per identifier in `segueRoutes`
/// instead of a `switch`, and one forwarding line in `prepare(for:sender:)`.
final class LibraryViewController: UITableViewController, SegueRouting {
    enum SegueIdentifier: String, CaseIterable {
        case showBook
        case editBook
        case showAccount
        case embedStats
        case showAbout
    }

    /// The reuse identifier of the storyboard's prototype cell (style Subtitle: title and author).
    static let bookCellIdentifier = "BookCell"

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

    // MARK: Table view data source and delegate (the storyboard's outlets)

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.bookCellIdentifier, for: indexPath)
        let book = books[indexPath.row]
        cell.textLabel?.text = book.title
        cell.detailTextLabel?.text = book.author
        return cell
    }

    /// A tap on a row selects its book; the storyboard's `showBook`, which starts from the cell, then
    /// opens it.
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedBook = books[indexPath.row]
    }

    /// The book a segue is about: the tapped row's when the sender is one of the table's cells —
    /// whichever order UIKit runs the segue action and `tableView(_:didSelectRowAt:)` in — otherwise
    /// the selected book.
    func book(for sender: Any?) -> Book? {
        guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else { return selectedBook }
        return books[indexPath.row]
    }

    /// The add button (the storyboard wires it to `editBook`).
    @IBAction func addBook(_ sender: Any?) {
        selectedBook = nil
        performSegue(withIdentifier: .editBook, sender: sender)
    }

    /// Adds a book whose title is already known (say, from a scanned barcode): the editor — the root
    /// of the presented `EditorNavigation` — opens with the title filled in. The closure runs once,
    /// for this segue only, before the editor appears; its parameter's type comes from the storyboard.
    func addBook(titled title: String) {
        selectedBook = nil
        performSegue(.editBook) { editor in
            editor.draftTitle = title
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepareRoutedSegue(for: segue, sender: sender)
    }

    /// `unwindToLibrary:` — the book scene's Done button.
    @IBAction func unwindToLibrary(_ segue: UIStoryboardSegue) {
        switch UnwindToLibrary(segue) {
        case .unwindToLibrary(let book):
            selectedBook = book.book
        }
    }

    /// `unwindFromEditor:` — the editor's Save and Cancel buttons.
    @IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {
        switch UnwindFromEditor(segue) {
        case .saveBook(let editor):
            save(editor.book)
        case .cancelEditing:
            break
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
        tableView.reloadData()
    }
}
