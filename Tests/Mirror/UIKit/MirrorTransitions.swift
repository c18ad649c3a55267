// Test infrastructure — never shipped, and not part of UIKit's surface.
//
// UIKit calls a presentation's or dismissal's `completion` when the transition ends, on a later turn
// of the main run loop — never before `present`/`dismiss` returns. The mirror queues those
// completions and runs them on the next turn of the main queue, so code that awaits them (`async`
// tests, `SegueGate.run()`) proceeds by itself; synchronous tests call
// `UIViewController.mirrorFinishTransitions()` to end every transition in flight at once.

@MainActor
enum MirrorTransitions {
    private static var pending: [() -> Void] = []
    private static var drainScheduled = false

    /// What UIKit would have logged for presentations it refused.
    static var refused: [String] = []

    static func schedule(_ completion: @escaping () -> Void) {
        pending.append(completion)
        guard !drainScheduled else { return }
        drainScheduled = true
        DispatchQueue.main.async { MainActor.assumeIsolated { finishAll() } }
    }

    static func finishAll() {
        drainScheduled = false
        while !pending.isEmpty {
            let completion = pending.removeFirst()
            completion()
        }
    }
}

extension UIViewController {
    /// Harness: ends every presentation and dismissal in flight, running their completions in order
    /// (and any that those start), as if the animations had finished.
    public static func mirrorFinishTransitions() {
        MirrorTransitions.finishAll()
    }

    /// Harness: what UIKit would have logged for presentations it refused, oldest first.
    public static var mirrorRefusedPresentations: [String] { MirrorTransitions.refused }

    /// Harness: the user swipes this presented sheet down. As UIKit does: nothing when it is not
    /// presented; when `isModalInPresentation` is set or the delegate's
    /// `presentationControllerShouldDismiss(_:)` says no, the sheet stays and the delegate hears
    /// `presentationControllerDidAttemptToDismiss(_:)`; otherwise `presentationControllerWillDismiss(_:)`,
    /// the dismissal, then `presentationControllerDidDismiss(_:)` when it ends. Returns whether it left.
    @discardableResult
    public func mirrorSwipeDown() -> Bool {
        guard let presentation = presentationController, let presenter = presentation.presentingViewController else { return false }
        let delegate = presentation.delegate
        let presented = presentation.presentedViewController
        if presented.isModalInPresentation || delegate?.presentationControllerShouldDismiss(presentation) == false {
            delegate?.presentationControllerDidAttemptToDismiss(presentation)
            return false
        }
        delegate?.presentationControllerWillDismiss(presentation)
        presenter.dismiss(animated: true) { delegate?.presentationControllerDidDismiss(presentation) }
        return true
    }
}
