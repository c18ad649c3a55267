extension String {
    /// The last component of a dotted type name (`Outer.Inner`: `Inner`), or the whole name without a dot.
    package var lastNameComponent: Substring {
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return self[...] }
        return self[utf8.index(after: dot)...]
    }

    /// The first component of a dotted type name (`Outer.Inner`: `Outer`), or the whole name without a dot.
    package var firstNameComponent: Substring {
        guard let dot = utf8.firstIndex(of: UInt8(ascii: ".")) else { return self[...] }
        return self[..<dot]
    }
}
