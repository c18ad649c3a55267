/// Emits, for a class whose segues lead into SwiftUI hosting controller scenes (without a custom class)
/// through a segue action, `HostingSegue` — one static member per such segue — and
/// `makeHostingController(_:coder:rootView:)`, the body of those segue actions:
///
/// ```swift
/// @IBSegueAction func makeAbout(_ coder: NSCoder) -> UIViewController? {
///     makeHostingController(.showAbout, coder: coder, rootView: AboutView(version: version))
/// }
/// ```
///
/// The storyboard knows the segue and that its destination is a `UIHostingController`, not the root
/// view type, which the app chooses in the segue action; the helper ties the two: it accepts only the
/// class's segues into hosting scenes (a segue removed from the storyboard, or pointed elsewhere, breaks
/// the build there), returns `UIHostingController<Root>` typed by the root view passed, and stops,
/// naming the segue, where `init?(coder:rootView:)` would return nil (the storyboard would then create
/// the scene with `init(coder:)`, without a root view). All of it is inside `#if canImport(SwiftUI)`,
/// unless the typed segues import SwiftUI already.
enum TypedHostingEmitter {
    /// The cases of `typed` that get a `HostingSegue` member.
    private static func hostingCases(_ typed: TypedSegueClass) -> [TypedSegueClass.Case] {
        typed.preparedCases.filter { $0.payload.hostsSwiftUI && $0.identifierCase != nil }
    }

    /// Whether `typed` gets a `HostingSegue` type.
    static func writes(_ typed: TypedSegueClass) -> Bool { !hostingCases(typed).isEmpty }

    /// The `#if canImport(SwiftUI)` block for `classes` (those with hosting segues), or `""`. A subclass
    /// whose typed segues extend an ancestor's (listed before it) gets only the hosting segues the
    /// ancestor's `HostingSegue` lacks: a name in both would make `makeHostingController(.name, …)`
    /// ambiguous in the subclass. `importLine` writes the SwiftUI import for the access of the classes
    /// whose blocks use it; without one (the section imports SwiftUI already) the blocks stand bare.
    static func emit(_ classes: [TypedSegueClass], importLine: ((String, [String]) -> String)?) -> String {
        var blocks: [String] = []
        var access: [String] = []
        var available: [String: Set<String>] = [:]
        for typed in classes {
            let inherited = typed.extends.flatMap { available[$0] } ?? []
            let cases = hostingCases(typed).filter { !inherited.contains($0.identifier) }
            available[typed.typeName] = inherited.union(cases.map(\.identifier))
            guard !cases.isEmpty else { continue }
            blocks.append(SegueCodeGenerator.within(typed.narrowing, in: typed.platform.platforms, emit(typed, cases: cases)))
            access.append(typed.access)
        }
        guard !blocks.isEmpty else { return "" }
        guard let importLine else { return blocks.joined(separator: "\n") }
        return "#if canImport(SwiftUI)\n" + importLine("SwiftUI", access) + "\n" + blocks.joined(separator: "\n") + "#endif\n"
    }

    private static func emit(_ typed: TypedSegueClass, cases: [TypedSegueClass.Case]) -> String {
        let access = typed.access
        let name = typed.typeName
        let hosting = typed.platform.hostingController
        let first = SegueCodeGenerator.unescaped(cases[0].name)
        var out = """
            \(typed.availability)extension \(name) {
                /// A segue of `\(SwiftLiteral.comment(name))` into a SwiftUI hosting scene: its segue action returns `makeHostingController(.\(first), coder: coder, rootView: …)`.
                \(access)struct HostingSegue {
                    \(access)let identifier: \(typed.identifierType)

            """
        for item in cases {
            out += "        /// \(item.doc)\n"
            out += "        \(access)static var \(item.name): HostingSegue { .init(identifier: .\(item.identifierCase!)) }\n"
        }
        // The class's name as it stands inside the stop message's literal.
        let quotedName = SwiftLiteral.string(name).dropFirst().dropLast()
        out += """
                }

                /// The destination of `segue`, a `\(hosting)` showing `rootView`: the body of its `@IBSegueAction`.
                /// Stops, naming the segue, where `init?(coder:rootView:)` returns nil.
                @MainActor \(access)func makeHostingController<Root: SwiftUI.View>(
                    _ segue: HostingSegue, coder: NSCoder, rootView: Root
                ) -> \(hosting)<Root> {
                    guard let controller = \(hosting)(coder: coder, rootView: rootView) else {
                        Swift.fatalError("\(hosting)<\\(Root.self)>.init?(coder:rootView:) returned nil for segue \\"\\(segue.identifier.rawValue)\\" of \(quotedName); the storyboard would create the scene without a root view.")
                    }
                    return controller
                }
            }

            """
        return out
    }
}
