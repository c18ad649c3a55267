import Foundation
import SwiftUI
import UIKit

// The SwiftUI mirror (`Tests/Mirror/SwiftUI`): `View`, and the hosting controllers a storyboard's
// `<hostingController>` scene is. Apple, `UIHostingController`: `init(rootView:)`,
// `init?(coder:rootView:)` (what an `@IBSegueAction` calls with the storyboard's coder) and `rootView`;
// `NSHostingController` has the same three on macOS. Both are in SwiftUI, not UIKit/AppKit.

private struct Greeting: View {
    var name: String

    var body: some View {
        VStack {
            Text("Hello")
            Text(name)
        }
    }
}

@Suite("SwiftUI mirror: View and the hosting controllers")
@MainActor
struct SwiftUIMirrorHostingTests {
    @Test func theCoderInitializerKeepsTheRootViewAndIsAViewController() throws {
        let coder = NSKeyedUnarchiver.diCoder(className: "UIHostingController")
        let hosting = try #require(UIHostingController(coder: coder, rootView: Greeting(name: "Ada")))
        #expect(hosting.rootView.name == "Ada")
        let controller: UIViewController = hosting
        #expect(controller is UIHostingController<Greeting>)
        hosting.rootView = Greeting(name: "Grace")
        #expect(hosting.rootView.name == "Grace")
    }

    @Test func theRootViewInitializerIsNotFailable() throws {
        let result = try Typechecker.typecheck(source: """
            import SwiftUI
            @MainActor func make() -> UIViewController { UIHostingController(rootView: Text("About"))! }
            """, mode: .swift6)
        #expect(result.output.contains("cannot force unwrap value of non-optional type"), "\(result.output)")
    }

    @Test func appCodeTypechecksOnBothPlatformsInEveryMode() throws {
        let uiKit = """
            import SwiftUI
            import UIKit
            struct AboutView: View {
                let version: String
                var body: some View { VStack { Text("SegueKit"); Text(verbatim: version) } }
            }
            final class SettingsViewController: UIViewController {
                @IBSegueAction func makeAbout(_ coder: NSCoder) -> UIHostingController<AboutView>? {
                    UIHostingController(coder: coder, rootView: AboutView(version: "1.0"))
                }
                func showAbout() -> UIViewController { UIHostingController(rootView: AboutView(version: "1.0")) }
            }
            """
        let appKit = """
            import AppKit
            import SwiftUI
            struct AboutView: View {
                var body: some View { Text("SegueKit") }
            }
            final class SettingsViewController: NSViewController {
                @IBSegueAction func makeAbout(_ coder: NSCoder) -> NSViewController? {
                    NSHostingController(coder: coder, rootView: AboutView())
                }
                func about() -> NSHostingController<AboutView> { NSHostingController(rootView: AboutView()) }
            }
            """
        for mode in Typechecker.Mode.all {
            for source in [uiKit, appKit] {
                let result = try Typechecker.typecheck(source: source, mode: mode)
                #expect(result.isClean, "\(mode): \(result.output)")
            }
        }
    }

    @Test func theHostingControllersAreNotInUIKitOrAppKit() throws {
        let result = try Typechecker.typecheck(source: """
            import UIKit
            @MainActor func make(_ coder: NSCoder) -> UIViewController? { UIHostingController(coder: coder, rootView: 1) }
            """, mode: .swift6)
        #expect(!result.succeeded)
        #expect(result.output.contains("cannot find 'UIHostingController' in scope"), "\(result.output)")
    }
}
