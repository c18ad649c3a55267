#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SegueKitStoryboard

/// Writes generated files safely: never over something seguekit did not write, atomically, and only when
/// the content changes.
///
/// The destination must be one of:
/// - a path where nothing exists yet, in a directory that exists (a missing directory is an error, not
///   created);
/// - a regular file whose text starts with one of `markers` (a file seguekit generated), or any writable
///   regular file when `force` is set.
///
/// Anything else — a symbolic link, a directory, a FIFO, a socket, a device, a read-only file, a
/// hand-written file, or one of the `inputs` (compared by device and inode, so `Main.storyboard` and
/// `./Main.storyboard` are the same file) — is a ``WriteError`` naming the path and the reason, and the
/// path is left untouched. `force` never overrides anything but "not generated" and "read-only".
///
/// The text goes to a new temporary file next to the destination, which is then renamed over it: a reader
/// (or a build interrupted half-way) never sees a half-written file. When the destination already holds
/// exactly the same bytes it is not touched, so its modification date stays and dependent builds do not
/// rerun.
package enum OutputFile {
    /// A write that was refused or failed, naming the file and why.
    package struct WriteError: Error, Sendable, Equatable {
        package var path: String
        /// What went wrong: `refusing to write: it is an input of this command`.
        package var reason: String

        /// The error as the tool reports it.
        package var diagnostic: Diagnostic { Diagnostic(.error, reason, file: path, rule: "output-refused") }
    }

    /// Writes `text` to `path` unless it already contains exactly that; returns whether the file changed.
    /// See ``OutputFile`` for what may be replaced.
    @discardableResult
    package static func write(_ text: String, to path: String, markers: [String], force: Bool, inputs: [String]) throws(WriteError) -> Bool {
        let data = Data(text.utf8)
        func refuse(_ reason: String) -> WriteError { WriteError(path: path, reason: "refusing to write: " + reason) }
        guard !path.isEmpty else { throw WriteError(path: "''", reason: "refusing to write: the output path is empty") }

        var status = stat()
        var existingMode: mode_t?
        if lstat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFLNK: throw refuse("it is a symbolic link (write to the file it points to, or remove the link)")
            case S_IFDIR: throw refuse("it is a directory; --output names a file, e.g. \(path.hasSuffix("/") ? path : path + "/")Segues.generated.swift")
            case S_IFIFO: throw refuse("it is a FIFO (named pipe), not a regular file")
            case S_IFSOCK: throw refuse("it is a socket, not a regular file")
            case S_IFCHR, S_IFBLK: throw refuse("it is a device, not a regular file")
            default: throw refuse("it is not a regular file")
            }
            for input in inputs {
                var inputStatus = stat()
                if stat(input, &inputStatus) == 0, inputStatus.st_dev == status.st_dev, inputStatus.st_ino == status.st_ino {
                    throw refuse("it is an input of this command (\(input))")
                }
            }
            guard let existing = FileManager.default.contents(atPath: path) else {
                throw WriteError(path: path, reason: "cannot read the existing file to check that seguekit wrote it")
            }
            if existing == data { return false }
            // No write permission for anyone is read-only even for root, whom `access` lets write anything.
            if (status.st_mode & 0o222 == 0 || access(path, W_OK) != 0) && !force {
                throw refuse("it is read-only; pass --force to replace it")
            }
            existingMode = status.st_mode & 0o7777
            if !force && !markers.contains(where: { existing.starts(with: Data($0.utf8)) }) {
                let expected = markers.first.map { " (its first line is not '\($0)…')" } ?? ""
                throw refuse("it is not a file this seguekit command generated\(expected); pass --force to replace it")
            }
        } else if errno != ENOENT {
            throw WriteError(path: path, reason: "cannot inspect: \(String(cString: strerror(errno)))")
        } else if path.hasSuffix("/") {
            throw WriteError(path: path, reason: "no such directory, and --output names a file, e.g. \(path)Segues.generated.swift")
        }

        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var directoryStatus = stat()
        guard stat(directory, &directoryStatus) == 0 else {
            throw WriteError(path: path, reason: "directory \(directory) does not exist; create it first")
        }
        guard directoryStatus.st_mode & S_IFMT == S_IFDIR else {
            throw WriteError(path: path, reason: "\(directory) is not a directory")
        }
        // A replaced file keeps its permissions (a read-only one replaced with --force stays read-only).
        do {
            try FileReplacement.replace(path, with: data, mode: existingMode)
        } catch {
            throw WriteError(path: path, reason: error.reason)
        }
        return true
    }
}
