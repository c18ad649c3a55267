import Foundation
import Testing

// The reference leaves the isolation of four AppKit classes open — `NSStoryboard`, `NSStoryboardSegue`,
// `NSTabViewItem`, `NSSplitViewItem` (marked [I] in the mirror) — and a public copy of the macOS 12
// header declares `NSStoryboard` without `NS_SWIFT_UI_ACTOR`. SegueKit must not depend on either
// reading, so its AppKit layer is compiled here against the mirror built both ways:
//
// - `SEGUEKIT_MIRROR_NONISOLATED_INFERRED`: none of the four is `@MainActor`;
// - `SEGUEKIT_MIRROR_ISOLATED_INFERRED`: all four are `@MainActor`;
//
// in Swift 6 and Swift 5 (complete and minimal checking) modes, with `-emit-sil` so the data-race
// diagnostics of the SIL passes run too. The UIKit layer, whose isolation the iOS 16.5 SDK confirms,
// is compiled in the same modes. Every build must be free of errors and warnings.

@Suite("Platform layers compile whatever isolation the SDK declares")
struct InferredIsolationVariantsTests {
    enum Variant: String, CaseIterable, CustomTestStringConvertible {
        case nonisolated = "SEGUEKIT_MIRROR_NONISOLATED_INFERRED"
        case isolated = "SEGUEKIT_MIRROR_ISOLATED_INFERRED"

        var testDescription: String { self == .nonisolated ? "inferred classes nonisolated" : "inferred classes @MainActor" }
    }

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
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { throw VariantBuildError("no folder \(root.path)") }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(root.appendingPathComponent(relative).path) }
        }
        return files.sorted()
    }

    /// Builds MirrorRuntime and the `framework` mirror (with `defines`) into a fresh folder.
    static func buildMirror(_ framework: String, defines: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-variant-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (module, path) in [("MirrorRuntime", "Tests/Mirror/MirrorRuntime"), (framework, "Tests/Mirror/\(framework)")] {
            let outcome = try ChildProcess.run("/usr/bin/env", [
                "swiftc", "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
                "-I", folder.path, "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
            ] + defines.flatMap { ["-D", $0] } + (try swiftFiles(in: path)))
            guard outcome.status == 0, !outcome.output.contains("warning:") else {
                throw VariantBuildError("building the \(module) mirror with \(defines):\n\(outcome.output)")
            }
        }
        return folder
    }

    /// Compiles `Sources/SegueKit` as an app on `framework` would, through the SIL passes.
    static func compileSegueKit(define: String, mode: [String], modules: URL) throws -> ChildProcess.Outcome {
        try ChildProcess.run("/usr/bin/env", [
            "swiftc", "-emit-sil", "-wmo", "-o", "/dev/null", "-module-name", "SegueKit", "-parse-as-library",
            "-D", define, "-I", modules.path,
        ] + mode + (try swiftFiles(in: "Sources/SegueKit")))
    }

    @Test(arguments: Variant.allCases)
    func appKitLayerCompilesWithoutWarnings(_ variant: Variant) throws {
        try Self.expectCleanBuilds(of: "AppKit", defines: [variant.rawValue])
    }

    @Test func uiKitLayerCompilesWithoutWarningsInEveryMode() throws {
        try Self.expectCleanBuilds(of: "UIKit", defines: [])
    }

    /// Builds the `framework` mirror with `defines`, then SegueKit against it in every mode.
    static func expectCleanBuilds(of framework: String, defines: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let modules = try buildMirror(framework, defines: defines)
        defer { try? FileManager.default.removeItem(at: modules) }
        for mode in modes {
            let outcome = try compileSegueKit(define: "SEGUEKIT_\(framework.uppercased())_MIRROR", mode: mode, modules: modules)
            #expect(outcome.status == 0, "\(mode): \(outcome.output)", sourceLocation: sourceLocation)
            #expect(!outcome.output.contains("warning:"), "\(mode): \(outcome.output)", sourceLocation: sourceLocation)
        }
    }

    /// The switch is real: code that uses `NSStoryboard` and `NSStoryboardSegue` off the main actor
    /// compiles without a diagnostic only against the nonisolated variant.
    @Test func variantsChangeTheIsolationOfTheInferredClasses() throws {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-probe-\(UUID().uuidString).swift")
        try """
            import AppKit
            nonisolated func probe(_ storyboard: NSStoryboard, _ segue: NSStoryboardSegue) -> Bool {
                storyboard.instantiateInitialController() == nil && segue.identifier == nil
            }
            """.write(to: probe, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: probe) }
        func compiles(_ defines: [String]) throws -> Bool {
            let modules = try Self.buildMirror("AppKit", defines: defines)
            defer { try? FileManager.default.removeItem(at: modules) }
            let outcome = try ChildProcess.run("/usr/bin/env", [
                "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, probe.path,
            ])
            // The mirror imports isolation as `@preconcurrency`, as the SDK does: a nonisolated use of a
            // main-actor class is a warning, so "compiles" means without a diagnostic.
            return outcome.status == 0 && !outcome.output.contains("warning:")
        }
        #expect(try compiles([Variant.nonisolated.rawValue]))
        #expect(try !compiles([Variant.isolated.rawValue]))
        #expect(try !compiles([]))  // the default mirror isolates NSStoryboard
    }
}

struct VariantBuildError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
