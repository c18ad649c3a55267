/// A Swift class's runtime name as a storyboard may give it (`customClass="_TtC5Books18ListViewController"`,
/// the name `NSClassFromString` knows a top-level class by), read as the module and the class it names.
enum MangledClassName {
    /// `("Books", "ListViewController")` for `_TtC5Books18ListViewController`; nil for any other name,
    /// including the runtime names of nested, private and generic classes, which no plain name reaches.
    static func demangle(_ name: String) -> (module: String, className: String)? {
        guard name.hasPrefix("_TtC") else { return nil }
        var rest = name.utf8.dropFirst(4)
        var parts: [String] = []
        while !rest.isEmpty, parts.count < 2 {
            // A length in decimal, then that many bytes of ASCII (other names are written in Punycode).
            let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard let length = Int(String(decoding: digits, as: UTF8.self)), length > 0, digits.first != UInt8(ascii: "0"),
                  length <= rest.count - digits.count else { return nil }
            rest = rest.dropFirst(digits.count)
            let part = rest.prefix(length)
            guard part.allSatisfy({ $0 < 0x80 }) else { return nil }
            parts.append(String(decoding: part, as: UTF8.self))
            rest = rest.dropFirst(length)
        }
        guard rest.isEmpty, parts.count == 2 else { return nil }
        return (parts[0], parts[1])
    }
}
