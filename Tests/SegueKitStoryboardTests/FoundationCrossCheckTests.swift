import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SegueKitStoryboard

/// Cross-checks the model against a bare XMLParser pass over each corpus file: every `<segue>`
/// connection (not a back-reference, not nested in a segue) must be in the model, in order, with all
/// its attributes.
@Suite("Segue attributes match Foundation's XMLParser")
struct FoundationCrossCheckTests {
    final class SegueCollector: NSObject, XMLParserDelegate {
        var segues: [[String: String]] = []
        var references = 0
        private var segueDepth = 0
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            guard elementName == "segue" else { return }
            segueDepth += 1
            if attributeDict["reference"] != nil {
                references += 1
            } else if segueDepth == 1 && attributeDict["key"] == nil {
                segues.append(attributeDict)
            }
        }
        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            if elementName == "segue" { segueDepth -= 1 }
        }
    }

    @Test(arguments: Manifest.rowsForArguments)
    func segueAttributesMatchLibxml2(_ row: ManifestRow) throws {
        let path = TestPaths.corpus.appendingPathComponent(row.file).path
        let stream = try #require(InputStream(fileAtPath: path))
        let parser = XMLParser(stream: stream)
        let collector = SegueCollector()
        parser.delegate = collector
        #expect(parser.parse(), "XMLParser failed on \(row.file): \(String(describing: parser.parserError))")

        let storyboard = try StoryboardParser().parse(fileAtPath: path)
        // The same segues, in the same order, with the same identifiers, kinds and destinations.
        #expect(storyboard.segues.map(\.id) == collector.segues.map { $0["id"] })
        #expect(storyboard.segues.map(\.identifier) == collector.segues.map { $0["identifier"] })
        #expect(storyboard.segues.map(\.destinationID) == collector.segues.map { $0["destination"] })
        #expect(storyboard.segues.map(\.kind) == collector.segues.map { StoryboardSegueKind(kind: $0["kind"] ?? "", relationship: $0["relationship"]) })
        #expect(storyboard.ignoredSegueReferenceCount == collector.references)
    }
}
