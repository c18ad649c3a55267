import Foundation

/// Reading a file the tool was given, whatever kind of file it is: `FileManager` reads regular files but
/// returns nil for a pipe (`--source-list <(git ls-files '*.swift')`, `/dev/stdin`), which is read to its end.
package enum FileContents {
    /// The bytes of the file at `path`, or nil when it cannot be opened or read.
    package static func read(atPath path: String) -> Data? {
        if let data = FileManager.default.contents(atPath: path) { return data }
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return try? handle.readToEnd() ?? Data()
    }
}
