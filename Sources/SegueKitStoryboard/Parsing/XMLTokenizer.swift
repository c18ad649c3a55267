// A small, strict, streaming XML tokenizer over bytes read in chunks.
//
// Why not Foundation's XMLParser: on Linux `XMLParser(data:)` fails near 10 MB, `parse()` can return
// true after errors, it offers DTD/entity machinery we must never run on untrusted input, and it builds an
// NSString dictionary for every element's attributes although a storyboard reader needs attributes of
// a handful of elements only. This tokenizer:
//   * reads the file a chunk at a time (default 256 KiB); only the current token must fit in memory,
//     and tokens are capped (`maximumTokenLength`), as is nesting depth (`maximumDepth`);
//   * is iterative (an explicit element stack), so deep nesting cannot overflow the call stack;
//   * rejects `<!DOCTYPE` outright, so no entity is ever declared or expanded; only the five predefined
//     entities and numeric character references are accepted;
//   * checks well-formedness: matching end tags, one root element, unique attribute names, quoted
//     attribute values without `<`, valid names, valid UTF-8, no forbidden control characters, comments
//     without `--`, the XML declaration only at the start, nothing but comments/PIs/whitespace outside
//     the root element;
//   * tracks line and byte column for every token, so errors point at the right place;
//   * never creates a String unless the storyboard builder asks for an attribute value.
//
// What this costs against FoundationXML and xmllint, measured while it was written, is recorded in
// Docs/Benchmarks.md ("How the parser was tuned"); the `tooling` benchmark measures it on every CI run.

/// The result of trying to scan a token that must be complete in the buffer.
private enum ScanResult {
    case done
    case needMore
}

/// Streaming XML tokenizer. Not thread-safe; one per parse.
final class XMLTokenizer {
    private let source: any ByteSource
    private let chunkSize: Int
    private let maximumTokenLength: Int
    private let maximumDepth: Int

    // Buffer: bytes [0, end) are valid; `pos` is the next byte to read.
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var pos = 0
    private var end = 0
    private var atEOF = false
    /// Absolute file offset of buffer[0].
    private var base = 0

    // Position tracking.
    private var line = 1
    /// Absolute offset of the first byte of the current line.
    private var lineStart = 0

    // Element stack: names copied into an arena, plus the line each was opened on.
    private var nameArena: [UInt8] = []
    private var stack: [(offset: Int, length: Int, line: Int)] = []
    private var seenRoot = false
    private var rootClosed = false
    private var seenAnything = false
    /// 3 if the file starts with a UTF-8 byte-order mark (the XML declaration may follow it).
    private var byteOrderMarkLength = 0

    // Current tag (valid until the next call to `next()`).
    private(set) var nameStart = 0
    private(set) var nameLength = 0
    /// The current tag's attributes: `attributeStorage[0 ..< attributeCount]`.
    private var attributeStorage: UnsafeMutablePointer<XMLAttributeSpan>
    private var attributeCapacity = 32
    private(set) var attributeCount = 0
    /// Location of the current tag's `<`.
    private(set) var tagLocation = StoryboardSourceLocation(line: 1, column: 1)

    init(source: any ByteSource, chunkSize: Int, maximumTokenLength: Int, maximumDepth: Int) {
        self.source = source
        self.chunkSize = chunkSize
        self.maximumTokenLength = maximumTokenLength
        self.maximumDepth = maximumDepth
        capacity = max(chunkSize, 64)
        buffer = .allocate(capacity: capacity)
        attributeStorage = .allocate(capacity: attributeCapacity)
        stack.reserveCapacity(64)
        nameArena.reserveCapacity(1024)
    }

    deinit {
        buffer.deallocate()
        attributeStorage.deinitialize(count: attributeCount)
        attributeStorage.deallocate()
    }

    /// Nesting depth of the current position (the root element is depth 1 while open).
    var depth: Int { stack.count }

    // MARK: Positions and errors

    @inline(__always) private func location(at offset: Int) -> StoryboardSourceLocation {
        StoryboardSourceLocation(line: line, column: base + offset - lineStart + 1)
    }

    private func fail(_ reason: StoryboardParseError.Reason, at offset: Int) -> XMLTokenizerError {
        XMLTokenizerError(location: location(at: offset), reason: reason)
    }

