import Testing
@testable import SegueKitGenerator

/// The identifier → Swift name rules (one rule set for iOS and macOS), pinned on the cases the peers
/// get wrong (see shared/reference/peers.md).
@Suite("Identifier naming rules")
struct SwiftNameTests {
    /// The case name the generator gives `identifier`: its bare name, escaped.
    private func swiftName(from identifier: String) -> String? { SwiftName.bareName(from: identifier).map(SwiftName.escaped) }

    @Test(arguments: [
        ("Show Detail", "showDetail"),
        ("some overly-complicated identifier_name 2", "someOverlyComplicatedIdentifier_name2"),
        ("push-user-page", "pushUserPage"),
        ("show.detail", "showDetail"),
        ("Logged in With New User ", "loggedInWithNewUser"),
        ("  leading and trailing  ", "leadingAndTrailing"),
        ("ShowDetail", "showDetail"),
        ("URLList", "urlList"),
        ("URL", "url"),
        ("SegueToAbout", "segueToAbout"),
        ("showBook", "showBook"),
        ("ünïcode", "ünïcode"),
        ("Ünïcode straße", "ünïcodeStraße"),
        ("日本語 テスト", "日本語テスト"),
    ])
    func identifierBecomesLowerCamelCase(identifier: String, expected: String) {
        #expect(swiftName(from: identifier) == expected)
    }

    @Test(arguments: [("2fa", "_2fa"), ("0 messages", "_0Messages"), ("10000 messages", "_10000Messages"), ("123", "_123")])
    func leadingDigitsGetAnUnderscoreInsteadOfBeingDropped(identifier: String, expected: String) {
        #expect(swiftName(from: identifier) == expected)
    }

    @Test(arguments: ["default", "class", "private", "public", "open", "self", "where", "in", "is", "nil", "true", "init", "_"])
    func keywordsAreEscapedWithBackticks(keyword: String) {
        #expect(swiftName(from: keyword) == "`\(keyword)`")
        #expect(SwiftName.isPlainIdentifier(keyword) == false)
    }

    @Test func capitalisedKeywordsAreLoweredFirstAndThenEscaped() {
        #expect(swiftName(from: "Default") == "`default`")
        #expect(swiftName(from: "Self") == "`self`")
        #expect(swiftName(from: "Type") == "type")
    }

    @Test func emptyIdentifierHasNoName() {
        #expect(swiftName(from: "") == nil)
    }

    @Test func identifierWithoutAnyNameCharacterIsNamedAfterItsScalars() {
        #expect(swiftName(from: "!!!") == "segue_21_21_21")
        #expect(swiftName(from: " ") == "segue_20")
        #expect(swiftName(from: "→") == "segue_2192")
    }

    @Test func emojiAndInvisibleCharactersSeparateWordsInsteadOfEnteringNames() {
        #expect(swiftName(from: "a🙂b") == "aB")
        #expect(swiftName(from: "zero\u{200B}width") == "zeroWidth")
        #expect(swiftName(from: "rtl\u{202E}mark") == "rtlMark")
    }

    @Test func combiningMarksStayWithTheirLetter() {
        let name = swiftName(from: "cafe\u{301} au lait")!
        #expect(name.unicodeScalars.map(\.value) == "cafe\u{301}AuLait".unicodeScalars.map(\.value))
        // A leading combining mark cannot start a name.
        #expect(swiftName(from: "\u{301}x") == "x")
    }

    @Test func typeNamesAreValidatedAndEscapedPerComponent() {
        #expect(SwiftName.typeName("ListViewController") == "ListViewController")
        #expect(SwiftName.typeName("Outer.Inner") == "Outer.Inner")
        #expect(SwiftName.typeName("Outer.default") == "Outer.`default`")
        #expect(SwiftName.typeName("My Controller") == nil)
        #expect(SwiftName.typeName("_TtCC5Books5Outer4List") == nil, "a runtime name no code can write")
        #expect(SwiftName.typeName("2Controller") == nil)
        #expect(SwiftName.typeName("") == nil)
    }
}

@Suite("Collision resolution")
struct CaseNamingTests {
    @Test func anIdentifierThatIsAlreadyItsOwnNameKeepsItAndOthersGetNumberedSuffixes() {
        let naming = CaseNaming(identifiers: ["Foo-Bar", "foo bar", "fooBar"])
        #expect(naming.names["fooBar"] == "fooBar")
        // The others in Unicode scalar order: "Foo-Bar" < "foo bar".
        #expect(naming.names["Foo-Bar"] == "fooBar_2")
        #expect(naming.names["foo bar"] == "fooBar_3")
        #expect(naming.collisions.map(\.identifier) == ["Foo-Bar", "foo bar"])
        #expect(naming.collisions.allSatisfy { $0.keptBy == "fooBar" })
    }

    @Test func resolutionDoesNotDependOnInputOrder() {
        let identifiers = ["Foo-Bar", "Foo_Bar", "foo bar", "fooBar", "FooBar", "foo.bar "]
        let reference = CaseNaming(identifiers: identifiers).names
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            #expect(CaseNaming(identifiers: identifiers.shuffled(using: &rng)).names == reference)
        }
        #expect(Set(reference.values).count == identifiers.count)
    }

    @Test func aSuffixedNameNeverCollidesWithAnIdentifierThatAlreadyHasThatName() {
        let naming = CaseNaming(identifiers: ["a b", "aB", "aB_2"])
        #expect(Set(naming.names.values).count == 3)
        #expect(naming.names["aB_2"] == "aB_2")
        #expect(naming.names["a b"] == "aB_3")
    }

    @Test func reservedNamesAreNeverGivenToCases() {
        // The names of a hand-written enum's cases are reserved for the identifiers it names.
        let naming = CaseNaming(identifiers: ["detail", "show list"], reserved: ["detail", "showList"])
        #expect(naming.names["detail"] == "detail_2")
        #expect(naming.names["show list"] == "showList_2")
        #expect(naming.collisions.allSatisfy { $0.keptBy == nil })
    }

    @Test func escapedKeywordCollidingWithBacktickedIdentifierIsRenamed() {
        // "`default`" (with backticks in the storyboard) sanitises to "default" too.
        let naming = CaseNaming(identifiers: ["default", "`default`"])
        #expect(naming.names["default"] == "`default`")
        #expect(naming.names["`default`"] == "default_2")
    }
}
