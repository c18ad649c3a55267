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
    /// were given in. Paths are compared byte by byte: names that differ only in Unicode normalization
    /// are two files.
    package static func uniqueInPathOrder(_ paths: [String]) -> [String] {
        var seen = Set<[UInt8]>()
        return paths.map { (path: $0, identity: Array(identity(ofPath: $0).utf8)) }
            .filter { seen.insert($0.identity).inserted }
            .sorted { $0.identity.lexicographicallyPrecedes($1.identity) }
            .map(\.path)
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
