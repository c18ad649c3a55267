import SegueKitStoryboard
import SegueKitSwiftSource

/// Typed unwinds (UIKit, `--source`): for each unwind action a class of the sources implements, an enum
/// over the unwind segues that reach it, each case carrying the segue's source typed — so the action
/// switches exhaustively, and a new exit in the storyboard breaks the build until it is handled:
///
/// ```swift
/// @IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {
///     switch UnwindFromEditor(segue) {
///     case .saveBook(let editor): save(editor.book)
///     case .cancelEditing: break
///     }
/// }
/// ```
///
/// The type is named after the action (`unwindFromEditor(_:)` → `UnwindFromEditor`) and conforms to
/// SegueKit's `TypedSegue`, so it has the `Segue` type's stopping and throwing forms. Unwind segues
/// without an identifier cannot be told apart at run time and get no case.
struct TypedUnwind {
    struct Case {
        var identifier: String
        var name: String
        var sourceType: String
        var sourceClassNames: [String]
        /// Where `sourceType` is a class that some of UIKit's platforms lack, the platforms that have it,
        /// and the superclass the others name instead.
        var narrowing: ApplePlatforms?
        var otherSourceType: String?
    }

    /// The class that implements the action, as the generated code names it.
    var className: String
    var typeName: String
    var methodName: String
    var cases: [Case]
    /// What the class's extensions are written with (``ModuleCode/attributes(ofExtensionsOf:)``).
    var availability: String
    /// The platforms the class exists on when it is declared only for some of UIKit's
    /// (``ModuleCode/narrowedClasses``).
    var narrowing: ApplePlatforms?
}

enum TypedUnwindEmitter {
    /// The typed unwinds of the storyboards' unwind segues whose actions `code` implements.
    static func unwinds(
        catalog: SegueCatalog, code: ModuleCode, moduleName: String?, platform: TypedSeguePlatform, diagnostics: inout [Diagnostic]
    ) -> [TypedUnwind] {
        var byAction: [String: [(source: String?, entry: SegueCatalog.Entry)]] = [:]
        for (className, entries) in catalog.classes {
            for entry in entries where entry.kind == .unwind && !entry.identifier.isEmpty {
                if let action = entry.unwindAction { byAction[action, default: []].append((className, entry)) }
            }
        }
        for entry in catalog.seguesWithoutClass where entry.kind == .unwind && !entry.identifier.isEmpty {
            if let action = entry.unwindAction { byAction[action, default: []].append((nil, entry)) }
        }
        var out: [TypedUnwind] = []
        // The selector that took each type name, per class: overloads (`back(_:)`, `back(segue:)`) share one.
        var taken: [String: String] = [:]
        for action in byAction.keys.sorted(by: SegueCodeGenerator.scalarOrder) {
            let exits = byAction[action]!
            let first = SegueCodeGenerator.earliest(exits.map(\.entry))
            let exitsByIdentifier = Dictionary(grouping: exits, by: \.entry.identifier)
            let identifiers = exitsByIdentifier.keys.sorted(by: SegueCodeGenerator.scalarOrder)
            // Named as SegueIdentifier cases are: identifiers that sanitise alike get `_2`, `_3`, ….
            let naming = CaseNaming(identifiers: identifiers)
            for method in code.unwindActions[action] ?? [] {
                // Not in a class only some builds compile (`#if DEBUG`): the generated file is every build's.
                guard let className = SwiftName.typeName(method.owner), code.conditionalClasses[method.owner] == nil else { continue }
                let typeName = method.name.prefix(1).uppercased() + method.name.dropFirst()
                guard SwiftName.isPlainIdentifier(typeName) else { continue }
                if let holder = takenName(typeName, className: method.owner, code: code, platform: platform) {
                    diagnostics.append(Diagnostic(
                        .warning, "\(holder); its unwind action \(method.name)(_:) gets no typed unwind (it would redeclare or shadow it) — rename the action to use one",
                        at: first.location, rule: "typed-name-taken"))
                    continue
                }
                if let other = taken["\(method.owner).\(typeName)"] {
                    diagnostics.append(Diagnostic(
                        .warning, "unwind actions '\(other)' and '\(action)' of '\(method.owner)' would both get a typed unwind named \(typeName); only '\(other)' gets one — rename one of the methods to use both",
                        at: first.location, rule: "typed-name-taken"))
                    continue
                }
                taken["\(method.owner).\(typeName)"] = action
                var cases: [TypedUnwind.Case] = []
                for collision in naming.collisions {
                    let entry = SegueCodeGenerator.earliest(exitsByIdentifier[collision.identifier]!.map(\.entry))
                    diagnostics.append(Diagnostic(
                        .warning, "unwind segue '\(collision.identifier)' to \(method.owner).\(method.name)(_:) would be the case '\(collision.wanted)' of \(typeName), but '\(collision.keptBy ?? "")' already has that name; it is named '\(collision.given)'",
                        at: entry.location, rule: "name-collision"))
                }
                for identifier in identifiers {
                    let name = naming.names[identifier]!
                    let sources = exitsByIdentifier[identifier]!.map(\.source)
                    func sourceType(in code: ModuleCode) -> String {
                        let types = Set(sources.map { source -> String in
                            guard let source, let type = TypedSeguePayload.customType(source, catalog: catalog, moduleName: moduleName, code: code), type.module == nil
                            else { return platform.baseController }
                            return type.name
                        })
                        return types.count == 1 ? types.first! : platform.baseController
                    }
                    // The typed unwind is in an extension of the action's class, with its availability.
                    let inExtension = code.inExtensions(of: method.owner)
                    let type = sourceType(in: inExtension)
                    let narrowing = code.platforms(having: [type])
                    cases.append(.init(
                        identifier: identifier, name: name, sourceType: type,
                        sourceClassNames: Set(sources.compactMap { $0 }).sorted(by: SegueCodeGenerator.scalarOrder),
                        narrowing: narrowing, otherSourceType: narrowing.map { _ in sourceType(in: inExtension.standingInForNarrowedClasses()) }))
                }
                guard !cases.isEmpty else { continue }
                out.append(TypedUnwind(
                    className: className, typeName: typeName, methodName: method.name, cases: cases,
                    availability: code.attributes(ofExtensionsOf: method.owner),
                    narrowing: code.narrowedClasses[method.owner]))
            }
        }
        return out
    }

