#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || SEGUEKIT_APPKIT_MIRROR)
import AppKit

// MARK: Default Implementation (AppKit)
//
// Reads the segue and calls the platform-independent routing in `Routing/`. View controllers and
// window controllers both perform segues; each class gets the call-site closure form.

extension SegueRouting {
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
    /// `SegueIdentifier`, and a destination of the wrong type, stop the app with a precise message;
    /// the checked form throws instead.
    @inlinable
    public func prepareRoutedSegue(for segue: NSStoryboardSegue, sender: Any?) {
        routePrepareOrStop(identifier: segue.identifier, destination: segue.destinationController as AnyObject, front: { routingWindowContent(of: $0) }, sender: sender)
    }

    /// `prepareRoutedSegue(for:sender:)`, throwing instead of stopping the app.
    ///
    /// ```swift
    /// do { try checkedPrepareRoutedSegue(for: segue, sender: sender) } catch { logger.error("\(error)") }
    /// ```
    public func checkedPrepareRoutedSegue(for segue: NSStoryboardSegue, sender: Any?) throws(SegueRoutingError) {
        try routePrepare(identifier: segue.identifier, destination: segue.destinationController as AnyObject, front: { routingWindowContent(of: $0) }, sender: sender)
    }

    /// The call-site closure form, shared by view and window controllers: runs `configure` through
    /// `perform` (the class's own `performSegue(withIdentifier:sender:)`) and reports the outcome the
    /// AppKit way — not running is not an error, because AppKit asks `shouldPerformSegue` also for
    /// segues performed in code.
    fileprivate func performConfiguredSegue<Destination>(
        _ identifier: SegueIdentifier, as destinationType: Destination.Type, configure: (Destination) -> Void,
        via perform: (_ identifier: String) -> Void
    ) throws(SegueRoutingError) -> Bool {
        switch performConfigured(identifier, as: destinationType, configure: configure, perform: { perform(identifier.rawValue) }) {
        case .configured: return true
        case .failed(let error): throw .wrongDestination(error)
        case .notRun: return false
        }
    }

    /// `performConfiguredSegue`, stopping the app with the error's description.
    fileprivate func performConfiguredSegueOrStop<Destination>(
        _ identifier: SegueIdentifier, as destinationType: Destination.Type, configure: (Destination) -> Void,
        via perform: (_ identifier: String) -> Void
    ) -> Bool {
        do {
            return try performConfiguredSegue(identifier, as: destinationType, configure: configure, via: perform)
        } catch {
            stopRouting(with: error)
        }
    }
}

/// The content of `destination` when it is a window controller — the controller the search looks at
/// right after the destination itself — else nil. Called through a closure that captures nothing, so routing a segue
/// does not retain the destination once more.
@MainActor
@usableFromInline
func routingWindowContent(of destination: AnyObject) -> AnyObject? {
    (destination as? NSWindowController)?.contentViewController
}

// Both classes perform segues (`NSSeguePerforming`), whose methods are optional Objective-C
// requirements, so each class gets the public forms; they forward to the shared ones above.

extension SegueRouting where Self: NSViewController {
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
    /// returns. A destination that is not a `Destination` stops the app with a precise message; the
    /// checked form throws instead.
    @discardableResult
    public func performSegue<Destination>(
        withIdentifier identifier: SegueIdentifier, sender: Any? = nil, as destinationType: Destination.Type = Destination.self,
        configure: (Destination) -> Void
    ) -> Bool {
        performConfiguredSegueOrStop(identifier, as: destinationType, configure: configure) { performSegue(withIdentifier: $0, sender: sender) }
    }

    /// `performSegue(withIdentifier:sender:as:configure:)`, throwing when the destination is of the
    /// wrong type (after AppKit performed the segue).
    ///
    /// ```swift
    /// let shown = try checkedPerformSegue(withIdentifier: .showInspector) { (inspector: InspectorViewController) in … }
    /// ```
    @discardableResult
    public func checkedPerformSegue<Destination>(
        withIdentifier identifier: SegueIdentifier, sender: Any? = nil, as destinationType: Destination.Type = Destination.self,
        configure: (Destination) -> Void
    ) throws(SegueRoutingError) -> Bool {
        try performConfiguredSegue(identifier, as: destinationType, configure: configure) { performSegue(withIdentifier: $0, sender: sender) }
    }
}

extension SegueRouting where Self: NSWindowController {
    /// Performs the segue for `identifier` and runs `configure` with its destination controller
    /// exactly once, before it appears — as the `NSViewController` form does. Returns `false` when
    /// `shouldPerformSegue` said no.
    ///
    /// ```swift
    /// performSegue(withIdentifier: .showPreferences) { (preferences: PreferencesViewController) in
    ///     preferences.settings = settings
    /// }
    /// ```
    @discardableResult
    public func performSegue<Destination>(
        withIdentifier identifier: SegueIdentifier, sender: Any? = nil, as destinationType: Destination.Type = Destination.self,
        configure: (Destination) -> Void
    ) -> Bool {
        performConfiguredSegueOrStop(identifier, as: destinationType, configure: configure) { performSegue(withIdentifier: $0, sender: sender) }
    }

    /// `performSegue(withIdentifier:sender:as:configure:)`, throwing when the destination is of the
    /// wrong type.
    ///
    /// ```swift
    /// try checkedPerformSegue(withIdentifier: .showPreferences) { (preferences: PreferencesViewController) in … }
    /// ```
    @discardableResult
    public func checkedPerformSegue<Destination>(
        withIdentifier identifier: SegueIdentifier, sender: Any? = nil, as destinationType: Destination.Type = Destination.self,
        configure: (Destination) -> Void
    ) throws(SegueRoutingError) -> Bool {
        try performConfiguredSegue(identifier, as: destinationType, configure: configure) { performSegue(withIdentifier: $0, sender: sender) }
    }
}
#endif
