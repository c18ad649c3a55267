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

    /// The one path a file is known by however it was given: standardized, links resolved, so that
    /// `Main.storyboard`, `./Main.storyboard` and a link to it are one file, read once.
    package static func identity(ofPath path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
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
