import Foundation
import SegueKitStoryboard

/// What one run of `seguekit` reads: the storyboards, parsed, with the localized copies of each merged
/// into one document; the Swift sources, scanned; and the modules `--module NAME=PATH` assigns.
///
/// Reading never stops the process. A missing module path, an unreadable or malformed storyboard, or a
/// missing source path is an error diagnostic naming the file, and ``failed`` says that nothing more
/// should be done with the input.
package struct ToolInput: Sendable {
    /// One document per storyboard; localized copies are merged.
    package var documents: [StoryboardDocument] = []
    /// How many storyboard files were parsed.
    package var storyboardFileCount = 0
    /// The Swift sources, scanned (empty without sources).
    package var sources = SwiftSources()
    /// The modules `--module NAME=PATH` assigns, relative paths resolved against the current directory,
    /// and `--module NAME`, the module of the Swift files none assigns.
    package private(set) var modules = ModuleMap()
    /// What reading found: errors when input could not be read, else warnings and notes about the
    /// sources and the localized copies, in that order.
    package var diagnostics: [Diagnostic] = []
    /// Whether some input could not be read: ``diagnostics`` says why, and there is nothing else to do.
    package private(set) var failed = false

    /// The file being read, for progress lines on long runs.
    package enum Stage: Sendable {
        case parsingStoryboards
        case scanningSwiftSources
    }

    /// Receives each file before it is read: the stage, the file's index, the number of files, its path.
    package typealias Progress = (_ stage: Stage, _ index: Int, _ count: Int, _ path: String) -> Void

    /// Reads `storyboards` and `sources` (files and directories), and the sources listed one per line in
    /// the files `sourceLists` (`--source-list`, for more files than a command line holds). A `scanCache`
    /// directory keeps each Swift file's scan between runs; files starting with one of `skippedMarkers`
    /// are not scanned.
    package init(
        storyboards: [String], sources: [String] = [], sourceLists: [String] = [], moduleAssignments: [ModuleMap.Assignment] = [],
        sourceModule: String? = nil, scanCache: String? = nil, skippedMarkers: [String] = [], progress: Progress = { _, _, _, _ in }
    ) {
        var sources = sources
        for list in sourceLists {
            guard let data = FileContents.read(atPath: list), let text = String(data: data, encoding: .utf8) else {
                fail(Diagnostic(.error, "cannot read the source list (a UTF-8 file naming one Swift file or directory per line)", file: list, rule: "input-unreadable"))
                return
            }
            // Blank lines, also of spaces or tabs only, name nothing.
            for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
            where !line.allSatisfy(\.isWhitespace) {
                guard FileManager.default.fileExists(atPath: String(line)) else {
                    fail(Diagnostic(
                        .error, "'\(line)' is listed but does not exist: expected a Swift file or directory",
                        at: FileLocation(path: list, line: index + 1, column: 1), rule: "input-unreadable"))
                    return
                }
                sources.append(String(line))
            }
        }
        for assignment in moduleAssignments where !FileManager.default.fileExists(atPath: assignment.path) {
            fail(Diagnostic(.error, "--module \(assignment.name)=\(assignment.path): no such file or directory", rule: "input-unreadable"))
            return
        }
        modules = ModuleMap(moduleAssignments, baseDirectory: FileManager.default.currentDirectoryPath)
        modules.sourceModule = sourceModule
        let parser = StoryboardParser()
        var parsed: [StoryboardDocument] = []
        // A file given twice (`Main.storyboard ./Main.storyboard`) is one storyboard, read once.
        var seen = Set<String>()
        let storyboards = storyboards.filter { seen.insert(FileContents.identity(ofPath: $0)).inserted }
        for (index, path) in storyboards.enumerated() {
            progress(.parsingStoryboards, index, storyboards.count, path)
            do {
                parsed.append(try parser.parse(fileAtPath: path))
            } catch {
                fail(Diagnostic(.error, error.reason.description, at: error.location, rule: "storyboard-unreadable"))
            }
        }
        guard !failed else { return }
        storyboardFileCount = parsed.count
        let localized = LocalizedStoryboards.merge(parsed)
        documents = localized.documents
        if !sources.isEmpty {
            do {
                self.sources = try SwiftSources.scan(sources, skippedMarkers: skippedMarkers, cache: scanCache.map { SwiftScanCache(directory: $0) }) {
                    index, count, file in progress(.scanningSwiftSources, index, count, file)
                }
            } catch {
                fail(Diagnostic(.error, error.reason, file: error.path, rule: "input-unreadable"))
                return
            }
        }
        // Storyboards of one platform: what only the other compiles is not what their scenes run.
        if let platform = documents.first?.platform, documents.allSatisfy({ $0.platform == platform }) {
            self.sources.scan = self.sources.scan.confined(to: platform)
        }
        modules = modules.resolving(self.sources.files + documents.map(\.filePath))
        diagnostics = self.sources.diagnostics + localized.diagnostics
    }

    private mutating func fail(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        failed = true
    }
}
