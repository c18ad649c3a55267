@testable import UIKitMirroredSegueKitGating
import UIKitMirroredSegueKit
import UIKit

// GatedSegue through the UIKit mirror: storyboard flows, presentation styles, pushed flows, the
// delegate callbacks and the original segue's prepare. The suite is `@MainActor`: each test runs its
// scenario on the main actor.
//
// The mirror presents, dismisses and pushes synchronously. UIKit's presentations and dismissals end
// later, in their completion blocks; `.custom` presentations whose completions the test releases by
// hand stand in for that timing here (see UIKitGateStressTests).

final class GateAccountViewController: UIViewController {
    var user: String?
    var preparedBy: String?
}
final class GateLoginViewController: UIViewController {}
final class GateTermsViewController: UIViewController {}
final class GateRootViewController: UIViewController {}

/// A library screen that gates `showAccount`, as the example app does.
final class GateLibraryViewController: UIViewController, SegueHandlerType, GatedSegueDelegate {
    enum SegueIdentifier: String, CaseIterable {
        case showAccount
    }

    var signedIn = false
    var presentation: GatedSegue.Presentation = .modal(.formSheet)
    var intermediate: (() -> UIViewController?)?
    var veto = false
    var calls: [String] = []
    weak var preparedAccount: GateAccountViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .showAccount:
            let account = try? segue.destination(as: GateAccountViewController.self)
            account?.preparedBy = "prepare(for:sender:)"
            preparedAccount = account
            calls.append("prepare")
        }
    }

    func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? {
        calls.append("intermediateFor(\(type(of: destination)))")
        guard !signedIn else { return nil }
        let controller = intermediate?() ?? UIStoryboard(name: "GateLogin", bundle: nil).instantiateInitialViewController()
        return controller.map { GatedSegue.Intermediate($0, presentation: presentation) }
    }

    func segueGate(_ gate: SegueGate, willPresent intermediate: UIViewController) {
        calls.append("willPresent(\(type(of: intermediate)))")
    }

    func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool {
        calls.append("didComplete(\(completion))")
        return !veto
    }

    func segueGate(_ gate: SegueGate, prepare destination: UIViewController, with completion: GateCompletion) {
        calls.append("prepareDestination")
        (destination as? GateAccountViewController)?.user = completion.data as? String
    }
}

@MainActor
func registerGateLoginStoryboard() {
    let terms = MirrorScene(GateTermsViewController.self)
    let login = MirrorScene(GateLoginViewController.self, segues: [
        MirrorSegueTemplate(identifier: "acceptTerms", kind: .show, destination: terms)
    ])
    UIStoryboard.mirrorRegister(
        name: "GateLogin",
        initial: MirrorScene(UINavigationController.self, relationships: [(.rootViewController, login, nil)]),
        scenes: ["Login": login, "Terms": terms])
}

/// The Main.storyboard part: `showAccount` is a custom segue of class GatedSegue.
@MainActor
func gateLibraryScene() -> MirrorScene {
    MirrorScene(GateLibraryViewController.self, segues: [
        MirrorSegueTemplate(
            identifier: "showAccount",
            kind: .custom { identifier, source, destination in GatedSegue(identifier: identifier, source: source, destination: destination) },
            destination: MirrorScene(GateAccountViewController.self))
    ])
}

/// A library inside a navigation controller, as the storyboard would make it.
@MainActor
func makeGateLibrary() -> (UINavigationController, GateLibraryViewController) {
    registerGateLoginStoryboard()
    UIStoryboard.mirrorRegister(
        name: "GateMain",
        initial: MirrorScene(UINavigationController.self, relationships: [(.rootViewController, gateLibraryScene(), nil)]))
    let navigation = UIStoryboard(name: "GateMain", bundle: nil).instantiateInitialViewController() as! UINavigationController
    return (navigation, navigation.viewControllers[0] as! GateLibraryViewController)
}

