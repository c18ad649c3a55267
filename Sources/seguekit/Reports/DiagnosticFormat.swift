/// How `seguekit check --format` prints its findings.
enum DiagnosticFormat: String, Sendable, Equatable {
    /// `path:line:column: severity: message` lines on standard error (the default; Xcode's format).
    case text
    /// One JSON document on standard output (see ``JSONReport``).
    case json
    /// One SARIF 2.1.0 log on standard output, for GitHub code scanning (see ``SARIFReport``).
    case sarif
}
