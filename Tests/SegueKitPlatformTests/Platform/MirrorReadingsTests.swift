import Foundation
import SegueKitGenerator
import SegueKitStoryboard
import SegueKitSwiftSource
import Testing

// The AppKit mirror's default is the macOS 12 header: only responders are `@MainActor`, and
// `NSSeguePerforming`'s optional methods are requirements with default implementations. Another SDK
// may read differently, so everything written for AppKit — SegueKit's and SegueKitGating's AppKit
// layers, the code the generator emits, the macOS example and the documentation's AppKit examples —
// is compiled here against the mirror built in the other readings (`Tests/Mirror/AppKit/MirrorReadings.swift`),
// with `-emit-sil` so the data-race diagnostics of the SIL passes run too. The default reading is what
// every other test builds against. Every build must be free of errors and warnings.

@Suite("AppKit code compiles in every reading of the SDK")
struct MirrorReadingsTests {
    enum Reading: String, CaseIterable, CustomTestStringConvertible {
        /// The mirror's defaults before it followed the macOS 12 header: storyboards and their items
        /// `@MainActor`, segues not, and `NSSeguePerforming` without members.
        case previousDefaults
        /// Every storyboard and segue declaration `@MainActor`, `NSSeguePerforming` without members.
        case mainActor
        /// Segues and `NSSeguePerforming` (with its members) `@MainActor`; storyboards not.
        case mainActorSegues

        var defines: [String] {
            switch self {
            case .previousDefaults: ["SEGUEKIT_MIRROR_MAIN_ACTOR_STORYBOARD", "SEGUEKIT_MIRROR_MEMBERLESS_SEGUE_PERFORMING"]
            case .mainActor:
                ["SEGUEKIT_MIRROR_MAIN_ACTOR_STORYBOARD", "SEGUEKIT_MIRROR_MAIN_ACTOR_SEGUE", "SEGUEKIT_MIRROR_MEMBERLESS_SEGUE_PERFORMING"]
            case .mainActorSegues: ["SEGUEKIT_MIRROR_MAIN_ACTOR_SEGUE"]
            }
        }

        var testDescription: String { "\(rawValue) (\(defines.joined(separator: ", ")))" }
    }

