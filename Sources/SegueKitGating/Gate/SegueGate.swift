import SegueKit

/// One run of a gate: an intermediate flow (sign in, accept terms) that must succeed before a segue's
/// destination — or a code gate's completion — follows. A ``GatedSegue`` makes one each time it is
/// performed; in code, make one from a source and a flow:
///
/// ```swift
/// extension StoreViewController {
///     @IBAction func buy(_ sender: Any?) {
///         let login = GatedSegue.Intermediate(storyboardNamed: "Login", presentation: .modal(.formSheet))
///         Task {
///             guard let user = try? await SegueGate(source: self, intermediate: login).run() as? User else { return }
///             buy(as: user)   // signed in; the login flow is already dismissed
///         }
///     }
/// }
/// ```
///
/// Controllers inside the flow end it with `completeSegueGate(success:completionData:)`. A gate accepts
/// one completion; later ones change nothing. It holds the source and the flow weakly and the
/// destination until it is shown. `Docs/GatingSegues.md` covers timing, stress cases and memory.
@MainActor
public final class SegueGate {
    /// What completion handlers receive: the flow's completion data, or why the gate stopped.
    public typealias Result = Swift.Result<(any Sendable)?, SegueGateError>

    /// The identifier of the gated segue, for a delegate that gates several; nil for a code gate made
    /// without one.
    public let identifier: String?

    /// The controller that performed the segue; weak, so it may go away during the run.
    private(set) weak var source: AnyObject?

    /// The segue's destination until it is shown or the run aborts; nil for a code gate.
    private(set) var destination: AnyObject?

    /// The completion the flow reported, once a controller of the flow has completed it.
    private(set) var completion: GateCompletion?

    /// How the run ended, once it has.
    private(set) var result: Result?

    var state: GateState { machine.state }

    /// The root controller of the intermediate flow while it is presented (weak).
    weak var intermediateRoot: AnyObject?

    private var machine = GateStateMachine()
    /// What presents the flow and the destination, until the run ends: it holds the app's presentation
    /// closures, which may capture the controller that keeps this gate.
    private var presenter: (any GatePresenting)?
    private var completionHandlers: [@MainActor (Result) -> Void] = []
    private var vetoed = false
    private var sourceWasUnavailable = false
    private var destinationWasRefused = false
    private var disappearanceWatch: Task<Void, Never>?

