/// Markup Foundation's `XMLParser` stops the process on, reading a null string on Linux, and that a
/// storyboard never has: a processing instruction without data (`<?pi?>`), an attribute-list or
/// notation declaration, or an unparsed entity (`<!ENTITY e SYSTEM "x" NDATA n>`). The parser looks for
/// it first and refuses it as an error.
enum UnreadableMarkup {
    /// The offset of the first such markup in `bytes`, outside comments and CDATA sections, with what it
    /// is; `nil` when there is none.
    static func first(in bytes: [UInt8]) -> (offset: Int, markup: String)? {
        // Most `<` open or close an element: only `<!` and `<?` can open such markup. The loop reads each
        // byte once and keeps its constants outside it: in a debug build (how SwiftPM builds the build
        // plugin's tool) each would be a call per byte.
        let last = bytes.count - 1, open = UInt8(ascii: "<"), bang = UInt8(ascii: "!"), question = UInt8(ascii: "?")
        var index = 0
        while index < last {
            guard bytes[index] == open, bytes[index + 1] == bang || bytes[index + 1] == question else {
                index += 1
                continue
            }
            switch markup(in: bytes, at: index) {
            case .unreadable(let markup): return (index, markup)
            case .readable(let end): index = end
            }
        }
        return nil
    }

    /// Encodings libxml2 reads itself; it converts others through iconv, and on Linux some of those
    /// (UTF-7, UTF-32, EBCDIC) crash it. Xcode writes storyboards in UTF-8.
    private static let readableEncodings: Set<String> = [
        "UTF-8", "UTF8", "UTF-16", "UTF-16LE", "UTF-16BE", "US-ASCII", "ASCII", "ISO-8859-1", "ISO_8859-1", "ISO-LATIN-1", "LATIN1",
    ]

    /// The encoding an XML declaration at the start of `bytes` names, when it is not one libxml2 reads
    /// itself (``readableEncodings``); `nil` when there is none or it is one of those.
    static func unreadableEncoding(in bytes: [UInt8]) -> String? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let head = bytes[start..<min(bytes.count, start + 256)]
        // Up to `?>`, or to the end of a declaration cut off.
        let close = head.firstRange(of: "?>".utf8)?.lowerBound ?? head.endIndex
        guard head.starts(with: "<?xml".utf8), let name = head[..<close].firstRange(of: "encoding".utf8) else { return nil }
        var rest = head[name.upperBound..<close].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "=") }
        guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        rest = rest.dropFirst()
        let encoding = String(decoding: rest.prefix { $0 != quote }, as: UTF8.self)
        return readableEncodings.contains(encoding.uppercased()) ? nil : encoding
    }

    private enum Markup {
        case unreadable(String)
        /// Markup `XMLParser` reads, ending before `end`.
        case readable(end: Int)
    }

    /// The markup that opens with `<!` or `<?` at `start`.
    private static func markup(in bytes: [UInt8], at start: Int) -> Markup {
        var index = start
        func starts(with text: String) -> Bool { bytes[index...].starts(with: text.utf8) }
        func skip(past end: String) -> Markup {
            while index < bytes.count, !starts(with: end) { index += 1 }
            return .readable(end: min(index + end.utf8.count, bytes.count))
        }
        if starts(with: "<!--") { return skip(past: "-->") }
        if starts(with: "<![CDATA[") { return skip(past: "]]>") }
        if starts(with: "<?") {
            index += 2
            while index < bytes.count, !SourcePositions.isWhitespace(bytes[index]), bytes[index] != UInt8(ascii: "?") { index += 1 }
            let target = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
            while index < bytes.count, SourcePositions.isWhitespace(bytes[index]) { index += 1 }
            if starts(with: "?>") { return .unreadable("processing instruction <?\(target)?> without data") }
            return skip(past: "?>")
        }
        for declaration in ["ATTLIST", "NOTATION"] where starts(with: "<!" + declaration) {
            return .unreadable("DTD declaration <!\(declaration)")
        }
        if starts(with: "<!ENTITY") {
            var quote: UInt8?
            var words: [UInt8] = []
            index += 8
            while index < bytes.count, quote != nil || bytes[index] != UInt8(ascii: ">") {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else {
                    words.append(byte)
                }
                index += 1
            }
            if String(decoding: words, as: UTF8.self).split(whereSeparator: \.isWhitespace).contains("NDATA") {
                return .unreadable("unparsed entity declaration (NDATA)")
            }
            return .readable(end: index)
        }
        return .readable(end: start + 2)
    }
}
