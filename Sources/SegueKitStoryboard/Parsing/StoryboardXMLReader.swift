import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `XMLParserDelegate` that feeds a `StoryboardBuilder` and keeps the first problem found: the
/// parser's own (malformed XML, in words) or the builder's (a storyboard element missing what it needs).
final class StoryboardXMLReader: NSObject, XMLParserDelegate {
    private var positions: SourcePositions
    private var builder: StoryboardBuilder
    /// The open elements, innermost last, with the line of each start tag.
    private var openElements: [(name: String, line: Int)] = []
    private var rootClosed = false
    private var failure: StoryboardParseError?

    init(bytes: [UInt8], filePath: String) {
        positions = SourcePositions(bytes: bytes, path: filePath)
        builder = StoryboardBuilder(filePath: filePath)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard failure == nil else { return }
        let location = positions.startTag(endingAtLine: parser.lineNumber, column: parser.columnNumber)
        openElements.append((elementName, location.line))
        do {
            try builder.start(elementName, attributes: attributes, location: location, depth: openElements.count)
        } catch {
            // A start tag the file ends in: what it lacks was cut off.
            let cutOff = positions.isAtEnd(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            fail(cutOff ? StoryboardParseError(location: location, reason: .unexpectedEndOfFile(expected: "the rest of the <\(elementName)> start tag")) : error, parser)
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil else { return }
        builder.end(depth: openElements.count)
        openElements.removeLast()
        rootClosed = openElements.isEmpty
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        fail(error(code: (parseError as NSError).code, parser), parser)
    }

    /// The document, or the first problem found. `XMLParser.parse()` may return `true` after an error
    /// (a truncated file), so its `parserError` is checked as well.
    func finish(_ parser: XMLParser) throws(StoryboardParseError) -> StoryboardDocument {
        if failure == nil, let parserError = parser.parserError {
            failure = error(code: (parserError as NSError).code, parser)
        }
        if failure == nil, !builder.hasRoot {
            failure = error(code: 4, parser)
        }
        if let failure { throw failure }
        return builder.document
    }

    private func fail(_ error: StoryboardParseError, _ parser: XMLParser) {
        failure = error
        parser.abortParsing()
    }

    /// Puts an `XMLParser` error code (libxml2's numbering) into words, using what was read so far to
    /// say what was expected.
    private func error(code: Int, _ parser: XMLParser) -> StoryboardParseError {
        // A merge left its markers: whatever the parser stumbled on, that is the problem to fix.
        if let marker = positions.lineOfConflictMarker {
            return StoryboardParseError(location: positions.location(line: marker, column: 1), reason: .mergeConflict)
        }
        let line = max(parser.lineNumber, 1)
        let column = max(parser.columnNumber, 1)
        let location = positions.location(line: line, column: column)
        let reason: StoryboardParseError.Reason
        if !builder.hasRoot && openElements.isEmpty && positions.isBlank {
            reason = .emptyFile
        } else if code == 76, let innermost = openElements.last {
            reason = .mismatchedEndTag(expected: innermost.name, openedAtLine: innermost.line)
        } else if rootClosed && (code == 5 || code == 86) {
            reason = .contentAfterRootElement
        } else if positions.isAtEnd(line: line, column: column) {
            let expected = if code == 5 || code == 77 {
                openElements.last.map { "</\($0.name)> to close the element from line \($0.line)" } ?? "a <document> element"
            } else if code == 45, let commentLine = positions.lineOfUnclosedComment {
                "'-->' to end the comment from line \(commentLine)"
            } else if let tag = positions.startTagCutOff {
                "the rest of the <\(tag)> start tag"
            } else {
                StoryboardParseError.Reason.malformedXML(code: code).expectation
            }
            reason = .unexpectedEndOfFile(expected: expected)
        } else {
            reason = .malformedXML(code: code)
        }
        return StoryboardParseError(location: location, reason: reason)
    }
}
