import Foundation
import SegueKitChecker
import SegueKitGenerator
import SegueKitStoryboard
import SegueKitSwiftSource

/// Steps every command shares: parsing storyboards, printing diagnostics, writing output.
extension SegueKitTool {
    /// Parses every storyboard; prints each failure as a diagnostic naming file and line. `nil` if any failed.
    func parseStoryboards(_ paths: [String], quiet: Bool) -> [StoryboardDocument]? {
        var documents: [StoryboardDocument] = []
        var failed = false
        let parser = StoryboardParser()
        for (index, path) in paths.enumerated() {
            if !quiet && paths.count >= progressThreshold {
                standardError("seguekit: parsing [\(index + 1)/\(paths.count)] \(path)\n")
            }
            do {
                documents.append(try parser.parse(fileAtPath: path))
            } catch let error as StoryboardParseError {
                standardError(Diagnostic(.error, error.reason.description, path: path, line: error.line, column: error.column).description + "\n")
                failed = true
            } catch {
                standardError(Diagnostic(.error, "cannot read storyboard: \(error)", path: path, line: 1, column: 1).description + "\n")
                failed = true
            }
        }
        return failed ? nil : documents
    }

    /// The module map of `--module NAME=PATH`, relative paths resolved against the current directory;
    /// `nil` (after an error naming the path) when a path does not exist.
    func moduleMap(_ assignments: [ModuleMap.Assignment]) -> ModuleMap? {
        for assignment in assignments where !FileManager.default.fileExists(atPath: assignment.path) {
            standardError("seguekit: error: --module \(assignment.name)=\(assignment.path): no such file or directory\n")
            return nil
        }
        return ModuleMap(assignments, baseDirectory: FileManager.default.currentDirectoryPath)
    }

    /// Scans the Swift files of `sources` (files and directories), reusing the scans kept in `cache` (a
    /// directory) for unchanged files; `nil` after an error naming a missing or unreadable path.
    func scanSources(_ sources: [String], cache: String?, quiet: Bool, skippedMarkers: [String] = []) -> SwiftSources? {
        do {
            return try SwiftSources.scan(sources, skippedMarkers: skippedMarkers, cache: cache.map { SwiftScanCache(directory: $0) }) { index, count, file in
                if !quiet && count >= progressThreshold && (index % 50 == 0 || index == count - 1) {
                    standardError("seguekit: scanning Swift sources [\(index + 1)/\(count)] \(file)\n")
                }
            }
        } catch {
            standardError("\(error)\n")
            return nil
        }
    }

    func report(_ diagnostics: [Diagnostic], quiet: Bool) {
        guard !quiet || diagnostics.contains(where: { $0.severity == .error }) else { return }
        for diagnostic in diagnostics where !quiet || diagnostic.severity == .error {
            standardError(diagnostic.description + "\n")
        }
    }

    /// Prints `text`, or writes it to `output` when that is a file path — only over a file seguekit wrote
    /// (one starting with a marker) or, with `force`, any writable regular file; never over an input.
    func emit(_ text: String, to output: String, markers: [String], force: Bool, inputs: [String], quiet: Bool, what: String) -> Bool {
        if output == "-" {
            standardOutput(text)
            return true
        }
        do {
            let changed = try OutputFile.write(text, to: output, markers: markers, force: force, inputs: inputs)
            if !quiet {
                standardError("seguekit: \(changed ? "wrote" : "unchanged") \(output) (\(what))\n")
            }
            return true
        } catch {
            standardError("\(error)\n")
            return false
        }
    }
}
