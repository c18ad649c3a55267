#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || SEGUEKIT_APPKIT_MIRROR)
import AppKit

extension NSStoryboardSegue {
    /// The destination controller as `Destination`, found in the destination itself or inside the
    /// window, tab view and split view controllers (and ``ControllerContainer``s) it contains.
    ///
    /// ```swift
    /// let inspector = try segue.destinationController(as: InspectorViewController.self)
    /// ```
    @inlinable
    @MainActor
    public func destinationController<Destination>(as type: Destination.Type = Destination.self) throws(SegueDestinationError) -> Destination {
        try ControllerSearch.require(type, in: destinationController as AnyObject, role: .destination, segueIdentifier: identifier)
    }

    /// The destination controller as `Destination`, searched as ``destinationController(as:)`` does, or nil.
    ///
    /// ```swift
    /// segue.destinationControllerIfPresent(as: InspectorViewController.self)?.document = document
    /// ```
    @inlinable
    @MainActor
    public func destinationControllerIfPresent<Destination>(as type: Destination.Type = Destination.self) -> Destination? {
        ControllerSearch.first(type, in: destinationController as AnyObject)
    }

    /// The source controller (a view or window controller) as `Source`, searched the same way.
    ///
    /// ```swift
    /// let editor = try segue.sourceController(as: EditorViewController.self)
    /// ```
    @inlinable
    @MainActor
    public func sourceController<Source>(as type: Source.Type = Source.self) throws(SegueDestinationError) -> Source {
        try ControllerSearch.require(type, in: sourceController as AnyObject, role: .source, segueIdentifier: identifier)
    }

    /// The source controller as `Source`, or nil.
    ///
    /// ```swift
    /// segue.sourceControllerIfPresent(as: EditorViewController.self)?.commitEditing()
    /// ```
    @inlinable
    @MainActor
    public func sourceControllerIfPresent<Source>(as type: Source.Type = Source.self) -> Source? {
        ControllerSearch.first(type, in: sourceController as AnyObject)
    }
}
#endif
