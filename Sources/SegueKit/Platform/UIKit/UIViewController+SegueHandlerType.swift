#if SEGUEKIT_UIKIT
import UIKit

// MARK: Default Implementation (UIKit)

extension SegueHandlerType where Self: UIViewController {
    /// Performs the segue for `identifier`, as `performSegue(withIdentifier:sender:)` does with its raw
    /// value (UIKit does not ask `shouldPerformSegue` for segues performed in code).
    public func performSegue(withIdentifier identifier: SegueIdentifier, sender: Any? = nil) {
        performSegue(withIdentifier: identifier.rawValue, sender: sender)
    }

    /// The case for `segue`, for an exhaustive `switch` in `prepare(for:sender:)`. A missing identifier or
    /// one that is not a case is a storyboard bug: the app stops with the ``SegueIdentifierError`` message.
    /// `try segueIdentifier(forRawValue: segue.identifier)` throws it instead. It first runs the closure
    /// of a `performSegue(withIdentifier:sender:as:configure:)` call waiting for this segue, once.
    public func segueIdentifier(for segue: UIStoryboardSegue) -> SegueIdentifier {
        if let identifier = segue.identifier {
            PendingSegueConfigurations.runPending(on: self, identifier: identifier, destination: segue.destination)
        }
        return requiredSegueIdentifier(forRawValue: segue.identifier)
    }

    // MARK: Swift 2 spellings

    /// The Swift 2 spelling of `performSegue(withIdentifier:sender:)`, deprecated so the fix-it renames
    /// `performSegueWithIdentifier(.editBook, sender: nil)`.
    @available(*, deprecated, renamed: "performSegue(withIdentifier:sender:)")
    public func performSegueWithIdentifier(_ identifier: SegueIdentifier, sender: Any?) {
        performSegue(withIdentifier: identifier, sender: sender)
    }

    /// The Swift 2 spelling of ``segueIdentifier(for:)``, deprecated so the fix-it renames
    /// `switch segueIdentifierForSegue(segue)`.
    @available(*, deprecated, renamed: "segueIdentifier(for:)")
    public func segueIdentifierForSegue(_ segue: UIStoryboardSegue) -> SegueIdentifier {
        segueIdentifier(for: segue)
    }

    /// The Swift 2 spelling with the first argument labelled, as Swift 3 and later call a copy that kept
    /// its Swift 2 declaration; deprecated so the fix-it renames
    /// `performSegueWithIdentifier(segueIdentifier: .editBook, sender: nil)`.
    @available(*, deprecated, renamed: "performSegue(withIdentifier:sender:)")
    public func performSegueWithIdentifier(segueIdentifier identifier: SegueIdentifier, sender: Any?) {
        performSegue(withIdentifier: identifier, sender: sender)
    }

    /// The Swift 2 spelling of ``segueIdentifier(for:)`` with the first argument labelled, deprecated so
    /// the fix-it renames `segueIdentifierForSegue(segue: segue)`.
    @available(*, deprecated, renamed: "segueIdentifier(for:)")
    public func segueIdentifierForSegue(segue: UIStoryboardSegue) -> SegueIdentifier {
        segueIdentifier(for: segue)
    }

    /// Performs the segue for `identifier` and runs `configure` with its destination — found as
    /// `segue.destination(as:)` finds it — once, before the destination appears (after the route's embed
    /// capture and before the handler of a routed controller). For what only the caller knows:
    ///
    /// ```swift
    /// extension LibraryViewController {
    ///     func show(_ book: Book) {
    ///         performSegue(withIdentifier: .showBook) { (destination: BookViewController) in
    ///             destination.book = book
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The closure runs for this segue only and is released when the call returns, so it may capture
    /// `self`. `prepare(for:sender:)` runs it when it switches over `segueIdentifier(for:)` or the generated
    /// `Segue(segue)`, or forwards to `prepareRoutedSegue(for:sender:)`; a `prepare` that does none of
    /// these, or a destination that is not a `Destination`, stops the app with a message saying so.
    public func performSegue<Destination>(
        withIdentifier identifier: SegueIdentifier, sender: Any? = nil, as destinationType: Destination.Type = Destination.self,
        configure: (Destination) -> Void
    ) {
        do {
            try checkedPerformSegue(withIdentifier: identifier, sender: sender, as: destinationType, configure: configure)
        } catch {
            stop(with: error)
        }
    }

    /// `performSegue(withIdentifier:sender:as:configure:)`, throwing where it would stop (for tests).
    func checkedPerformSegue<Destination>(
        withIdentifier identifier: SegueIdentifier, sender: Any? = nil, as destinationType: Destination.Type = Destination.self,
        configure: (Destination) -> Void
    ) throws(SegueRoutingError) {
        // [I] inferred: UIKit calls prepare(for:sender:) before performSegue(withIdentifier:sender:)
        // returns (see PendingSegueConfigurations); the mirror does, and the platform tests check it.
        let outcome = PendingSegueConfigurations.perform(
            on: self, identifier: identifier.rawValue, as: destinationType, configure: configure
        ) {
            performSegue(withIdentifier: identifier.rawValue, sender: sender)
        }
        switch outcome {
        case .configured: return
        case .failed(let error): throw .wrongDestination(error)
        case .notRun: throw .configurationNotRun(controllerType: typeName(type(of: self)), segueIdentifier: identifier.rawValue)
        }
    }
}
#endif
