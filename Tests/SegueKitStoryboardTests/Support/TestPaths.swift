import Foundation

/// Paths the tests need, found relative to this file (no bundle resources, no Package.swift changes).
enum TestPaths {
    /// `<repo>/Tests/SegueKitStoryboardTests`.
    static let testsFolder: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // SegueKitStoryboardTests

    /// `<repo>`.
    static let repository: URL = testsFolder
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repo

    /// `<repo>/Tests/Fixtures/Corpus`: the vendored storyboard corpus.
    static let corpus: URL = repository.appendingPathComponent("Tests/Fixtures/Corpus")

    /// A fresh temporary directory for one test.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("SegueKitStoryboardTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
