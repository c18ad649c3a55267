import SegueKit
import Testing

// KNMSegueRouting's symbolify rule: split on anything outside [A-Za-z0-9_], uppercase the first
// character of each part, concatenate; nothing left → no route.

struct SymbolifiedSegueIdentifierTests {
    @Test(arguments: [
        ("some overly-complicated identifier_name 2", "SomeOverlyComplicatedIdentifier_name2"),
        ("push-user-page", "PushUserPage"),
    ])
    func issueVectorsProduceKNMSegueRoutingNames(identifier: String, expected: String) {
        #expect(symbolifiedSegueIdentifier(identifier) == expected)
    }

    @Test(arguments: ["", " ", " - ", "---", "ü"])
    func identifierWithNothingLeftHasNoRoute(identifier: String) {
        #expect(symbolifiedSegueIdentifier(identifier) == nil)
    }

    @Test func underscoresAndDigitsStayInsideAPartAndAreNotUppercased() {
        #expect(symbolifiedSegueIdentifier("identifier_name") == "Identifier_name")
        #expect(symbolifiedSegueIdentifier("_private") == "_private")
        #expect(symbolifiedSegueIdentifier("2fa") == "2fa")
        #expect(symbolifiedSegueIdentifier("show 2fa") == "Show2fa")
    }

    @Test func onlyTheFirstCharacterOfEachPartChanges() {
        #expect(symbolifiedSegueIdentifier("Show Detail") == "ShowDetail")
        #expect(symbolifiedSegueIdentifier("showDetail") == "ShowDetail")
        #expect(symbolifiedSegueIdentifier("show DETAIL") == "ShowDETAIL")
        #expect(symbolifiedSegueIdentifier("Logged in With New User ") == "LoggedInWithNewUser")
    }

    @Test func runsOfSeparatorsAndNonASCIILettersSplitLikeAnySeparator() {
        #expect(symbolifiedSegueIdentifier("a--b..c") == "ABC")
        #expect(symbolifiedSegueIdentifier("ünïcode") == "NCode")
        #expect(symbolifiedSegueIdentifier("show\u{00A0}detail") == "ShowDetail")
    }
}
