import Foundation
import Testing
import SegueKitChecker
import SegueKitSwiftSource
import SegueKitGenerator
import SegueKitStoryboard

/// Pins the generator's output byte for byte: the code (and diagnostics) for the example apps, the
/// real-app shapes, the whole corpus and a synthesized storyboard shaped like the `tooling-scale`
/// benchmark's, under several option sets, compared with files recorded in
/// `Tests/Fixtures/GeneratedOutput`. Performance work on the generator must leave them unchanged.
///
/// To record them again after an intended change of the output:
/// `SEGUEKIT_RECORD_GENERATED_OUTPUT=1 swift test --filter GeneratedOutputFixture`, then review the diff.
@Suite("Generated output fixtures")
struct GeneratedOutputFixtureTests {
    static let directory = Fixtures.repository.appendingPathComponent("Tests/Fixtures/GeneratedOutput")

    /// A storyboard read with a path relative to the repository, so diagnostics do not depend on where
    /// the repository is.
    private static func parse(_ relative: String) throws -> StoryboardDocument {
        let data = try Data(contentsOf: Fixtures.repository.appendingPathComponent(relative))
        return try StoryboardParser().parse(data: data, filePath: relative)
    }

    /// The storyboard of the `tooling-scale` benchmark, smaller: `scenes` classes with `seguesPerScene`
    /// identified segues each (show with a segue action, unwind, presentations, shows).
    static func scaleStoryboard(scenes: Int, seguesPerScene: Int) throws -> StoryboardDocument {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="c0">
            <scenes>

            """
        for scene in 0..<scenes {
            let className = "Scene\(scene)ViewController"
            let next = "c\((scene + 1) % scenes)", other = "c\((scene * 7 + 3) % scenes)"
            xml += "<scene sceneID=\"s\(scene)\"><objects>\n"
            xml += "<viewController storyboardIdentifier=\"\(className)\" id=\"c\(scene)\" customClass=\"\(className)\" customModuleProvider=\"target\" sceneMemberID=\"viewController\"><connections>\n"
            for segue in 0..<seguesPerScene {
                let identifier = "segue\(segue)Of\(scene)"
                switch segue % 8 {
                case 0 where segue == 0: xml += "<segue destination=\"\(next)\" kind=\"show\" identifier=\"\(identifier)\" destinationCreationSelector=\"make\(scene):sender:\" id=\"g\(scene)_\(segue)\"/>\n"
                case 1 where segue == 1: xml += "<segue destination=\"x\(scene)\" kind=\"unwind\" identifier=\"\(identifier)\" unwindAction=\"unwindTo\(scene):\" id=\"g\(scene)_\(segue)\"/>\n"
                case 2, 3: xml += "<segue destination=\"\(other)\" kind=\"presentation\" identifier=\"\(identifier)\" id=\"g\(scene)_\(segue)\"/>\n"
                default: xml += "<segue destination=\"\(next)\" kind=\"show\" identifier=\"\(identifier)\" id=\"g\(scene)_\(segue)\"/>\n"
                }
            }
            xml += "</connections></viewController>\n<exit id=\"x\(scene)\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>\n</objects></scene>\n"
        }
        xml += "</scenes>\n</document>\n"
        return try StoryboardParser().parse(data: Data(xml.utf8), filePath: "Scale.storyboard")
    }

    /// Every pinned generation: a fixture name, the storyboards and the options.
    static func cases() throws -> [(name: String, documents: [StoryboardDocument], options: SegueCodeGenerator.Options)] {
        let main = try parse("Examples/SegueKitExample/Main.storyboard")
        let login = try parse("Examples/SegueKitExample/Login.storyboard")
        let mac = try parse("Examples/SegueKitMacExample/Main.storyboard")
        let shapes = "Tests/Fixtures/RealAppShapes/"
        var all: [(String, [StoryboardDocument], SegueCodeGenerator.Options)] = []

        all.append(("example-ios", [main, login], .init()))
        all.append(("example-mac", [mac], .init()))
        all.append(("example-ios-and-mac", [main, login, mac], .init()))
        var rich = SegueCodeGenerator.Options()
        rich.accessLevel = .public
        rich.declareConformance = true
        rich.imports = ["Foundation", "SegueKit"]
        rich.toolVersion = "9.9.9"
        rich.modules.sourceModule = "SegueKitExample"
        // What generate --source learns from the example's code (BookEditorViewController declares its own
        // SegueIdentifier).
        rich.code = try Fixtures.code(ofSources: ["Examples/SegueKitExample/Sources"], module: "SegueKitExample")
        all.append(("example-ios-options", [main, login], rich))
        var identifiersOnly = SegueCodeGenerator.Options()
        identifiersOnly.typedSegues = false
        identifiersOnly.typedScenes = false
        all.append(("example-ios-identifiers-only", [main, login, mac], identifiersOnly))
        var scenesOnly = SegueCodeGenerator.Options()
        scenesOnly.typedSegues = false
        all.append(("example-ios-scenes-only", [main, login, mac], scenesOnly))

        var inheritance = SegueCodeGenerator.Options()
        inheritance.code = try Fixtures.code(ofSources: [shapes + "Inheritance/Sources/PlantForm.swift", shapes + "Inheritance/Classes"])
        all.append(("shape-inheritance", [try parse(shapes + "Inheritance/Main.storyboard")], inheritance))
        all.append(("shape-inheritance-plain", [try parse(shapes + "Inheritance/Main.storyboard")], .init()))
        all.append(("shape-scene-kinds", [try parse(shapes + "SceneKinds/Main.storyboard"), try parse(shapes + "SceneKinds/Mac.storyboard")], .init()))
        all.append(("shape-class-less-segue-action", [try parse(shapes + "ClassLessSegueAction/Debug.storyboard")], .init()))
        all.append(("shape-string-identifiers", [try parse(shapes + "StringIdentifiers/Main.storyboard")], .init()))
        all.append(("shape-top-level-enum", [try parse(shapes + "TopLevelEnum/Main.storyboard")], .init()))
        all.append(("shape-localized", [try parse(shapes + "Localized/App/Base.lproj/Main.storyboard"), try parse(shapes + "Localized/App/en.lproj/Main.storyboard")], .init()))
        let legacy = try parse(shapes + "TwoModules/Legacy/Main.storyboard")
        let regions = try parse(shapes + "TwoModules/Regions/Main.storyboard")
        all.append(("shape-two-modules", [legacy, regions], .init()))
        var twoModules = SegueCodeGenerator.Options()
        twoModules.modules = ModuleMap([.init(name: "Regions", path: shapes + "TwoModules/Regions"), .init(name: "Legacy", path: shapes + "TwoModules/Legacy")])
        twoModules.modules.sourceModule = "Regions"
        all.append(("shape-two-modules-regions", [legacy, regions], twoModules))
        var unknownModule = SegueCodeGenerator.Options()
        unknownModule.modules.sourceModule = "Nowhere"
        all.append(("shape-two-modules-unknown", [legacy, regions], unknownModule))
        all.append(("plugin-fixture", [try parse("Tests/Fixtures/PluginFixture/Sources/FixtureApp/Flow.storyboard")], .init()))

        let corpus = try Fixtures.corpusStoryboards().map { url in
            try parse(String(url.path.dropFirst(Fixtures.repository.path.count + 1)))
        }
        all.append(("corpus", corpus, .init()))
        var corpusPublic = SegueCodeGenerator.Options()
        corpusPublic.accessLevel = .public
        corpusPublic.modules.sourceModule = "App"
        all.append(("corpus-public-module", corpus, corpusPublic))

        all.append(("scale-classes", [try scaleStoryboard(scenes: 24, seguesPerScene: 8)], .init()))
        all.append(("scale-one-class", [try scaleStoryboard(scenes: 1, seguesPerScene: 96)], .init()))
        return all
    }

    static func rendered(_ result: SegueCodeGenerator.Result) -> String {
        var text = result.code
        text += "\n// ---- classNames ----\n" + result.classNames.map { "// \($0)\n" }.joined()
        text += "// ---- diagnostics ----\n" + result.diagnostics.map { "// \($0.description)\n" }.joined()
        return text
    }

    @Test func outputMatchesTheRecordedFixtures() throws {
        let record = ProcessInfo.processInfo.environment["SEGUEKIT_RECORD_GENERATED_OUTPUT"] == "1"
        if record { try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true) }
        let cases = try Self.cases()
        #expect(cases.count == 21)
        for (name, documents, options) in cases {
            let actual = Self.rendered(SegueCodeGenerator(options: options).generate(documents: documents))
            let url = Self.directory.appendingPathComponent(name + ".generated.txt")
            if record {
                try Data(actual.utf8).write(to: url)
                continue
            }
            let expected = try String(contentsOf: url, encoding: .utf8)
            if actual != expected {
                let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
                let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
                let line = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
                Issue.record("\(name): generated output differs from \(url.lastPathComponent) at line \(line + 1): got \(line < a.count ? String(a[line]) : "<end>"), recorded \(line < e.count ? String(e[line]) : "<end>")")
            }
        }
        // A run that records compares nothing: it must not count as passing.
        if record { Issue.record("recorded \(cases.count) fixtures; review the diff, then run again without SEGUEKIT_RECORD_GENERATED_OUTPUT") }
    }

    /// The input order of the storyboards does not change a byte either.
    @Test func outputDoesNotDependOnTheOrderOfTheStoryboards() throws {
        for (name, documents, options) in try Self.cases() where documents.count > 1 {
            let forward = SegueCodeGenerator(options: options).generate(documents: documents)
            let reversed = SegueCodeGenerator(options: options).generate(documents: documents.reversed())
            #expect(forward.code == reversed.code, "\(name)")
        }
    }
}
