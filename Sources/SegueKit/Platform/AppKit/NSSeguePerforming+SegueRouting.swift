#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || SEGUEKIT_APPKIT_MIRROR)
import AppKit

// MARK: Default Implementation (AppKit)
//
// Reads the segue and calls the platform-independent routing in `Routing/`. View controllers and
// window controllers both perform segues; both get these through their superclass, `NSResponder`.

extension SegueRouting where Self: NSResponder {
    /// Runs this controller's routes for `segue`: the embed capture, then the closure of a
    /// `performSegue(withIdentifier:sender:as:configure:)` in progress, then the handler. Call it
    /// first in `prepare(for:sender:)`; the rest of your `prepare` runs after it.
    ///
    /// ```swift
    /// override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
    ///     prepareRoutedSegue(for: segue, sender: sender)
    /// }
    /// ```
    ///
    /// An identifier with no route does nothing. A missing identifier or one that is not a case of
    /// `SegueIdentifier`, and a destination of the wrong type, stop the app with a precise message.
    @inlinable
    public func prepareRoutedSegue(for segue: NSStoryboardSegue, sender: Any?) {
        routePrepareOrStop(identifier: segue.identifier, destination: segue.destinationController as AnyObject, sender: sender)
    }

    /// Performs the segue for `identifier` and runs `configure` with its destination controller —
    /// found as `segue.destinationController(as:)` finds it — exactly once, before it appears, after
    /// the embed capture and before the route's handler. Returns whether it ran: `false` when
    /// `shouldPerformSegue(withIdentifier:sender:)` (which AppKit asks also here) said no, and the
    /// closure was dropped.
    ///
    /// ```swift
    /// performSegue(withIdentifier: .showInspector) { (inspector: InspectorViewController) in
    ///     inspector.document = document
    /// }
    /// ```
    ///
    /// The closure belongs to this call only: it never runs for another segue and is dropped when this
    /// returns. A destination that is not a `Destination` stops the app with a precise message.
    @discardableResult
    public func performSegue<Destination>(
        withIdentifier identifier: SegueIdentifier, sender: Any? = nil, as destinationType: Destination.Type = Destination.self,
        configure: (Destination) -> Void
    ) -> Bool {
        do {
            return try checkedPerformSegue(withIdentifier: identifier, sender: sender, as: destinationType, configure: configure)
        } catch {
            stopRouting(with: error)
        }
    }

    /// `performSegue(withIdentifier:sender:as:configure:)`, throwing where it would stop.
    @discardableResult
    func checkedPerformSegue<Destination>(
        withIdentifier identifier: SegueIdentifier, sender: Any? = nil, as destinationType: Destination.Type = Destination.self,
        configure: (Destination) -> Void
    ) throws(SegueRoutingError) -> Bool {
        let outcome = performConfigured(identifier, as: destinationType, configure: configure) {
            performStoryboardSegue(withIdentifier: identifier.rawValue, sender: sender)
        }
        switch outcome {
        case .configured: return true
        case .failed(let error): throw .wrongDestination(error)
        case .notRun: return false
        }
    }

    /// `prepareRoutedSegue(for:sender:)`, throwing where it would stop.
    func checkedPrepareRoutedSegue(for segue: NSStoryboardSegue, sender: Any?) throws(SegueRoutingError) {
        try routePrepare(identifier: segue.identifier, destination: segue.destinationController as AnyObject, sender: sender)
    }
}
#endif
