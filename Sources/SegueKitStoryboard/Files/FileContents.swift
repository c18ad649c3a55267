import Foundation

/// Reading a file the tool was given, whatever kind of file it is: a regular file, or a pipe
/// (`--source-list <(git ls-files '*.swift')`, `/dev/stdin`), which `FileManager` cannot read.
package enum FileContents {
    /// The most a file may hold: far more than any storyboard or Swift file, and a bound on reading a
    /// device that never ends, such as `/dev/zero`.
    package static let sizeLimit = 256 << 20

    /// Why a file could not be read.
    package enum ReadFailure: Error, Equatable, CustomStringConvertible {
        case unreadable
        case tooLarge(limit: Int)

        package var description: String {
            switch self {
            case .unreadable: "permission denied or unreadable"
            case .tooLarge(let limit): "larger than \(limit >> 20) MB, so not a storyboard or Swift file"
            }
        }
    }

    /// The bytes of the file at `path`, read to its end, refusing a file of more than `limit` bytes.
    package static func read(atPath path: String, limit: Int = sizeLimit) throws(ReadFailure) -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable }
        defer { try? handle.close() }
        var data = Data()
        while true {
            let chunk: Data?
            do { chunk = try handle.read(upToCount: 1 << 20) } catch { throw .unreadable }
            guard let chunk, !chunk.isEmpty else { return data }
            data.append(chunk)
            if data.count > limit { throw .tooLarge(limit: limit) }
        }
    }

    /// `paths` with each file once (`List.swift ./List.swift`, a folder and a link to it are one file),
    /// in the order of their full paths, so what is read from them does not depend on the order they
    /// were given in. Of the spellings of one file, the one not through a link is kept (its name is the
    /// storyboard's, its folder says its module), then the shortest, then the first byte by byte. A file
    /// is its device, inode and name: a volume that ignores Unicode normalization sees one file where a
    /// volume that keeps it sees two, and hard links of two names stay two files, as in a bundle.
    package static func uniqueInPathOrder(_ paths: [String]) -> [String] {
        let inputs = paths.map { path in
            let standardized = URL(fileURLWithPath: path).standardizedFileURL
            let full = standardized.resolvingSymlinksInPath().path
            return (path: path, full: Array(full.utf8), key: FileKey(path, resolved: full), direct: standardized.path == full)
        }
        let ordered = inputs.sorted { a, b in
            if a.full != b.full { return a.full.lexicographicallyPrecedes(b.full) }
            if a.direct != b.direct { return a.direct }
            if a.path.utf8.count != b.path.utf8.count { return a.path.utf8.count < b.path.utf8.count }
            return a.path.utf8.lexicographicallyPrecedes(b.path.utf8)
        }
        var seen = Set<FileKey>()
        return ordered.filter { seen.insert($0.key).inserted }.map(\.path)
    }

    /// What makes two paths one file: its device, inode and file name, or, for a path with no file, the
    /// path links resolved.
    private enum FileKey: Hashable {
        case node(device: UInt64, inode: UInt64, name: String)
        case path([UInt8])

        init(_ path: String, resolved: String) {
            var status = stat()
            self = stat(path, &status) == 0
                ? .node(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), name: (resolved as NSString).lastPathComponent)
                : .path(Array(resolved.utf8))
        }
    }

    /// Why nothing is at `path`, as the system says ("no such file or directory", "not a directory" for a
    /// path through a file, "too many levels of symbolic links"), or nil when something is: every
    /// missing input is named in these words.
    package static func whyMissing(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) != 0 else { return nil }
        return String(cString: strerror(errno)).lowercased()
    }
}
