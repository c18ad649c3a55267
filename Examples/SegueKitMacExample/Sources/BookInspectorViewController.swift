import AppKit

/// The inspector panel's content: the `BookInspector` scene, the window content of the
/// `InspectorWindow` scene that the document window's `showInspector` segue opens.
final class BookInspectorViewController: NSViewController {
    /// The book to inspect; set by the document window's `prepare(for:sender:)`.
    var book: Book?

    var summary: String {
        book.map { "\($0.title) by \($0.author)" } ?? "No Selection"
    }
}
