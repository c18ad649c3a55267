/// Emits a class's typed, exhaustive view of its segues: `enum Segue`, whose cases carry the
/// destination already typed, conforming to SegueKit's `TypedSegue` (which adds `init(_:)`).
///
/// Its `init?(checking:)` refers to nothing a case could shadow: its parameter and SegueKit's members of it.
enum TypedSegueEmitter {
    /// Whether ``emit(_:to:)`` writes anything for `typed`: it has segues that reach `prepare`.
    static func writes(_ typed: TypedSegueClass) -> Bool { !typed.preparedCases.isEmpty }

    /// Appends `typed`'s `enum Segue`, to be nested in an extension of the class; only where
    /// ``writes(_:)``.
    static func emit(_ typed: TypedSegueClass, to out: inout String) {
        let cases = typed.preparedCases
        let access = typed.access
        let platform = typed.platform
        if let ancestor = typed.extends {
            out += "    /// The segues of `\(SwiftLiteral.comment(typed.typeName))` that reach `prepare(for:sender:)`, destinations typed, with those\n"
            out += "    /// of `\(SwiftLiteral.comment(ancestor))`: handle its own and pass the others to `super.prepare(for:sender:)`.\n"
        } else {
            out += "    /// The segues of `\(SwiftLiteral.comment(typed.typeName))` that reach `prepare(for:sender:)`, destinations typed.\n"
        }
        out += "    \(access)enum Segue: \(typed.segueKit.typedSegue) {\n"
        for item in cases {
            out += "        /// \(item.doc)\n"
            out += item.payload.written(inside: typed.compiledOn) { payload in "        case \(item.name)" + (payload.typeName.map { "(\($0))" } ?? "") + "\n" }
        }
        out += "\n        @MainActor \(access)init?(checking segue: \(platform.segueType)) throws(\(typed.segueKit.destinationError)) {\n"
        out += "            switch segue.identifier {\n"
        for item in cases {
            out += item.payload.written(inside: typed.compiledOn) { payload in Self.switchCase(item, payload: payload, in: typed) }
        }
        out += "            default: return nil\n            }\n        }\n    }\n"
    }

    /// The `case` of `init?(checking:)` that makes `item` of the segue, finding its destination as `payload`.
    private static func switchCase(_ item: TypedSegueClass.Case, payload: TypedSeguePayload, in typed: TypedSegueClass) -> String {
        let platform = typed.platform
        var out = "            case " + SwiftLiteral.string(item.identifier)
        if let connection = item.connection, payload.typeName != nil {
            // A `@connect(name)` segue: the destination is stored in the source's property first.
            let stored = connection.searchedType.map { "try segue.\(platform.accessorCall)(as: \($0).self)" } ?? "destination"
            out += "?:\n" + Self.lookUp(payload, platform)
            out += "                (segue.\(platform.sourceAccessor) as? \(typed.typeName))?.\(SwiftName.escaped(connection.property)) = \(stored)\n"
            return out + "                self = .\(item.name)(destination)\n"
        }
        if !payload.searchedTypes.isEmpty {
            return out + "?:\n" + Self.lookUp(payload, platform) + "                self = .\(item.name)(destination)\n"
        }
        out += "?: self = .\(item.name)"
        // The case's payload type says what to find.
        if payload.typeName != nil {
            out += "(try segue.\(platform.accessorCall)())"
        }
        return out + "\n"
    }

    /// The lines that find a case's payload in `segue` and name it `destination`: one
    /// `destination(as:)`, or, for ``TypedSeguePayload/searchedTypes``, each type in turn
    /// (`if let found = segue.destinationIfPresent(as: NoteEditor.self) { … } else { … }`).
    private static func lookUp(_ payload: TypedSeguePayload, _ platform: TypedSeguePlatform) -> String {
        let indent = String(repeating: " ", count: 16)
        guard let last = payload.searchedTypes.last else {
            return indent + "let destination = try segue.\(platform.accessorCall)(as: \(payload.typeName!).self)\n"
        }
        var out = indent + "let destination: \(payload.typeName!)\n" + indent
        for type in payload.searchedTypes.dropLast() {
            out += "if let found = segue.\(platform.accessorCall)IfPresent(as: \(type).self) {\n"
            out += indent + "    destination = found\n" + indent + "} else "
        }
        out += "{\n" + indent + "    destination = try segue.\(platform.accessorCall)(as: \(last).self)\n" + indent + "}\n"
        return out
    }
}