    private func fail(_ reason: StoryboardParseError.Reason, line: Int, column: Int) -> XMLTokenizerError {
        XMLTokenizerError(location: .init(line: line, column: column), reason: reason)
    }

    @inline(__always) private func newline(at offset: Int) {
        line += 1
        lineStart = base + offset + 1
    }

    // MARK: Buffer management

    /// Discards bytes before `keep`, then reads another chunk. Returns false at end of input.
    private func refill(keeping keep: Int) throws(XMLTokenizerError) -> Bool {
        if atEOF { return false }
        if keep > 0 {
            let remaining = end - keep
            // copyMemory allows overlapping regions (memmove).
            if remaining > 0 { UnsafeMutableRawPointer(buffer).copyMemory(from: buffer + keep, byteCount: remaining) }
            base += keep
            pos -= keep
            end = remaining
            // The current tag's spans are only read before the next refill, so they need no adjusting.
        }
        // While one token is kept (a tag being rescanned after each refill), read at least as much as
        // is already buffered, so a huge tag is rescanned O(log n) times, not O(n / chunkSize).
        let readSize = max(chunkSize, end)
        if capacity - end < readSize {
            if end >= maximumTokenLength {
                throw fail(.tokenTooLong(limit: maximumTokenLength), at: 0)
            }
            let newCapacity = max(capacity * 2, end + readSize)
            let newBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newBuffer.update(from: buffer, count: end)
            buffer.deallocate()
            buffer = newBuffer
            capacity = newCapacity
        }
        let got: Int
        do {
            got = try source.read(into: buffer + end, count: min(readSize, capacity - end))
        } catch {
            throw fail(.cannotRead(error.message), at: min(pos, end))
        }
        if got == 0 {
            atEOF = true
            return false
        }
        end += got
        return true
    }

    /// Makes at least `count` bytes available from `pos` unless the input ends first.
    @inline(__always) private func ensure(_ count: Int) throws(XMLTokenizerError) {
        while end - pos < count {
            if try !refill(keeping: pos) { return }
        }
    }

    // MARK: Events

    /// The next start tag, end tag or the end of the document.
    func next() throws(XMLTokenizerError) -> XMLEvent {
        while true {
            if pos >= end {
                if try !refill(keeping: pos) { return try endOfInput() }
            }
            let c = buffer[pos]
            if c == Byte.lt {
                try ensure(9)
                if pos + 1 >= end { throw fail(.unexpectedEndOfFile(expected: "a tag name after '<'"), at: pos) }
                let c1 = buffer[pos + 1]
                if c1 == Byte.slash { return try endTag() }
                if c1 == Byte.bang { try markupDeclaration(); continue }
                if c1 == Byte.question { try processingInstruction(); continue }
                return try startTag()
            }
            if stack.isEmpty {
                try whitespaceOutsideRoot()
            } else {
                try text()
            }
        }
    }

    private func endOfInput() throws(XMLTokenizerError) -> XMLEvent {
        if let open = stack.last {
            throw fail(.unexpectedEndOfFile(expected: "</\(arenaName(open))> to close the element opened at line \(open.line)"), at: pos)
        }
        if !seenRoot {
            if !seenAnything { throw fail(.emptyFile, at: pos) }
            throw fail(.unexpectedEndOfFile(expected: "a root element <document>"), at: pos)
        }
        return .endOfDocument
    }

    private func arenaName(_ entry: (offset: Int, length: Int, line: Int)) -> String {
        String(decoding: nameArena[entry.offset ..< entry.offset + entry.length], as: UTF8.self)
    }

    private func whitespaceOutsideRoot() throws(XMLTokenizerError) {
        // A UTF-8 byte-order mark is allowed at the very start.
        if base + pos == 0 {
            try ensure(3)
            if end - pos >= 2 && ((buffer[pos] == 0xFE && buffer[pos + 1] == 0xFF) || (buffer[pos] == 0xFF && buffer[pos + 1] == 0xFE)) {
                throw fail(.unsupportedEncoding("UTF-16 (byte-order mark)"), at: pos)
            }
            if end - pos >= 3 && buffer[pos] == 0xEF && buffer[pos + 1] == 0xBB && buffer[pos + 2] == 0xBF {
                pos += 3
                lineStart = 3
                byteOrderMarkLength = 3
                return
            }
        }
        while pos < end {
            let c = buffer[pos]
            if c == Byte.lt { return }
            if c == Byte.lf {
                newline(at: pos)
            } else if !isWhitespace(c) {
                throw fail(.unexpectedCharacter(found: describeByte(c), expected: rootClosed
                    ? "only comments or whitespace after the root element"
                    : "'<' starting the root element"), at: pos)
            }
            pos += 1
        }
    }

