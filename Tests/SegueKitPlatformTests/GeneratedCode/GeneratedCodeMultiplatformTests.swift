import Foundation
import SegueKitGenerator
import SegueKitStoryboard
import Testing

/// One target built for UIKit and AppKit, whose controllers are declared under `#if canImport(UIKit)` /
/// `#else`: with an iOS and a macOS storyboard, or with the iOS storyboard alone (a package that also
/// builds on the Mac), the generated file compiles on each platform, where the other framework (and so
/// the other storyboard's classes) does not exist.
@Suite("Generated code compiles in a target built for UIKit and AppKit")
struct GeneratedCodeMultiplatformTests {
    static let iOSStoryboard = GeneratedCodeSupport.iOSStoryboard(scenes: """
        <scene sceneID="s1"><objects>
            <viewController id="a" customClass="HomeViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="b" kind="show" identifier="showAbout" id="g1"/></connections>
            </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController storyboardIdentifier="About" id="b" customClass="AboutViewController" customModuleProvider="target" sceneMemberID="viewController"/>
        </objects></scene>
        """)

    static let macStoryboard = GeneratedCodeSupport.macStoryboard(scenes: """
        <scene sceneID="m1"><objects>
            <viewController id="ma" customClass="MacHomeViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="mb" kind="show" identifier="showAbout" id="mg1"/></connections>
            </viewController>
        </objects></scene>
        <scene sceneID="m2"><objects>
            <viewController id="mb" customClass="MacAboutViewController" customModuleProvider="target" sceneMemberID="viewController"/>
        </objects></scene>
        """)

    static let sources = """
        #if canImport(UIKit)
        import UIKit
        import SegueKit

        final class HomeViewController: UIViewController, SegueHandlerType {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                switch segueIdentifier(for: segue) {
                case .showAbout: break
                }
            }
        }
        final class AboutViewController: UIViewController {}
        #else
        import AppKit
        import SegueKit

        final class MacHomeViewController: NSViewController, SegueHandlerType {
            override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                switch segueIdentifier(for: segue) {
                case .showAbout: break
                }
            }
        }
        final class MacAboutViewController: NSViewController {}
        #endif

        """

    @Test(arguments: [Typechecker.Framework.uiKit, .appKit])
    func eachStoryboardsEnumsExistOnlyWhereItsFrameworkDoes(_ framework: Typechecker.Framework) throws {
        try expectCompiles(storyboards: [("iOS.storyboard", Self.iOSStoryboard), ("Mac.storyboard", Self.macStoryboard)], on: framework)
    }

    @Test(arguments: [Typechecker.Framework.uiKit, .appKit])
    func oneStoryboardsEnumsExistOnlyWhereItsClassesDo(_ framework: Typechecker.Framework) throws {
        // The Mac branch has no storyboard of its own here.
        let sources = Self.sources.replacingOccurrences(of: "NSViewController, SegueHandlerType {", with: "NSViewController, SegueHandlerType {\n    enum SegueIdentifier: String { case showAbout }")
        let code = try expectCompiles(storyboards: [("iOS.storyboard", Self.iOSStoryboard)], sources: sources, on: framework)
        #expect(code.contains("#if canImport(UIKit) && !os(watchOS)\nextension HomeViewController {"), "\(code)")
    }

    /// A class both platforms declare with one declaration (its superclass a platform typealias) exists
    /// on both: its enum is not put under one framework's `#if`, though only the iOS storyboard has its segues.
    @Test(arguments: [Typechecker.Framework.uiKit, .appKit])
    func aClassDeclaredOnceForBothPlatformsKeepsItsEnumOnBoth(_ framework: Typechecker.Framework) throws {
        let sources = """
            #if canImport(UIKit)
            import UIKit
            typealias PlatformViewController = UIViewController
            #else
            import AppKit
            typealias PlatformViewController = NSViewController
            #endif
            import SegueKit

            final class HomeViewController: PlatformViewController, SegueHandlerType {}
            final class AboutViewController: PlatformViewController {}
            final class MacHomeViewController: PlatformViewController, SegueHandlerType {}
            final class MacAboutViewController: PlatformViewController {}

            """
        let code = try expectCompiles(storyboards: [("iOS.storyboard", Self.iOSStoryboard), ("Mac.storyboard", Self.macStoryboard)], sources: sources, on: framework)
        #expect(!code.contains("#if canImport(UIKit) && !os(watchOS)\nextension HomeViewController {"), "\(code)")
    }

