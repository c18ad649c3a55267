#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import SegueKitGenerator
import SegueKitSwiftSource

@Suite("Safe atomic output")
struct OutputFileTests {
    static let marker = ToolInput.generatedFileMarker
    static let generated = marker + " from Main.storyboard.\nenum A {}\n"

    @discardableResult
    private func write(_ text: String, to path: String, force: Bool = false, inputs: [String] = []) throws(OutputFile.WriteError) -> Bool {
        try OutputFile.write(text, to: path, markers: [Self.marker], force: force, inputs: inputs)
    }

    /// The error's reason, or `nil` when the write succeeded.
    private func refusal(_ text: String = generated, at path: String, force: Bool = false, inputs: [String] = []) -> String? {
        do { _ = try write(text, to: path, force: force, inputs: inputs); return nil } catch { return error.diagnostic.description }
    }

    @Test func writesANewFileInAnExistingDirectory() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Segues.swift").path
        #expect(try write(Self.generated, to: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.generated)
    }

    @Test func aMissingDirectoryIsAnErrorAndIsNotCreated() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a/b/Segues.swift").path
        let reason = try #require(refusal(at: path))
        #expect(reason.hasPrefix("\(path):1:1: error: "))
        #expect(reason.contains("directory \(folder.appendingPathComponent("a/b").path) does not exist"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a").path))
    }

    @Test func unchangedContentLeavesTheFileUntouched() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Segues.swift").path
        try write(Self.generated, to: path)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        #expect(try write(Self.generated, to: path) == false)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == old)
        let changed = Self.marker + " from Other.storyboard.\n"
        #expect(try write(changed, to: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == changed)
    }

    @Test func replacesByRenameLeavingNoTemporaryFiles() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Segues.swift").path
        try write(Self.generated, to: path)
        let inodeBefore = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        try write(Self.generated + "// v2\n", to: path)
        let inodeAfter = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        #expect(inodeBefore != inodeAfter, "a rename gives the path a new inode; an in-place write would not")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Segues.swift"])
    }

    @Test func aHandWrittenFileIsRefusedUnlessForced() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("AppDelegate.swift").path
        let handWritten = "import UIKit\n@main class AppDelegate {}\n"
        try handWritten.write(toFile: path, atomically: true, encoding: .utf8)
        let reason = try #require(refusal(at: path))
        #expect(reason == "\(path):1:1: error: refusing to write: it is not a file this seguekit command generated (its first line is not '\(Self.marker)…'); pass --force to replace it")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == handWritten)
        #expect(refusal(at: path, force: true) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.generated)
    }

    @Test func aReadOnlyFileIsRefusedUnlessForced() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Segues.swift").path
        try (Self.marker + " old\n").write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o444)
        // Also as root, whom the system lets write any file: no write permission is read-only.
        #expect(refusal(at: path)?.contains("it is read-only; pass --force") == true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.marker + " old\n")
        // Forced, the text is replaced and the file stays read-only.
        #expect(refusal(at: path, force: true) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.generated)
        #expect(Self.permissions(of: path) == 0o444)
    }

    @Test func aRegeneratedFileKeepsItsPermissions() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Segues.swift").path
        try (Self.marker + " old\n").write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o640)
        #expect(refusal(at: path) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.generated)
        #expect(Self.permissions(of: path) == 0o640)
    }

    static func permissions(of path: String) -> mode_t {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    @Test func nonRegularFilesAreRefusedEvenWhenForced() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("Real.swift").path
        try Self.generated.write(toFile: target, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent("Link.swift").path
        #expect(symlink(target, link) == 0)
        let fifo = folder.appendingPathComponent("Pipe.swift").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let directory = folder.appendingPathComponent("Dir.swift").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        for force in [false, true] {
            #expect(refusal(at: link, force: force)?.contains("it is a symbolic link") == true)
            #expect(refusal(at: fifo, force: force)?.contains("it is a FIFO") == true)
            #expect(refusal(at: directory, force: force)?.contains("it is a directory") == true)
            #expect(refusal(at: "/dev/null", force: force)?.contains("it is a device") == true)
        }
        var status = stat()
        #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.generated)
    }

    @Test func anInputIsRefusedEvenWhenForcedWhateverItsSpelling() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("Main.storyboard").path
        try "<document/>".write(toFile: storyboard, atomically: true, encoding: .utf8)
        let otherSpelling = folder.path + "/./Main.storyboard"
        let reason = try #require(refusal(at: otherSpelling, force: true, inputs: [storyboard]))
        #expect(reason.contains("it is an input of this command (\(storyboard))"))
        #expect(try String(contentsOfFile: storyboard, encoding: .utf8) == "<document/>")
    }
}
