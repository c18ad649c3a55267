/// The outcome of naming a set of storyboard identifiers in one enum: every identifier gets a unique
/// Swift case name; renamed collisions are reported. On a collision, an identifier that is already
/// exactly its name wins (`fooBar` over `Foo-Bar`); the renamed ones get `_2`, `_3`, ….
package struct CaseNaming: Sendable, Equatable {
    /// An identifier whose name was taken and that got a suffixed one: what the rename warning says.
    package struct Collision: Sendable, Equatable {
        /// The storyboard identifier that was renamed.
        package var identifier: String
        /// The name it would have had.
        package var wanted: String
        package var given: String
        /// The identifier that kept the wanted name (if it was another identifier, not a reserved name).
        package var keptBy: String?
    }

    /// Swift case name (escaped when needed) for each identifier, keyed by the exact identifier.
    package var names: [String: String]
    /// In output order.
    package var collisions: [Collision]

    /// Names the identifiers of one enum: distinct and not empty. `reserved` are names already taken
    /// (the cases a hand-written enum declares): they are never given to an identifier.
    package init(identifiers: [String], reserved: Set<String> = []) {
        // Deterministic priority: identifiers that are already exactly their Swift name first, then by
        // Unicode scalar order (independent of locale and of canonical equivalence).
        let ordered = identifiers.map { (identifier: $0, wanted: SwiftName.bareName(from: $0)!) }.sorted { a, b in
            let aExact = a.wanted == a.identifier, bExact = b.wanted == b.identifier
            if aExact != bExact { return aExact }
            return SegueCodeGenerator.scalarOrder(a.identifier, b.identifier)
        }
        // Who holds each name: an identifier, or "" for a reserved member (identifiers are never empty).
        var owner: [String: String] = [:]
        for name in reserved { owner[name] = "" }
        var names: [String: String] = [:]
        var collisions: [Collision] = []
        var nextCounter: [String: Int] = [:]   // per base: suffixes below it are taken already (linear time)
        for (identifier, base) in ordered {
            var name = base
            if owner[base] != nil {
                var counter = nextCounter[base] ?? 2
                repeat {
                    name = "\(base)_\(counter)"
                    counter += 1
                } while owner[name] != nil
                nextCounter[base] = counter
            }
            owner[name] = identifier
            if name != base {
                collisions.append(Collision(identifier: identifier, wanted: base, given: name, keptBy: owner[base].flatMap { $0.isEmpty ? nil : $0 }))
            }
            names[identifier] = SwiftName.escaped(name)
        }
        self.names = names
        self.collisions = collisions
    }
}
