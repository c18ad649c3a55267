/// A problem found in a storyboard or a Swift file, printed in the format Xcode and most editors
/// understand: `path:line:column: error|warning|note: message`.
package struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is. Errors make the tool exit non-zero.
    package enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        /// Orders by seriousness: note < warning < error.
        package static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
    }

    package var severity: Severity
    /// The message, without location or severity.
    package var message: String
    /// The file the problem is in, as given on the command line; `nil` for problems with no file.
    package var path: String?
    /// 1-based line, or `nil` when unknown.
    package var line: Int?
    /// 1-based column, or `nil` when unknown.
    package var column: Int?

    /// The check that found it (`case-without-segue`, `parse-error`, …), the rule id of machine-readable
    /// reports such as SARIF.
    package var rule: String

    package init(_ severity: Severity, _ message: String, path: String? = nil, line: Int? = nil, column: Int? = nil, rule: String = "seguekit") {
        self.severity = severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.rule = rule
    }

    package init(_ severity: Severity, _ message: String, at location: FileLocation, rule: String = "seguekit") {
        self.init(severity, message, path: location.path, line: location.line, column: location.column, rule: rule)
    }

    /// The Xcode-format line: `path:line:col: severity: message` (or `seguekit: severity: message`
    /// when there is no file). A missing line or column prints as 1.
    package var description: String {
        let text = message.replacingNewlines()
        guard let path else { return "seguekit: \(severity.rawValue): \(text)" }
        return "\(path):\(line ?? 1):\(column ?? 1): \(severity.rawValue): \(text)"
    }
}

extension Diagnostic {
    /// Sort order for deterministic reports: by path, line, column, then severity and message.
    package static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if (a.path ?? "") != (b.path ?? "") { return (a.path ?? "") < (b.path ?? "") }
        if (a.line ?? 0) != (b.line ?? 0) { return (a.line ?? 0) < (b.line ?? 0) }
        if (a.column ?? 0) != (b.column ?? 0) { return (a.column ?? 0) < (b.column ?? 0) }
        if a.severity != b.severity { return a.severity > b.severity }
        return a.message < b.message
    }
}

extension String {
    /// The string on one line: line breaks shown as `\n`, so a diagnostic never spans lines.
    func replacingNewlines() -> String {
        var out = ""
        for ch in self.unicodeScalars {
            switch ch {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
