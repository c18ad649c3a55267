/// The outcome of naming a set of storyboard identifiers in one enum: every non-empty identifier gets
/// a unique Swift case name; empty identifiers and renamed collisions are reported.
///
/// ```swift
/// let naming = CaseNaming(identifiers: ["Foo-Bar", "fooBar", ""])
/// naming.names["fooBar"]    // "fooBar"   (an identifier that is already its own name wins)
/// naming.names["Foo-Bar"]   // "fooBar_2"
/// naming.skippedEmpty       // true
/// ```
package struct CaseNaming: Sendable, Equatable {
    /// A collision that was resolved by renaming.
    ///
    /// ```swift
    /// let c = CaseNaming(identifiers: ["a b", "aB"]).collisions[0]
    /// (c.identifier, c.wanted, c.given)   // ("a b", "aB", "aB_2")
    /// ```
    package struct Collision: Sendable, Equatable {
        /// The storyboard identifier that was renamed.
        package var identifier: String
        /// The name it would have had.
        package var wanted: String
        /// The name it was given.
        package var given: String
        /// The identifier that kept the wanted name (if it was another identifier, not a reserved name).
        package var keptBy: String?
    }

    /// Swift case name (escaped when needed) for each non-empty identifier, keyed by the exact identifier.
    package var names: [String: String]
    /// Collisions that were resolved by renaming, in output order.
    package var collisions: [Collision]
    /// Whether an empty identifier was among the input (it gets no case).
    package var skippedEmpty: Bool

    /// Names the identifiers of one enum. `reserved` are names already taken (the cases a hand-written
    /// enum declares): they are never given to an identifier.
    ///
    /// ```swift
    /// CaseNaming(identifiers: ["detail"], reserved: ["detail"]).names["detail"]   // "detail_2"
    /// ```
    package init<S: Sequence>(identifiers: S, reserved: Set<String> = []) where S.Element == String {
        var unique: [String] = []
        var seen = Set<String>()
        unique.reserveCapacity(identifiers.underestimatedCount)
        seen.reserveCapacity(identifiers.underestimatedCount)
        var empty = false
        for identifier in identifiers {
            if identifier.isEmpty { empty = true; continue }
            if seen.insert(identifier).inserted { unique.append(identifier) }
        }
        let wanted = unique.map { SwiftName.bareName(from: $0)! }
        // The common case: every identifier wants a name of its own that no member has.
        var taken = Set<String>(minimumCapacity: wanted.count)
        if wanted.allSatisfy({ !reserved.contains($0) && taken.insert($0).inserted }) {
            var names: [String: String] = [:]
            names.reserveCapacity(unique.count)
            for (identifier, base) in zip(unique, wanted) { names[identifier] = SwiftName.escaped(base) }
            self.names = names
            self.collisions = []
            self.skippedEmpty = empty
            return
        }
        // Deterministic priority: identifiers that are already exactly their Swift name first, then by
        // Unicode scalar order (independent of locale and of canonical equivalence).
        let ordered = zip(unique, wanted).map { (identifier: $0, wanted: $1) }.sorted { a, b in
            let aExact = a.wanted == a.identifier, bExact = b.wanted == b.identifier
            if aExact != bExact { return aExact }
            return SegueCodeGenerator.scalarOrder(a.identifier, b.identifier)
        }
        // Who holds each name: an identifier, or "" for a reserved member (identifiers are never empty).
        var owner: [String: String] = [:]
        owner.reserveCapacity(ordered.count + reserved.count)
        for name in reserved { owner[name] = "" }
        var names: [String: String] = [:]
        names.reserveCapacity(ordered.count)
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
        self.skippedEmpty = empty
    }
}
