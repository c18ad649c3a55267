@testable import AppKitMirroredSegueKitGating
import AppKitMirroredSegueKit
import AppKit

// GatedSegue (the AppKit gated segue) through the AppKit mirror: sheets, modal windows,
// popovers, custom presentations, window controller destinations, code gates and memory.

final class MacGateAccountViewController: NSViewController {
    var user: String?
    var preparedBy: String?
}
final class MacGateLoginViewController: NSViewController {}
final class MacGateTermsViewController: NSViewController {}
final class MacGateAccountWindowController: NSWindowController {
    var shown = 0
    override func showWindow(_ sender: Any?) { shown += 1 }
}

final class MacGateLibraryViewController: NSViewController, SegueHandlerType, GatedSegueDelegate {
    enum SegueIdentifier: String, CaseIterable {
        case showAccount
    }

    var signedIn = false
    var veto = false
    var presentation: GatedSegue.Presentation = .sheet
    var calls: [String] = []

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .showAccount:
            segue.destinationControllerIfPresent(as: MacGateAccountViewController.self)?.preparedBy = "prepare"
            calls.append("prepare")
        }
    }

    func segueGate(_ gate: SegueGate, intermediateFor destination: Any) -> GatedSegue.Intermediate? {
        calls.append("intermediateFor")
        guard !signedIn else { return nil }
        return GatedSegue.Intermediate(storyboardNamed: "MacGateLogin", presentation: presentation)
    }

    func segueGate(_ gate: SegueGate, willPresent intermediate: NSViewController) {
        calls.append("willPresent(\(type(of: intermediate)))")
    }

    func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool {
        calls.append("didComplete(\(completion))")
        return !veto
    }

    func segueGate(_ gate: SegueGate, prepare destination: Any, with completion: GateCompletion) {
        calls.append("prepareDestination")
        (destination as? MacGateAccountViewController)?.user = completion.data as? String
    }
}

@MainActor
private func makeMacLibrary(windowDestination: Bool = false) -> MacGateLibraryViewController {
    // Login.storyboard for macOS: a tab view controller holding sign-in and terms.
    NSStoryboard.mirrorRegister(
        name: "MacGateLogin",
        initial: MirrorScene(NSTabViewController.self, relationships: [
            (.tabItems, MirrorScene(MacGateLoginViewController.self), nil),
            (.tabItems, MirrorScene(MacGateTermsViewController.self), nil),
        ]))
    let destination = windowDestination
        ? MirrorScene(MacGateAccountWindowController.self, relationships: [(.windowContent, MirrorScene(MacGateAccountViewController.self), nil)])
        : MirrorScene(MacGateAccountViewController.self)
    let library = MacGateLibraryViewController()
    library.mirrorSegueTemplates = [
        MirrorSegueTemplate(
            identifier: "showAccount",
            kind: .custom { identifier, source, destination in GatedSegue(identifier: identifier, source: source, destination: destination) },
            destination: destination)
    ]
    return library
}

@MainActor
@Suite("AppKit: gated segues")
struct AppKitGatedSegueTests {
    @Test func sheetFlowFromAStoryboardCompletedByAnyControllerThenTheDestinationSheet() {
        let library = makeMacLibrary()
        library.performSegue(withIdentifier: "showAccount", sender: nil)
        guard let tabs = library.presentedViewControllers?.first as? NSTabViewController else {
            Issue.record("the Login storyboard's initial controller should be presented"); return
        }
        let terms = tabs.children[1]
        #expect(terms.enclosingSegueGate != nil)
        #expect(terms.completeSegueGate(success: true, completionData: "ada"))
        #expect(!tabs.children[0].completeSegueGate(success: false), "only once")
        let account = library.presentedViewControllers?.first as? MacGateAccountViewController
        #expect(library.presentedViewControllers?.count == 1, "the flow was dismissed, the destination presented")
        #expect(account?.user == "ada")
        #expect(account?.preparedBy == "prepare", "prepare(for:sender:) ran on the source with the typed destination")
        #expect(library.calls == ["prepare", "intermediateFor", "willPresent(NSTabViewController)", "didComplete(success(ada))", "prepareDestination"])
    }