@MainActor
@Suite("UIKit: gated segues")
struct UIKitGatedSegueTests {
    @Test func signedInUserGoesStraightToTheDestinationWithoutAFlow() {
        let (navigation, library) = makeGateLibrary()
        library.signedIn = true
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        #expect(library.calls == ["prepare", "intermediateFor(GateAccountViewController)"])
        #expect(navigation.topViewController is GateAccountViewController)
        #expect(library.presentedViewController == nil)
    }

    @Test func storyboardFlowIsPresentedAndAnyControllerInItCompletesItThenTheDestinationIsPushed() {
        let (navigation, library) = makeGateLibrary()
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()

        guard let loginNavigation = library.presentedViewController as? UINavigationController,
              let login = loginNavigation.topViewController as? GateLoginViewController else {
            Issue.record("the Login storyboard's initial navigation controller should be presented"); return
        }
        #expect(loginNavigation.modalPresentationStyle == .formSheet)
        #expect(navigation.viewControllers.count == 1, "the destination waits for the gate")

        // The flow moves on inside its own navigation controller; Terms has no reference to the gate.
        login.performSegue(withIdentifier: "acceptTerms", sender: nil)
        let terms = loginNavigation.topViewController as! GateTermsViewController
        #expect(terms.completeSegueGate(success: true, completionData: "ada"))
        UIViewController.mirrorFinishTransitions()

        #expect(library.presentedViewController == nil, "the flow is dismissed")
        let account = navigation.topViewController as? GateAccountViewController
        #expect(account != nil)
        #expect(account === library.preparedAccount, "the destination prepare(for:sender:) saw is the one shown")
        #expect(account?.preparedBy == "prepare(for:sender:)")
        #expect(account?.user == "ada")
        #expect(library.calls == [
            "prepare", "intermediateFor(GateAccountViewController)", "willPresent(UINavigationController)",
            "didComplete(success(ada))", "prepareDestination",
        ])
        #expect(!terms.completeSegueGate(success: true), "a finished gate accepts nothing")
        UIViewController.mirrorFinishTransitions()
    }

    @Test func failureDismissesTheFlowAndNothingElseHappens() {
        let (navigation, library) = makeGateLibrary()
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        let loginNavigation = library.presentedViewController as! UINavigationController
        #expect(loginNavigation.topViewController!.completeSegueGate(success: false))
        UIViewController.mirrorFinishTransitions()
        #expect(library.presentedViewController == nil)
        #expect(navigation.viewControllers.count == 1)
        #expect(library.calls.last == "didComplete(failure(nil))", "no prepareDestination after a failure")
    }

    @Test func theDelegateVetoesContinuingAfterSuccess() {
        let (navigation, library) = makeGateLibrary()
        library.veto = true
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        #expect(library.presentedViewController!.children[0].completeSegueGate(success: true, completionData: "ada"))
        UIViewController.mirrorFinishTransitions()
        #expect(library.presentedViewController == nil)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func pushedFlowIsReplacedByTheDestinationInOneStackChange() {
        let (navigation, library) = makeGateLibrary()
        let home = GateRootViewController()
        navigation.setViewControllers([home, library], animated: false)
        library.presentation = .push
        library.intermediate = { UIStoryboard(name: "GateLogin", bundle: nil).instantiateViewController(withIdentifier: "Login") }
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        let login = navigation.topViewController as! GateLoginViewController
        login.performSegue(withIdentifier: "acceptTerms", sender: nil)
        #expect(navigation.viewControllers.count == 4, "home, library, login, terms")
        #expect(navigation.topViewController!.completeSegueGate(success: true, completionData: "ada"))
        UIViewController.mirrorFinishTransitions()
        #expect(navigation.viewControllers.map { String(describing: type(of: $0)) } == ["GateRootViewController", "GateLibraryViewController", "GateAccountViewController"])
        #expect((navigation.topViewController as? GateAccountViewController)?.user == "ada")
    }

    /// What a pushed flow presents (a terms screen the login shows modally) goes with the flow: the
    /// destination is then pushed, or presented, with nothing left covering it.
    @Test(arguments: ["push", "modal"])
    func whatAPushedFlowPresentsIsDismissedWithIt(_ destinationPresentation: String) {
        let source = GateRootViewController()
        let navigation = UINavigationController(rootViewController: source)
        let login = GateLoginViewController()
        let delegate = RecordingGateDelegate(pushing: login)
        let destination = GateAccountViewController()
        performAccountSegue(from: source, to: destination, delegate: delegate, modal: destinationPresentation == "modal")
        let terms = GateTermsViewController()
        login.present(terms, animated: true)
        UIViewController.mirrorFinishTransitions()
        #expect(terms.completeSegueGate(success: true))
        UIViewController.mirrorFinishTransitions()
        guard case .success? = delegate.result else { Issue.record("\(String(describing: delegate.result))"); return }
        #expect(terms.presentingViewController == nil, "the flow's terms screen is still on screen")
        if destinationPresentation == "modal" {
            #expect(destination.presentingViewController === navigation)
            #expect(navigation.viewControllers.count == 1)
        } else {
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.viewControllers == [source, destination])
        }
    }

    /// A double tap on a row whose gated segue pushes a new flow each time: the second gate ends
    /// cancelled at once, instead of stacking a second flow under which the first would wait.
    @Test func aSecondGateOfASourceWhoseFlowIsOnScreenEndsCancelled() {
        let source = GateRootViewController()
        let navigation = UINavigationController(rootViewController: source)
        let first = RecordingGateDelegate(pushing: GateLoginViewController())
        let second = RecordingGateDelegate(pushing: GateLoginViewController())
        performAccountSegue(from: source, to: GateAccountViewController(), delegate: first, modal: false)
        performAccountSegue(from: source, to: GateAccountViewController(), delegate: second, modal: false)
        guard case .failure(.cancelled)? = second.result else { Issue.record("\(String(describing: second.result))"); return }
        #expect(navigation.viewControllers.count == 2, "one flow pushed: \(navigation.viewControllers)")
        #expect(first.flow?.completeSegueGate(success: true) == true)
        UIViewController.mirrorFinishTransitions()
        guard case .success? = first.result else { Issue.record("\(String(describing: first.result))"); return }
        #expect(navigation.topViewController is GateAccountViewController)
    }

    @Test func pushedFlowFailureRestoresTheStack() {
        let (navigation, library) = makeGateLibrary()
        library.presentation = .show   // adaptive: the library is in a navigation controller, so push
        library.intermediate = { GateLoginViewController() }
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        #expect(navigation.topViewController is GateLoginViewController)
        navigation.pushViewController(GateTermsViewController(), animated: true)
        #expect(navigation.topViewController!.completeSegueGate(success: false))
        UIViewController.mirrorFinishTransitions()
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === library)
    }

    @Test func adaptiveShowInsideANavigationControllerPushesTheFlowAndTheDestinationReplacesIt() {
        let (navigation, library) = makeGateLibrary()
        library.presentation = .show
        library.intermediate = { GateLoginViewController() }
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        #expect(library.presentedViewController == nil, "pushed, not presented")
        #expect(navigation.topViewController is GateLoginViewController)
        #expect(navigation.topViewController!.completeSegueGate(success: true, completionData: "ada"))
        UIViewController.mirrorFinishTransitions()
        #expect(navigation.viewControllers.map { String(describing: type(of: $0)) } == ["GateLibraryViewController", "GateAccountViewController"])
        #expect((navigation.topViewController as? GateAccountViewController)?.user == "ada")
    }

    /// The guides' sign-in flow, a storyboard whose initial controller is a navigation controller, shown
    /// with the default `.show` from inside a navigation stack: it cannot be pushed, so it is presented.
    @Test func showPresentsAFlowThatIsANavigationControllerItself() {
        let (navigation, library) = makeGateLibrary()
        library.presentation = .show
        library.intermediate = nil   // GateLogin.storyboard: a navigation controller around the login
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        let flow = library.presentedViewController as? UINavigationController
        #expect(flow?.topViewController is GateLoginViewController)
        #expect(navigation.viewControllers.count == 1, "nothing was pushed")
        #expect(flow?.topViewController?.completeSegueGate(success: true) == true)
        UIViewController.mirrorFinishTransitions()
        #expect(navigation.topViewController is GateAccountViewController)
    }

    /// A gated segue to a navigation controller (a modal segue made gated, keeping `.show`): UIKit
    /// refuses to push a navigation controller, so after the gate it is presented — with no flow, after
    /// a presented flow and in place of a pushed one.
    @Test(arguments: ["no flow", "presented flow", "pushed flow"])
    func aDestinationThatIsANavigationControllerIsPresentedNotPushed(_ flow: String) {
        registerGateLoginStoryboard()
        let account = MirrorScene(UINavigationController.self, relationships: [(.rootViewController, MirrorScene(GateAccountViewController.self), nil)])
        let library = MirrorScene(GateLibraryViewController.self, segues: [
            MirrorSegueTemplate(
                identifier: "showAccount",
                kind: .custom { identifier, source, destination in GatedSegue(identifier: identifier, source: source, destination: destination) },
                destination: account)
        ])
        UIStoryboard.mirrorRegister(name: "GateMainToNavigation", initial: MirrorScene(UINavigationController.self, relationships: [(.rootViewController, library, nil)]))
        let navigation = UIStoryboard(name: "GateMainToNavigation", bundle: nil).instantiateInitialViewController() as! UINavigationController
        let source = navigation.viewControllers[0] as! GateLibraryViewController
        source.presentation = .show
        source.signedIn = flow == "no flow"
        source.intermediate = flow == "pushed flow" ? { GateLoginViewController() } : nil
        source.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        if flow != "no flow" {
            let login = flow == "pushed flow" ? navigation.topViewController : (source.presentedViewController as? UINavigationController)?.topViewController
            #expect(login?.completeSegueGate(success: true) == true)
            UIViewController.mirrorFinishTransitions()
        }
        #expect(navigation.viewControllers.map { String(describing: type(of: $0)) } == ["GateLibraryViewController"])
        let presented = source.presentedViewController as? UINavigationController
        #expect(presented?.topViewController is GateAccountViewController, "\(String(describing: source.presentedViewController))")
    }

    @Test func showPresentsModallyWhenTheSourceIsNotInANavigationController() {
        registerGateLoginStoryboard()
        let library = GateLibraryViewController()
        library.mirrorSegueTemplates = gateLibraryScene().segues
        library.presentation = .show
        library.intermediate = { GateLoginViewController() }
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        #expect(library.presentedViewController is GateLoginViewController)
        #expect(library.presentedViewController?.modalPresentationStyle == .automatic)
        library.presentedViewController!.completeSegueGate(success: true)
        UIViewController.mirrorFinishTransitions()
        // show(_:sender:) without a navigation controller presents the destination.
        #expect(library.presentedViewController is GateAccountViewController)
    }

    /// `.show` presents a flow in its own style, as `show(_:sender:)` does: a flow set to full screen in
    /// Interface Builder stays full screen.
    @Test func showPresentsTheFlowInItsOwnStyle() {
        registerGateLoginStoryboard()
        let library = GateLibraryViewController()
        library.mirrorSegueTemplates = gateLibraryScene().segues
        library.presentation = .show
        library.intermediate = {
            let login = GateLoginViewController()
            login.modalPresentationStyle = .fullScreen
            return login
        }
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        #expect(library.presentedViewController is GateLoginViewController)
        #expect(library.presentedViewController?.modalPresentationStyle == .fullScreen)
    }

    @Test func modalStylesAndPopoverSetThePresentationStyle() {
        var anchored: [UIViewController] = []
        let cases: [(GatedSegue.Presentation, UIModalPresentationStyle)] = [
            (.modal(.pageSheet), .pageSheet),
            (.modal(.fullScreen), .fullScreen),
            (.popover(anchor: { anchored.append($0) }), .popover),
        ]
        for (presentation, expected) in cases {
            let (navigation, library) = makeGateLibrary()
            library.presentation = presentation
            library.intermediate = { GateLoginViewController() }
            library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
            UIViewController.mirrorFinishTransitions()
            let login = library.presentedViewController
            #expect(login?.modalPresentationStyle == expected)
            login?.completeSegueGate(success: true)
            UIViewController.mirrorFinishTransitions()
            #expect(library.presentedViewController == nil)
            #expect(navigation.topViewController is GateAccountViewController)
        }
        #expect(anchored.count == 1)
        #expect(anchored.first is GateLoginViewController, "the popover anchor gets the flow before presentation")
    }

    @Test func destinationPresentationSetInPrepareIsUsedAfterSuccess() {
        let library = GateLibraryViewController()
        let account = GateAccountViewController()
        let segue = GatedSegue(identifier: "showAccount", source: library, destination: account)
        segue.destinationPresentation = .modal(.formSheet)
        library.intermediate = { GateLoginViewController() }
        library.presentation = .modal(.fullScreen)
        segue.perform()
        UIViewController.mirrorFinishTransitions()
        #expect(library.presentedViewController is GateLoginViewController)
        library.presentedViewController!.completeSegueGate(success: true, completionData: "ada")
        UIViewController.mirrorFinishTransitions()
        #expect(library.presentedViewController === account)
        #expect(account.modalPresentationStyle == .formSheet)
        #expect(account.user == "ada")
    }

    @Test func everyDestinationPresentationShowsTheDestinationAfterSuccess() {
        var anchored: [UIViewController] = []
        var custom: [UIViewController] = []
        let cases: [(GatedSegue.Presentation, expect: String)] = [
            (.show, "pushed"), (.push, "pushed"),
            (.modal(.pageSheet), "presented pageSheet"), (.modal(.fullScreen), "presented fullScreen"),
            (.popover(anchor: { anchored.append($0) }), "presented popover"),
            (.custom(GatedSegue.CustomPresentation(present: { c, _, done in custom.append(c); done() },
                                                   dismiss: { _, done in done() })), "custom"),
        ]
        for (presentation, expected) in cases {
            let library = GateLibraryViewController()
            let navigation = UINavigationController(rootViewController: library)
            let account = GateAccountViewController()
            let segue = GatedSegue(identifier: "showAccount", source: library, destination: account)
            segue.destinationPresentation = presentation
            library.intermediate = { GateLoginViewController() }
            segue.perform()
            UIViewController.mirrorFinishTransitions()
            #expect(library.presentedViewController!.completeSegueGate(success: true, completionData: "ada"))
            UIViewController.mirrorFinishTransitions()
            let shown: String
            if navigation.topViewController === account {
                shown = "pushed"
            } else if library.presentedViewController === account {
                shown = "presented \(account.modalPresentationStyle)"
            } else if custom.last === account {
                shown = "custom"
            } else {
                shown = "not shown"
            }
            #expect(shown == expected)
            #expect(account.user == "ada", "\(expected)")
        }
        #expect(anchored.count == 1 && anchored[0] is GateAccountViewController, "the anchor gets the destination")
    }

    @Test func aSeparateDelegateObjectDecidesInsteadOfTheSource() {
        final class AccountGate: GatedSegueDelegate {
            var asked = 0
            func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? {
                asked += 1
                return GatedSegue.Intermediate(GateTermsViewController(), presentation: .modal(.automatic))
            }
        }
        let library = GateLibraryViewController()
        let gateDelegate = AccountGate()
        let segue = GatedSegue(identifier: "showAccount", source: library, destination: GateAccountViewController())
        segue.delegate = gateDelegate
        segue.perform()
        UIViewController.mirrorFinishTransitions()
        #expect(gateDelegate.asked == 1)
        #expect(library.calls.isEmpty, "the source is not asked when a delegate is set")
        #expect(library.presentedViewController is GateTermsViewController)
        #expect(segue.gate === library.presentedViewController?.enclosingSegueGate)
        library.presentedViewController!.completeSegueGate(success: true)
        UIViewController.mirrorFinishTransitions()
        #expect(library.presentedViewController is GateAccountViewController)
    }

    @Test func withoutAnyDelegateTheSegueShowsItsDestination() {
        let source = GateRootViewController()
        let navigation = UINavigationController(rootViewController: source)
        GatedSegue(identifier: "plain", source: source, destination: GateAccountViewController()).perform()
        #expect(navigation.topViewController is GateAccountViewController)
    }

    /// No flow is needed, but the source already presents something: UIKit refuses the destination,
    /// and the gate says so, whether the destination is presented or shown.
    @Test(arguments: ["modal", "show"])
    func aDestinationUIKitRefusesEndsTheGateDestinationRefused(_ presentation: String) {
        let source = GateRootViewController()
        source.present(GateTermsViewController(), animated: true)
        UIViewController.mirrorFinishTransitions()
        let destination = GateAccountViewController()
        let delegate = RecordingGateDelegate()
        performAccountSegue(from: source, to: destination, delegate: delegate, modal: presentation == "modal")
        #expect(destination.presentingViewController == nil && destination.parent == nil)
        guard case .failure(.destinationRefused)? = delegate.result else { Issue.record("\(String(describing: delegate.result))"); return }
    }

    /// A flow storyboard without an initial controller stops the app naming it, instead of a nil flow a
    /// delegate would pass on as "no flow needed".
    @Test func aFlowStoryboardWithoutAnInitialControllerStopsNamingIt() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            UIStoryboard.mirrorRegister(name: "NoStart")
            _ = GatedSegue.Intermediate(storyboardNamed: "NoStart")
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("storyboard \"NoStart\" has no initial view controller"), "\(stderr)")
    }

    @Test func aControllerOutsideAnyFlowCannotCompleteAGate() {
        let (_, library) = makeGateLibrary()
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        #expect(library.enclosingSegueGate == nil, "the source is not inside its own gate's flow")
        #expect(!library.completeSegueGate(success: true))
        UIViewController.mirrorFinishTransitions()
        #expect(!GateTermsViewController().completeSegueGate(success: true))
        UIViewController.mirrorFinishTransitions()
        #expect(library.presentedViewController != nil, "the flow is still waiting")
        library.presentedViewController?.children.first?.completeSegueGate(success: false)
        UIViewController.mirrorFinishTransitions()
    }

    @Test func customPresentationPresentsAndDismissesThroughTheAppsClosures() {
        let (navigation, library) = makeGateLibrary()
        let container = GateRootViewController()
        var log: [String] = []
        library.presentation = .custom(GatedSegue.CustomPresentation(
            present: { controller, _, done in
                log.append("present")
                container.addChild(controller)
                done()
            },
            dismiss: { controller, done in
                log.append("dismiss")
                controller.removeFromParent()
                done()
            }))
        library.intermediate = { GateLoginViewController() }
        library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
        UIViewController.mirrorFinishTransitions()
        let login = container.children.first!
        // A child controller finds its gate by walking up its parents.
        let nested = GateTermsViewController()
        login.addChild(nested)
        #expect(nested.completeSegueGate(success: true))
        UIViewController.mirrorFinishTransitions()
        #expect(log == ["present", "dismiss"])
        #expect(container.children.isEmpty)
        #expect(navigation.topViewController is GateAccountViewController)
    }
}

/// A gate delegate that records how the gate ended, with `flow` pushed as its intermediate flow, or
/// none (the user is signed in).
private final class RecordingGateDelegate: GatedSegueDelegate {
    var result: SegueGate.Result?
    let flow: UIViewController?

    init(pushing flow: UIViewController? = nil) {
        self.flow = flow
    }

    func segueGate(_ gate: SegueGate, intermediateFor destination: UIViewController) -> GatedSegue.Intermediate? {
        gate.addCompletionHandler { [unowned self] in result = $0 }
        return flow.map { .init($0, presentation: .push) }
    }
}

/// Performs a gated `showAccount` segue from `source` to `destination`, presented modally when `modal`,
/// and lets its transitions finish.
@MainActor
private func performAccountSegue(from source: UIViewController, to destination: UIViewController, delegate: any GatedSegueDelegate, modal: Bool) {
    let segue = GatedSegue(identifier: "showAccount", source: source, destination: destination)
    segue.delegate = delegate
    if modal { segue.destinationPresentation = .modal(.formSheet) }
    segue.perform()
    UIViewController.mirrorFinishTransitions()
}
