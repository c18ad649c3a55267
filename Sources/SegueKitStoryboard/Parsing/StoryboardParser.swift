import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads `.storyboard` files into a `StoryboardDocument`.
///
/// The XML is read by Foundation's `XMLParser` (libxml2), which refuses hostile input such as entity
/// expansion bombs and external entities. Reading is strict: malformed XML, an empty file or a file
/// that is not a storyboard is a `StoryboardParseError` naming the file, line and column, never a
/// partial result.
package struct StoryboardParser: Sendable {
    package init() {}

    package func parse(fileAtPath path: String) throws(StoryboardParseError) -> StoryboardDocument {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let start = FileLocation(path: path, line: 1, column: 1)
        guard exists, !isDirectory.boolValue else {
            let why = !exists ? FileContents.whyMissing(path) ?? "no such file or directory"
                : path.hasSuffix(".storyboardc") || path.hasSuffix(".storyboardc/")
                ? "it is a compiled storyboard (Xcode's build output, without segue identifiers); give the .storyboard source file"
                : "it is a directory"
            throw StoryboardParseError(location: start, reason: .cannotRead(why))
        }
        let data: Data
        do {
            data = try FileContents.read(atPath: path)
        } catch {
            throw StoryboardParseError(location: start, reason: .cannotRead(error.description))
        }
        return try parse(data: data, filePath: path)
    }

    package func parse(contentsOf url: URL) throws(StoryboardParseError) -> StoryboardDocument {
        try parse(fileAtPath: url.path)
    }

    /// Parses storyboard bytes already in memory; `filePath` is used in the result and in errors.
    package func parse(data: Data, filePath: String) throws(StoryboardParseError) -> StoryboardDocument {
        let bytes = [UInt8](data)
        if bytes.starts(with: "version https://git-lfs.github.com/spec/".utf8) {
            throw StoryboardParseError(location: FileLocation(path: filePath, line: 1, column: 1), reason: .gitLFSPointer)
        }
        if let encoding = UnreadableMarkup.unreadableEncoding(in: bytes) {
            throw StoryboardParseError(location: FileLocation(path: filePath, line: 1, column: 1), reason: .unreadableEncoding(encoding))
        }
        if let (offset, markup) = UnreadableMarkup.first(in: bytes) {
            let before = bytes[..<offset]
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let location = FileLocation(path: filePath, line: before.count { $0 == UInt8(ascii: "\n") } + 1, column: offset - lineStart + 1)
            throw StoryboardParseError(location: location, reason: .unreadableMarkup(markup))
        }
        let reader = StoryboardXMLReader(bytes: bytes, filePath: filePath)
        // A stream, not `XMLParser(data:)`: the data initialiser hands libxml2 everything at once, which
        // it refuses beyond 10 MB.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.delegate = reader
        _ = parser.parse()
        return try reader.finish(parser)
    }
}
