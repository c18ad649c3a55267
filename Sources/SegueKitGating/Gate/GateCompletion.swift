/// What an intermediate flow reported when it ended — success or failure, and optional data — as a
/// ``GatedSegueDelegate`` receives it:
///
/// ```swift
/// func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool {
///     guard completion.succeeded, let user = completion.data as? User else { return false }
///     session.user = user
///     return true
/// }
/// ```
public struct GateCompletion: Sendable, CustomStringConvertible {
    /// Whether the flow succeeded; a failure or a cancel is `false`.
    public var succeeded: Bool

    /// What the flow handed to `completeSegueGate(success:completionData:)`, such as the signed-in user:
    ///
    /// ```swift
    /// gate.destination(as: AccountViewController.self)?.user = completion.data as? User
    /// ```
    public var data: (any Sendable)?

    /// Creates a completion; flows report one with `completeSegueGate(success:completionData:)`.
    init(succeeded: Bool, data: (any Sendable)? = nil) {
        self.succeeded = succeeded
        self.data = data
    }

    /// `success(data)` or `failure(data)`, for logs:
    ///
    /// ```swift
    /// logger.debug("login flow ended: \(completion)")   // login flow ended: success(User(name: "ada"))
    /// ```
    public var description: String {
        let data = data.map { "\($0)" } ?? "nil"
        return succeeded ? "success(\(data))" : "failure(\(data))"
    }
}
