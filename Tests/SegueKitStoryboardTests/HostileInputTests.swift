import Foundation
import Testing
@testable import SegueKitStoryboard

/// Hostile, broken and unusual inputs: each must end in a `StoryboardParseError` that names the file and
/// the right line, quickly and with bounded memory — never a crash, a hang or a partial model.
@Suite("Hostile and malformed storyboards")
struct HostileInputTests {
    static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701">
    """

    /// Parses `text` from a real temporary file and returns the error it must throw.
    private func error(parsingFile bytes: Data, named name: String = "Hostile.storyboard",
                       parser: StoryboardParser = StoryboardParser()) throws -> (StoryboardParseError, String) {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try bytes.write(to: url)
        do {
            let document = try parser.parse(fileAtPath: url.path)
            Issue.record("expected an error, parsed \(document.scenes.count) scenes")
            throw ManifestError("no error thrown")
        } catch let error as StoryboardParseError {
            #expect(error.filePath == url.path)
            #expect(error.description.hasPrefix("\(url.path):\(error.line):\(error.column): error: "))
            return (error, url.path)
        }
    }

    private func error(parsing text: String) throws -> StoryboardParseError {
        try error(parsingFile: Data(text.utf8)).0
    }

    // MARK: Entities and DTDs

    /// A hang or an expansion would stop at the time limit; how fast it is is not this test's claim.
    @Test(.timeLimit(.minutes(1))) func billionLaughsIsRejectedWhereTheEntityIsUsed() throws {
        var lines = ["<?xml version=\"1.0\"?>", "<!DOCTYPE document [", "  <!ENTITY lol \"lol\">"]
        for level in 1 ... 9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            lines.append("  <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">")
        }
        lines += ["]>", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" title=\"&lol9;\"/>"]
        let failure = try error(parsing: lines.joined(separator: "\n"))
        #expect(failure.reason == .malformedXML(code: 89))
        #expect(failure.line == 14)
        #expect(failure.description.contains("entity expansion bomb"))
    }

    @Test func externalEntityIsRefusedWhereItIsUsed() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>

        <!DOCTYPE document [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" title="&xxe;"/>
        """
        let failure = try error(parsing: text)
        #expect(failure.reason == .malformedXML(code: 29))
        #expect(failure.line == 4)
        #expect(failure.description.contains("expected no DTD or entity declarations"))
    }

    /// `XMLParser` stops the process on these (a null string it reads on Linux): they are refused before
    /// it sees them, where they are. Inside a comment or a CDATA section, or `?>` in an attribute value,
    /// they are text and the storyboard is read.
    @Test func markupXMLParserCannotReadIsRefusedWhereItIs() throws {
        let root = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" title=\"What?>\">"
        for (prolog, body, line, column, words) in [
            ("", "  <?pi?>", 4, 3, "processing instruction <?pi?> without data"),
            ("<?xml-stylesheet ?>", "", 2, 1, "processing instruction <?xml-stylesheet?> without data"),
            ("<!DOCTYPE document [<!ATTLIST document foo CDATA #IMPLIED>]>", "", 2, 21, "DTD declaration <!ATTLIST"),
            ("<!DOCTYPE document [\n <!NOTATION n SYSTEM \"x\">]>", "", 3, 2, "DTD declaration <!NOTATION"),
            ("<!DOCTYPE document [<!ENTITY e SYSTEM 'x' NDATA n>]>", "", 2, 21, "unparsed entity declaration (NDATA)"),
        ] {
            let failure = try error(parsing: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(prolog)\n\(root)\n\(body)<scenes/></document>\n")
            #expect(failure.reason == .unreadableMarkup(words), "\(failure)")
            #expect(failure.line == line && failure.column == column, "\(failure)")
        }
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- <?pi?> <!ATTLIST x> -->\n\(root)<![CDATA[<?pi?>]]><scenes/></document>\n"
        #expect(try StoryboardParser().parse(data: Data(text.utf8), filePath: "Text.storyboard").scenes.isEmpty)
    }

    /// A file cut off inside a start tag lacks the rest of the tag, not the attributes that were cut off.
    @Test func aFileCutOffInsideAStartTagSaysSo() throws {
        for (text, element, line) in [(Self.header + "\n<scenes>\n<scene", "scene", 4), ("<?xml version=\"1.0\"?>\n<docum", "docum", 2)] {
            let failure = try error(parsing: text)
            #expect(failure.reason == .unexpectedEndOfFile(expected: "the rest of the <\(element)> start tag"), "\(failure)")
            #expect(failure.line == line && failure.column == 1, "\(failure)")
        }
    }

    /// A file cut off among a start tag's attributes names the tag, not the attribute syntax the XML
    /// parser wanted next.
    @Test func aFileCutOffAmongAStartTagsAttributesNamesTheTag() throws {
        for cut in ["<segue destination=\"b\" kind=\"sh", "<segue destination=\"b\" kind", "<segue destination=\"b\" "] {
            let failure = try error(parsing: Self.header + "\n<scenes>\n<scene sceneID=\"s\">\n" + cut)
            #expect(failure.reason == .unexpectedEndOfFile(expected: "the rest of the <segue> start tag"), "\(failure)")
            #expect(failure.line == 5, "\(failure)")
        }
    }

    /// A Git LFS pointer checked out in place of the storyboard (a clone without `git lfs`) is named as such.
    @Test func aGitLFSPointerIsNamedAsSuch() throws {
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 48213\n"
        let failure = try error(parsing: pointer)
        #expect(failure.reason == .gitLFSPointer)
        #expect(failure.line == 1 && failure.column == 1)
        #expect(failure.description.hasSuffix("error: a Git LFS pointer, not the storyboard: expected the file's content (fetch it with `git lfs pull`)"), "\(failure)")
    }

    /// Two controllers of one id (a merge that kept both sides of a conflict) make a segue's destination
    /// ambiguous: an error at the second, naming the first's line.
    @Test func aControllerIDGivenTwiceIsAnError() throws {
        let text = Self.header + """

            <scenes>
            <scene sceneID="s1"><objects><viewController id="same" customClass="A" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s2"><objects><viewController id="same" customClass="B" sceneMemberID="viewController"><connections>
            <segue destination="same" kind="show" identifier="fromB" id="g"/></connections></viewController></objects></scene>
            </scenes></document>
            """
        let failure = try error(parsing: text)
        #expect(failure.reason == .duplicateID("same", firstLine: 4))
        #expect(failure.line == 5 && failure.column == 30)
    }

    /// A merge that left Git's conflict markers in the file is named as such, at the first marker,
    /// whichever of them the XML parser stops at.
    @Test func anUnresolvedMergeConflictIsNamedAtItsFirstMarker() throws {
        let scenes = """

            <scenes>
            <scene sceneID="s1"><objects><viewController id="a" customClass="A" sceneMemberID="viewController"><connections>
            <<<<<<< HEAD
            <segue destination="b" kind="show" identifier="showB" id="g1"/>
            =======
            <segue destination="b" kind="show" identifier="showDetail" id="g1"/>
            >>>>>>> feature/rename
            </connections></viewController></objects></scene>
            </scenes></document>
            """
        let failure = try error(parsing: Self.header + scenes)
        #expect(failure.reason == .mergeConflict)
        #expect(failure.line == 5 && failure.column == 1, "\(failure)")
        #expect(failure.description.hasSuffix(
            "error: unresolved merge conflict ('<<<<<<<' marker): expected the storyboard with the conflict resolved, without conflict markers"),
            "\(failure)")
        // A '<<<<<<<' that does not begin a line (here in a comment) is no marker.
        let inText = Self.header + scenes.replacingOccurrences(of: "<<<<<<< HEAD\n", with: "<!-- <<<<<<< HEAD -->\n<<<<<<< HEAD\n")
        #expect(try error(parsing: inText).line == 6)
    }

    @Test func undeclaredEntityReferenceReportsItsNameAndLine() throws {
        let text = Self.header + """

            <scenes>
                <scene sceneID="a" userLabel="x &xxe; y"/>
            </scenes>
        </document>
        """
        let failure = try error(parsing: text)
        #expect(failure.reason == .malformedXML(code: 26))
        #expect(failure.line == 4)
        #expect(failure.description.contains("undefined entity (XMLParser error 26): expected &amp;"))
    }

    @Test func invalidCharacterReferenceIsRejected() throws {
        let failure = try error(parsing: Self.header + "\n<scenes>&#0;</scenes></document>")
        #expect(failure.reason == .malformedXML(code: 9))
        #expect(failure.line == 3)
    }

    // MARK: Truncation and structure

    @Test func truncatedFileReportsEndOfFileOnItsLastLine() throws {
        let full = Fixtures.semantics
        let lines = full.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.prefix(40).joined(separator: "\n") + "\n"
        let failure = try error(parsing: kept)
        guard case .unexpectedEndOfFile(let expected) = failure.reason else {
            Issue.record("expected unexpectedEndOfFile, got \(failure.reason)"); return
        }
        #expect(expected.hasPrefix("</"))
        #expect(failure.line == 40)  // the last line with markup; line 41 is empty
    }

    @Test func fileTruncatedInsideATagReportsTheTagsLine() throws {
        let full = Fixtures.semantics
        let lines = full.split(separator: "\n", omittingEmptySubsequences: false)
        let tagLine = try #require(lines.firstIndex { $0.contains("id=\"seg-00-cus\"") })
        let cut = lines.prefix(tagLine).joined(separator: "\n") + "\n" + lines[tagLine].prefix(60)
        let failure = try error(parsing: cut)
        guard case .unexpectedEndOfFile = failure.reason else {
            Issue.record("expected unexpectedEndOfFile, got \(failure.reason)"); return
        }
        #expect(failure.line == tagLine + 1)
    }

    @Test func unclosedStartTagReportsTheLineWhereTheNextTagBegins() throws {
        let text = Self.header + """

            <scenes>
                <scene sceneID="a"
                    <objects/>
            </scenes>
        </document>
        """
        let failure = try error(parsing: text)
        #expect(failure.line == 5)
        #expect(failure.description.contains("expected"))
    }

    @Test func unclosedElementReportsTheElementAndWhereItOpened() throws {
        let text = Self.header + """

            <scenes>
                <scene sceneID="a">
            </scenes>
        </document>
        """
        let failure = try error(parsing: text)
        #expect(failure.reason == .mismatchedEndTag(expected: "scene", openedAtLine: 4))
        #expect(failure.line == 5)
    }

    @Test func malformedTagReportsFileAndLine() throws {
        let text = Self.header + """

            <scenes>
                <scene sceneID="a">
                    <objects>
                    </scene>
                </objects>
            </scenes>
        </document>
        """
        let failure = try error(parsing: text)
        #expect(failure.reason == .mismatchedEndTag(expected: "objects", openedAtLine: 5))
        #expect(failure.line == 6)
        #expect(failure.description.contains("expected </objects>"))
    }

    @Test func endTagWithoutStartTagIsRejected() throws {
        let failure = try error(parsing: Self.header + "</document>\n</document>")
        #expect(failure.line == 3)
    }

    @Test func secondRootElementIsRejected() throws {
        let failure = try error(parsing: Self.header + "</document>\n\n<document/>")
        #expect(failure.reason == .contentAfterRootElement)
        #expect(failure.line == 4)
    }

    @Test func textAfterTheRootElementIsRejected() throws {
        let failure = try error(parsing: Self.header + "</document>\ntrailing")
        #expect(failure.reason == .contentAfterRootElement)
        #expect((failure.location.line, failure.location.column) == (3, 1))
    }

    // MARK: Bytes

    @Test func garbageBytesReportLineOneColumnOne() throws {
        let failure = try error(parsingFile: Data([0x00, 0xFF, 0x13, 0x37, 0x3C, 0x3E, 0x0A, 0x99]))
        #expect((failure.0.location.line, failure.0.location.column) == (1, 1))
    }

    @Test func randomGarbageAlwaysThrowsAndNeverCrashes() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func nextByte() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let alphabet = Array("<>/=\"' \n&;#x!?-[]abcdocumentscenesegue".utf8)
        for round in 0 ..< 300 {
            let count = Int(nextByte()) * 4 + 1
            var bytes = Data(Self.header.utf8)
            for _ in 0 ..< count {
                let b = nextByte()
                bytes.append(round % 2 == 0 ? b : alphabet[Int(b) % alphabet.count])
            }
            do {
                _ = try StoryboardParser().parse(data: bytes, filePath: "Garbage\(round).storyboard")
                Issue.record("garbage round \(round) parsed")
            } catch {
                #expect(error.filePath == "Garbage\(round).storyboard")
                #expect(error.line >= 1 && error.column >= 1)
            }
        }
    }

    @Test func invalidUTF8InAnAttributeReportsItsLine() throws {
        var bytes = Data((Self.header + "\n<scenes>\n<scene sceneID=\"").utf8)
        bytes += Data([0xC3, 0x28])
        bytes += Data("\"/></scenes></document>".utf8)
        let failure = try error(parsingFile: bytes)
        #expect(failure.0.reason == .malformedXML(code: 9))
        #expect(failure.0.line == 4)
        #expect(failure.0.description.contains("expected UTF-8 text"))
    }

    @Test func controlCharacterInTextIsRejected() throws {
        let failure = try error(parsing: Self.header + "\n\n<scenes>\u{1}</scenes></document>")
        #expect(failure.line == 4)
    }

    @Test func truncatedUTF16FileIsRejectedOnLineOne() throws {
        let failure = try error(parsingFile: Data([0xFF, 0xFE, 0x3C, 0x00]))
        #expect(failure.0.line == 1)
    }

    @Test func unknownEncodingDeclarationIsRejected() throws {
        let failure = try error(parsing: "<?xml version=\"1.0\" encoding=\"X-NO-SUCH-ENCODING\"?>\n<document/>")
        #expect(failure.line == 1)
        #expect(failure.description.contains("expected UTF-8"))
    }

    @Test func utf8ByteOrderMarkIsAccepted() throws {
        var bytes = Data([0xEF, 0xBB, 0xBF])
        bytes += Data((Self.header + "\n<scenes/></document>").utf8)
        let document = try StoryboardParser().parse(data: bytes, filePath: "BOM.storyboard")
        #expect(document.scenes.isEmpty)
    }

    // MARK: Empty and foreign files

    @Test func emptyFileIsAnError() throws {
        let failure = try error(parsingFile: Data())
        #expect(failure.0.reason == .emptyFile)
        #expect((failure.0.location.line, failure.0.location.column) == (1, 1))
    }

    @Test func whitespaceOnlyFileIsAnEmptyFileErrorOnItsLastLine() throws {
        let failure = try error(parsing: "\n\n   ")
        #expect(failure.reason == .emptyFile)
        #expect((failure.location.line, failure.location.column) == (3, 4))
    }

    @Test func aFileOfOnlyAByteOrderMarkIsAnEmptyFile() throws {
        #expect(try error(parsingFile: Data([0xEF, 0xBB, 0xBF])).0.reason == .emptyFile)
        #expect(try error(parsingFile: Data([0xEF, 0xBB, 0xBF, 0x0A, 0x20])).0.reason == .emptyFile)
    }

    @Test func missingFileNamesThePath() throws {
        let path = "/nonexistent/\(UUID().uuidString)/Main.storyboard"
        #expect {
            _ = try StoryboardParser().parse(fileAtPath: path)
        } throws: { error in
            guard let error = error as? StoryboardParseError, case .cannotRead = error.reason else { return false }
            return error.filePath == path
        }
    }

    /// An XML declaration of an encoding libxml2 converts through iconv — where UTF-7, UTF-32, EBCDIC and
    /// Shift_JIS crash it on Linux — is refused at 1:1; UTF-8 and Latin-1, which it reads itself, are read.
    @Test(arguments: ["UTF-7", "UTF-32", "EBCDIC-US", "Shift_JIS"])
    func aDeclaredEncodingXMLParserCannotReadIsRefused(_ encoding: String) throws {
        let text = Self.header.replacingOccurrences(of: "UTF-8", with: encoding) + "<scenes/></document>"
        let failure = try error(parsing: "\u{FEFF}" + text)
        #expect(failure.reason == .unreadableEncoding(encoding))
        #expect((failure.location.line, failure.location.column) == (1, 1))
        // A file that ends inside the declaration, after a byte of no meaning in that encoding.
        let cut = try error(parsingFile: Data(#"<?xml version="1.0" encoding="\#(encoding)""#.utf8) + Data([0x80])).0
        #expect(cut.reason == .unreadableEncoding(encoding))
    }

    @Test(arguments: ["UTF-8", "utf-8", "ISO-8859-1"])
    func aDeclaredEncodingXMLParserReadsIsRead(_ encoding: String) throws {
        let text = Self.header.replacingOccurrences(of: "UTF-8", with: encoding) + "<scenes/></document>"
        #expect(try StoryboardParser().parse(data: Data(text.utf8), filePath: "Latin.storyboard").scenes.isEmpty)
    }

    /// A device that never ends is refused once it passes the size limit, instead of being read forever.
    @Test func aFileThatNeverEndsIsRefusedAtTheSizeLimit() throws {
        let expected = StoryboardParseError(
            location: .init(path: "/dev/zero", line: 1, column: 1), reason: .cannotRead("larger than 256 MB, so not a storyboard or Swift file"))
        #expect(throws: expected) { _ = try StoryboardParser().parse(fileAtPath: "/dev/zero") }
    }

    @Test func aFileOverTheLimitIsRefusedAndOneAtItIsRead() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Big.storyboard").path
        try Data(repeating: 0x20, count: 3 << 20).write(to: URL(fileURLWithPath: path))
        #expect(try FileContents.read(atPath: path, limit: 3 << 20).count == 3 << 20)
        #expect(throws: FileContents.ReadFailure.tooLarge(limit: (3 << 20) - 1)) { try FileContents.read(atPath: path, limit: (3 << 20) - 1) }
    }

    /// A path that cannot lead to a file says why, as the system does: not every missing file is absent.
    @Test func anUnreachablePathSaysWhy() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let loop = folder.appendingPathComponent("Loop.storyboard").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let file = folder.appendingPathComponent("Main.storyboard").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        for (path, why) in [(loop, "too many levels of symbolic links"), (file + "/Inner.storyboard", "not a directory"), (folder.path + "/None.storyboard", "no such file or directory")] {
            #expect(throws: StoryboardParseError(location: .init(path: path, line: 1, column: 1), reason: .cannotRead(why))) {
                _ = try StoryboardParser().parse(fileAtPath: path)
            }
        }
    }

    @Test func plistRootIsNotAStoryboard() throws {
        let failure = try error(parsing: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>")
        #expect(failure.reason == .notAStoryboard("root element <plist>"))
        #expect((failure.location.line, failure.location.column) == (2, 1))
    }

    @Test func xibDocumentIsNotAStoryboard() throws {
        let failure = try error(parsing: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"/>")
        #expect(failure.reason == .notAStoryboard("document type com.apple.InterfaceBuilder3.CocoaTouch.XIB"))
    }

    // MARK: Lexical well-formedness

    @Test func duplicateAttributeIsRejected() throws {
        let failure = try error(parsing: Self.header + "\n<scenes><scene sceneID=\"a\" sceneID=\"b\"/></scenes></document>")
        #expect(failure.reason == .malformedXML(code: 42))
        #expect(failure.line == 3)
        #expect(failure.description.contains("duplicate attribute (XMLParser error 42): expected each attribute once"))
    }

    @Test func unquotedAttributeValueIsRejected() throws {
        let failure = try error(parsing: Self.header + "\n<scenes><scene sceneID=a/></scenes></document>")
        #expect(failure.line == 3)
        #expect(failure.description.contains("expected a quoted attribute value"))
    }

    @Test func lessThanInsideAnAttributeValueIsRejected() throws {
        let failure = try error(parsing: Self.header + "\n\n<scenes><scene sceneID=\"a<b\"/></scenes></document>")
        #expect(failure.reason == .malformedXML(code: 38))
        #expect(failure.line == 4)
    }

    @Test func doubleDashInsideACommentIsRejected() throws {
        let failure = try error(parsing: Self.header + "\n<!-- a -- b -->\n</document>")
        #expect(failure.reason == .malformedXML(code: 80))
        #expect(failure.line == 3)
    }

    /// The error is at the end of the file, where the parser noticed; it names the line the comment opens on.
    @Test func unterminatedCommentIsAnEndOfFileErrorNamingItsFirstLine() throws {
        let failure = try error(parsing: Self.header + "\n<!-- closed -->\n<!-- never closed\n\n\n")
        #expect(failure.reason == .unexpectedEndOfFile(expected: "'-->' to end the comment from line 4"))
        #expect(failure.line == 7)
    }

    @Test func xmlDeclarationAfterTheStartIsRejected() throws {
        let failure = try error(parsing: "\n<?xml version=\"1.0\"?>\n<document/>")
        #expect(failure.line == 2)
        let afterThreeLines = try error(parsing: "\n\n\n<?xml version=\"1.0\"?>\n<document/>")
        #expect(afterThreeLines.line == 4)
    }

    /// Random damage to real storyboards (flipped, deleted and inserted bytes, truncation) must end in
    /// either a model or an error whose position lies inside the file — never a crash or a hang.
    @Test func mutatedCorpusFilesFailCleanlyWithPositionsInsideTheFile() throws {
        let rows = try Manifest.rows().sorted { (try? $0.int("bytes")) ?? 0 < (try? $1.int("bytes")) ?? 0 }.prefix(8)
        var state: UInt64 = 42
        func random(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        let specials = Array("<>&;\"'/=!?-[]#\n".utf8) + [0x00, 0x80, 0xC3, 0xFF]
        var errors = 0
        for row in rows {
            let original = try Data(contentsOf: TestPaths.corpus.appendingPathComponent(row.file))
            for _ in 0 ..< 60 {
                var bytes = [UInt8](original)
                for _ in 0 ..< 1 + random(4) {
                    let at = random(bytes.count)
                    switch random(4) {
                    case 0: bytes[at] = specials[random(specials.count)]
                    case 1: bytes.remove(at: at)
                    case 2: bytes.insert(specials[random(specials.count)], at: at)
                    default: bytes.removeSubrange(at...)
                    }
                    if bytes.isEmpty { break }
                }
                let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
                do {
                    _ = try StoryboardParser().parse(data: Data(bytes), filePath: row.file)
                } catch {
                    errors += 1
                    #expect(error.filePath == row.file)
                    #expect((1 ... lines).contains(error.line), "\(error) outside 1...\(lines)")
                    #expect(error.column >= 1)
                }
            }
        }
        #expect(errors > 0)
    }

    @Test func segueWithoutDestinationIsRejected() throws {
        let failure = try error(parsing: Self.header + """

            <scenes>
                <scene sceneID="a"><objects><viewController id="v" sceneMemberID="viewController">
                    <connections>
                        <segue kind="show" id="s"/>
                    </connections>
                </viewController></objects></scene>
            </scenes>
        </document>
        """)
        #expect(failure.reason == .missingAttribute(element: "segue", attribute: "destination"))
        #expect((failure.location.line, failure.location.column) == (6, 17))
    }

    @Test func quotesCommentsCDATAAndProcessingInstructionsAreAccepted() throws {
        let text = """
        <?xml version='1.0' encoding='utf-8' standalone='no'?>
        <!-- leading comment with <tags> & stuff -->
        <?editor hint="x"?>
        <document type='com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB' version="3.0">
            <scenes>
                <scene sceneID='s&apos;1'>
                    <objects>
                        <viewController id="v1" storyboardIdentifier='say "hi" &lt;&gt;' sceneMemberID='viewController'>
                            <string key="text"><![CDATA[<segue destination="fake" kind="show" id="no"/> ]] ]>]]></string>
                            <!-- <segue destination="fake" kind="show" id="no"/> -->
                            <connections>
                                <segue destination = "v1"
                                       kind="show" identifier="a&#10;b&#x9;c
        d" id="s1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        <!-- trailing comment -->

        """
        let document = try StoryboardParser().parse(data: Data(text.utf8), filePath: "Quotes.storyboard")
        #expect(document.scenes.map(\.id) == ["s'1"])
        #expect(document.controllers.first?.storyboardIdentifier == "say \"hi\" <>")
        #expect(document.segues.map(\.id) == ["s1"])
        // Character references keep their characters; a literal newline is normalised to a space.
        #expect(document.segues.first?.identifier == "a\nb\tc d")
        #expect((document.segues.first?.location.line, document.segues.first?.location.column) == (12, 25))
    }

    // MARK: Size and depth

    @Test func storyboardLargerThanTwelveMegabytesParsesAndCountsLines() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Huge.storyboard")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        var line = 1
        var pending = ""
        func write(_ text: String) throws {
            pending += text
            line += text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            if pending.utf8.count > 1 << 20 {
                try handle.write(contentsOf: Data(pending.utf8))
                pending = ""
            }
        }
        try write(Self.header + "\n    <scenes>\n")
        let sceneCount = 12_000
        let padding = String(repeating: "Lorem ipsum &amp; dolor sit amet. ", count: 20)
        var lastSegueLine = 0
        for index in 0 ..< sceneCount {
            try write("""
                    <scene sceneID="scene-\(index)">
                        <objects>
                            <viewController id="vc-\(index)" customClass="VC\(index)" sceneMemberID="viewController">
                                <string key="text">\(padding)</string>
                                <connections>

                """)
            lastSegueLine = line
            try write("""
                                    <segue destination="vc-\((index + 1) % sceneCount)" kind="show" identifier="next\(index)" id="seg-\(index)"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>

                """)
        }
        try write("    </scenes>\n</document>\n")
        try handle.write(contentsOf: Data(pending.utf8))
        try handle.close()
        let size = try #require(FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(size > 12 * 1024 * 1024)

        let document = try StoryboardParser().parse(fileAtPath: url.path)
        #expect(document.scenes.count == sceneCount)
        #expect(document.segues.count == sceneCount)
        #expect(document.controllers.last?.customClass == "VC\(sceneCount - 1)")
        #expect(document.segues.last?.location.line == lastSegueLine)
        #expect(document.segues.last?.identifier == "next\(sceneCount - 1)")

        // The same file with a broken last line: the error still has the right line.
        let broken = try FileHandle(forWritingTo: url)
        try broken.seekToEnd()
        try broken.write(contentsOf: Data("</scene>\n".utf8))
        try broken.close()
        do {
            _ = try StoryboardParser().parse(fileAtPath: url.path)
            Issue.record("expected an error for trailing </scene>")
        } catch {
            #expect(error.filePath == url.path)
            #expect(error.line == line)
        }
    }

    @Test(.timeLimit(.minutes(1))) func deeplyNestedElementsAreReadWithoutStackOverflow() throws {
        let depth = 200_000
        var text = Self.header + "\n"  // line 3 holds the first <view>
        text.reserveCapacity(depth * 16)
        for _ in 0 ..< depth { text += "<view>\n" }
        for _ in 0 ..< depth { text += "</view>\n" }
        text += "</document>\n"
        let document = try StoryboardParser().parse(data: Data(text.utf8), filePath: "Deep.storyboard")
        #expect(document.scenes.isEmpty)
        // A truncated copy fails on its last line, naming the innermost open element.
        let truncated = Self.header + "\n" + String(repeating: "<view>\n", count: 50_000)
        let failure = try error(parsing: truncated)
        #expect(failure.reason == .unexpectedEndOfFile(expected: "</view> to close the element from line 50002"))
        #expect(failure.line == 50_002)
    }

    @Test func deepNestingWithinTheLimitParses() throws {
        let depth = 9_000
        var text = Self.header + "<scenes><scene sceneID=\"s\"><objects><viewController id=\"v\" sceneMemberID=\"viewController\">"
        for _ in 0 ..< depth { text += "<view>" }
        text += "<segue destination=\"v\" kind=\"show\" id=\"deep\"/>"
        for _ in 0 ..< depth { text += "</view>" }
        text += "</viewController></objects></scene></scenes></document>"
        let document = try StoryboardParser().parse(data: Data(text.utf8), filePath: "Deep.storyboard")
        #expect(document.segues.map(\.sourceControllerID) == ["v"])
    }

    @Test(.timeLimit(.minutes(1))) func aHugeSingleTagIsRead() throws {
        let value = String(repeating: "y", count: 8 << 20)
        let text = Self.header + "\n<scenes title=\"" + value + "\"/></document>"
        let document = try StoryboardParser().parse(data: Data(text.utf8), filePath: "BigTag.storyboard")
        #expect(document.scenes.isEmpty)
    }

    @Test(.timeLimit(.minutes(1))) func aTagWithTensOfThousandsOfAttributesIsCheckedForDuplicates() throws {
        var tag = "<scenes"
        for index in 0 ..< 50_000 { tag += " a\(index)=\"\(index)\"" }
        let document = try StoryboardParser().parse(data: Data((Self.header + "\n" + tag + "/></document>").utf8), filePath: "Wide.storyboard")
        #expect(document.scenes.isEmpty)
        let duplicated = try error(parsing: Self.header + "\n" + tag + " a49999=\"again\"/></document>")
        #expect(duplicated.reason == .malformedXML(code: 42))
        #expect(duplicated.line == 3)
    }
}