    @Test func failureAndVetoDismissTheFlowAndShowNothing() {
        for veto in [false, true] {
            let library = makeMacLibrary()
            library.veto = veto
            library.performSegue(withIdentifier: "showAccount", sender: nil)
            let flow = library.presentedViewControllers!.first!
            #expect(flow.children[0].completeSegueGate(success: veto))
            #expect(library.presentedViewControllers == nil, "veto: \(veto)")
            #expect(flow.presentingViewController == nil)
        }
    }

    @Test func signedInGoesStraightToTheDestination() {
        let library = makeMacLibrary()
        library.signedIn = true
        library.performSegue(withIdentifier: "showAccount", sender: nil)
        #expect(library.presentedViewControllers?.first is MacGateAccountViewController)
        #expect(library.calls == ["prepare", "intermediateFor"])
    }

    @Test func modalWindowPopoverAndCustomPresentationsPresentAndDismiss() {
        var customLog: [String] = []
        let custom = GatedSegue.CustomPresentation(
            present: { controller, source, done in customLog.append("present"); source.addChild(controller); done() },
            dismiss: { controller, done in customLog.append("dismiss"); controller.removeFromParent(); done() })
        let library0 = MacGateLibraryViewController()
        let presentations: [GatedSegue.Presentation] = [
            .modalWindow,
            .popover(relativeTo: .zero, of: library0.view, preferredEdge: .maxY, behavior: .transient),
            .custom(custom),
        ]
        for presentation in presentations {
            let library = makeMacLibrary()
            library.presentation = presentation
            library.performSegue(withIdentifier: "showAccount", sender: nil)
            let flow = library.presentedViewControllers?.first ?? library.children.first
            #expect(flow is NSTabViewController)
            #expect(flow!.children[0].completeSegueGate(success: true))
            #expect(library.children.isEmpty)
            #expect(library.presentedViewControllers?.first is MacGateAccountViewController)
            #expect(library.presentedViewControllers?.count == 1)
        }
        #expect(customLog == ["present", "dismiss"])
    }

    @Test func everyDestinationPresentationShowsTheDestinationAfterSuccess() {
        var custom: [NSViewController] = []
        let anchor = NSViewController()
        let presentations: [GatedSegue.Presentation] = [
            .sheet, .modalWindow,
            .popover(relativeTo: .zero, of: anchor.view, preferredEdge: .maxY, behavior: .transient),
            .custom(GatedSegue.CustomPresentation(present: { c, _, done in custom.append(c); done() },
                                                            dismiss: { _, done in done() })),
        ]
        for (index, presentation) in presentations.enumerated() {
            let library = makeMacLibrary()
            let account = MacGateAccountViewController()
            let segue = GatedSegue(identifier: "showAccount", source: library, destination: account)
            segue.destinationPresentation = presentation
            segue.perform()
            #expect(library.presentedViewControllers!.first!.children[0].completeSegueGate(success: true, completionData: "ada"))
            let shown = library.presentedViewControllers?.first === account || custom.last === account
            #expect(shown, "presentation \(index)")
            #expect(account.user == "ada", "presentation \(index)")
        }
        #expect(custom.count == 1)
    }

    @Test func aWindowControllerDestinationIsShownWithShowWindow() {
        let library = makeMacLibrary(windowDestination: true)
        library.performSegue(withIdentifier: "showAccount", sender: nil)
        let flow = library.presentedViewControllers!.first!
        let window = flow.enclosingSegueGate?.destination(as: MacGateAccountWindowController.self)
        #expect(window != nil)
        #expect(window?.shown == 0)
        flow.completeSegueGate(success: true, completionData: "ada")
        #expect(library.presentedViewControllers == nil)
        #expect(window?.shown == 1)
        #expect(library.calls.last == "prepareDestination")
    }

    @Test func codeGateRunReturnsTheDataAfterTheSheetIsDismissed() async throws {
        let source = NSViewController()
        let gate = SegueGate(source: source, intermediate: .init(MacGateLoginViewController()))
        let task = Task { @MainActor in try await gate.run() }
        while source.presentedViewControllers == nil { await Task.yield() }
        _ = source.presentedViewControllers!.first!.completeSegueGate(success: true, completionData: 7)
        let data = try await task.value
        #expect((data as? Int) == 7)
        #expect(source.presentedViewControllers == nil)
    }