    init(identifier: String?, source: AnyObject, destination: AnyObject?, presenter: any GatePresenting) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.presenter = presenter
    }

    // MARK: Running

    /// Starts the run: asks whether the flow is needed and presents it; does nothing once started.
    /// `GatedSegue.perform()` calls it; call it on a code gate made with a completion handler.
    public func start() {
        send(.perform)
    }

    /// Starts the run if needed and waits for it to end: returns the flow's completion data, or throws
    /// ``SegueGateError``. Cancelling the awaiting task cancels the gate.
    public func run() async throws(SegueGateError) -> (any Sendable)? {
        if Task.isCancelled { cancel() }   // a cancelled task never shows the flow
        let result: Result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result, Never>) in
                addCompletionHandler { continuation.resume(returning: $0) }
                start()
            }
        } onCancel: {
            Task { @MainActor in self.cancel() }
        }
        return try result.get()
    }

    /// Calls `handler` once the run ends (at once, if it has ended) — for example on the gate of a
    /// ``GatedSegue`` that was just performed.
    public func addCompletionHandler(_ handler: @escaping @MainActor (Result) -> Void) {
        if let result {
            handler(result)
        } else {
            completionHandlers.append(handler)
        }
    }

    /// Cancels the run: dismisses the flow (after its presentation ends) and ends with
    /// ``SegueGateError/cancelled``. Returns false, changing nothing, once the flow has completed.
    @discardableResult
    public func cancel() -> Bool {
        send(.cancel)
    }

    /// The destination as `Destination`, found inside containers as `segue.destination(as:)` finds it; nil
    /// for a code gate, once the run ended, or when there is none.
    public func destination<Destination>(as type: Destination.Type = Destination.self) -> Destination? {
        destination.flatMap { ControllerSearch.first(type, in: $0) }
    }

    // MARK: Reported by the flow and the platform

    /// A controller of the flow completed it. Returns whether the gate accepted the completion.
    @discardableResult
    func complete(with completion: GateCompletion) -> Bool {
        guard machine.state.acceptsCompletion else { return false }
        self.completion = completion
        return send(.completionReported(succeeded: completion.succeeded))
    }

    /// The flow's root was deallocated, or its presenter found it off screen, without the gate
    /// dismissing it: the run ends cancelled (if it was still waiting for the flow).
    func intermediateFlowVanished() {
        send(.dismissalFinished)
    }

    /// How often a gate whose flow is on screen checks that it still is: 0.1 s. (Nanoseconds, as
    /// `Duration` needs iOS 16 / macOS 13 and SegueKit supports iOS 13.)
    static let disappearanceCheckInterval: UInt64 = 100_000_000

    /// While the flow is on screen, checks every `disappearanceCheckInterval` whether it left by a route
    /// the gate is not told about (dismissed or popped by the app, its controllers released, its source
    /// gone with it), and if so ends the run at once, cancelled, so `run()` and the completion handlers
    /// need not wait for another lookup. Cheap (a few property reads); stops when the flow completes or
    /// the gate finishes. (UIKit reports a swiped-away sheet at once, through `GateSheetWatcher`.)
    private func watchForDisappearance() {
        disappearanceWatch?.cancel()
        disappearanceWatch = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: Self.disappearanceCheckInterval)
                guard let gate = self, gate.machine.state == .awaitingCompletion else { return }
                // Unlike a lookup, the check also ends a run whose source went away taking the flow
                // with it: nothing completed the flow before it left, so the run ends cancelled.
                if gate.intermediateRoot == nil || gate.presenter?.intermediateLeftScreen(for: gate) == true {
                    GateRegistry.unregister(gate)
                    gate.intermediateFlowVanished()
                    return
                }
            }
        }
    }

    /// Whether the gate waits for a completion from a flow its presenter finds off screen (swiped away,
    /// dismissed or popped by someone else). Only in `.awaitingCompletion`: before it the flow is not on
    /// screen yet, after it the gate removes the flow itself. Only while the source exists: without it a
    /// flow without a presenter looks dismissed, and a completion ends `.sourceUnavailable` anyway.
    var intermediateLeftScreen: Bool {
        machine.state == .awaitingCompletion && source != nil && presenter?.intermediateLeftScreen(for: self) == true
    }

    // MARK: State machine

    @discardableResult
    private func send(_ event: GateEvent) -> Bool {
        guard let transition = machine.handle(event) else { return false }
        if let effect = transition.effect { run(effect) }
        return true
    }

    private func run(_ effect: GateEffect) {
        guard let presenter else { return }
        switch effect {
        case .askForIntermediate:
            let root = presenter.intermediateRoot(for: self)
            // The delegate may have cancelled the gate while it decided: then nothing is registered.
            guard machine.state == .deciding else { return }
            // A source shows one flow at a time: a gate it starts while another's flow waits (a double
            // tap on a row whose segue pushes a new flow each time) ends cancelled, its flow not shown.
            if root != nil, let source, GateRegistry.activeGates.contains(where: { $0 !== self && $0.source === source }) {
                send(.cancel)
                return
            }
            if let root {
                intermediateRoot = root
                GateRegistry.register(self, root: root)
                send(.intermediateNeeded)
            } else {
                send(.intermediateNotNeeded)
            }
        case .presentIntermediate:
            presenter.presentIntermediate(for: self) { [self] presented in
                send(presented ? .presentationFinished : .dismissalFinished)
                if presented { watchForDisappearance() }
            }
        case .confirmCompletion(let succeeded):
            let shouldContinue = completion.map { presenter.confirm($0, for: self) } ?? false
            vetoed = succeeded && !shouldContinue
            send(.delegateAnswered(shouldContinue: shouldContinue))
        case .dismissIntermediate(let decision):
            presenter.dismissIntermediate(for: self, decision: decision) { [self] in
                send(.dismissalFinished)
            }
        case .showDestination:
            presenter.showDestination(for: self, completion: completion) { [self] shown in
                sourceWasUnavailable = !shown && source == nil
                destinationWasRefused = !shown && source != nil
                send(shown ? .destinationShown : .destinationUnavailable)
            }
        case .finish(let outcome):
            finish(outcome)
        }
    }

    private func finish(_ outcome: GateOutcome) {
        GateRegistry.unregister(self)
        disappearanceWatch?.cancel()
        disappearanceWatch = nil
        let result: Result
        switch outcome {
        case .proceeded:
            result = .success(completion?.data)
        case .aborted:
            if sourceWasUnavailable {
                result = .failure(.sourceUnavailable)
            } else if destinationWasRefused {
                result = .failure(.destinationRefused)
            } else if let completion, !completion.succeeded {
                result = .failure(.failed(completion.data))
            } else if let completion, vetoed {
                result = .failure(.vetoed(completion.data))
            } else {
                result = .failure(.cancelled)
            }
        }
        self.result = result
        destination = nil
        presenter = nil
        let handlers = completionHandlers
        completionHandlers = []
        handlers.forEach { $0(result) }
    }
}

extension GateState {
    /// Whether a flow's completion is accepted now: only while the flow is being presented or is on
    /// screen, and only once.
    var acceptsCompletion: Bool {
        GateStateMachine.transition(from: self, on: .completionReported(succeeded: true)) != nil
    }
}
