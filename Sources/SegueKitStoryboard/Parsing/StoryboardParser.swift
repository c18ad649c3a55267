import Foundation

/// Reads `.storyboard` files into a `StoryboardDocument`.
///
/// Streaming (the file is read in chunks, never whole), strict (malformed XML is an error, not a
/// partial result), and safe on hostile input: `<!DOCTYPE>`/`<!ENTITY>` are rejected before anything is
/// expanded, only the five predefined entities and character references are understood, and token
/// length and nesting depth are bounded. Every failure is a `StoryboardParseError` naming the file, line
/// and column.
///
/// ```swift
/// let parser = StoryboardParser()
/// let storyboard = try parser.parse(fileAtPath: "App/Base.lproj/Main.storyboard")
/// print(storyboard.segues.count)
/// ```
package struct StoryboardParser: Sendable {
    /// How many bytes are read from the file at a time.
    ///
    /// ```swift
    /// StoryboardParser(chunkSize: 64 * 1024).chunkSize // 65536
    /// ```
    package var chunkSize: Int

    /// The longest single token (tag, comment, CDATA section, processing instruction) accepted.
    ///
    /// ```swift
    /// StoryboardParser().maximumTokenLength // 67108864
    /// ```
    package var maximumTokenLength: Int

    /// The deepest element nesting accepted.
    ///
    /// ```swift
    /// StoryboardParser().maximumDepth // 10000
    /// ```
    package var maximumDepth: Int

    /// Creates a parser.
    ///
    /// ```swift
    /// let parser = StoryboardParser()                    // defaults suit any real storyboard
    /// let tiny = StoryboardParser(chunkSize: 7)          // exercises chunk boundaries in tests
    /// ```
    package init(chunkSize: Int = 256 * 1024, maximumTokenLength: Int = 64 << 20, maximumDepth: Int = 10_000) {
        self.chunkSize = max(1, chunkSize)
        self.maximumTokenLength = max(64, maximumTokenLength)
        self.maximumDepth = max(1, maximumDepth)
    }

    /// Parses the storyboard at `path`, reading it in chunks.
    ///
    /// ```swift
    /// let storyboard = try StoryboardParser().parse(fileAtPath: "Main.storyboard")
    /// ```
    /// - Throws: `StoryboardParseError`.
    package func parse(fileAtPath path: String) throws -> StoryboardDocument {
        let source = try FileByteSource(path: path)
        defer { source.close() }
        return try parse(source: source, filePath: path)
    }

    /// Parses the storyboard at a file URL.
    ///
    /// ```swift
    /// let storyboard = try StoryboardParser().parse(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
    /// ```
    /// - Throws: `StoryboardParseError`.
    package func parse(contentsOf url: URL) throws -> StoryboardDocument {
        try parse(fileAtPath: url.path)
    }

    /// Parses storyboard bytes already in memory; `filePath` is used in the result and in errors.
    ///
    /// ```swift
    /// let storyboard = try StoryboardParser().parse(data: Data(xml.utf8), filePath: "Inline.storyboard")
    /// ```
    /// - Throws: `StoryboardParseError`.
    package func parse(data: Data, filePath: String) throws -> StoryboardDocument {
        try parse(source: DataByteSource(data: data), filePath: filePath)
    }
}
