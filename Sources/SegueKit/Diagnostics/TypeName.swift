/// `type`'s fully qualified name for error messages, as `String(reflecting:)` spells it but without
/// the `(unknown context at $…)` segments Swift prints for private and local types:
/// `App.(unknown context at $1f2e).EditorViewController` reads as `App.EditorViewController`.
func typeName(_ type: Any.Type) -> String {
    let marker = "(unknown context at "
    var name = Substring(String(reflecting: type))
    var result = ""
    while let start = name.indexOfFirst(marker) {
        result += name[..<start]
        let rest = name[start...]
        // The segment ends at the first ")." after the marker; keep everything after it.
        guard let close = rest.indexOfFirst(").") else { break }
        name = rest[rest.index(close, offsetBy: 2)...]
    }
    return result + name
}

extension Substring {
    /// The index where `needle` first starts, without Foundation (and without the iOS 16+
    /// `firstRange(of:)`).
    fileprivate func indexOfFirst(_ needle: String) -> Index? {
        var index = startIndex
        while index < endIndex {
            if self[index...].starts(with: needle) { return index }
            index = self.index(after: index)
        }
        return nil
    }
}
