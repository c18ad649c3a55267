/// A container controller of your own, which SegueKit looks inside when it resolves a typed
/// destination or unwind source.
///
/// SegueKit already knows the system containers: navigation, tab bar, split and page view
/// controllers on UIKit; window, tab view and split view controllers on AppKit. Conform your own
/// container so `destination(as:)` reaches through it too:
///
/// ```swift
/// extension CardStackViewController: ControllerContainer {
///     var containedControllers: [AnyObject] { [frontCard] + cardsBehind }
/// }
/// ```
@MainActor
public protocol ControllerContainer: AnyObject {
    /// The controllers inside this one, the one the user sees first at the front: SegueKit searches
    /// them in this order and takes the first match.
    var containedControllers: [AnyObject] { get }
}
