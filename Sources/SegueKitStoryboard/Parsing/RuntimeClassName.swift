/// A Swift class as a storyboard may name it by the name `NSClassFromString` knows it by, without a
/// `customModule`: its mangled runtime name (`customClass="_TtC5Books18ListViewController"`), or the
/// module and class joined by a dot (`customClass="Books.ListViewController"`, as Xcode 6 projects
/// wrote it before Interface Builder had a Module field). Read as the module and the class it names.
enum RuntimeClassName {
    /// `("Books", "ListViewController")` for `_TtC5Books18ListViewController`, or for
    /// `Books.ListViewController` when the scene gives no module (with one, a dotted name is a nested
    /// class); nil for any other name, including the runtime names of nested, private and generic
    /// classes, which no plain name reaches.
    static func moduleAndClass(_ name: String, moduleGiven: Bool) -> (module: String, className: String)? {
        demangle(name) ?? (moduleGiven ? nil : splitAtDot(name))
    }

    private static func demangle(_ name: String) -> (module: String, className: String)? {
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

    /// `Module.Class`: exactly two parts, neither empty nor holding a space. `NSClassFromString` reads
    /// no deeper path, so `Books.Outer.List` stays a name of its own.
    private static func splitAtDot(_ name: String) -> (module: String, className: String)? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && !$0.contains(where: \.isWhitespace) }) else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}
