import UIKit

/// The library's header: the storyboard's `Stats` scene, embedded in the library (`embedStats`).
final class StatsViewController: UIViewController {
    var books: [Book] = []

    var summary: String {
        let authors = Set(books.map(\.author)).count
        return "\(books.count) books by \(authors) authors"
    }
}
