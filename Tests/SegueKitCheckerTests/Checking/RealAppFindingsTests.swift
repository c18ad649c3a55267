import Foundation
import SegueKitChecker
import SegueKitStoryboard
import SegueKitSwiftSource
import Testing

/// Shapes from real apps where `check` was wrong or unhelpful.
@Suite("Checking: shapes from real apps")
struct RealAppFindingsTests {
    static func storyboard(_ scenes: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0">
        <scenes>
        \(scenes)
        </scenes></document>
        """
    }

    static let listAndDetail = storyboard("""
        <scene sceneID="s1"><objects>
        <tableViewController id="a1" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController">
        <connections><segue destination="b1" kind="show" identifier="showDetail" id="g1"/></connections>
        </tableViewController></objects></scene>
        <scene sceneID="s2"><objects>
        <viewController id="b1" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController">
        <connections><segue destination="a1" kind="unwind" unwindAction="backToListWithSegue:" id="g2"/></connections>
        </viewController></objects></scene>
        """)

    /// A view controller list showing a detail scene, without an unwind.
    static let listShowsDetail = storyboard("""
        <scene sceneID="s1"><objects>
        <viewController id="a1" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController">
        <connections><segue destination="b1" kind="show" identifier="showDetail" id="g1"/></connections>
        </viewController></objects></scene>
        <scene sceneID="s2"><objects>
        <viewController id="b1" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController"/>
        </objects></scene>
        """)

    private func check(_ xml: String, _ sources: [String: String], modules: ModuleMap = ModuleMap(), more: [String: String] = [:]) throws -> [Diagnostic] {
        let documents = try ([("Main.storyboard", xml)] + more.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }).map { path, xml in
            try StoryboardParser().parse(data: Data(xml.utf8), filePath: path)
        }
        var scan = SwiftSourceScan()
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) { scan.merge(SwiftSourceScan.scan(source: source, path: path)) }
        scan.resolveAcrossFiles()
        return StoryboardCodeChecker(documents: documents, scan: scan, modules: modules).check()
    }

    /// A literal Storyboard ID instantiated from a named storyboard (andyshep/AudioPlayer misspelt one in a
    /// copy and nothing was reported) is an error when no given storyboard of that name has a scene or a
    /// storyboard reference of the ID, and not when none of the name is given. Every copy counts: two
    /// modules' (in a framework the main bundle is the app's) and a device's (`Flow~ipad`). An ID that
    /// another given storyboard has is named with that storyboard, the likelier mistake.
    @Test func aStoryboardIDNoStoryboardOfTheNameHasIsAnError() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" storyboardIdentifier="PlaylistViewController" customClass="PlaylistViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <viewControllerPlaceholder storyboardIdentifier="Settings" storyboardName="Settings" id="r1" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let found = try check(xml, ["Factory.swift": """
            enum Factory {
                static func make() {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    _ = storyboard.instantiateViewController(withIdentifier: "PlaylistViewControler")
                    _ = storyboard.instantiateViewController(withIdentifier: "PlaylistViewController")
                    _ = storyboard.instantiateViewController(withIdentifier: "Settings")
                    _ = UIStoryboard(name: "Onboarding", bundle: nil).instantiateViewController(withIdentifier: "Welcome")
                }
            }
            """])
        #expect(found.map { "\($0.location!.line):\($0.location!.column) \($0.rule) \($0.message)" } == [
            "4:66 storyboard-id-without-scene \"PlaylistViewControler\" in instantiateViewController(withIdentifier:) names no scene of Main.storyboard (storyboard IDs: \"PlaylistViewController\", \"Settings\"); did you mean \"PlaylistViewController\"?",
        ])
        let modules = ModuleMap(["App", "Kit"].map { .init(name: $0, path: $0) }, baseDirectory: "/")
        func flow(_ identifier: String) -> String {
            Self.storyboard("<scene sceneID=\"s1\"><objects><viewController id=\"f1\" storyboardIdentifier=\"\(identifier)\" sceneMemberID=\"viewController\"/></objects></scene>")
        }
        let code = ["Kit/Factory.swift": """
            func make() {
                _ = UIStoryboard(name: "Flow", bundle: nil).instantiateViewController(withIdentifier: "Welcome")
                _ = UIStoryboard(name: "Flow", bundle: nil).instantiateViewController(withIdentifier: "PadOnly")
                _ = UIStoryboard(name: "Flow", bundle: nil).instantiateViewController(withIdentifier: "Nowhere")
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "KitOnly")
            }
            """]
        let copies = try check(xml, code, modules: modules, more: [
            "App/Flow.storyboard": flow("Welcome"), "Kit/Flow.storyboard": flow("KitOnly"), "Kit/Flow~ipad.storyboard": flow("PadOnly"),
        ])
        #expect(copies.map { "\($0.location!.line) \($0.message)" } == [
            "4 \"Nowhere\" in instantiateViewController(withIdentifier:) names no scene of App/Flow.storyboard, Kit/Flow.storyboard, Kit/Flow~ipad.storyboard (storyboard IDs: \"KitOnly\", \"PadOnly\", \"Welcome\")",
            "5 \"KitOnly\" in instantiateViewController(withIdentifier:) names no scene of Main.storyboard (storyboard IDs: \"PlaylistViewController\", \"Settings\"); it is a scene of Kit/Flow.storyboard",
        ], "\(copies)")
    }

    /// A literal Storyboard ID instantiated from the controller's own storyboard (`storyboard?` in a
    /// method) is an error when no storyboard with scenes of the class or of a subclass has it — in any
    /// copy of those storyboards (`Main~ipad`) — and is not checked for a class with no scene in the given
    /// storyboards, whose storyboard they do not show. In an extension of a platform class that scene
    /// classes derive from, every given storyboard may be the controller's; not in one of a platform class
    /// no scene's class derives from, whose storyboard the given ones do not show.
    @Test func aStoryboardIDTheControllersOwnStoryboardLacksIsAnError() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" storyboardIdentifier="Detail" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let pad = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="p1" storyboardIdentifier="PadDetail" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let settings = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="t1" storyboardIdentifier="Account" customClass="SettingsViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let found = try check(xml, ["List.swift": """
            class BaseViewController: UIViewController {
                func showAccount() {
                    _ = storyboard?.instantiateViewController(withIdentifier: "Account")
                }
            }
            final class ListViewController: BaseViewController {
                override func viewDidLoad() {
                    _ = storyboard?.instantiateViewController(withIdentifier: "Detail")
                    _ = storyboard?.instantiateViewController(withIdentifier: "PadDetail")
                    _ = self.storyboard!.instantiateViewController(withIdentifier: "Detial")
                    _ = storyboard?.instantiateViewController(withIdentifier: "Account")
                }
            }
            final class OffscreenViewController: UIViewController {
                func show() { _ = storyboard?.instantiateViewController(withIdentifier: "Anything") }
            }
            final class SettingsViewController: BaseViewController {}
            extension UIViewController {
                func showHelp() { _ = storyboard?.instantiateViewController(withIdentifier: "Help") }
            }
            extension UITabBarController {
                func showTip() { _ = storyboard?.instantiateViewController(withIdentifier: "Tip") }
            }
            """], more: ["Main~ipad.storyboard": pad, "Settings.storyboard": settings])
        #expect(found.map { "\($0.location!.line) \($0.rule) \($0.message)" } == [
            "10 storyboard-id-without-scene \"Detial\" in instantiateViewController(withIdentifier:) on the storyboard of ListViewController names no scene of Main.storyboard, Main~ipad.storyboard, where the scenes of ListViewController are (storyboard IDs: \"Detail\", \"PadDetail\"); did you mean \"Detail\"?",
            "11 storyboard-id-without-scene \"Account\" in instantiateViewController(withIdentifier:) on the storyboard of ListViewController names no scene of Main.storyboard, Main~ipad.storyboard, where the scenes of ListViewController are (storyboard IDs: \"Detail\", \"PadDetail\"); it is a scene of Settings.storyboard",
            "19 storyboard-id-without-scene \"Help\" in instantiateViewController(withIdentifier:) on the storyboard of UIViewController names no scene of Main.storyboard, Main~ipad.storyboard, Settings.storyboard (storyboard IDs: \"Account\", \"Detail\", \"PadDetail\")",
        ], "\(found)")
    }

    /// A controller instantiated by a literal Storyboard ID and cast right away to a class its scene's
    /// class is not, nor derives from (a subclass of it, or an unrelated class), is an error for `as!` and
    /// a warning for `as?`; a superclass is fine, and a cast to a protocol, or for the ID of a storyboard
    /// reference, is not judged.
    @Test func aControllerInstantiatedByIDAndCastToAClassItIsNotIsReported() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" storyboardIdentifier="Detail" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            <viewController id="a2" storyboardIdentifier="Base" customClass="BaseViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            <navigationController id="a3" storyboardIdentifier="Nav" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <viewControllerPlaceholder storyboardIdentifier="Settings" storyboardName="Settings" id="r1" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let found = try check(xml, ["Show.swift": """
            class BaseViewController: UIViewController {}
            final class DetailViewController: BaseViewController {}
            final class ListViewController: UIViewController {}
            protocol Configurable {}
            func show() {
                let main = UIStoryboard(name: "Main", bundle: nil)
                _ = main.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
                _ = main.instantiateViewController(withIdentifier: "Detail") as? BaseViewController
                _ = main.instantiateViewController(withIdentifier: "Detail") as! ListViewController
                _ = main.instantiateViewController(withIdentifier: "Base") as? DetailViewController
                _ = main.instantiateViewController(withIdentifier: "Nav") as! UINavigationController
                _ = main.instantiateViewController(withIdentifier: "Nav") as! UITabBarController
                _ = main.instantiateViewController(withIdentifier: "Detail") as? Configurable
                _ = main.instantiateViewController(withIdentifier: "Settings") as! ListViewController
            }
            """])
        #expect(found.map { "\($0.location!.line) \($0.severity) \($0.rule) \($0.message)" } == [
            "9 error instantiated-scene-wrong-class \"Detail\" in instantiateViewController(withIdentifier:) is a scene of class 'DetailViewController' (Main.storyboard:5), which is not a 'ListViewController': UIKit makes that class, so `as! ListViewController` stops the app; cast to the scene's class (or a superclass of it), or instantiate the scene meant",
            "10 warning instantiated-scene-wrong-class \"Base\" in instantiateViewController(withIdentifier:) is a scene of class 'BaseViewController' (Main.storyboard:6), which is not a 'DetailViewController': UIKit makes that class, so `as? DetailViewController` always gives nil; cast to the scene's class (or a superclass of it), or instantiate the scene meant",
            "12 error instantiated-scene-wrong-class \"Nav\" in instantiateViewController(withIdentifier:) is a scene of class 'UINavigationController' (Main.storyboard:7), which is not a 'UITabBarController': UIKit makes that class, so `as! UITabBarController` stops the app; cast to the scene's class (or a superclass of it), or instantiate the scene meant",
        ], "\(found)")
    }

    /// The initial controller instantiated from a storyboard the code names: a warning when no given
    /// storyboard of the name has one (the call returns nil); a cast right after the call to a class the
    /// initial scene's is not (a navigation controller taken for its root) is reported as for an ID.
    @Test func theInitialControllerOfANamedStoryboardIsChecked() throws {
        let login = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="n1">
            <scenes>
            <scene sceneID="s1"><objects>
            <navigationController id="n1" sceneMemberID="viewController">
            <connections><segue destination="l1" kind="relationship" relationship="rootViewController" id="g1"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="s2"><objects>
            <viewController id="l1" customClass="LoginViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            </scenes></document>
            """
        let found = try check(Self.listShowsDetail, ["Start.swift": """
            final class LoginViewController: UIViewController {}
            func start() {
                _ = UIStoryboard(name: "Login", bundle: nil).instantiateInitialViewController() as! LoginViewController
                _ = UIStoryboard(name: "Login", bundle: nil).instantiateInitialViewController() as? UINavigationController
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
            }
            """], more: ["Login.storyboard": login])
        #expect(found.filter { $0.location?.path == "Start.swift" }.map { "\($0.location!.line) \($0.severity) \($0.rule) \($0.message)" } == [
            "3 error instantiated-scene-wrong-class instantiateInitialViewController() gives the initial scene of class 'UINavigationController' (Login.storyboard:5), which is not a 'LoginViewController': UIKit makes that class, so `as! LoginViewController` stops the app; cast to the scene's class (or a superclass of it), or instantiate the scene meant",
            "5 warning initial-controller-missing instantiateInitialViewController() returns nil: Main.storyboard has no initial view controller; mark one as Is Initial View Controller in Interface Builder, or instantiate a scene by its Storyboard ID",
        ], "\(found)")
    }

    /// A storyboard made by a name no given storyboard has is a warning when a given one has nearly the
    /// name, or the name in other letter case (said so: an iOS device tells case apart); a name nothing
    /// given is near may be a storyboard the run was not given, and is not reported. A device's copy
    /// (`Settings~ipad`) is loaded by the plain name. For a Mac storyboard, the case note names a
    /// case-sensitive volume instead.
    @Test func aStoryboardNameNearlyAGivenOneIsAWarning() throws {
        let found = try check(Self.listShowsDetail, ["Start.swift": """
            func start() {
                _ = UIStoryboard(name: "Mian", bundle: nil).instantiateInitialViewController()
                _ = UIStoryboard(name: "main", bundle: .main)
                _ = UIStoryboard(name: "Main", bundle: nil)
                _ = UIStoryboard(name: "Onboarding", bundle: nil)
                _ = UIStoryboard(name: "Settings", bundle: nil)
                _ = UIStoryboard(name: "Setings", bundle: Bundle(for: Start.self))
                _ = NSStoryboard(name: "preferences", bundle: nil)
            }
            """], more: ["Settings~ipad.storyboard": Self.listShowsDetail, "Preferences.storyboard": Self.storyboard("", type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB")])
        #expect(found.filter { $0.rule == "storyboard-name-unknown" }.map { "\($0.location!.line):\($0.location!.column) \($0.severity) \($0.message)" } == [
            "2:28 warning no given storyboard is named \"Mian\", and making one its bundle lacks stops the app; did you mean \"Main\" (Main.storyboard)?",
            "3:28 warning no given storyboard is named \"main\", and making one its bundle lacks stops the app; \"Main\" (Main.storyboard) differs from it only in letter case, which an iOS device's file system tells apart",
            "8:28 warning no given storyboard is named \"preferences\", and making one its bundle lacks stops the app; \"Preferences\" (Preferences.storyboard) differs from it only in letter case, which a case-sensitive volume tells apart",
        ], "\(found)")
    }

    /// Code an iOS and a tvOS target share, each bundling its own `Main.storyboard`: an ID chosen by
    /// `#if os(tvOS)` is checked only where it is compiled; one chosen at run time is checked against
    /// the storyboards given, so a run given only the iOS storyboard reports the tvOS ID, and a run
    /// given both does not (the guide says so).
    @Test func anIDOfAnotherPlatformIsCheckedOnlyWhereItsBranchIsCompiled() throws {
        func main(_ identifier: String) -> String {
            Self.storyboard("<scene sceneID=\"s1\"><objects><viewController id=\"h1\" storyboardIdentifier=\"\(identifier)\" sceneMemberID=\"viewController\"/></objects></scene>")
        }
        let shared = ["Shared/Start.swift": """
            func home() -> UIViewController {
                let storyboard = UIStoryboard(name: "Main", bundle: nil)
                #if os(tvOS)
                return storyboard.instantiateViewController(withIdentifier: "TVHome")
                #else
                return storyboard.instantiateViewController(withIdentifier: "PhoneHome")
                #endif
            }
            func homeChosenAtRunTime() -> UIViewController {
                let storyboard = UIStoryboard(name: "Main", bundle: nil)
                if UIDevice.current.userInterfaceIdiom == .tv { return storyboard.instantiateViewController(withIdentifier: "TVHome") }
                return storyboard.instantiateViewController(withIdentifier: "PhoneHome")
            }
            """]
        let onlyPhone = try check(main("PhoneHome"), shared)
        #expect(onlyPhone.map { "\($0.location!.line) \($0.rule)" } == ["11 storyboard-id-without-scene"], "\(onlyPhone)")
        let tvStoryboard = Self.storyboard(
            "<scene sceneID=\"s1\"><objects><viewController id=\"h1\" storyboardIdentifier=\"TVHome\" sceneMemberID=\"viewController\"/></objects></scene>",
            type: "com.apple.InterfaceBuilder.AppleTV.Storyboard")
        let both = try check(main("PhoneHome"), shared, more: ["TV/Main.storyboard": tvStoryboard])
        #expect(both.filter { $0.rule == "storyboard-id-without-scene" }.isEmpty, "\(both)")
    }

    /// A base class that adopts `StoryboardInstantiable` for its subclasses, keeping the default
    /// identifier: the dynamic type's name is looked up, so the base itself names no scene, and is not
    /// reported.
    @Test func aBaseClassAdoptingStoryboardInstantiableForItsSubclassesIsNotReported() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" storyboardIdentifier="LibraryViewController" customClass="LibraryViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let found = try check(xml, ["Scenes.swift": """
            class MainViewController: UIViewController, StoryboardInstantiable {
                class var storyboardName: String { "Main" }
            }
            final class LibraryViewController: MainViewController {}
            """])
        #expect(found.filter { $0.rule.hasPrefix("scene-identifier") }.isEmpty, "\(found)")
    }

    /// An app's own `StoryboardInstantiable` (a common helper that loads the initial controller of a
    /// storyboard named after the class) is not SegueKit's: its adopters need no Storyboard ID.
    @Test func anAppsOwnStoryboardInstantiableIsNotChecked() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" customClass="MoviesListViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let adopter = "final class MoviesListViewController: UIViewController, StoryboardInstantiable {}\n"
        let own = """
            public protocol StoryboardInstantiable: NSObjectProtocol {
                static var defaultFileName: String { get }
            }
            extension StoryboardInstantiable where Self: UIViewController {
                static func instantiateViewController() -> Self {
                    UIStoryboard(name: defaultFileName, bundle: nil).instantiateInitialViewController() as! Self
                }
            }

            """
        func reported(_ sources: [String: String]) throws -> Bool {
            let modules = ModuleMap(["App", "Dep", "SegueKit"].map { .init(name: $0, path: $0) }, baseDirectory: "/")
            return try check(xml, sources, modules: modules).map(\.rule).contains("scene-identifier-without-scene")
        }
        #expect(try !reported(["App/Movies.swift": own + adopter]))
        // SegueKit's is checked: the class name is no Storyboard ID here. Also with SegueKit's own sources
        // among those given (the check plugin passes a target's dependencies), or a shim that names it.
        let segueKit = "public protocol StoryboardInstantiable: AnyObject {}\n"
        #expect(try reported(["App/Movies.swift": "import SegueKit\n" + adopter]))
        #expect(try reported(["App/Movies.swift": "import SegueKit\n" + adopter, "SegueKit/StoryboardInstantiable.swift": segueKit]))
        #expect(try reported(["App/Movies.swift": "import SegueKit\ntypealias StoryboardInstantiable = SegueKit.StoryboardInstantiable\n" + adopter]))
        // Another module's own protocol is the one a file that does not import SegueKit names.
        #expect(try !reported(["App/Movies.swift": "import Dep\n" + adopter, "Dep/Scenes.swift": own]))
        #expect(try reported(["App/Movies.swift": "import SegueKit\n" + adopter, "Dep/Scenes.swift": own]))
        // Through a protocol that refines it, the protocol is the one where the refinement is written.
        let scene = "final class MoviesListViewController: UIViewController, MovieScene {}\n"
        #expect(try !reported(["App/Movies.swift": "import SegueKit\nimport Dep\n" + scene, "Dep/Scenes.swift": own + "public protocol MovieScene: StoryboardInstantiable {}\n"]))
        #expect(try reported(["App/Movies.swift": "import Dep\n" + scene, "App/Own.swift": own,
                              "Dep/Scenes.swift": "import SegueKit\npublic protocol MovieScene: StoryboardInstantiable {}\n"]))
        #expect(try reported(["App/Movies.swift": "import Dep\n" + scene, "App/Scenes.swift": "import SegueKit\nprotocol MovieScene: StoryboardInstantiable {}\n",
                              "Dep/Own.swift": own]))
    }

    /// `switch (segue.identifier, segue.destination)`, a common shape of `prepare`: a misspelt identifier
    /// in a case is reported as in a plain switch.
    @Test func aMisspeltIdentifierInASwitchOnATupleIsReported() throws {
        let found = try check(Self.listShowsDetail, ["List.swift": """
            final class ListViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch (segue.identifier, segue.destination) {
                    case ("showDetial", let detail as DetailViewController): detail.title = "x"
                    case ("showDetail"?, _): break
                    default: break
                    }
                }
            }
            final class DetailViewController: UIViewController {}
            """])
        let reported = found.filter { $0.rule == "string-identifier-without-segue" }
        #expect(reported.map(\.location?.line) == [4], "\(found)")
        #expect(reported.first?.message.contains("\"showDetial\" in a case of a switch on the segue identifier") == true, "\(found)")
    }

    /// A case the code makes itself from a literal, not to perform it — the fallback a hand-written
    /// `segueIdentifier(for:)` returns for segues without a known identifier
    /// (`SegueIdentifier(rawValue: "noSegue")!`, `.init(rawValue:)`) — is not expected in the
    /// storyboard; one made to be performed still is.
    @Test func aCaseTheCodeMakesFromALiteralNeedsNoSegue() throws {
        let found = try check(Self.listShowsDetail, [
            "SegueHandlerType.swift": """
                public protocol SegueHandlerType { associatedtype SegueIdentifier: RawRepresentable }
                extension SegueHandlerType where Self: UIViewController, SegueIdentifier.RawValue == String {
                    func segueIdentifier(for segue: UIStoryboardSegue) -> SegueIdentifier {
                        guard let identifier = segue.identifier, let known = SegueIdentifier(rawValue: identifier) else {
                            return SegueIdentifier(rawValue: "noSegue")!
                        }
                        return known
                    }
                }
                """,
            "List.swift": """
                final class ListViewController: UIViewController, SegueHandlerType {
                    enum SegueIdentifier: String { case noSegue, showDetail, showDetial, unknown, legacy }
                    func fallback() -> SegueIdentifier { .init(rawValue: "unknown")! }
                    func open() { performSegue(withIdentifier: SegueIdentifier(rawValue: "showDetial")!, sender: nil) }
                }
                enum SegueIdentifier: String { case noSegue, showDetail, showMore }
                """,
            "Detail.swift": """
                final class DetailViewController: UIViewController, SegueHandlerType {
                    enum SegueIdentifier: String { case noSegue, unknown }
                    var isLegacy: Bool { ListViewController.SegueIdentifier(rawValue: "legacy") != nil }
                }
                """,
        ])
        // "case 'showDetial' of ListViewController.SegueIdentifier matches no segue …"
        let reported = found.filter { $0.rule == "case-without-segue" }.map { $0.message.split(separator: " ")[1...3].joined(separator: " ") }
        #expect(reported == ["'showDetial' of ListViewController.SegueIdentifier", "'showMore' of top-level"], "\(found)")
    }

    /// On a Mac storyboard, the messages name AppKit.
    @Test func aMacStoryboardsFindingsNameAppKit() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" customClass="LibraryViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="a2" kind="sheet" identifier="showInspector" id="g1"/>
            </connections></viewController>
            <viewController id="a2" customClass="InspectorViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            """, type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB")
        let found = try check(xml, ["App.swift": """
            final class LibraryViewController: NSViewController {}
            final class InspectorViewController: NSViewController, CoderInitializable {}
            """])
        let injected = found.filter { $0.rule == "injected-destination-without-action" }
        #expect(injected.count == 1 && injected[0].message.contains("AppKit makes it with init?(coder:)"), "\(found)")
    }

    /// A `CoderInitializable` class of one module does not make another module's same-named class
    /// need a segue action.
    @Test func aSameNamedInjectedClassOfAnotherModuleIsAnotherClass() throws {
        let main = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" customClass="ShelfViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="a2" kind="show" identifier="showPage" id="g1"/>
            </connections></viewController>
            <viewController id="a2" customClass="PageViewController" customModule="Kit" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let sources = [
            "App/Shelf.swift": "final class ShelfViewController: UIViewController {}\nfinal class PageViewController: UIViewController, CoderInitializable {}",
            "Kit/Page.swift": "open class PageViewController: UIViewController {}",
        ]
        let modules = ModuleMap([.init(name: "App", path: "App"), .init(name: "Kit", path: "Kit")], baseDirectory: "/")
        let found = try check(main, sources, modules: modules)
        #expect(found.filter { $0.rule == "injected-destination-without-action" }.isEmpty, "\(found)")
    }

    /// A container's relationship action is called on what presents the container: a controller of
    /// another storyboard, through a storyboard reference, or what presents a tab bar that holds it.
    @Test func aRelationshipActionIsFoundOnWhatPresentsItsContainer() throws {
        let main = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="p1" customClass="PresenterViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="r1" kind="presentation" identifier="showSettings" id="g1"/>
            <segue destination="t1" kind="presentation" identifier="showTabs" id="g2"/>
            </connections></viewController>
            <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="SettingsNav" id="r1" sceneMemberID="viewController"/>
            <tabBarController id="t1" sceneMemberID="viewController"><connections>
            <segue destination="n1" kind="relationship" relationship="viewControllers" id="g3"/>
            </connections></tabBarController>
            <navigationController id="n1" sceneMemberID="viewController"><connections>
            <segue destination="d1" kind="relationship" relationship="rootViewController" destinationCreationSelector="makeRoot:sender:" id="g4"/>
            </connections></navigationController>
            <viewController id="d1" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let settings = Self.storyboard("""
            <scene sceneID="s2"><objects>
            <navigationController storyboardIdentifier="SettingsNav" id="n2" customClass="SettingsNavigationController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="d2" kind="relationship" relationship="rootViewController" destinationCreationSelector="makeSettings:" id="g5"/>
            </connections></navigationController>
            <viewController id="d2" customClass="SettingsViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let sources = """
            final class PresenterViewController: UIViewController {
                @IBSegueAction func makeSettings(_ coder: NSCoder) -> SettingsViewController? { nil }
                @IBSegueAction func makeRoot(_ coder: NSCoder, sender: Any?) -> DetailViewController? { nil }
            }
            final class SettingsNavigationController: UINavigationController {}
            final class SettingsViewController: UIViewController {}
            final class DetailViewController: UIViewController {}
            """
        let found = try check(main, ["App.swift": sources], more: ["Settings.storyboard": settings])
        #expect(found.filter { $0.rule.hasPrefix("segue-action") }.isEmpty, "\(found)")
        // A misspelt action is still an error, naming both controllers it may be called on and the
        // action it most likely means.
        let misspelt = try check(main, ["App.swift": sources.replacingOccurrences(of: "func makeSettings", with: "func makeSetings")], more: ["Settings.storyboard": settings])
        #expect(misspelt.filter { $0.rule.hasPrefix("segue-action") }.map(\.message) == [
            "destinationCreationSelector 'makeSettings:' has no matching method on 'SettingsNavigationController' or 'PresenterViewController'; did you mean 'makeSetings' at App.swift:2, selector 'makeSetings:'? Set the segue's selector to it, or rename the method",
        ], "\(misspelt)")
        // Nothing near: what to add.
        let renamed = try check(main, ["App.swift": sources.replacingOccurrences(of: "func makeSettings", with: "func preferences")], more: ["Settings.storyboard": settings])
        #expect(renamed.filter { $0.rule.hasPrefix("segue-action") }.map(\.message) == [
            "destinationCreationSelector 'makeSettings:' has no matching method on 'SettingsNavigationController' or 'PresenterViewController'; add `@IBSegueAction func makeSettings(_ coder: NSCoder, …) -> UIViewController?`",
        ], "\(renamed)")
    }

    /// An unwind action whose parameter is the segue's own subclass, named otherwise than `…Segue`
    /// (`PopTransition`, declared in another file), takes a segue: the unwind's identifier is a case
    /// of the enum of the class it returns to.
    @Test func anUnwindActionTakingASegueSubclassOfAnyNameIsTheUnwindsAction() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController">
            <connections><segue destination="b1" kind="show" identifier="showDetail" id="g1"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects>
            <viewController id="b1" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController">
            <connections><segue destination="a1" kind="unwind" identifier="backToList" customClass="PopTransition" customModuleProvider="target" unwindAction="unwindToList:" id="g2"/></connections>
            </viewController></objects></scene>
            """)
        let list = """
            final class ListViewController: UIViewController {
                enum SegueIdentifier: String { case showDetail, backToList }
                @IBAction func unwindToList(_ transition: PopTransition) {}
            }
            final class DetailViewController: UIViewController {}
            """
        let transitions = "class FadeSegue: UIStoryboardSegue {}\nfinal class PopTransition: FadeSegue {}"
        #expect(try check(xml, ["List.swift": list, "Transitions.swift": transitions]) == [])
        // A method taking a class that is no segue lets no unwind in: the case matches no segue.
        let notASegue = try check(xml, ["List.swift": list, "Transitions.swift": "final class PopTransition: NSObject {}"])
        #expect(notASegue.map(\.rule) == ["case-without-segue"], "\(notASegue)")
    }

    /// A superclass qualified with its framework (`UIKit.UIViewController`), or a typealias of a platform
    /// class, is that class: a table view controller scene of a class deriving from it is the error it is
    /// unqualified.
    @Test func aFrameworkQualifiedSuperclassIsCheckedAgainstTheSceneKind() throws {
        let found = try check(Self.listAndDetail, ["List.swift": """
            final class ListViewController: UIKit.UIViewController {
                @IBAction func backToList(segue: UIStoryboardSegue) {}
            }
            final class DetailViewController: UIKit.UIViewController {}
            """])
        #expect(found.map(\.rule) == ["scene-kind-mismatch"], "\(found)")
        #expect(found.first?.message.contains("derives from UIViewController (ListViewController → UIKit.UIViewController)") == true, "\(found)")
        let matching = try check(Self.listAndDetail, ["List.swift": """
            final class ListViewController: UIKit.UITableViewController {
                @IBAction func backToList(segue: UIStoryboardSegue) {}
            }
            final class DetailViewController: UIKit.UIViewController {}
            """])
        #expect(matching == [], "\(matching)")
        // So is a typealias of a platform class, declared once.
        let aliased = try check(Self.listAndDetail, ["List.swift": """
            typealias BaseController = UIViewController
            final class ListViewController: BaseController {
                @IBAction func backToList(segue: UIStoryboardSegue) {}
            }
            final class DetailViewController: BaseController {}
            """])
        #expect(aliased.map(\.rule) == ["scene-kind-mismatch"], "\(aliased)")
        #expect(aliased.first?.message.contains("derives from UIViewController (ListViewController → BaseController)") == true, "\(aliased)")
    }

    /// A segue whose destination is no object of its storyboard (a file edited by hand or merged badly)
    /// is an error where the segue is, identified or not.
    @Test func aSegueToNoObjectOfItsStoryboardIsAnError() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController">
            <connections><segue destination="NOPE" kind="show" identifier="showDetail" id="g1"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects>
            <navigationController id="n1" sceneMemberID="viewController">
            <connections><segue destination="GONE" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController></objects></scene>
            """)
        let found = try check(xml, ["List.swift": "final class ListViewController: UIViewController {}"])
        #expect(found.filter { $0.rule == "segue-destination-missing" }.map(\.description) == [
            "Main.storyboard:6:14: error: segue 'showDetail' leads to 'NOPE', which is no controller, storyboard reference or exit of Main.storyboard; connect it again in Interface Builder",
            "Main.storyboard:10:14: error: the relationship segue leads to 'GONE', which is no controller, storyboard reference or exit of Main.storyboard; connect it again in Interface Builder",
        ], "\(found)")
        #expect(try check(Self.listShowsDetail, ["List.swift": "final class ListViewController: UIViewController {}\nfinal class DetailViewController: UIViewController {}"])
            .allSatisfy { $0.rule != "segue-destination-missing" })
    }

    /// The command plugin passes a dependency's sources, for its classes' chains, but only the checked
    /// target's storyboards: an enum of a module none of whose storyboards were given is not reported
    /// as without scenes. Without module assignments it still is.
    @Test func anEnumOfAModuleWithoutGivenStoryboardsIsNotWithoutScenes() throws {
        let sources = [
            "/App/List.swift": "final class ListViewController: UIViewController { enum SegueIdentifier: String { case showDetail } }\nfinal class DetailViewController: UIViewController {}",
            "/Kit/Picker.swift": "public class PickerViewController: UIViewController { public enum SegueIdentifier: String { case showOptions } }",
        ]
        let modules = ModuleMap([.init(name: "App", path: "/App"), .init(name: "App", path: "Main.storyboard"), .init(name: "Kit", path: "/Kit")])
        let found = try check(Self.listShowsDetail, sources, modules: modules)
        #expect(!found.contains { $0.rule == "enum-without-scene" }, "\(found)")
        let unassigned = try check(Self.listShowsDetail, sources)
        #expect(unassigned.filter { $0.rule == "enum-without-scene" }.map(\.path) == ["/Kit/Picker.swift"], "\(unassigned)")
    }

    @Test func aModuleNamedOnlyByACustomObjectIsKnown() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s0"><objects>
            <application id="app" sceneMemberID="viewController"/>
            <customObject id="del" customClass="AppDelegate" customModule="Notes" customModuleProvider="target"/>
            </objects></scene>
            """, type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB")
        var modules = ModuleMap()
        modules.sourceModule = "Notes"
        let found = try check(xml, ["AppDelegate.swift": "final class AppDelegate: NSObject {}"], modules: modules)
        #expect(!found.contains { $0.rule == "unknown-module" }, "\(found)")
        modules.sourceModule = "Nots"
        #expect(try check(xml, [:], modules: modules).contains { $0.rule == "unknown-module" })
    }

    /// A scene whose `customModule` names a framework whose sources are given, which do not declare its
    /// class, is reported as that module's class, not the app's.
    @Test func anUndeclaredClassOfANamedModuleIsReportedAsThatModules() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" customClass="KitSettingsViewController" customModule="Kit" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let modules = ModuleMap([.init(name: "App", path: "/App"), .init(name: "App", path: "Main.storyboard"), .init(name: "Kit", path: "/Kit")])
        let found = try check(xml, ["/Kit/Settings.swift": "public final class SettingsViewController: UIViewController {}", "/App/App.swift": "final class Home: UIViewController {}"], modules: modules)
        #expect(found.filter { $0.rule == "class-not-declared" }.map(\.message).first?.hasPrefix(
            "scene class 'KitSettingsViewController' belongs to module 'Kit' but no given Swift file declares it; the sources declare 'SettingsViewController'") == true, "\(found)")
    }

    /// A framework's `open` base controller may declare the enum its subclasses in apps share: no scene
    /// of the framework's storyboards being of it is no finding. A class no other module can subclass
    /// still gets the warning.
    @Test func anOpenClassWithoutScenesIsNotReported() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" customClass="LoginViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let found = try check(xml, ["Base.swift": """
            public final class LoginViewController: UIViewController {}
            open class BaseViewController: UIViewController, SegueHandlerType {
                public enum SegueIdentifier: String { case showHelp }
            }
            public class SealedViewController: UIViewController {
                public enum SegueIdentifier: String { case showHelp }
            }
            """])
        #expect(found.filter { $0.rule == "enum-without-scene" }.map(\.message) == [
            "'SealedViewController' declares SegueIdentifier but no scene of the given storyboards has custom class 'SealedViewController' or a subclass of it",
        ], "\(found)")
    }

    /// A class nested in another type reaches its storyboard by its `@objc(Name)`: its enum is checked
    /// against the scenes of that name.
    @Test func aNestedClassIsCheckedByItsObjectiveCName() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" customClass="OnboardingWelcome" sceneMemberID="viewController">
            <connections><segue destination="a1" kind="show" identifier="start" id="g1"/></connections>
            </viewController></objects></scene>
            """)
        let found = try check(xml, ["Onboarding.swift": """
            enum Onboarding {
                @objc(OnboardingWelcome) final class WelcomeViewController: UIViewController {
                    enum SegueIdentifier: String { case begin }
                }
            }
            """])
        #expect(found.contains { $0.rule == "segue-without-case" && $0.message.hasPrefix("segue 'start' of WelcomeViewController has no case") }, "\(found)")
        #expect(found.contains { $0.rule == "case-without-segue" && $0.message.hasPrefix("case 'begin' of WelcomeViewController.SegueIdentifier") }, "\(found)")
        #expect(!found.contains { $0.rule == "enum-without-scene" }, "\(found)")
    }

    /// A class nested in another type without `@objc(Name)`, which no storyboard can name, is not the
    /// top-level class of its name: its enum and literals are not checked against that class's scenes.
    @Test func aNestedClassOfATopLevelClassesNameIsNotThatClass() throws {
        let found = try check(Self.listShowsDetail, [
            "List.swift": """
                final class ListViewController: UITableViewController {
                    enum SegueIdentifier: String { case showDetail }
                }
                final class DetailViewController: UIViewController {}
                """,
            "Legacy.swift": """
                enum Legacy {
                    final class ListViewController: UIViewController {
                        enum SegueIdentifier: String { case openOld }
                        func open() { performSegue(withIdentifier: "openOld", sender: nil) }
                    }
                }
                """,
        ])
        #expect(found.filter { $0.severity == .error }.isEmpty, "\(found)")
    }

    /// A class renamed in code with a typealias for its old name compiles, but the storyboard's old name
    /// is no class the runtime knows: the scene is reported, naming the class to set.
    @Test func aSceneNamingATypealiasIsReportedWithTheClassItNames() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" customClass="OldInboxViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let found = try check(xml, ["Inbox.swift": """
            final class InboxViewController: UIViewController {}
            @available(*, deprecated, renamed: "InboxViewController")
            typealias OldInboxViewController = InboxViewController
            """])
        let undeclared = found.first { $0.rule == "class-not-declared" }
        #expect(undeclared?.message.contains("'OldInboxViewController' is a typealias of 'InboxViewController' (Inbox.swift:3), which the runtime does not know: set the scene's class to 'InboxViewController'") == true, "\(found)")
    }

    /// A class renamed in code that keeps its old name with `@objc(OldName)` is found by that name only
    /// from a scene without a module: with one, Interface Builder records the module's Swift class of that
    /// name. The report says to clear the module, not that the class was renamed.
    @Test func aSceneWithAModuleNamingAnObjCNameSaysToClearTheModule() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" customClass="LegacyInboxViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            <viewController id="a2" customClass="LegacyInboxViewController" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let found = try check(xml, ["Inbox.swift": "@objc(LegacyInboxViewController) final class InboxViewController: UIViewController {}"])
        let undeclared = found.filter { $0.rule == "class-not-declared" }
        #expect(undeclared.count == 1 && undeclared.first?.location?.line == 5, "\(found)")
        #expect(undeclared.first?.message.contains(
            "; 'InboxViewController' is @objc(LegacyInboxViewController), a name the runtime finds only for a scene without a module: "
                + "clear the scene's module, or set its class to 'InboxViewController'") == true, "\(found)")
    }

    /// A `StoryboardInstantiable` class whose Storyboard ID names a scene of an unrelated class (an error),
    /// or of a superclass when it has no dependencies to make itself with (a warning: `instantiate()`
    /// fails, a creator of the app's own does not): the scene exists, but instantiating it as the class
    /// stops the app. A `CoderInitializable` class is made by its creator, so a superclass's scene serves it.
    @Test func aStoryboardInstantiableSceneOfAnUnrelatedClassIsAnError() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" storyboardIdentifier="Profile" customClass="ProfileViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            <navigationController id="a2" storyboardIdentifier="SettingsNav" sceneMemberID="viewController"/>
            <viewController id="a3" storyboardIdentifier="Base" customClass="BaseViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let found = try check(xml, ["Scenes.swift": """
            class BaseViewController: UIViewController {}
            final class ProfileViewController: UIViewController {}
            final class AccountEditorViewController: UIViewController, StoryboardInstantiable {
                static let storyboardName = "Main"
                static let sceneIdentifier = "Profile"
            }
            final class SettingsViewController: UIViewController, StoryboardInstantiable {
                static let storyboardName = "Main"
                static let sceneIdentifier = "SettingsNav"
            }
            final class DetailViewController: BaseViewController, StoryboardInstantiable {
                static let storyboardName = "Main"
                static let sceneIdentifier = "Base"
            }
            final class KitViewController: KitBaseViewController, StoryboardInstantiable {
                static let storyboardName = "Main"
                static let sceneIdentifier = "SettingsNav"
            }
            final class InjectedDetailViewController: BaseViewController, StoryboardInstantiable, CoderInitializable {
                static let storyboardName = "Main"
                static let sceneIdentifier = "Base"
            }
            """])
        let wrong = found.filter { $0.rule == "scene-identifier-wrong-class" }.map(\.message)
        #expect(wrong == [
            "'AccountEditorViewController': scene \"Profile\" of Main.storyboard (line 5) is of class 'ProfileViewController', unrelated to 'AccountEditorViewController'; instantiating it stops the app",
            "'SettingsViewController': scene \"SettingsNav\" of Main.storyboard (line 6) is of class 'UINavigationController', unrelated to 'SettingsViewController'; instantiating it stops the app",
            "'DetailViewController': scene \"Base\" of Main.storyboard (line 7) is of class 'BaseViewController', a superclass of 'DetailViewController': instantiate() makes a 'BaseViewController', and the cast to 'DetailViewController' stops the app (made by a creator of your own, it is fine); set the scene's class to 'DetailViewController'",
        ], "\(found)")
        // Only the superclass's scene is a warning: the app may make the class with a creator of its own.
        #expect(found.filter { $0.rule == "scene-identifier-wrong-class" }.map(\.severity) == [.error, .error, .warning], "\(found)")
    }

    /// A protocol can say which enum its adopters use (`where SegueIdentifier == HelpSegue`): the enum is
    /// checked against the segues of the classes that adopt it.
    @Test func anEnumAProtocolGivesItsAdoptersIsChecked() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController">
            <connections>
            <segue destination="a1" kind="show" identifier="help" id="g1"/>
            <segue destination="a1" kind="show" identifier="share" id="g2"/>
            </connections>
            </viewController></objects></scene>
            """)
        let found = try check(xml, ["Detail.swift": """
            protocol HelpRouting: SegueHandlerType where SegueIdentifier == HelpSegue {}
            enum HelpSegue: String { case showHelp = "help", showCredits = "credits" }
            final class DetailViewController: UIViewController, HelpRouting {}
            """])
        #expect(found.contains { $0.rule == "case-without-segue" && $0.message.hasPrefix("case 'showCredits' (\"credits\") of HelpSegue matches no segue of DetailViewController") }, "\(found)")
        #expect(found.contains { $0.rule == "segue-without-case" && $0.message.hasPrefix("segue 'share' of DetailViewController has no case") }, "\(found)")
        #expect(!found.contains { $0.rule == "enum-without-scene" }, "\(found)")
        // Saying it in the class too (`typealias SegueIdentifier = HelpSegue`) reports each finding once.
        let twice = try check(xml, ["Detail.swift": """
            protocol HelpRouting: SegueHandlerType where SegueIdentifier == HelpSegue {}
            enum HelpSegue: String { case showHelp = "help", showCredits = "credits" }
            final class DetailViewController: UIViewController, HelpRouting { typealias SegueIdentifier = HelpSegue }
            """])
        #expect(twice.filter { $0.rule == "segue-without-case" }.count == 1 && !twice.contains { $0.rule == "enum-without-scene" }, "\(twice)")
        #expect(twice.contains { $0.message.contains("matches no segue of DetailViewController in") }, "\(twice)")
        // Through a protocol that inherits it.
        let refined = try check(xml, ["Detail.swift": """
            protocol HelpRouting: SegueHandlerType where SegueIdentifier == HelpSegue {}
            protocol DetailRouting: HelpRouting {}
            enum HelpSegue: String { case showHelp = "help", showCredits = "credits" }
            final class DetailViewController: UIViewController, DetailRouting {}
            """])
        #expect(refined.filter { $0.rule == "segue-without-case" || $0.rule == "case-without-segue" }.count == 2, "\(refined)")
        #expect(!refined.contains { $0.rule == "enum-without-scene" }, "\(refined)")
    }

    /// A storyboard at `path` with one scene: a target's `className` of Storyboard ID `identifier`.
    private static func oneScene(of className: String, identifier: String, at path: String) throws -> StoryboardDocument {
        try StoryboardParser().parse(data: Data(storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" storyboardIdentifier="\(identifier)" customClass="\(className)" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            """).utf8), filePath: path)
    }

    /// Two modules each with a `Shared.storyboard`: `storyboardBundle` (the app's by default) decides
    /// which one a class loads, so a scene of the name in either is the class's.
    @Test func aStoryboardInstantiableSceneIsLookedUpInEveryStoryboardOfItsName() throws {
        func shared(_ className: String, identifier: String = "Profile") throws -> StoryboardDocument {
            try Self.oneScene(of: className, identifier: identifier, at: className.hasPrefix("Kit") ? "/Kit/Shared.storyboard" : "/App/Shared.storyboard")
        }
        var scan = SwiftSourceScan.scan(source: """
            final class ProfileViewController: UIViewController, StoryboardInstantiable {
                static let storyboardName = "Shared"
                static let sceneIdentifier = "Profile"
            }
            """, path: "/App/Profile.swift")
        scan.merge(SwiftSourceScan.scan(source: "final class KitProfileViewController: UIViewController {}", path: "/Kit/Profile.swift"))
        let modules = ModuleMap([.init(name: "App", path: "/App"), .init(name: "Kit", path: "/Kit")])
        let found = StoryboardCodeChecker(documents: [try shared("KitProfileViewController"), try shared("ProfileViewController")], scan: scan, modules: modules).check()
        #expect(!found.contains { $0.rule.hasPrefix("scene-identifier") }, "\(found)")
        // Only Kit's storyboard has the scene: without `storyboardBundle` the class loads the app's.
        let kitOnly = StoryboardCodeChecker(documents: [try shared("KitProfileViewController"), try shared("ProfileViewController", identifier: "AppOnly")], scan: scan, modules: modules).check()
        #expect(kitOnly.contains { $0.rule == "scene-identifier-without-scene" }, "\(kitOnly)")
        var choosing = scan
        choosing.merge(SwiftSourceScan.scan(source: "extension ProfileViewController { static var storyboardBundle: Bundle? { Bundle(for: KitProfileViewController.self) } }", path: "/App/Bundle.swift"))
        let chosen = StoryboardCodeChecker(documents: [try shared("KitProfileViewController"), try shared("ProfileViewController", identifier: "AppOnly")], scan: choosing, modules: modules).check()
        #expect(!chosen.contains { $0.rule == "scene-identifier-without-scene" }, "\(chosen)")
    }

    /// Same-named `StoryboardInstantiable` classes of two modules are two classes: each is checked
    /// with its own `sceneIdentifier`, against its own module's storyboard, whichever file comes first.
    @Test func sameNamedInstantiableClassesOfTwoModulesAreEachChecked() throws {
        func main(_ module: String, identifier: String) throws -> StoryboardDocument {
            try Self.oneScene(of: "AccountViewController", identifier: identifier, at: "/\(module)/Main.storyboard")
        }
        let app = SwiftSourceScan.scan(source: """
            final class AccountViewController: UIViewController, StoryboardInstantiable {
                static let storyboardName = "Main"
                static let sceneIdentifier = "Account"
            }
            """, path: "/App/Account.swift")
        let settings = SwiftSourceScan.scan(source: """
            final class AccountViewController: UIViewController, StoryboardInstantiable {
                static let storyboardName = "Main"
                static let sceneIdentifier = "SettingsAccount"
            }
            """, path: "/Settings/Account.swift")
        let modules = ModuleMap([.init(name: "App", path: "/App"), .init(name: "Settings", path: "/Settings")])
        let documents = [try main("App", identifier: "Account"), try main("Settings", identifier: "Account")]
        for order in [[app, settings], [settings, app]] {
            var scan = order[0]
            scan.merge(order[1])
            let found = StoryboardCodeChecker(documents: documents, scan: scan, modules: modules).check().filter { $0.rule.hasPrefix("scene-identifier") }
            #expect(found.map(\.location?.path) == ["/Settings/Account.swift"], "\(found)")
            #expect(found.first?.message.hasPrefix("'AccountViewController': sceneIdentifier \"SettingsAccount\" names no scene of Main.storyboard") == true, "\(found)")
        }
    }

    /// A reference to a given storyboard that lacks its scene stops the app when it opens.
    @Test func aReferenceToASceneTheGivenStoryboardLacksIsAnError() throws {
        let main = try StoryboardParser().parse(data: Data(Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" sceneMemberID="viewController">
            <connections>
            <segue destination="r1" kind="show" identifier="showProfile" id="g1"/>
            <segue destination="r2" kind="show" identifier="showSettings" id="g2"/>
            <segue destination="r3" kind="show" identifier="showAccount" id="g3"/>
            </connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects>
            <viewControllerPlaceholder id="r1" storyboardName="Settings" referencedIdentifier="Profile" sceneMemberID="viewController"/>
            <viewControllerPlaceholder id="r2" storyboardName="Settings" referencedIdentifier="Settings" sceneMemberID="viewController"/>
            <viewControllerPlaceholder id="r3" storyboardName="Account" sceneMemberID="viewController"/>
            </objects></scene>
            """).utf8), filePath: "Main.storyboard")
        let settings = try StoryboardParser().parse(data: Data(Self.storyboard("""
            <scene sceneID="s3"><objects>
            <viewController id="b1" storyboardIdentifier="Settings" sceneMemberID="viewController"/>
            <viewController id="b2" storyboardIdentifier="ProfileScreen" sceneMemberID="viewController"/>
            </objects></scene>
            """).utf8), filePath: "Settings.storyboard")
        let found = StoryboardCodeChecker(documents: [main, settings], scan: SwiftSourceScan()).check()
        #expect(found.map(\.description) == [
            "Main.storyboard:13:1: error: storyboard reference to 'Profile' of Settings.storyboard, which has no scene with that Storyboard ID (its Storyboard IDs: 'ProfileScreen', 'Settings'); the app stops when it opens",
        ], "\(found)")
        let withAccount = try StoryboardParser().parse(data: Data(Self.storyboard("""
            <scene sceneID="s4"><objects><viewController id="c1" sceneMemberID="viewController"/></objects></scene>
            """).utf8), filePath: "Account.storyboard")
        let noInitial = StoryboardCodeChecker(documents: [main, settings, withAccount], scan: SwiftSourceScan()).check()
        #expect(noInitial.contains { $0.rule == "reference-without-scene" && $0.message.hasPrefix("storyboard reference to the initial controller of Account.storyboard, which has none") }, "\(noInitial)")
    }

    /// A storyboard whose entry point is a storyboard reference opens what that reference opens: a
    /// reference to its initial controller is followed there (the typed destination is that scene's
    /// class), and is no error when the storyboard it leads to was not given, or leads back.
    @Test func aReferenceToAStoryboardWhoseEntryIsAReferenceFollowsIt() throws {
        func parse(_ name: String, initial: String, _ scenes: String) throws -> StoryboardDocument {
            try StoryboardParser().parse(data: Data(Self.storyboard(scenes).replacingOccurrences(
                of: "version=\"3.0\">", with: "version=\"3.0\" initialViewController=\"\(initial)\">").utf8), filePath: "\(name).storyboard")
        }
        let launcher = try parse("Launcher", initial: "a", """
            <scene sceneID="s1"><objects><viewController id="a" customClass="LauncherViewController" sceneMemberID="viewController">
            <connections><segue destination="r" kind="presentation" identifier="start" id="g"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewControllerPlaceholder storyboardName="Main" id="r" sceneMemberID="viewController"/></objects></scene>
            """)
        let main = try parse("Main", initial: "entry", """
            <scene sceneID="s1"><objects><viewControllerPlaceholder storyboardName="Onboarding" id="entry" sceneMemberID="viewController"/></objects></scene>
            """)
        let onboarding = try parse("Onboarding", initial: "o", """
            <scene sceneID="s1"><objects><viewController id="o" customClass="OnboardingViewController" sceneMemberID="viewController"/></objects></scene>
            """)
        for documents in [[launcher, main, onboarding], [launcher, main]] {
            let found = StoryboardCodeChecker(documents: documents, scan: SwiftSourceScan()).check().filter { $0.rule == "reference-without-scene" }
            #expect(found.isEmpty, "\(documents.map(\.filePath)): \(found)")
        }
        let catalog = SegueCatalog(documents: [launcher, main, onboarding])
        guard case .reference(_, _, let resolved)? = catalog.classes["LauncherViewController"]?.first?.destination else {
            Issue.record("no reference destination: \(String(describing: catalog.classes["LauncherViewController"]))")
            return
        }
        #expect(resolved?.className == "OnboardingViewController")
        // Entry points that lead back to each other open nothing: the reference is an error, as is one
        // whose entry reference names a scene its storyboard lacks.
        let loop = try parse("Onboarding", initial: "back", """
            <scene sceneID="s1"><objects><viewControllerPlaceholder storyboardName="Main" id="back" sceneMemberID="viewController"/></objects></scene>
            """)
        let missing = try parse("Onboarding", initial: "o", """
            <scene sceneID="s1"><objects><viewController id="o" storyboardIdentifier="Welcome" sceneMemberID="viewController"/></objects></scene>
            """)
        let main2 = try parse("Main", initial: "entry", """
            <scene sceneID="s1"><objects><viewControllerPlaceholder storyboardName="Onboarding" referencedIdentifier="Start" id="entry" sceneMemberID="viewController"/></objects></scene>
            """)
        for documents in [[launcher, main, loop], [launcher, main2, missing]] {
            let found = StoryboardCodeChecker(documents: documents, scan: SwiftSourceScan()).check().filter { $0.rule == "reference-without-scene" && $0.path == "Launcher.storyboard" }
            #expect(found.map(\.message) == [
                "storyboard reference to the initial controller of Main.storyboard, whose entry point is a storyboard reference that opens no scene (or leads back); the app stops when it opens",
            ], "\(documents.map(\.filePath)): \(found)")
        }
    }

    /// With each module's sources told apart, an app's controller inherits the enum its framework
    /// superclass declares: drift between the two is found, and the enum has a scene.
    @Test func aClassIsCheckedAgainstTheEnumOfASuperclassInAnotherModule() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
            <viewController id="a1" customClass="AccountViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            <connections>
            <segue destination="a1" kind="show" identifier="showHelp" id="g1"/>
            <segue destination="a1" kind="show" identifier="showTerms" id="g2"/>
            </connections>
            </viewController></objects></scene>
            """)
        let modules = ModuleMap([.init(name: "App", path: "/App"), .init(name: "FeatureKit", path: "/FeatureKit")])
        let found = try check(xml, [
            "/FeatureKit/Base.swift": "open class HelpfulViewController: UIViewController, SegueHandlerType {\n    public enum SegueIdentifier: String { case showHelp, showFeedback }\n}",
            "/App/Account.swift": "import FeatureKit\nfinal class AccountViewController: HelpfulViewController {}",
        ], modules: modules)
        #expect(found.contains { $0.rule == "segue-without-case" && $0.message.contains("'showTerms' of App.AccountViewController has no case in FeatureKit.HelpfulViewController.SegueIdentifier") }, "\(found)")
        #expect(found.contains { $0.rule == "case-without-segue" && $0.message.contains("'showFeedback'") }, "\(found)")
        #expect(!found.contains { $0.rule == "enum-without-scene" }, "\(found)")
    }

    @Test func anExtensionOfUIViewControllerDeclaresTheEnumOfEveryPlatformSubclass() throws {
        let found = try check(Self.listAndDetail, [
            "Segues.swift": """
                extension UIViewController {
                    typealias SegueIdentifier = AppSegue
                }
                enum AppSegue: String { case showDetail, showGhost }
                """,
            "List.swift": "final class ListViewController: UITableViewController {}",
            "Detail.swift": "final class DetailViewController: UIViewController { @IBAction func backToList(segue: UIStoryboardSegue) {} }",
        ])
        #expect(found.contains { $0.rule == "case-without-segue" && $0.message.contains("'showGhost'") && $0.message.contains("ListViewController") }, "\(found)")
    }

    /// A class of the sources whose superclass they do not show (a framework's) still derives from the
    /// class its scene requires: the app-wide enum is its.
    @Test func anExtensionOfUIViewControllerReachesClassesWhoseChainTheSourcesDoNotShow() throws {
        let sources = [
            "Segues.swift": """
                extension UIViewController {
                    enum SegueIdentifier: String { case showDetail, showGhost }
                }
                """,
            "List.swift": "import Eureka\nfinal class ListViewController: FormViewController {}",
        ]
        let found = try check(Self.listAndDetail.replacingOccurrences(of: #"customClass="DetailViewController" customModuleProvider="target""#, with: #"customClass="DetailViewController""#), sources)
        #expect(found.contains { $0.rule == "case-without-segue" && $0.message.contains("'showGhost'") }, "\(found)")
        #expect(!found.contains { $0.message.contains("no scene") }, "\(found)")
    }

    @Test func anAliasToADeclaredProtocolSaysItIsNotAnEnumInsteadOfAskingForTheFile() throws {
        let found = try check(Self.listShowsDetail, [
            "List.swift": """
                protocol ListSegues {}
                final class ListViewController: UITableViewController { typealias SegueIdentifier = ListSegues }
                """,
            "Detail.swift": "final class DetailViewController: UIViewController { @IBAction func backToList(segue: UIStoryboardSegue) {} }",
        ])
        let warning = try #require(found.first { $0.rule == "segue-enum-uncheckable" })
        #expect(warning.message == "cannot check ListViewController.SegueIdentifier = ListSegues: 'ListSegues' (List.swift:1) is not an enum with String raw values, so its cases cannot be compared with the storyboard")
    }

    @Test func anAliasToATypeDeclaredInSeveralPlacesNamesTheFirstByPath() throws {
        // Three nested types answer to the name; the one reported must not depend on hashing order.
        let found = try check(Self.listShowsDetail, [
            "List.swift": "final class ListViewController: UITableViewController { typealias SegueIdentifier = ListSegues }",
            "C.swift": "enum Help { struct ListSegues {} }",
            "B.swift": "enum Bidders { struct ListSegues {} }",
            "A.swift": "enum Auctions {\n    struct ListSegues {}\n}",
            "Detail.swift": "final class DetailViewController: UIViewController { @IBAction func backToList(segue: UIStoryboardSegue) {} }",
        ])
        let warning = try #require(found.first { $0.rule == "segue-enum-uncheckable" })
        #expect(warning.message.contains("'ListSegues' (A.swift:2) is not an enum"), "\(warning.message)")
    }

    @Test func anUnwindSegueWithoutAnActionNamesItselfAndSaysWhatToConnect() throws {
        let xml = Self.listAndDetail.replacingOccurrences(of: #"kind="unwind" unwindAction="backToListWithSegue:""#, with: #"kind="unwind" identifier="done""#)
        let found = try check(xml, [
            "List.swift": "final class ListViewController: UITableViewController {}",
            "Detail.swift": "final class DetailViewController: UIViewController {}",
        ])
        let warning = try #require(found.first { $0.rule == "unwind-without-action" }, "\(found)")
        #expect(warning.message == "unwind segue 'done' has no unwindAction, so it unwinds nowhere; in Interface Builder connect it to the Exit of an `@IBAction func …(_ segue: UIStoryboardSegue)`")
    }

    @Test func anUnwindMethodWithTheRightNameButAnotherSelectorIsPointedAt() throws {
        let found = try check(Self.listAndDetail, [
            "List.swift": "final class ListViewController: UITableViewController { @IBAction func backToList(_ segue: UIStoryboardSegue) {} }",
            "Detail.swift": "final class DetailViewController: UIViewController {}",
        ])
        let error = try #require(found.first { $0.rule == "unwind-action-missing" })
        #expect(error.message.contains("'backToList' at List.swift:1 has selector 'backToList:'"), "\(error.message)")
        #expect(error.message.contains("`backToList(segue: UIStoryboardSegue)`"), "\(error.message)")
    }

    @Test func aClassDeclaredInTwoFilesIsNotOneModule() throws {
        let found = try check(Self.listAndDetail, [
            "A/List.swift": "final class ListViewController: UITableViewController {}\nfinal class DetailViewController: UIViewController { @IBAction func backToList(segue: UIStoryboardSegue) {} }",
            "B/List.swift": "final class ListViewController: UITableViewController {}",
        ])
        let warning = try #require(found.first { $0.rule == "class-declared-twice" })
        #expect(warning.path == "B/List.swift")
        #expect(warning.message.hasPrefix("class 'ListViewController' is also declared at A/List.swift:1"))
        #expect(warning.message.contains("--module NAME=PATH"))
        // Branches of `#if` in one file are one declaration.
        let branches = try check(Self.listAndDetail, [
            "List.swift": "#if os(iOS)\nfinal class ListViewController: UITableViewController {}\n#else\nfinal class ListViewController: UITableViewController {}\n#endif",
        ])
        #expect(!branches.contains { $0.rule == "class-declared-twice" })
        // Nor are two files' declarations under `#if`, one per build.
        let perBuild = try check(Self.listAndDetail, [
            "Debug.swift": "#if DEBUG\nfinal class ListViewController: UITableViewController {}\n#endif",
            "Release.swift": "#if !DEBUG\nfinal class ListViewController: UITableViewController {}\n#endif",
            "Mac.swift": "#if !targetEnvironment(macCatalyst)\nfinal class DetailViewController: UIViewController {}\n#endif",
            "Catalyst.swift": "#if targetEnvironment(macCatalyst)\nfinal class DetailViewController: UIViewController {}\n#endif",
        ])
        #expect(!perBuild.contains { $0.rule == "class-declared-twice" }, "\(perBuild)")
    }
}
