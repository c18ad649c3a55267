#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || SEGUEKIT_APPKIT_MIRROR)
import AppKit

// MARK: Default Implementation (AppKit)
//
// Reads the segue and calls the platform-independent routing in `Routing/`. View controllers and
// window controllers both perform segues; both get these as responders that perform segues
// (`NSResponder & NSSeguePerforming`).

extension SegueRouting where Self: NSResponder & NSSeguePerforming {
    /// Runs this view or window controller's routes for `segue`: the forwarding line of `prepare(for:sender:)`.
    ///
    /// ```swift
    /// override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
    ///     prepareRoutedSegue(for: segue, sender: sender)
    /// }
    /// ```
    ///
    /// A missing or unknown identifier, or a destination of the wrong type, stops the app with a message.
    public func prepareRoutedSegue(for segue: NSStoryboardSegue, sender: Any?) {
        routePrepareOrStop(identifier: segue.identifier, destination: segue.destinationController as AnyObject, sender: sender)
    }

    /// Performs the segue for `identifier` and runs `configure` once with its destination controller, before
    /// it appears. Returns `false`, dropping the closure, when `shouldPerformSegue(withIdentifier:sender:)` —
    /// which AppKit asks also here — says no:
    ///
    /// ```swift
    /// @IBAction func inspect(_ sender: Any?) {
    ///     performSegue(withIdentifier: .showInspector) { (inspector: InspectorViewController) in
    ///         inspector.document = document
    ///     }
    /// }
    /// ```
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

    /// `performSegue(withIdentifier:sender:as:configure:)`, throwing where it would stop (for tests).
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

    /// `prepareRoutedSegue(for:sender:)`, throwing where it would stop (for tests).
    func checkedPrepareRoutedSegue(for segue: NSStoryboardSegue, sender: Any?) throws(SegueRoutingError) {
        try routePrepare(identifier: segue.identifier, destination: segue.destinationController as AnyObject, sender: sender)
    }
}
#endif
