@testable import SegueKit
import Testing

// The exact sentences users read in a crash log or a caught error.
@Suite("SegueIdentifierError text")
struct SegueIdentifierErrorTests {
    @Test func unknownIdentifierNamesControllerIdentifierEnumAndKnownCases() {
        let error = SegueIdentifierError(
            controllerType: "App.LibraryViewController", identifierType: "App.LibraryViewController.SegueIdentifier",
            receivedIdentifier: "shwBook", knownIdentifiers: ["showBook", "editBook"])
        #expect(
            error.description
                == #"App.LibraryViewController received a segue with identifier "shwBook", which is not a case of App.LibraryViewController.SegueIdentifier. Known identifiers: "showBook", "editBook"."#
        )
    }

    @Test func missingIdentifierSaysToGiveItOne() {
        let error = SegueIdentifierError(
            controllerType: "App.LibraryViewController", identifierType: "App.LibraryViewController.SegueIdentifier",
            receivedIdentifier: nil, knownIdentifiers: ["showBook"])
        #expect(
            error.description
                == #"App.LibraryViewController received a segue without an identifier; give it one in Interface Builder that is a case of App.LibraryViewController.SegueIdentifier. Known identifiers: "showBook"."#
        )
    }

    @Test func nonCaseIterableEnumAsksToBeMadeCaseIterable() {
        let error = SegueIdentifierError(
            controllerType: "App.A", identifierType: "App.A.SegueIdentifier", receivedIdentifier: "x", knownIdentifiers: nil)
        #expect(error.description.hasSuffix("Make App.A.SegueIdentifier CaseIterable to have its cases listed here."))
    }

    @Test func emptyIdentifierIsQuotedSoItIsVisible() {
        let error = SegueIdentifierError(
            controllerType: "App.A", identifierType: "App.A.SegueIdentifier", receivedIdentifier: "", knownIdentifiers: [])
        #expect(error.description.contains(#"identifier "", which"#))
        #expect(error.description.hasSuffix("App.A.SegueIdentifier has no cases."))
    }
}
