import Foundation
import SegueKitGenerator
import SegueKitStoryboard
import SegueKitSwiftSource
import Testing

/// SwiftUI destinations: a segue with a segue action (`destinationCreationSelector`) into a
/// `<hostingController>` scene without a custom class gets a `HostingSegue` member, and
/// `makeHostingController(_:coder:rootView:)` builds `UIHostingController<Root>` / `NSHostingController<Root>`
/// in the app's `@IBSegueAction` — compiled against the SwiftUI mirror in every mode.
@Suite("Typed segues: SwiftUI hosting controller destinations")
struct GeneratedCodeTypedHostingTests {
    static func storyboard(macOS: Bool, selector: String?) -> String {
        let action = selector.map { #" destinationCreationSelector="\#($0)""# } ?? ""
        let header = macOS
            ? #"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" initialViewController="Set-Vc-001">"#
            : #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="Set-Vc-001">"#
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            \(header)
                <scenes>
                    <scene sceneID="Set-Sc-001">
                        <objects>
                            <viewController id="Set-Vc-001" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Abt-Hc-001" kind="show" identifier="showAbout"\(action) id="Seg-Ab-001"/>
                                    <segue destination="Lic-Hc-001" kind="show" identifier="showLicenses" id="Seg-Li-001"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Abt-Sc-001">
                        <objects>
                            <hostingController id="Abt-Hc-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="Lic-Sc-001">
                        <objects>
                            <hostingController id="Lic-Hc-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    static func app(macOS: Bool) -> String {
        let framework = macOS ? "AppKit" : "UIKit"
        let base = macOS ? "NSViewController" : "UIViewController"
        let hosting = macOS ? "NSHostingController" : "UIHostingController"
        return """
            import \(framework)
            import SegueKit
            import SwiftUI

            struct AboutView: View {
                let version: String
                var body: some View { VStack { Text("SegueKit"); Text(verbatim: version) } }
            }

            final class SettingsViewController: \(base) {
                var version = "1.0"

                @IBSegueAction func makeAbout(_ coder: NSCoder) -> \(hosting)<AboutView>? {
                    makeHostingController(.showAbout, coder: coder, rootView: AboutView(version: version))
                }

                override func prepare(for segue: \(macOS ? "NSStoryboardSegue" : "UIStoryboardSegue"), sender: Any?) {
                    switch Segue(segue) {
                    case .showAbout(let about):
                        let hosting: \(base) = about   // the hosting controller the segue action built
                        _ = hosting
                    case .showLicenses: break
                    }
                }
            }

            """
    }

    /// Typechecks the generated `code` next to `app` in module `App`.
    func typecheck(_ code: String, app: String, mode: Typechecker.Mode, folder name: String, flags: [String] = []) throws -> Typechecker.Result {
        let folder = try GeneratedCodeSupport.temporaryFolder(name)
        defer { try? FileManager.default.removeItem(at: folder) }
        var urls: [URL] = []
        for (file, text) in [("Segues.generated.swift", code), ("App.swift", app)] {
            let url = folder.appendingPathComponent(file)
            try text.write(to: url, atomically: true, encoding: .utf8)
            urls.append(url)
        }
        return try Typechecker.typecheck(urls, mode: mode, extraFlags: ["-module-name", "App"] + flags)
    }

    func generate(macOS: Bool, selector: String?, code: ModuleCode? = nil) throws -> String {
        let data = Data(Self.storyboard(macOS: macOS, selector: selector).utf8)
        let document = try StoryboardParser().parse(data: data, filePath: "Settings.storyboard")
        var options = SegueCodeGenerator.Options()
        options.code = code
        return SegueCodeGenerator(options: options).generate(documents: [document]).code
    }

    /// With the app's code (`--source`), the case carries the hosting controller its segue action
    /// declares, and `prepare` gets it without a cast.
    @Test("The declared hosting controller types the case", arguments: [false, true])
    func theSegueActionsDeclaredTypeIsThePayload(macOS: Bool) throws {
        let hosting = macOS ? "NSHostingController" : "UIHostingController"
        let app = Self.app(macOS: macOS)
            .replacingOccurrences(of: "let hosting: \(macOS ? "NSViewController" : "UIViewController") = about", with: "let hosting: \(hosting)<AboutView> = about")
        let code = try generate(macOS: macOS, selector: "makeAbout:", code: ModuleCode(SwiftSourceScan.scan(source: app, path: "App.swift")))
        #expect(code.contains("case showAbout(\(hosting)<AboutView>)\n"), "\(code)")
        // The typed segues import SwiftUI for the case; the helper needs no second import.
        #expect(code.components(separatedBy: "import SwiftUI\n").count == 2 && !code.contains("#if canImport(SwiftUI)"), "\(code)")
        #expect(code.contains("self = .showAbout(try segue.\(macOS ? "destinationController" : "destination")())"), "\(code)")
        let result = try typecheck(code, app: app, mode: .swift6, folder: "typed-hosting-declared")
        #expect(result.isClean, "\(result.output)\n--- generated ---\n\(code)")
    }

    /// Generates for `app` with its sources (`--source`): `showAbout` carries the platform's view
    /// controller, not the hosting controller its segue action declares, and the app compiles cleanly.
    private func expectThePlatformsController(in app: String, folder: String, noted: Bool = true) throws {
        let document = try StoryboardParser().parse(data: Data(Self.storyboard(macOS: false, selector: "makeAbout:").utf8), filePath: "Settings.storyboard")
        var options = SegueCodeGenerator.Options()
        options.code = ModuleCode(SwiftSourceScan.scan(source: app, path: "App.swift"))
        let generated = SegueCodeGenerator(options: options).generate(documents: [document])
        let code = generated.code
        #expect(code.contains("case showAbout(UIViewController)\n"), "\(code)")
        // A `-v` note says why when the declared type is why (not for an action some builds lack).
        #expect(generated.diagnostics.contains { $0.rule == "typed-hosting-untyped" && $0.message.hasPrefix("segue 'showAbout' of SettingsViewController keeps UIViewController") } == noted,
                "\(generated.diagnostics)")
        let result = try typecheck(code, app: app, mode: .swift6, folder: folder)
        #expect(result.isClean, "\(result.output)\n--- generated ---\n\(code)\n--- app ---\n\(app)")
    }