    /// In an Xcode target built for both platforms, a file can be filtered to one platform instead of
    /// holding an `#if`: a class deriving from that framework's controller gets its enum under its `#if`.
    @Test(arguments: [Typechecker.Framework.uiKit, .appKit])
    func aClassOfAFileFilteredToOnePlatformGetsItsFrameworksIf(_ framework: Typechecker.Framework) throws {
        let folder = try GeneratedCodeSupport.temporaryFolder("filtered")
        defer { try? FileManager.default.removeItem(at: folder) }
        let phone = folder.appendingPathComponent("Phone.swift"), mac = folder.appendingPathComponent("Mac.swift")
        try """
            import SegueKit
            import UIKit

            final class HomeViewController: UIViewController, SegueHandlerType {}
            final class AboutViewController: UIViewController {}

            """.write(to: phone, atomically: true, encoding: .utf8)
        try """
            import AppKit
            import SegueKit

            final class MacHomeViewController: NSViewController, SegueHandlerType {}
            final class MacAboutViewController: NSViewController {}

            """.write(to: mac, atomically: true, encoding: .utf8)
        let documents = try [("iOS.storyboard", Self.iOSStoryboard), ("Mac.storyboard", Self.macStoryboard)].map { name, text in
            try StoryboardParser().parse(data: Data(text.utf8), filePath: folder.appendingPathComponent(name).path)
        }
        var options = SegueCodeGenerator.Options()
        options.code = try GeneratedCodeSupport.moduleCode(of: [phone, mac], module: "App")
        let generated = SegueCodeGenerator(options: options).generate(documents: documents)
        let output = folder.appendingPathComponent("Segues.generated.swift")
        try generated.code.write(to: output, atomically: true, encoding: .utf8)
        let result = try Typechecker.typecheck([framework == .uiKit ? phone : mac, output], mode: .swift6, extraFlags: ["-module-name", "App"], only: framework)
        #expect(result.isClean, "\(framework): exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(generated.code)")
    }

    /// `showItem` leads to two classes declared on both platforms, with a superclass of their own on
    /// iOS only: each platform's payload is the class they share as that platform compiles them.
    @Test(arguments: [Typechecker.Framework.uiKit, .appKit])
    func aSharedIdentifiersPayloadIsTheCommonClassOfEachPlatform(_ framework: Typechecker.Framework) throws {
        func scenes(_ element: String) -> String {
            """
            <scene sceneID="h1"><objects><\(element) id="hb1" customClass="HubViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="ia" kind="show" identifier="showItem" id="e1"/></connections>
            </\(element)></objects></scene>
            <scene sceneID="h2"><objects><\(element) id="hb2" customClass="HubViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="ib" kind="show" identifier="showItem" id="e2"/></connections>
            </\(element)></objects></scene>
            <scene sceneID="x1"><objects><\(element) id="ia" customClass="ItemAViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="x2"><objects><\(element) id="ib" customClass="ItemBViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """
        }
        let mac = GeneratedCodeSupport.macStoryboard(scenes: scenes("viewController"))
        let sources = """
            #if canImport(UIKit)
            import UIKit
            class ItemBaseViewController: UIViewController {}
            final class HubViewController: UIViewController {}
            final class ItemAViewController: ItemBaseViewController {}
            final class ItemBViewController: ItemBaseViewController {}
            #else
            import AppKit
            final class HubViewController: NSViewController {}
            final class ItemAViewController: NSViewController {}
            final class ItemBViewController: NSViewController {}
            #endif

            """
        let storyboards = [("Phone.storyboard", GeneratedCodeSupport.iOSStoryboard(scenes: scenes("viewController"))), ("Mac.storyboard", mac)]
        let code = try expectCompiles(storyboards: storyboards, sources: sources, on: framework)
        #expect(code.contains("case showItem(ItemBaseViewController)\n") && code.contains("case showItem(NSViewController)\n"), "\(code)")
    }

