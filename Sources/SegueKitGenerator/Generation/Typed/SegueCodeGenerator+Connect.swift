import SegueKitStoryboard
import SegueKitSwiftSource

extension SegueCodeGenerator {
    /// The property a KNMSegueRouting-style identifier names: `@connect(header)` → `header`.
    static func connectedProperty(of identifier: String) -> String? {
        guard identifier.hasPrefix("@connect("), identifier.hasSuffix(")") else { return nil }
        let name = String(identifier.dropFirst("@connect(".count).dropLast())
        return SwiftName.isPlainIdentifier(name) ? name : nil
    }

    /// For a `@connect(name)` segue of `className` whose case carries `payload`: the property its typed
    /// segues store the destination in — an optional stored `var` of the class or an ancestor that another
    /// file can assign and whose type the destination is — or the warning that says why they do not.
    /// Without `--source` nothing is known and nothing is said.
    func connection(
        of identifier: String, className: String, payload: TypedSeguePayload, entries: [SegueCatalog.Entry]
    ) -> (property: String?, warning: Diagnostic?) {
        guard let name = Self.connectedProperty(of: identifier), let code = options.code else { return (nil, nil) }
        func skipped(_ reason: String) -> (property: String?, warning: Diagnostic?) {
            let first = Self.earliest(entries)
            return (nil, Diagnostic(
                .warning, "segue '\(identifier)' of '\(className)' names property '\(name)', but \(reason); the typed segues do not store its destination",
                path: first.filePath, line: first.location.line, column: first.location.column, rule: "connect-property"))
        }
        guard let destination = payload.typeName else { return skipped("it leads to no controller") }
        guard let property = code.optionalProperty(named: name, of: className) else {
            return skipped("no given Swift file declares `var \(name): \(destination)?` on \(className) or a superclass")
        }
        let place = "\(property.location.path):\(property.location.line)"
        guard !property.isFilePrivate else {
            return skipped("'\(name)' (\(place)) is private or fileprivate, so the generated file cannot assign it")
        }
        guard canHold(property.type, destination, code: code) else {
            return skipped("'\(name)' (\(place)) is `\(property.type)?`, which cannot hold a `\(destination)`")
        }
        return (name, nil)
    }

    /// Whether a property of type `written` can hold a `destination`: the same class, one of its
    /// superclasses in the sources, or a UIKit or AppKit class above them (names compared without module).
    private func canHold(_ written: String, _ destination: String, code: ModuleCode) -> Bool {
        func bare(_ name: String) -> String {
            name.contains("<") ? name : name.split(separator: ".").last.map(String.init) ?? name
        }
        var chain = [bare(destination)] + code.ancestors(of: bare(destination)).map(bare)
        if let platform = PlatformClasses.chain(of: chain.last!) { chain += platform.dropFirst() }
        return chain.contains(bare(written))
    }
}
