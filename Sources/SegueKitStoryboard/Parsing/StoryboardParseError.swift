/// Why a storyboard could not be read, with the file and the position of the problem.
///
/// Its `description` is an Xcode-style diagnostic (`path:line:column: error: …`), so a tool can
/// print it as is and Xcode shows it inline.
package struct StoryboardParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is: the start tag of a storyboard element, or where the XML parser stopped.
    package var location: FileLocation
    /// What went wrong and what was expected.
    package var reason: Reason

    package init(location: FileLocation, reason: Reason) {
        self.location = location
        self.reason = reason
    }

    /// The path of the file, as given to the parser.
    package var filePath: String { location.path }
    package var line: Int { location.line }
    package var column: Int { location.column }

    /// The error as a diagnostic, rule `storyboard-unreadable`.
    package var diagnostic: Diagnostic {
        Diagnostic(.error, reason.description, at: location, rule: "storyboard-unreadable")
    }

    /// `path:line:column: error: reason` (Xcode's diagnostic format).
    package var description: String { diagnostic.description }

    /// The kinds of problem; each `description` says what was expected.
    package enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The file could not be opened or read (the message comes from the system).
        case cannotRead(String)
        /// The file is empty or only whitespace.
        case emptyFile
        /// The file ended inside the document; `expected` says what was missing.
        case unexpectedEndOfFile(expected: String)
        /// An end tag that does not close the innermost open element.
        case mismatchedEndTag(expected: String, openedAtLine: Int)
        /// Markup after the root element has been closed.
        case contentAfterRootElement
        /// Any other malformed XML, by `XMLParser`'s error code (libxml2's numbering, as in
        /// `XMLParser.ErrorCode`).
        case malformedXML(code: Int)
        /// Well-formed XML whose root is not a storyboard `<document>` (e.g. a XIB or a plist).
        case notAStoryboard(String)
        /// A storyboard element without an attribute it must have.
        case missingAttribute(element: String, attribute: String)
        /// A storyboard element where it cannot be, such as a scene inside a scene.
        case misplacedElement(String, expected: String)
        /// Markup that `XMLParser` cannot read and a storyboard never has (``UnreadableMarkup``).
        case unreadableMarkup(String)
        /// A controller id that an earlier controller has (a merge that kept both sides of a conflict).
        case duplicateID(String, firstLine: Int)
        /// An XML declaration of an encoding `XMLParser` cannot read (``UnreadableMarkup/unreadableEncoding(in:)``).
        case unreadableEncoding(String)
        /// Git's conflict markers, left by a merge, where the XML parser failed.
        case mergeConflict
        /// A Git LFS pointer file in place of the storyboard (a clone that did not fetch LFS content).
        case gitLFSPointer

        /// A one-line explanation that says what was expected.
        package var description: String {
            switch self {
            case .cannotRead(let message): "cannot read file: \(message)"
            case .emptyFile: "empty file: expected a <document> element"
            case .unexpectedEndOfFile(let expected): "unexpected end of file: expected \(expected)"
            case .mismatchedEndTag(let expected, let line):
                "mismatched end tag: expected </\(expected)> (opened at line \(line))"
            case .contentAfterRootElement: "content after the root element: expected nothing after </document>"
            case .malformedXML(let code): "\(Self.wordsForCode(code).problem) (XMLParser error \(code)): expected \(expectation)"
            case .notAStoryboard(let what):
                "not a storyboard (\(what)): expected <document type=\"….Storyboard…\">"
            case .missingAttribute(let element, let attribute):
                "<\(element)> without '\(attribute)': expected an attribute \(attribute)=\"…\""
            case .misplacedElement(let what, let expected): "\(what): expected \(expected)"
            case .duplicateID(let id, let line):
                "controller id '\(id)' is also the id of the controller at line \(line) (a merge that kept both sides?): expected each object id once"
            case .mergeConflict:
                "unresolved merge conflict ('<<<<<<<' marker): expected the storyboard with the conflict resolved, without conflict markers"
            case .gitLFSPointer:
                "a Git LFS pointer, not the storyboard: expected the file's content (fetch it with `git lfs pull`)"
            case .unreadableEncoding(let encoding):
                "the XML declaration names encoding \"\(encoding)\", which XMLParser cannot read (refused): expected UTF-8, which Xcode writes"
            case .unreadableMarkup(let markup):
                "\(markup), which XMLParser cannot read (refused: a storyboard never has one): expected no DTD declarations or empty processing instructions"
            }
        }

        /// What the XML parser wanted instead, for `malformedXML`; empty for the other reasons.
        var expectation: String {
            guard case .malformedXML(let code) = self else { return "" }
            return Self.wordsForCode(code).expected
        }

        /// `XMLParser`'s error codes (libxml2's `xmlParserErrors`) in words.
        private static func wordsForCode(_ code: Int) -> (problem: String, expected: String) {
            switch code {
            case 1, 2: ("the XML parser gave up (internal error or resource limit)", "a storyboard of ordinary size and depth")
            case 3, 4: ("no XML element found (a binary or non-XML file?)", "a <document> element")
            case 5: ("the document does not end where it should", "one root <document> element, closed")
            case 6, 7, 8: ("invalid character reference", "&#decimal; or &#xhex; naming a valid XML character")
            case 9: ("invalid character (bytes that are not UTF-8, or a control character)", "UTF-8 text without control characters")
            case 10 ... 21: ("reference in a place where none is allowed", "references only in text and attribute values")
            case 22 ... 25: ("malformed reference", "&name; or &#number;")
            case 26, 27: ("undefined entity", "&amp; &lt; &gt; &quot; &apos; or a character reference")
            case 28, 29, 30: ("external or parameter entity (refused: a storyboard never needs one)", "no DTD or entity declarations")
            case 31, 32, 79: ("unknown or unsupported encoding", "UTF-8")
            case 33, 34, 43, 44: ("unterminated quoted string", "a closing quote")
            case 38: ("'<' in an attribute value", "&lt; instead of '<'")
            case 39: ("attribute value without quotes", "a quoted attribute value")
            case 40: ("unterminated attribute value", "a closing quote")
            case 41, 75: ("attribute without a value", "name=\"value\"")
            case 42: ("duplicate attribute", "each attribute once per element")
            case 45: ("unterminated comment", "'-->' to end the comment")
            case 46, 47: ("malformed processing instruction", "'?>' to end it")
            case 56, 57: ("malformed XML declaration", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
            case 60, 61: ("unterminated DOCTYPE", "no DOCTYPE in a storyboard")
            case 62, 63: ("unterminated or misplaced CDATA section", "']]>' to end it")
            case 64: ("XML declaration or a name starting with 'xml' after the start", "<?xml …?> only at the very start of the file")
            case 65: ("missing whitespace", "a space between attributes")
            case 68: ("missing name", "an element or attribute name")
            case 73: ("unfinished start tag", "'>' or '/>'")
            case 74: ("unfinished end tag", "'</name>'")
            case 76: ("mismatched end tag", "the end tag of the innermost open element")
            case 77: ("unclosed element", "its end tag")
            case 80: ("'--' inside a comment", "'-->' to end the comment")
            case 81: ("bytes that are not valid in the declared encoding", "UTF-8 text")
            case 85, 86: ("content after the root element", "nothing after </document>")
            case 88, 89: ("entity references that expand without end (an entity expansion bomb)", "no entity declarations")
            default: ("malformed XML", "well-formed XML")
            }
        }
    }
}
