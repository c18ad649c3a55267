/// Turns the positions `XMLParser` reports into `FileLocation`s.
///
/// `XMLParser` reports the line and character column where it stands: for a start tag that is the tag's
/// closing `>` or `/>`. Storyboard locations point at the tag's `<` and count columns in UTF-8 bytes, so
/// this walks back from the reported position to the `<` (which cannot occur inside a tag). Lines end at
/// LF, as `XMLParser` counts them.
struct SourcePositions {
    /// The file. Byte loops read it through a local constant: in a debug build (how SwiftPM builds the
    /// build plugin's tool) each read of the stored property costs more than the byte it reads.
    private let bytes: [UInt8]
    private let path: String
    /// The line most recently looked up, and the offsets of its first byte and of its end (its newline,
    /// or the end of the input; -1 until measured), whether it is all ASCII (a column is then a byte
    /// count), and the last column looked up on it, with its offset: lookups move forward, so each byte
    /// is read once, however long the line.
    private var line = 1
    private var lineStart = 0
    private var lineEnd = -1
    private var lineIsASCII = false
    private var cursor = (column: 1, offset: 0)

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// The location of the `<` of the start tag that ends at `line`/`column` as `XMLParser` reports them.
    mutating func startTag(endingAtLine line: Int, column: Int) -> FileLocation {
        let bytes = bytes
        var offset = min(self.offset(line: line, column: column), bytes.count - 1)
        var tagLine = line
        while offset > 0, bytes[offset] != UInt8(ascii: "<") {
            offset -= 1
            if bytes[offset] == UInt8(ascii: "\n") { tagLine -= 1 }
        }
        if tagLine == self.line, offset >= lineStart {
            return FileLocation(path: path, line: tagLine, column: offset - lineStart + 1)
        }
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return FileLocation(path: path, line: tagLine, column: offset - start + 1)
    }

    /// The location `XMLParser` reports (line, character column), with the column in UTF-8 bytes.
    mutating func location(line: Int, column: Int) -> FileLocation {
        let line = max(line, 1)
        let offset = self.offset(line: line, column: column)
        return FileLocation(path: path, line: line, column: offset - lineStart + 1)
    }

    /// Whether nothing but whitespace follows the reported position (the parser stopped at the end).
    mutating func isAtEnd(line: Int, column: Int) -> Bool {
        bytes[offset(line: line, column: column)...].allSatisfy(Self.isWhitespace)
    }

    /// Whether the whole input is whitespace (or nothing), after a UTF-8 byte order mark.
    var isBlank: Bool { (bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]).allSatisfy(Self.isWhitespace) }

    /// The line where the last comment opens (`<!--`) when no `-->` closes it, for an error at the end
    /// of the file.
    var lineOfUnclosedComment: Int? {
        let open = Array("<!--".utf8), close = Array("-->".utf8)
        func occurs(_ pattern: [UInt8], at index: Int) -> Bool {
            index + pattern.count <= bytes.count && bytes[index..<index + pattern.count].elementsEqual(pattern)
        }
        guard let start = bytes.indices.last(where: { occurs(open, at: $0) }),
              !(start + open.count..<bytes.count).contains(where: { occurs(close, at: $0) })
        else { return nil }
        return bytes[..<start].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// The name of the start tag the input ends in (its last `<` opens an element and no `>` follows),
    /// if any.
    var startTagCutOff: String? {
        guard let open = bytes.lastIndex(of: UInt8(ascii: "<")), !bytes[open...].contains(UInt8(ascii: ">")) else { return nil }
        let name = bytes[(open + 1)...].prefix { !Self.isWhitespace($0) && $0 != UInt8(ascii: "/") }
        guard let first = name.first, ![UInt8(ascii: "!"), UInt8(ascii: "?")].contains(first) else { return nil }
        return String(decoding: name, as: UTF8.self)
    }

    /// The line of the first Git conflict marker (a line that begins with `<<<<<<<`), if any.
    var lineOfConflictMarker: Int? {
        let marker = Array("<<<<<<<".utf8)
        var line = 1, index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: marker), index + marker.count == bytes.count || [0x20, 0x0A, 0x0D].contains(bytes[index + marker.count]) {
                return line
            }
            guard let newline = bytes[index...].firstIndex(of: 0x0A) else { return nil }
            line += 1
            index = newline + 1
        }
        return nil
    }

    /// XML whitespace: space, line feed, carriage return or tab.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The byte offset of the 1-based character `column` on `line` (clamped to the line's end).
    private mutating func offset(line target: Int, column: Int) -> Int {
        if target < line {
            line = 1
            lineStart = 0
            lineEnd = -1
        }
        if lineEnd < 0 { measureLine() }
        while line < target, lineEnd < bytes.count {
            lineStart = lineEnd + 1
            line += 1
            measureLine()
        }
        if lineIsASCII { return min(lineStart + max(column, 1) - 1, lineEnd) }
        let bytes = bytes
        if column < cursor.column { cursor = (1, lineStart) }
        var (characters, offset) = cursor
        while characters < column, offset < lineEnd {
            offset += 1
            if offset == bytes.count || bytes[offset] & 0xC0 != 0x80 { characters += 1 }
        }
        cursor = (characters, offset)
        return offset
    }

    /// Finds the end of the line at `lineStart`.
    private mutating func measureLine() {
        let bytes = bytes
        var index = lineStart
        var highBits: UInt8 = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            highBits |= bytes[index]
            index += 1
        }
        lineEnd = index
        lineIsASCII = highBits < 0x80
        cursor = (1, lineStart)
    }
}
