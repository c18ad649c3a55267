/// Emits typed perform for a class: `PerformableSegue<Destination>`, one static member per segue that
/// can be performed from code, and `performSegue(_:sender:configure:)` — so the configuration closure's
/// parameter is inferred from the storyboard instead of annotated by hand.
///
/// It is built on SegueKit's `performSegue(withIdentifier:sender:as:configure:)`, for classes that adopt
/// `SegueHandlerType`; the closure runs once, for that segue only, before the destination appears, when
/// `prepare(for:sender:)` switches over `Segue(segue)` or calls `prepareRoutedSegue(for:sender:)`.
/// Unwind, embed and relationship segues are not performable this way.
enum TypedPerformEmitter {
    /// Whether ``emitPerformableSegue(_:to:)`` and ``emitPerform(_:to:)`` write anything for `typed`: it has segues that can be performed.
    static func writes(_ typed: TypedSegueClass) -> Bool { typed.cases.contains(where: \.isPerformable) }

    /// Appends `typed`'s `PerformableSegue`, to be nested in an extension of the class: a static member
    /// per performable segue, typed by its destination.
    static func emitPerformableSegue(_ typed: TypedSegueClass, to out: inout String) {
        let cases = typed.performableCases
        let access = typed.access
        out += "    /// A segue of `\(SwiftLiteral.comment(typed.typeName))` that code can perform, typed by its destination: "
        out += "`performSegue(.\(SegueCodeGenerator.unescaped(cases[0].name))) { … }`.\n"
        // The generic parameter would hide a destination type of its name: `Destination`, a generic
        // argument `UIHostingController<Destination>`, or the module or outer type of `Destination.Detail`.
        func isNamed(_ parameter: String) -> Bool {
            cases.flatMap { [$0.payload] + $0.payload.otherwise }.contains { payload in
                let type = payload.typeName!
                guard type.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".") }) else { return type == parameter }
                return type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { $0 == parameter }
            }
        }
        var parameter = "Destination", attempt = 1
        while isNamed(parameter) {
            attempt += 1
            parameter = attempt == 2 ? "DestinationController" : "Destination\(attempt)"
        }
        out += "    \(access)struct PerformableSegue<\(parameter)> {\n"
        out += "        \(access)let identifier: \(typed.identifierType)\n"
        for item in cases {
            // Naming a deprecated case warns, unless the member is deprecated too.
            let deprecation = item.isDeprecated ? "@available(*, deprecated) " : ""
            out += item.payload.written(inside: typed.compiledOn) { payload in
                "        \(deprecation)\(access)static var \(item.name): PerformableSegue<\(payload.typeName!)> { .init(identifier: .\(item.identifierCase!)) }\n"
            }
        }
        out += "    }\n"
    }

    /// Appends `performSegue(_:sender:configure:)` for `typed`'s `PerformableSegue`. On AppKit it returns
    /// what SegueKit's does: whether the closure ran (`shouldPerformSegue` may say no).
    static func emitPerform(_ typed: TypedSegueClass, to out: inout String) {
        let name = typed.typeName
        let (result, returns) = typed.platform.platform == .macOS ? (" -> Bool", "@discardableResult ") : ("", "")
        out += """
            \(typed.availability)extension \(typed.segueKit.handlerType) where Self: \(name) {
                /// Performs `segue`, handing `configure` its destination, typed by the storyboard, before it appears.
                \(returns)\(typed.access)func performSegue<Destination>(
                    _ segue: \(name).PerformableSegue<Destination>, sender: Any? = nil, configure: (Destination) -> Void
                )\(result) where Self.SegueIdentifier == \(typed.identifierType) {
                    performSegue(withIdentifier: segue.identifier, sender: sender, configure: configure)
                }
            }

            """
    }
}