    /// `SharedViewController` derives from an iOS-only class that adopts `SegueHandlerType` on iOS and
    /// from `NSViewController` on macOS: its iOS segues are cases of the iOS root's enum, and its macOS
    /// segues of an enum of its own that only macOS compiles.
    @Test(arguments: [Typechecker.Framework.uiKit, .appKit])
    func aClassWithAnotherSuperclassOnEachPlatformGetsEachPlatformsEnum(_ framework: Typechecker.Framework) throws {
        let phone = GeneratedCodeSupport.iOSStoryboard(scenes: """
            <scene sceneID="p1"><objects><viewController id="pa" customClass="PhoneBaseViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="pb" kind="show" identifier="showBase" id="pg1"/></connections>
            </viewController></objects></scene>
            <scene sceneID="p2"><objects><viewController id="pb" customClass="SharedViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="pa" kind="show" identifier="showPhone" id="pg2"/></connections>
            </viewController></objects></scene>
            """)
        let mac = GeneratedCodeSupport.macStoryboard(scenes: """
            <scene sceneID="m1"><objects><viewController id="ma" customClass="SharedViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="mb" kind="show" identifier="showMac" id="mg1"/></connections>
            </viewController></objects></scene>
            <scene sceneID="m2"><objects><viewController id="mb" customClass="MacDetailViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """)
        let sources = """
            #if canImport(UIKit)
            import UIKit
            import SegueKit

            class PhoneBaseViewController: UIViewController, SegueHandlerType {}
            final class SharedViewController: PhoneBaseViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segueIdentifier(for: segue) {
                    case .showBase, .showPhone: break
                    }
                }
            }
            #else
            import AppKit
            import SegueKit

            final class SharedViewController: NSViewController, SegueHandlerType {
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    switch segueIdentifier(for: segue) {
                    case .showMac: break
                    }
                }
            }
            final class MacDetailViewController: NSViewController {}
            #endif

            """
        let code = try expectCompiles(storyboards: [("Phone.storyboard", phone), ("Mac.storyboard", mac)], sources: sources, on: framework)
        #expect(code.contains("""
            #if canImport(AppKit) && !targetEnvironment(macCatalyst)
            extension SharedViewController {
            """), "\(code)")
    }

    /// More shapes of a class with another superclass on each platform, each compiled for both:
    /// - its segues are all on the platform where it is its own root (its macOS enum, inside AppKit's `#if`);
    /// - the AppKit branch comes first and its segues are all iOS ones (the iOS base's enum holds them, and
    ///   its typed `Segue` is declared once);
    /// - the iOS base declares `SegueIdentifier` by hand (the class's macOS segues are an enum of its own,
    ///   and the AppKit section names no iOS-only class).
    /// - a typealias declared once per platform names each platform's class, and the hand-written enum is
    ///   in an extension of it (no second enum is generated for either class);
    /// - an app-wide enum in `extension UIViewController` on iOS and `extension NSViewController` on macOS
    ///   (each platform's typed segues extend its own controller class);
    /// - a class deriving from a typealias declared once per platform, whose extension declares the enum
    ///   (neither platform's class gets a second one).
    @Test(arguments: [
        "segues only where it is its own root", "AppKit branch first", "hand-written enum on the iOS base", "typealias per platform",
        "app-wide enum per platform", "typealias per platform as a superclass", "hand-written enum in the AppKit twin only",
    ], [Typechecker.Framework.uiKit, .appKit])
    func aClassWithAnotherSuperclassOnEachPlatformCompilesOnBoth(_ shape: String, _ framework: Typechecker.Framework) throws {
        let (phone, mac, sources): (String, String, String) = switch shape {
        case "segues only where it is its own root": (
            storyboard(mac: false, scene("pa", "PhoneBase", segue: ("showBase", "pa"))),
            storyboard(mac: true, scene("ma", "Shared", segue: ("showMac", "ma"))),
            """
            #if canImport(UIKit)
            import UIKit
            class PhoneBase: UIViewController {}
            class Shared: PhoneBase {}
            #else
            import AppKit
            import SegueKit
            final class Shared: NSViewController, SegueHandlerType {
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    switch segueIdentifier(for: segue) {
                    case .showMac: break
                    }
                }
            }
            #endif

            """)
        case "AppKit branch first": (
            storyboard(mac: false, scene("pa", "Shared", segue: ("showPhone", "pb")) + scene("pb", "PhoneBase", segue: ("showBase", "pa"))),
            storyboard(mac: true, scene("ma", "Shared", segue: nil)),
            """
            #if canImport(AppKit)
            import AppKit
            class Shared: NSViewController {}
            #else
            import UIKit
            class PhoneBase: UIViewController {}
            class Shared: PhoneBase {}
            #endif

            """)
        case "typealias per platform": (
            storyboard(mac: false, scene("pa", "PhoneHome", segue: ("showA", "pa"))),
            storyboard(mac: true, scene("ma", "MacHome", segue: ("showA", "ma"))),
            """
            #if canImport(UIKit)
            import UIKit
            final class PhoneHome: UIViewController {}
            typealias Home = PhoneHome
            #else
            import AppKit
            final class MacHome: NSViewController {}
            typealias Home = MacHome
            #endif
            import SegueKit

            extension Home: SegueHandlerType {
                enum SegueIdentifier: String { case showA }
            }

            """)
        case "typealias per platform as a superclass": (
            storyboard(mac: false, scene("pa", "PhoneHome", segue: ("showPhone", "pa")) + scene("pb", "Detail", segue: ("showDetail", "pa"))),
            storyboard(mac: true, scene("ma", "MacHome", segue: ("showMac", "ma")) + scene("mb", "Detail", segue: ("showDetail", "ma"))),
            """
            #if canImport(UIKit)
            import UIKit
            class PhoneHome: UIViewController {}
            typealias Home = PhoneHome
            #else
            import AppKit
            class MacHome: NSViewController {}
            typealias Home = MacHome
            #endif

            extension Home {
                enum SegueIdentifier: String { case showPhone, showMac, showDetail }
            }
            final class Detail: Home {}

            """)
        case "app-wide enum per platform": (
            storyboard(mac: false, scene("pa", "Home", segue: ("showPhone", "pa")) + scene("pb", "Home", segue: ("showBoth", "pa"))),
            storyboard(mac: true, scene("ma", "Home", segue: ("showMac", "ma")) + scene("mb", "Home", segue: ("showBoth", "ma"))),
            """
            import SegueKit
            #if canImport(UIKit)
            import UIKit
            extension UIViewController {
                enum SegueIdentifier: String { case showPhone, showBoth }
            }
            final class Home: UIViewController, SegueHandlerType {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .showPhone(let home), .showBoth(let home): let _: Home = home
                    }
                }
            }
            #else
            import AppKit
            extension NSViewController {
                enum SegueIdentifier: String { case showMac, showBoth }
            }
            final class Home: NSViewController, SegueHandlerType {
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .showMac(let home), .showBoth(let home): let _: Home = home
                    }
                }
            }
            #endif

            """)
        case "hand-written enum in the AppKit twin only": (
            // The iOS twin has no enum: its typed segues have no typed perform to name one.
            storyboard(mac: false, scene("pa", "Settings", segue: ("showDetail", "pa"))),
            storyboard(mac: true, scene("ma", "Settings", segue: ("showDetail", "ma"))),
            """
            #if canImport(AppKit)
            import AppKit
            import SegueKit
            final class Settings: NSViewController, SegueHandlerType {
                enum SegueIdentifier: String, CaseIterable { case showDetail }
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .showDetail(let settings): let _: Settings = settings
                    }
                }
                func show() { performSegue(.showDetail) { _ in } }
            }
            #else
            import UIKit
            final class Settings: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .showDetail(let settings): let _: Settings = settings
                    }
                }
            }
            #endif

            """)
        default: (
            storyboard(mac: false, scene("pa", "Shared", segue: ("showPhone", "pa"))),
            storyboard(mac: true, scene("ma", "Shared", segue: ("showMac", "ma"))),
            """
            #if canImport(UIKit)
            import UIKit
            class PhoneBase: UIViewController {
                enum SegueIdentifier: String { case showPhone }
            }
            class Shared: PhoneBase {}
            #else
            import AppKit
            import SegueKit
            final class Shared: NSViewController, SegueHandlerType {
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    switch segueIdentifier(for: segue) {
                    case .showMac: break
                    }
                }
            }
            #endif

            """)
        }
        try expectCompiles(storyboards: [("Phone.storyboard", phone), ("Mac.storyboard", mac)], sources: sources, on: framework)
    }

    /// `--conformance` for a class only one platform's branch declares adopting `SegueHandlerType`: the
    /// generated conformance is the other platform's alone, so neither has two.
    @Test(arguments: [Typechecker.Framework.uiKit, .appKit])
    func conformanceIsDeclaredOnlyWhereTheSourcesLackIt(_ framework: Typechecker.Framework) throws {
        let phone = storyboard(mac: false, scene("pa", "Home", segue: ("showPhone", "pa")))
        let mac = storyboard(mac: true, scene("ma", "Home", segue: ("showMac", "ma")))
        let sources = """
            import SegueKit
            #if canImport(UIKit)
            import UIKit
            final class Home: UIViewController, SegueHandlerType {}
            #else
            import AppKit
            final class Home: NSViewController {
                func showMac() { performSegue(withIdentifier: .showMac, sender: nil) }
            }
            #endif

            """
        let code = try expectCompiles(storyboards: [("Phone.storyboard", phone), ("Mac.storyboard", mac)], sources: sources, on: framework, declareConformance: true)
        #expect(code.contains("#if canImport(AppKit) && !targetEnvironment(macCatalyst)\nextension Home: SegueHandlerType {}\n#endif"), "\(code)")
    }

    /// Classes that only some of UIKit's platforms compile (`#if !targetEnvironment(macCatalyst)`,
    /// `#if os(iOS)`) keep their types where they exist and are named by their superclass elsewhere; their
    /// own extensions go inside their `#if`, where naming them needs no other. On Linux `os(iOS)` is
    /// false, so `PhoneViewController` is missing as it is on tvOS and visionOS, and the scanner is
    /// there as on iOS.
    @Test func aClassOfSomeOfUIKitsPlatformsIsTypedWhereItExists() throws {
        let ids = #"storyboardIdentifier="Scanner" id="b1""#
        let phone = storyboard(mac: false, """
            <scene sceneID="s1"><objects><viewController id="a1" customClass="HomeViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="b1" kind="show" identifier="showScanner" id="c1"/><segue destination="p1" kind="show" identifier="showPhone" id="c2"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController \(ids) customClass="ScannerViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="p1" kind="show" identifier="showPhone" id="c3"/><segue destination="b1" kind="show" identifier="again" id="c5"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s3"><objects><viewController storyboardIdentifier="Phone" id="p1" customClass="PhoneViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="x1" kind="unwind" identifier="back" unwindAction="backToScanner:" id="c4"/></connections>
            </viewController><exit id="x1" sceneMemberID="exit"/></objects></scene>
            """)
        let sources = """
            import SegueKit
            import UIKit

            final class HomeViewController: UIViewController, SegueHandlerType {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .showScanner(let scanner):
                        #if !targetEnvironment(macCatalyst)
                        scanner.code = "QR"
                        #endif
                    case .showPhone: break
                    }
                }
            }
            #if !targetEnvironment(macCatalyst)
            final class ScannerViewController: UIViewController, SegueHandlerType {
                var code = ""
                @IBAction func backToScanner(_ segue: UIStoryboardSegue) {}
            }
            #endif
            #if os(iOS)
            final class PhoneViewController: UIViewController {}
            #endif

            """
        let code = try expectCompiles(storyboards: [("Main.storyboard", phone)], sources: sources, on: .uiKit)
        #expect(code.contains("""
                    #if os(iOS)
                    case showPhone(PhoneViewController)
                    #else
                    case showPhone(UIViewController)
                    #endif
            """), "\(code)")
        // The case's type, whichever the platform's, says what to find: one line for both.
        #expect(code.contains("""
                        case "showScanner"?: self = .showScanner(try segue.destination())
            """), "\(code)")
        #expect(code.contains("#if !targetEnvironment(macCatalyst)\nextension ScannerViewController {\n    /// Segue identifiers"), "\(code)")
        #expect(code.contains("#if !targetEnvironment(macCatalyst)\nextension ScannerViewController {\n    /// The unwind segues"), "\(code)")
        #expect(code.contains("    #else\n    nonisolated static var phone: StoryboardScene<UIViewController>"), "\(code)")
        // Inside the scanner's own `#if`, naming it needs no other.
        #expect(code.contains("(show).\n        case again(ScannerViewController)\n"), "\(code)")
    }

    /// The same with an iOS and a macOS storyboard, the class declared `#if os(iOS)` / `#elseif
    /// canImport(AppKit)` (on Linux built for UIKit alone, as on tvOS, neither), a superclass generated code cannot name (`UIKit.UIViewController`),
    /// and one segue whose destinations are of platforms that share none (`#if` / `#else`).
    @Test(arguments: [Typechecker.Framework.uiKit, .appKit])
    func aClassOfSomeOfUIKitsPlatformsAndOfTheMacIsTypedWhereItExists(_ framework: Typechecker.Framework) throws {
        let phone = storyboard(mac: false, """
            <scene sceneID="s1"><objects><viewController id="a1" customClass="Home" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="d1" kind="show" identifier="showDetail" id="c1"/><segue destination="q1" kind="show" identifier="showQualified" id="c2"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="d1" customClass="Detail" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="a1" kind="show" identifier="showHome" id="c5"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s3"><objects><viewController id="q1" customClass="Qualified" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s4"><objects><viewController id="h2" customClass="Home" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="n1" kind="show" identifier="showSettings" id="c3"/><segue destination="n2" kind="show" identifier="showSettings" id="c4"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s5"><objects><navigationController id="n1" sceneMemberID="viewController"><connections><segue destination="p1" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController></objects></scene>
            <scene sceneID="s6"><objects><viewController id="p1" customClass="PhoneSettings" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s7"><objects><navigationController id="n2" sceneMemberID="viewController"><connections><segue destination="m1" kind="relationship" relationship="rootViewController" id="r2"/></connections></navigationController></objects></scene>
            <scene sceneID="s8"><objects><viewController id="m1" customClass="CatalystSettings" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """)
        let mac = storyboard(mac: true, scene("ma", "MacHome", segue: ("showDetail", "mb")) + scene("mb", "Detail", segue: nil))
        let sources = """
            #if canImport(UIKit)
            import UIKit
            final class Home: UIViewController {}
            #if !targetEnvironment(macCatalyst)
            final class PhoneSettings: UIViewController {}
            #else
            final class CatalystSettings: UIViewController {}
            #endif
            #else
            import AppKit
            final class MacHome: NSViewController {}
            #endif
            #if os(iOS)
            final class Detail: UIViewController {}
            final class Qualified: UIKit.UIViewController {}
            #elseif canImport(AppKit)
            final class Detail: NSViewController {}
            #endif

            """
        let code = try expectCompiles(storyboards: [("Main.storyboard", phone), ("Mac.storyboard", mac)], sources: sources, on: framework)
        #expect(code.contains("#if os(iOS) || os(macOS)\nextension Detail {"), "\(code)")
        #expect(code.contains("        #else\n        case showQualified(UIViewController)\n"), "\(code)")
        #expect(code.contains("        case showSettings(UIViewController)\n\n"), "\(code)")
    }

    /// A segue action declared only for some of UIKit's platforms (`#if os(iOS)`, its SwiftUI view too)
    /// does not type its hosting segue where the class exists without it; inside a class of the same
    /// platforms, it does.
    @Test func aSegueActionOfSomeOfUIKitsPlatformsTypesItsHostingSegueOnlyThere() throws {
        let phone = storyboard(mac: false, """
            <scene sceneID="s1"><objects><viewController id="a1" customClass="SettingsViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="h1" kind="show" identifier="showAbout" destinationCreationSelector="makeAbout:" id="c1"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><hostingController id="h1" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewController id="a2" customClass="PhoneSettingsViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="h2" kind="show" identifier="showHelp" destinationCreationSelector="makeHelp:" id="c2"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s4"><objects><hostingController id="h2" sceneMemberID="viewController"/></objects></scene>
            """)
        let sources = """
            import SegueKit
            import SwiftUI
            import UIKit

            #if os(iOS)
            struct AboutView: View { var body: some View { Text("About") } }
            #endif

            final class SettingsViewController: UIViewController, SegueHandlerType {
                #if os(iOS)
                @IBSegueAction func makeAbout(_ coder: NSCoder) -> UIHostingController<AboutView>? {
                    UIHostingController(coder: coder, rootView: AboutView())
                }
                #endif
            }

            #if os(iOS)
            final class PhoneSettingsViewController: UIViewController, SegueHandlerType {
                @IBSegueAction func makeHelp(_ coder: NSCoder) -> UIHostingController<AboutView>? {
                    UIHostingController(coder: coder, rootView: AboutView())
                }
            }
            #endif

            """
        let code = try expectCompiles(storyboards: [("Main.storyboard", phone)], sources: sources, on: .uiKit)
        #expect(!code.contains("case showAbout(UIHostingController<AboutView>)"), "\(code)")
        #expect(code.contains("case showHelp(UIHostingController<AboutView>)"), "\(code)")
    }

    /// A storyboard of the platform with `scenes`.
    private func storyboard(mac: Bool, _ scenes: String) -> String {
        mac ? GeneratedCodeSupport.macStoryboard(scenes: scenes) : GeneratedCodeSupport.iOSStoryboard(scenes: scenes)
    }

    /// A view controller scene of `className` with at most one `show` segue.
    private func scene(_ id: String, _ className: String, segue: (identifier: String, destination: String)?) -> String {
        let connections = segue.map { #"<connections><segue destination="\#($0.destination)" kind="show" identifier="\#($0.identifier)" id="g\#(id)"/></connections>"# } ?? ""
        return #"<scene sceneID="s\#(id)"><objects><viewController id="\#(id)" customClass="\#(className)" customModuleProvider="target" sceneMemberID="viewController">\#(connections)</viewController></objects></scene>"#
    }

    @discardableResult
    private func expectCompiles(
        storyboards: [(String, String)], sources: String = sources, on framework: Typechecker.Framework, declareConformance: Bool = false
    ) throws -> String {
        let folder = try GeneratedCodeSupport.temporaryFolder("multiplatform")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App.swift")
        try sources.write(to: app, atomically: true, encoding: .utf8)
        let documents = try storyboards.map { name, text in
            try StoryboardParser().parse(data: Data(text.utf8), filePath: folder.appendingPathComponent(name).path)
        }
        var options = SegueCodeGenerator.Options()
        options.declareConformance = declareConformance
        options.code = try GeneratedCodeSupport.moduleCode(of: [app], module: "App")
        let generated = SegueCodeGenerator(options: options).generate(documents: documents)
        let output = folder.appendingPathComponent("Segues.generated.swift")
        try generated.code.write(to: output, atomically: true, encoding: .utf8)
        let result = try Typechecker.typecheck([app, output], mode: .swift6, extraFlags: ["-module-name", "App"], only: framework)
        #expect(result.isClean, "\(framework): exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(generated.code)")
        return generated.code
    }
}
