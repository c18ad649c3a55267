import Foundation
import Testing
import SegueKitTesting

/// Stand-ins for an app's controllers: only the nested enum's name matters to the verifier.
enum LibraryViewController {
    enum SegueIdentifier: String, CaseIterable { case showBook, editBook, showAccount, embedStats }
}

enum BookViewController {
    enum SegueIdentifier: String, CaseIterable { case showAuthor, unwindToLibrary, showReviews }
}

@Suite("StoryboardVerifier for app test suites")
struct StoryboardVerifierTests {
    @Test func aMatchingEnumHasNoMismatchesAndTheClassComesFromTheEnclosingType() throws {
        #expect(try StoryboardVerifier.verify(LibraryViewController.SegueIdentifier.self, storyboards: [Fixtures.mainStoryboard]) == [])
        try StoryboardVerifier.requireMatch(LibraryViewController.SegueIdentifier.self, storyboard: Fixtures.mainStoryboard)
    }

    @Test func extraCasesAndMissingCasesAreBothReportedReadably() throws {
        let mismatches = try StoryboardVerifier.verify(identifiers: ["showBook", "showAuthr"], controllerClass: "LibraryViewController", storyboard: Fixtures.mainStoryboard)
        #expect(mismatches.filter { $0.kind == .caseWithoutSegue }.map(\.identifier) == ["showAuthr"])
        #expect(Set(mismatches.filter { $0.kind == .segueWithoutCase }.compactMap(\.identifier)) == ["editBook", "showAccount", "embedStats"])
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

    @Test func anUnknownControllerClassIsAMismatchNotASilentPass() throws {
        let mismatches = try StoryboardVerifier.verify(identifiers: ["x"], controllerClass: "NoSuchController", storyboard: Fixtures.mainStoryboard)
        #expect(mismatches.map(\.kind) == [.noScene])
    }

    @Test func anUnreadableStoryboardThrows() {
        #expect(throws: (any Error).self) {
            try StoryboardVerifier.verify(identifiers: [], controllerClass: "A", storyboard: URL(fileURLWithPath: "/nonexistent/Main.storyboard"))
        }
    }
}
