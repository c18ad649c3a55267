import SegueKit
import AppKit

/// The library's window: the storyboard's initial `DocumentWindow` scene. Its content is the
/// `Library` scene (the window-content relationship); its toolbar's Inspector button performs
/// `showInspector`, which opens the `InspectorWindow` scene — a plain `NSWindowController` whose
/// content is a `BookInspectorViewController`.
final class DocumentWindowController: NSWindowController, SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case showInspector
    }

    /// The window's content, as the storyboard's relationship set it.
    var library: LibraryViewController? {
        contentViewController as? LibraryViewController
    }

    /// The inspector last opened from the toolbar, kept to show it the new selection.
    private(set) var inspector: BookInspectorViewController?

    /// The View ▸ Show Inspector menu item; the toolbar button fires the segue directly.
    @IBAction func showInspector(_ sender: Any?) {
        performSegue(withIdentifier: .showInspector, sender: sender)
    }

    /// AppKit asks this for control-fired segues and for `performSegue` alike: there is nothing to
    /// inspect until a book is selected.
    override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
        switch try? segueIdentifier(forRawValue: identifier) {
        case .showInspector?:
            return library?.selectedBook != nil
        case nil:
            return true
        }
    }

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .showInspector:
            // The destination is the inspector's window controller; SegueKit finds its content.
            do {
                let inspector = try segue.destinationController(as: BookInspectorViewController.self)
                inspector.book = library?.selectedBook
                self.inspector = inspector
            } catch {
                assertionFailure("\(error)")
            }
        }
    }
}