    @Test func nothingOutlivesARunAndTheSourceMayGoAwayFirst() {
        weak var weakLibrary: NSViewController?
        weak var weakFlow: NSViewController?
        weak var weakGate: SegueGate?
        weak var weakAccount: AnyObject?
        var login: NSViewController?
        do {
            let library = makeMacLibrary()
            weakLibrary = library
            library.performSegue(withIdentifier: "showAccount", sender: nil)
            let flow = library.presentedViewControllers!.first!
            weakFlow = flow
            weakGate = flow.enclosingSegueGate
            weakAccount = weakGate?.destination
            login = flow.children[0]
        }
        #expect(weakLibrary == nil, "the gate holds the source weakly")
        #expect(weakGate != nil, "the flow on screen keeps its gate")
        // The flow (kept here by its login controller's test reference) completes after the source went away.
        #expect(weakFlow == nil, "nothing held the flow once the source went away")
        #expect(!login!.completeSegueGate(success: true), "its gate ended cancelled when the flow vanished")
        #expect(weakGate == nil)
        #expect(weakAccount == nil)
    }
    // [I] inferred (the reference is silent): AppKit clears `presentingViewController` once a sheet
    // is dismissed, as the mirror does; the gate relies on it to notice a sheet someone else closed.
    @Test func aSheetClosedByTheAppWhileItsControllersAreKeptEndsCancelledAndALateSuccessShowsNothing() {
        let library = makeMacLibrary()
        library.performSegue(withIdentifier: "showAccount", sender: nil)
        let flow = library.presentedViewControllers!.first!
        var result: SegueGate.Result?
        flow.enclosingSegueGate?.addCompletionHandler { result = $0 }
        library.dismiss(flow)   // the app closed the sheet, not the gate
        #expect(!flow.children[1].completeSegueGate(success: true, completionData: "late"))
        guard case .failure(.cancelled)? = result else { Issue.record("\(String(describing: result))"); return }
        #expect(library.presentedViewControllers == nil, "nothing is shown")
        #expect(library.calls.filter { $0.hasPrefix("didComplete") } == [])
    }

    @Test func completingDuringADeferredDismissalIsRejectedAndTwoGatesStayIndependent() {
        var finishDismissal: (() -> Void)?
        let slow = GatedSegue.CustomPresentation(
            present: { controller, source, done in source.presentAsSheet(controller); done() },
            dismiss: { controller, done in
                finishDismissal = {
                    controller.presentingViewController?.dismiss(controller)
                    done()
                }
            })
        let first = makeMacLibrary(), second = makeMacLibrary()
        first.presentation = .custom(slow)
        first.performSegue(withIdentifier: "showAccount", sender: nil)
        second.performSegue(withIdentifier: "showAccount", sender: nil)
        let firstFlow = first.presentedViewControllers!.first!, secondFlow = second.presentedViewControllers!.first!
        #expect(!(firstFlow.enclosingSegueGate === secondFlow.enclosingSegueGate))

        #expect(firstFlow.children[1].completeSegueGate(success: true, completionData: "ada"))
        #expect(firstFlow.enclosingSegueGate?.state == .dismissingIntermediate(.proceed))
        #expect(!firstFlow.children[0].completeSegueGate(success: false), "rejected during the dismissal")
        #expect(second.presentedViewControllers?.first === secondFlow, "the other gate is untouched")
        finishDismissal?()
        #expect((first.presentedViewControllers?.first as? MacGateAccountViewController)?.user == "ada")

        #expect(secondFlow.children[0].completeSegueGate(success: false))
        #expect(second.presentedViewControllers == nil)
    }
    @Test func aWindowControllerSourcePresentsFromItsContentViewController() {
        final class AccountGate: GatedSegueDelegate {
            func segueGate(_ gate: SegueGate, intermediateFor destination: Any) -> GatedSegue.Intermediate? {
                GatedSegue.Intermediate(MacGateLoginViewController(), presentation: .modalWindow)
            }
        }
        let content = NSViewController()
        let window = NSWindowController(window: nil)
        window.contentViewController = content
        let gateDelegate = AccountGate()
        let segue = GatedSegue(identifier: "showAccount", source: window, destination: MacGateAccountViewController())
        segue.delegate = gateDelegate
        segue.perform()
        let login = content.presentedViewControllers?.first
        #expect(login is MacGateLoginViewController)
        #expect(segue.gate === login?.enclosingSegueGate)
        #expect(login!.completeSegueGate(success: true))
        #expect(content.presentedViewControllers?.first is MacGateAccountViewController)
        #expect(content.presentedViewControllers?.count == 1)
    }

