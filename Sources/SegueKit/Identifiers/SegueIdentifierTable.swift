/// The cases of one `SegueIdentifier` enum resolved so far, by raw value: `init(rawValue:)` of a `String`
/// enum is several times slower than comparing strings, so it runs once per identifier (see
/// `Docs/Benchmarks.md`). Only cases are remembered, so a table never outgrows its enum.
@MainActor
@usableFromInline
final class SegueIdentifierTable<Identifier: RawRepresentable> where Identifier.RawValue == String {
    // Only touched on the main actor and never passed `inout`, so the run-time exclusivity checks
    // (a measurable part of the lookup) can go.
    @exclusivity(unchecked) @usableFromInline var entries: [(rawValue: String, identifier: Identifier)] = []

    @usableFromInline init() {}

    /// The case for `rawValue`, as `Identifier(rawValue:)` answers it.
    @inlinable
    func identifier(forRawValue rawValue: String) -> Identifier? {
        // Lengths first: comparing two different strings with `==` is a call into the runtime, reading
        // a length is not. A spelling that is `==` to a known one with another length (a canonically
        // equivalent one) is not found here and is asked of `Identifier(rawValue:)` below, as any new
        // spelling is.
        let length = rawValue.utf8.count
        for entry in entries where entry.rawValue.utf8.count == length && entry.rawValue == rawValue { return entry.identifier }
        guard let identifier = Identifier(rawValue: rawValue) else { return nil }
        entries.append((rawValue, identifier))
        return identifier
    }

    /// The table for `type`, made on first use. The last table asked for is kept at hand, since
    /// consecutive segues mostly come from the same controller.
    @inlinable
    static func shared(for type: Identifier.Type) -> SegueIdentifierTable<Identifier> {
        let key = ObjectIdentifier(type)
        if let recent = SegueIdentifierTables.recent, recent.key == key {
            return unsafeDowncast(recent.table, to: SegueIdentifierTable<Identifier>.self)
        }
        return SegueIdentifierTables.table(for: key, making: SegueIdentifierTable<Identifier>.init)
    }
}

/// Every `SegueIdentifierTable`, by the enum it resolves.
@MainActor
@usableFromInline
enum SegueIdentifierTables {
    @exclusivity(unchecked) @usableFromInline static var recent: (key: ObjectIdentifier, table: AnyObject)?
    static var all: [ObjectIdentifier: AnyObject] = [:]

    @usableFromInline
    static func table<Table: AnyObject>(for key: ObjectIdentifier, making make: () -> Table) -> Table {
        let table: Table
        if let existing = all[key] {
            table = unsafeDowncast(existing, to: Table.self)
        } else {
            table = make()
            all[key] = table
        }
        recent = (key, table)
        return table
    }
}
