import Foundation
import Testing

/// Which platform gets which layer of SegueKit and SegueKitGating is decided in one place: the
/// manifest defines `SEGUEKIT_UIKIT` or `SEGUEKIT_APPKIT` per platform, and each platform file asks for
/// one of them, never for a platform itself.
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

    /// The manifest as SwiftPM reads it, loaded from a copy in an empty folder.
    static func manifest() throws -> Manifest {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-layers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Package.swift"), to: folder.appendingPathComponent("Package.swift"))
        let outcome = try ChildProcess.run("/usr/bin/env", ["swift", "package", "--package-path", folder.path, "dump-package"])
        try #require(outcome.status == 0, "dump-package: \(outcome.output)")
        let json = try #require(outcome.output.firstIndex(of: "{").map { outcome.output[$0...] }, "dump-package: \(outcome.output)")
        return try JSONDecoder().decode(Manifest.self, from: Data(json.utf8))
    }

    static let uiKit = MirrorModules.uiKitLayer[1]
    static let appKit = MirrorModules.appKitLayer[1]

    /// Also pins the defines to the ones the tests compile the shipped sources with.
    @Test func eachApplePlatformGetsExactlyOneLayerAndCatalystGetsUIKit() throws {
        let manifest = try Self.manifest()
        for name in ["SegueKit", "SegueKitGating"] {
            let target = try #require(manifest.targets.first { $0.name == name })
            var platforms: [String: Set<String>] = [:]
            for setting in target.settings {
                guard let define = setting.kind.define?._0 else { continue }
                platforms[define, default: []].formUnion(setting.condition?.platformNames ?? ["every platform"])
            }
            #expect(platforms == [Self.uiKit: ["ios", "maccatalyst", "tvos", "visionos"], Self.appKit: ["macos"]], "\(name)")
        }
    }

    @Test func platformFilesAskForALayerNotForAPlatform() throws {
        var conditions: Set<String> = []
        for folder in ["Sources/SegueKit", "Sources/SegueKitGating"] {
            let root = Self.repository.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            #expect(!files.isEmpty)
            for file in files {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("#if") || line.hasPrefix("#elseif") {
                    conditions.insert(String(line))
                }
            }
        }
        let (uiKit, appKit) = (Self.uiKit, Self.appKit)
        #expect(conditions == [
            "#if \(uiKit)", "#if \(appKit)", "#elseif \(appKit)", "#if \(uiKit) || \(appKit)", "#if !\(uiKit) && !\(appKit)",
        ])
    }
}
