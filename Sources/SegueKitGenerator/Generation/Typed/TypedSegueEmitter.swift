/// Emits a class's typed, exhaustive view of its segues: `enum Segue`, whose cases carry the
/// destination already typed, and the two ways to get one in `prepare(for:sender:)`.
///
/// ```swift
/// extension LibraryViewController {
///     enum Segue {
///         /// `show` segue to `BookViewController`.
///         case showBook(BookViewController)
///         case editBook(BookEditorViewController)   // root of the presented navigation controller
///         case unwindToLibrary
///     }
/// }
///
/// extension LibraryViewController.Segue {
///     @MainActor init(_ segue: UIStoryboardSegue)                                      // stops on a mismatch
///     @MainActor init?(checking segue: UIStoryboardSegue) throws(SegueDestinationError) // nil: not one of these
/// }
/// ```
enum TypedSegueEmitter {
    static func emit(_ typed: TypedSegueClass) -> String {
        let cases = typed.preparedCases
        guard !cases.isEmpty else { return "" }
        let access = typed.access
        let platform = typed.platform
        let files = typed.files.map(SwiftLiteral.comment).joined(separator: ", ")
        var out = "extension \(typed.typeName) {\n"
        out += """
                /// The segues of `\(SwiftLiteral.comment(typed.typeName))` (\(files)) that reach `prepare(for:sender:)`, each with
                /// its destination already typed — a new segue in the storyboard breaks an exhaustive `switch`
                /// until it is handled:
                ///
                /// ```swift
                /// override func prepare(for segue: \(platform.segueType), sender: Any?) {
                ///     switch Segue(segue) {
                ///     case .someSegue(let destination): …
                ///     }
                /// }
                /// ```
                ///
                /// Destinations are found as SegueKit's `\(platform.accessor)` finds them (inside containers too).

            """
        out += "    \(access)enum Segue {\n"
        for (index, item) in cases.enumerated() {
            if index > 0 { out += "\n" }
            for line in item.doc + item.payload.notes { out += "        /// \(line)\n" }
            if let payload = item.payload.typeName {
                out += "        case \(item.name)(\(payload))\n"
            } else {
                out += "        case \(item.name)\n"
            }
        }
        out += "    }\n}\n\n"

        let known = cases.map { "\"\($0.identifier)\"" }.joined(separator: ", ")
        let unknownPrefix = SwiftLiteral.string("\(typed.typeName).Segue has no case for ")
        let unknownSuffix = SwiftLiteral.string(". Known identifiers: \(known). Regenerate the typed segues if the storyboard changed.")
        out += "extension \(typed.typeName).Segue {\n"
        out += """
                /// `segue` as a case, its destination typed. A segue this type does not know, or a destination
                /// that is not (and does not contain) the case's type — the storyboard was edited without
                /// regenerating — stops the app with a message naming both (`\(platform.accessor)`'s for the
                /// destination).
                ///
                /// It switches on the identifier's string literals and casts where the storyboard puts the
                /// destination, as hand-written `prepare` code does, taking `\(platform.accessor)`'s search
                /// only when that cast misses; inlined, it costs what that hand-written code costs.
                @MainActor @inline(__always)
                \(access)init(_ segue: \(platform.segueType)) {

            """
        out += initBody(cases, platform: platform, unknownPrefix: unknownPrefix, unknownSuffix: unknownSuffix)
        out += """

                /// `segue` as a case, its destination typed; `nil` when its identifier is none of this type's
                /// (a segue of a subclass's scenes, or one without an identifier).
                ///
                /// - Throws: `SegueDestinationError` when the destination is not (and does not contain) the
                ///   case's type.
                ///
                /// Like `init(_:)`, it switches on the identifiers' literals and casts inline before searching.
                @MainActor @inline(__always)
                \(access)init?(checking segue: \(platform.segueType)) throws(SegueDestinationError) {
                    switch segue.identifier {

            """
        out += identifierCases(cases, platform: platform, indent: "        ")
        let relationships = typed.cases.filter(\.isRelationship)
        if !relationships.isEmpty {
            out += "        case " + relationships.map { "\(SwiftLiteral.string($0.identifier))?" }.joined(separator: ", ") + ": return nil   // relationships never reach prepare\n"
        }
        out += "        default: return nil\n        }\n    }\n}\n"
        return out
    }

    /// The body of `init(_:)`, which stops on a segue it does not know or a destination of another type.
    private static func initBody(
        _ cases: [TypedSegueClass.Case], platform: TypedSeguePlatform, unknownPrefix: String, unknownSuffix: String
    ) -> String {
        let throwing = cases.contains { $0.payload.typeName != nil }
        let indent = throwing ? "            " : "        "
        var out = throwing ? "        do {\n" : ""
        out += indent + "switch segue.identifier {\n"
        out += identifierCases(cases, platform: platform, indent: indent)
        out += indent + "default:\n"
        out += indent + "    fatalError(\(unknownPrefix) + (segue.identifier.map { \"segue \\\"\\($0)\\\"\" } ?? \"a segue without an identifier\") + \(unknownSuffix))\n"
        out += indent + "}\n"
        if throwing {
            out += "        } catch {\n            fatalError(error.description)\n        }\n"
        }
        out += "    }\n"
        return out
    }

    /// A `case "identifier"?:` per case of `switch segue.identifier`, setting `self`: where the storyboard
    /// says the destination is, an inline cast first, then `destination(as:)`'s search (which throws).
    private static func identifierCases(_ cases: [TypedSegueClass.Case], platform: TypedSeguePlatform, indent: String) -> String {
        var out = ""
        for item in cases {
            let label = indent + "case \(SwiftLiteral.string(item.identifier))?:"
            guard let payload = item.payload.typeName else {
                out += "\(label) self = .\(item.name)\n"
                continue
            }
            let search = "self = .\(item.name)(try segue.\(platform.accessorCall)(as: \(payload).self))"
            switch item.payload.lookup {
            case .search:
                out += "\(label) \(search)\n"
            case .destination:
                out += "\(label)\n"
                out += indent + "    if let destination = segue.\(platform.accessorCall) as? \(payload) {\n"
                out += indent + "        self = .\(item.name)(destination)\n"
                out += indent + "    } else {\n" + indent + "        \(search)\n" + indent + "    }\n"
            case .navigationRoot:
                out += "\(label)\n"
                out += indent + "    if let navigation = segue.\(platform.accessorCall) as? UINavigationController, type(of: navigation) == UINavigationController.self,\n"
                out += indent + "       let root = navigation.topViewController as? \(payload) {\n"
                out += indent + "        self = .\(item.name)(root)\n"
                out += indent + "    } else {\n" + indent + "        \(search)\n" + indent + "    }\n"
            }
        }
        return out
    }
}