    /// A root view private to the app's file cannot be named by the generated file: the case keeps
    /// the platform's view controller, and the app compiles. So for one private to the class, declared
    /// in it or in a private extension of it, which its segue action names bare.
    @Test(arguments: ["top level", "in the class", "in a private extension"])
    func aPrivateRootViewLeavesThePayloadThePlatformsController(declared: String) throws {
        let view = "struct AboutView: View {\n    let version: String\n    var body: some View { VStack { Text(\"SegueKit\"); Text(verbatim: version) } }\n}\n"
        let base = Self.app(macOS: false)
            .replacingOccurrences(of: "@IBSegueAction func makeAbout", with: "@IBSegueAction private func makeAbout")
        let app = switch declared {
        case "top level":
            base.replacingOccurrences(of: "struct AboutView: View {", with: "private struct AboutView: View {")
        case "in the class":
            base.replacingOccurrences(of: view, with: "")
                .replacingOccurrences(of: "    var version = \"1.0\"\n", with: "    var version = \"1.0\"\n\n    private " + view.replacingOccurrences(of: "\n", with: "\n    ") + "\n")
        default:
            base.replacingOccurrences(of: view, with: "") + "\nprivate extension SettingsViewController {\n    " + view.replacingOccurrences(of: "\n", with: "\n    ") + "\n}\n"
        }
        #expect(app.components(separatedBy: "struct AboutView").count == 2, "\(app)")
        try expectThePlatformsController(in: app, folder: "typed-hosting-private")
    }

