/// What an intermediate flow reported when it ended: success or failure, and optional data.
///
/// Intermediate controllers report it with `completeSegueGate(success:completionData:)`; delegates
/// receive it to decide whether to continue and to configure the destination:
///
/// ```swift
/// func segueGate(_ gate: SegueGate, didCompleteWith completion: GateCompletion) -> Bool {
///     guard completion.succeeded, let user = completion.data as? User else { return false }
///     session.user = user
///     return true
/// }
/// ```
///
/// The data is `Sendable` so it can cross into `async` callers and errors; main-actor classes
/// (controllers, models isolated to the main actor) and value types qualify.
public struct GateCompletion: Sendable, CustomStringConvertible {
    /// Whether the flow succeeded (a failure or a cancel is `false`).
    ///
    /// ```swift
    /// guard completion.succeeded else { return false }
    /// ```
    public var succeeded: Bool

    /// Whatever the flow chose to hand back, such as the signed-in user.
    ///
    /// ```swift
    /// let user = completion.data as? User
    /// ```
    public var data: (any Sendable)?

    /// A completion; intermediate controllers usually call `completeSegueGate(success:completionData:)`.
    ///
    /// ```swift
    /// let completion = GateCompletion(succeeded: true, data: user)
    /// ```
    init(succeeded: Bool, data: (any Sendable)? = nil) {
        self.succeeded = succeeded
        self.data = data
    }

    /// `success(data)` or `failure(data)`, for logs.
    ///
    /// ```swift
    /// print(GateCompletion(succeeded: true, data: "ada"))   // success(ada)
    /// ```
    public var description: String {
        let data = data.map { "\($0)" } ?? "nil"
        return succeeded ? "success(\(data))" : "failure(\(data))"
    }
}
