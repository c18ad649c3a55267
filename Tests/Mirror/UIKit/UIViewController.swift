// Test infrastructure — never shipped. Mirror of UIKit's `UIViewController` segue, containment and
// presentation surface (see UIResponder.swift for the rules this mirror follows).

/// Mirror of `UIViewController`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// The SDK's `init?(coder:)` behaves as `required` (it comes from `NSCoding`).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `init()` on an Objective-C class calls `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: Storyboard and segues

    open internal(set) var storyboard: UIStoryboard?

    /// Harness state: the segues Interface Builder compiled for this controller's scene.
    public var mirrorSegueTemplates: [MirrorSegueTemplate] = []

    /// Harness state: the `@IBAction` unwind methods the Objective-C runtime would find on this
    /// controller, by selector (Linux has no `responds(to:)`).
    public var mirrorUnwindActions: [Selector: (UIStoryboardSegue) -> Void] = [:]

    /// Performs the segue with `identifier` from this controller's scene. UIKit does not call
    /// `shouldPerformSegue(withIdentifier:sender:)` on this path; a missing identifier raises an
    /// Objective-C exception ("Receiver (...) has no segue with identifier '...'"), which the mirror
    /// turns into a trap with the same message.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = mirrorSegueTemplates.first(where: { $0.identifier == identifier }) else {
            fatalError("Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        mirrorRun(template, sender: sender)
    }

    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    // MARK: Unwinding

    /// The default answers whether this controller implements `action` and is not the source. The
    /// SDK asks `responds(to:)`; the mirror looks in `mirrorUnwindActions`.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        mirrorUnwindActions[action] != nil && fromViewController !== self
    }

    /// The default: every child except the one that contains the source.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// The SDK says not to override this.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var candidate: UIViewController? = source.source
        while let current = candidate {
            if current.parent === self { return current }
            candidate = current.parent ?? current.presentingViewController
        }
        return nil
    }

    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: Containment

    open internal(set) weak var parent: UIViewController?
    open internal(set) var children: [UIViewController] = []

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open var navigationController: UINavigationController? { mirrorAncestor() }
    open var tabBarController: UITabBarController? { mirrorAncestor() }
    open var splitViewController: UISplitViewController? { mirrorAncestor() }

    private func mirrorAncestor<Container: UIViewController>() -> Container? {
        var candidate = parent
        while let current = candidate {
            if let match = current as? Container { return match }
            candidate = current.parent
        }
        return nil
    }

    // MARK: Presentation

    /// The controller presented by this one or by one of its ancestors, as UIKit documents it.
    open var presentedViewController: UIViewController? {
        mirrorPresentedViewController ?? parent?.presentedViewController
    }
    var mirrorPresentedViewController: UIViewController?
    /// The presentation context that presented this controller (UIKit: usually the outermost container
    /// of the controller `present` was called on, e.g. its navigation controller); a controller inside
    /// a presented container reports the container's presenter, as UIKit does.
    open var presentingViewController: UIViewController? {
        mirrorPresentingViewController ?? parent?.presentingViewController
    }
    weak var mirrorPresentingViewController: UIViewController?

    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// iOS 13: when true, UIKit refuses interactive dismissal (the sheet bounces back) and asks the
    /// presentation controller's delegate `presentationControllerDidAttemptToDismiss(_:)`.
    open var isModalInPresentation: Bool = false

    /// The presentation controller managing this controller while it is presented (nil otherwise);
    /// a controller inside a presented container reports the container's.
    open var presentationController: UIPresentationController? {
        mirrorPresentationController ?? parent?.presentationController
    }
    var mirrorPresentationController: UIPresentationController?

    /// The popover presentation controller, when this controller is presented with `.popover` (UIKit
    /// creates it as soon as the style is set; the mirror when it is presented).
    open var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// Presents `viewControllerToPresent` from this controller's presentation context (its outermost
    /// container). UIKit refuses — it logs "Attempt to present … which is already presenting …" and
    /// never calls `completion` — when that context already presents a controller or is in the middle
    /// of a transition; so does the mirror (see `mirrorRefusedPresentations`). `completion` runs after
    /// the transition, on a later turn of the main queue, never before this returns
    /// (`UIViewController.mirrorFinishTransitions()` runs pending ones at once).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let context = mirrorPresentationContext
        guard context.mirrorPresentedViewController == nil, !context.mirrorInTransition else {
            MirrorTransitions.refused.append(
                "Attempt to present \(viewControllerToPresent) on \(context) which is already presenting \(String(describing: context.presentedViewController))")
            return
        }
        context.mirrorPresentedViewController = viewControllerToPresent
        viewControllerToPresent.mirrorPresentingViewController = context
        viewControllerToPresent.mirrorPresentationController = viewControllerToPresent.modalPresentationStyle == .popover
            ? UIPopoverPresentationController(presentedViewController: viewControllerToPresent, presenting: context)
            : UIPresentationController(presentedViewController: viewControllerToPresent, presenting: context)
        context.mirrorInTransition = true
        MirrorTransitions.schedule {
            context.mirrorInTransition = false
            completion?()
        }
    }

    /// Dismisses the controller this one presented, or — when it presented none — asks its presenter
    /// to dismiss it, as UIKit does. The presented controller leaves at once (the mirror has no
    /// animation); `completion` runs on a later turn of the main queue, like `present`'s.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let context = mirrorPresentationContext
        if let presented = context.mirrorPresentedViewController {
            presented.mirrorPresentedViewController.map { _ in presented.dismiss(animated: flag) }
            presented.mirrorPresentingViewController = nil
            presented.mirrorPresentationController = nil
            context.mirrorPresentedViewController = nil
            MirrorTransitions.schedule { completion?() }
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: flag, completion: completion)
        } else {
            MirrorTransitions.schedule { completion?() }
        }
    }

    /// The controller whose `presentedViewController` a `present` from this one sets: the outermost
    /// container (UIKit's default presentation context, without `definesPresentationContext`).
    var mirrorPresentationContext: UIViewController {
        var context: UIViewController = self
        while let parent = context.parent { context = parent }
        return context
    }

    /// Whether a presentation from this context has not finished yet.
    var mirrorInTransition = false

    /// UIKit's default: push when inside a navigation controller, otherwise present.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// UIKit's default: the split view controller shows it as secondary; otherwise like `show`.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }
}

// The two enums below are not in the reference; their cases and raw values copy the iOS SDK's
// headers ([I] for tvOS-only `blurOverFullScreen`, left out).

/// Mirror of `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// Mirror of `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
