/// A command line that `seguekit` cannot run; printed with the usage and exit status 64.
///
/// ```swift
/// do { _ = try ToolArguments.parse(["frobnicate"]) } catch { print(error) }
/// // unknown command 'frobnicate'; expected generate, check or graph
/// ```
struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and what to type instead.
    var message: String
    /// The command the error is about, for its usage text.
    var command: String?

    /// Creates an error.
    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// The message.
    var description: String { message }
}
