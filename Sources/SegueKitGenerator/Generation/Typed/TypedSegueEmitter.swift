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
    /// Whether ``emit(_:to:)`` writes anything for `typed`: it has segues that reach `prepare`.
    static func writes(_ typed: TypedSegueClass) -> Bool { !typed.preparedCases.isEmpty }

    /// Appends `typed`'s `enum Segue` and its two initialisers (nothing when it has no such segues).
    static func emit(_ typed: TypedSegueClass, to out: inout String) {
        let cases = typed.preparedCases
        guard !cases.isEmpty else { return }
        let access = typed.access
        let platform = typed.platform
        let files = typed.files.map(SwiftLiteral.comment).joined(separator: ", ")
        out += "extension \(typed.typeName) {\n"
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

        let unknownPrefix = SwiftLiteral.string("\(typed.typeName).Segue has no case for ")
        // `". Known identifiers: \"a\", \"b\". Regenerate…"`, each identifier escaped on its own.
        var unknownSuffix = "\". Known identifiers: "
        for (index, item) in cases.enumerated() {
            unknownSuffix += index == 0 ? "\\\"" : ", \\\""
            SwiftLiteral.appendStringContent(item.identifier, to: &unknownSuffix)
            unknownSuffix += "\\\""
        }
        unknownSuffix += ". Regenerate the typed segues if the storyboard changed.\""
        out += "extension \(typed.typeName).Segue {\n"
        out += """
                /// `segue` as a case, its destination typed. A segue this type does not know, or a destination
                /// that is not (and does not contain) the case's type — the storyboard was edited without
                /// regenerating — stops the app with a message naming both (`\(platform.accessor)`'s for the
                /// destination).
                ///
                /// It is `init?(checking:)` stopping where that returns `nil` or throws; inlined, it costs what
                /// the hand-written `switch segue.identifier` and `as?` casts cost.
                @MainActor @inline(__always)
                \(access)init(_ segue: \(platform.segueType)) {
                    do {
                        guard let known = try Self(checking: segue) else {
                            fatalError(\(unknownPrefix) + (segue.identifier.map { "segue \\"\\($0)\\"" } ?? "a segue without an identifier") + \(unknownSuffix))
                        }
                        self = known
                    } catch {
                        fatalError(error.description)
                    }
                }

                /// `segue` as a case, its destination typed; `nil` when its identifier is none of this type's
                /// (a segue of a subclass's scenes, or one without an identifier).
                ///
                /// - Throws: `SegueDestinationError` when the destination is not (and does not contain) the
                ///   case's type.
                ///
                /// It switches on the identifiers' string literals and casts where the storyboard puts the
                /// destination, as hand-written `prepare` code does, taking `\(platform.accessor)`'s search
                /// only when that cast misses.
                @MainActor @inline(__always)
                \(access)init?(checking segue: \(platform.segueType)) throws(SegueDestinationError) {
                    switch segue.identifier {

            """
        appendIdentifierCases(cases, platform: platform, to: &out)
        let relationships = typed.cases.filter(\.isRelationship)
        if !relationships.isEmpty {
            out += "        case " + relationships.map { "\(SwiftLiteral.string($0.identifier))?" }.joined(separator: ", ") + ": return nil   // relationships never reach prepare\n"
        }
        out += "        default: return nil\n        }\n    }\n}\n"
    }

    /// A `case "identifier"?:` per case of `switch segue.identifier`, setting `self`: where the storyboard
    /// says the destination is, an inline cast first, then `destination(as:)`'s search (which throws).
    private static func appendIdentifierCases(_ cases: [TypedSegueClass.Case], platform: TypedSeguePlatform, to out: inout String) {
        let accessor = platform.accessorCall
        for item in cases {
            out += "        case "
            SwiftLiteral.appendString(item.identifier, to: &out)
            out += "?:"
            guard let payload = item.payload.typeName else {
                out += " self = ."
                out += item.name
                out += "\n"
                continue
            }
            func appendSearch(indent: String) {
                out += indent
                out += "self = ."
                out += item.name
                out += "(try segue."
                out += accessor
                out += "(as: "
                out += payload
                out += ".self))\n"
            }
            switch item.payload.lookup {
            case .search:
                appendSearch(indent: " ")
                continue
            case .destination:
                out += "\n            if let destination = segue."
                out += accessor
                out += " as? "
                out += payload
                out += " {\n                self = ."
                out += item.name
                out += "(destination)\n"
            case .navigationRoot:
                out += "\n            if let navigation = segue."
                out += accessor
                out += " as? UINavigationController, type(of: navigation) == UINavigationController.self,\n"
                out += "               let root = navigation.topViewController as? "
                out += payload
                out += " {\n                self = ."
                out += item.name
                out += "(root)\n"
            }
            out += "            } else {\n"
            appendSearch(indent: "                ")
            out += "            }\n"
        }
    }
}
