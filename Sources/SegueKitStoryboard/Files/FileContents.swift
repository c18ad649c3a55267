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

    /// The one path a file is known by however it was given: standardized, links resolved, so that
    /// `Main.storyboard`, `./Main.storyboard` and a link to it are one file, read once.
    package static func identity(ofPath path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// `paths` with each file once (`List.swift ./List.swift`, a folder and a link to it are one file),
    /// in the order of their full paths, so what is read from them does not depend on the order they
    /// were given in; of two spellings of one file, the shorter (`List.swift` rather than `./List.swift`),
    /// then the first byte by byte. Files are told apart
    /// by device and inode where they exist (so a volume that ignores Unicode normalization sees one
    /// file, a volume that keeps it two), and paths are compared byte by byte.
    package static func uniqueInPathOrder(_ paths: [String]) -> [String] {
        let identified = paths.map { (path: $0, full: Array(identity(ofPath: $0).utf8)) }.sorted {
            if $0.full != $1.full { return $0.full.lexicographicallyPrecedes($1.full) }
            if $0.path.utf8.count != $1.path.utf8.count { return $0.path.utf8.count < $1.path.utf8.count }
            return $0.path.utf8.lexicographicallyPrecedes($1.path.utf8)
        }
        var seen = Set<FileKey>()
        return identified.filter { seen.insert(FileKey($0.path, full: $0.full)).inserted }.map(\.path)
    }

    /// What makes two paths one file: its device and inode, or, for a path with no file, the path.
    private enum FileKey: Hashable {
        case node(device: UInt64, inode: UInt64)
        case path([UInt8])

        init(_ path: String, full: [UInt8]) {
            var status = stat()
            self = stat(path, &status) == 0 ? .node(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)) : .path(full)
        }
    }

    /// Why the file at `path` is not there, as the system says: "no such file", or, for a path through
    /// a file or a loop of symbolic links, that.
    package static func whyMissing(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor < 0 else {
            close(descriptor)
            return "no such file"
        }
        let code = errno
        return code == ENOENT ? "no such file" : String(cString: strerror(code)).lowercased()
    }
}
