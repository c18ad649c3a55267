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
    /// `SegueIdentifier`, and a destination of the wrong type, stop the app with a message naming
    /// the controller, the segue and what was found; `checkedPrepareRoutedSegue(for:sender:)`
    /// throws instead. Call it once per segue: a subclass that overrides `prepare` calls `super`.
    @inlinable
    public func prepareRoutedSegue(for segue: UIStoryboardSegue, sender: Any?) {
        routePrepareOrStop(identifier: segue.identifier, destination: segue.destination, front: { routingFrontController(of: $0) }, sender: sender)
    }

    /// `prepareRoutedSegue(for:sender:)`, throwing instead of stopping the app.
    ///
    /// ```swift
    /// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    ///     do { try checkedPrepareRoutedSegue(for: segue, sender: sender) } catch { logger.error("\(error)") }
    /// }
    /// ```
    public func checkedPrepareRoutedSegue(for segue: UIStoryboardSegue, sender: Any?) throws(SegueRoutingError) {
        try routePrepare(identifier: segue.identifier, destination: segue.destination, front: { routingFrontController(of: $0) }, sender: sender)
    }

    /// Performs the segue for `identifier` and runs `configure` with its destination — found as
    /// `segue.destination(as:)` finds it — exactly once, before the destination appears, and after
    /// the embed capture and before the route's handler.
    ///
    /// ```swift
    /// performSegue(withIdentifier: .showBook, sender: cell) { (book: BookViewController) in
    ///     book.book = selectedBook
    /// }
    /// ```
    ///
    /// The closure belongs to this call only: it never runs for another segue, is dropped when this
    /// returns, and need not avoid capturing `self`. UIKit does not ask `shouldPerformSegue` here.
    /// A destination that is not a `Destination`, or a `prepare(for:sender:)` that does not forward to
    /// `prepareRoutedSegue(for:sender:)`, stops the app with a precise message once the segue was
    /// performed; `checkedPerformSegue(withIdentifier:sender:as:configure:)` throws instead.
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

    /// `performSegue(withIdentifier:sender:as:configure:)`, throwing when the closure could not run.
    ///
    /// ```swift
    /// try checkedPerformSegue(withIdentifier: .showBook) { (book: BookViewController) in book.book = selectedBook }
    /// ```
    ///
    /// The error is thrown after `performSegue(withIdentifier:sender:)` returned — UIKit offers no way
    /// to cancel a segue from `prepare` — so the destination has been shown without the closure.
    public func checkedPerformSegue<Destination>(
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
}

/// The top of `destination` when it is a navigation controller — the controller the search looks at
/// right after the destination itself (`UINavigationController.containedControllers` starts with the
/// top) — else nil. A metatype check and an unchecked downcast, as in `UIKitControllerSearch`: an
/// `as?` would cost a retain. Passed as a function, not a closure capturing the destination, which
/// would retain the destination once more per segue.
@MainActor
@inlinable
func routingFrontController(of destination: AnyObject) -> AnyObject? {
    guard type(of: destination) is UINavigationController.Type else { return nil }
    return unsafeDowncast(destination, to: UINavigationController.self).topViewController
}
#endif
