@testable import UIKit

// The UIKit mirror must be no kinder than UIKit. Each test pins one behaviour of the mirror itself,
// with where the fact comes from; SegueKit's own tests then run against these behaviours.

private final class Screen: UIViewController {}

@MainActor
@Suite("UIKit mirror: presentation, dismissal and unwinding behave as UIKit documents")
struct UIKitMirrorPresentationTests {
    /// Apple, `UIViewController.present(_:animated:completion:)`: "The completion handler is called after
    /// the viewDidAppear(_:) method is called on the presented view controller" — after the transition,
    /// so never before `present` returns.
    @Test func presentationCompletesAfterPresentReturnsOnALaterTurn() async {
        let screen = Screen()
        var completed = false
        screen.present(Screen(), animated: true) { completed = true }
        #expect(!completed, "not before present returns")
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(completed, "on a later turn of the main queue")
    }

    /// UIKit logs "Attempt to present … which is already presenting …", presents nothing and never
    /// calls the completion.
    @Test func presentingWhileAlreadyPresentingIsRefusedWithoutCompletion() {
        let screen = Screen()
        let first = Screen()
        screen.present(first, animated: true)
        UIViewController.mirrorFinishTransitions()
        var completed = false
        let second = Screen()
        screen.present(second, animated: true) { completed = true }
        UIViewController.mirrorFinishTransitions()
        #expect(screen.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        #expect(!completed)
        #expect(UIViewController.mirrorRefusedPresentations.last?.contains("already presenting") == true)
    }

    /// Apple, `presentingViewController`: the presentation context, usually the outermost container;
    /// `presentedViewController`: "presented by this view controller, or one of its ancestors".
    @Test func theContainerIsThePresentationContext() {
        let child = Screen()
        let navigation = UINavigationController(rootViewController: child)
        let sheet = Screen()
        child.present(sheet, animated: true)
        #expect(sheet.presentingViewController === navigation)
        #expect(child.presentedViewController === sheet, "reported through the ancestor")
        #expect(navigation.presentedViewController === sheet)
    }

    /// Apple, `presentationController` / `popoverPresentationController`: the presentation
    /// controller managing the presented controller; a popover for `.popover`.
    @Test func presentedControllersHaveAPresentationControllerUntilDismissed() {
        let screen = Screen()
        let sheet = Screen()
        let popover = Screen()
        popover.modalPresentationStyle = .popover
        #expect(sheet.presentationController == nil)
        screen.present(sheet, animated: true)
        #expect(sheet.presentationController?.presentedViewController === sheet)
        #expect(sheet.presentationController?.presentingViewController === screen)
        #expect(sheet.popoverPresentationController == nil)
        screen.dismiss(animated: true)
        UIViewController.mirrorFinishTransitions()
        #expect(sheet.presentationController == nil)
        screen.present(popover, animated: true)
        #expect(popover.popoverPresentationController != nil)
    }

    final class SheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
        var calls: [String] = []
        var allow = true
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            calls.append("should"); return allow
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("will") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("did") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("attempt") }
    }

    /// Apple, `UIAdaptivePresentationControllerDelegate`: should → will → (dismissal) → did for a
    /// user's swipe; `isModalInPresentation` or a `false` from should refuse it and call
    /// `presentationControllerDidAttemptToDismiss(_:)`; none of them runs for a dismissal in code.
    @Test func aSwipeAsksTheDelegateAndIsRefusedWhenModalInPresentation() {
        let screen = Screen()
        let sheet = Screen()
        let delegate = SheetDelegate()
        screen.present(sheet, animated: true)
        UIViewController.mirrorFinishTransitions()
        sheet.presentationController?.delegate = delegate

        sheet.isModalInPresentation = true
        #expect(!sheet.mirrorSwipeDown())
        #expect(delegate.calls == ["attempt"])
        sheet.isModalInPresentation = false
        delegate.allow = false
        #expect(!sheet.mirrorSwipeDown())
        #expect(delegate.calls == ["attempt", "should", "attempt"])
        #expect(screen.presentedViewController === sheet)

        delegate.allow = true
        #expect(sheet.mirrorSwipeDown())
        #expect(screen.presentedViewController == nil)
        UIViewController.mirrorFinishTransitions()
        #expect(delegate.calls == ["attempt", "should", "attempt", "should", "will", "did"])

        let again = Screen()
        screen.present(again, animated: true)
        UIViewController.mirrorFinishTransitions()
        let quiet = SheetDelegate()
        again.presentationController?.delegate = quiet
        screen.dismiss(animated: true)
        UIViewController.mirrorFinishTransitions()
        #expect(quiet.calls == [], "not called for a dismissal in code")
    }

    final class Editor: UIViewController {}
    final class List: UIViewController {
        override init(nibName: String?, bundle: Bundle?) {
            super.init(nibName: nibName, bundle: bundle)
            mirrorUnwindActions["done:"] = { _ in }
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    final class Hiding: UINavigationController {
        override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] { [] }
    }

    /// Apple, `allowedChildrenForUnwinding(from:)` and `childContaining(_:)`: UIKit searches a
    /// container's children (all but the one containing the source, by default) for the unwind
    /// destination; a container that allows none hides them.
    @Test func unwindingSearchesTheChildrenAContainerAllows() {
        let list = List()
        let navigation = UINavigationController(rootViewController: list)
        let editor = Editor()
        let editorNavigation = UINavigationController(rootViewController: editor)
        list.present(editorNavigation, animated: true)
        UIViewController.mirrorFinishTransitions()
        #expect(editor.mirrorUnwind(withIdentifier: "done", action: "done:", sender: nil) === list)
        _ = navigation

        let hiddenList = List()
        let hiding = Hiding(rootViewController: hiddenList)
        let other = Editor()
        hiddenList.present(other, animated: true)
        UIViewController.mirrorFinishTransitions()
        #expect(other.mirrorUnwind(withIdentifier: "done", action: "done:", sender: nil) == nil)
        _ = hiding
    }
}