    /// Character data inside an element: validated and skipped (storyboard semantics live in attributes).
    private func text() throws(XMLTokenizerError) {
        while true {
            // Locals keep the hot loop free of class-property accesses (exclusivity checks).
            let buffer = self.buffer, end = self.end, atEOF = self.atEOF
            var p = pos
            defer { pos = p }
            // Leave 12 bytes of lookahead for references, UTF-8 sequences and "]]>" unless at EOF.
            let limit = atEOF ? end : end - 12
            let classes = byteClasses
            while p < limit {
                let c = buffer[p]
                if classes[Int(c)] & ByteClass.textSpecial == 0 {
                    p += 1
                    continue
                }
                switch c {
                case Byte.lt:
                    return
                case Byte.lf:
                    newline(at: p)
                    p += 1
                case Byte.tab, Byte.cr:
                    p += 1
                case Byte.amp:
                    _ = try reference(at: p, limit: end)
                    p = try referenceEnd(from: p)
                case Byte.rbracket:
                    if p + 2 < end && buffer[p + 1] == Byte.rbracket && buffer[p + 2] == Byte.gt {
                        throw fail(.unexpectedCharacter(found: "']]>'", expected: "text (']]>' may only end a CDATA section)"), at: p)
                    }
                    p += 1
                default:
                    if c < 0x20 {
                        throw fail(.unexpectedCharacter(found: describeByte(c), expected: "text (control characters are not allowed in XML)"), at: p)
                    }
                    p += try utf8Sequence(at: p, limit: end)
                }
            }
            if atEOF { return }
            pos = p
            _ = try refill(keeping: p)
            p = pos
        }
    }

    // MARK: UTF-8 and references

