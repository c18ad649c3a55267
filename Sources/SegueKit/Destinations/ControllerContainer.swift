/// A container controller of your own that typed destinations and unwind sources look inside.
///
/// SegueKit already searches the system containers (navigation, tab bar, split and page view controllers;
/// window, tab view and split view controllers). Conform your own container so `destination(as:)`
/// reaches through it too (a conforming subclass of a system container is searched through its
/// `containedControllers` alone):
///
/// ```swift
/// final class CardStackViewController: UIViewController, ControllerContainer {
///     private var cards: [UIViewController] = []   // the card on top last
///
///     var containedControllers: [AnyObject] { cards.reversed() }   // the card on top first
/// }
/// ```
@MainActor
public protocol ControllerContainer: AnyObject {
    /// The controllers inside this one, the one the user sees first at the front; the search takes the
    /// first match in this order.
    var containedControllers: [AnyObject] { get }
}
