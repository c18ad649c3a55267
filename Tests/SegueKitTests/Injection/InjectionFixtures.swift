import Foundation
@testable import SegueKit

// Platform-independent stand-ins for a source controller and destinations, so the registry and
// `CoderInitializable` logic is tested without UIKit or AppKit. Names start with `DI` to keep them
// apart from other areas' fixtures in this test module.

/// A real keyed-unarchiving coder, like the one a storyboard hands to `init(coder:)` and segue actions.
func diStoryboardCoder(className: String) -> NSCoder {
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    archiver.encode(className, forKey: "UIClassName")
    archiver.finishEncoding()
    let coder = try! NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    coder.requiresSecureCoding = false
    return coder
}

struct DIBook: Equatable, Sendable {
    var title: String
}

/// A source controller with three segues; `selectedBook` and `shelfName` are what factories read.
@MainActor
final class DIShelfController: SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case showBook
        case showShelf
        case showAuthor
        case showNotes = "show-notes"
    }

    var selectedBook: DIBook?
    var shelfName = "Fiction"
}

/// A destination that needs a book at init time.
@MainActor
final class DIBookController: CoderInitializable {
    let book: DIBook
    /// What the coder the initializer received said about the scene's class.
    let decodedClassName: String?

    init?(coder: NSCoder, dependencies book: DIBook) {
        self.book = book
        self.decodedClassName = coder.decodeObject(forKey: "UIClassName") as? String
    }
}

/// A destination that needs two values, as a tuple.
@MainActor
final class DIShelfDetailController: CoderInitializable {
    let name: String
    let count: Int

    init?(coder: NSCoder, dependencies: (name: String, count: Int)) {
        self.name = dependencies.name
        self.count = dependencies.count
    }
}

/// A destination whose initializer fails for an empty title.
@MainActor
final class DIPickyController: CoderInitializable {
    init?(coder: NSCoder, dependencies title: String) {
        if title.isEmpty { return nil }
    }
}

/// A destination that is not `CoderInitializable`.
@MainActor
final class DIAuthorController {
    let name: String
    init(name: String) { self.name = name }
}

/// A role some destinations play, for checks against a protocol type.
@MainActor
protocol DIBookShowing: AnyObject {}

extension DIBookController: DIBookShowing {}
