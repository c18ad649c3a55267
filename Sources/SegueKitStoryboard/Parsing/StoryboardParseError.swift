/// Why a storyboard could not be read, with the file and the position of the problem.
///
/// Its `description` is an Xcode-style diagnostic (`path:line:column: error: …`), so a tool can
/// print it as is and Xcode shows it inline.
///
/// ```swift
/// do {
///     _ = try StoryboardParser().parse(fileAtPath: "Broken.storyboard")
/// } catch let error as StoryboardParseError {
///     print(error) // Broken.storyboard:12:5: error: mismatched end tag: expected </scene>, found </objects>
/// }
/// ```
package struct StoryboardParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path of the file, as given to the parser.
    ///
    /// ```swift
    /// error.filePath // "Main.storyboard"
    /// ```
    package var filePath: String

    /// Where the problem is (1-based line and byte column).
    ///
    /// ```swift
    /// error.location.line // 12
    /// ```
    package var location: StoryboardSourceLocation

    /// What went wrong and what was expected.
    ///
    /// ```swift
    /// if case .doctypeNotAllowed = error.reason { print("hostile or unusual storyboard") }
    /// ```
    package var reason: Reason

    /// Creates an error.
    ///
    /// ```swift
    /// StoryboardParseError(filePath: "A.storyboard", location: .init(line: 1, column: 1), reason: .emptyFile)
    /// ```
    package init(filePath: String, location: StoryboardSourceLocation, reason: Reason) {
        self.filePath = filePath
        self.location = location
        self.reason = reason
    }

    /// The 1-based line of the problem (shorthand for `location.line`).
    ///
    /// ```swift
    /// error.line // 12
    /// ```
    package var line: Int { location.line }

    /// The 1-based byte column of the problem (shorthand for `location.column`).
    ///
    /// ```swift
    /// error.column // 5
    /// ```
    package var column: Int { location.column }

    /// `path:line:column: error: reason` (Xcode's diagnostic format).
    ///
    /// ```swift
    /// print(error) // "Main.storyboard:3:1: error: unexpected end of file: expected </document>"
    /// ```
    package var description: String {
        "\(filePath):\(location.line):\(location.column): error: \(reason)"
    }

    /// The kinds of problem, each saying what was expected.
    ///
    /// ```swift
    /// switch error.reason {
    /// case .mismatchedEndTag(let expected, let found, _): print(expected, found)
    /// default: print(error.reason)
    /// }
    /// ```
    package enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The file could not be opened or read (the message comes from the system).
        ///
        /// ```swift
        /// StoryboardParseError.Reason.cannotRead("No such file or directory")
        /// ```
        case cannotRead(String)
        /// The file is empty (or only whitespace): expected an XML document.
        ///
        /// ```swift
        /// StoryboardParseError.Reason.emptyFile.description // "empty file: expected a <document> element"
        /// ```
        case emptyFile
        /// The file ended inside a construct; `expected` says what was missing.
        ///
        /// ```swift
        /// StoryboardParseError.Reason.unexpectedEndOfFile(expected: "</document>")
        /// ```
        case unexpectedEndOfFile(expected: String)
        /// A character that is not allowed here; `found` shows it, `expected` says what may come.
        ///
        /// ```swift
        /// StoryboardParseError.Reason.unexpectedCharacter(found: "'='", expected: "an attribute name")
        /// ```
        case unexpectedCharacter(found: String, expected: String)
        /// An end tag that does not close the innermost open element.
        ///
        /// ```swift
        /// StoryboardParseError.Reason.mismatchedEndTag(expected: "scene", found: "objects", openedAtLine: 8)
        /// ```
        case mismatchedEndTag(expected: String, found: String, openedAtLine: Int)
        /// An end tag with no open element.
        ///
        /// ```swift
        /// StoryboardParseError.Reason.unexpectedEndTag("document")
        /// ```
        case unexpectedEndTag(String)
        /// A `<!DOCTYPE …>` (and so possibly `<!ENTITY …>`) declaration: never valid in a storyboard and
        /// rejected before anything is expanded.
        ///
        /// ```swift
        /// StoryboardParseError.Reason.doctypeNotAllowed
        /// ```
        case doctypeNotAllowed
        /// An entity reference other than the five predefined ones (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;`).
        ///
        /// ```swift
        /// StoryboardParseError.Reason.undefinedEntity("lol9")
        /// ```
        case undefinedEntity(String)
        /// A numeric character reference that is malformed or names a character XML forbids.
        ///
        /// ```swift
        /// StoryboardParseError.Reason.invalidCharacterReference("&#0;")
        /// ```
        case invalidCharacterReference(String)
        /// The same attribute written twice on one element.
        ///
        /// ```swift
        /// StoryboardParseError.Reason.duplicateAttribute("id")
        /// ```
        case duplicateAttribute(String)
        /// Bytes that are not valid UTF-8.
        ///
        /// ```swift
        /// StoryboardParseError.Reason.invalidUTF8
        /// ```
        case invalidUTF8
        /// A byte-order mark or declaration for an encoding other than UTF-8.
        ///
        /// ```swift
        /// StoryboardParseError.Reason.unsupportedEncoding("UTF-16")
        /// ```
        case unsupportedEncoding(String)
        /// Well-formed XML whose root is not a storyboard `<document>` (e.g. a XIB or a plist).
        ///
        /// ```swift
        /// StoryboardParseError.Reason.notAStoryboard("root element <plist>")
        /// ```
        case notAStoryboard(String)
        /// A storyboard element without an attribute it must have.
        ///
        /// ```swift
        /// StoryboardParseError.Reason.missingAttribute(element: "segue", attribute: "destination")
        /// ```
        case missingAttribute(element: String, attribute: String)
        /// A single tag, comment or other token longer than the parser's limit (bounded memory).
        ///
        /// ```swift
        /// StoryboardParseError.Reason.tokenTooLong(limit: 64 << 20)
        /// ```
        case tokenTooLong(limit: Int)
        /// Elements nested deeper than the parser's limit (bounded memory).
        ///
        /// ```swift
        /// StoryboardParseError.Reason.nestingTooDeep(limit: 10_000)
        /// ```
        case nestingTooDeep(limit: Int)

        /// A one-line explanation that says what was expected.
        ///
        /// ```swift
        /// print(StoryboardParseError.Reason.duplicateAttribute("id")) // "duplicate attribute 'id': expected each attribute once"
        /// ```
        package var description: String {
            switch self {
            case .cannotRead(let message): "cannot read file: \(message)"
            case .emptyFile: "empty file: expected a <document> element"
            case .unexpectedEndOfFile(let expected): "unexpected end of file: expected \(expected)"
            case .unexpectedCharacter(let found, let expected): "unexpected \(found): expected \(expected)"
            case .mismatchedEndTag(let expected, let found, let line):
                "mismatched end tag: expected </\(expected)> (opened at line \(line)), found </\(found)>"
            case .unexpectedEndTag(let name): "unexpected end tag </\(name)>: expected no end tag outside the root element"
            case .doctypeNotAllowed:
                "DOCTYPE declarations are not allowed in storyboards (no DTDs or entity declarations): expected <document>"
            case .undefinedEntity(let name):
                "undefined entity '&\(name);': expected &amp; &lt; &gt; &quot; &apos; or a character reference"
            case .invalidCharacterReference(let text):
                "invalid character reference '\(text)': expected &#decimal; or &#xhex; naming a valid XML character"
            case .duplicateAttribute(let name): "duplicate attribute '\(name)': expected each attribute once"
            case .invalidUTF8: "invalid UTF-8 byte sequence: expected UTF-8 text"
            case .unsupportedEncoding(let name): "unsupported encoding \(name): expected UTF-8"
            case .notAStoryboard(let what):
                "not a storyboard (\(what)): expected <document type=\"….Storyboard…\">"
            case .missingAttribute(let element, let attribute):
                "<\(element)> without '\(attribute)': expected an attribute \(attribute)=\"…\""
            case .tokenTooLong(let limit): "markup longer than \(limit) bytes: expected a smaller tag or comment"
            case .nestingTooDeep(let limit): "elements nested deeper than \(limit): expected a shallower document"
            }
        }
    }
}
