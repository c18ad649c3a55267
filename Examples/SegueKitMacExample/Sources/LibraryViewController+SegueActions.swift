import SegueKit
import AppKit

// The library's segue action: the book sheet receives its book at init time.
//
// In Main.storyboard `showBook` (sheet → Book) names the destinationCreationSelector
// `makeBookViewController:sender:segueIdentifier:`. AppKit calls it on the library with the storyboard's
// coder; the registry looks up the factory registered for the identifier and calls
// `BookViewController.init?(coder:dependencies:)`.

extension LibraryViewController {
    /// What each injected destination is made with. The factory gets the library as an argument, so
    /// this `static let` captures no controller.
    static let segueActions = SegueActionRegistry<LibraryViewController> { registry in
        registry.register(.showBook, BookViewController.self) { library, _ in
            library.selectedBook
        }
    }

    /// `makeBookViewController:sender:segueIdentifier:` — the selected book, handed to
    /// `BookViewController.init?(coder:dependencies:)`.
    @IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookViewController? {
        Self.segueActions.destination(for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier)
    }
}