    /// A root view that is deprecated, or that only newer systems have, cannot be named by code every
    /// build compiles: the case keeps the platform's view controller, and the app compiles without a
    /// warning. (On Linux only the deprecation can warn; the iOS 17 view is checked by the payload.)
    @Test(arguments: ["@available(*, deprecated, message: \"use the new screen\")", "@available(iOS 17, macOS 14, *)"])
    func aRootViewWithAvailabilityLeavesThePayloadThePlatformsController(attribute: String) throws {
        let app = Self.app(macOS: false)
            .replacingOccurrences(of: "struct AboutView: View {", with: "\(attribute)\nstruct AboutView: View {")
            .replacingOccurrences(of: "    @IBSegueAction func makeAbout", with: "    \(attribute)\n    @IBSegueAction func makeAbout")
        try expectThePlatformsController(in: app, folder: "typed-hosting-availability", noted: false)   // the action is marked too
        if !attribute.contains("deprecated") {
            // The view alone (naming a deprecated one in an unmarked action would warn in the app itself).
            let viewOnly = Self.app(macOS: false).replacingOccurrences(of: "struct AboutView: View {", with: "\(attribute)\nstruct AboutView: View {")
            try expectThePlatformsController(in: viewOnly, folder: "typed-hosting-availability-view")
        }
    }

    /// A root view the sources do not declare, in a file that imports a feature module (`import
    /// FeatureViews`): the generated file does not import it, so the case keeps the platform's view
    /// controller, with a note naming the view and the module; `--import FeatureViews` types it. A view
    /// the sources do not declare in a file that imports nothing else is SwiftUI's, and is named. The
    /// import may have any access level or attribute.
    @Test(arguments: ["import", "public import", "package import", "internal import", "@preconcurrency import", "@_exported import"])
    func aRootViewOfAnotherModuleLeavesThePayloadThePlatformsController(importing: String) throws {
        let view = "struct AboutView: View {\n    let version: String\n    var body: some View { VStack { Text(\"SegueKit\"); Text(verbatim: version) } }\n}\n"
        let app = Self.app(macOS: false)
        #expect(app.contains(view))
        let document = try StoryboardParser().parse(data: Data(Self.storyboard(macOS: false, selector: "makeAbout:").utf8), filePath: "Settings.storyboard")
        var options = SegueCodeGenerator.Options()
        options.code = ModuleCode(SwiftSourceScan.scan(source: app.replacingOccurrences(of: view, with: "").replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\n\(importing) FeatureViews\n"), path: "App.swift"))
        let generated = SegueCodeGenerator(options: options).generate(documents: [document])
        #expect(generated.code.contains("case showAbout(UIViewController)\n"), "\(generated.code)")
        #expect(generated.diagnostics.contains {
            $0.rule == "typed-hosting-untyped"
                && $0.message.contains("names a type that the Swift sources do not declare ('AboutView', perhaps of 'FeatureViews', which the action's file imports: pass --import FeatureViews)")
        }, "\(generated.diagnostics)")
        options.imports = ["FeatureViews"]
        #expect(SegueCodeGenerator(options: options).generate(documents: [document]).code.contains("case showAbout(UIHostingController<AboutView>)\n"))
        // SwiftUI's own views are named.
        options.imports = []
        let swiftUIView = app.replacingOccurrences(of: "UIHostingController<AboutView>?", with: "UIHostingController<AnyView>?")
            .replacingOccurrences(of: "rootView: AboutView(version: version)", with: "rootView: AnyView(EmptyView())")
        options.code = ModuleCode(SwiftSourceScan.scan(source: swiftUIView, path: "App.swift"))
        #expect(SegueCodeGenerator(options: options).generate(documents: [document]).code.contains("case showAbout(UIHostingController<AnyView>)\n"))
    }