    /// The language modes SegueKit's own sources are compiled in.
    static let modes: [[String]] = [
        ["-swift-version", "6"],
        ["-swift-version", "5", "-strict-concurrency=complete"],
        ["-swift-version", "5", "-strict-concurrency=minimal"],
    ]

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Platform
        .deletingLastPathComponent()  // SegueKitPlatformTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static func swiftFiles(in folder: String) throws -> [String] {
        let root = repository.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { throw ReadingBuildError("no folder \(root.path)") }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(root.appendingPathComponent(relative).path) }
        }
        return files.sorted()
    }

    static func swiftc(_ arguments: [String]) throws -> ChildProcess.Outcome {
        try ChildProcess.run("/usr/bin/env", ["swiftc", "-parse-as-library"] + arguments)
    }

    /// Builds the AppKit mirror with `defines`, and SegueKit and SegueKitGating against it, under the
    /// names `Typechecker` expects (`MirrorModules`), into a fresh folder.
    static func buildModules(defines: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-reading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let modules: [(name: String, path: String, flags: [String])] = [
            ("MirrorRuntime", "Tests/Mirror/MirrorRuntime", []),
            ("AppKitMirror", "Tests/Mirror/AppKit", defines.flatMap { ["-D", $0] }),
            ("AppKitMirroredSegueKit", "Sources/SegueKit", appKitAlias + MirrorModules.appKitLayer),
            ("AppKitMirroredSegueKitGating", "Sources/SegueKitGating",
             appKitAlias + MirrorModules.appKitLayer + ["-module-alias", "SegueKit=AppKitMirroredSegueKit"]),
        ]
        for module in modules {
            let outcome = try swiftc([
                "-emit-module", "-module-name", module.name, "-swift-version", "6", "-I", folder.path,
                "-emit-module-path", folder.appendingPathComponent("\(module.name).swiftmodule").path,
            ] + module.flags + (try swiftFiles(in: module.path)))
            guard outcome.status == 0, !outcome.output.contains("warning:") else {
                try? FileManager.default.removeItem(at: folder)
                throw ReadingBuildError("building \(module.name) with \(defines):\n\(outcome.output)")
            }
        }
        return folder
    }

    @Test(arguments: Reading.allCases)
    func appKitCodeCompilesWithoutWarnings(_ reading: Reading) throws {
        let modules = try Self.buildModules(defines: reading.defines)
        defer { try? FileManager.default.removeItem(at: modules) }
        try Self.expectLibrariesCompile(modules: modules)
        try Self.expectMacExampleWithGeneratedCodeCompiles(modules: modules)
        try Self.expectAppKitDocumentationExamplesCompile(modules: modules)
    }

    /// `import AppKit` loads the mirror built as `AppKitMirror`.
    static let appKitAlias = ["-module-alias", "AppKit=AppKitMirror"]

    /// SegueKit's and SegueKitGating's AppKit layers, as an app on macOS compiles them, in every mode.
    static func expectLibrariesCompile(modules: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for mode in modes {
            let segueKit = try swiftc(["-emit-sil", "-wmo", "-o", "/dev/null", "-module-name", "SegueKit", "-I", modules.path]
                                      + appKitAlias + MirrorModules.appKitLayer + mode + (try swiftFiles(in: "Sources/SegueKit")))
            #expect(segueKit.status == 0 && !segueKit.output.contains("warning:"), "SegueKit, \(mode): \(segueKit.output)", sourceLocation: sourceLocation)
            let gating = try swiftc(["-emit-sil", "-wmo", "-o", "/dev/null", "-module-name", "SegueKitGating",
                                     "-module-alias", "SegueKit=AppKitMirroredSegueKit", "-I", modules.path]
                                    + appKitAlias + MirrorModules.appKitLayer + mode + (try swiftFiles(in: "Sources/SegueKitGating")))
            #expect(gating.status == 0 && !gating.output.contains("warning:"), "SegueKitGating, \(mode): \(gating.output)", sourceLocation: sourceLocation)
        }
    }

    /// The macOS example with the typed segues and scenes generated for its storyboard, and code that
    /// instantiates the scenes, in every `Typechecker.Mode`.
    static func expectMacExampleWithGeneratedCodeCompiles(modules: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = try GeneratedCodeSupport.temporaryFolder("reading-mac")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = try MacExampleFiles.sources()
        var options = SegueCodeGenerator.Options()
        options.modules.sourceModule = MacExampleFiles.moduleName
        options.code = try GeneratedCodeSupport.moduleCode(of: sources, module: MacExampleFiles.moduleName)
        let generated = SegueCodeGenerator(options: options).generate(documents: [try MacExampleFiles.parsedStoryboard()])
        #expect(generated.code.contains("enum MainStoryboard {") && generated.code.contains("destinationController"),
                "typed scenes and segues: \(generated.code)", sourceLocation: sourceLocation)
        var files = sources
        for (name, text) in [("Scenes.generated.swift", generated.code), ("Usage.swift", GeneratedCodeTypedSceneAppKitTests.usage)] {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            files.append(url)
        }
        for mode in Typechecker.Mode.all {
            let result = try Typechecker.typecheck(files, mode: mode, extraFlags: ["-module-name", MacExampleFiles.moduleName], modules: modules)
            #expect(result.isClean, "macOS example, \(mode): \(result.output)", sourceLocation: sourceLocation)
        }
    }

    /// Every documentation block that imports AppKit and is compiled with SegueKit, in Swift 6 mode,
    /// with and without default MainActor isolation.
    static func expectAppKitDocumentationExamplesCompile(modules: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let blocks = try DocumentationBlock.all().filter { $0.isAppKit && !$0.isManifest && !$0.standalone && $0.expectedFailure == nil }
        #expect(!blocks.isEmpty, sourceLocation: sourceLocation)
        for block in blocks {
            for mode in [Typechecker.Mode.swift6, .swift6DefaultMainActor] {
                let result = try block.typecheck(modules: modules, mode: mode)
                #expect(result.isClean, "\(block), \(mode): \(result.output)", sourceLocation: sourceLocation)
            }
        }
    }

    /// The UIKit layer, whose isolation the iOS 16.5 SDK confirms, has one reading; it is compiled in
    /// the same modes through the SIL passes.
    @Test func uiKitLayerCompilesWithoutWarningsInEveryMode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-reading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (module, path) in [("MirrorRuntime", "Tests/Mirror/MirrorRuntime"), ("UIKit", "Tests/Mirror/UIKit")] {
            let built = try Self.swiftc([
                "-emit-module", "-module-name", module, "-swift-version", "6", "-I", folder.path,
                "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
            ] + (try Self.swiftFiles(in: path)))
            guard built.status == 0, !built.output.contains("warning:") else { throw ReadingBuildError("building \(module):\n\(built.output)") }
        }
        for mode in Self.modes {
            let outcome = try Self.swiftc(["-emit-sil", "-wmo", "-o", "/dev/null", "-module-name", "SegueKit", "-I", folder.path]
                                     + MirrorModules.uiKitLayer + mode + (try Self.swiftFiles(in: "Sources/SegueKit")))
            #expect(outcome.status == 0 && !outcome.output.contains("warning:"), "\(mode): \(outcome.output)")
        }
        // Without the layer's define, a build where UIKit can be imported stops and says why, instead of
        // leaving the UIKit layer out without a word.
        let withoutLayer = try Self.swiftc(["-typecheck", "-module-name", "SegueKit", "-swift-version", "6", "-I", folder.path]
                                           + (try Self.swiftFiles(in: "Sources/SegueKit")))
        #expect(withoutLayer.status != 0 && withoutLayer.output.contains("error: SegueKit is built without its UIKit or AppKit layer"), "\(withoutLayer.output)")
    }

    /// The readings are real: each define changes what code written against the mirror may do.
    @Test func definesChangeTheDeclarations() throws {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-probe-\(UUID().uuidString).swift")
        try """
            import AppKit
            nonisolated func isolation(_ storyboard: NSStoryboard, _ segue: NSStoryboardSegue, _ tab: NSTabViewItem) -> Bool {
                storyboard.instantiateInitialController() == nil && segue.identifier == nil && tab.viewController == nil
            }
            @MainActor func members(_ performer: some NSSeguePerforming) -> Bool {
                performer.shouldPerformSegue(withIdentifier: "showInspector", sender: nil)
            }
            """.write(to: probe, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: probe) }
        func diagnostics(_ defines: [String]) throws -> String {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-probe-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            for (module, path, flags) in [("MirrorRuntime", "Tests/Mirror/MirrorRuntime", []), ("AppKit", "Tests/Mirror/AppKit", defines.flatMap { ["-D", $0] })] {
                let built = try Self.swiftc([
                    "-emit-module", "-module-name", module, "-swift-version", "6", "-I", folder.path,
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                ] + flags + (try Self.swiftFiles(in: path)))
                guard built.status == 0 else { throw ReadingBuildError("building \(module) with \(defines):\n\(built.output)") }
            }
            let outcome = try ChildProcess.run("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "6", "-I", folder.path, probe.path])
            return outcome.output
        }
        // The mirror imports isolation as `@preconcurrency`, as the SDK does: a nonisolated use of a
        // main-actor class is a warning.
        let headers = try diagnostics([])
        #expect(!headers.contains("error:") && !headers.contains("warning:"), "\(headers)")
        for define in ["SEGUEKIT_MIRROR_MAIN_ACTOR_STORYBOARD", "SEGUEKIT_MIRROR_MAIN_ACTOR_SEGUE"] {
            let isolated = try diagnostics([define])
            #expect(isolated.contains("main actor-isolated"), "\(define): \(isolated)")
        }
        let memberless = try diagnostics(["SEGUEKIT_MIRROR_MEMBERLESS_SEGUE_PERFORMING"])
        #expect(memberless.contains("has no member 'shouldPerformSegue'"), "\(memberless)")
    }
}

struct ReadingBuildError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
