// Byte-level helpers shared by the tokenizer: character classes and byte comparison.

/// ASCII bytes the tokenizer looks for.
enum Byte {
    static let lt: UInt8 = 0x3C, gt: UInt8 = 0x3E, slash: UInt8 = 0x2F, bang: UInt8 = 0x21
    static let question: UInt8 = 0x3F, amp: UInt8 = 0x26, semicolon: UInt8 = 0x3B, hash: UInt8 = 0x23
    static let equals: UInt8 = 0x3D, quote: UInt8 = 0x22, apostrophe: UInt8 = 0x27, dash: UInt8 = 0x2D
    static let lf: UInt8 = 0x0A, cr: UInt8 = 0x0D, tab: UInt8 = 0x09, space: UInt8 = 0x20
    static let rbracket: UInt8 = 0x5D, lbracket: UInt8 = 0x5B, x: UInt8 = 0x78
}

/// XML whitespace: space, tab, LF, CR.
@inline(__always) func isWhitespace(_ c: UInt8) -> Bool {
    c == Byte.space || c == Byte.lf || c == Byte.tab || c == Byte.cr
}

/// A byte that may start an XML name (non-ASCII bytes are accepted as UTF-8 name characters).
@inline(__always) func isNameStart(_ c: UInt8) -> Bool {
    (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x3A || c >= 0x80
}

/// A byte that may continue an XML name.
@inline(__always) func isNameChar(_ c: UInt8) -> Bool {
    isNameStart(c) || (c >= 0x30 && c <= 0x39) || c == Byte.dash || c == 0x2E
}

/// Byte classes for the tokenizer's hot loops (one table lookup per byte).
enum ByteClass {
    static let nameStart: UInt8 = 1
    static let nameChar: UInt8 = 2
    static let whitespace: UInt8 = 4
    /// Ends a run of plain attribute-value bytes: quotes, `<`, `&`, control characters, non-ASCII.
    static let valueSpecial: UInt8 = 8
    /// Ends a run of plain character data: `<`, `&`, `]`, control characters (incl. newline), non-ASCII.
    static let textSpecial: UInt8 = 16
}

/// The class bits of every byte value (built once, never freed).
/// Immutable after initialisation, so sharing it across threads is safe.
nonisolated(unsafe) let byteClasses: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for value in 0 ..< 256 {
        let c = UInt8(value)
        var bits: UInt8 = 0
        if isNameStart(c) { bits |= ByteClass.nameStart }
        if isNameChar(c) { bits |= ByteClass.nameChar }
        if isWhitespace(c) { bits |= ByteClass.whitespace }
        if c < 0x20 || c >= 0x80 || c == Byte.quote || c == Byte.apostrophe || c == Byte.lt || c == Byte.amp {
            bits |= ByteClass.valueSpecial
        }
        if c < 0x20 || c >= 0x80 || c == Byte.lt || c == Byte.amp || c == Byte.rbracket {
            bits |= ByteClass.textSpecial
        }
        table[value] = bits
    }
    return UnsafePointer(table)
}()

/// A printable description of a byte for error messages.
func describeByte(_ c: UInt8) -> String {
    if c >= 0x21 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
    let hex = String(c, radix: 16, uppercase: true)
    return "byte 0x\(hex.count == 1 ? "0" + hex : hex)"
}

/// Whether `count` bytes at `a` and `b` are equal.
@inline(__always) func memcmpEqual(_ a: UnsafeMutablePointer<UInt8>, _ b: UnsafeMutablePointer<UInt8>, _ count: Int) -> Bool {
    var k = 0
    while k < count {
        if a[k] != b[k] { return false }
        k += 1
    }
    return true
}
