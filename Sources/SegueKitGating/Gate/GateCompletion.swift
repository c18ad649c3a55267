/// What an intermediate flow reported when it ended — success or failure, and optional data — as a
/// ``GatedSegueDelegate`` receives it.
public struct GateCompletion: Sendable, CustomStringConvertible {
    /// Whether the flow reported success; `completeSegueGate(success: false)` is `false`.
    public var succeeded: Bool

    /// What the flow handed to `completeSegueGate(success:completionData:)`, such as the signed-in user.
    public var data: (any Sendable)?

    /// Flows report one with `completeSegueGate(success:completionData:)`; make one to test a
    /// ``GatedSegueDelegate``'s `segueGate(_:didCompleteWith:)`.
    public init(succeeded: Bool, data: (any Sendable)? = nil) {
        self.succeeded = succeeded
        self.data = data
    }

    /// `success(data)` or `failure(data)`, for logs.
    public var description: String {
        let data = data.map { "\($0)" } ?? "nil"
        return succeeded ? "success(\(data))" : "failure(\(data))"
    }
}
