import UIKit

/// An author: the storyboard's `Author` scene, shown from a book. It performs no segues.
final class AuthorViewController: UIViewController {
    var author: String?
}
