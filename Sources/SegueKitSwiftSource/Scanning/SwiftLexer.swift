/// A light Swift tokenizer for ``SwiftSourceScan``: enough of Swift's lexical grammar to find declarations
/// reliably — comments (nested too), string literals (escaped, raw, multi-line, with interpolation),
/// regex literals, backticked identifiers and attributes — without a dependency on SwiftSyntax.
struct SwiftLexer {
    enum Kind: Equatable {
        case identifier      // plain or backticked (backticks removed)
        case string          // literal; `text` is the decoded value when known
        case number
        case punctuation     // one character: { } ( ) [ ] < > : , = . @ # ; and any other symbol
    }

    struct Token {
        var kind: Kind
        var text: String
        /// For a string literal: whether `text` is its exact value (false for interpolated literals).
        var exact: Bool = true
        var line: Int
        var column: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Where the run of `#` that ``index`` is in ends, once counted: a run is counted once, not from
    /// each of its `#`.
    private var hashRunEnd = 0
    /// For each regex delimiter searched (`#` count, and whether the literal may span lines; -1 for a
    /// bare `/…/`): the last search that reached its limit without a closer, from its first byte to the
    /// limit. A later search that starts inside it fails the same way, so it is not made again: a line
    /// or file of unclosed `/` or `#/` costs linear time.
    private var unclosedRegexes: [Int: (from: Int, to: Int)] = [:]

    init(_ source: String) {
        var bytes = Array(source.utf8)
        // A carriage return alone ends a line, as for Swift (files from classic Mac OS editors): read as a
        // line feed, of the same width, so lines and columns stay the file's.
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")) {
            bytes[index] = UInt8(ascii: "\n")
        }
        self.bytes = bytes
    }

    /// All tokens of the source, comments and whitespace dropped, and where a block comment, or a string
    /// literal, that the file never ends opens (it hides the rest of the file).
    static func tokens(of source: String) -> (
        tokens: [Token], unterminatedComment: (line: Int, column: Int)?, unterminatedString: (line: Int, column: Int)?
    ) {
        var lexer = SwiftLexer(source)
        let tokens = lexer.run()
        return (tokens, lexer.unterminatedComment, lexer.unterminatedString)
    }

    private var unterminatedComment: (line: Int, column: Int)?
    private var unterminatedString: (line: Int, column: Int)?

