import Foundation
import Testing
@testable import SegueKitStoryboard

/// What the model says about a hand-written fixture whose expected values are written in the fixture.
@Suite("Storyboard model from a known fixture")
struct StoryboardModelTests {
    let storyboard: StoryboardDocument
    let index: StoryboardIndex
    let path: String

    init() throws {
        path = "Fixtures/Semantics.storyboard"
        storyboard = try StoryboardParser().parse(data: Data(Fixtures.semantics.utf8), filePath: path)
        index = StoryboardIndex(storyboard)
    }

    private func segue(_ id: String) throws -> StoryboardSegue {
        try #require(storyboard.segues.first { $0.id == id }, "no segue \(id)")
    }

    /// WatchKit writes its interface controllers without `sceneMemberID`; they are scenes' controllers
    /// as a view controller is, with their custom class, and their `identifier` is the name they are
    /// pushed or presented by, as a storyboard ID is.
    @Test func aWatchKitStoryboardsControllersAreRead() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="21701" targetRuntime="watchKit" initialViewController="a">
            <scenes>
            <scene sceneID="s1"><objects>
                <controller id="a" customClass="InterfaceController" customModuleProvider="target">
                    <items><button width="1" alignment="left" title="Go" id="btn"><connections>
                        <segue destination="b" kind="push" identifier="showDetail" id="g1"/>
                    </connections></button></items>
                </controller>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <controller identifier="Detail" id="b" customClass="DetailInterfaceController" customModuleProvider="target"/>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <notificationController id="n" customClass="NotificationController" customModuleProvider="target"/>
            </objects></scene>
            </scenes>
            </document>
            """
        let document = try StoryboardParser().parse(data: Data(xml.utf8), filePath: "Interface.storyboard")
        #expect(document.isWatchKit)
        #expect(document.controllers.map(\.customClass) == ["InterfaceController", "DetailInterfaceController", "NotificationController"])
        #expect(document.scenes[0].segues.map(\.identifier) == ["showDetail"])
        #expect(document.controllers.map(\.storyboardIdentifier) == [nil, "Detail", nil])
        // Elsewhere `identifier` is not a storyboard ID (a view controller's restoration has its own).
        let iOS = try StoryboardParser().parse(data: Data(xml.replacingOccurrences(of: "com.apple.InterfaceBuilder.WatchKit.Storyboard", with: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
            .replacingOccurrences(of: "<controller identifier=\"Detail\" id=\"b\"", with: "<viewController identifier=\"Detail\" id=\"b\" sceneMemberID=\"viewController\"").utf8),
            filePath: "Main.storyboard")
        let detail = try #require(iOS.controllers.first { $0.id == "b" })
        #expect(detail.customClass == "DetailInterfaceController" && detail.storyboardIdentifier == nil)
    }

    @Test func documentAttributesComeFromTheRootElement() {
        #expect(storyboard.filePath == path)
        #expect(storyboard.platform == .iOS)
        #expect(storyboard.documentType == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        #expect(storyboard.initialControllerID == "nav-00-001")
        #expect(storyboard.initialControllerID.flatMap(index.controller(withID:))?.kind.elementName == "navigationController")
    }

    @Test func scenesHoldTheirControllersReferencesAndExits() {
        #expect(storyboard.scenes.map(\.id) == ["scn-00-nav", "scn-00-men", "scn-00-det", "scn-00-ref"])
        #expect(storyboard.controllers.map(\.id) == ["nav-00-001", "men-00-001", "det-00-001"])
        #expect(storyboard.controllers.map(\.kind.elementName) == ["navigationController", "tableViewController", "viewController"])
        #expect(storyboard.scenes[3].controllers.isEmpty)
        #expect(storyboard.scenes[3].references.map(\.id) == ["ref-00-set"])
        #expect(storyboard.scenes.flatMap(\.exits).map(\.id) == ["ext-00-men", "ext-00-det"])
    }

    @Test func controllerAttributesAreDecoded() throws {
        let navigation = try #require(index.controller(withID: "nav-00-001"))
        #expect(navigation.customClass == "RootNavigationController")
        #expect(navigation.customModule == "App")
        #expect(navigation.customModuleProvider == "target")
        #expect(navigation.sceneID == "scn-00-nav")
        #expect(navigation.location.line == 11)
        let menu = try #require(index.controller(withID: "men-00-001"))
        #expect(menu.storyboardIdentifier == "Menu")
        #expect(menu.customModule == nil)
    }

    @Test func blankClassModuleAndStoryboardIDAreAbsent() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
                <scene sceneID="a"><objects>
                    <viewController id="v" customClass="" customModule="" storyboardIdentifier="" sceneMemberID="viewController">
                        <connections><segue destination="v" kind="show" identifier="again" customClass="" customModule="" id="s"/></connections>
                    </viewController>
                </objects></scene>
            </scenes></document>
            """
        let document = try StoryboardParser().parse(data: Data(xml.utf8), filePath: "Blank.storyboard")
        let controller = try #require(document.controllers.first)
        #expect(controller.customClass == nil)
        #expect(controller.customModule == nil)
        #expect(controller.storyboardIdentifier == nil)
        let segue = try #require(document.segues.first)
        #expect(segue.customClass == nil)
        #expect(segue.customModule == nil)
        #expect(segue.identifier == "again")
    }

    /// A scene whose class is written as its element's own framework class is one without a custom
    /// class, as UIKit makes it; a different framework class, or a module's class of that name, is kept.
    @Test func theElementsOwnFrameworkClassWrittenOutIsNoCustomClass() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
                <scene sceneID="a"><objects>
                    <viewController id="v" customClass="UIViewController" sceneMemberID="viewController"/>
                    <tableViewController id="t" customClass="UITableViewController" customModule="UIKit" sceneMemberID="viewController"/>
                    <viewController id="w" customClass="UITableViewController" sceneMemberID="viewController"/>
                    <viewController id="x" customClass="UIViewController" customModule="Legacy" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes></document>
            """
        let document = try StoryboardParser().parse(data: Data(xml.utf8), filePath: "Explicit.storyboard")
        #expect(document.controllers.map(\.customClass) == [nil, nil, "UITableViewController", "UIViewController"])
        #expect(document.controllers.map(\.customModule) == [nil, nil, nil, "Legacy"])
    }

    /// `NSClassFromString` knows a top-level Swift class by its runtime name too; given so, the class is
    /// the one that name says, of its module. Other runtime names (nested, private) are kept as written.
    @Test func aClassGivenByItsRuntimeNameIsThatClassOfItsModule() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
                <scene sceneID="a"><objects>
                    <viewController id="v" customClass="_TtC5Books18ListViewController" sceneMemberID="viewController">
                        <connections><segue destination="w" kind="custom" identifier="fade" customClass="_TtC11Transitions9FadeSegue" id="s"/></connections>
                    </viewController>
                    <viewController id="w" customClass="_TtCC5Books5Outer4List" sceneMemberID="viewController"/>
                    <viewController id="x" customClass="_TtC5Books99List" sceneMemberID="viewController"/>
                    <viewController id="y" customClass="_TtC5Books4List4More" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes></document>
            """
        let document = try StoryboardParser().parse(data: Data(xml.utf8), filePath: "Mangled.storyboard")
        #expect(document.controllers.map(\.customClass) == ["ListViewController", "_TtCC5Books5Outer4List", "_TtC5Books99List", "_TtC5Books4List4More"])
        #expect(document.controllers.map(\.customModule) == ["Books", nil, nil, nil])
        let segue = try #require(document.segues.first)
        #expect(segue.customClass == "FadeSegue")
        #expect(segue.customModule == "Transitions")
    }

    @Test func aClassGivenAsModuleDotClassIsThatClassOfItsModule() throws {
        // Xcode 6 projects wrote the module into the class field, before Interface Builder had a Module
        // field; with a module given, a dotted name is a nested class.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
                <scene sceneID="a"><objects>
                    <viewController id="v" customClass="Books.ListViewController" sceneMemberID="viewController">
                        <connections><segue destination="w" kind="custom" identifier="fade" customClass="Transitions.FadeSegue" id="s"/></connections>
                    </viewController>
                    <viewController id="w" customClass="Books.Outer.List" sceneMemberID="viewController"/>
                    <viewController id="x" customClass="Books.List" customModule="Books" sceneMemberID="viewController"/>
                    <viewController id="y" customClass="Settings.List" customModuleProvider="target" sceneMemberID="viewController"/>
                    <viewController id="z" customClass="Books." sceneMemberID="viewController"/>
                </objects></scene>
            </scenes></document>
            """
        let document = try StoryboardParser().parse(data: Data(xml.utf8), filePath: "Dotted.storyboard")
        #expect(document.controllers.map(\.customClass) == ["ListViewController", "Books.Outer.List", "Books.List", "Settings.List", "Books."])
        #expect(document.controllers.map(\.customModule) == ["Books", nil, "Books", nil, nil])
        let segue = try #require(document.segues.first)
        #expect(segue.customClass == "FadeSegue")
        #expect(segue.customModule == "Transitions")
    }

    @Test func backReferencesAreIgnoredButCounted() {
        #expect(storyboard.segues.count == 7)
        #expect(storyboard.ignoredSegueReferenceCount == 1)
    }

    @Test func emptyIdentifierStaysDistinctFromMissingIdentifier() throws {
        #expect(try segue("seg-00-bbi").identifier == "")
        #expect(try segue("seg-00-cus").identifier == nil)
    }

    @Test func entitiesAndCharacterReferencesInAttributesAreDecoded() throws {
        #expect(try segue("seg-00-cel").identifier == "showAAdetail \"1\"")
    }

    @Test func seguesNestedAnywhereInAControllerBelongToIt() throws {
        // Cell, bar button item and the controller's own connections.
        for id in ["seg-00-cel", "seg-00-bbi", "seg-00-cus", "seg-00-sel"] {
            #expect(try segue(id).sourceControllerID == "men-00-001")
        }
        #expect(try segue("seg-00-unw").sourceControllerID == "det-00-001")
    }

    @Test func sceneLevelGestureRecognizerSegueBelongsToTheScenesController() throws {
        #expect(try segue("seg-00-tap").sourceControllerID == "men-00-001")
        #expect(try segue("seg-00-tap").kind == .popoverPresentation)
    }

    @Test func seguesBySourceControllerAreInFileOrder() {
        func segues(from id: String) -> [String] { storyboard.segues.filter { $0.sourceControllerID == id }.map(\.id) }
        #expect(segues(from: "men-00-001") == ["seg-00-cel", "seg-00-bbi", "seg-00-cus", "seg-00-sel", "seg-00-tap"])
        #expect(segues(from: "nav-00-001") == ["seg-00-rel"])
    }

    @Test func segueKindsAndTheirAttributesAreDecoded() throws {
        #expect(try segue("seg-00-rel").kind == .relationship("rootViewController"))
        let custom = try segue("seg-00-cus")
        #expect(custom.kind == .custom)
        #expect(custom.customClass == "FadeSegue")
        #expect(custom.customModule == "Transitions")
        #expect(try segue("seg-00-sel").destinationCreationSelector == "makeDetailWithCoder:")
        let unwind = try segue("seg-00-unw")
        #expect(unwind.kind == .unwind)
        #expect(unwind.unwindAction == "unwindToMenu:")
    }

    @Test func segueLocationsPointAtTheirStartTags() throws {
        #expect(try (segue("seg-00-rel").location.line, segue("seg-00-rel").location.column) == (16, 25))
        #expect(try segue("seg-00-cel").location.line == 30)
        #expect(try segue("seg-00-tap").location.line == 51)
        #expect(try segue("seg-00-unw").location.line == 66)
    }

    @Test func destinationsResolveToControllersReferencesAndExits() throws {
        guard case .controller(let root)? = index.destination(of: try segue("seg-00-rel")) else {
            Issue.record("relationship should resolve to a controller"); return
        }
        #expect(root.id == "men-00-001")
        guard case .reference(let reference)? = index.destination(of: try segue("seg-00-bbi")) else {
            Issue.record("presentation should resolve to a storyboard reference"); return
        }
        #expect(reference.storyboardName == "Settings")
        #expect(reference.referencedIdentifier == "Privacy")
        guard case .exit(let exit)? = index.destination(of: try segue("seg-00-unw")) else {
            Issue.record("unwind should resolve to an exit"); return
        }
        #expect(exit.id == "ext-00-det")
    }

    @Test func locationsAreStartTagsWithColumnsInUTF8BytesAfterNonASCIIText() throws {
        // XMLParser reports a tag where it ends (the segue: on line 4) and counts characters; `title="ü"`
        // puts the segue's `<` at character 78 but byte 79 of line 3.
        let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
        <scene sceneID="é漢"><objects>
        <viewController id="v" title="ü" sceneMemberID="viewController"><connections><segue destination="v"
            kind="show" id="g"/></connections></viewController></objects></scene></scenes></document>
        """
        let document = try StoryboardParser().parse(data: Data(xml.utf8), filePath: "Wide.storyboard")
        #expect((document.controllers.first?.location.line, document.controllers.first?.location.column) == (3, 1))
        #expect((document.segues.first?.location.line, document.segues.first?.location.column) == (3, 79))
    }

    @Test func macOSDocumentTypeGivesMacOSPlatformAndControllerPlaceholders() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="20037" targetRuntime="MacOSX.Cocoa" initialViewController="win-00-001">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <windowController id="win-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="ref-00-001" kind="relationship" relationship="window.shadowedContentViewController" id="seg-00-001"/>
                            </connections>
                        </windowController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <controllerPlaceholder storyboardName="Preferences" id="ref-00-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <pagecontroller id="pag-00-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let mac = try StoryboardParser().parse(data: Data(xml.utf8), filePath: "Mac.storyboard")
        #expect(mac.platform == .macOS)
        #expect(mac.controllers.map(\.kind.elementName) == ["windowController", "pagecontroller"])
        #expect(mac.controllers[0].kind.defaultClassName(for: mac.platform) == "NSWindowController")
        #expect(mac.scenes.flatMap(\.references).map(\.id).count == 1)
        #expect(mac.segues.first?.kind == .relationship("window.shadowedContentViewController"))
        #expect(mac.segues.first?.sourceControllerID == "win-00-001")
        guard case .reference(let reference)? = StoryboardIndex(mac).destination(of: mac.segues[0]) else {
            Issue.record("expected a reference destination"); return
        }
        #expect(reference.storyboardName == "Preferences")
    }

    @Test func kindNamesRoundTripAndUnknownsAreKept() {
        for name in ["viewController", "tableViewController", "collectionViewController", "navigationController",
                     "tabBarController", "splitViewController", "pageViewController", "hostingController",
                     "avPlayerViewController", "glkViewController", "windowController", "tabViewController",
                     "pagecontroller", "application"] {
            #expect(StoryboardControllerKind(elementName: name).elementName == name)
        }
        #expect(StoryboardControllerKind(elementName: "application").defaultClassName(for: .macOS) == nil)
        for kind in ["show", "showDetail", "presentation", "popoverPresentation", "popover", "sheet", "modal",
                     "push", "replace", "embed", "unwind", "custom", "teleport"] {
            #expect(StoryboardSegueKind(kind: kind, relationship: nil).rawKind == kind)
        }
        #expect(StoryboardSegueKind(kind: "teleport", relationship: nil) == .unknown("teleport"))
        #expect(StoryboardSegueKind(kind: "relationship", relationship: "splitItems") == .relationship("splitItems"))
    }
}

/// Storyboard locations on long lines: a storyboard written on one line (no editor produces one, but
/// XML allows it) is read with every segue's column right, each byte read once rather than once per tag.
@Suite("Locations on one long line")
struct LongLineLocationTests {
    @Test func everySegueOfAOneLineStoryboardIsLocatedAtItsTag() throws {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch"><scenes>"#
        for index in 0..<2_000 {
            xml += #"<scene sceneID="s\#(index)"><objects><viewController id="v\#(index)" customClass="C\#(index)" sceneMemberID="viewController"><connections><segue destination="v0" kind="show" identifier="é\#(index)" id="g\#(index)"/></connections></viewController></objects></scene>"#
        }
        xml += "</scenes></document>"
        let bytes = Array(xml.utf8)
        let document = try StoryboardParser().parse(data: Data(bytes), filePath: "OneLine.storyboard")
        #expect(document.segues.count == 2_000)
        for segue in document.segues {
            let column = segue.location.column
            #expect(segue.location.line == 1)
            #expect(Array(bytes[(column - 1)...].prefix(7)) == Array("<segue ".utf8), "\(segue.id) at column \(column)")
        }
    }
}