    /// A segue action that only some builds compile (`#if DEBUG`, with a root view of those builds)
    /// does not type the case: the generated file is every build's.
    @Test func aSegueActionOfSomeBuildsLeavesThePayloadThePlatformsController() throws {
        let app = Self.app(macOS: false)
            .replacingOccurrences(of: "struct AboutView: View {", with: "#if DEBUG\nstruct AboutView: View {")
            .replacingOccurrences(of: "final class SettingsViewController", with: "#endif\n\nfinal class SettingsViewController")
            .replacingOccurrences(of: "    @IBSegueAction func makeAbout", with: "    #if DEBUG\n    @IBSegueAction func makeAbout")
            .replacingOccurrences(of: "    override func prepare", with: "    #endif\n\n    override func prepare")
        try expectThePlatformsController(in: app, folder: "typed-hosting-debug", noted: false)
    }

    @Test("The segue action helper compiles", arguments: [false, true], Typechecker.Mode.all)
    func helperCompiles(macOS: Bool, mode: Typechecker.Mode) throws {
        let code = try generate(macOS: macOS, selector: "makeAbout:")
        let hosting = macOS ? "NSHostingController" : "UIHostingController"
        #expect(code.contains("#if canImport(SwiftUI)\nimport SwiftUI\n"), "\(code)")
        #expect(code.contains("func makeHostingController<Root: SwiftUI.View>(\n        _ segue: HostingSegue, coder: NSCoder, rootView: Root\n    ) -> \(hosting)<Root> {"), "\(code)")
        #expect(code.contains("static var showAbout: HostingSegue { .init(identifier: .showAbout) }"), "\(code)")
        // No segue action, no root view to pass: no member for that segue.
        let hostingSection = try #require(code.range(of: "struct HostingSegue").map { code[$0.lowerBound...] })
        #expect(!hostingSection.contains("showLicenses"), "\(code)")
        // In `prepare(for:sender:)` the case carries the base controller: the segue action chose the root view.
        #expect(code.contains("case showAbout(\(macOS ? "NSViewController" : "UIViewController"))\n"), "\(code)")

        let result = try typecheck(code, app: Self.app(macOS: macOS), mode: mode, folder: "typed-hosting")
        #expect(result.isClean, "\(mode)\n\(result.output)\n--- generated ---\n\(code)")
    }

    /// With `--access public`, a public class's helper and an internal class's typed hosting case share
    /// the section's SwiftUI import, which is `public` (`InternalImportsByDefault` needs it).
    @Test func thePublicHelpersSwiftUIImportIsPublicBesideATypedCase() throws {
        let pro = """
            <scene sceneID="Pro-Sc-001"><objects>
            <viewController id="Pro-Vc-001" customClass="ProViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="Abt-Hc-001" kind="show" identifier="showPro" destinationCreationSelector="makePro:" id="Seg-Pr-001"/>
            </connections></viewController>
            </objects></scene>
            <scene sceneID="Abt-Sc-001">
            """
        let storyboard = Self.storyboard(macOS: false, selector: "makeAbout:").replacingOccurrences(of: "<scene sceneID=\"Abt-Sc-001\">", with: pro)
        // The public class's segue action returns its platform's controller: its helper is public.
        let app = Self.app(macOS: false)
            .replacingOccurrences(of: "import UIKit", with: "public import UIKit")
            .replacingOccurrences(of: "-> UIHostingController<AboutView>? {", with: "-> UIViewController? {")
            .replacingOccurrences(of: "final class SettingsViewController", with: "public final class SettingsViewController")
            .replacingOccurrences(of: "override func prepare", with: "public override func prepare") + """
            final class ProViewController: UIViewController {
                @IBSegueAction func makePro(_ coder: NSCoder) -> UIHostingController<AboutView>? {
                    makeHostingController(.showPro, coder: coder, rootView: AboutView(version: "Pro"))
                }
            }

            """
        let document = try StoryboardParser().parse(data: Data(storyboard.utf8), filePath: "Settings.storyboard")
        var options = SegueCodeGenerator.Options()
        options.code = ModuleCode(SwiftSourceScan.scan(source: app, path: "App.swift"))
        options.accessLevel = .public
        let code = SegueCodeGenerator(options: options).generate(documents: [document]).code
        #expect(code.contains("case showPro(UIHostingController<AboutView>)") && code.contains("public func makeHostingController"), "\(code)")
        #expect(code.contains("public import SwiftUI\n") && !code.contains("#if canImport(SwiftUI)"), "\(code)")
        let result = try typecheck(code, app: app, mode: .swift6, folder: "typed-hosting-public", flags: ["-enable-upcoming-feature", "InternalImportsByDefault"])
        #expect(result.isClean, "\(result.output)\n--- generated ---\n\(code)\n--- app ---\n\(app)")
    }

