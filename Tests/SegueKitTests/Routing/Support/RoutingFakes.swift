@testable import SegueKit

// Fake controllers and segues for testing routing without UIKit or AppKit. A `FakeSegue` is what
// the platform layer reads from a `UIStoryboardSegue` / `NSStoryboardSegue`: an identifier and a
// destination. `FakeController.perform(_:sender:)` does what UIKit does with a storyboard segue:
// calls the source's `prepare` (which forwards with one line, then does its own work), then shows
// the destination.

@MainActor
final class FakeSegue {
    let identifier: String?
    let destination: AnyObject
    init(_ identifier: String?, to destination: AnyObject) {
        self.identifier = identifier
        self.destination = destination
    }
}

@MainActor
class FakeDestination {
    /// Set when the fake segue "shows" it.
    var isShown = false
    /// What the routes did to it, in order.
    var log: [String] = []
}

@MainActor
final class FakeBook: FakeDestination {
    var title: String?
}

@MainActor
final class FakeAuthor: FakeDestination {
    var name: String?
}

@MainActor
final class FakeStats: FakeDestination {
    var count = 0
}

/// A container, as a navigation controller is one.
@MainActor
final class FakeNavigation: FakeDestination, ControllerContainer {
    let root: AnyObject
    init(root: AnyObject) { self.root = root }
    var containedControllers: [AnyObject] { [root] }
}

/// The shape of a routing controller as an app writes it, minus UIKit.
@MainActor
class FakeController {
    var log: [String] = []
    /// Segues to prepare when `perform(_:)` runs for an identifier: what the storyboard would create.
    var destinations: [String: () -> AnyObject] = [:]

    /// `prepare(for:sender:)` as the app overrides it; subclasses forward with one line first.
    func prepare(for segue: FakeSegue, sender: Any?) {}

    /// `performSegue(withIdentifier:sender:)`: creates the destination, prepares, shows.
    func perform(_ identifier: String, sender: Any? = nil) {
        let destination = destinations[identifier]?() ?? FakeBook()
        let segue = FakeSegue(identifier, to: destination)
        prepare(for: segue, sender: sender)
        (destination as? FakeDestination)?.isShown = true
        lastDestination = destination
    }

    var lastDestination: AnyObject?
}
