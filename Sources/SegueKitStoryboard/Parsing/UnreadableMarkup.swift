import Foundation

/// Markup Foundation's `XMLParser` stops the process on, reading a null string on Linux, and that a
/// storyboard never has: a processing instruction without data (`<?pi?>`), an attribute-list or
/// notation declaration, or an unparsed entity (`<!ENTITY e SYSTEM "x" NDATA n>`). The parser looks for
/// it first and refuses it as an error.
enum UnreadableMarkup {
    /// The offset of the first such markup in `bytes` (which are `data`'s), outside comments and CDATA
    /// sections, with what it is; `nil` when there is none.
    static func first(in data: Data, bytes: [UInt8]) -> (offset: Int, markup: String)? {
        let data = data.startIndex == 0 ? data : Data(data)   // offsets from 0, as in `bytes`
        // Declarations are inside a DOCTYPE; a storyboard has none, and no processing instruction but
        // the XML declaration: most files have nothing to look at.
        guard data.range(of: Data("<!DOCTYPE".utf8)) != nil
            || data.range(of: Data("<?".utf8), in: min(2, data.count)..<data.count) != nil else { return nil }
        var index = 0
        func starts(with text: String) -> Bool { bytes[index...].starts(with: text.utf8) }
        func skip(past end: String) {
            let tail = data.range(of: Data(end.utf8), in: index..<bytes.count)
            index = tail?.upperBound ?? bytes.count
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if starts(with: "<!--") {
                skip(past: "-->")
            } else if starts(with: "<![CDATA[") {
                skip(past: "]]>")
            } else if starts(with: "<?") {
                let start = index
                index += 2
                while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "?") { index += 1 }
                let target = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                if starts(with: "?>") { return (start, "processing instruction <?\(target)?> without data") }
                skip(past: "?>")
            } else if starts(with: "<!ATTLIST") || starts(with: "<!NOTATION") {
                let name = String(decoding: bytes[(index + 2)..<(index + (starts(with: "<!ATTLIST") ? 9 : 10))], as: UTF8.self)
                return (index, "DTD declaration <!\(name)")
            } else if starts(with: "<!ENTITY") {
                let start = index
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
                    return (start, "unparsed entity declaration (NDATA)")
                }
            } else {
                index += 1
            }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
