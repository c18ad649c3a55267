import Foundation
import SegueKitGenerator
import SegueKitStoryboard
import SegueKitSwiftSource
import Testing

/// KNMSegueRouting's `@connect(name)` identifiers: run against the mirror, building the generated `Segue`
/// stores the destination in the source's property, found as `destination(as:)` finds it — the payload,
/// or the navigation controller around it for a property of that type — also in a property typed by a
/// protocol the destination adopts.
@Suite("Typed segues: a @connect(name) segue stores its destination in the property")
struct GeneratedCodeConnectTests {
    static let storyboard = GeneratedCodeSupport.iOSStoryboard(scenes: """
        <scene sceneID="s1-cn-aaa"><objects>
        <viewController id="v1-cn-aaa" customClass="ConnectListViewController" customModuleProvider="target" sceneMemberID="viewController">
        <view key="view" id="w1-cn-aaa"><subviews>
        <containerView id="c1-cn-aaa"><connections><segue destination="v2-cn-aaa" kind="embed" identifier="@connect(header)" id="g1-cn-aaa"/></connections></containerView>
        <containerView id="c2-cn-aaa"><connections><segue destination="v2-cn-aaa" kind="embed" identifier="@connect(footer)" id="g2-cn-aaa"/></connections></containerView>
        <containerView id="c3-cn-aaa"><connections><segue destination="n1-cn-aaa" kind="embed" identifier="@connect(navigation)" id="g3-cn-aaa"/></connections></containerView>
        <containerView id="c4-cn-aaa"><connections><segue destination="v2-cn-aaa" kind="embed" identifier="@connect(displayer)" id="g4-cn-aaa"/></connections></containerView>
        <containerView id="c5-cn-aaa"><connections><segue destination="v2-cn-aaa" kind="embed" identifier="@connect(composed)" id="g5-cn-aaa"/></connections></containerView>
        </subviews></view>
        </viewController>
        </objects></scene>
        <scene sceneID="s2-cn-aaa"><objects><viewController id="v2-cn-aaa" customClass="ConnectHeaderViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s3-cn-aaa"><objects><navigationController id="n1-cn-aaa" sceneMemberID="viewController"><connections>
        <segue destination="v2-cn-aaa" kind="relationship" relationship="rootViewController" id="r1-cn-aaa"/>
        </connections></navigationController></objects></scene>
        """)

    static let driver = #"""
        import SegueKit
        import UIKit

        final class ConnectListViewController: UIViewController {
            var header: ConnectHeaderViewController?
            var footer: UIViewController!
            var navigation: UINavigationController?
            var displayer: (any ConnectDisplaying)?
            var composed: (UIViewController & ConnectDisplaying)?
        }
        final class ConnectHeaderViewController: UIViewController {}
        protocol ConnectDisplaying: AnyObject {}
        protocol ConnectHeaderDisplaying: ConnectDisplaying {}
        extension ConnectHeaderViewController: ConnectHeaderDisplaying {}

        func check(_ label: String, _ condition: Bool) { print("\(label): \(condition ? "ok" : "FAILED")") }

        let list = ConnectListViewController()
        let header = ConnectHeaderViewController()
        let built = ConnectListViewController.Segue(UIStoryboardSegue(identifier: "@connect(header)", source: list, destination: header))
        check("Segue(segue) stores the destination", list.header === header)
        if case .connectHeader(let carried) = built { check("and the case carries it", carried === header) } else { check("and the case carries it", false) }

        let other = ConnectListViewController()
        let root = ConnectHeaderViewController()
        let segue = UIStoryboardSegue(identifier: "@connect(footer)", source: other, destination: UINavigationController(rootViewController: root))
        _ = try? ConnectListViewController.Segue(checking: segue)
        check("Segue(checking:) stores the root of a navigation controller in a property of a superclass's type", other.footer === root)
        check("only the property the identifier names", other.header == nil)

        let third = ConnectListViewController()
        let embedded = UINavigationController(rootViewController: ConnectHeaderViewController())
        if case .connectNavigation(let root) = ConnectListViewController.Segue(UIStoryboardSegue(identifier: "@connect(navigation)", source: third, destination: embedded)) {
            check("a property of the destination scene's own class gets the navigation controller, the case its root", third.navigation === embedded && root === embedded.topViewController)
        } else {
            check("a property of the destination scene's own class gets the navigation controller, the case its root", false)
        }

        let fourth = ConnectListViewController()
        let displayed = ConnectHeaderViewController()
        _ = ConnectListViewController.Segue(UIStoryboardSegue(identifier: "@connect(displayer)", source: fourth, destination: displayed))
        _ = ConnectListViewController.Segue(UIStoryboardSegue(identifier: "@connect(composed)", source: fourth, destination: displayed))
        check("a property of a protocol the destination adopts, or of a composition with one, gets it", fourth.displayer === displayed && fourth.composed === displayed)
        """#

    @Test func buildingTheSegueStoresTheDestinationInTheNamedProperty() throws {
        var options = SegueCodeGenerator.Options()
        options.code = ModuleCode(SwiftSourceScan.scan(source: Self.driver, path: "main.swift"))
        let generated = SegueCodeGenerator(options: options).generate(documents: [try StoryboardParser().parse(data: Data(Self.storyboard.utf8), filePath: "Connect.storyboard")])
        #expect(generated.diagnostics.filter { $0.rule == "connect-property" }.isEmpty, "\(generated.diagnostics)")
        let output = try ExampleProgram.buildAndRun(driver: Self.driver, extraSources: ["Connect.generated.swift": generated.code])
        #expect(!output.contains("FAILED"), "\(output)\n--- generated ---\n\(generated.code)")
        #expect(output.components(separatedBy: ": ok").count - 1 == 6, "\(output)")
    }
}
