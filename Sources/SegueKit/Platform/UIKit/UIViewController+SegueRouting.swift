#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

// MARK: Default Implementation (UIKit)
//
// Reads the segue and calls the platform-independent routing in `Routing/`.

extension SegueRouting where Self: UIViewController {
    /// Runs this controller's routes for `segue`: the embed capture, then the closure of a
    /// `performSegue(withIdentifier:sender:as:configure:)` in progress, then the handler. Call it
    /// first in `prepare(for:sender:)`; the rest of your `prepare` runs after it.
    ///
    /// ```swift
    /// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    ///     prepareRoutedSegue(for: segue, sender: sender)
    /// }
    /// ```
    ///
    /// An identifier with no route does nothing. A missing identifier or one that is not a case of
    /// `SegueIdentifier`, and a destination of the wrong type, are storyboard bugs: they stop the app
    /// with a message naming the controller, the segue and what was found. Call it once per segue: a
    /// subclass that overrides `prepare` calls `super`.
    @inlinable
    public func prepareRoutedSegue(for segue: UIStoryboardSegue, sender: Any?) {
        routePrepareOrStop(identifier: segue.identifier, destination: segue.destination, sender: sender)
    }

    /// Performs the segue for `identifier` and runs `configure` with its destination — found as
    /// `segue.destination(as:)` finds it — exactly once, before the destination appears: after the
    /// route's embed capture and before its handler.
    ///
    /// ```swift
    /// func show(_ book: Book) {
    ///     performSegue(withIdentifier: .showBook) { (destination: BookViewController) in
    ///         destination.book = book
    ///     }
    /// }
    /// ```
    ///
    /// The closure belongs to this call only: it never runs for another segue, is dropped when this
    /// returns, and need not avoid capturing `self`. UIKit does not ask `shouldPerformSegue` here.
    /// A destination that is not a `Destination`, or a `prepare(for:sender:)` that does not forward to
    /// `prepareRoutedSegue(for:sender:)`, stops the app with a precise message once the segue was
    /// performed (UIKit cannot cancel a segue from `prepare`).
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

    /// `performSegue(withIdentifier:sender:as:configure:)`, throwing where it would stop.
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

    /// `prepareRoutedSegue(for:sender:)`, throwing where it would stop.
    func checkedPrepareRoutedSegue(for segue: UIStoryboardSegue, sender: Any?) throws(SegueRoutingError) {
        try routePrepare(identifier: segue.identifier, destination: segue.destination, sender: sender)
    }
}
#endif
