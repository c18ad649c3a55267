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
    /// Where the problem is; `nil` for a problem with no file. A problem with a whole file is at its first
    /// line and column.
    package var location: FileLocation?

    /// The check that found it (`case-without-segue`, `storyboard-unreadable`, …), the rule id of
    /// machine-readable reports such as SARIF.
    package var rule: String

    package init(_ severity: Severity, _ message: String, at location: FileLocation? = nil, rule: String) {
        self.severity = severity
        self.message = message
        self.location = location
        self.rule = rule
    }

    /// A problem with the whole file at `path`.
    package init(_ severity: Severity, _ message: String, file path: String, rule: String) {
        self.init(severity, message, at: FileLocation(path: path, line: 1, column: 1), rule: rule)
    }

    package var path: String? { location?.path }
    package var line: Int? { location?.line }
    package var column: Int? { location?.column }

    /// The Xcode-format line: `path:line:col: severity: message` (or `seguekit: severity: message`
    /// when there is no file).
    package var description: String {
        let text = message.escapingControls()
        guard let location else { return "seguekit: \(severity.rawValue): \(text)" }
        return "\(location.description.escapingControls()): \(severity.rawValue): \(text)"
    }
}

extension Diagnostic {
    /// Sort order for deterministic reports: those with no file first, then by location, then the more
    /// serious first, then by message.
    package static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.location != b.location {
            guard let first = a.location else { return true }
            guard let second = b.location else { return false }
            return first < second
        }
        if a.severity != b.severity { return a.severity > b.severity }
        return a.message < b.message
    }
}

extension String {
    /// The string on one line, as a terminal or a log reader shows it: line breaks and tabs written
    /// `\n`, `\r`, `\t`, and other control characters, Unicode's line and paragraph separators and the
    /// bidirectional controls that reorder what follows written `\u{…}`, so a diagnostic or a progress
    /// line never spans lines or hides text.
    package func escapingControls() -> String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where Self.needsEscape(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
