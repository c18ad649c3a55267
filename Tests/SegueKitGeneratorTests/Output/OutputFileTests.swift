import Foundation
import Testing
import SegueKitGenerator

@Suite("Atomic output")
struct OutputFileTests {
    @Test func writesNewFilesAndCreatesDirectories() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a/b/Segues.swift").path
        #expect(try OutputFile.write("one\n", to: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\n")
    }

    @Test func unchangedContentLeavesTheFileUntouched() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Segues.swift").path
        try OutputFile.write("same\n", to: path)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        #expect(try OutputFile.write("same\n", to: path) == false)
        let after = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(after == old)
        #expect(try OutputFile.write("different\n", to: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "different\n")
    }

    @Test func replacesByRenameLeavingNoTemporaryFiles() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Segues.swift").path
        try OutputFile.write("v1\n", to: path)
        let inodeBefore = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        try OutputFile.write("v2\n", to: path)
        let inodeAfter = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        #expect(inodeBefore != inodeAfter, "a rename gives the path a new inode; an in-place write would not")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Segues.swift"])
    }

    @Test func unwritableDestinationThrowsAnErrorNamingThePath() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A regular file where a directory is needed.
        let blocker = folder.appendingPathComponent("file")
        try "x".write(to: blocker, atomically: true, encoding: .utf8)
        let path = blocker.appendingPathComponent("Segues.swift").path
        #expect { try OutputFile.write("x", to: path) } throws: { error in
            "\(error)".contains(path)
        }
    }
}
