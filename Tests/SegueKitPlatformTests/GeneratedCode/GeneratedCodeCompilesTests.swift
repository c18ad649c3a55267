import Foundation
import SegueKitGenerator
import SegueKitStoryboard
import Testing

/// The generated enums compile as an app target would compile them — Swift 6 language mode, complete
/// concurrency checking, no warnings — for every storyboard of the corpus and for the example, against
/// stand-in controller classes built on the UIKit/AppKit mirror.
@Suite("Generated code compiles cleanly")
struct GeneratedCodeCompilesTests {
    private func typecheckGenerated(
        for storyboard: URL, options: SegueCodeGenerator.Options, mode: Typechecker.Mode = .swift6,
        flags: [String] = ["-strict-concurrency=complete"]
    ) throws -> (Typechecker.Result, SegueCodeGenerator.Result) {
        let document = try StoryboardParser().parse(contentsOf: storyboard)
        let generated = SegueCodeGenerator(options: options).generate(documents: [document])
        let folder = try GeneratedCodeSupport.temporaryFolder("generated")
        defer { try? FileManager.default.removeItem(at: folder) }
        let code = folder.appendingPathComponent("Segues.generated.swift")
        let standIns = folder.appendingPathComponent("StandIns.swift")
        try generated.code.write(to: code, atomically: true, encoding: .utf8)
        try GeneratedCodeSupport.standIns(for: [document]).write(to: standIns, atomically: true, encoding: .utf8)
        let result = try Typechecker.typecheck([code, standIns], mode: mode, extraFlags: flags + ["-module-name", "App"])
        return (result, generated)
    }

    @Test func generatedEnumsForEveryCorpusStoryboardCompileInSwift6WithoutWarnings() throws {
        let storyboards = try GeneratedCodeSupport.corpusStoryboards()
        #expect(storyboards.count >= 42, "corpus at \(GeneratedCodeSupport.corpus.path)")
        var enumsCompiled = 0
        for storyboard in storyboards {
            let (result, generated) = try typecheckGenerated(for: storyboard, options: .init())
            #expect(result.isClean, "\(storyboard.lastPathComponent): exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(generated.code)")
            enumsCompiled += generated.classNames.count
        }
        // The corpus has identified segues on custom classes in many files; an empty generator would pass
        // the compile check vacuously.
        #expect(enumsCompiled > 20, "only \(enumsCompiled) enums were generated across the corpus")
        print("GeneratedCodeCompilesTests: \(enumsCompiled) SegueIdentifier enums from \(storyboards.count) corpus storyboards typechecked in Swift 6 mode")
    }

    /// The same code (enums, typed segues and scenes, with conformance) in Swift 5 mode, with minimal
    /// checking (how most apps still build) and with complete checking.
    @Test(arguments: [Typechecker.Mode.swift5Minimal, .swift5Complete])
    func generatedCodeForEveryCorpusStoryboardCompilesInSwift5WithoutWarnings(_ mode: Typechecker.Mode) throws {
        var options = SegueCodeGenerator.Options()
        options.declareConformance = true
        var compiled = 0
        for storyboard in try GeneratedCodeSupport.corpusStoryboards() {
            let (result, generated) = try typecheckGenerated(for: storyboard, options: options, mode: mode, flags: [])
            #expect(result.isClean, "\(mode) \(storyboard.lastPathComponent): exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(generated.code)")
            compiled += generated.code.components(separatedBy: "    enum Segue: TypedSegue {").count - 1
        }
        #expect(compiled > 20, "only \(compiled) typed Segue enums were generated across the corpus")
    }

    /// Typed segues (on by default) compile for every corpus storyboard in an app built with
    /// `-default-isolation MainActor` and approachable concurrency, with SegueHandlerType conformance.
    @Test func typedSeguesForEveryCorpusStoryboardCompileWithDefaultMainActorIsolation() throws {
        var options = SegueCodeGenerator.Options()
        options.declareConformance = true
        var typedClasses = 0
        for storyboard in try GeneratedCodeSupport.corpusStoryboards() {
            let (result, generated) = try typecheckGenerated(for: storyboard, options: options, flags: GeneratedCodeTypedSegueTests.mainActorFlags)
            #expect(result.isClean, "\(storyboard.lastPathComponent): exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(generated.code)")
            typedClasses += generated.code.components(separatedBy: "    enum Segue: TypedSegue {").count - 1
        }
        #expect(typedClasses > 20, "only \(typedClasses) typed Segue enums were generated across the corpus")
        print("GeneratedCodeCompilesTests: \(typedClasses) typed Segue enums typechecked with default MainActor isolation")
    }

    @Test func generatedConformanceToSegueHandlerTypeCompilesForEveryCorpusStoryboard() throws {
        var options = SegueCodeGenerator.Options()
        options.declareConformance = true
        for storyboard in try GeneratedCodeSupport.corpusStoryboards() {
            let (result, generated) = try typecheckGenerated(for: storyboard, options: options)
            #expect(result.isClean, "\(storyboard.lastPathComponent): exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(generated.code)")
        }
    }

    @Test func exampleStoryboardsGenerateEnumsThatAppCodeCanSwitchOverExhaustively() throws {
        let parser = StoryboardParser()
        let documents = try ["Main", "Login"].map {
            try parser.parse(contentsOf: GeneratedCodeSupport.example.appendingPathComponent("\($0).storyboard"))
        }
        var options = SegueCodeGenerator.Options()
        options.declareConformance = true
        let generated = SegueCodeGenerator(options: options).generate(documents: documents)
        #expect(generated.classNames == ["BookEditorViewController", "BookViewController", "LibraryViewController", "LoginViewController"])
        let usage = """
            import UIKit
            import SegueKit

            @MainActor func route(_ identifier: LibraryViewController.SegueIdentifier) -> String {
                switch identifier {   // exhaustive without `default:`
                case .showBook: "book"
                case .editBook: "edit"
                case .showAccount: "account"
                case .embedStats: "stats"
                case .showAbout: "about"
                }
            }

            @MainActor func requiresHandler<C: SegueHandlerType>(_: C.Type) -> [String] where C.SegueIdentifier: CaseIterable {
                C.SegueIdentifier.allCases.map(\\.rawValue)
            }

            @MainActor func all() -> [[String]] {
                [requiresHandler(LibraryViewController.self), requiresHandler(BookViewController.self),
                 requiresHandler(BookEditorViewController.self), requiresHandler(LoginViewController.self)]
            }

            @MainActor func prepare(_ segue: UIStoryboardSegue) {
                switch LibraryViewController.Segue(segue) {   // exhaustive, destinations typed
                case .showBook(let book): _ = book as BookViewController
                case .editBook(let editor): _ = editor as BookEditorViewController
                case .showAccount(let account): _ = account as AccountViewController
                case .embedStats(let stats): _ = stats as StatsViewController
                case .showAbout(let about): _ = about as UIViewController
                }
            }
            """
        let folder = try GeneratedCodeSupport.temporaryFolder("example")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [("Segues.generated.swift", generated.code), ("StandIns.swift", GeneratedCodeSupport.standIns(for: documents)), ("Usage.swift", usage)]
        var urls: [URL] = []
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            urls.append(url)
        }
        let result = try Typechecker.typecheck(urls, mode: .swift6, extraFlags: ["-module-name", "SegueKitExample"])
        #expect(result.isClean, "exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(generated.code)")
    }
}
