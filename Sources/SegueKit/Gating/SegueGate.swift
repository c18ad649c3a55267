/// One run of a gate: an intermediate flow (sign in, accept terms) that must succeed before a
/// segue's destination — or a code gate's completion handler — follows.
///
/// You rarely create one yourself: a `GatedSegue` (UIKit) or `GatedSegue` (AppKit)
/// makes one each time it is performed, and the code forms make one from a source controller and an
/// intermediate flow:
///
/// ```swift
/// let gate = SegueGate(source: self, intermediate: .init(loginFlow, presentation: .modal(.formSheet)))
/// let user = try await gate.run() as? User      // throws when the flow fails or is cancelled
/// ```
///
/// Controllers inside the flow never see the gate: they call `completeSegueGate(success:completionData:)`,
/// which finds the gate of the flow they belong to.
///
/// **Safety.** Everything is on the main actor. A gate accepts one completion; later ones return
/// `false` and change nothing — also during the gate's own dismissal. A completion that arrives
/// while the flow is still being presented is remembered and acted on when the presentation ends.
/// If the source went away, a successful flow is still dismissed, and the run ends with
/// ``SegueGateError/sourceUnavailable``. A flow swiped away, dismissed or popped by someone else
/// ends the gate ``SegueGateError/cancelled`` the next time any gate is looked up or started, so a
/// late completion from it never shows the destination. Any number of gates may run at once; each controller
/// completes the innermost flow it belongs to. The gate holds the source and the flow weakly and
/// the destination only until it is shown, so nothing outlives the run.
@MainActor
public final class SegueGate {
    /// The outcome handed to completion handlers: the flow's completion data, or why the gate
    /// stopped.
    ///
    /// ```swift
    /// let handler: (SegueGate.Result) -> Void = { result in
    ///     if case .success(let data) = result { print(data ?? "no data") }
    /// }
    /// ```
    public typealias Result = Swift.Result<(any Sendable)?, SegueGateError>

    /// The identifier of the gated segue (nil for a code gate without one).
    ///
    /// ```swift
    /// if gate.identifier == "showAccount" { ... }
    /// ```
    public let identifier: String?

    /// The controller that performed the segue; weak, so it may go away during the run.
    ///
    /// ```swift
    /// (gate.source as? LibraryViewController)?.refresh()
    /// ```
    private(set) weak var source: AnyObject?

    /// The segue's destination until it is shown or the run aborts; nil for a code gate.
    ///
    /// ```swift
    /// gate.destination(as: AccountViewController.self)?.user = user
    /// ```
    private(set) var destination: AnyObject?

    /// The completion the flow reported, once a controller of the flow has completed it.
    ///
    /// ```swift
    /// gate.completion?.succeeded   // nil while the flow is on screen
    /// ```
    private(set) var completion: GateCompletion?

    /// How the run ended, once it has.
    ///
    /// ```swift
    /// if case .failure(.cancelled)? = gate.result { ... }
    /// ```
    private(set) var result: Result?

    /// Where the run is.
    ///
    /// ```swift
    /// gate.state   // .awaitingCompletion while the login form is up
    /// ```
    var state: GateState { machine.state }

    /// The root controller of the intermediate flow while it is presented (weak).
    weak var intermediateRoot: AnyObject?

    private var machine = GateStateMachine()
    private let presenter: any GatePresenting
    private var completionHandlers: [@MainActor (Result) -> Void] = []
    private var vetoed = false
    private var sourceWasUnavailable = false

    init(identifier: String?, source: AnyObject, destination: AnyObject?, presenter: any GatePresenting) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.presenter = presenter
    }

    // MARK: Running

    /// Starts the run: asks whether the flow is needed and presents it. Does nothing when the gate
    /// has started already. A gated segue calls this from `perform()`.
    ///
    /// ```swift
    /// let gate = SegueGate(source: self, intermediate: .init(termsController)) { result in ... }
    /// gate.start()
    /// ```
    public func start() {
        send(.perform)
    }

    /// Starts the run if needed and waits for it to end: returns the flow's completion data on
    /// success, throws ``SegueGateError`` otherwise. Cancelling the calling task cancels the gate.
    ///
    /// ```swift
    /// do {
    ///     let user = try await SegueGate(source: self, intermediate: .init(loginFlow)).run() as? User
    /// } catch {
    ///     return   // failed or cancelled: the flow is dismissed, nothing else happens
    /// }
    /// ```
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

    /// Calls `handler` once the run ends (at once, if it has ended).
    ///
    /// ```swift
    /// gate.addCompletionHandler { result in
    ///     if case .failure(.failed) = result { showLoginHelp() }
    /// }
    /// ```
    public func addCompletionHandler(_ handler: @escaping @MainActor (Result) -> Void) {
        if let result {
            handler(result)
        } else {
            completionHandlers.append(handler)
        }
    }

    /// Cancels the run: dismisses the flow if it is on screen (after its presentation ends) and
    /// ends with ``SegueGateError/cancelled``. Returns false, changing nothing, once the flow has
    /// completed or the run has ended.
    ///
    /// ```swift
    /// override func viewWillDisappear(_ animated: Bool) {
    ///     super.viewWillDisappear(animated)
    ///     pendingGate?.cancel()
    /// }
    /// ```
    @discardableResult
    public func cancel() -> Bool {
        send(.cancel)
    }

    /// The destination as `Destination`, looking inside containers as `destination(as:)` on a
    /// segue does; nil for a code gate, once the run ended, or when the type does not match.
    ///
    /// ```swift
    /// gate.destination(as: AccountViewController.self)?.user = user
    /// ```
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

    /// Whether the gate waits for a completion from a flow its presenter finds off screen — swiped
    /// away, dismissed or popped by someone else. Only `.awaitingCompletion` counts: during the
    /// presentation the flow is not on screen yet, and afterwards the gate itself removes it. Only
    /// while the source exists: once it is gone, a flow without a presenter cannot be told apart from
    /// a dismissed one, and nothing can be shown anyway (a completion ends `.sourceUnavailable`).
    var intermediateLeftScreen: Bool {
        machine.state == .awaitingCompletion && source != nil && presenter.intermediateLeftScreen(for: self)
    }

    // MARK: State machine

    @discardableResult
    private func send(_ event: GateEvent) -> Bool {
        guard let transition = machine.handle(event) else { return false }
        if let effect = transition.effect { run(effect) }
        return true
    }

    private func run(_ effect: GateEffect) {
        switch effect {
        case .askForIntermediate:
            let root = presenter.intermediateRoot(for: self)
            // The delegate may have cancelled the gate while it decided: then nothing is registered.
            guard machine.state == .deciding else { return }
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
                sourceWasUnavailable = !shown
                send(shown ? .destinationShown : .destinationUnavailable)
            }
        case .finish(let outcome):
            finish(outcome)
        }
    }

    private func finish(_ outcome: GateOutcome) {
        GateRegistry.unregister(self)
        let result: Result
        switch outcome {
        case .proceeded:
            result = .success(completion?.data)
        case .aborted:
            if sourceWasUnavailable {
                result = .failure(.sourceUnavailable)
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
