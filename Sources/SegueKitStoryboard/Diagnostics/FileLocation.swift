/// A place in a file: the file as it was given, a 1-based line and a 1-based column in UTF-8 bytes (as
/// Xcode counts). Diagnostics print it as `path:line:column`.
package struct FileLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var path: String
    package var line: Int
    package var column: Int

    package init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    package var description: String { "\(path):\(line):\(column)" }

    /// Orders by path, then line, then column.
    package static func < (a: Self, b: Self) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}
