/// A command line that `seguekit` cannot run; printed with the usage and exit status 64.
struct UsageError: Error, Sendable, Equatable {
    /// What is wrong and what to type instead.
    var message: String
    /// The command the error is about, for its usage text.
    var command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}
