/// A position in a storyboard file: 1-based line and 1-based column (in UTF-8 bytes).
///
/// ```swift
/// let location = StoryboardSourceLocation(line: 42, column: 17)
/// print("\(path):\(location.line):\(location.column): warning: unused segue")
/// ```
package struct StoryboardSourceLocation: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    package var line: Int
    /// 1-based column, counted in UTF-8 bytes from the start of the line.
    package var column: Int

    /// Creates a location.
    ///
    /// ```swift
    /// StoryboardSourceLocation(line: 1, column: 1)
    /// ```
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the form Xcode diagnostics use after the path.
    ///
    /// ```swift
    /// StoryboardSourceLocation(line: 3, column: 9).description // "3:9"
    /// ```
    package var description: String { "\(line):\(column)" }

    /// Orders by line, then column.
    ///
    /// ```swift
    /// StoryboardSourceLocation(line: 1, column: 9) < StoryboardSourceLocation(line: 2, column: 1) // true
    /// ```
    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