    /// Validates the UTF-8 sequence starting at `at` (a byte >= 0x80); returns its length.
    @inline(__always) private func utf8Sequence(at i: Int, limit: Int) throws(XMLTokenizerError) -> Int {
        let c = buffer[i]
        let length: Int
        let minimum: UInt32
        var scalar: UInt32
        if c & 0xE0 == 0xC0 { length = 2; minimum = 0x80; scalar = UInt32(c & 0x1F) }
        else if c & 0xF0 == 0xE0 { length = 3; minimum = 0x800; scalar = UInt32(c & 0x0F) }
        else if c & 0xF8 == 0xF0 { length = 4; minimum = 0x10000; scalar = UInt32(c & 0x07) }
        else { throw fail(.invalidUTF8, at: i) }
        if i + length > limit { throw fail(.invalidUTF8, at: i) }
        for k in 1 ..< length {
            let b = buffer[i + k]
            if b & 0xC0 != 0x80 { throw fail(.invalidUTF8, at: i) }
            scalar = scalar << 6 | UInt32(b & 0x3F)
        }
        if scalar < minimum || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF)
            || scalar == 0xFFFE || scalar == 0xFFFF {
            throw fail(.invalidUTF8, at: i)
        }
        return length
    }

    /// Index just past the `;` of the reference at `i` (already validated by `reference`).
    @inline(__always) private func referenceEnd(from i: Int) throws(XMLTokenizerError) -> Int {
        var j = i + 1
        while buffer[j] != Byte.semicolon { j += 1 }
        return j + 1
    }

    /// Validates the `&…;` reference at `i` and returns the Unicode scalar it stands for.
    private func reference(at i: Int, limit: Int) throws(XMLTokenizerError) -> Unicode.Scalar {
        var j = i + 1
        let maxEnd = min(limit, i + 12)
        while j < maxEnd && buffer[j] != Byte.semicolon {
            j += 1
        }
        let textEnd = min(j + 1, limit)
        func text() -> String {
            String(decoding: UnsafeBufferPointer(start: buffer + i, count: textEnd - i), as: UTF8.self)
        }
        guard j < maxEnd, buffer[j] == Byte.semicolon, j > i + 1 else {
            if i + 1 < limit && buffer[i + 1] == Byte.hash {
                throw fail(.invalidCharacterReference(text()), at: i)
            }
            var k = i + 1
            while k < limit && k < i + 40 && isNameChar(buffer[k]) { k += 1 }
            if k == i + 1 {
                throw fail(.unexpectedCharacter(found: "'&'", expected: "an entity reference like &amp; ('&' must be escaped)"), at: i)
            }
            let name = String(decoding: UnsafeBufferPointer(start: buffer + i + 1, count: k - i - 1), as: UTF8.self)
            throw fail(.undefinedEntity(name), at: i)
        }
        let body = UnsafeBufferPointer(start: buffer + i + 1, count: j - i - 1)
        if body[0] == Byte.hash {
            var value: UInt32 = 0
            var digits = 0
            let hex = body.count > 1 && body[1] == Byte.x
            for b in body.dropFirst(hex ? 2 : 1) {
                let d: UInt32
                switch b {
                case 0x30 ... 0x39: d = UInt32(b - 0x30)
                case 0x61 ... 0x66 where hex: d = UInt32(b - 0x61 + 10)
                case 0x41 ... 0x46 where hex: d = UInt32(b - 0x41 + 10)
                default: throw fail(.invalidCharacterReference(text()), at: i)
                }
                value = value * (hex ? 16 : 10) + d
                digits += 1
                if value > 0x10FFFF { throw fail(.invalidCharacterReference(text()), at: i) }
            }
            let allowed = value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value <= 0xD7FF)
                || (value >= 0xE000 && value <= 0xFFFD) || (value >= 0x10000 && value <= 0x10FFFF)
            guard digits > 0, allowed, let scalar = Unicode.Scalar(value) else {
                throw fail(.invalidCharacterReference(text()), at: i)
            }
            return scalar
        }
        switch body.count {
        case 2 where body[0] == 0x6C && body[1] == 0x74: return "<"  // lt
        case 2 where body[0] == 0x67 && body[1] == 0x74: return ">"  // gt
        case 3 where body[0] == 0x61 && body[1] == 0x6D && body[2] == 0x70: return "&"  // amp
        case 4 where body[0] == 0x71 && body[1] == 0x75 && body[2] == 0x6F && body[3] == 0x74: return "\""  // quot
        case 4 where body[0] == 0x61 && body[1] == 0x70 && body[2] == 0x6F && body[3] == 0x73: return "'"  // apos
        default:
            throw fail(.undefinedEntity(String(decoding: body, as: UTF8.self)), at: i)
        }
    }

    // MARK: Tags

    private func startTag() throws(XMLTokenizerError) -> XMLEvent {
        if rootClosed {
            throw fail(.unexpectedCharacter(found: "a second root element", expected: "only comments or whitespace after the root element"), at: pos)
        }
        let savedLine = line, savedLineStart = lineStart
        while true {
            let tokenStart = pos
            switch try scanStartTag() {
            case .done:
                return .startTag(isEmpty: lastTagWasEmpty)
            case .needMore:
                line = savedLine
                lineStart = savedLineStart
                pos = tokenStart
                if try !refill(keeping: tokenStart) {
                    throw fail(.unexpectedEndOfFile(expected: "'>' to end the start tag"), line: savedLine, column: base + pos - savedLineStart + 1)
                }
            }
        }
    }

    private var lastTagWasEmpty = false

    /// Scans `<name attr="value" …>` or `/>` completely inside the buffer.
    private func scanStartTag() throws(XMLTokenizerError) -> ScanResult {
        // Locals keep the hot loops free of class-property accesses (exclusivity checks).
        let buffer = self.buffer, end = self.end, atEOF = self.atEOF
        let classes = byteClasses
        var storage = attributeStorage
        var count = 0
        var manyNames: Set<[UInt8]>? = nil
        defer { attributeCount = count }
        tagLocation = location(at: pos)
        var i = pos + 1
        guard i < end else { return .needMore }
        guard classes[Int(buffer[i])] & ByteClass.nameStart != 0 else {
            throw fail(.unexpectedCharacter(found: describeByte(buffer[i]), expected: "an element name after '<'"), at: i)
        }
        let elementNameStart = i
        while i < end && classes[Int(buffer[i])] & ByteClass.nameChar != 0 { i += 1 }
        if i >= end { return .needMore }
        nameStart = elementNameStart
        nameLength = i - elementNameStart
        while true {
            // Whitespace, then '>' or '/>' or an attribute.
            let beforeSpace = i
            while i < end && classes[Int(buffer[i])] & ByteClass.whitespace != 0 {
                if buffer[i] == Byte.lf { newline(at: i) }
                i += 1
            }
            if i >= end { return .needMore }
            let c = buffer[i]
            if c == Byte.gt {
                lastTagWasEmpty = false
                pos = i + 1
                try push()
                return .done
            }
            if c == Byte.slash {
                if i + 1 >= end { return .needMore }
                guard buffer[i + 1] == Byte.gt else {
                    throw fail(.unexpectedCharacter(found: describeByte(buffer[i + 1]), expected: "'>' after '/' in an empty-element tag"), at: i + 1)
                }
                lastTagWasEmpty = true
                pos = i + 2
                try checkDepth(adding: 1)
                seenRoot = true
                if stack.isEmpty { rootClosed = true }
                return .done
            }
            guard classes[Int(c)] & ByteClass.nameStart != 0 else {
                throw fail(.unexpectedCharacter(found: describeByte(c), expected: "an attribute name, '>' or '/>'"), at: i)
            }
            if i == beforeSpace {
                throw fail(.unexpectedCharacter(found: describeByte(c), expected: "whitespace between attributes"), at: i)
            }
            // Attribute name.
            let attrNameStart = i
            while i < end && classes[Int(buffer[i])] & ByteClass.nameChar != 0 { i += 1 }
            if i >= end { return .needMore }
            let attrNameLength = i - attrNameStart
            while i < end && classes[Int(buffer[i])] & ByteClass.whitespace != 0 {
                if buffer[i] == Byte.lf { newline(at: i) }
                i += 1
            }
            if i >= end { return .needMore }
            guard buffer[i] == Byte.equals else {
                throw fail(.unexpectedCharacter(found: describeByte(buffer[i]), expected: "'=' after attribute name"), at: i)
            }
            i += 1
            while i < end && classes[Int(buffer[i])] & ByteClass.whitespace != 0 {
                if buffer[i] == Byte.lf { newline(at: i) }
                i += 1
            }
            if i >= end { return .needMore }
            let quote = buffer[i]
            guard quote == Byte.quote || quote == Byte.apostrophe else {
                throw fail(.unexpectedCharacter(found: describeByte(quote), expected: "a quoted attribute value (\" or ')"), at: i)
            }
            i += 1
            let valueStart = i
            var needsDecoding = false
            while true {
                // Plain value bytes: one table lookup each.
                while i < end && classes[Int(buffer[i])] & ByteClass.valueSpecial == 0 { i += 1 }
                if i >= end { return .needMore }
                let b = buffer[i]
                if b == quote { break }
                switch b {
                case Byte.quote, Byte.apostrophe:
                    i += 1  // the other quote character is plain text here
                case Byte.lt:
                    throw fail(.unexpectedCharacter(found: "'<'", expected: "attribute value text ('<' must be escaped as &lt;)"), at: i)
                case Byte.amp:
                    // Need the whole reference in the buffer.
                    var j = i + 1
                    while j < end && j < i + 12 && buffer[j] != Byte.semicolon { j += 1 }
                    if j >= end && !atEOF { return .needMore }
                    _ = try reference(at: i, limit: end)
                    i = try referenceEnd(from: i)
                    needsDecoding = true
                case Byte.lf:
                    newline(at: i)
                    needsDecoding = true
                    i += 1
                case Byte.tab, Byte.cr:
                    needsDecoding = true
                    i += 1
                default:
                    if b < 0x20 {
                        throw fail(.unexpectedCharacter(found: describeByte(b), expected: "attribute value text (control characters are not allowed in XML)"), at: i)
                    }
                    if i + 4 > end && !atEOF { return .needMore }
                    i += try utf8Sequence(at: i, limit: end)
                }
            }
            // Duplicate names: a linear scan for ordinary tags, a set once a (hostile) tag has many
            // attributes, so checking stays linear overall.
            var duplicate = false
            if count < 32 {
                for k in 0 ..< count where storage[k].nameLength == attrNameLength
                    && memcmpEqual(buffer + storage[k].nameStart, buffer + attrNameStart, attrNameLength) {
                    duplicate = true
                }
            } else {
                if manyNames == nil {
                    manyNames = Set((0 ..< count).map { Array(UnsafeBufferPointer(start: buffer + storage[$0].nameStart, count: storage[$0].nameLength)) })
                }
                duplicate = !manyNames!.insert(Array(UnsafeBufferPointer(start: buffer + attrNameStart, count: attrNameLength))).inserted
            }
            if duplicate {
                throw fail(.duplicateAttribute(String(decoding: UnsafeBufferPointer(start: buffer + attrNameStart, count: attrNameLength), as: UTF8.self)), at: attrNameStart)
            }
            if count == attributeCapacity {
                growAttributeStorage()
                storage = attributeStorage
            }
            storage[count] = XMLAttributeSpan(nameStart: attrNameStart, nameLength: attrNameLength,
                                              valueStart: valueStart, valueLength: i - valueStart, needsDecoding: needsDecoding)
            count += 1
            i += 1  // closing quote
        }
    }

    private func growAttributeStorage() {
        let newCapacity = attributeCapacity * 2
        let newStorage = UnsafeMutablePointer<XMLAttributeSpan>.allocate(capacity: newCapacity)
        newStorage.moveInitialize(from: attributeStorage, count: attributeCapacity)
        attributeStorage.deallocate()
        attributeStorage = newStorage
        attributeCapacity = newCapacity
    }

    private func checkDepth(adding extra: Int) throws(XMLTokenizerError) {
        if stack.count + extra > maximumDepth {
            throw XMLTokenizerError(location: tagLocation, reason: .nestingTooDeep(limit: maximumDepth))
        }
    }

    private func push() throws(XMLTokenizerError) {
        try checkDepth(adding: 1)
        seenRoot = true
        let offset = nameArena.count
        nameArena.append(contentsOf: UnsafeBufferPointer(start: buffer + nameStart, count: nameLength))
        stack.append((offset, nameLength, tagLocation.line))
    }

    private func endTag() throws(XMLTokenizerError) -> XMLEvent {
        let savedLine = line, savedLineStart = lineStart
        while true {
            let buffer = self.buffer, end = self.end
            let tokenStart = pos
            tagLocation = location(at: pos)
            var i = pos + 2
            var complete = false
            if i < end {
                guard isNameStart(buffer[i]) else {
                    throw fail(.unexpectedCharacter(found: describeByte(buffer[i]), expected: "an element name after '</'"), at: i)
                }
                nameStart = i
                while i < end && isNameChar(buffer[i]) { i += 1 }
                nameLength = i - nameStart
                while i < end && isWhitespace(buffer[i]) {
                    if buffer[i] == Byte.lf { newline(at: i) }
                    i += 1
                }
                if i < end {
                    guard buffer[i] == Byte.gt else {
                        throw fail(.unexpectedCharacter(found: describeByte(buffer[i]), expected: "'>' to end the end tag"), at: i)
                    }
                    complete = true
                }
            }
            if !complete {
                line = savedLine
                lineStart = savedLineStart
                pos = tokenStart
                if try !refill(keeping: tokenStart) {
                    throw fail(.unexpectedEndOfFile(expected: "'>' to end the end tag"), line: savedLine, column: base + pos - savedLineStart + 1)
                }
                continue
            }
            guard let open = stack.last else {
                throw XMLTokenizerError(location: tagLocation, reason: .unexpectedEndTag(name))
            }
            let matches = open.length == nameLength && nameArena.withUnsafeBufferPointer { arena in
                memcmpEqual(UnsafeMutablePointer(mutating: arena.baseAddress! + open.offset), buffer + nameStart, nameLength)
            }
            guard matches else {
                throw XMLTokenizerError(location: tagLocation, reason: .mismatchedEndTag(expected: arenaName(open), found: name, openedAtLine: open.line))
            }
            stack.removeLast()
            nameArena.removeLast(open.length)
            if stack.isEmpty { rootClosed = true }
            attributeCount = 0
            pos = i + 1
            return .endTag
        }
    }

    // MARK: Comments, CDATA, DOCTYPE, processing instructions

    private func markupDeclaration() throws(XMLTokenizerError) {
        // `ensure(9)` already ran.
        let start = pos
        if end - pos >= 4 && buffer[pos + 2] == Byte.dash && buffer[pos + 3] == Byte.dash {
            seenAnything = true
            try comment()
            return
        }
        if matches(at: pos, "<![CDATA[") {
            if stack.isEmpty {
                throw fail(.unexpectedCharacter(found: "a CDATA section", expected: "CDATA only inside the root element"), at: start)
            }
            try cdata()
            return
        }
        if matches(at: pos, "<!DOCTYPE") {
            throw fail(.doctypeNotAllowed, at: start)
        }
        throw fail(.unexpectedCharacter(found: "'<!'", expected: "a comment '<!--' or CDATA section '<![CDATA['"), at: start)
    }

    private func matches(at i: Int, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard end - i >= count else { return false }
        return memcmpEqual(buffer + i, UnsafeMutablePointer(mutating: literal.utf8Start), count)
    }

    private func comment() throws(XMLTokenizerError) {
        let startLocation = location(at: pos)
        pos += 4
        while true {
            try ensure(3)
            if pos >= end {
                throw XMLTokenizerError(location: startLocation, reason: .unexpectedEndOfFile(expected: "'-->' to end the comment"))
            }
            let c = buffer[pos]
            if c == Byte.dash && pos + 1 < end && buffer[pos + 1] == Byte.dash {
                if pos + 2 < end && buffer[pos + 2] == Byte.gt {
                    pos += 3
                    return
                }
                if pos + 2 >= end {
                    throw XMLTokenizerError(location: startLocation, reason: .unexpectedEndOfFile(expected: "'-->' to end the comment"))
                }
                throw fail(.unexpectedCharacter(found: "'--'", expected: "'-->' ('--' is not allowed inside a comment)"), at: pos)
            }
            try character(c, context: "comment text")
        }
    }

    /// Consumes one character of comment/CDATA/PI content at `pos`, validating it.
    @inline(__always) private func character(_ c: UInt8, context: String) throws(XMLTokenizerError) {
        if c < 0x80 {
            if c == Byte.lf {
                newline(at: pos)
            } else if c < 0x20 && c != Byte.tab && c != Byte.cr {
                throw fail(.unexpectedCharacter(found: describeByte(c), expected: "\(context) (control characters are not allowed in XML)"), at: pos)
            }
            pos += 1
        } else {
            try ensure(4)
            pos += try utf8Sequence(at: pos, limit: end)
        }
    }

    private func cdata() throws(XMLTokenizerError) {
        let startLocation = location(at: pos)
        pos += 9
        while true {
            try ensure(3)
            if pos >= end {
                throw XMLTokenizerError(location: startLocation, reason: .unexpectedEndOfFile(expected: "']]>' to end the CDATA section"))
            }
            let c = buffer[pos]
            if c == Byte.rbracket && end - pos >= 3 && buffer[pos + 1] == Byte.rbracket && buffer[pos + 2] == Byte.gt {
                pos += 3
                return
            }
            try character(c, context: "CDATA text")
        }
    }

    private func processingInstruction() throws(XMLTokenizerError) {
        let startLocation = location(at: pos)
        let atDocumentStart = base + pos == byteOrderMarkLength
        seenAnything = true
        var i = pos + 2
        try ensure(64)
        i = pos + 2
        guard i < end, isNameStart(buffer[i]) else {
            throw fail(.unexpectedCharacter(found: i < end ? describeByte(buffer[i]) : "end of file", expected: "a processing instruction target after '<?'"), at: i)
        }
        let targetStart = i
        while i < end && isNameChar(buffer[i]) { i += 1 }
        let target = String(decoding: UnsafeBufferPointer(start: buffer + targetStart, count: i - targetStart), as: UTF8.self)
        let isDeclaration = target.lowercased() == "xml"
        if isDeclaration && (!atDocumentStart || target != "xml") {
            throw XMLTokenizerError(location: startLocation, reason: .unexpectedCharacter(
                found: "'<?\(target)'", expected: "the XML declaration only at the very start of the file"))
        }
        // Collect the declaration's text (bounded) to check its encoding.
        var declaration: [UInt8] = []
        pos = i
        while true {
            try ensure(2)
            if pos >= end {
                throw XMLTokenizerError(location: startLocation, reason: .unexpectedEndOfFile(expected: "'?>' to end the processing instruction"))
            }
            let c = buffer[pos]
            if c == Byte.question && pos + 1 < end && buffer[pos + 1] == Byte.gt {
                pos += 2
                break
            }
            if isDeclaration && declaration.count < 512 { declaration.append(c) }
            try character(c, context: "processing instruction text")
        }
        if isDeclaration {
            let text = String(decoding: declaration, as: UTF8.self)
            if let range = text.range(of: "encoding") {
                let rest = text[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    let name = rest.dropFirst().prefix { $0 != quote }
                    let lowered = name.lowercased()
                    if lowered != "utf-8" && lowered != "utf8" && lowered != "us-ascii" && lowered != "ascii" {
                        throw XMLTokenizerError(location: startLocation, reason: .unsupportedEncoding(String(name)))
                    }
                }
            }
        }
    }

    // MARK: Reading the current tag

    /// Whether the current tag's name is `literal`.
    @inline(__always) func nameIs(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        return nameLength == count && memcmpEqual(buffer + nameStart, UnsafeMutablePointer(mutating: literal.utf8Start), count)
    }

    /// The current tag's name.
    var name: String {
        String(decoding: UnsafeBufferPointer(start: buffer + nameStart, count: nameLength), as: UTF8.self)
    }

    /// The index of the current tag's attribute named `literal`, if present.
    @inline(__always) func attributeIndex(_ literal: StaticString) -> Int? {
        let count = literal.utf8CodeUnitCount
        let bytes = UnsafeMutablePointer(mutating: literal.utf8Start)
        for index in 0 ..< attributeCount where attributeStorage[index].nameLength == count
            && memcmpEqual(buffer + attributeStorage[index].nameStart, bytes, count) {
            return index
        }
        return nil
    }

    /// Whether the attribute `literal` is present with exactly the (undecoded) value `value`.
    func attribute(_ literal: StaticString, is value: StaticString) -> Bool {
        guard let index = attributeIndex(literal) else { return false }
        let span = attributeStorage[index]
        let count = value.utf8CodeUnitCount
        return !span.needsDecoding && span.valueLength == count
            && memcmpEqual(buffer + span.valueStart, UnsafeMutablePointer(mutating: value.utf8Start), count)
    }

    /// The decoded value of the attribute `literal`, if present.
    func attribute(_ literal: StaticString) -> String? {
        attributeIndex(literal).map(attributeValue(at:))
    }

    /// The name of attribute number `index`.
    func attributeName(at index: Int) -> String {
        let span = attributeStorage[index]
        return String(decoding: UnsafeBufferPointer(start: buffer + span.nameStart, count: span.nameLength), as: UTF8.self)
    }

    /// The decoded value of attribute number `index` (references replaced, whitespace normalised).
    func attributeValue(at index: Int) -> String {
        let span = attributeStorage[index]
        let raw = UnsafeBufferPointer(start: buffer + span.valueStart, count: span.valueLength)
        if !span.needsDecoding { return String(decoding: raw, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var i = 0
        while i < raw.count {
            let b = raw[i]
            if b == Byte.amp {
                // Already validated while scanning, so this cannot fail.
                if let scalar = try? reference(at: span.valueStart + i, limit: span.valueStart + span.valueLength) {
                    bytes.append(contentsOf: String(Character(scalar)).utf8)
                }
                while raw[i] != Byte.semicolon { i += 1 }
                i += 1
                continue
            }
            if b == Byte.cr && i + 1 < raw.count && raw[i + 1] == Byte.lf {
                i += 1  // CR LF is one line end, normalised to one space
                continue
            }
            bytes.append(b == Byte.lf || b == Byte.tab || b == Byte.cr ? Byte.space : b)
            i += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