    private mutating func run() -> [Token] {
        var tokens: [Token] = []
        while index < bytes.count {
            let byte = bytes[index]
            let startLine = line, startColumn = index - lineStart + 1
            // Where a regex literal starting here ends, or the number of `#` of a string literal starting here (0 at `"`).
            var regexEnd: Int?, rawHashes: Int?
            if byte == UInt8(ascii: "\"") {
                rawHashes = 0
            } else if byte == UInt8(ascii: "#") {
                let hashes = hashRun()
                regexEnd = extendedRegexEnd(hashes: hashes)
                if regexEnd == nil, index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "\"") { rawHashes = hashes }
            } else if byte == UInt8(ascii: "/"), peek(1) != UInt8(ascii: "/"), peek(1) != UInt8(ascii: "*") {
                regexEnd = bareRegexEnd(after: tokens)
            }
            switch byte {
            case UInt8(ascii: "\n"):
                newline(at: index)
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case _ where byte >= 0x80 && unicodeSpaceLength(at: index) > 0:
                index += unicodeSpaceLength(at: index)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                if !skipBlockComment() { unterminatedComment = (startLine, startColumn) }
            case _ where regexEnd != nil:
                // A regex literal is skipped whole: quotes and braces inside it are not Swift's.
                let end = regexEnd!
                while index < end {
                    if bytes[index] == UInt8(ascii: "\n") { newline(at: index) }
                    index += 1
                }
                tokens.append(Token(kind: .punctuation, text: "/", line: startLine, column: startColumn))
            case _ where rawHashes != nil:
                index += rawHashes!
                let (value, exact) = readString(hashes: rawHashes!)
                if index >= bytes.count, !closedAtEnd { unterminatedString = (startLine, startColumn) }
                tokens.append(Token(kind: .string, text: value, exact: exact, line: startLine, column: startColumn))
            case UInt8(ascii: "`"):
                var end = index + 1
                while end < bytes.count && bytes[end] != UInt8(ascii: "`") && bytes[end] != UInt8(ascii: "\n") { end += 1 }
                let text = String(decoding: bytes[(index + 1)..<min(end, bytes.count)], as: UTF8.self)
                tokens.append(Token(kind: .identifier, text: text, line: startLine, column: startColumn))
                index = min(end + 1, bytes.count)
            case _ where isIdentifierByte(byte) && !isDigit(byte):
                let start = index
                while index < bytes.count && isIdentifierByte(bytes[index]) && (bytes[index] < 0x80 || unicodeSpaceLength(at: index) == 0) { index += 1 }
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                tokens.append(Token(kind: .identifier, text: text, line: startLine, column: startColumn))
            case _ where isDigit(byte):
                let start = index
                while index < bytes.count && (isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: ".")
                                               && index + 1 < bytes.count && isDigit(bytes[index + 1])) { index += 1 }
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                tokens.append(Token(kind: .number, text: text, line: startLine, column: startColumn))
            default:
                tokens.append(Token(kind: .punctuation, text: String(UnicodeScalar(byte)), line: startLine, column: startColumn))
                index += 1
            }
        }
        return tokens
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func newline(at position: Int) {
        line += 1
        lineStart = position + 1
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    /// The length of a no-break space (U+00A0), which Swift reads as whitespace (with a warning), or of
    /// the byte order mark that may begin the file, at `position`; 0 for anything else.
    private func unicodeSpaceLength(at position: Int) -> Int {
        func byte(_ offset: Int) -> UInt8? { position + offset < bytes.count ? bytes[position + offset] : nil }
        if bytes[position] == 0xC2, byte(1) == 0xA0 { return 2 }
        if position == 0, bytes[0] == 0xEF, byte(1) == 0xBB, byte(2) == 0xBF { return 3 }
        return 0
    }

    private func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || isDigit(b) || b == UInt8(ascii: "_")
            || b == UInt8(ascii: "$") || b >= 0x80
    }

    /// Skips a block comment (nested ones too); false when the file ends inside it.
    private mutating func skipBlockComment() -> Bool {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1; index += 2
            } else if bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1; index += 2
                if depth == 0 { return true }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { newline(at: index) }
                index += 1
            }
        }
        return false
    }

    /// Keywords after which an expression, so a regex literal, may begin.
    private static let expressionKeywords: Set<String> = [
        "return", "case", "in", "where", "if", "guard", "while", "throw", "try", "await", "is", "as", "repeat", "else", "yield",
    ]

    /// Where the bare regex literal (`/a+b/`) starting at `index` ends (past its closing `/`), if the `/`
    /// starts one: an expression may begin after the last of `tokens` (or the `/` begins its line, as in a
    /// `Regex { … }` builder), the literal does not begin with a space and it closes on its line.
    /// Otherwise the `/` is an operator.
    private mutating func bareRegexEnd(after tokens: [Token]) -> Int? {
        // `try! /a/`: `!` ends `try`, not an expression.
        let isTry = tokens.last?.text == "!" && tokens.dropLast().last.map { $0.kind == .identifier && $0.text == "try" } == true
        if let previous = tokens.last, previous.line == line, !isTry {
            switch previous.kind {
            case .string, .number: return nil
            case .identifier where !Self.expressionKeywords.contains(previous.text): return nil
            // `x! / 2` divides; after `?` only a ternary can stand (`legacy ? /a/ : /b/`).
            case .punctuation where [")", "]", ">", "!"].contains(previous.text): return nil
            default: break
            }
        }
        // A `/` in a run of operator characters is part of an operator (`</>`, `=/`), not a regex.
        if index > 0, Array("/=-+!*%<>&|^~?.".utf8).contains(bytes[index - 1]) { return nil }
        guard let first = peek(1), first != UInt8(ascii: " "), first != UInt8(ascii: "\t") else { return nil }
        if let unclosed = unclosedRegexes[-1], unclosed.from < index + 1, index + 1 <= unclosed.to { return nil }
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
            if bytes[end] == UInt8(ascii: "\\") { end += 2; continue }
            if bytes[end] == UInt8(ascii: "/") { return bytes[end - 1] == UInt8(ascii: " ") ? nil : end + 1 }
            end += 1
        }
        unclosedRegexes[-1] = (index + 1, end)
        return nil
    }

    /// Where the extended regex literal (`#/a+b/#`, any number of `#`, over several lines when `#/`
    /// ends its line) starting at `index`, after its `hashes` `#`, ends, if the `#` starts one.
    private mutating func extendedRegexEnd(hashes: Int) -> Int? {
        guard index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "/") else { return nil }
        var end = index + hashes + 1
        let start = end
        let multiline = end < bytes.count && (bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r"))
        let key = hashes * 2 + (multiline ? 1 : 0)
        if let unclosed = unclosedRegexes[key], unclosed.from < start, start <= unclosed.to { return nil }
        while end < bytes.count {
            if bytes[end] == UInt8(ascii: "\n") && !multiline { break }
            if bytes[end] == UInt8(ascii: "\\") { end += 2; continue }
            if bytes[end] == UInt8(ascii: "/"), matchesHashes(at: end + 1, count: hashes) { return end + 1 + hashes }
            end += 1
        }
        unclosedRegexes[key] = (start, end)
        return nil
    }

    /// The number of `#` from `index` on.
    private mutating func hashRun() -> Int {
        if index >= hashRunEnd {
            hashRunEnd = index
            while hashRunEnd < bytes.count && bytes[hashRunEnd] == UInt8(ascii: "#") { hashRunEnd += 1 }
        }
        return hashRunEnd - index
    }

    /// Whether the last string literal read ended with its delimiter at the end of the file (else, at the
    /// end, it is one the file never ends).
    private var closedAtEnd = false
    /// How many interpolations enclose the one being read.
    private var interpolationDepth = 0
    /// Far deeper than code nests string interpolations, and shallow enough for any thread's stack.
    static let maximumInterpolationDepth = 64

    /// Reads a string literal starting at the opening quote; returns its value and whether the value is
    /// exact (no interpolation, single line form).
    private mutating func readString(hashes: Int) -> (String, Bool) {
        closedAtEnd = false
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        var value: [UInt8] = []
        var exact = !multiline
        let delimiter = Array(repeating: UInt8(ascii: "\""), count: multiline ? 3 : 1)
            + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while index < bytes.count {
            if bytes[index...].starts(with: delimiter) {
                index += delimiter.count
                closedAtEnd = index >= bytes.count
                return (String(decoding: value, as: UTF8.self), exact)
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                if !multiline { return (String(decoding: value, as: UTF8.self), false) }   // unterminated
                newline(at: index)
                value.append(byte); index += 1
                continue
            }
            if byte == UInt8(ascii: "\\") && matchesHashes(at: index + 1, count: hashes) {
                let after = index + 1 + hashes
                guard after < bytes.count else { index = bytes.count; break }
                let escape = bytes[after]
                index = after + 1
                switch escape {
                case UInt8(ascii: "("):
                    exact = false
                    skipInterpolation()
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                case UInt8(ascii: "r"): value.append(0x0D)
                case UInt8(ascii: "0"): value.append(0x00)
                case UInt8(ascii: "u") where index < bytes.count && bytes[index] == UInt8(ascii: "{"):
                    var end = index + 1
                    while end < bytes.count && bytes[end] != UInt8(ascii: "}") && end - index < 10 { end += 1 }
                    let hex = String(decoding: bytes[(index + 1)..<min(end, bytes.count)], as: UTF8.self)
                    if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
                        value.append(contentsOf: Array(String(scalar).utf8))
                    } else {
                        exact = false
                    }
                    index = min(end + 1, bytes.count)
                case UInt8(ascii: "\n"):
                    newline(at: after)   // line continuation in multi-line strings
                default:
                    value.append(escape)
                }
                continue
            }
            value.append(byte)
            index += 1
        }
        return (String(decoding: value, as: UTF8.self), false)
    }

    private func matchesHashes(at position: Int, count: Int) -> Bool {
        bytes[position...].starts(with: repeatElement(UInt8(ascii: "#"), count: count))
    }

    /// Skips an interpolation `\( … )`, including nested parentheses and string literals. Interpolations
    /// nested deeper than ``maximumInterpolationDepth`` (each level recurses) leave the rest of the file
    /// unread, as a string never closed does.
    private mutating func skipInterpolation() {
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        guard interpolationDepth <= Self.maximumInterpolationDepth else {
            index = bytes.count
            return
        }
        var depth = 1
        while index < bytes.count && depth > 0 {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("): depth += 1; index += 1
            case UInt8(ascii: ")"): depth -= 1; index += 1
            case UInt8(ascii: "\""): _ = readString(hashes: 0)
            case UInt8(ascii: "#"):
                // A raw string (`#"…"#`), or `#`s of no string.
                let hashes = hashRun()
                index += hashes
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { _ = readString(hashes: hashes) }
            case UInt8(ascii: "\n"): newline(at: index); index += 1
            default: index += 1
            }
        }
    }
}
