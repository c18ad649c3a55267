import Foundation
import SegueKitStoryboard

/// The Swift files named by `--source` arguments (files and directories), scanned into one
/// ``SwiftSourceScan``: what `check` and `generate --source` read.
package struct SwiftSources: Sendable {
    package var scan = SwiftSourceScan()
    /// The Swift files scanned, in the order of their full paths (``FileContents/uniqueInPathOrder(_:)``).
    package var files: [String] = []
    /// What the arguments gave instead of Swift files: an error for each path that does not exist or
    /// cannot be looked at (all of them, not only the first), a warning for an empty directory or a file
    /// that is not Swift.
    package var diagnostics: [Diagnostic] = []

    /// A file or folder found through a `--source` path that cannot be listed or read.
    package struct Unreadable: Error {
        package var path: String
        package var reason: String
    }

    /// The files read and scanned in this run (all of them without a cache); the others' scans came
    /// from the cache.
    package var freshlyScanned: [String] = []

    /// An `input-unreadable` error for each of `paths` that does not exist or cannot be looked at (a loop
    /// of links, a path too long), sorted by path.
    package static func unreadablePaths(_ paths: [String]) -> [Diagnostic] {
        Set(paths).sorted().compactMap { path in
            FileContents.whyMissing(path).map { Diagnostic(.error, $0, file: path, rule: "input-unreadable") }
        }
    }

    /// Scans every Swift file of `paths` once, in path order whatever the order given (hidden folders and
    /// DerivedData skipped), leaving out files whose text starts with one of `skippedMarkers` (seguekit's own
    /// output). With a `cache`, a file unchanged since the cache's last run is not scanned again, and the
    /// cache is then left holding exactly this run's files; a cache that cannot be written costs only a
    /// warning. `progress` receives each file before it is read, with its index and the file count.
    package static func scan(
        _ paths: [String], skippedMarkers: [String] = [], cache: SwiftScanCache? = nil,
        progress: (_ index: Int, _ count: Int, _ file: String) -> Void = { _, _, _ in }
    ) throws(Unreadable) -> SwiftSources {
        var result = SwiftSources()
        result.diagnostics = unreadablePaths(paths)
        guard result.diagnostics.isEmpty else { return result }
        var files: [String] = []
        var searchedFolders = false
        // Each path once, in path order: what is said about them does not depend on the order given.
        for path in FileContents.uniqueInPathOrder(paths) {
            var status = stat()
            guard stat(path, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                let found = try FileFinder.files(withExtension: "swift", under: path)
                searchedFolders = true
                if found.isEmpty {
                    // A folder of storyboards given where sources go (`check Storyboards --source …`).
                    let storyboards = (try? FileFinder.files(withExtension: "storyboard", under: path).isEmpty == false) ?? false
                    let hint = storyboards ? "; it holds storyboards: give it with --storyboard" : ""
                    result.diagnostics.append(Diagnostic(
                        .warning, "source directory contains no .swift files; nothing in it was checked\(hint)", file: path, rule: "source-directory-empty"))
                }
                files += found
            } else if path.hasSuffix(".swift"), status.st_mode & S_IFMT == S_IFREG {
                files.append(path)
            } else if path.hasSuffix(".swift") {
                // A pipe would never end.
                result.diagnostics.append(Diagnostic(.warning, "not a regular file (a pipe or a device); ignored", file: path, rule: "source-not-swift"))
            } else {
                result.diagnostics.append(Diagnostic(.warning, "not a Swift file (no .swift extension); ignored", file: path, rule: "source-not-swift"))
            }
        }
        // A folder's files may also be given, or found through another folder: each once, in path order.
        if searchedFolders { files = FileContents.uniqueInPathOrder(files) }
        let cached = cache?.load(skippedMarkers: skippedMarkers) ?? [:]
        var entries: [(path: String, entry: SwiftScanCache.Entry)] = []
        for (index, file) in files.enumerated() {
            progress(index, files.count, file)
            let data: Data
            do {
                data = try FileContents.read(atPath: file)
            } catch .tooLarge(let limit) {
                throw Unreadable(path: file, reason: FileContents.ReadFailure.tooLarge(limit: limit).description)
            } catch {
                let reason = if let why = FileContents.whyMissing(file) {
                    "\(why) (it was there when the sources were listed)"
                } else {
                    FileManager.default.isReadableFile(atPath: file) ? "cannot read file" : "permission denied"
                }
                throw Unreadable(path: file, reason: reason)
            }
            if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
                result.diagnostics.append(Diagnostic(
                    .warning, "this file is UTF-16, which the compiler refuses (Swift files are UTF-8): nothing in it was read",
                    file: file, rule: "source-not-utf8"))
                continue
            }
            let finding: SwiftScanCache.Finding
            if let entry = cached[file], entry.contents == data, let stored = entry.finding {
                finding = stored
                entries.append((file, entry))
            } else {
                let text = String(decoding: data, as: UTF8.self)
                finding = skippedMarkers.contains(where: { text.hasPrefix($0) }) ? .skipped : .scanned(SwiftSourceScan.scan(source: text, path: file))
                result.freshlyScanned.append(file)
                if cache != nil { entries.append((file, SwiftScanCache.Entry(contents: data, finding: finding))) }
            }
            guard case .scanned(let scan) = finding else { continue }
            for location in scan.unterminatedComments {
                // Classes below it look undeclared; the compiler reports it too, after the tool has run.
                result.diagnostics.append(Diagnostic(
                    .warning, "this comment is never closed: the rest of the file is not read, so what it declares is not seen",
                    at: location, rule: "source-unterminated-comment"))
            }
            for location in scan.unterminatedStrings {
                result.diagnostics.append(Diagnostic(
                    .warning, "this string literal is never closed, or nests interpolations too deeply to follow: the rest of the file is not read, so what it declares is not seen",
                    at: location, rule: "source-unterminated-string"))
            }
            result.scan.merge(scan)
            result.files.append(file)
        }
        result.scan.resolveAcrossFiles()
        if let cache, !result.freshlyScanned.isEmpty || entries.count != cached.count {
            do {
                try cache.save(entries, skippedMarkers: skippedMarkers)
            } catch {
                var isDirectory: ObjCBool = false
                let reason = if FileManager.default.fileExists(atPath: cache.directory, isDirectory: &isDirectory), !isDirectory.boolValue {
                    "it is a file, not a directory"
                } else {
                    (error as? FileReplacement.Failure)?.reason ?? error.localizedDescription
                }
                // About the option, not a line of a file.
                result.diagnostics.append(Diagnostic(
                    .warning, "cannot write the scan cache in --scan-cache \(cache.directory) (\(reason)); unchanged files will be scanned again next time",
                    rule: "scan-cache-unwritable"))
            }
        }
        return result
    }
}
