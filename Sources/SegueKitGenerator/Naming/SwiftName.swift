/// Turns storyboard identifiers into Swift identifiers that always compile, with one rule set for iOS,
/// tvOS and macOS storyboards.
///
/// The rules, in order:
/// 1. Characters that may appear in a Swift identifier (ASCII letters, digits and `_`, and Unicode
///    letters, marks and decimal digits from the ranges the Swift grammar allows) are kept; every other
///    character — spaces, dashes, dots, slashes, punctuation, emoji, control characters — separates words.
/// 2. The words are joined in lowerCamelCase: the first word's leading capitals are lowered
///    (`URLList` → `urlList`, `Show` → `show`), later words get an upper-case first letter.
/// 3. A name that would start with a digit gets a leading `_` (`2fa` → `_2fa`).
/// 4. Keywords are escaped with backticks (`default` → `` `default` ``).
/// 5. An identifier with no usable character at all (`"!!!"`) is named after its Unicode scalars
///    (`segue_21_21_21`); an empty identifier has no name and is skipped by the generator.
package enum SwiftName {
    /// Swift's reserved words and the few contextual words that need backticks where a case name or
    /// member is declared or referenced.
    private static let keywords: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "private", "precedencegroup", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "rethrows", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol", "_",
        // Contextual words that read as keywords in some positions
        "actor", "any", "async", "consume", "copy", "discard", "each", "macro", "some", "then", "yield",
    ]

    /// The name before keyword escaping, or `nil` for an empty identifier.
    package static func bareName(from identifier: String) -> String? {
        if identifier.isEmpty { return nil }
        let words = splitWords(identifier)
        if words.isEmpty {
            let hex = identifier.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
            return "segue_" + hex.joined(separator: "_")
        }
        var name = lowerFirstWord(words[0])
        for word in words.dropFirst() {
            name += upperFirst(word)
        }
        if let first = name.unicodeScalars.first, !isIdentifierHead(first) {
            name = "_" + name
        }
        return name
    }

    /// `name` wrapped in backticks when Swift needs them there: a keyword, or a raw identifier
    /// (Swift 6.2: `` `show detail` ``, `` `2fa` ``) that a hand-written enum declares.
    package static func escaped(_ name: String) -> String {
        guard !name.isEmpty, !name.hasPrefix("`") else { return name }
        if keywords.contains(name) { return "`\(name)`" }
        // The names the generator makes are ASCII identifiers: no need to look at them scalar by scalar.
        let ascii = name.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        }
        if ascii, let first = name.utf8.first, !(first >= 0x30 && first <= 0x39) { return name }
        return isPlainIdentifier(name) ? name : "`\(name)`"
    }

    /// Whether `name` is a Swift identifier that needs no backticks: identifier characters only, not a
    /// keyword.
    package static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isIdentifierHead(first) else { return false }
        return name.unicodeScalars.allSatisfy(isIdentifierCharacter) && !keywords.contains(name)
    }

    /// A Swift type name as written in a storyboard's `customClass` (dotted for nested types), with each
    /// component escaped when needed, or `nil` when it cannot name a Swift type.
    package static func typeName(_ customClass: String) -> String? {
        // The runtime name of a nested, private or generic Swift class (`_TtCC5Books5Outer4List`).
        guard !customClass.hasPrefix("_Tt") else { return nil }
        let parts = customClass.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var out: [String] = []
        for part in parts {
            guard let first = part.unicodeScalars.first, isIdentifierHead(first),
                  part.unicodeScalars.allSatisfy(isIdentifierCharacter), part != "_" else { return nil }
            out.append(escaped(part))
        }
        return out.isEmpty ? nil : out.joined(separator: ".")
    }

    // MARK: Words

    static func splitWords(_ identifier: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in identifier.unicodeScalars {
            if isIdentifierCharacter(scalar) {
                // A combining mark cannot start a word.
                if current.isEmpty && !isIdentifierHead(scalar) && !isDigit(scalar) { continue }
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    static func lowerFirstWord(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        var upperRun = 0
        while upperRun < scalars.count && isUppercase(scalars[upperRun]) { upperRun += 1 }
        if upperRun == 0 { return word }
        // "URLList": lower "URL" but keep the "L" that starts the next word; "URL" or "URLs": lower all.
        var lowerCount = upperRun
        if upperRun > 1 && upperRun < scalars.count && isLowercase(scalars[upperRun]) {
            lowerCount = upperRun - 1
        }
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index < lowerCount {
                result.append(contentsOf: lowercased(scalar))
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    static func upperFirst(_ word: String) -> String {
        guard let first = word.unicodeScalars.first, isLowercase(first) else { return word }
        let upper = String(first).uppercased()
        // Only take the mapping when it is still a valid single identifier start (ß → SS is fine too).
        guard upper.unicodeScalars.allSatisfy(isIdentifierCharacter),
              let head = upper.unicodeScalars.first, isIdentifierHead(head) else { return word }
        return upper + String(word.unicodeScalars.dropFirst())
    }

    static func lowercased(_ scalar: Unicode.Scalar) -> String.UnicodeScalarView {
        let lower = String(scalar).lowercased()
        if lower.unicodeScalars.allSatisfy(isIdentifierCharacter) { return lower.unicodeScalars }
        return String(scalar).unicodeScalars
    }

    // MARK: Character classes

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .decimalNumber
    }

    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isUppercase && scalar.properties.generalCategory == .uppercaseLetter
    }

    static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .lowercaseLetter
    }

    /// A scalar that may start a Swift identifier: `_`, ASCII letters, or a Unicode letter in the
    /// grammar's identifier-head ranges.
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return scalar == "_" || (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
        }
        guard inGrammarHeadRanges(value) else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return true
        default:
            return false
        }
    }

    /// A scalar that may continue a Swift identifier: a head, an ASCII digit, a Unicode decimal digit or
    /// a combining mark from the grammar's ranges.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if isIdentifierHead(scalar) { return true }
        let value = scalar.value
        if value < 0x80 { return scalar >= "0" && scalar <= "9" }
        let inCombiningRanges = (0x0300...0x036F).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
            return inCombiningRanges || inGrammarHeadRanges(value)
        default:
            return false
        }
    }

    /// The identifier-head ranges of The Swift Programming Language's grammar (outside ASCII).
    static func inGrammarHeadRanges(_ v: UInt32) -> Bool {
        switch v {
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
             0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
             0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF,
             0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
             0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD:
            return true
        case 0x10000...0xEFFFD:
            return (v & 0xFFFF) <= 0xFFFD
        default:
            return false
        }
    }
}
