#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes generated files atomically and only when their content changes.
///
/// The text goes to a temporary file next to the destination, which is then renamed over it — a reader
/// (or a build interrupted half-way) never sees a half-written file. When the destination already holds
/// exactly the same bytes it is not touched at all, so its modification date stays and builds that depend
/// on it do not rerun.
///
/// ```swift
/// let changed = try OutputFile.write("// generated\n", to: "Sources/App/Segues.swift")
/// print(changed ? "updated" : "unchanged")
/// ```
public enum OutputFile {
    /// A write that failed, naming the file.
    ///
    /// ```swift
    /// do { try OutputFile.write(code, to: path) } catch let error as OutputFile.WriteError { print(error) }
    /// ```
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        /// The destination.
        ///
        /// ```swift
        /// writeError.path
        /// ```
        public var path: String
        /// What went wrong.
        ///
        /// ```swift
        /// writeError.reason
        /// ```
        public var reason: String

        /// `path: cannot write: reason`.
        ///
        /// ```swift
        /// print(writeError)
        /// ```
        public var description: String { "\(path): error: cannot write: \(reason)" }
    }

    /// Writes `text` to `path` unless it already contains exactly that. Returns whether the file changed.
    /// Missing parent directories are created.
    ///
    /// ```swift
    /// try OutputFile.write(result.code, to: outputPath)
    /// ```
    @discardableResult
    public static func write(_ text: String, to path: String) throws -> Bool {
        let data = Data(text.utf8)
        if let existing = FileManager.default.contents(atPath: path), existing == data {
            return false
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: path, reason: "cannot create directory \(directory.path): \(error.localizedDescription)")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw WriteError(path: path, reason: "cannot create temporary file \(temporary.path)")
        }
        if rename(temporary.path, path) != 0 {
            let message = String(cString: strerror(errno))
            unlink(temporary.path)
            throw WriteError(path: path, reason: message)
        }
        return true
    }
}
