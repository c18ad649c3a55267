#if SEGUEKIT_APPKIT
import AppKit

// MARK: Default Implementation (AppKit)
//
// View controllers and window controllers both perform segues (`NSSeguePerforming`, whose methods
// are optional Objective-C requirements). SegueKit extends what they have in common, a responder that
// performs segues (`NSResponder & NSSeguePerforming`: not a view or a window), and hands the call to
// whichever of the two the controller is (`NSResponder+SeguePerforming.swift`).

extension SegueHandlerType where Self: NSResponder & NSSeguePerforming {
    /// Performs the segue for `identifier` from a view or window controller; AppKit asks
    /// `shouldPerformSegue(withIdentifier:sender:)` first, also for segues performed in code.
    public func performSegue(withIdentifier identifier: SegueIdentifier, sender: Any? = nil) {
        performStoryboardSegue(withIdentifier: identifier.rawValue, sender: sender)
    }

    /// The case for `segue`, for an exhaustive `switch` in `prepare(for:sender:)`; a missing or unknown
    /// identifier stops the app with the ``SegueIdentifierError`` message. It first runs the closure of a
    /// `performSegue(withIdentifier:sender:as:configure:)` call waiting for this segue, once.
    public func segueIdentifier(for segue: NSStoryboardSegue) -> SegueIdentifier {
        if let identifier = segue.identifier {
            PendingSegueConfigurations.runPending(on: self, identifier: identifier, destination: segue.destinationController as AnyObject)
        }
        return requiredSegueIdentifier(forRawValue: segue.identifier)
    }

    // MARK: Swift 2 spellings

    /// The Swift 2 spelling of `performSegue(withIdentifier:sender:)`, deprecated so the fix-it renames
    /// `performSegueWithIdentifier(.showInspector, sender: nil)`.
    @available(*, deprecated, renamed: "performSegue(withIdentifier:sender:)")
    public func performSegueWithIdentifier(_ identifier: SegueIdentifier, sender: Any?) {
        performSegue(withIdentifier: identifier, sender: sender)
    }

    /// The Swift 2 spelling of `segueIdentifier(for:)`, deprecated so the fix-it renames
    /// `switch segueIdentifierForSegue(segue)`.
    @available(*, deprecated, renamed: "segueIdentifier(for:)")
    public func segueIdentifierForSegue(_ segue: NSStoryboardSegue) -> SegueIdentifier {
        segueIdentifier(for: segue)
    }

    /// The Swift 2 spelling with the first argument labelled, as Swift 3 and later call a copy that kept
    /// its Swift 2 declaration; deprecated so the fix-it renames
    /// `performSegueWithIdentifier(segueIdentifier: .showInspector, sender: nil)`.
    @available(*, deprecated, renamed: "performSegue(withIdentifier:sender:)")
    public func performSegueWithIdentifier(segueIdentifier identifier: SegueIdentifier, sender: Any?) {
        performSegue(withIdentifier: identifier, sender: sender)
    }

    /// The Swift 2 spelling of ``segueIdentifier(for:)`` with the first argument labelled, deprecated so
    /// the fix-it renames `segueIdentifierForSegue(segue: segue)`.
    @available(*, deprecated, renamed: "segueIdentifier(for:)")
    public func segueIdentifierForSegue(segue: NSStoryboardSegue) -> SegueIdentifier {
        segueIdentifier(for: segue)
    }

    /// Performs the segue for `identifier` and runs `configure` once with its destination controller, before
    /// it appears. `prepare(for:sender:)` runs it when it switches over `segueIdentifier(for:)` or the
    /// generated `Segue(segue)`, or forwards to `prepareRoutedSegue(for:sender:)`. Returns `false`,
    /// dropping the closure, when it did not run: `shouldPerformSegue(withIdentifier:sender:)` — which
    /// AppKit asks also here — said no, or `prepare` did none of those.
    @discardableResult
    public func performSegue<Destination>(
        withIdentifier identifier: SegueIdentifier, sender: Any? = nil, as destinationType: Destination.Type = Destination.self,
        configure: (Destination) -> Void
    ) -> Bool {
        do {
            return try checkedPerformSegue(withIdentifier: identifier, sender: sender, as: destinationType, configure: configure)
        } catch {
            stop(with: error)
        }
    }

    /// `performSegue(withIdentifier:sender:as:configure:)`, throwing where it would stop (for tests).
    @discardableResult
    func checkedPerformSegue<Destination>(
        withIdentifier identifier: SegueIdentifier, sender: Any? = nil, as destinationType: Destination.Type = Destination.self,
        configure: (Destination) -> Void
    ) throws(SegueRoutingError) -> Bool {
        let outcome = PendingSegueConfigurations.perform(
            on: self, identifier: identifier.rawValue, as: destinationType, configure: configure
        ) {
            performStoryboardSegue(withIdentifier: identifier.rawValue, sender: sender)
        }
        switch outcome {
        case .configured: return true
        case .failed(let error): throw .wrongDestination(error)
        case .notRun: return false
        }
    }
}
#endif
