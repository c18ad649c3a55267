@testable import SegueKitGating
import Testing

// The gate's run, driven through a scripted presenter instead of UIKit: decisions, delegate
// callbacks, completion data, the stress cases (twice, during presentation, during dismissal,
// after the source went away, two gates at once), async use and memory. The presenter can answer
// at once (the Linux mirror, AppKit) or hold its callbacks until the test releases them (UIKit's
// animated transitions) — the gate must behave the same either way.

private final class Controller {
    let name: String
    init(_ name: String) { self.name = name }
}

@MainActor
private final class ScriptedPresenter: GatePresenting {
    var flowRoot: Controller?
    var deferred = false
    var answer = true
    var log: [String] = []
    var onConfirm: ((SegueGate) -> Void)?
    var onDecide: ((SegueGate) -> Void)?
    var presented: Controller?
    var pendingPresentation: (() -> Void)?
    var pendingDismissal: (() -> Void)?

    init(flowRoot: Controller?) { self.flowRoot = flowRoot }

    func intermediateRoot(for gate: SegueGate) -> AnyObject? {
        log.append("decide")
        onDecide?(gate)
        return flowRoot
    }

    func presentIntermediate(for gate: SegueGate, finished: @escaping @MainActor (Bool) -> Void) {
        log.append("present")
        presented = flowRoot
        flowRoot = nil
        if deferred { pendingPresentation = { finished(true) } } else { finished(true) }
    }

    /// The flow left the screen without the gate (the test sets it, as a swipe or the app would).
    var flowLeftScreen = false

    func intermediateLeftScreen(for gate: SegueGate) -> Bool {
        flowLeftScreen
    }

    func confirm(_ completion: GateCompletion, for gate: SegueGate) -> Bool {
        log.append("confirm(\(completion.succeeded))")
        onConfirm?(gate)
        return answer
    }

    func dismissIntermediate(for gate: SegueGate, decision: GateDecision, finished: @escaping @MainActor () -> Void) {
        log.append("dismiss(\(decision))")
        let dismiss = { [self] in
            presented = nil
            finished()
        }
        if deferred { pendingDismissal = dismiss } else { dismiss() }
    }

    func showDestination(for gate: SegueGate, completion: GateCompletion?, finished: @escaping @MainActor (Bool) -> Void) {
        guard gate.source != nil else {
            log.append("show: source gone")
            return finished(false)
        }
        log.append("show(\(completion.map { "\($0.data ?? "nil")" } ?? "no flow"))")
        finished(true)
    }

    /// Completes the flow as a controller inside it would: through the registry, from the root.
    @discardableResult
    func completeFromFlow(_ completion: GateCompletion) -> Bool {
        guard let presented, let gate = GateRegistry.gate(forFirstOf: [presented]) else { return false }
        return gate.complete(with: completion)
    }
}

@MainActor
private func makeGate(source: Controller, flow: Controller? = Controller("login"), destination: Controller? = Controller("account"))
    -> (SegueGate, ScriptedPresenter) {
    let presenter = ScriptedPresenter(flowRoot: flow)
    return (SegueGate(identifier: "showAccount", source: source, destination: destination, presenter: presenter), presenter)
}

