/// A controller that holds other controllers, which SegueKit looks inside when it resolves a typed
/// destination or unwind source.
///
/// SegueKit conforms the system containers: navigation, tab bar, split and page view controllers on
/// UIKit; window, tab view and split view controllers on AppKit. Conform your own container so
/// `destination(as:)` reaches through it too:
///
/// ```swift
/// extension CardStackViewController: ControllerContainer {
///     var containedControllers: [AnyObject] { [frontCard] + cardsBehind }
/// }
/// ```
@MainActor
public protocol ControllerContainer: AnyObject {
    /// The controllers inside this one, in the order SegueKit should look at them: the one the user
    /// sees first.
    ///
    /// ```swift
    /// var containedControllers: [AnyObject] { [frontCard] + cardsBehind }
    /// ```
    var containedControllers: [AnyObject] { get }

    /// The first of ``containedControllers``, without building that array: the navigation stack's
    /// top, the selected tab, the window's content. SegueKit looks here first, so a destination found
    /// at the front costs no allocation.
    ///
    /// The default returns `containedControllers.first`; implement it only when you can answer more
    /// cheaply, and always with the same controller:
    ///
    /// ```swift
    /// var frontController: AnyObject? { frontCard }
    /// ```
    var frontController: AnyObject? { get }
}

extension ControllerContainer {
    /// `containedControllers.first`.
    ///
    /// ```swift
    /// container.frontController === container.containedControllers.first   // true
    /// ```
    public var frontController: AnyObject? { containedControllers.first }
}
