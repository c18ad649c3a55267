import Foundation
import Testing

// The code `seguekit generate --source` writes for the example — typed scenes and typed segues — run
// for real: it is compiled with the example's sources and this driver against the mirror-built
// SegueKit, on scenes registered from the parsed storyboards (`ExampleStoryboards`), and the driver
// prints what it got.

private let driver = #"""
import SegueKit
import UIKit

registerExampleStoryboards()

// Typed scenes: the Book scene made with its dependencies, a container scene as its own class.
let book = MainStoryboard.book.instantiate(dependencies: Book.samples[1])
print("scene Book: \(type(of: book)) \(book.book.title)")
let libraryNavigation = MainStoryboard.libraryNavigation.instantiate()
print("scene LibraryNavigation: \(type(of: libraryNavigation)) root \(type(of: libraryNavigation.viewControllers[0]))")
let editor = MainStoryboard.bookEditor.instantiate(dependencies: Book.samples[2])

// Typed segues: the case carries the destination the user means, already typed.
let library = MainStoryboard.library.instantiate()
let edit = UIStoryboardSegue(identifier: "editBook", source: library, destination: UINavigationController(rootViewController: editor))
switch LibraryViewController.Segue(edit) {
case .editBook(let destination): print("segue editBook: \(type(of: destination)) \(destination === editor) \(destination.book.title)")
default: print("segue editBook: another case")
}
let show = UIStoryboardSegue(identifier: "showBook", source: library, destination: book)
if case .showBook(let destination)? = try LibraryViewController.Segue(checking: show) {
    print("segue showBook: \(destination.book.title)")
}
let unknown = UIStoryboardSegue(identifier: "showShelf", source: library, destination: book)
print("segue showShelf: \(String(describing: try LibraryViewController.Segue(checking: unknown)))")
do {
    let wrong = UIStoryboardSegue(identifier: "showBook", source: library, destination: editor)
    _ = try LibraryViewController.Segue(checking: wrong)
} catch {
    print("wrong destination: \(error)")
}
"""#

@Suite("Example app: generated typed scenes and segues")
struct ExampleTypedCodeRunTests {
    @Test func generatedScenesAndSeguesHandOutTypedControllers() throws {
        let folder = try GeneratedCodeSupport.temporaryFolder("typed-run")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (generated, _) = try GeneratedCodeTypedSegueTests.generateForExample(in: folder)
        var extra = try ExampleStoryboards.registrationSources()
        extra["Segues.generated.swift"] = generated
        let output = try ExampleProgram.buildAndRun(driver: driver, extraSources: extra)
        #expect(output.split(separator: "\n").map(String.init) == [
            "scene Book: BookViewController Invisible Cities",
            "scene LibraryNavigation: UINavigationController root LibraryViewController",
            "segue editBook: BookEditorViewController true Kindred",
            "segue showBook: Invisible Cities",
            "segue showShelf: nil",
            "wrong destination: The destination of segue \"showBook\" is not of type SegueKitExample.BookViewController and contains none. Found:",
            "SegueKitExample.BookEditorViewController",
        ], "\(output)")
    }
}
