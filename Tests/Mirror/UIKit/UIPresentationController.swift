// Test infrastructure — never shipped. Mirror of UIKit's `UIPresentationController`,
// `UIPopoverPresentationController` and `UIAdaptivePresentationControllerDelegate`.

/// Mirror of `UIPresentationController`: made by `present(_:animated:completion:)`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }

    open private(set) var presentedViewController: UIViewController
    open private(set) weak var presentingViewController: UIViewController?

    /// Weak, like UIKit's delegates.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

/// Mirror of `UIPopoverPresentationController`.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: AnyObject?
    open var barButtonItem: AnyObject?
}

/// Mirror of `UIAdaptivePresentationControllerDelegate`. Its methods are `@objc optional` in the SDK;
/// Linux has no optional requirements, so the mirror gives each a default that does what UIKit does
/// when the method is missing (`presentationControllerShouldDismiss` answers true).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
