#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

extension UIStoryboardSegue {
    /// The destination as `Destination`, found in the destination itself or inside the navigation,
    /// tab bar, split and page view controllers (and ``ControllerContainer``s) it contains.
    ///
    /// ```swift
    /// let editor = try segue.destination(as: BookEditorViewController.self)   // even when presented
    ///                                                                         // in a navigation controller
    /// ```
    ///
    /// For an unwind segue the destination is the controller unwound to.
    @inlinable
    public func destination<Destination>(as type: Destination.Type = Destination.self) throws(SegueDestinationError) -> Destination {
        try UIKitControllerSearch.require(type, in: destination, role: .destination, segueIdentifier: identifier)
    }

    /// The destination as `Destination`, searched as ``destination(as:)`` does, or nil.
    ///
    /// ```swift
    /// segue.destinationIfPresent(as: BookViewController.self)?.book = selectedBook
    /// ```
    @inlinable
    public func destinationIfPresent<Destination>(as type: Destination.Type = Destination.self) -> Destination? {
        UIKitControllerSearch.first(type, in: destination)
    }

    /// The source as `Source`, searched as ``destination(as:)`` does. For an unwind segue, the
    /// source is the controller being dismissed:
    ///
    /// ```swift
    /// @IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {
    ///     let editor = try? segue.source(as: BookEditorViewController.self)
    /// }
    /// ```
    @inlinable
    public func source<Source>(as type: Source.Type = Source.self) throws(SegueDestinationError) -> Source {
        try UIKitControllerSearch.require(type, in: source, role: .source, segueIdentifier: identifier)
    }

    /// The source as `Source`, searched as ``destination(as:)`` does, or nil.
    ///
    /// ```swift
    /// if let editor = segue.sourceIfPresent(as: BookEditorViewController.self) { save(editor.book) }
    /// ```
    @inlinable
    public func sourceIfPresent<Source>(as type: Source.Type = Source.self) -> Source? {
        UIKitControllerSearch.first(type, in: source)
    }
}

extension UIStoryboardUnwindSegueSource {
    /// The controller the unwind starts from, as `Source`, searched as
    /// `UIStoryboardSegue.destination(as:)` does — for `canPerformUnwindSegueAction` and
    /// `allowedChildrenForUnwinding(from:)` overrides.
    ///
    /// ```swift
    /// let editor = try source.source(as: BookEditorViewController.self)
    /// ```
    @inlinable
    public func source<Source>(as type: Source.Type = Source.self) throws(SegueDestinationError) -> Source {
        try UIKitControllerSearch.require(type, in: source, role: .source, segueIdentifier: nil)
    }

    /// The controller the unwind starts from, as `Source`, or nil.
    ///
    /// ```swift
    /// source.sourceIfPresent(as: BookEditorViewController.self) != nil
    /// ```
    @inlinable
    public func sourceIfPresent<Source>(as type: Source.Type = Source.self) -> Source? {
        UIKitControllerSearch.first(type, in: source)
    }
}
#endif
