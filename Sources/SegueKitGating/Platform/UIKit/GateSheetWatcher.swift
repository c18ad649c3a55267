#if SEGUEKIT_UIKIT
import UIKit

/// Tells a gate at once when the user swipes its flow's sheet away: UIKit reports an interactive
/// dismissal only to the presentation controller's delegate. The watcher becomes that delegate when
/// the app has not set one (it never replaces the app's); otherwise the gate's periodic check notices.
@MainActor
final class GateSheetWatcher: NSObject, UIAdaptivePresentationControllerDelegate {
    private let flowLeft: @MainActor () -> Void

    init(flowLeft: @escaping @MainActor () -> Void) {
        self.flowLeft = flowLeft
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        flowLeft()
    }

    /// Watches `controller`'s presentation, if it has one without a delegate; returns the watcher to
    /// keep alive (the delegate property is weak), or nil.
    static func watch(_ controller: UIViewController, flowLeft: @escaping @MainActor () -> Void) -> GateSheetWatcher? {
        guard let presentation = controller.presentationController, presentation.delegate == nil else { return nil }
        let watcher = GateSheetWatcher(flowLeft: flowLeft)
        presentation.delegate = watcher
        return watcher
    }
}
#endif
