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
                @MainActor
                \(access)init(_ segue: \(platform.segueType)) {
                    do {
                        guard let typed = try Self(checking: segue) else {
                            fatalError(\(unknownPrefix) + (segue.identifier.map { "segue \\"\\($0)\\"" } ?? "a segue without an identifier") + \(unknownSuffix))
                        }
                        self = typed
                    } catch {
                        fatalError(error.description)
                    }
                }

                /// `segue` as a case, its destination typed; `nil` when its identifier is none of this type's
                /// (a segue of a subclass's scenes, or one without an identifier).
                ///
                /// - Throws: `SegueDestinationError` when the destination is not (and does not contain) the
                ///   case's type.
                @MainActor
                \(access)init?(checking segue: \(platform.segueType)) throws(SegueDestinationError) {
                    switch segue.identifier.flatMap(\(typed.identifierType).init(rawValue:)) {

            """
        for item in cases {
            if let payload = item.payload.typeName {
                out += "        case .\(item.name)?: self = .\(item.name)(try segue.\(platform.accessorCall)(as: \(payload).self))\n"
            } else {
                out += "        case .\(item.name)?: self = .\(item.name)\n"
            }
        }
        let relationships = typed.cases.filter(\.isRelationship)
        if !relationships.isEmpty {
            out += "        case " + relationships.map { ".\($0.name)?" }.joined(separator: ", ") + ": return nil   // relationships never reach prepare\n"
        }
        out += "        case nil: return nil\n        }\n    }\n}\n"
        return out
    }
}
