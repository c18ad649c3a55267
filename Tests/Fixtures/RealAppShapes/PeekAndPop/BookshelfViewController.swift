import UIKit

final class BookshelfViewController: UITableViewController {
    enum SegueIdentifier: String, CaseIterable {
        case showBook
    }
}

final class BookViewController: UIViewController {}