    /// A subclass that adds a hosting segue: its `HostingSegue` holds only the new one, so both segue
    /// actions in the subclass name their segue without ambiguity.
    @Test func aSubclassHostingSegueHoldsOnlyTheSeguesItsSuperclassLacks() throws {
        let pro = """
            <scene sceneID="Pro-Sc-001"><objects>
            <viewController id="Pro-Vc-001" customClass="ProSettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="Abt-Hc-001" kind="show" identifier="showAbout" destinationCreationSelector="makeAbout:" id="Seg-Ab-002"/>
            <segue destination="Abt-Hc-001" kind="show" identifier="showPro" destinationCreationSelector="makePro:" id="Seg-Pr-001"/>
            </connections></viewController>
            </objects></scene>
            <scene sceneID="Abt-Sc-001">
            """
        let storyboard = Self.storyboard(macOS: false, selector: "makeAbout:").replacingOccurrences(of: "<scene sceneID=\"Abt-Sc-001\">", with: pro)
        let app = Self.app(macOS: false).replacingOccurrences(of: "final class SettingsViewController", with: "class SettingsViewController") + """
            final class ProSettingsViewController: SettingsViewController {
                @IBSegueAction func makePro(_ coder: NSCoder) -> UIHostingController<AboutView>? {
                    makeHostingController(.showPro, coder: coder, rootView: AboutView(version: "Pro"))
                }

                func aboutAgain(_ coder: NSCoder) -> UIHostingController<AboutView> {
                    makeHostingController(.showAbout, coder: coder, rootView: AboutView(version: version))
                }
            }

            """
        let document = try StoryboardParser().parse(data: Data(storyboard.utf8), filePath: "Settings.storyboard")
        var options = SegueCodeGenerator.Options()
        options.code = ModuleCode(SwiftSourceScan.scan(source: app, path: "App.swift"))
        let code = SegueCodeGenerator(options: options).generate(documents: [document]).code
        let proHosting = try #require(code.range(of: "extension ProSettingsViewController {\n    /// A segue of").map { String(code[$0.lowerBound...]) })
        #expect(proHosting.contains("static var showPro: HostingSegue"), "\(code)")
        #expect(!proHosting.prefix(while: { $0 != "}" }).contains("showAbout"), "\(code)")
        let result = try typecheck(code, app: app, mode: .swift6, folder: "typed-hosting-subclass")
        #expect(result.isClean, "\(result.output)\n--- generated ---\n\(code)")
    }

    /// The segue's action removed from the storyboard: the helper no longer accepts it, so the segue
    /// action that built its hosting controller stops compiling.
    @Test func aSegueWithoutSegueActionBreaksTheBuildWhereTheHelperIsUsed() throws {
        let code = try generate(macOS: false, selector: nil)
        #expect(!code.contains("HostingSegue"), "\(code)")
        let result = try typecheck(code, app: Self.app(macOS: false), mode: .swift6, folder: "typed-hosting-removed")
        #expect(!result.succeeded)
        #expect(result.output.contains("makeHostingController"), "\(result.output)")
    }
}
