import Foundation
import Testing

// The example app's dependency injection, run for real: the example's sources and this driver are
// compiled into an executable against the mirror-built SegueKit (`ExampleProgram.buildAndRun`)
// and the driver plays the user. The scenes it registers are generated from Main.storyboard as
// SegueKit's parser reads it (`ExampleStoryboards`, `MirrorRegistrationGenerator`), among them the Library's
// `showBook` (show → Book, destinationCreationSelector `makeBookViewController:sender:segueIdentifier:`)
// and `editBook` (presentation → EditorNavigation, whose root relationship names
// `makeBookEditor:sender:segueIdentifier:`), `showAbout` (show → a SwiftUI hosting controller scene,
// `makeAboutView:`), and the editor's `saveBook` unwind (`unwindFromEditor:`).
// The mirror calls each creation action as the Objective-C runtime would call the selector: on the
// segue's source, with a real `NSKeyedUnarchiver` coder. Which controller implements `unwindFromEditor:`
// is the runtime's business, not the storyboard's: the driver tells the mirror (`mirrorUnwindActions`).

private let driver = #"""
import SegueKit
import SwiftUI
import UIKit

registerExampleStoryboards()

@MainActor
func start() -> (UINavigationController, LibraryViewController) {
    let navigation = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! UINavigationController
    let library = navigation.viewControllers[0] as! LibraryViewController
    library.mirrorUnwindActions["unwindFromEditor:"] = { [unowned library] in library.unwindFromEditor($0) }
    return (navigation, library)
}

@MainActor
func presentedEditor(_ library: LibraryViewController) -> BookEditorViewController {
    let sheet = library.presentedViewController as! UINavigationController
    return sheet.viewControllers[0] as! BookEditorViewController
}

do {   // A tap on a row: the detail screen is made with its book; its own segue passes the author on.
    let (navigation, library) = start()
    let cell = library.tableView.mirrorTapRow(at: IndexPath(row: 2, section: 0))!
    library.mirrorTriggerSegue(withIdentifier: "showBook", sender: cell)
    let detail = navigation.topViewController as! BookViewController
    print("detail: \(detail.book.title)")
    detail.performSegue(withIdentifier: .showAuthor, sender: nil)
    print("author: \((navigation.topViewController as! AuthorViewController).author ?? "-")")
}
do {   // Edit the selected book: the presented navigation controller's root gets it at init.
    let (_, library) = start()
    library.selectedBook = Book.samples[0]
    library.performSegue(withIdentifier: .editBook, sender: nil)
    let editor = presentedEditor(library)
    print("edit: id=\(editor.book.id) title=\(editor.draftTitle)")
    editor.draftTitle = "The Dispossessed"
    editor.mirrorUnwind(withIdentifier: "saveBook", action: "unwindFromEditor:", sender: nil)
    print("saved: \(library.books[0].title) presented=\(library.presentedViewController.map { "\(type(of: $0))" } ?? "none")")
}
do {   // The add button: a new book, with the next free id.
    let (_, library) = start()
    library.addBook(nil)
    let editor = presentedEditor(library)
    print("add: id=\(editor.book.id) title=\(editor.draftTitle.isEmpty ? "empty" : editor.draftTitle)")
}
do {   // Add with a known title: the segue action makes the editor, the one-off preparation fills it in.
    let (_, library) = start()
    library.addBook(titled: "Dune")
    print("addTitled: \(presentedEditor(library).draftTitle)")
}
do {   // The About bar button: a SwiftUI scene, its hosting controller made by the segue action with the root view.
    let (navigation, library) = start()
    library.performSegue(withIdentifier: .showAbout, sender: nil)
    let about = navigation.topViewController as! UIHostingController<AboutView>
    print("about: \(about.rootView.bookCount) books by \(about.rootView.authorCount) authors")
}
do {   // The Book scene instantiated in code, by type.
    let detail = BookViewController.instantiate(dependencies: Book.samples[1])
    print("code: \(detail.book.title)")
}
"""#

@Suite("Example app: dependencies reach every scene")
struct ExampleInjectionTests {
    @Test func theExamplesDestinationsReceiveTheirBooksAtInitThroughItsSegueActions() throws {
        let output = try ExampleProgram.buildAndRun(driver: driver, extraSources: ExampleStoryboards.registrationSources())
        #expect(output.split(separator: "\n").map(String.init) == [
            "detail: Kindred",
            "author: Octavia E. Butler",
            "edit: id=1 title=The Left Hand of Darkness",
            "saved: The Dispossessed presented=none",
            "add: id=4 title=empty",
            "addTitled: Dune",
            "about: 3 books by 3 authors",
            "code: Invisible Cities",
        ], "\(output)")
    }
}
