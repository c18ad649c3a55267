#if SEGUEKIT_APPKIT
import AppKit

extension NSStoryboardSegue {
    /// The destination controller as `Destination`: the destination itself, or the controller of that type
    /// inside the window, tab view and split view controllers (and ``ControllerContainer``s) it is. Throws a
    /// ``SegueDestinationError`` that draws the hierarchy found.
    @MainActor
    public func destinationController<Destination>(as type: Destination.Type = Destination.self) throws(SegueDestinationError) -> Destination {
        try ControllerSearch.require(type, in: destinationController as AnyObject, role: .destination, segueIdentifier: identifier)
    }

    /// The destination controller as `Destination`, searched as ``destinationController(as:)`` does, or nil.
    @MainActor
    public func destinationControllerIfPresent<Destination>(as type: Destination.Type = Destination.self) -> Destination? {
        ControllerSearch.first(type, in: destinationController as AnyObject)
    }
}
#endif
