import Foundation
import Testing

/// Which platform gets which layer of SegueKit and SegueKitGating is decided in one place: the
/// manifest defines `SEGUEKIT_UIKIT` or `SEGUEKIT_APPKIT` per platform, and each platform file asks for
/// one of them, never for a platform itself. (`MirrorReadingsTests` shows that a build without the
/// define stops.)
@Suite("Platform layers")
struct PlatformLayerTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Manifest: Decodable {
        struct Target: Decodable {
            var name: String
            var settings: [Setting]
        }

        struct Setting: Decodable {
            struct Condition: Decodable { var platformNames: [String] }
            struct Kind: Decodable {
                struct Define: Decodable { var _0: String }
                var define: Define?
            }

            var condition: Condition?
            var kind: Kind
        }

        var targets: [Target]
    }

    /// The manifest as SwiftPM reads it, loaded from a copy in an empty folder (its JSON alone, whatever
    /// SwiftPM says on standard error).
    static func manifest() throws -> Manifest {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-layers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Package.swift"), to: folder.appendingPathComponent("Package.swift"))
        let json = folder.appendingPathComponent("manifest.json")
        let outcome = try ChildProcess.run("/bin/sh", ["-c", "exec swift package --package-path \"$0\" dump-package > \"$1\"", folder.path, json.path])
        try #require(outcome.status == 0, "dump-package: \(outcome.output)")
        return try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: json))
    }

    static let uiKit = MirrorModules.uiKitLayer[1]
    static let appKit = MirrorModules.appKitLayer[1]

    /// Each define of `target`, with the platforms it is set on.
    static func defines(of target: Manifest.Target) -> [String: Set<String>] {
        var defines: [String: Set<String>] = [:]
        for setting in target.settings {
            guard let define = setting.kind.define?._0 else { continue }
            defines[define, default: []].formUnion(setting.condition?.platformNames ?? ["every platform"])
        }
        return defines
    }

    /// Also pins the defines to the ones the tests compile the shipped sources with.
    @Test func eachApplePlatformGetsExactlyOneLayerAndCatalystGetsUIKit() throws {
        let manifest = try Self.manifest()
        for name in ["SegueKit", "SegueKitGating"] {
            let target = try #require(manifest.targets.first { $0.name == name })
            #expect(Self.defines(of: target) == [Self.uiKit: ["ios", "maccatalyst", "tvos", "visionos"], Self.appKit: ["macos"]], "\(name)")
        }
        // The mirrored targets compile the same sources as on one platform, so they have its layer always.
        for (name, define) in [
            ("UIKitMirroredSegueKit", Self.uiKit), ("UIKitMirroredSegueKitGating", Self.uiKit),
            ("AppKitMirroredSegueKit", Self.appKit), ("AppKitMirroredSegueKitGating", Self.appKit),
        ] {
            let target = try #require(manifest.targets.first { $0.name == name })
            #expect(Self.defines(of: target) == [define: ["every platform"]], "\(name)")
        }
    }

    /// The conditions of every `#if` and `#elseif` of the shipped libraries: their layers, and the
    /// one check (in SegueKit, which SegueKitGating needs) that stops a build that can import UIKit or
    /// AppKit but was given neither layer.
    @Test func platformFilesAskForALayerNotForAPlatform() throws {
        var conditions: Set<String> = []
        for folder in ["Sources/SegueKit", "Sources/SegueKitGating"] {
            let root = Self.repository.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            #expect(!files.isEmpty)
            for file in files {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    if code.hasPrefix("#if") || code.hasPrefix("#elseif") { conditions.insert(code) }
                }
            }
        }
        let (uiKit, appKit) = (Self.uiKit, Self.appKit)
        let neitherLayerButAPlatform = "(canImport(UIKit) && !os(watchOS)) || canImport(AppKit)"
        #expect(conditions == [
            "#if \(uiKit)", "#if \(appKit)", "#elseif \(appKit)", "#if \(uiKit) || \(appKit)", "#if !\(uiKit) && !\(appKit)",
            "#if \(neitherLayerButAPlatform)",
        ])
    }
}
