import Foundation
import SegueKitStoryboard

/// The iOS example's storyboards (`Examples/SegueKitExample/*.storyboard`), parsed by SegueKit's parser
/// and turned into the UIKit mirror's registration code, which the example's run tests compile with
/// the example's sources.
enum ExampleStoryboards {
    static let names = ["Main", "Login"]

    static func url(_ name: String) -> URL {
        ExampleTypecheckTests.exampleSources.deletingLastPathComponent().appendingPathComponent("\(name).storyboard")
    }

    static func parsed(_ name: String) throws -> StoryboardDocument {
        try StoryboardParser().parse(contentsOf: url(name))
    }

    /// `register<Name>Storyboard()` for the storyboard `name`: its scenes, segues and relationships,
    /// and its table prototypes.
    static func registration(_ name: String) throws -> String {
        var generator = MirrorRegistrationGenerator(document: try parsed(name), storyboardName: name)
        generator.sceneSetup = StoryboardPrototypeCells.sceneSetup(storyboardXML: try String(contentsOf: url(name), encoding: .utf8))
        return try generator.source()
    }

    /// Every storyboard's registration, as extra source files named `<Name>Storyboard.swift`; the
    /// driver calls `registerExampleStoryboards()`.
    static func registrationSources() throws -> [String: String] {
        var files: [String: String] = [:]
        for name in names { files["\(name)Storyboard.swift"] = try registration(name) }
        files["RegisterStoryboards.swift"] = "@MainActor func registerExampleStoryboards() {\n"
            + names.map { "    register\($0)Storyboard()\n" }.joined() + "}\n"
        return files
    }
}
