#if SEGUEKIT_UIKIT
import UIKit

extension UIStoryboardSegue {
    /// The destination as `Destination`: the destination itself, or the controller of that type inside the
    /// navigation, tab bar, split and page view controllers (and ``ControllerContainer``s) it is. Throws a
    /// ``SegueDestinationError`` that draws the hierarchy found.
    public func destination<Destination>(as type: Destination.Type = Destination.self) throws(SegueDestinationError) -> Destination {
        try ControllerSearch.require(type, in: destination, role: .destination, segueIdentifier: identifier)
    }

    /// The destination as `Destination`, searched as ``destination(as:)`` does, or nil.
    public func destinationIfPresent<Destination>(as type: Destination.Type = Destination.self) -> Destination? {
        ControllerSearch.first(type, in: destination)
    }

    /// The source as `Source`, searched as ``destination(as:)`` does. In an unwind action the source is the
    /// controller being dismissed.
    public func source<Source>(as type: Source.Type = Source.self) throws(SegueDestinationError) -> Source {
        try ControllerSearch.require(type, in: source, role: .source, segueIdentifier: identifier)
    }
}

extension UIStoryboardUnwindSegueSource {
    /// The controller the unwind starts from, as `Source`, searched as `UIStoryboardSegue.destination(as:)`
    /// does, for unwinding overrides such as `allowedChildrenForUnwinding(from:)`.
    public func source<Source>(as type: Source.Type = Source.self) throws(SegueDestinationError) -> Source {
        try ControllerSearch.require(type, in: source, role: .source, segueIdentifier: nil, unwindAction: String(describing: unwindAction))
    }
}
#endif