    /// A stored flow started twice (a double click): the second gate cannot show a flow already on
    /// screen, so it ends cancelled at once, and completing the flow ends the first.
    @Test func aSecondGateOfAFlowAlreadyOnScreenEndsCancelledAndTheFirstGetsTheCompletion() {
        let source = NSViewController()
        let login = MacGateLoginViewController()
        var first: SegueGate.Result?, second: SegueGate.Result?
        let gate = SegueGate(source: source, intermediate: .init(login)) { first = $0 }
        gate.start()
        SegueGate(source: source, intermediate: .init(login)) { second = $0 }.start()
        guard case .failure(.cancelled)? = second else { Issue.record("\(String(describing: second))"); return }
        #expect(source.presentedViewControllers?.count == 1)
        #expect(login.enclosingSegueGate === gate)
        #expect(login.completeSegueGate(success: true, completionData: "ada"))
        guard case .success(let data)? = first else { Issue.record("\(String(describing: first))"); return }
        #expect((data as? String) == "ada")
    }

    /// What the flow presented itself (a terms sheet over the sign-in sheet) goes with it.
    @Test func theFlowsOwnSheetsAreDismissedWithIt() {
        let source = NSViewController()
        let login = MacGateLoginViewController()
        SegueGate(source: source, intermediate: .init(login)).start()
        let terms = MacGateTermsViewController()
        login.presentAsSheet(terms)
        #expect(terms.completeSegueGate(success: true))
        #expect(source.presentedViewControllers == nil)
        #expect(login.presentedViewControllers == nil && terms.presentingViewController == nil)

        // A flow that is a container: a sheet its child presents closes too.
        let container = NSViewController(), child = MacGateLoginViewController()
        container.addChild(child)
        SegueGate(source: source, intermediate: .init(container)).start()
        let childTerms = MacGateTermsViewController()
        child.presentAsSheet(childTerms)
        #expect(childTerms.completeSegueGate(success: true))
        #expect(source.presentedViewControllers == nil && childTerms.presentingViewController == nil)

        // A flow the app shows itself (a panel in the window): its sheets close too, before the app's
        // dismiss closure runs.
        var dismissedWithSheetOpen: Bool?
        let panel = GatedSegue.CustomPresentation(
            present: { controller, source, done in source.addChild(controller); done() },
            dismiss: { controller, done in
                dismissedWithSheetOpen = controller.presentedViewControllers != nil
                controller.removeFromParent()
                done()
            })
        let panelLogin = MacGateLoginViewController()
        SegueGate(source: source, intermediate: .init(panelLogin, presentation: .custom(panel))).start()
        let twoFactor = MacGateTermsViewController()
        panelLogin.presentAsSheet(twoFactor)
        #expect(twoFactor.completeSegueGate(success: true))
        #expect(source.children.isEmpty && twoFactor.presentingViewController == nil && panelLogin.presentedViewControllers == nil)
        #expect(dismissedWithSheetOpen == false)
    }

    /// A window controller destination needs nothing to present it from: a window controller source
    /// without content view controller shows it.
    @Test func aWindowDestinationIsShownFromAWindowControllerWithoutContent() {
        final class SignedIn: GatedSegueDelegate {
            func segueGate(_ gate: SegueGate, intermediateFor destination: Any) -> GatedSegue.Intermediate? { nil }
        }
        let source = NSWindowController(window: nil)
        let destination = MacGateAccountWindowController(window: nil)
        let delegate = SignedIn()
        let segue = GatedSegue(identifier: "showAccount", source: source, destination: destination)
        segue.delegate = delegate
        segue.perform()
        #expect(destination.shown == 1)
    }

    /// Xcode's macOS template starts a storyboard at a window controller; a flow starts at a view
    /// controller, so such a storyboard stops the app naming it instead of letting the user past the gate.
    @Test func aFlowStoryboardStartingAtAWindowControllerStopsNamingIt() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            NSStoryboard.mirrorRegister(name: "WindowLogin", initial: MirrorScene(NSWindowController.self))
            _ = GatedSegue.Intermediate(storyboardNamed: "WindowLogin")
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("storyboard \"WindowLogin\" starts at NSWindowController; a flow starts at a view controller"), "\(stderr)")
    }
}
