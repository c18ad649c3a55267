import Foundation
import Testing
@testable import SegueKitStoryboard

@Suite("Replacing a file")
struct FileReplacementTests {
    /// A run stopped by a signal while it wrote leaves its temporary file behind; the next run that
    /// writes the same file removes it, and leaves those of runs still going.
    @Test func temporaryFilesOfEndedRunsAreRemovedAndOthersKept() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A process id no process has: a child that has ended and been waited for.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", "exit 0"]
        try child.run()
        child.waitUntilExit()
        let ended = child.processIdentifier
        let stale = folder.appendingPathComponent(".Segues.swift.\(ended).42.tmp").path
        let running = folder.appendingPathComponent(".Segues.swift.\(getpid()).7.tmp").path
        let other = folder.appendingPathComponent(".Other.swift.\(ended).42.tmp").path
        for path in [stale, running, other] { try Data("partial".utf8).write(to: URL(fileURLWithPath: path)) }
        let output = folder.appendingPathComponent("Segues.swift").path
        try FileReplacement.replace(output, with: Data("// whole\n".utf8))
        #expect(FileManager.default.contents(atPath: output) == Data("// whole\n".utf8))
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: running) && FileManager.default.fileExists(atPath: other))
    }
}
