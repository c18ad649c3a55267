import Testing
import SegueKitGenerator
import SegueKitStoryboard

@Suite("Typed segue generation")
struct TypedSegueGenerationTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <scenes>
        <scene sceneID="s1-aa-bbb"><objects>
        <viewController id="v1-aa-bbb" customClass="Source" customModule="App" customModuleProvider="target" sceneMemberID="viewController"><connections>
        <segue destination="v2-aa-bbb" kind="show" identifier="local" id="g1-aa-bbb"/>
        <segue destination="v3-aa-bbb" kind="show" identifier="foreign" id="g2-aa-bbb"/>
        <segue destination="v4-aa-bbb" kind="presentation" identifier="tabs" id="g3-aa-bbb"/>
        </connections></viewController>
        </objects></scene>
        <scene sceneID="s2-aa-bbb"><objects><viewController id="v2-aa-bbb" customClass="Local" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s3-aa-bbb"><objects><viewController id="v3-aa-bbb" customClass="Card" customModule="Kit" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s4-aa-bbb"><objects><tabBarController id="v4-aa-bbb" sceneMemberID="viewController"/></objects></scene>
        </scenes>
        </document>
        """

    @Test func destinationsOfAnotherModuleAreQualifiedAndImportedAndTheTargetsOwnAreNot() throws {
        var options = SegueCodeGenerator.Options()
        options.moduleName = "App"
        let code = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(xml: Self.xml, path: "M.storyboard")]).code
        #expect(code.contains("case local(Local)\n"))
        #expect(code.contains("case foreign(Kit.Card)\n"))
        #expect(code.contains("\nimport Kit\n"))
        #expect(code.contains("case tabs(UITabBarController)\n"))   // a tab bar container is the payload itself
        // Without --module the target's module is unknown: names stay unqualified.
        let plain = SegueCodeGenerator().generate(documents: [try Fixtures.parse(xml: Self.xml, path: "M.storyboard")]).code
        #expect(plain.contains("case foreign(Card)\n"))
        #expect(!plain.contains("import Kit"))
    }

    @Test func typedSeguesCanBeTurnedOff() throws {
        var options = SegueCodeGenerator.Options()
        options.typedSegues = false
        let code = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(xml: Self.xml, path: "M.storyboard")]).code
        #expect(!code.contains("enum Segue {"))
        #expect(code.contains("enum SegueIdentifier"))
    }
}
