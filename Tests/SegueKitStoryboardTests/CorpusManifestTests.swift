import Foundation
import Testing
@testable import SegueKitStoryboard

/// Every real storyboard in the shared corpus parses, and what the parser finds matches the counts
/// that `MANIFEST.tsv` recorded with an independent parser (Python's ElementTree).
@Suite("Corpus matches MANIFEST.tsv")
struct CorpusManifestTests {
    @Test func corpusFolderAndManifestArePresentAndCoverEveryStoryboard() throws {
        let rows = try Manifest.rows()
        #expect(rows.count >= 42, "expected at least 42 corpus rows, found \(rows.count)")
        var storyboardsOnDisk: Set<String> = []
        let all = FileManager.default.enumerator(atPath: TestPaths.corpus.path)
        while let path = all?.nextObject() as? String {
            if path.hasSuffix(".storyboard") { storyboardsOnDisk.insert(path) }
        }
        #expect(storyboardsOnDisk == Set(rows.map(\.file)))
    }

    @Test(arguments: Manifest.rowsForArguments)
    func storyboardParsesWithManifestCounts(_ row: ManifestRow) throws {
        let path = TestPaths.corpus.appendingPathComponent(row.file).path
        let storyboard = try StoryboardParser().parse(fileAtPath: path)
        let segues = storyboard.segues

        #expect(storyboard.filePath == path)
        #expect(segues.count == (try row.int("segue_count")))
        #expect(storyboard.ignoredSegueReferenceCount == (try row.int("segue_references")))
        #expect(segues.filter { $0.identifier != nil }.count == (try row.int("with_identifier")))
        #expect(segues.filter { $0.kind == .unwind }.count == (try row.int("unwind")))
        #expect(segues.filter { $0.customClass != nil }.count == (try row.int("custom_class_segues")))
        #expect(segues.filter { $0.destinationCreationSelector != nil }.count == (try row.int("creation_selector")))
        #expect(storyboard.scenes.flatMap(\.references).count == (try row.int("placeholders")))
        #expect(storyboard.scenes.flatMap(\.exits).count == (try row.int("exits")))
        #expect(storyboard.scenes.count == (try row.int("scenes")))

        struct ClassAndModule: Hashable { var customClass: String; var customModule: String? }
        let distinct = Set(storyboard.controllers.compactMap { controller in
            controller.customClass.map { ClassAndModule(customClass: $0, customModule: controller.customModule) }
        })
        #expect(distinct.count == (try row.int("distinct_customClass_vcs")))

        var histogram: [String: Int] = [:]
        // MANIFEST.tsv counts relationship segues by relationship: `relationship:rootViewController`.
        for segue in segues {
            let key = if case .relationship(let name) = segue.kind { "relationship:\(name)" } else { segue.kind.rawKind }
            histogram[key, default: 0] += 1
        }
        #expect(histogram == (try row.histogram("kinds_histogram")))

        let kindsPresent = Set(row.string("kinds_present").split(separator: ",").map(String.init))
        #expect(Set(histogram.keys) == kindsPresent)

        #expect(storyboard.documentType == row.string("doc_type"))
        let expectedPlatform: StoryboardPlatform = row.string("doc_type").contains("CocoaTouch") ? .iOS : .macOS
        #expect(storyboard.platform == expectedPlatform)
        #expect(storyboard.unattachedSegues.isEmpty)
    }

    @Test(arguments: Manifest.rowsForArguments)
    func everySegueBelongsToItsScenesControllerAndResolvesItsDestination(_ row: ManifestRow) throws {
        let path = TestPaths.corpus.appendingPathComponent(row.file).path
        let storyboard = try StoryboardParser().parse(fileAtPath: path)
        let index = StoryboardIndex(storyboard)
        for scene in storyboard.scenes {
            for segue in scene.segues {
                let source = try #require(segue.sourceControllerID, "segue \(segue.id) in \(row.file) has no source")
                #expect(scene.controllers.contains { $0.id == source })
                #expect(index.controller(withID: source)?.sceneID == scene.id)
                // Relationship segues always stay inside the storyboard (controller or reference).
                if segue.kind.isRelationship {
                    switch index.destination(of: segue) {
                    case .controller?, .reference?: break
                    default: Issue.record("relationship segue \(segue.id) in \(row.file) does not resolve")
                    }
                }
                if segue.kind == .unwind, case .controller? = index.destination(of: segue) {
                    Issue.record("unwind segue \(segue.id) in \(row.file) points at a controller, expected an exit")
                }
            }
        }
        for controller in storyboard.controllers {
            #expect(index.scene(withID: controller.sceneID)?.controllers.contains { $0.id == controller.id } == true)
        }
        if let initial = storyboard.initialControllerID {
            #expect(index.controller(withID: initial) != nil || storyboard.scenes.contains { $0.references.contains { $0.id == initial } })
        }
    }
}
