import SegueKitStoryboard
import SegueKitSwiftSource

extension SegueCodeGenerator {
    /// The property a KNMSegueRouting-style identifier names: `@connect(header)` → `header`.
    static func connectedProperty(of identifier: String) -> String? {
        guard identifier.hasPrefix("@connect("), identifier.hasSuffix(")") else { return nil }
        let name = String(identifier.dropFirst("@connect(".count).dropLast())
        return SwiftName.isPlainIdentifier(name) ? name : nil
    }

    /// For a `@connect(name)` segue of `className` whose case carries `payload`: where its typed segues
    /// store the destination — an optional stored `var` of the class or an ancestor that another file can
    /// assign, whose type is the payload's class or a superclass, or else the class of the destination
    /// scene itself (a navigation or window controller around the payload) — or the warning that says
    /// why they do not. Without `--source` nothing is known and nothing is said.
    func connection(
        of identifier: String, className: String, payload: TypedSeguePayload, entries: [SegueCatalog.Entry]
    ) -> (connection: TypedSegueClass.Connection?, warning: Diagnostic?) {
        guard let name = Self.connectedProperty(of: identifier), let code = options.code else { return (nil, nil) }
        func skipped(_ reason: String) -> (connection: TypedSegueClass.Connection?, warning: Diagnostic?) {
            let first = Self.earliest(entries)
            return (nil, Diagnostic(
                .warning, "segue '\(identifier)' of '\(className)' names property '\(name)', but \(reason); the typed segues do not store its destination",
                at: first.location, rule: "connect-property"))
        }
        guard let destination = payload.typeName else { return skipped("it leads to no controller") }
        guard let property = code.optionalProperty(named: name, of: className) else {
            return skipped("no given Swift file declares `var \(name): \(destination)?` on \(className) or a superclass")
        }
        let place = "\(property.location.path):\(property.location.line)"
        guard !property.isFilePrivate else {
            return skipped("'\(name)' (\(place)) is private or fileprivate, so the generated file cannot assign it")
        }
        guard !property.isDeprecated else {
            return skipped("'\(name)' (\(place)) is deprecated, so assigning it would warn in the generated file")
        }
        if canHold(property.type, destination, code: code, throughProtocols: true) {
            return (TypedSegueClass.Connection(property: name, searchedType: nil), nil)
        }
        let containers = entries.map(destinationSceneClass(of:))
        if !containers.isEmpty, containers.allSatisfy({ $0.map { canHold(property.type, $0, code: code, throughProtocols: false) } ?? false }) {
            return (TypedSegueClass.Connection(property: name, searchedType: property.type), nil)
        }
        return skipped("'\(name)' (\(place)) is `\(property.type)?`, which cannot hold a `\(destination)`")
    }

    /// The class of the controller a segue leads to, before any search inside it (the scene's custom class
    /// or its element's framework class); `nil` when the storyboards do not say.
    private func destinationSceneClass(of entry: SegueCatalog.Entry) -> String? {
        switch entry.destination {
        case .scene(let scene), .reference(_, _, let scene?): scene.className
        default: nil
        }
    }

    /// Whether a property of type `written` can hold a `destination`: the same class, one of its
    /// superclasses in the sources, or a UIKit or AppKit class above them (names compared without module)
    /// — or, `throughProtocols`, a protocol one of those classes adopts in the sources, or a composition
    /// of such classes and protocols (`any StatsDisplaying`, `UIViewController & StatsDisplaying`).
    private func canHold(_ written: String, _ destination: String, code: ModuleCode, throughProtocols: Bool) -> Bool {
        func bare(_ name: some StringProtocol) -> String {
            name.contains("<") ? String(name) : String(String(name).lastNameComponent)
        }
        let chain = code.hierarchy.chainThroughPlatform(of: bare(destination), in: code.module).map(bare)
        guard throughProtocols else { return chain.contains(bare(written)) }
        var type = Substring(written)
        if type.hasPrefix("("), type.hasSuffix(")") { type = type.dropFirst().dropLast() }
        if type.hasPrefix("any ") { type = type.dropFirst(4) }
        return type.filter { $0 != " " }.split(separator: "&").allSatisfy { part in
            chain.contains(bare(part)) || code.adopts(bare(destination), bare(part))
        }
    }
}
