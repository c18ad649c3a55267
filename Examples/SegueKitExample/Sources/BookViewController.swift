import SegueKit
import UIKit

/// One book: the storyboard's `Book` scene, shown from the library.
///
/// It receives its book at init time: the library's `showBook` segue names the segue action
/// `makeBookViewController:sender:segueIdentifier:` (see `LibraryViewController+SegueActions.swift`),
/// and code can instantiate the scene with `BookViewController.instantiate(dependencies: book)`.
final class BookViewController: UIViewController, SegueHandlerType, CoderInitializable, StoryboardInstantiable {
    enum SegueIdentifier: String, CaseIterable {
        case showAuthor
        case unwindToLibrary
    }

    static let storyboardName = "Main"
    static let sceneIdentifier = "Book"

    let book: Book

    init?(coder: NSCoder, book: Book) {
        self.book = book
        super.init(coder: coder)
    }

    /// `CoderInitializable`: what SegueKit's segue-action and scene helpers call.
    convenience init?(coder: NSCoder, dependencies book: Book) {
        self.init(coder: coder, book: book)
    }

    /// Only reached when the storyboard made the scene without a segue action; stops with a message
    /// naming this class and `Book`.
    required init?(coder: NSCoder) {
        Self.stopForMissingDependencies()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch Segue(segue) {
        case .showAuthor(let author):
            author.author = book.author
        case .unwindToLibrary:
            break
        }
    }
}
