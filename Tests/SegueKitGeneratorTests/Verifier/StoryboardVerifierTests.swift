import Foundation
import Testing
import SegueKitTesting

/// Stand-ins for an app's controllers: only the nested enum's name matters to the verifier.
enum LibraryViewController {
    enum SegueIdentifier: String, CaseIterable { case showBook, editBook, showAccount, embedStats, showAbout }
}

enum ListViewController {
    enum SegueIdentifier: String, CaseIterable { case showDetail }
}

enum BookViewController {
    enum SegueIdentifier: String, CaseIterable { case showAuthor, unwindToLibrary, showReviews }
}

enum AppViewController {
    enum SegueIdentifier: String, CaseIterable { case showHelp, showSettings }
}

/// A top-level enum, as one shared through `typealias SegueIdentifier` is.
enum AppSegue: String, CaseIterable { case showHelp }

/// The same, private to a test file.
private enum PrivateSegue: String, CaseIterable { case showHelp }

@Suite("StoryboardVerifier for app test suites")
struct StoryboardVerifierTests {
    /// Base.lproj's storyboard and a localized copy that renamed two segues are one storyboard, as
    /// `seguekit` reads them: the enum `generate` writes from them (Base's identifiers) passes.
    /// Localized copies are one storyboard, compared by Base's segues; a copy whose identifiers differ
    /// (the fixture's `en.lproj` renames one and adds another) fails: in that language the app performs
    /// identifiers the enum does not have.
    @Test func localizedCopiesAreOneStoryboardAndACopyThatDiffersFails() throws {
        let app = Fixtures.repository.appendingPathComponent("Tests/Fixtures/RealAppShapes/Localized/App")
        let storyboards = ["Base.lproj", "en.lproj"].map { app.appendingPathComponent("\($0)/Main.storyboard") }
        try StoryboardVerifier.requireMatch(AppViewController.SegueIdentifier.self, storyboards: [storyboards[0]])
        let mismatches = try StoryboardVerifier.verify(AppViewController.SegueIdentifier.self, storyboards: storyboards)
        #expect(mismatches.map(\.kind) == [.localizationMismatch, .localizationMismatch], "\(mismatches)")
        #expect(mismatches.map(\.identifier) == ["showPreferences", "showAbout"], "\(mismatches)")
        #expect(mismatches.first?.description == "segue 'showPreferences' of AppViewController at \(storyboards[1].path):9 differs from the storyboard's other localized copies (identifiers are not localized)")
        #expect(throws: StoryboardVerificationError.self) {
            try StoryboardVerifier.requireMatch(AppViewController.SegueIdentifier.self, storyboards: storyboards)
        }
    }

    @Test func aTopLevelEnumWithoutAControllerClassSaysToPassOne() throws {
        let mismatches = try StoryboardVerifier.verify(AppSegue.self, storyboards: [Fixtures.mainStoryboard])
        #expect(mismatches.map(\.kind) == [.noControllerClass])
        #expect(mismatches.first?.description.hasSuffix("AppSegue is not nested in a controller class: pass controllerClass: to say whose scenes it names") == true, "\(mismatches)")
        #expect(try StoryboardVerifier.verify(AppSegue.self, controllerClass: "LibraryViewController", storyboards: [Fixtures.mainStoryboard]).map(\.kind).contains(.caseWithoutSegue))
        #expect(try StoryboardVerifier.verify(PrivateSegue.self, storyboards: [Fixtures.mainStoryboard]).map(\.kind) == [.noControllerClass])
    }

    @Test func aMatchingEnumHasNoMismatchesAndTheClassComesFromTheEnclosingType() throws {
        #expect(try StoryboardVerifier.verify(LibraryViewController.SegueIdentifier.self, storyboards: [Fixtures.mainStoryboard]) == [])
        #expect(try StoryboardVerifier.verify(LibraryViewController.SegueIdentifier.self, storyboard: Fixtures.mainStoryboard) == [])
        try StoryboardVerifier.requireMatch(LibraryViewController.SegueIdentifier.self, storyboard: Fixtures.mainStoryboard)
    }

    @Test func extraCasesAndMissingCasesAreBothReportedReadably() throws {
        let mismatches = try StoryboardVerifier.verify(identifiers: ["showBook", "showAuthr"], controllerClass: "LibraryViewController", storyboard: Fixtures.mainStoryboard)
        #expect(mismatches.filter { $0.kind == .caseWithoutSegue }.map(\.identifier) == ["showAuthr"])
        #expect(Set(mismatches.filter { $0.kind == .segueWithoutCase }.compactMap(\.identifier)) == ["editBook", "showAccount", "embedStats", "showAbout"])
        let missing = try #require(mismatches.first { $0.identifier == "editBook" })
        #expect(missing.line != nil)
        #expect(missing.description.contains("Main.storyboard:\(missing.line!)"))
    }

    @Test func requireMatchThrowsAnErrorListingEveryMismatch() throws {
        #expect {
            try StoryboardVerifier.requireMatch(BookViewController.SegueIdentifier.self, storyboard: Fixtures.mainStoryboard)
        } throws: { error in
            let text = "\(error)"
            return text.contains("case 'showReviews' of BookViewController has no segue") && !text.contains("showAuthor'")
        }
    }

    @Test func anEmptyIdentifierIsReportedButDoesNotFailRequireMatchLikeTheGeneratedEnum() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Empty.storyboard")
        try Fixtures.storyboard([("ListViewController", [("showDetail", "show", ""), ("", "show", "")])])
            .write(to: url, atomically: true, encoding: .utf8)
        let mismatches = try StoryboardVerifier.verify(identifiers: ["showDetail"], controllerClass: "ListViewController", storyboard: url)
        #expect(mismatches.map(\.kind) == [.emptyIdentifier])
        #expect(mismatches.allSatisfy { !$0.isFailure })
        try StoryboardVerifier.requireMatch(ListViewController.SegueIdentifier.self, storyboard: url)
        // A real mismatch next to the empty identifier still fails.
        #expect(throws: StoryboardVerificationError.self) {
            try StoryboardVerifier.requireMatch(LibraryViewController.SegueIdentifier.self, controllerClass: "ListViewController", storyboard: url)
        }
    }

    @Test func aCaseWithoutSegueNamesTheStoryboardsSearched() throws {
        let mismatch = try #require(try StoryboardVerifier.verify(identifiers: ["showAuthr"], controllerClass: "BookViewController", storyboard: Fixtures.mainStoryboard).first)
        #expect(mismatch.kind == .caseWithoutSegue)
        #expect(mismatch.description.contains(Fixtures.mainStoryboard.path))
    }

    @Test func requireMatchSearchesEveryStoryboardGiven() throws {
        try StoryboardVerifier.requireMatch(LibraryViewController.SegueIdentifier.self, storyboards: [Fixtures.loginStoryboard, Fixtures.mainStoryboard])
        #expect(throws: StoryboardVerificationError.self) {
            try StoryboardVerifier.requireMatch(LibraryViewController.SegueIdentifier.self, storyboards: [Fixtures.loginStoryboard])
        }
    }

    @Test func anUnknownControllerClassIsAMismatchNotASilentPass() throws {
        let mismatches = try StoryboardVerifier.verify(identifiers: ["x"], controllerClass: "NoSuchController", storyboard: Fixtures.mainStoryboard)
        #expect(mismatches.map(\.kind) == [.noScene])
    }

    @Test func anUnreadableStoryboardThrows() {
        #expect(throws: (any Error).self) {
            try StoryboardVerifier.verify(identifiers: [], controllerClass: "A", storyboard: URL(fileURLWithPath: "/nonexistent/Main.storyboard"))
        }
    }

    /// No storyboard given says so, rather than naming an empty place; the thrown error's
    /// `localizedDescription` is its description, for runners that print that.
    @Test func noStoryboardGivenSaysSoAndTheErrorDescribesItselfLocalized() throws {
        let mismatches = try StoryboardVerifier.verify(LibraryViewController.SegueIdentifier.self, storyboards: [])
        #expect(mismatches.map(\.description) == ["no storyboard was given, so no scene has custom class 'LibraryViewController'"])
        let error = try #require(throws: StoryboardVerificationError.self) {
            try StoryboardVerifier.requireMatch(LibraryViewController.SegueIdentifier.self, storyboards: [])
        }
        #expect(error.localizedDescription == error.description)
    }
}
