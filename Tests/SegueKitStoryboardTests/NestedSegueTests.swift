import Foundation
import Testing
@testable import SegueKitStoryboard

/// Segues nested in a segue (Peek & Pop) and elements or attributes the tool does not know: they
/// configure what encloses them and never make a valid storyboard unreadable.
@Suite("Nested segues and unknown markup")
struct NestedSegueTests {
    @Test func peekAndPopChildSeguesConfigureTheCellsSegueInsteadOfBeingSegues() throws {
        let path = TestPaths.repository.appendingPathComponent("Tests/Fixtures/RealAppShapes/PeekAndPop/Main.storyboard").path
        let storyboard = try StoryboardParser().parse(fileAtPath: path)
        #expect(storyboard.segues.map(\.id) == ["Rel-0a-001", "Sg1-bk-001"])
        let show = try #require(storyboard.segues.last)
        #expect(show.identifier == "showBook")
        #expect(show.kind == .show)
        #expect(show.destinationID == "Bok-2b-Dt2")
        #expect(show.sourceControllerID == "Bks-1a-Tv1")
        #expect((show.location.line, show.location.column) == (44, 37))
    }

    @Test func unknownElementsAttributesAndKeyedSeguesAreIgnored() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" futureDocumentOption="YES">
            <futureResources><segue key="someFutureRole" id="f1"/></futureResources>
            <scenes>
                <scene sceneID="s1" futureSceneOption="7">
                    <objects>
                        <viewController id="v1" sceneMemberID="viewController" futureControllerOption="x">
                            <futureView key="view"><segue key="transition" id="f2"/></futureView>
                            <connections>
                                <segue destination="v2" kind="show" identifier="next" futureSegueOption="YES" id="g1">
                                    <futureSegueSetting value="1"/>
                                    <segue id="f3"/>
                                </segue>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="v2" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let storyboard = try StoryboardParser().parse(data: Data(xml.utf8), filePath: "Future.storyboard")
        #expect(storyboard.segues.map(\.id) == ["g1"])
        #expect(storyboard.segues.first?.identifier == "next")
        #expect(storyboard.controllers.map(\.id) == ["v1", "v2"])
    }
}