@Suite("Segue gate runs", .timeLimit(.minutes(1)))
@MainActor
struct SegueGateTests {
    @Test func withoutAFlowTheDestinationIsShownAtOnce() {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source, flow: nil)
        gate.start()
        #expect(presenter.log == ["decide", "show(no flow)"])
        #expect(gate.state == .finished(.proceeded))
        guard case .success(nil)? = gate.result else { Issue.record("\(String(describing: gate.result))"); return }
    }

    @Test func successDismissesTheFlowThenShowsTheDestinationWithTheCompletionData() {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        var handled: [String] = []
        gate.addCompletionHandler { result in handled.append("\(result)") }
        gate.start()
        #expect(gate.state == .awaitingCompletion)
        #expect(presenter.completeFromFlow(GateCompletion(succeeded: true, data: "ada")))
        #expect(presenter.log == ["decide", "present", "confirm(true)", "dismiss(proceed)", "show(ada)"])
        #expect(gate.state == .finished(.proceeded))
        #expect(handled.count == 1 && handled[0].contains("ada"))
        #expect(gate.destination == nil, "the destination is released once shown")
    }

    @Test func failureDismissesTheFlowAndShowsNothing() {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        gate.start()
        presenter.completeFromFlow(GateCompletion(succeeded: false, data: 401))
        #expect(presenter.log == ["decide", "present", "confirm(false)", "dismiss(abort)"])
        #expect(gate.state == .finished(.aborted))
        guard case .failure(.failed(let data))? = gate.result else { Issue.record("\(String(describing: gate.result))"); return }
        #expect(data as? Int == 401)
    }

    @Test func theDelegateCanVetoContinuingAfterSuccess() {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        presenter.answer = false
        gate.start()
        presenter.completeFromFlow(GateCompletion(succeeded: true, data: "ada"))
        #expect(presenter.log.last == "dismiss(abort)")
        guard case .failure(.vetoed(let data))? = gate.result else { Issue.record("\(String(describing: gate.result))"); return }
        #expect(data as? String == "ada")
    }

    @Test func aSecondCompletionIsRejectedAndChangesNothing() {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        gate.start()
        let flow = presenter.presented!
        #expect(gate.complete(with: GateCompletion(succeeded: false)))
        #expect(!gate.complete(with: GateCompletion(succeeded: true, data: "late")))
        #expect(GateRegistry.gate(forFirstOf: [flow]) == nil, "a finished gate is no longer found")
        #expect(presenter.log == ["decide", "present", "confirm(false)", "dismiss(abort)"])
        #expect(gate.completion?.succeeded == false)
    }

    @Test func aCompletionReportedFromInsideTheDelegateCallbackIsRejected() {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        var reentrantAccepted: Bool?
        presenter.onConfirm = { gate in reentrantAccepted = gate.complete(with: GateCompletion(succeeded: false)) }
        gate.start()
        presenter.completeFromFlow(GateCompletion(succeeded: true))
        #expect(reentrantAccepted == false)
        #expect(gate.state == .finished(.proceeded))
    }

    @Test func aCompletionDuringThePresentationWaitsForThePresentationToEnd() {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        presenter.deferred = true
        gate.start()
        #expect(gate.state == .presentingIntermediate)
        #expect(presenter.completeFromFlow(GateCompletion(succeeded: true, data: 1)))
        #expect(gate.state == .dismissalPending(.proceed))
        #expect(presenter.log == ["decide", "present", "confirm(true)"], "no dismissal during the transition")
        presenter.pendingPresentation?()
        #expect(gate.state == .dismissingIntermediate(.proceed))
        presenter.pendingDismissal?()
        #expect(gate.state == .finished(.proceeded))
        #expect(presenter.log == ["decide", "present", "confirm(true)", "dismiss(proceed)", "show(1)"])
    }

    @Test func aCompletionDuringTheGatesOwnDismissalIsRejected() {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        presenter.deferred = true
        gate.start()
        presenter.pendingPresentation?()
        let flow = presenter.presented!
        #expect(gate.complete(with: GateCompletion(succeeded: false)))
        #expect(gate.state == .dismissingIntermediate(.abort))
        #expect(!gate.complete(with: GateCompletion(succeeded: true)), "rejected while dismissing")
        #expect(GateRegistry.gate(forFirstOf: [flow]) === gate, "still registered until the dismissal ends")
        #expect(!gate.cancel())
        presenter.pendingDismissal?()
        #expect(gate.state == .finished(.aborted))
        #expect(presenter.log.filter { $0.hasPrefix("show") }.isEmpty)
    }

    @Test func cancelDismissesAFlowOnScreenAndEndsCancelled() {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        gate.start()
        #expect(gate.cancel())
        #expect(presenter.log == ["decide", "present", "dismiss(abort)"])
        guard case .failure(.cancelled)? = gate.result else { Issue.record("\(String(describing: gate.result))"); return }
        #expect(!gate.cancel(), "a finished gate cannot be cancelled again")
    }

    @Test func cancelDuringThePresentationDismissesWhenThePresentationEnds() {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        presenter.deferred = true
        gate.start()
        #expect(gate.cancel())
        #expect(gate.state == .dismissalPending(.abort))
        #expect(!presenter.completeFromFlow(GateCompletion(succeeded: true)), "cancelled flows cannot complete")
        presenter.pendingPresentation?()
        presenter.pendingDismissal?()
        #expect(gate.state == .finished(.aborted))
    }

    @Test func completingAfterTheSourceWentAwayDismissesTheFlowAndEndsSourceUnavailable() {
        var source: Controller? = Controller("library")
        weak let weakSource = source
        let (gate, presenter) = makeGate(source: source!)
        gate.start()
        source = nil
        #expect(weakSource == nil, "the gate does not keep its source alive")
        #expect(presenter.completeFromFlow(GateCompletion(succeeded: true, data: "ada")))
        #expect(presenter.log == ["decide", "present", "confirm(true)", "dismiss(proceed)", "show: source gone"])
        #expect(presenter.presented == nil)
        guard case .failure(.sourceUnavailable)? = gate.result else { Issue.record("\(String(describing: gate.result))"); return }
    }

    @Test func twoGatesAtOnceAreCompletedIndependently() {
        let library = Controller("library"), book = Controller("book")
        let (first, firstPresenter) = makeGate(source: library)
        let (second, secondPresenter) = makeGate(source: book)
        first.start()
        second.start()
        #expect(secondPresenter.completeFromFlow(GateCompletion(succeeded: false)))
        #expect(first.state == .awaitingCompletion)
        #expect(second.state == .finished(.aborted))
        #expect(firstPresenter.completeFromFlow(GateCompletion(succeeded: true)))
        #expect(first.state == .finished(.proceeded))
    }

    @Test func aFlowWhoseRootVanishedWithoutCompletingEndsCancelledAtTheNextLookup() {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        gate.start()
        presenter.presented = nil   // UIKit let go of it: swiped away, never completed
        #expect(gate.state == .awaitingCompletion)
        _ = GateRegistry.gate(forFirstOf: [])
        #expect(gate.state == .finished(.aborted))
        guard case .failure(.cancelled)? = gate.result else { Issue.record("\(String(describing: gate.result))"); return }
    }

    @Test func aFlowThatLeftTheScreenWhileStillHeldEndsCancelledAndALateSuccessIsRejected() {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        gate.start()
        presenter.flowLeftScreen = true   // swiped away or dismissed by the app, which keeps the controller
        #expect(!presenter.completeFromFlow(GateCompletion(succeeded: true, data: "late")), "the gate is gone")
        #expect(gate.state == .finished(.aborted))
        #expect(presenter.log == ["decide", "present"], "nothing dismissed, nothing shown")
        guard case .failure(.cancelled)? = gate.result else { Issue.record("\(String(describing: gate.result))"); return }
    }

    @Test func whetherTheFlowLeftTheScreenCountsOnlyWhileTheGateWaitsForIt() {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        presenter.deferred = true
        gate.start()
        let flow = presenter.presented!
        presenter.flowLeftScreen = true   // not on screen yet: the presentation has not ended
        #expect(GateRegistry.gate(forFirstOf: [flow]) === gate)
        presenter.pendingPresentation?()
        presenter.flowLeftScreen = false
        #expect(gate.complete(with: GateCompletion(succeeded: true)))
        presenter.flowLeftScreen = true   // the gate's own dismissal: it finishes as decided
        #expect(GateRegistry.gate(forFirstOf: [flow]) === gate)
        presenter.pendingDismissal?()
        #expect(gate.state == .finished(.proceeded))
    }

    @Test func aFlowWithoutPresenterAfterTheSourceWentAwayStillCompletesAndEndsSourceUnavailable() {
        var source: Controller? = Controller("library")
        let (gate, presenter) = makeGate(source: source!)
        gate.start()
        source = nil
        presenter.flowLeftScreen = true   // its presenter went away with the source
        #expect(presenter.completeFromFlow(GateCompletion(succeeded: true)))
        #expect(presenter.log == ["decide", "present", "confirm(true)", "dismiss(proceed)", "show: source gone"])
        guard case .failure(.sourceUnavailable)? = gate.result else { Issue.record("\(String(describing: gate.result))"); return }
    }

    @Test func nothingOutlivesAFinishedRun() {
        weak var weakGate: SegueGate?
        weak var weakFlow: Controller?
        weak var weakDestination: Controller?
        let source = Controller("library")
        do {
            let destination = Controller("account")
            weakDestination = destination
            let (gate, presenter) = makeGate(source: source, destination: destination)
            weakGate = gate
            weakFlow = presenter.flowRoot
            gate.start()
            presenter.completeFromFlow(GateCompletion(succeeded: true))
        }
        #expect(weakGate == nil)
        #expect(weakFlow == nil)
        #expect(weakDestination == nil)
    }

    /// The presenter holds the app's presentation closures, which may capture the controller that keeps
    /// the gate in a property: the gate lets go of it when the run ends.
    @Test func aGateKeptAfterItsRunNoLongerHoldsItsPresenter() {
        weak var weakPresenter: ScriptedPresenter?
        let source = Controller("library")
        let gate: SegueGate
        do {
            let (made, presenter) = makeGate(source: source)
            gate = made
            weakPresenter = presenter
            gate.start()
            presenter.completeFromFlow(GateCompletion(succeeded: true))
        }
        #expect(gate.state == .finished(.proceeded))
        #expect(weakPresenter == nil)
    }

    @Test func aRunningGateIsKeptAliveByItsFlowUntilItFinishes() {
        weak var weakGate: SegueGate?
        let presenter: ScriptedPresenter
        let source = Controller("library")
        do {
            let (gate, scripted) = makeGate(source: source)
            presenter = scripted
            weakGate = gate
            gate.start()
        }
        #expect(weakGate != nil, "registered while its flow is on screen")
        presenter.completeFromFlow(GateCompletion(succeeded: false))
        #expect(weakGate == nil)
    }

    @Test func cancellingFromInsideTheDecisionEndsTheRunWithoutPresentingOrRegistering() {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        presenter.onDecide = { gate in #expect(gate.cancel()) }
        gate.start()
        #expect(presenter.log == ["decide"])
        #expect(gate.state == .finished(.aborted))
        #expect(!GateRegistry.activeGates.contains { $0 === gate })
    }

    @Test func runInAnAlreadyCancelledTaskNeverPresentsTheFlow() async {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await gate.run()
        }
        let result = await task.result
        guard case .failure(let error) = result, case .cancelled? = error as? SegueGateError else {
            Issue.record("\(result)")
            return
        }
        #expect(presenter.log.isEmpty)
    }

    @Test func completionHandlersAddedAfterTheEndRunAtOnce() {
        let source = Controller("library")
        let (gate, _) = makeGate(source: source, flow: nil)
        gate.start()
        var called = false
        gate.addCompletionHandler { _ in called = true }
        #expect(called)
    }

    // MARK: async

    @Test func runReturnsTheCompletionDataOnSuccess() async throws {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        presenter.deferred = true
        let task = Task { @MainActor in try await gate.run() }
        while gate.state != .presentingIntermediate { await Task.yield() }
        presenter.pendingPresentation?()
        presenter.completeFromFlow(GateCompletion(succeeded: true, data: "ada"))
        presenter.pendingDismissal?()
        #expect(try await task.value as? String == "ada")
    }

    @Test func runThrowsFailedWithTheData() async {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        presenter.deferred = true
        let task = Task { @MainActor in try await gate.run() }
        while gate.state != .presentingIntermediate { await Task.yield() }
        presenter.completeFromFlow(GateCompletion(succeeded: false, data: 7))
        presenter.pendingPresentation?()
        presenter.pendingDismissal?()
        let result = await task.result
        guard case .failure(let error) = result, case .failed(let data)? = error as? SegueGateError else {
            Issue.record("\(result)")
            return
        }
        #expect(data as? Int == 7)
    }

    @Test func cancellingTheWaitingTaskCancelsTheGateAndDismissesTheFlow() async {
        let source = Controller("library")
        let (gate, presenter) = makeGate(source: source)
        let task = Task { @MainActor in try await gate.run() }
        while gate.state != .awaitingCompletion { await Task.yield() }
        task.cancel()
        let result = await task.result
        guard case .failure(let error) = result, case .cancelled = error as? SegueGateError else {
            Issue.record("\(result)")
            return
        }
        #expect(presenter.log == ["decide", "present", "dismiss(abort)"])
    }

    /// `run()` on a gate that has finished hands back its result without running it again.
    @Test func runOnAFinishedGateReturnsItsResult() async throws {
        let source = Controller("library")
        let (succeeded, presenter) = makeGate(source: source)
        succeeded.start()
        presenter.completeFromFlow(GateCompletion(succeeded: true, data: "ada"))
        let log = presenter.log
        #expect(try await succeeded.run() as? String == "ada")
        #expect(presenter.log == log)

        let (failed, failedPresenter) = makeGate(source: source)
        failed.start()
        failedPresenter.completeFromFlow(GateCompletion(succeeded: false, data: 401))
        await #expect { try await failed.run() } throws: { error in
            guard case .failed(let data) = error as? SegueGateError else { return false }
            return data as? Int == 401
        }
        #expect(failedPresenter.log == ["decide", "present", "confirm(false)", "dismiss(abort)"])
    }
}

