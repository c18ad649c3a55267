import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SegueKitStoryboard

/// Cross-checks the byte-level tokenizer against libxml2 (through Foundation's XMLParser, streaming):
/// every `<segue>` element's attributes, decoded, must be identical.
@Suite("Segue attributes match Foundation's XMLParser")
struct FoundationCrossCheckTests {
    final class SegueCollector: NSObject, XMLParserDelegate {
        var segues: [[String: String]] = []
        var references = 0
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            guard elementName == "segue" else { return }
            if attributeDict["reference"] != nil { references += 1 } else { segues.append(attributeDict) }
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
        #expect(storyboard.segues.map(\.attributes) == collector.segues)
        #expect(storyboard.ignoredSegueReferenceCount == collector.references)
    }
}
