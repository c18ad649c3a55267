/// Escaping for text that goes into generated Swift: string literals and comments.
enum SwiftLiteral {
    /// A Swift string literal (with quotes) whose value is exactly `value`: quotes, backslashes, control
    /// characters, line/paragraph separators and other invisible scalars are escaped.
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if needsEscape(scalar) {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Text safe inside a `///` comment line and inside Markdown code spans: control and invisible
    /// characters shown as `\u{…}`, backticks replaced.
    static func comment(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            if scalar == "`" {
                out += "'"
            } else if needsEscape(scalar) || scalar == "\n" || scalar == "\r" || scalar == "\t" {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || scalar.value == 0x7F { return true }
        if scalar.value < 0x7F { return false }   // printable ASCII
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned,
             .nonspacingMark, .spacingMark, .enclosingMark:
            // Marks are escaped too: after a quote or an escape they would change how the literal reads.
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return false
        }
    }
}
