import Foundation
import Testing
import SegueKitStoryboard

@Suite("Localized storyboards")
struct LocalizedStoryboardsTests {
    private func document(_ path: String, _ segues: [(id: String, identifier: String?)]) throws -> StoryboardDocument {
        let connections = segues.map { segue in
            "<segue destination=\"b\" kind=\"show\"\(segue.identifier.map { " identifier=\"\($0)\"" } ?? "") id=\"\(segue.id)\"/>"
        }.joined(separator: "\n")
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><scenes>
            <scene sceneID="s1"><objects><viewController id="a" customClass="A" sceneMemberID="viewController"><connections>
            \(connections)
            </connections></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        return try StoryboardParser().parse(data: Data(xml.utf8), filePath: path)
    }

    @Test func baseIsKeptAndASegueMissingFromAVariantIsReportedOnBasesLine() throws {
        let french = try document("App/fr.lproj/Main.storyboard", [("g1", "go")])
        let base = try document("App/Base.lproj/Main.storyboard", [("g1", "go"), ("g2", "back")])
        let other = try document("Other/Base.lproj/Main.storyboard", [("g1", "elsewhere")])
        let merged = LocalizedStoryboards.merge([french, base, other])
        #expect(merged.documents.map(\.filePath) == ["App/Base.lproj/Main.storyboard", "Other/Base.lproj/Main.storyboard"])
        #expect(merged.diagnostics.map(\.description) == [
            "App/Base.lproj/Main.storyboard:5:1: warning: segue 'back' (id g2) is missing from App/fr.lproj/Main.storyboard, so that localization cannot perform it; add it there",
        ])
        #expect(merged.diagnostics.allSatisfy { $0.rule == LocalizedStoryboards.rule })
    }

    /// A copy of another language may have scenes Base has not: the kept copy carries their Storyboard
    /// IDs, which code may instantiate in that language.
    @Test func theKeptCopyCarriesTheStoryboardIDsOfTheOthers() throws {
        func copy(_ path: String, _ identifier: String) throws -> StoryboardDocument {
            try StoryboardParser().parse(data: Data("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
                <scene sceneID="s1"><objects><viewController id="a" storyboardIdentifier="\(identifier)" sceneMemberID="viewController"/></objects></scene>
                </scenes></document>
                """.utf8), filePath: path)
        }
        let merged = LocalizedStoryboards.merge([try copy("App/en.lproj/Main.storyboard", "EnglishScene"), try copy("App/Base.lproj/Main.storyboard", "DetailScene")])
        #expect(merged.documents.map(\.filePath) == ["App/Base.lproj/Main.storyboard"])
        #expect(merged.documents[0].localizedStoryboardIdentifiers == ["EnglishScene"])
    }

    @Test func copiesAreOneFamilyHoweverTheirPathsAreSpelt() throws {
        let absolute = FileManager.default.currentDirectoryPath + "/App/Base.lproj/Main.storyboard"
        for basePath in ["./App/Base.lproj/Main.storyboard", absolute, "App/../App/Base.lproj/Main.storyboard"] {
            let base = try document(basePath, [("g1", "go"), ("g2", "back")])
            let french = try document("App/fr.lproj/Main.storyboard", [("g1", "go")])
            let merged = LocalizedStoryboards.merge([base, french])
            #expect(merged.documents.map(\.filePath) == [basePath])
            #expect(merged.diagnostics.count == 1, "\(basePath): \(merged.diagnostics)")
        }
    }

    @Test func aFamilyWithoutBaseKeepsTheFirstLanguageCodeInAnyOrderAndIdenticalCopiesAreQuiet() throws {
        let english = try document("en.lproj/Main.storyboard", [("g1", "go")])
        let german = try document("de.lproj/Main.storyboard", [("g1", "go")])
        let plain = try document("Main.storyboard", [("g1", "go")])
        for order in [[english, german, plain], [german, plain, english], [plain, english, german]] {
            let merged = LocalizedStoryboards.merge(order)
            #expect(Set(merged.documents.map(\.filePath)) == ["de.lproj/Main.storyboard", "Main.storyboard"])
            #expect(merged.diagnostics.isEmpty)
        }
    }
}
