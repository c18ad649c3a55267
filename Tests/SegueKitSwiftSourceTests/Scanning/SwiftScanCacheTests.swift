import Foundation
import Testing
@testable import SegueKitSwiftSource

@Suite("Scan cache: unchanged files are not scanned again, changed ones always are")
struct SwiftScanCacheTests {
    /// A temporary directory with `files` (name → text), and a cache directory beside them.
    private struct Workspace {
        let root: URL
        var cache: SwiftScanCache { SwiftScanCache(directory: root.appendingPathComponent("cache").path) }

        init(_ files: [String: String]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-scan-cache-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
            for (name, text) in files { try write(text, to: name) }
        }

        func path(_ name: String) -> String { root.appendingPathComponent("Sources/\(name)").path }
        var sources: String { root.appendingPathComponent("Sources").path }

        func write(_ text: String, to name: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        }

        func setModificationDate(_ date: Date, of name: String) throws {
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path(name))
        }

        /// Replaces the cache file's bytes with what `change` makes of them.
        func rewriteCache(_ change: (inout [UInt8]) -> Void) throws {
            let url = URL(fileURLWithPath: cache.path)
            var bytes = [UInt8](try Data(contentsOf: url))
            change(&bytes)
            try Data(bytes).write(to: url)
        }

        /// The file's size and modification time.
        func attributes(of name: String) throws -> [Int64] {
            let attributes = try FileManager.default.attributesOfItem(atPath: path(name))
            let modified = try #require(attributes[.modificationDate] as? Date).timeIntervalSince1970
            return [try #require((attributes[.size] as? NSNumber)?.int64Value), Int64(modified * 1_000_000_000)]
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    private static let list = """
        final class ListViewController: UIViewController {
            enum SegueIdentifier: String { case showDetail, edit = "Edit Item" }
            @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
        }
        """
    private static let detail = "final class DetailViewController: UIViewController {\n    enum SegueIdentifier: String { case showA }\n}\n"

    private func caseNames(_ sources: SwiftSources) -> [String] {
        sources.scan.segueEnums.flatMap { $0.cases.map(\.name) }.sorted()
    }

    @Test func unchangedFilesComeFromTheCacheAndAnEditedOneIsScannedAgain() throws {
        let workspace = try Workspace(["List.swift": Self.list, "Detail.swift": Self.detail])
        defer { workspace.remove() }
        let first = try SwiftSources.scan([workspace.sources], cache: workspace.cache)
        #expect(first.freshlyScanned == [workspace.path("Detail.swift"), workspace.path("List.swift")])
        let second = try SwiftSources.scan([workspace.sources], cache: workspace.cache)
        #expect(second.freshlyScanned.isEmpty)
        #expect(second.scan == first.scan)

        try workspace.write(Self.detail.replacingOccurrences(of: "case showA", with: "case showA, showMore"), to: "Detail.swift")
        let third = try SwiftSources.scan([workspace.sources], cache: workspace.cache)
        #expect(third.freshlyScanned == [workspace.path("Detail.swift")])
        #expect(caseNames(third) == ["edit", "showA", "showDetail", "showMore"])
    }

    @Test func anEditThatKeepsTheSizeAndTheModificationTimeIsScannedAgain() throws {
        let workspace = try Workspace(["Detail.swift": Self.detail])
        defer { workspace.remove() }
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        try workspace.setModificationDate(date, of: "Detail.swift")
        let before = try workspace.attributes(of: "Detail.swift")
        #expect(caseNames(try SwiftSources.scan([workspace.sources], cache: workspace.cache)) == ["showA"])

        let edited = Self.detail.replacingOccurrences(of: "case showA", with: "case showB")
        try workspace.write(edited, to: "Detail.swift")
        try workspace.setModificationDate(date, of: "Detail.swift")
        #expect(try workspace.attributes(of: "Detail.swift") == before)

        let after = try SwiftSources.scan([workspace.sources], cache: workspace.cache)
        #expect(after.freshlyScanned == [workspace.path("Detail.swift")])
        #expect(caseNames(after) == ["showB"])
    }

    @Test func aTouchedButUnchangedFileComesFromTheCache() throws {
        let workspace = try Workspace(["Detail.swift": Self.detail])
        defer { workspace.remove() }
        let first = try SwiftSources.scan([workspace.sources], cache: workspace.cache)
        try workspace.setModificationDate(Date(timeIntervalSince1970: 1_600_000_000), of: "Detail.swift")
        let second = try SwiftSources.scan([workspace.sources], cache: workspace.cache)
        #expect(second.freshlyScanned.isEmpty)
        #expect(second.scan == first.scan)
    }

    /// A tool run through a link (an installed `seguekit` linked to a build) is identified by the file
    /// the link leads to: rebuilding it changes the identity, so older scans are not trusted.
    @Test func theToolsIdentityIsTheFileALinkLeadsTo() throws {
        let workspace = try Workspace([:])
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let tool = workspace.root.appendingPathComponent("seguekit"), link = workspace.root.appendingPathComponent("link")
        try Data("build 1".utf8).write(to: tool)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: tool.path)
        let before = SwiftScanCache.identity(ofExecutableAt: link.path)
        try Data("build 2, larger".utf8).write(to: tool)
        #expect(SwiftScanCache.identity(ofExecutableAt: link.path) != before)
        #expect(SwiftScanCache.identity(ofExecutableAt: link.path) == SwiftScanCache.identity(ofExecutableAt: tool.path))
    }

    @Test func aDeletedFileIsForgottenAndAFileNoLongerGivenIsDropped() throws {
        let workspace = try Workspace(["List.swift": Self.list, "Detail.swift": Self.detail])
        defer { workspace.remove() }
        _ = try SwiftSources.scan([workspace.sources], cache: workspace.cache)
        #expect(Set(workspace.cache.load(skippedMarkers: []).keys) == [workspace.path("Detail.swift"), workspace.path("List.swift")])

        try FileManager.default.removeItem(atPath: workspace.path("Detail.swift"))
        let afterDelete = try SwiftSources.scan([workspace.sources], cache: workspace.cache)
        #expect(afterDelete.files == [workspace.path("List.swift")])
        #expect(!afterDelete.scan.classes.contains { $0.name == "DetailViewController" })
        #expect(Set(workspace.cache.load(skippedMarkers: []).keys) == [workspace.path("List.swift")])

        // Given again, it is scanned again, not remembered.
        try workspace.write(Self.detail, to: "Detail.swift")
        let restored = try SwiftSources.scan([workspace.sources], cache: workspace.cache)
        #expect(restored.freshlyScanned == [workspace.path("Detail.swift")])

        _ = try SwiftSources.scan([workspace.path("List.swift")], cache: workspace.cache)
        #expect(Set(workspace.cache.load(skippedMarkers: []).keys) == [workspace.path("List.swift")])
    }

    @Test(arguments: ["garbage", "truncated", "flipped byte in the index", "old layout", "empty"])
    func aDamagedOrForeignCacheIsIgnoredAndRebuilt(damage: String) throws {
        let workspace = try Workspace(["List.swift": Self.list, "Detail.swift": Self.detail])
        defer { workspace.remove() }
        let uncached = try SwiftSources.scan([workspace.sources])
        _ = try SwiftSources.scan([workspace.sources], cache: workspace.cache)
        let filesBytes = Self.list.utf8.count + Self.detail.utf8.count
        try workspace.rewriteCache { bytes in
            switch damage {
            case "garbage": bytes = Array("not a cache at all".utf8)
            case "truncated": bytes.removeLast(bytes.count / 3)
            case "flipped byte in the index": bytes[(bytes.count - filesBytes) * 3 / 4] ^= 0x20
            case "old layout": bytes.replaceSubrange(0..<SwiftScanCache.signature.count, with: Array("seguekit scan cache 0\n".utf8))
            default: bytes = []
            }
        }
        #expect(workspace.cache.load(skippedMarkers: []).isEmpty)

        let rebuilt = try SwiftSources.scan([workspace.sources], cache: workspace.cache)
        #expect(rebuilt.scan == uncached.scan)
        #expect(rebuilt.freshlyScanned.count == 2)
        #expect(rebuilt.diagnostics.isEmpty)
        #expect(try SwiftSources.scan([workspace.sources], cache: workspace.cache).freshlyScanned.isEmpty)
    }

    @Test func aDamagedCopyOfAFileMakesOnlyThatFileBeScannedAgain() throws {
        let workspace = try Workspace(["List.swift": Self.list, "Detail.swift": Self.detail])
        defer { workspace.remove() }
        let uncached = try SwiftSources.scan([workspace.sources])
        _ = try SwiftSources.scan([workspace.sources], cache: workspace.cache)
        // The files' bytes close the cache, in order: Detail.swift, then List.swift.
        try workspace.rewriteCache { $0[$0.count - 2] ^= 0x20 }

        let rebuilt = try SwiftSources.scan([workspace.sources], cache: workspace.cache)
        #expect(rebuilt.freshlyScanned == [workspace.path("List.swift")])
        #expect(rebuilt.scan == uncached.scan)
    }

    @Test func aCacheWrittenByAnotherExecutableOrForOtherMarkersIsIgnored() throws {
        let workspace = try Workspace(["Detail.swift": Self.detail])
        defer { workspace.remove() }
        _ = try SwiftSources.scan([workspace.sources], cache: workspace.cache)
        let rebuiltTool = SwiftScanCache(directory: workspace.cache.directory, producer: "another build")
        #expect(try SwiftSources.scan([workspace.sources], cache: rebuiltTool).freshlyScanned.count == 1)
        #expect(try SwiftSources.scan([workspace.sources], skippedMarkers: ["// Generated"], cache: rebuiltTool).freshlyScanned.count == 1)
        #expect(try SwiftSources.scan([workspace.sources], skippedMarkers: ["// Generated"], cache: rebuiltTool).freshlyScanned.isEmpty)
    }

    @Test func aFileLeftOutForItsMarkerStaysLeftOutWhenCached() throws {
        let workspace = try Workspace(["Detail.swift": Self.detail, "Out.swift": "// Generated by seguekit\nfinal class Generated {}\n"])
        defer { workspace.remove() }
        let markers = ["// Generated by seguekit"]
        let first = try SwiftSources.scan([workspace.sources], skippedMarkers: markers, cache: workspace.cache)
        let second = try SwiftSources.scan([workspace.sources], skippedMarkers: markers, cache: workspace.cache)
        #expect(second.freshlyScanned.isEmpty)
        #expect(second.files == [workspace.path("Detail.swift")])
        #expect(second.files == first.files)
        #expect(!second.scan.classes.contains { $0.name == "Generated" })
    }

    @Test func aCacheThatCannotBeWrittenIsAWarningAndTheScanIsComplete() throws {
        let workspace = try Workspace(["Detail.swift": Self.detail])
        defer { workspace.remove() }
        // A regular file where the cache directory should be: no directory can be created there.
        let blocked = workspace.root.appendingPathComponent("blocked")
        try Data("x".utf8).write(to: blocked)
        let result = try SwiftSources.scan([workspace.sources], cache: SwiftScanCache(directory: blocked.path))
        #expect(caseNames(result) == ["showA"])
        #expect(result.diagnostics.map(\.rule) == ["scan-cache-unwritable"] && result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.message.hasPrefix("cannot write the scan cache in --scan-cache \(blocked.path) (it is a file, not a directory)") == true, "\(result.diagnostics)")
        #expect(result.diagnostics.first?.location == nil)
    }

    @Test func aCacheThatCannotBeWrittenSaysWhy() throws {
        let workspace = try Workspace(["Detail.swift": Self.detail])
        defer { workspace.remove() }
        // The cache file's path is taken by a directory: its temporary file can be written, the rename cannot.
        let cache = workspace.cache
        try FileManager.default.createDirectory(atPath: cache.path + "/x", withIntermediateDirectories: true)
        let result = try SwiftSources.scan([workspace.sources], cache: cache)
        #expect(caseNames(result) == ["showA"])
        let message = try #require(result.diagnostics.first?.message)
        #expect(message.hasPrefix("cannot write the scan cache in --scan-cache \(cache.directory) (") && !message.contains("error 1"), "\(message)")
        #expect(message.contains("directory") || message.contains("Directory"), "\(message)")
    }

    @Test func thisRepositoryScansTheSameWithAColdCacheAWarmCacheAndNoCache() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let paths = ["Sources", "Tests", "Examples"].map { repository.appendingPathComponent($0).path }
        let cache = SwiftScanCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-repository-cache-\(UUID().uuidString)").path)
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        let markers = ["// Generated by seguekit"]
        let uncached = try SwiftSources.scan(paths, skippedMarkers: markers)
        let cold = try SwiftSources.scan(paths, skippedMarkers: markers, cache: cache)
        let warm = try SwiftSources.scan(paths, skippedMarkers: markers, cache: cache)
        #expect(uncached.files.count > 200)
        #expect(warm.freshlyScanned.isEmpty)
        for result in [cold, warm] {
            #expect(result.scan == uncached.scan)
            #expect(result.files == uncached.files)
            #expect(result.diagnostics == uncached.diagnostics)
        }
    }

