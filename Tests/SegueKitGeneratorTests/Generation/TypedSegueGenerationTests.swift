import Testing
import SegueKitGenerator
import SegueKitStoryboard
import SegueKitSwiftSource

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
        options.modules.sourceModule = "App"
        let code = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(xml: Self.xml, path: "M.storyboard")]).code
        #expect(code.contains("case local(Local)\n"))
        #expect(code.contains("case foreign(Kit.Card)\n"))
        #expect(code.contains("\nimport Kit\n"))
        #expect(code.contains("case tabs(UITabBarController)\n"))   // a tab bar container is the payload itself
        // Without --module the target's module is unknown: names stay unqualified.
        let plain = SegueCodeGenerator().generate(documents: [try Fixtures.parse(xml: Self.xml, path: "M.storyboard")]).code
        #expect(plain.contains("case foreign(Card)\n"))
        #expect(!plain.contains("import Kit"))
        // With the sources, a class of an explicit customModule that they do not declare is that
        // module's; one they declare is theirs.
        let source = "final class Source: UIViewController {}\nfinal class Local: UIViewController {}"
        let foreign = Self.generate([try Fixtures.parse(xml: Self.xml, path: "M.storyboard")], source: source).code
        #expect(foreign.contains("case foreign(Kit.Card)\n") && foreign.contains("\nimport Kit\n"), "\(foreign)")
        let own = Self.generate([try Fixtures.parse(xml: Self.xml, path: "M.storyboard")], source: source + "\nfinal class Card: UIViewController {}").code
        #expect(own.contains("case foreign(Card)\n") && !own.contains("import Kit"), "\(own)")
    }

    /// Typed perform extends SegueKit's `SegueHandlerType`: a class that adopts the module's own (the
    /// classic snippet, kept while migrating) gets none, and a warning at that conformance's line. One
    /// that adopts SegueKit's by its qualified name, or has a subclass that does, keeps it, and so does
    /// every class of a module that only extends SegueKit's protocol or names it by a typealias.
    @Test(arguments: [
        ("protocol SegueHandlerType {}\nclass Source: UIViewController, SegueHandlerType {}", 2),
        ("protocol SegueHandlerType {}\nclass Base: UIViewController {}\nextension Base: SegueHandlerType {}\nclass Source: Base {}", 3),
        ("protocol SegueHandlerType {}\nclass Source: UIViewController, SegueKit.SegueHandlerType {}", nil),
        ("protocol SegueHandlerType {}\nclass Source: UIViewController, SegueHandlerType {}\nfinal class Child: Source, SegueKit.SegueHandlerType {}", nil),
        ("extension SegueHandlerType { func log() {} }\nclass Source: UIViewController, SegueHandlerType {}", nil),
        ("typealias SegueHandlerType = SegueKit.SegueHandlerType\nclass Source: UIViewController, SegueHandlerType {}", nil),
    ])
    func typedPerformIsForClassesThatMayAdoptSegueKitsSegueHandlerType(_ source: String, warningLine: Int?) throws {
        let result = Self.generate([try Fixtures.parse(xml: Self.xml, path: "M.storyboard")], source: source)
        #expect(result.code.contains("SegueHandlerType where Self: Source {") == (warningLine == nil), "\(result.code)")
        let warnings = result.diagnostics.filter { $0.rule == "own-segue-handler-type" }
        #expect(warnings.map(\.location?.line) == (warningLine == nil ? [] : [warningLine]), "\(warnings)")
    }

    /// An app that declares a type named as a framework module (`enum Kit`) makes `Kit.Card` name a
    /// member of that type: the class is named alone (imported), or, when the app also declares a type
    /// of the class's name, by the framework class of its scene.
    @Test func aModuleNameTheSourcesUseForATypeIsNotAQualifier() throws {
        var options = SegueCodeGenerator.Options()
        options.modules.sourceModule = "App"
        let document = try Fixtures.parse(xml: Self.xml, path: "M.storyboard")
        options.code = ModuleCode(SwiftSourceScan.scan(source: "enum Kit {}\nfinal class Source: UIViewController {}\nfinal class Local: UIViewController {}", path: "App.swift"))
        let code = SegueCodeGenerator(options: options).generate(documents: [document]).code
        #expect(code.contains("case foreign(Card)\n") && code.contains("\nimport Kit\n"), "\(code)")
        options.code = ModuleCode(SwiftSourceScan.scan(source: "enum Kit { struct Card {} }\nfinal class Source: UIViewController {}\nfinal class Local: UIViewController {}", path: "App.swift"))
        let taken = SegueCodeGenerator(options: options).generate(documents: [document]).code
        #expect(taken.contains("case foreign(UIViewController)\n"), "\(taken)")
    }

    /// The app's `SettingsViewController` and a framework's of the same name in one storyboard: each
    /// segue and each typed scene names the class its own scene says, not one of them for both.
    @Test func sameNamedClassesOfTwoModulesAreEachNamedByTheirOwnScene() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes>
            <scene sceneID="s1"><objects>
            <viewController id="v1" customClass="HomeViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="v2" kind="show" identifier="showSettings" id="g1"/>
            <segue destination="v3" kind="show" identifier="showKitSettings" id="g2"/>
            </connections></viewController>
            </objects></scene>
            <scene sceneID="s2"><objects><viewController storyboardIdentifier="Settings" id="v2" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewController storyboardIdentifier="KitSettings" id="v3" customClass="SettingsViewController" customModule="Kit" sceneMemberID="viewController"/></objects></scene>
            </scenes>
            </document>
            """
        var options = SegueCodeGenerator.Options()
        options.modules.sourceModule = "App"
        let code = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(xml: xml, path: "Main.storyboard")]).code
        #expect(code.contains("case showSettings(SettingsViewController)\n"), "\(code)")
        #expect(code.contains("case showKitSettings(Kit.SettingsViewController)\n"), "\(code)")
        #expect(code.contains("\nimport Kit\n"), "\(code)")
        #expect(code.contains("static var settings: SegueKit.StoryboardScene<SettingsViewController>"), "\(code)")
        #expect(code.contains("static var kitSettings: SegueKit.StoryboardScene<Kit.SettingsViewController>"), "\(code)")
    }

    /// A library whose class is named as its module (`RAMAnimatedTabBarController`): `Module.Name` would
    /// find the class first and name a member of it, so the class is named alone, and still imported.
    @Test func aClassNamedAsItsModuleIsImportedAndNamedAlone() throws {
        let xml = Self.xml.replacingOccurrences(of: #"customClass="Card" customModule="Kit""#, with: #"customClass="Kit" customModule="Kit""#)
        var options = SegueCodeGenerator.Options()
        options.modules.sourceModule = "App"
        let code = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(xml: xml, path: "M.storyboard")]).code
        #expect(code.contains("case foreign(Kit)\n"), "\(code)")
        #expect(code.contains("\nimport Kit\n"))
        #expect(!code.contains("Kit.Kit"))
    }

    /// An app-wide `SegueIdentifier` in an extension of `UIViewController` is inherited by a class whose
    /// superclass the sources do not show: its scene says it is a view controller, so no enum of its own
    /// is generated to shadow the app-wide one.
    @Test func aClassWhoseChainTheSourcesDoNotShowInheritsAnEnumOfItsScenesPlatformClass() throws {
        let app = """
            import Eureka
            extension UIViewController {
                enum SegueIdentifier: String { case local, foreign, tabs }
            }
            final class Source: FormViewController {}
            final class Local: UIViewController {}
            """
        let code = Self.generate([try Fixtures.parse(xml: Self.xml, path: "M.storyboard")], source: app).code
        #expect(!code.contains("enum SegueIdentifier"), "\(code)")
        #expect(code.contains("extension UIViewController {"), "\(code)")
    }

    /// Overloaded unwind actions (`back(_:)`, `back(segue:)`) are different selectors with one Swift
    /// name: the first gets the typed unwind named after it, the others a warning, not a second
    /// declaration of the same type.
    /// Sources that declare each class under `#if canImport(AppKit)` and again under `#else`: the
    /// AppKit branch (its classes derive from NSViewController, unavailable on Mac Catalyst) is not what
    /// an iOS storyboard's scenes run, so a shared identifier's payload is the UIKit branch's common class.
    @Test func anIOSStoryboardsPayloadComesFromTheBranchItsClassesCompileIn() throws {
        let storyboard = try Fixtures.parse(xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><scenes>
            <scene sceneID="s1"><objects><viewController id="a" customClass="ListViewController" sceneMemberID="viewController"><connections>
            <segue destination="b" kind="show" identifier="showItem" id="g1"/><segue destination="c" kind="show" identifier="showItem" id="g2"/>
            </connections></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="PhotoViewController" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewController id="c" customClass="VideoViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """)
        let scan = SwiftSourceScan.scan(source: """
            #if canImport(AppKit)
            class MacMediaViewController: NSViewController {}
            class ListViewController: NSViewController {}
            class PhotoViewController: MacMediaViewController {}
            class VideoViewController: MacMediaViewController {}
            #else
            class MediaViewController: UIViewController {}
            class ListViewController: UIViewController {}
            class PhotoViewController: MediaViewController {}
            class VideoViewController: MediaViewController {}
            #endif
            """, path: "Media.swift")
        var options = SegueCodeGenerator.Options()
        options.code = ModuleCode(scan.confined(to: .uiKit))
        let code = SegueCodeGenerator(options: options).generate(documents: [storyboard]).code
        #expect(code.contains("case showItem(MediaViewController)\n"), "\(code)")
        #expect(!code.contains("MacMediaViewController"), "\(code)")
    }

    /// Without `--module`, a scene class with an explicit `customModule` that the given sources do not
    /// declare is that framework's (as its typed destinations say): its own code handles its segues, and
    /// an enum the app's file added to it would name a type the file does not import. Without sources
    /// nothing tells, and it gets its enum.
    @Test func aFrameworksClassWithSeguesGetsNoEnumWhenTheSourcesShowItIsNotTheApps() throws {
        let storyboard = try Fixtures.parse(xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><scenes>
            <scene sceneID="s1"><objects><viewController id="a" customClass="LoginViewController" customModule="AuthKit" sceneMemberID="viewController"><connections>
            <segue destination="b" kind="show" identifier="showHome" id="g1"/></connections></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="HomeViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="a" kind="show" identifier="logOut" id="g2"/></connections></viewController></objects></scene>
            </scenes></document>
            """)
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("final class HomeViewController: UIViewController {}")
        let result = SegueCodeGenerator(options: options).generate(documents: [storyboard])
        #expect(result.classNames == ["HomeViewController"], "\(result.code)")
        #expect(result.code.contains("case logOut(AuthKit.LoginViewController)"), "\(result.code)")
        #expect(result.diagnostics.map(\.message) == [
            "'LoginViewController' is a class of module 'AuthKit' (its scenes' customModule; the given sources do not declare it): its segues get no case here",
        ])
        #expect(SegueCodeGenerator().generate(documents: [storyboard]).classNames == ["HomeViewController", "LoginViewController"])
    }

    @Test func overloadedUnwindActionsGetOneTypedUnwindAndAWarning() throws {
        let xml = Self.storyboard("""
            <scene sceneID="lib-00-scn"><objects><viewController id="lib-00-ctl" customClass="LibraryViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="bok-00-scn"><objects><viewController id="bok-00-ctl" customClass="BookViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="lib-00-ctl" kind="unwind" identifier="backOne" unwindAction="back:" id="seg-01-bck"/>
            <segue destination="lib-00-ctl" kind="unwind" identifier="backTwo" unwindAction="backWithSegue:" id="seg-02-bck"/>
            </connections></viewController></objects></scene>
            """)
        let source = """
            final class LibraryViewController: UIViewController {
                @IBAction func back(_ segue: UIStoryboardSegue) {}
                @IBAction func back(segue: UIStoryboardSegue) {}
            }
            final class BookViewController: UIViewController {}
            """
        let result = Self.generate([try Fixtures.parse(xml: xml, path: "Main.storyboard")], source: source)
        #expect(result.code.components(separatedBy: "enum Back: TypedSegue").count == 2, "\(result.code)")
        #expect(result.diagnostics.map(\.message) == [
            "unwind actions 'back:' and 'backWithSegue:' of 'LibraryViewController' would both get a typed unwind named Back; only 'back:' gets one — rename one of the methods to use both",
        ])
    }

    /// A typed unwind is nested in its class: named like a top-level type of the app, a type an
    /// ancestor declares or a type the generated code uses there, it would redeclare or shadow it. The
    /// action gets none, with a warning.
    @Test(arguments: [
        ("struct Done {}", "done", "'LibraryViewController' sees the top-level type Done"),
        ("class BaseViewController: UIViewController { struct Done {} }", "done", "'LibraryViewController' inherits from 'BaseViewController' a type named Done"),
        ("class BaseViewController: UIViewController {}", "performableSegue", "PerformableSegue is a name the generated code uses in 'LibraryViewController'"),
        ("class BaseViewController: UIViewController {}", "uIStoryboardSegue", "UIStoryboardSegue is a name the generated code uses in 'LibraryViewController'"),
    ])
    func aTypedUnwindNeverTakesANameInUse(declaration: String, action: String, holder: String) throws {
        let xml = Self.storyboard("""
            <scene sceneID="lib-00-scn"><objects><viewController id="lib-00-ctl" customClass="LibraryViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="bok-00-scn"><objects><viewController id="bok-00-ctl" customClass="BookViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="lib-00-ctl" kind="unwind" identifier="back" unwindAction="\(action):" id="seg-01-bck"/>
            </connections></viewController></objects></scene>
            """)
        let source = """
            \(declaration)
            final class LibraryViewController: BaseViewController { @IBAction func \(action)(_ segue: UIStoryboardSegue) {} }
            final class BookViewController: UIViewController {}
            """
        let result = Self.generate([try Fixtures.parse(xml: xml, path: "Main.storyboard")], source: source)
        #expect(!result.code.contains("enum \(action.prefix(1).uppercased() + action.dropFirst()): TypedSegue"), "\(result.code)")
        #expect(result.diagnostics.map(\.message) == [
            "\(holder); its unwind action \(action)(_:) gets no typed unwind (it would redeclare or shadow it) — rename the action to use one",
        ])
    }

    /// Unwind identifiers that sanitise to one case name are both cases, the second renamed with a
    /// warning, as SegueIdentifier cases are: dropping one would stop the app when that exit is taken.
    @Test func unwindIdentifiersThatNameAlikeAreRenamedNotDropped() throws {
        let xml = Self.storyboard("""
            <scene sceneID="lst-00-scn"><objects><viewController id="lst-00-ctl" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="edt-00-scn"><objects><viewController id="edt-00-ctl" customClass="EditorViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="lst-00-ctl" kind="unwind" identifier="done" unwindAction="unwindToList:" id="seg-01-don"/>
            </connections></viewController></objects></scene>
            <scene sceneID="cmp-00-scn"><objects><viewController id="cmp-00-ctl" customClass="ComposerViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="lst-00-ctl" kind="unwind" identifier="Done" unwindAction="unwindToList:" id="seg-02-don"/>
            </connections></viewController></objects></scene>
            """)
        let source = """
            final class ListViewController: UIViewController { @IBAction func unwindToList(_ segue: UIStoryboardSegue) {} }
            final class EditorViewController: UIViewController {}
            final class ComposerViewController: UIViewController {}
            """
        let result = Self.generate([try Fixtures.parse(xml: xml, path: "Main.storyboard")], source: source)
        #expect(result.code.contains("case \"done\"?: self = .done(try segue.source())"), "\(result.code)")
        #expect(result.code.contains("case \"Done\"?: self = .done_2(try segue.source())"), "\(result.code)")
        #expect(result.diagnostics.map(\.message).contains(
            "unwind segue 'Done' to ListViewController.unwindToList(_:) would be the case 'done' of UnwindToList, but 'done' already has that name; it is named 'done_2'"),
            "\(result.diagnostics)")
    }

    /// A top-level `Segue` of the app's own would be shadowed inside the class by a nested one, and its
    /// code there would stop compiling: the class gets no typed segues, and a warning says why.
    @Test func aTopLevelTypeNamedSegueKeepsTheTypedSeguesOut() throws {
        let source = """
            enum Segue: String { case local }
            final class Source: UIViewController {
                func open() { performSegue(withIdentifier: Segue.local.rawValue, sender: nil) }
            }
            """
        let result = Self.generate([try Fixtures.parse(xml: Self.xml, path: "M.storyboard")], source: source)
        #expect(!result.code.contains("enum Segue: TypedSegue"), "\(result.code)")
        #expect(result.diagnostics.contains {
            $0.rule == "typed-name-taken" && $0.message.hasPrefix("'Source' sees the top-level type Segue; it gets no typed segues")
        }, "\(result.diagnostics)")
    }

    /// A `Segue` the app nests in `extension UIViewController` is every controller's, also below a UIKit
    /// subclass (`UITableViewController`) the sources do not declare: a nested one would hide it there.
    @Test func aSegueTypeOfThePlatformControllerKeepsTheTypedSeguesOut() throws {
        let source = """
            extension UIViewController { struct Segue { let id: String } }
            final class Source: UITableViewController {
                let next = Segue(id: "local")
            }
            """
        let result = Self.generate([try Fixtures.parse(xml: Self.xml, path: "M.storyboard")], source: source)
        #expect(!result.code.contains("enum Segue: TypedSegue"), "\(result.code)")
        #expect(result.diagnostics.contains {
            $0.rule == "typed-name-taken" && $0.message.hasPrefix("'Source' inherits from 'UIViewController' a type named Segue")
        }, "\(result.diagnostics)")
    }

    /// Without the sources, the storyboards' scene classes are the app's types the generated code knows
    /// of: a scene class named like a type it would declare or name (`Segue`, `MainStoryboard`,
    /// `TypedSegue`) keeps typed segues or scenes out with a warning, or qualifies SegueKit's type.
    @Test func withoutTheSourcesSceneClassesNamedLikeGeneratedTypesAreAvoided() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><scenes>
            <scene sceneID="s1"><objects><viewController storyboardIdentifier="Home" id="a" customClass="MainStoryboard" sceneMemberID="viewController"><connections>
            <segue destination="b" kind="show" identifier="go" id="g1"/>
            </connections></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="Segue" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        let result = SegueCodeGenerator().generate(documents: [try Fixtures.parse(xml: xml, path: "Main.storyboard")])
        #expect(result.diagnostics.filter { $0.rule == "typed-name-taken" }.map(\.message) == [
            "the storyboards have a scene class named MainStoryboard; the scenes of Main.storyboard get no typed instantiation (it would redeclare it) — rename it to use them",
            "'MainStoryboard' sees the scene class Segue; it gets no typed segues (they would redeclare or shadow it) — rename it to use them",
        ], "\(result.diagnostics)")
        #expect(!result.code.contains("enum MainStoryboard") && !result.code.contains("extension MainStoryboard {\n    /// The segues"), "\(result.code)")
        let shelf = xml.replacingOccurrences(of: "customClass=\"MainStoryboard\"", with: "customClass=\"Shelf\"")
            .replacingOccurrences(of: "customClass=\"Segue\"", with: "customClass=\"TypedSegue\"")
        let qualified = SegueCodeGenerator().generate(documents: [try Fixtures.parse(xml: shelf, path: "Main.storyboard")]).code
        #expect(qualified.contains("extension Shelf {\n    /// The segues of `Shelf` that reach `prepare(for:sender:)`, destinations typed.\n    enum Segue: SegueKit.TypedSegue {"), "\(qualified)")
    }

    /// A type the class (or an ancestor) nests under a destination's name is what the name means in the
    /// class's extensions: the case keeps the platform's controller, with a warning, rather than
    /// naming that type and stopping the app at the segue.
    @Test func aDestinationNamedLikeATypeTheClassNestsKeepsThePlatformsController() throws {
        let source = """
            class SourceBase: UIViewController { struct Local {} }
            final class Source: SourceBase {}
            final class Local: UIViewController {}
            final class Card: UIViewController {}
            """
        let result = Self.generate([try Fixtures.parse(xml: Self.xml, path: "M.storyboard")], source: source)
        #expect(result.code.contains("case local(UIViewController)\n"), "\(result.code)")
        #expect(result.code.contains("case foreign(Card)\n"), "\(result.code)")
        #expect(result.diagnostics.map(\.description).contains(
            "M.storyboard:6:1: warning: segue 'local' of Source keeps UIViewController: 'Source' inherits from 'SourceBase' a type named Local, which its extensions would take for the destination's class Local"),
            "\(result.diagnostics)")
        // Without a top-level class of that name, the nested type is no other class's: nothing changes.
        let alone = Self.generate([try Fixtures.parse(xml: Self.xml, path: "M.storyboard")], source: "final class Source: UIViewController { struct Other {} }")
        #expect(!alone.diagnostics.contains { $0.rule == "typed-payload-shadowed" }, "\(alone.diagnostics)")
    }

    /// A generic class cannot be named bare outside itself: destinations whose nearest common class is
    /// generic are typed by the next class up, and a generic class gets no typed segues, with a warning.
    @Test func aGenericClassIsNeverNamedBare() throws {
        let xml = Self.storyboard("""
            <scene sceneID="mnu-00-scn"><objects><viewController id="mnu-00-ctl" customClass="MenuViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="bok-00-ctl" kind="show" identifier="showList" id="seg-01-lst"/>
            </connections></viewController></objects></scene>
            <scene sceneID="bok-00-scn"><objects><tableViewController id="bok-00-ctl" customClass="BooksViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="mnu-00-ctl" kind="show" identifier="showMenu" id="seg-02-mnu"/>
            </connections></tableViewController></objects></scene>
            <scene sceneID="aut-00-scn"><objects><tableViewController id="aut-00-ctl" customClass="AuthorsViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """)
        let other = xml.replacingOccurrences(of: #"<segue destination="bok-00-ctl" kind="show" identifier="showList""#, with: #"<segue destination="aut-00-ctl" kind="show" identifier="showList""#)
        let source = """
            class ListViewController<Item>: UITableViewController, SegueHandlerType {
                enum SegueIdentifier: String { case showMenu }
            }
            final class BooksViewController: ListViewController<String> {}
            final class AuthorsViewController: ListViewController<Int> {}
            final class MenuViewController: UIViewController {}
            """
        var options = SegueCodeGenerator.Options()
        options.code = ModuleCode(SwiftSourceScan.scan(source: source, path: "List.swift"))
        let documents = [try Fixtures.parse(xml: xml, path: "Phone.storyboard"), try Fixtures.parse(xml: other, path: "Pad.storyboard")]
        let result = SegueCodeGenerator(options: options).generate(documents: documents)
        #expect(result.code.contains("case showList(UITableViewController)"), "\(result.code)")
        #expect(!result.code.contains("Self: ListViewController"), "\(result.code)")
        #expect(result.diagnostics.contains { $0.rule == "typed-generic-class" && $0.message.hasPrefix("'ListViewController' is generic") }, "\(result.diagnostics)")
    }

    /// A target's class is in the module its storyboard is assigned to: a destination in a framework's
    /// storyboard, given as an input so the reference resolves, is named with its module and imported.
    @Test func aTargetClassOfAStoryboardAssignedToAnotherModuleIsQualifiedAndImported() throws {
        let app = Self.storyboard("""
            <scene sceneID="hom-00-scn"><objects><viewController id="hom-00-ctl" customClass="HomeViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="ref-00-ctl" kind="show" identifier="showForm" id="seg-00-frm"/>
            </connections></viewController></objects></scene>
            <scene sceneID="ref-00-scn"><objects><viewControllerPlaceholder id="ref-00-ctl" storyboardName="Kit" sceneMemberID="viewController"/></objects></scene>
            """)
        let kit = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="frm-00-ctl">
            <scenes>
            <scene sceneID="frm-00-scn"><objects><viewController id="frm-00-ctl" customClass="FormViewController" customModule="Kit" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            </scenes>
            </document>
            """
        var options = SegueCodeGenerator.Options()
        options.modules = ModuleMap([.init(name: "App", path: "App"), .init(name: "Kit", path: "Kit")], baseDirectory: "/src")
        options.modules.sourceModule = "App"
        let documents = [try Fixtures.parse(xml: app, path: "/src/App/Main.storyboard"), try Fixtures.parse(xml: kit, path: "/src/Kit/Kit.storyboard")]
        let code = SegueCodeGenerator(options: options).generate(documents: documents).code
        #expect(code.contains("case showForm(Kit.FormViewController)\n"), "\(code)")
        #expect(code.contains("\nimport Kit\n"), "\(code)")
    }

    /// Two scenes of one class whose `showForm` leads to different classes: the payload is the nearest
    /// superclass they share in the sources (`--source`), else the framework's base class.
    @Test func destinationsOfDifferentClassesGetTheirNearestCommonSuperclass() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1-aa-bbb"><objects><viewController id="v1-aa-bbb" customClass="ListViewController" sceneMemberID="viewController"><connections>
            <segue destination="v3-aa-bbb" kind="show" identifier="showForm" id="g1-aa-bbb"/>
            </connections></viewController></objects></scene>
            <scene sceneID="s2-aa-bbb"><objects><viewController id="v2-aa-bbb" customClass="ListViewController" sceneMemberID="viewController"><connections>
            <segue destination="v4-aa-bbb" kind="show" identifier="showForm" id="g2-aa-bbb"/>
            </connections></viewController></objects></scene>
            <scene sceneID="s3-aa-bbb"><objects><viewController id="v3-aa-bbb" customClass="AddPlantViewController" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s4-aa-bbb"><objects><viewController id="v4-aa-bbb" customClass="EditPlantViewController" sceneMemberID="viewController"/></objects></scene>
            """)
        let document = try Fixtures.parse(xml: xml, path: "M.storyboard")
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("""
            class AddPlantViewController: PlantFormViewController {}
            class EditPlantViewController: PlantFormViewController {}
            class PlantFormViewController: UIViewController {}
            class ListViewController: UIViewController {}
            """)
        let shared = SegueCodeGenerator(options: options).generate(documents: [document]).code
        #expect(shared.contains("/// `showForm` → `AddPlantViewController` (show) or `EditPlantViewController` (show).\n        case showForm(PlantFormViewController)\n"), "\(shared)")
        #expect(shared.contains("case \"showForm\"?: self = .showForm(try segue.destination())\n"), "\(shared)")
        let unknown = SegueCodeGenerator().generate(documents: [document]).code
        #expect(unknown.contains("case showForm(UIViewController)\n"), "\(unknown)")
        // A UIKit class the chains meet at is named as it is.
        options.code = Fixtures.code("class AddPlantViewController: UITableViewController {}\nclass EditPlantViewController: UITableViewController {}\nclass ListViewController: UIViewController {}")
        let uiKit = SegueCodeGenerator(options: options).generate(documents: [document]).code
        #expect(uiKit.contains("case showForm(UITableViewController)\n"), "\(uiKit)")
        // A superclass of another framework (Eureka's FormViewController) cannot be named here.
        options.code = Fixtures.code("class AddPlantViewController: FormViewController {}\nclass EditPlantViewController: FormViewController {}\nclass ListViewController: UIViewController {}")
        let framework = SegueCodeGenerator(options: options).generate(documents: [document]).code
        #expect(framework.contains("case showForm(UIViewController)\n"), "\(framework)")
        // A UIKit controller every UIKit platform has is named, also one storyboards have no element for;
        // one tvOS lacks is not, since the UIKit section compiles for tvOS too.
        options.code = Fixtures.code("class AddPlantViewController: UISearchController {}\nclass EditPlantViewController: UISearchController {}\nclass ListViewController: UIViewController {}")
        let search = SegueCodeGenerator(options: options).generate(documents: [document]).code
        #expect(search.contains("case showForm(UISearchController)\n"), "\(search)")
        options.code = Fixtures.code("class AddPlantViewController: UIImagePickerController {}\nclass EditPlantViewController: UIImagePickerController {}\nclass ListViewController: UIViewController {}")
        let picker = SegueCodeGenerator(options: options).generate(documents: [document]).code
        #expect(picker.contains("case showForm(UIViewController)\n"), "\(picker)")
    }

    @Test func eachUnwindActionTheSourcesImplementGetsATypeOverTheExitsThatReachIt() throws {
        let xml = Fixtures.storyboard([
            ("ListViewController", [("showDetail", "show", "")]),
            ("DetailViewController", [("saveDetail", "unwind", #"unwindAction="backToList:""#), (nil, "unwind", #"unwindAction="backToList:""#)]),
            ("EditorViewController", [("cancelEditing", "unwind", #"unwindAction="backToList:""#)]),
        ])
        let document = try Fixtures.parse(xml: xml, path: "Main.storyboard")
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("""
            final class ListViewController: UIViewController { @IBAction func backToList(_ segue: UIStoryboardSegue) {} }
            final class DetailViewController: UIViewController {}
            final class EditorViewController: UIViewController {}
            """)
        let code = SegueCodeGenerator(options: options).generate(documents: [document]).code
        #expect(code.contains("""
            extension ListViewController {
                /// The unwind segues that reach `backToList(_:)`, sources typed: `switch BackToList(segue)` there.
                enum BackToList: TypedSegue {
                    /// `cancelEditing` from `EditorViewController`.
                    case cancelEditing(EditorViewController)
                    /// `saveDetail` from `DetailViewController`.
                    case saveDetail(DetailViewController)

                    @MainActor init?(checking segue: UIStoryboardSegue) throws(SegueDestinationError) {
                        switch segue.identifier {
                        case "cancelEditing"?: self = .cancelEditing(try segue.source())
                        case "saveDetail"?: self = .saveDetail(try segue.source())
                        default: return nil
                        }
                    }
                }
            }
            """), "\(code)")
        // Without the sources nothing says which class implements the action.
        #expect(!SegueCodeGenerator().generate(documents: [document]).code.contains("BackToList"))
        // A name the class already uses is left alone, with a warning.
        options.code = Fixtures.code("final class ListViewController: UIViewController { struct BackToList {}; @IBAction func backToList(_ segue: UIStoryboardSegue) {} }")
        let taken = SegueCodeGenerator(options: options).generate(documents: [document])
        #expect(!taken.code.contains("enum BackToList"))
        #expect(taken.diagnostics.contains { $0.rule == "typed-name-taken" && $0.message.contains("BackToList") })
    }

    /// The cases of `className`'s generated `Segue`, and those of its `PerformableSegue`; empty when it
    /// has none of its own.
    private func typedCases(of className: String, in code: String) -> (segue: [String], performable: [String]) {
        guard let start = code.range(of: "extension \(className) {\n    /// The segues of `\(className)`") else { return ([], []) }
        let block = code[start.upperBound...].prefix { _ in true }
        let body = String(block[..<(block.range(of: "\n}\n")?.lowerBound ?? block.endIndex)])
        let segue = body.matches(of: /\n        case (\w+)/).map { String($0.output.1) }
        let performable = body.matches(of: /static var (\w+):/).map { String($0.output.1) }
        return (segue, performable)
    }

    /// A chain Base → Mid → Leaf and Base → Other: the root's `Segue` holds its own scenes' segues and
    /// those of subclasses that add none (Mid); a subclass that adds segues gets its own, with the
    /// inherited cases, performing only what its scenes have.
    @Test func aSubclassThatAddsSeguesGetsItsOwnSegueWithTheInheritedCases() throws {
        let xml = Fixtures.storyboard([
            ("Base", [("showItem", "show", "")]),
            ("Mid", [("showItem", "show", "")]),
            ("Leaf", [("showItem", "show", ""), ("showDetail", "show", "")]),
            ("Other", [("showMore", "show", "")]),
        ])
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("""
            class Base: UIViewController {}
            class Mid: Base {}
            final class Leaf: Mid {}
            final class Other: Base {}
            """)
        let code = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(xml: xml)]).code
        // One identifier enum for the chain.
        #expect(code.contains("extension Base {\n    /// Segue identifiers of `Base` scenes (Test.storyboard).\n    enum SegueIdentifier: String, CaseIterable {\n        /// `showDetail`"), "\(code)")
        #expect(!code.contains("extension Leaf {\n    /// Segue identifiers"))
        #expect(typedCases(of: "Base", in: code).segue == ["showItem"], "\(code)")
        #expect(typedCases(of: "Mid", in: code).segue.isEmpty, "\(code)")
        #expect(typedCases(of: "Leaf", in: code).segue == ["showDetail", "showItem"], "\(code)")
        #expect(typedCases(of: "Leaf", in: code).performable == ["showDetail", "showItem"], "\(code)")
        #expect(typedCases(of: "Other", in: code).segue == ["showItem", "showMore"], "\(code)")
        #expect(typedCases(of: "Other", in: code).performable == ["showMore"], "\(code)")
        #expect(code.contains("/// The segues of `Other` that reach `prepare(for:sender:)`, destinations typed, with those\n    /// of `Base`: handle its own and pass the others to `super.prepare(for:sender:)`."), "\(code)")
        // Without the sources the classes are unrelated: each has its own identifiers and typed segues.
        let unrelated = SegueCodeGenerator().generate(documents: [try Fixtures.parse(xml: xml)]).code
        #expect(typedCases(of: "Mid", in: unrelated).segue == ["showItem"], "\(unrelated)")
        #expect(typedCases(of: "Other", in: unrelated).segue == ["showMore"], "\(unrelated)")
    }

    /// A subclass that declares its own `SegueIdentifier` below the superclass it inherits
    /// `SegueHandlerType` from: the conformance names the superclass's enum, so `performSegue(withIdentifier:)`
    /// cannot take the subclass's cases — its typed `Segue` stays, its typed perform would not compile.
    @Test func anEnumBelowTheInheritedConformanceGetsNoTypedPerform() throws {
        let xml = Fixtures.storyboard([
            ("GenreViewController", [("showBook", "show", "")]),
            ("FeaturedGenreViewController", [("showBook", "show", ""), ("showStats", "show", "")]),
            ("FeaturedShelfViewController", [("showBook", "show", "")]),
        ])
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("""
            class GenreViewController: UIViewController, SegueHandlerType {
                enum SegueIdentifier: String { case showBook }
            }
            class FeaturedGenreViewController: GenreViewController {
                enum SegueIdentifier: String { case showBook, showStats }
            }
            final class FeaturedShelfViewController: FeaturedGenreViewController {}
            """)
        let code = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(xml: xml)]).code
        #expect(typedCases(of: "GenreViewController", in: code).performable == ["showBook"], "\(code)")
        #expect(typedCases(of: "FeaturedGenreViewController", in: code).segue == ["showBook", "showStats"], "\(code)")
        #expect(typedCases(of: "FeaturedGenreViewController", in: code).performable == [], "\(code)")
        #expect(!code.contains("where Self: FeaturedGenreViewController") && !code.contains("where Self: FeaturedShelfViewController"), "\(code)")
        // Adopted by the subclass itself (its superclass does not), its enum is the conformance's.
        options.code = Fixtures.code("""
            class GenreViewController: UIViewController {
                enum SegueIdentifier: String { case showBook }
            }
            class FeaturedGenreViewController: GenreViewController, SegueHandlerType {
                enum SegueIdentifier: String { case showBook, showStats }
            }
            final class FeaturedShelfViewController: FeaturedGenreViewController {}
            """)
        let adopted = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(xml: xml)]).code
        #expect(typedCases(of: "FeaturedGenreViewController", in: adopted).performable == ["showBook", "showStats"], "\(adopted)")
    }

    /// `@connect(name)`: with the sources, stored where an optional `var` of the class (or an ancestor)
    /// can hold the destination and another file can assign it; otherwise a warning naming the property.
    @Test func aConnectSegueIsStoredInItsPropertyOrWarnsWhyNot() throws {
        let xml = Fixtures.storyboard([("ListViewController", [
            ("@connect(header)", "embed", ""), ("@connect(footer)", "embed", ""), ("@connect(sidebar)", "embed", ""),
            ("@connect(badge)", "embed", ""), ("@connect(missing)", "embed", ""), ("@connect(inherited)", "embed", ""),
            ("@connect(plain)", "embed", ""), ("@connect(unrelated)", "embed", ""), ("@connect(old)", "embed", ""),
        ])])
        let document = try Fixtures.parse(xml: xml)
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("""
            class BaseViewController: UIViewController { var inherited: TargetViewController? }
            final class ListViewController: BaseViewController {
                weak var header: TargetViewController?
                var footer: UIViewController!
                private var sidebar: TargetViewController?
                var badge: String?
                var plain: Displaying?
                var unrelated: (UIViewController & Unrelated)?
                @available(*, deprecated, message: "use header")
                var old: TargetViewController?
            }
            final class TargetViewController: UIViewController {}
            protocol Displaying: AnyObject {}
            protocol Unrelated: AnyObject {}
            extension TargetViewController: Displaying {}
            """)
        let result = SegueCodeGenerator(options: options).generate(documents: [document])
        for stored in ["header", "footer", "inherited", "plain"] {
            #expect(result.code.contains("(segue.source as? ListViewController)?.\(stored) = destination\n"), "\(stored)\n\(result.code)")
            #expect(result.code.contains("(embed); stored in `\(stored)`."), "\(result.code)")
        }
        let warnings = result.diagnostics.filter { $0.rule == "connect-property" }.map(\.message)
        #expect(warnings.count == 5, "\(warnings)")
        // Assigning a deprecated property would warn in the generated file.
        #expect(warnings.contains { $0.contains("'@connect(old)'") && $0.contains("is deprecated, so assigning it would warn in the generated file") })
        #expect(!result.code.contains("?.old = "))
        #expect(warnings.contains { $0.contains("'@connect(unrelated)'") && $0.contains("is `(UIViewController & Unrelated)?`, which cannot hold a `TargetViewController`") })
        #expect(warnings.contains { $0.contains("'@connect(sidebar)'") && $0.contains("is private or fileprivate") })
        #expect(warnings.contains { $0.contains("'@connect(badge)'") && $0.contains("is `String?`, which cannot hold a `TargetViewController`") })
        #expect(warnings.contains { $0.contains("'@connect(missing)'") && $0.contains("no given Swift file declares `var missing: TargetViewController?` on ListViewController or a superclass") })
        #expect(!result.code.contains("?.sidebar = "))
        // Without the sources nothing is known: plain cases, no warnings.
        let plain = SegueCodeGenerator().generate(documents: [document])
        #expect(!plain.code.contains("= destination\n"))
        #expect(plain.diagnostics.allSatisfy { $0.rule != "connect-property" })
    }

    @Test func typedSeguesCanBeTurnedOff() throws {
        var options = SegueCodeGenerator.Options()
        options.typedSegues = false
        let code = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(xml: Self.xml, path: "M.storyboard")]).code
        #expect(!code.contains("enum Segue: TypedSegue {"))
        #expect(code.contains("enum SegueIdentifier"))
    }

    static let scenesXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <scenes>
        <scene sceneID="s1-aa-bbb"><objects><viewController storyboardIdentifier="Book" id="v1-aa-bbb" customClass="BookViewController" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s2-aa-bbb"><objects><navigationController storyboardIdentifier="editor navigation" id="v2-aa-bbb" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s3-aa-bbb"><objects><viewController storyboardIdentifier="class" id="v3-aa-bbb" customClass="Card" customModule="Kit" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s4-aa-bbb"><objects><viewController id="v4-aa-bbb" customClass="NoIdentifier" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s5-aa-bbb"><objects><tableViewController storyboardIdentifier="Say &quot;hi&quot;" id="v5-aa-bbb" sceneMemberID="viewController"/></objects></scene>
        </scenes>
        </document>
        """

    /// A destination in a module named `Destination` is written `Destination.Detail`: the generic
    /// parameter of `PerformableSegue` would hide the module, so it takes another name.
    @Test func theGenericParameterOfTypedPerformHidesNoDestinationsModule() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><scenes>
            <scene sceneID="s1"><objects><viewController id="a" customClass="HomeViewController" sceneMemberID="viewController">
            <connections><segue destination="b" kind="show" identifier="showDetail" id="g"/></connections></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="Detail" customModule="Destination" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        var options = SegueCodeGenerator.Options()
        options.modules.sourceModule = "App"
        let code = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(xml: xml, path: "Main.storyboard")]).code
        #expect(code.contains("struct PerformableSegue<DestinationController> {"), "\(code)")
        #expect(code.contains("static var showDetail: PerformableSegue<Destination.Detail>"), "\(code)")
    }

    @Test func storyboardIDsWhoseNamesCollideAreRenamedWithAWarning() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><scenes>
            <scene sceneID="s1"><objects><viewController storyboardIdentifier="name" id="a" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s2"><objects><viewController storyboardIdentifier="Foo-Bar" id="b" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewController storyboardIdentifier="fooBar" id="c" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        let result = SegueCodeGenerator().generate(documents: [try Fixtures.parse(xml: xml, path: "Main.storyboard")])
        #expect(result.diagnostics.map(\.description) == [
            "Main.storyboard:3:30: warning: storyboard ID 'name' would be named MainStoryboard.name, but the storyboard's name has it; it is named name_2",
            "Main.storyboard:4:30: warning: storyboard ID 'Foo-Bar' would be named MainStoryboard.fooBar, but storyboard ID 'fooBar' already has that name; it is named fooBar_2",
        ], "\(result.diagnostics)")
        #expect(result.code.contains("static var fooBar_2: SegueKit.StoryboardScene<UIViewController> { .init(storyboard: name, identifier: \"Foo-Bar\") }"), "\(result.code)")
    }

    /// `MainStoryboard.storyboard` (as Xcode 4's templates named it) and a later `Main.storyboard` make
    /// one enum name: the storyboard named exactly that keeps it, so adding the other renames nothing
    /// code already uses, and the other's enum is numbered with a warning.
    @Test func storyboardsWhoseEnumNamesCollideKeepTheExactNameAndWarn() throws {
        func storyboard(_ name: String) throws -> StoryboardDocument {
            try Fixtures.parse(xml: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><scenes>
                <scene sceneID="s1"><objects><viewController storyboardIdentifier="\(name)Home" id="a" sceneMemberID="viewController"/></objects></scene>
                </scenes></document>
                """, path: "\(name).storyboard")
        }
        let result = SegueCodeGenerator().generate(documents: [try storyboard("Main"), try storyboard("MainStoryboard")])
        #expect(result.diagnostics.map(\.description) == [
            "Main.storyboard:1:1: warning: the typed scenes of Main.storyboard would be MainStoryboard, but MainStoryboard.storyboard's have that name; they are MainStoryboard_2",
        ], "\(result.diagnostics)")
        #expect(result.code.contains("enum MainStoryboard {\n    /// The storyboard's name, as `UIStoryboard(name:bundle:)` takes it.\n    nonisolated static var name: String { \"MainStoryboard\" }"), "\(result.code)")
        #expect(result.code.contains("enum MainStoryboard_2 {\n    /// The storyboard's name, as `UIStoryboard(name:bundle:)` takes it.\n    nonisolated static var name: String { \"Main\" }"), "\(result.code)")
    }

    /// A target's scene in a storyboard no `--module NAME=PATH` assigns, whose recorded `customModule` is
    /// another target's: its class is this module's when the sources declare it (a storyboard two targets
    /// share), and otherwise is named by nothing generated, as its segues get no case.
    @Test func aTargetsSceneOfAnotherRecordedModuleIsTypedOnlyWhenTheSourcesDeclareItsClass() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects><viewController storyboardIdentifier="Learn" id="a" customClass="LearnViewController" customModule="LoopKit" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """)
        func scene(declaring source: String) throws -> String? {
            var options = SegueCodeGenerator.Options()
            options.modules.sourceModule = "Loop"
            options.code = ModuleCode(SwiftSourceScan.scan(source: source, path: "Loop.swift"), module: "Loop")
            let code = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(xml: xml, path: "Learn.storyboard")]).code
            return code.split(separator: "\n").first { $0.contains("static var learn:") }.map(String.init)
        }
        #expect(try scene(declaring: "final class HomeViewController: UIViewController {}")?.contains("StoryboardScene<UIViewController>") == true)
        #expect(try scene(declaring: "final class LearnViewController: UIViewController {}")?.contains("StoryboardScene<LearnViewController>") == true)
    }

    /// `StoryboardScene` is written bare when the sources show no type of that name, and qualified when
    /// they declare one (SwiftGen's) or are not given.
    @Test func storyboardSceneIsQualifiedOnlyWhereAnAppTypeCouldHideIt() throws {
        let document = try Fixtures.parse(xml: Self.storyboard("""
            <scene sceneID="s1"><objects><viewController storyboardIdentifier="Home" id="a" customClass="HomeViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """), path: "Main.storyboard")
        func line(_ source: String?) -> String? {
            var options = SegueCodeGenerator.Options()
            options.code = source.map { ModuleCode(SwiftSourceScan.scan(source: $0, path: "App.swift")) }
            return SegueCodeGenerator(options: options).generate(documents: [document]).code
                .split(separator: "\n").first { $0.contains("static var home:") }.map(String.init)
        }
        let home = "final class HomeViewController: UIViewController {}"
        #expect(line(home)?.contains(" StoryboardScene<HomeViewController>") == true)
        #expect(line(home + "\nstruct StoryboardScene<T> {}")?.contains(" SegueKit.StoryboardScene<HomeViewController>") == true)
        #expect(line(nil)?.contains(" SegueKit.StoryboardScene<HomeViewController>") == true)
    }

    @Test func scenesWithAStoryboardIDGetTypedInstantiationInTheStoryboardsEnum() throws {
        var options = SegueCodeGenerator.Options()
        options.modules.sourceModule = "App"
        let code = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(xml: Self.scenesXML, path: "Main.storyboard")]).code
        #expect(code.contains("#if canImport(UIKit) && canImport(SegueKit) && !os(watchOS)\nimport Kit\nimport SegueKit\nimport UIKit\n"), "\(code)")
        #expect(code.contains("enum MainStoryboard {\n    /// The storyboard's name, as `UIStoryboard(name:bundle:)` takes it.\n    nonisolated static var name: String { \"Main\" }\n"), "\(code)")
        // One typed scene per Storyboard ID; `StoryboardScene` makes a CoderInitializable class with its dependencies.
        for scene in [
            #"nonisolated static var book: SegueKit.StoryboardScene<BookViewController> { .init(storyboard: name, identifier: "Book") }"#,
            #"nonisolated static var editorNavigation: SegueKit.StoryboardScene<UINavigationController> { .init(storyboard: name, identifier: "editor navigation") }"#,
            #"nonisolated static var `class`: SegueKit.StoryboardScene<Kit.Card> { .init(storyboard: name, identifier: "class") }"#,
            #"nonisolated static var sayHi: SegueKit.StoryboardScene<UITableViewController> { .init(storyboard: name, identifier: "Say \"hi\"") }"#,
        ] {
            #expect(code.contains("    " + scene + "\n"), "\(scene)\n--- generated ---\n\(code)")
        }
        #expect(!code.contains("NoIdentifier"))                       // no storyboard ID, nothing to instantiate by
    }

    /// Two storyboards of different folders with one name are one storyboard to UIKit (a bundle holds
    /// one of a name): their typed scenes would mix two apps' scenes, so a warning names both files.
    @Test func storyboardsOfOneNameInDifferentFoldersAreAWarning() throws {
        let first = try Fixtures.parse(xml: Self.scenesXML, path: "App/Main.storyboard")
        let second = try Fixtures.parse(xml: Self.scenesXML, path: "Widget/Main.storyboard")
        let result = SegueCodeGenerator().generate(documents: [first, second])
        let clash = try #require(result.diagnostics.first { $0.rule == "storyboard-name-clash" })
        #expect(clash.severity == .warning)
        #expect(clash.message.hasPrefix("storyboards App/Main.storyboard and Widget/Main.storyboard are both named 'Main': their scenes are one MainStoryboard"), "\(clash.message)")
        #expect(!SegueCodeGenerator().generate(documents: [first]).diagnostics.contains { $0.rule == "storyboard-name-clash" })
    }

    @Test func typedScenesCanBeTurnedOffAndStoryboardNamesBecomeTypeNames() throws {
        var options = SegueCodeGenerator.Options()
        options.typedScenes = false
        let off = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(xml: Self.scenesXML, path: "Main.storyboard")]).code
        #expect(!off.contains("MainStoryboard"))
        #expect(!off.contains("#if canImport"))
        let named = SegueCodeGenerator().generate(documents: [try Fixtures.parse(xml: Self.scenesXML, path: "sign-in flow.storyboard")]).code
        #expect(named.contains("enum SignInFlowStoryboard {"), "\(named)")
        #expect(named.contains(#"static var name: String { "sign-in flow" }"#), "\(named)")
        let suffixed = SegueCodeGenerator().generate(documents: [try Fixtures.parse(xml: Self.scenesXML, path: "OnboardingStoryboard.storyboard")]).code
        #expect(suffixed.contains("enum OnboardingStoryboard {"), "\(suffixed)")
        // An acronym stays as written, as in a type name written by hand.
        for (file, name) in [("UTMSettings", "UTMSettingsStoryboard"), ("AR_Settings", "AR_SettingsStoryboard"), ("2FA", "_2FAStoryboard")] {
            let code = SegueCodeGenerator().generate(documents: [try Fixtures.parse(xml: Self.scenesXML, path: file + ".storyboard")]).code
            #expect(code.contains("enum \(name) {"), "\(code)")
        }
    }

    /// A UIKit storyboard with `scenes`.
    static func storyboard(_ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <scenes>
        \(scenes)
        </scenes>
        </document>
        """
    }

    /// What `generate --source` writes for `documents` when the app's Swift code is `source`.
    static func generate(_ documents: [StoryboardDocument], source: String) -> SegueCodeGenerator.Result {
        var options = SegueCodeGenerator.Options()
        options.code = ModuleCode(SwiftSourceScan.scan(source: source, path: "App.swift"))
        return SegueCodeGenerator(options: options).generate(documents: documents)
    }
}
