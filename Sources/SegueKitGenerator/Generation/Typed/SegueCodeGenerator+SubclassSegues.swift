import SegueKitStoryboard

extension SegueCodeGenerator {
    /// The typed segues of a class that has scenes and of the subclasses that share its
    /// `SegueIdentifier` (`members`), one `Segue` per class that adds segues:
    ///
    /// - the class's `Segue` holds the segues of its own scenes;
    /// - a subclass whose scenes have segues its nearest typed ancestor's `Segue` lacks gets its own,
    ///   with that ancestor's cases and its own, so that its `prepare(for:sender:)` switches over
    ///   everything it can be handed and passes the inherited cases to `super`;
    /// - any other subclass uses its nearest typed ancestor's `Segue`, whose cases then hold its segues
    ///   too.
    ///
    /// All of them name their cases as the shared `SegueIdentifier` does. A class without scenes of its
    /// own (a hand-written enum on an abstract superclass) keeps every segue of its subclasses in its one
    /// `Segue`, and `input` is returned as it is.
    func subclassTypedInputs(_ input: TypedInput, members: [String], catalog: SegueCatalog) -> [TypedInput] {
        guard let own = catalog.classes[input.className] else { return [input] }
        var classOfSegue: [FileLocation: String] = [:]
        for entry in own { classOfSegue[entry.location] = input.className }
        for member in members {
            for entry in catalog.classes[member] ?? [] { classOfSegue[entry.location] = member }
        }
        // Each class's identifiers among the input's cases; a segue of another class (one with an enum of
        // its own) is left out.
        var identifiersOf: [String: Set<String>] = [:]
        for merged in input.named.map(\.merged) {
            for entry in merged.entries {
                if let className = classOfSegue[entry.location] { identifiersOf[className, default: []].insert(merged.identifier) }
            }
        }
        // Top-down, so that a class's typed ancestor is settled before it.
        let ordered = members.map { (depth: (options.code?.ancestors(of: $0) ?? []).count, name: $0) }
            .sorted { $0.depth != $1.depth ? $0.depth < $1.depth : Self.scalarOrder($0.name, $1.name) }.map(\.name)
        var typedIdentifiers = [input.className: identifiersOf[input.className] ?? []]
        var typedAncestor: [String: String] = [:]
        var segueOwner = [input.className: input.className]
        var typedClasses = [input.className]
        for member in ordered {
            let ancestor = (options.code?.ancestors(of: member) ?? []).first { typedIdentifiers[$0] != nil } ?? input.className
            let mine = identifiersOf[member] ?? []
            if mine.isSubset(of: typedIdentifiers[ancestor]!) || SwiftName.typeName(member) == nil {
                segueOwner[member] = ancestor
            } else {
                typedIdentifiers[member] = typedIdentifiers[ancestor]!.union(mine)
                typedAncestor[member] = ancestor
                segueOwner[member] = member
                typedClasses.append(member)
            }
        }
        // A case's segues are those of the class and of the subclasses that use its `Segue`; a case it only
        // inherits carries what it carries on the ancestor.
        var casesOf: [String: [String: [SegueCatalog.Entry]]] = [:]
        for merged in input.named.map(\.merged) {
            for entry in merged.entries {
                guard let className = classOfSegue[entry.location], let owner = segueOwner[className] else { continue }
                casesOf[owner, default: [:]][merged.identifier, default: []].append(entry)
            }
        }
        var result: [TypedInput] = []
        for className in typedClasses {
            var entries = casesOf[className] ?? [:]
            var inherited: Set<String> = []
            if let ancestor = typedAncestor[className] {
                for (identifier, ancestorEntries) in casesOf[ancestor] ?? [:] where entries[identifier] == nil {
                    entries[identifier] = ancestorEntries
                    inherited.insert(identifier)
                }
                casesOf[className] = entries
            }
            var named: [NamedCase] = []
            for item in input.named {
                guard typedIdentifiers[className]!.contains(item.merged.identifier), let caseEntries = entries[item.merged.identifier] else { continue }
                var narrowed = item
                narrowed.merged.entries = caseEntries
                if caseEntries.count != item.merged.entries.count { narrowed.doc = docLine(for: narrowed.merged) }
                named.append(narrowed)
            }
            guard !named.isEmpty else { continue }
            let typeName = className == input.className ? input.typeName : SwiftName.typeName(className)!
            let extends = typedAncestor[className].map { $0 == input.className ? input.typeName : SwiftName.typeName($0)! }
            result.append(TypedInput(typeName: typeName, className: className, named: named, extends: extends, inherited: inherited))
        }
        return result
    }
}