    @Test func theArchiveKeepsEveryPartOfAScan() throws {
        let source = """
            internal import UIKit
            import SwiftUI
            public import FeatureViews
            protocol Routing: SegueKit.SegueHandlerType {}
            typealias SegueIdentifier = AppSegues
            enum AppSegues: String {
                case one = "One", two
                #if DEBUG
                case debug
                #else
                case release
                #endif
                @available(*, deprecated)
                case old
            }
            enum Other: String { case x = "\\(y)" }
            @objc(LegacyA) final class A: UIViewController, StoryboardInstantiable {
                static let sceneIdentifier = "Book"; static let main = UIStoryboard(name: "Main", bundle: nil)
                static var storyboardName: String { name() }
                private enum SegueIdentifier: String { case a }
                @IBSegueAction func make(_ coder: NSCoder) -> UIViewController? { nil }
                @IBAction func unwind(_ segue: UIStoryboardSegue) {}
                @available(*, deprecated) weak var header: HeaderViewController?
                var Title: Int { 1 }
                func go() { performSegue(withIdentifier: "éclair", sender: nil); performSegue(withIdentifier: Self.sceneIdentifier, sender: nil); UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail"); Self.main.instantiateViewController(withIdentifier: "List"); _ = storyboard?.instantiateViewController(withIdentifier: "Own") as! A }; @IBAction func pop(_ t: PopTransition) {}
                #if DEBUG
                @IBAction func debugUnwind(_ segue: UIStoryboardSegue) {}
                #endif
            }
            extension A { struct Nested {}; final class Cell: UIViewController {} }
            #if os(macOS)
            typealias Platform = NSViewController
            #endif
            #if canImport(AppKit)
            @available(macOS 14, *) final class MacSettings: MacBase { enum SegueIdentifier: Key { case m }; @IBAction func back(_ segue: NSStoryboardSegue) {} }
            #endif
            @available(*, deprecated) @objcMembers open class ListViewController<Item>: UITableViewController {}
            /* never closed
            """
        let scan = SwiftSourceScan.scan(source: source, path: "dir/A.swift")
        #expect(try ScanArchive.decode(ArraySlice(ScanArchive.encode(scan))) == scan)
        // Every kind of finding is present, so a part the archive forgot would fail the comparison above.
        #expect(!scan.classes.isEmpty && !scan.declaredTypes.isEmpty && !scan.segueEnums.isEmpty && !scan.stringEnums.isEmpty)
        #expect(!scan.segueAliases.isEmpty && !scan.segueLiterals.isEmpty && !scan.methods.isEmpty && !scan.conformances.isEmpty)
        #expect(scan.staticStrings.count == 2 && scan.staticStrings.contains { $0.value == nil })
        #expect(scan.methods.contains { $0.isSegueAction && $0.returnType == "UIViewController?" } && scan.methods.contains { $0.isObjCVisible && $0.takesSegue })
        #expect(scan.segueEnums.contains { $0.isFilePrivate })
        #expect(scan.optionalProperties.map(\.type) == ["HeaderViewController"] && scan.optionalProperties.map(\.isDeprecated) == [true])
        // A new stored property of SwiftSourceScan or of one of its findings must be archived too (ScanArchive),
        // but for `otherPlatformClasses` and `compiledOn`, which only `confined(to:)` sets, after the cache.
        #expect(Mirror(reflecting: scan).children.count == 31 && scan.otherPlatformClasses.isEmpty && scan.compiledOn == .all)
        #expect(scan.storyboardNames.mapValues(\.count) == ["Main": 2])
        #expect(scan.sceneLiterals.map(\.identifier) == ["Detail", "List", "Own"] && Mirror(reflecting: scan.sceneLiterals[0]).children.count == 9)
        #expect(scan.sceneLiterals.map(\.isOwnStoryboard) == [false, false, true] && scan.sceneLiterals.map(\.castType) == [nil, nil, "A"])
        #expect(scan.sceneLiterals.map(\.isForcedCast) == [false, false, true])
        #expect(scan.storyboardConstants.map(\.value) == ["Main"])
        #expect(scan.capitalizedMembers.map { "\($0.owner ?? "-").\($0.name)" } == ["A.Title"])
        #expect(scan.constantReferences.map(\.name) == ["Self.sceneIdentifier"] && scan.stringConstants.map(\.value) == ["Book"])
        #expect(Mirror(reflecting: scan.constantReferences[0]).children.count == 4 && Mirror(reflecting: scan.stringConstants[0]).children.count == 5)
        // Resolved, the reference is a literal that names its constant.
        var resolved = scan
        resolved.resolveAcrossFiles()
        #expect(resolved.segueLiterals.map(\.constant) == [nil, "Self.sceneIdentifier"])
        #expect(try ScanArchive.decode(ArraySlice(ScanArchive.encode(resolved))) == resolved)
        #expect(!scan.branchPlatforms.isEmpty)
        #expect(scan.typesWithAvailability == ["MacSettings", "MacSettings.SegueIdentifier", "ListViewController"])
        #expect(scan.implicitImports.keys.sorted() == ["SwiftUI"] && scan.restrictedImports.keys.sorted() == ["UIKit"] && scan.publicImports.keys.sorted() == ["FeatureViews"])
        let openString = SwiftSourceScan.scan(source: "let s = \"\"\"\nclass A {}\n", path: "B.swift")
        #expect(openString.unterminatedStrings.count == 1)
        #expect(try ScanArchive.decode(ArraySlice(ScanArchive.encode(openString))) == openString)
        #expect(scan.unterminatedComments.map(\.line) == [38])
        #expect(scan.undecidedPlatformBranches.map(\.superclasses) == [["MacBase"]])
        #expect(scan.exhaustiveConditionals.count == 1)
        #expect(scan.stringEnums.first { $0.name == "AppSegues" }?.cases.map(\.branches.count) == [0, 0, 1, 1, 0])
        #expect(scan.protocolRefinements.map(\.inheritedType) == ["SegueHandlerType"] && scan.protocolRefinements.map(\.qualifier) == ["SegueKit"])
        #expect(scan.typeAliases.map(\.name) == ["Platform"] && scan.restrictedImports.keys.sorted() == ["UIKit"])
        #expect(!scan.restrictedTypes.isEmpty && !scan.platformBlocks.isEmpty)
        #expect(Mirror(reflecting: scan.classes[0]).children.count == 12)
        #expect(scan.classes.map(\.isOpen) == [false, false, false, true])
        #expect(scan.classes.map(\.availability) == [[], [], ["@available(macOS 14, *)"], []])
        #expect(scan.classes.map(\.platforms) == [.all, .all, [.macCatalyst, .macOS], .all])
        #expect(scan.classes.map(\.exposesMembers) == [false, false, false, true])
        #expect(scan.classes.map(\.isDeprecated) == [false, false, false, true])
        #expect(scan.classes[0].objcName == "LegacyA" && scan.classes.map(\.isGeneric) == [false, false, false, true])
        #expect(scan.classes.map(\.owner) == [nil, "A", nil, nil])
        #expect(Mirror(reflecting: scan.segueEnums[0]).children.count == 8)
        #expect(scan.segueEnums.map(\.inheritedTypes) == [[], ["Key"]])
        #expect(Mirror(reflecting: scan.segueEnums[0].cases[0]).children.count == 6)
        #expect(scan.stringEnums.flatMap(\.cases).map(\.isConditional) == [false, false, true, true, false, false])
        #expect(scan.stringEnums.flatMap(\.cases).map(\.isDeprecated) == [false, false, false, false, true, false])
        #expect(Mirror(reflecting: scan.segueAliases[0]).children.count == 3)
        #expect(Mirror(reflecting: scan.segueLiterals[0]).children.count == 5)
        #expect(Mirror(reflecting: scan.methods[0]).children.count == 11)
        #expect(scan.methods.map(\.platforms) == [.all, .all, .all, .all, .all, [.macCatalyst, .macOS]])
        #expect(scan.methods.map(\.branches.count) == [0, 0, 0, 0, 1, 0])
        #expect(scan.methods.map(\.parameterType) == [nil, nil, nil, "PopTransition", nil, nil])
        #expect(Mirror(reflecting: scan.conformances[0]).children.count == 4)
        #expect(Mirror(reflecting: scan.staticStrings[0]).children.count == 4)
        #expect(Mirror(reflecting: scan.optionalProperties[0]).children.count == 6)
        #expect(Mirror(reflecting: scan.capitalizedMembers[0]).children.count == 3)
    }

    @Test func everyChangedByteChangesTheChecksum() {
        let original = (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let checksum = Checksum(original)
        #expect(Checksum(original) == checksum)
        for index in original.indices {
            for bit in 0..<8 {
                var changed = original
                changed[index] ^= 1 << bit
                #expect(Checksum(changed) != checksum, "byte \(index) bit \(bit)")
            }
        }
        #expect(Checksum(original + [0]) != checksum)
        #expect(Checksum([]) != Checksum([0]))
    }
}
