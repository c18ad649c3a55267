import Testing

@testable import SegueKit

// `SegueIdentifierTable` remembers resolved identifiers per enum; it must answer exactly as the
// enum's `init(rawValue:)` does, for every enum separately.

private enum LibrarySegue: String, CaseIterable {
    case showBook
    case editBook
}

/// Same raw values, different cases: tables must not mix enums up.
private enum ShopSegue: String, CaseIterable {
    case editBook
    case showBook
    case checkout
}

/// A raw value with a precomposed "é"; Swift's `==` also accepts "e" + U+0301, which is one UTF-8
/// byte longer.
private enum AccentedSegue: String, CaseIterable {
    case showCafé = "showCafé"
}

/// A raw-representable type whose `init(rawValue:)` accepts two spellings for one value.
private struct Tolerant: RawRepresentable, Equatable {
    var rawValue: String
    init?(rawValue: String) {
        switch rawValue {
        case "show", "Show": self.rawValue = "show"
        default: return nil
        }
    }
}

@MainActor
@Suite("SegueIdentifierTable")
struct SegueIdentifierTableTests {
    @Test func answersAsInitRawValueDoesOnFirstAndLaterLookups() {
        let table = SegueIdentifierTable.shared(for: LibrarySegue.self)
        for _ in 0..<3 {
            #expect(table.identifier(forRawValue: "showBook") == .showBook)
            #expect(table.identifier(forRawValue: "editBook") == .editBook)
            #expect(table.identifier(forRawValue: "checkout") == nil)
        }
    }

    @Test func unknownIdentifiersAreNotRemembered() {
        let table = SegueIdentifierTable<LibrarySegue>()
        _ = table.identifier(forRawValue: "nope")
        _ = table.identifier(forRawValue: "showBook")
        #expect(table.entries.map(\.rawValue) == ["showBook"])
    }

    @Test func enumsWithTheSameRawValuesKeepTheirOwnCases() {
        let library = SegueIdentifierTable.shared(for: LibrarySegue.self)
        let shop = SegueIdentifierTable.shared(for: ShopSegue.self)
        #expect(library !== shop as AnyObject)
        // Alternate, so the "most recent table" shortcut switches back and forth.
        for _ in 0..<3 {
            #expect(SegueIdentifierTable.shared(for: LibrarySegue.self).identifier(forRawValue: "checkout") == nil)
            #expect(SegueIdentifierTable.shared(for: ShopSegue.self).identifier(forRawValue: "checkout") == .checkout)
            #expect(SegueIdentifierTable.shared(for: LibrarySegue.self) === library)
            #expect(SegueIdentifierTable.shared(for: ShopSegue.self) === shop)
        }
    }

    @Test func customInitRawValueIsRespectedForEverySpelling() {
        let table = SegueIdentifierTable.shared(for: Tolerant.self)
        #expect(table.identifier(forRawValue: "Show")?.rawValue == "show")
        #expect(table.identifier(forRawValue: "show")?.rawValue == "show")
        #expect(table.identifier(forRawValue: "Show")?.rawValue == "show")
        #expect(table.identifier(forRawValue: "SHOW") == nil)
    }

    /// The table skips entries of another UTF-8 length without comparing them; a canonically
    /// equivalent spelling of another length still resolves, as `init(rawValue:)` resolves it.
    @Test func canonicallyEquivalentSpellingsOfAnotherLengthResolveAsInitRawValueDoes() {
        let decomposed = "showCafe\u{301}"
        #expect(decomposed.utf8.count == "showCafé".utf8.count + 1)
        #expect(AccentedSegue(rawValue: decomposed) == .showCafé)
        let table = SegueIdentifierTable<AccentedSegue>()
        #expect(table.identifier(forRawValue: "showCafé") == .showCafé)
        #expect(table.identifier(forRawValue: decomposed) == .showCafé)
        #expect(table.identifier(forRawValue: decomposed) == .showCafé)
        #expect(table.identifier(forRawValue: "showCafe") == nil)
        #expect(table.entries.map(\.rawValue.utf8.count) == ["showCafé".utf8.count, decomposed.utf8.count])
    }
}
