import Testing

@testable import SegueKit

// The platform-independent heart of `SegueHandlerType`: what an identifier string means for a
// controller. The UIKit and AppKit layers only read `segue.identifier` and call into this; their own
// behaviour is tested through the mirror in SegueKitPlatformTests.

/// Stands in for a view controller: the protocol needs no UIKit to resolve identifiers.
@MainActor
private final class ShelfController: SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case showBook
        case editBook = "edit book"
    }
}

/// An enum that cannot list its cases.
@MainActor
private final class UnlistedController: SegueHandlerType {
    enum SegueIdentifier: String {
        case showBook
    }
}

@MainActor
private final class EmptyController: SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case never
        static var allCases: [SegueIdentifier] { [] }
    }
}

@MainActor
@Suite("Resolving identifiers")
struct SegueIdentifierResolutionTests {
    @Test func knownRawValueResolvesToItsCase() throws {
        #expect(try ShelfController().segueIdentifier(forRawValue: "showBook") == .showBook)
        #expect(try ShelfController().segueIdentifier(forRawValue: "edit book") == .editBook)
    }

    @Test func unknownIdentifierThrowsWithControllerReceivedIdentifierAndKnownCases() {
        let error = #expect(throws: SegueIdentifierError.self) {
            try ShelfController().segueIdentifier(forRawValue: "shwBook")
        }
        // Private types are named without Swift's "(unknown context at $…)" noise.
        #expect(error?.controllerType == "SegueKitTests.ShelfController")
        #expect(error?.identifierType == "SegueKitTests.ShelfController.SegueIdentifier")
        #expect(error?.receivedIdentifier == "shwBook")
        #expect(error?.knownIdentifiers == ["showBook", "edit book"])
    }

    @Test func nilIdentifierThrowsSayingThereWasNone() {
        let error = #expect(throws: SegueIdentifierError.self) {
            try ShelfController().segueIdentifier(forRawValue: nil)
        }
        #expect(error?.receivedIdentifier == nil)
        #expect(error?.description.contains("without an identifier") == true)
    }

    @Test func identifiersDifferingOnlyInCaseOrSpacesAreNotCases() {
        #expect(throws: SegueIdentifierError.self) { try ShelfController().segueIdentifier(forRawValue: "ShowBook") }
        #expect(throws: SegueIdentifierError.self) { try ShelfController().segueIdentifier(forRawValue: "showBook ") }
        #expect(throws: SegueIdentifierError.self) { try ShelfController().segueIdentifier(forRawValue: "") }
    }

    @Test func nonCaseIterableEnumSaysItCannotListItsCases() {
        let error = #expect(throws: SegueIdentifierError.self) {
            try UnlistedController().segueIdentifier(forRawValue: "other")
        }
        #expect(error?.knownIdentifiers == nil)
        #expect(error?.description.contains("CaseIterable") == true)
    }

    @Test func enumWithoutCasesSaysSo() {
        let error = #expect(throws: SegueIdentifierError.self) {
            try EmptyController().segueIdentifier(forRawValue: "other")
        }
        #expect(error?.knownIdentifiers == [])
        #expect(error?.description.contains("has no cases") == true)
    }

    @Test func requiredIdentifierReturnsTheCaseForAKnownIdentifier() {
        #expect(ShelfController().requiredSegueIdentifier(forRawValue: "edit book") == .editBook)
    }
}

// `segueIdentifier(for:)` (UIKit and AppKit) is `requiredSegueIdentifier(forRawValue: segue.identifier)`;
// these exit tests run that exact path in a child process and read what it printed as it stopped.
@Suite("Stopping on an unknown identifier")
struct SegueIdentifierTrapTests {
    @Test func unknownIdentifierStopsWithThePreciseMessage() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            _ = ShelfController().requiredSegueIdentifier(forRawValue: "shwBook")
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Fatal error"), "\(output)")
        #expect(
            output.contains(
                #"Fatal error: SegueKitTests.ShelfController received a segue with identifier "shwBook", which is not a case of SegueKitTests.ShelfController.SegueIdentifier."#
            ), "\(output)")
        #expect(output.contains(#"Known identifiers: "showBook", "edit book"."#), "\(output)")
    }

    @Test func missingIdentifierStopsSayingItWasNil() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            _ = ShelfController().requiredSegueIdentifier(forRawValue: nil)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("ShelfController received a segue without an identifier"), "\(output)")
        #expect(output.contains(#"Known identifiers: "showBook", "edit book"."#), "\(output)")
    }
}
