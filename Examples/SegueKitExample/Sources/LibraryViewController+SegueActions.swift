import SegueKit
import UIKit

// The library's segue actions: each destination receives its model at init time.
//
// In Main.storyboard:
// - `showBook` (show → Book) has destinationCreationSelector `makeBookViewController:sender:segueIdentifier:`;
// - `editBook` (presentation → EditorNavigation) has none, but EditorNavigation's root relationship has
//   `makeBookEditor:sender:segueIdentifier:`. UIKit calls that action on the library — the controller
//   whose segue presented the navigation controller — with the identifier "editBook".
// Nothing checks these selectors at build time; `seguekit check` compares them with this file.

extension LibraryViewController {
    /// What each segue's destination is made with. The factories get the library as an argument, so
    /// this `static let` captures no controller.
    static let segueActions = SegueActionRegistry<LibraryViewController> { registry in
        registry.register(.showBook, BookViewController.self) { library, sender in
            library.book(for: sender)
        }
        registry.register(.editBook, BookEditorViewController.self) { library, _ in
            library.selectedBook ?? library.newBook()
        }
    }

    /// `makeBookViewController:sender:segueIdentifier:` — the tapped row's book, handed to
    /// `BookViewController.init?(coder:book:)`.
    @IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookViewController? {
        Self.segueActions.destination(for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier)
    }

    /// `makeBookEditor:sender:segueIdentifier:` — the root of the presented `EditorNavigation`: the
    /// selected book, or a new one when the add button started the segue.
    @IBSegueAction func makeBookEditor(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookEditorViewController? {
        Self.segueActions.destination(for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier)
    }

    /// An empty book with the next free id.
    fileprivate func newBook() -> Book {
        Book(id: (books.map(\.id).max() ?? 0) + 1, title: "", author: "")
    }
}