    /// Why a typed unwind named `typeName`, nested in `className`, cannot be declared: a name the
    /// generated code declares or uses in the class, or a type the sources declare
    /// (``ModuleCode/takenTypeName(among:nestedIn:)``); `nil` when it can.
    private static func takenName(_ typeName: String, className: String, code: ModuleCode, platform: TypedSeguePlatform) -> String? {
        let generated: Set = [
            "Segue", "PerformableSegue", "HostingSegue", "SegueIdentifier", "TypedSegue", "SegueDestinationError",
            platform.segueType, platform.baseController,
        ]
        if generated.contains(typeName) { return "\(typeName) is a name the generated code uses in '\(className)'" }
        return code.takenTypeName(among: [typeName], nestedIn: className)
    }

    /// Appends `unwind`'s extension of its class.
    static func emit(_ unwind: TypedUnwind, access: String, segueKit: SegueKitNames, to out: inout String) {
        // Typed unwinds are UIKit's (AppKit has no unwind segues).
        let compiledOn = ApplePlatforms.uiKit.intersection(unwind.narrowing ?? .all)
        out += "\(unwind.availability)extension \(unwind.className) {\n"
        out += "    /// The unwind segues that reach `\(unwind.methodName)(_:)`, sources typed: `switch \(unwind.typeName)(segue)` there.\n"
        out += "    \(access)enum \(unwind.typeName): \(segueKit.typedSegue) {\n"
        for item in unwind.cases {
            let from = item.sourceClassNames.isEmpty ? "" : " from " + item.sourceClassNames.map { "`\(SwiftLiteral.comment($0))`" }.joined(separator: ", ")
            out += "        /// `\(SwiftLiteral.comment(item.identifier))`\(from).\n"
            func line(_ type: String) -> String { "        case \(item.name)(\(type))\n" }
            out += SegueCodeGenerator.perPlatform(item.narrowing, inside: compiledOn, line(item.sourceType), item.otherSourceType.map(line))
        }
        out += "\n        @MainActor \(access)init?(checking segue: UIStoryboardSegue) throws(\(segueKit.destinationError)) {\n"
        out += "            switch segue.identifier {\n"
        for item in unwind.cases {
            // The case's source type, whichever the platform's, says what to find.
            out += "            case \(SwiftLiteral.string(item.identifier))?: self = .\(item.name)(try segue.source())\n"
        }
        out += "            default: return nil\n"
        out += "            }\n"
        out += "        }\n"
        out += "    }\n"
        out += "}\n"
    }
}
