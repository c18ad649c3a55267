/// Emits typed perform for a class: `PerformableSegue<Destination>`, one static member per segue that
/// can be performed from code, and `performSegue(_:sender:configure:)` — so the configuration closure's
/// parameter is inferred from the storyboard instead of annotated by hand.
///
/// ```swift
/// performSegue(.showBook) { book in book.book = selected }   // book: BookViewController
/// ```
///
/// It is built on SegueKit's `SegueRouting.performSegue(withIdentifier:sender:as:configure:)`, so it
/// exists only for classes that adopt `SegueRouting` (and call `prepareRoutedSegue(for:sender:)` from
/// `prepare(for:sender:)`): the closure runs once, for that segue only, before the destination appears.
/// Unwind, embed and relationship segues are not performable this way.
enum TypedPerformEmitter {
    /// Whether ``emit(_:to:)`` writes anything for `typed`: it has segues that can be performed.
    static func writes(_ typed: TypedSegueClass) -> Bool { typed.cases.contains(where: \.isPerformable) }

    /// Appends `typed`'s `PerformableSegue` and `performSegue(_:sender:configure:)` (nothing when no
    /// segue of it can be performed).
    static func emit(_ typed: TypedSegueClass, to out: inout String) {
        let cases = typed.performableCases
        guard !cases.isEmpty else { return }
        let access = typed.access
        let name = typed.typeName
        out += """
            extension \(name) {
                /// A segue of `\(SwiftLiteral.comment(name))` that can be performed from code, typed by its destination:
                /// `performSegue(.someSegue) { destination in … }` infers `destination`'s type from it.
                \(access)struct PerformableSegue<Destination> {
                    /// The identifier performed.
                    \(access)let identifier: \(typed.identifierType)
                }
            }


            """
        // The cases grouped by destination type, types in scalar order, cases in their order within each.
        var order: [Int] = Array(cases.indices)
        order.sort { a, b in
            let x = cases[a].payload.typeName!, y = cases[b].payload.typeName!
            if x != y { return SegueCodeGenerator.scalarOrder(x, y) }
            return a < b
        }
        var currentType: String?
        var commentType = ""
        for index in order {
            let item = cases[index]
            let type = item.payload.typeName!
            if type != currentType {
                if currentType != nil { out += "}\n\n" }
                currentType = type
                commentType = SwiftLiteral.comment(type)
                out += "extension \(name).PerformableSegue where Destination == \(type) {\n"
            }
            out += "    /// `"
            out += SwiftLiteral.comment(item.identifier)
            out += "`, whose destination is `"
            out += commentType
            out += "`.\n    "
            out += access
            out += "static var "
            out += item.name
            out += ": Self { Self(identifier: ."
            out += item.identifierCase!
            out += ") }\n"
        }
        if currentType != nil { out += "}\n\n" }
        out += """
            extension SegueRouting where Self: \(name) {
                /// Performs `segue` and hands `configure` its destination — typed by the storyboard — before
                /// it appears; `configure` runs once, for this segue only. Requires `prepare(for:sender:)` to
                /// call `prepareRoutedSegue(for:sender:)`; a destination of another type stops the app with the
                /// message of `\(typed.platform.accessor)`.
                ///
                /// ```swift
                /// performSegue(.\(SegueCodeGenerator.unescaped(cases[0].name))) { destination in … }
                /// ```
                @MainActor
                \(access)func performSegue<Destination>(
                    _ segue: \(name).PerformableSegue<Destination>, sender: Any? = nil, configure: (Destination) -> Void
                ) where Self.SegueIdentifier == \(typed.identifierType) {
                    performSegue(withIdentifier: segue.identifier, sender: sender, as: Destination.self, configure: configure)
                }
            }

            """
    }
}
