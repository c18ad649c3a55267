import SegueKitStoryboard
import SegueKitSwiftSource

// String-literal identifiers in code that has not adopted SegueKit.
extension StoryboardCodeChecker {
    /// String literals used as segue identifiers (`performSegue(withIdentifier: "x", …)`, `segue.identifier
    /// == "x"`, `case "x":` in `prepare(for:sender:)`) must name a segue of the class they are in or of
    /// one of its subclasses, or one the code makes itself (`UIStoryboardSegue(identifier: "x", …)`).
    func checkStringIdentifiers(_ catalog: SegueCatalog, _ chains: ClassHierarchy) -> [Diagnostic] {
        guard !scan.segueLiterals.isEmpty else { return [] }
        let below = sceneClassesBelow(catalog, chains)
        // Segues the code makes itself have identifiers of their own, which code may compare with.
        let seguesMadeInCode = Set(scan.segueLiterals.filter { $0.usage == SwiftSourceScan.segueMadeInCode }.map(\.identifier))
        // What the code of each class may name, gathered once per class however many literals it has.
        var scopes: [Owner: LiteralScope?] = [:]
        var out: [Diagnostic] = []
        let usagesOfCodesOwn = [SwiftSourceScan.segueMadeInCode, SwiftSourceScan.caseMadeInCode]
        for literal in scan.segueLiterals where !usagesOfCodesOwn.contains(literal.usage) && !seguesMadeInCode.contains(literal.identifier) {
            guard let ownerName = literal.owner else { continue }
            let owner = Owner(module: modules.module(ofSource: literal.location.path), name: ownerName)
            let scope: LiteralScope?
            if let cached = scopes[owner] {
                scope = cached
            } else {
                scope = literalScope(of: owner, classesBelow: below[ownerName] ?? [], catalog)
                scopes[owner] = scope
            }
            guard let (classes, classless, known) = scope, !known.contains(literal.identifier) else { continue }
            let list = Self.identifierList(known)
            let files = Set(classes.flatMap { scenes(of: $0, catalog).map { SegueCatalog.fileName(of: $0.filePath) } }
                + classless.map { SegueCatalog.fileName(of: $0.filePath) }).sorted().joined(separator: ", ")
            let names = (classes.map(display) + (classless.isEmpty ? [] : ["controllers without a custom class"]))
                .joined(separator: " or ")
            let written = literal.constant.map { "\"\(literal.identifier)\" (\($0))" } ?? "\"\(literal.identifier)\""
            out.append(Diagnostic(.error, "\(written) in \(literal.usage) matches no segue of \(names) in \(files); \(list)", at: literal.location, rule: "string-identifier-without-segue"))
        }
        return out
    }

    /// The scene classes a class's code runs in, the segues of controllers without a custom class when
    /// it is a platform class, and their identifiers.
    private typealias LiteralScope = (classes: [Owner], classless: [SegueCatalog.Entry], known: Set<String>)

    /// The scope of `owner`'s code, or nil when no scene runs it.
    private func literalScope(of owner: Owner, classesBelow: [String], _ catalog: SegueCatalog) -> LiteralScope? {
        let classes = classesBelow.map { Owner(module: owner.module, name: $0) }.filter { !scenes(of: $0, catalog).isEmpty }
        // Code in an extension of a platform class also runs in controllers without a custom class.
        let classless = PlatformClasses.chain(of: owner.name) != nil ? catalog.seguesWithoutClass : []
        guard !classes.isEmpty || !classless.isEmpty else { return nil }
        var known = Set(classless.map(\.identifier).filter { !$0.isEmpty })
        for sceneClass in classes {
            known.formUnion(entries(of: sceneClass, catalog).map(\.identifier).filter { !$0.isEmpty })
        }
        return (classes, classless, known)
    }
}
