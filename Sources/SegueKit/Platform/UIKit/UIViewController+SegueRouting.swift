#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

// MARK: Default Implementation (UIKit)
//
// Reads the segue and calls the platform-independent routing in `Routing/`.

extension SegueRouting where Self: UIViewController {
    /// Runs this controller's routes for `segue`: the forwarding line at the top of `prepare(for:sender:)`.
    ///
    /// ```swift
    /// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    ///     prepareRoutedSegue(for: segue, sender: sender)
    ///     // what this controller does for every segue
    /// }
    /// ```
    ///
    /// An identifier without a route does nothing. A missing identifier, one that is not a case, or a
    /// destination of the wrong type is a storyboard bug: the app stops with a message naming the
    /// controller, the segue and what was found. A subclass that overrides `prepare` calls `super` instead.
    public func prepareRoutedSegue(for segue: UIStoryboardSegue, sender: Any?) {
        routePrepareOrStop(identifier: segue.identifier, destination: segue.destination, sender: sender)
    }

    /// Performs the segue for `identifier` and runs `configure` with its destination — found as
    /// `segue.destination(as:)` finds it — once, before the destination appears (after the route's embed
    /// capture, before its handler). For what only the caller knows:
    ///
    /// ```swift
    /// func show(_ book: Book) {
    ///     performSegue(withIdentifier: .showBook) { (destination: BookViewController) in
    ///         destination.book = book
    ///     }
    /// }
    /// ```
    ///
    /// The closure runs for this segue only and is released when the call returns, so it may capture
    /// `self`. A destination that is not a `Destination`, or a `prepare(for:sender:)` that does not forward
    /// to `prepareRoutedSegue(for:sender:)`, stops the app with a message saying so.
    public func performSegue<Destination>(
        withIdentifier identifier: SegueIdentifier, sender: Any? = nil, as destinationType: Destination.Type = Destination.self,
        configure: (Destination) -> Void
    ) {
        do {
            try checkedPerformSegue(withIdentifier: identifier, sender: sender, as: destinationType, configure: configure)
        } catch {
            stopRouting(with: error)
        }
    }

    /// `performSegue(withIdentifier:sender:as:configure:)`, throwing where it would stop (for tests).
    func checkedPerformSegue<Destination>(
        withIdentifier identifier: SegueIdentifier, sender: Any? = nil, as destinationType: Destination.Type = Destination.self,
        configure: (Destination) -> Void
    ) throws(SegueRoutingError) {
        // [I] inferred: UIKit calls prepare(for:sender:) before performSegue(withIdentifier:sender:)
        // returns (see PendingSegueConfigurations); the mirror does, and the platform tests check it.
        let outcome = performConfigured(identifier, as: destinationType, configure: configure) {
            performSegue(withIdentifier: identifier.rawValue, sender: sender)
        }
        switch outcome {
        case .configured: return
        case .failed(let error): throw .wrongDestination(error)
        case .notRun: throw configurationNotRun(identifier)
        }
    }

    /// `prepareRoutedSegue(for:sender:)`, throwing where it would stop (for tests).
    func checkedPrepareRoutedSegue(for segue: UIStoryboardSegue, sender: Any?) throws(SegueRoutingError) {
        try routePrepare(identifier: segue.identifier, destination: segue.destination, sender: sender)
    }
}
#endif
