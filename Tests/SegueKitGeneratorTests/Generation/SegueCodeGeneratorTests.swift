import Foundation
import Testing
import SegueKitChecker
import SegueKitSwiftSource
import SegueKitGenerator
import SegueKitStoryboard

@Suite("Code generation")
struct SegueCodeGeneratorTests {
    private func generate(_ scenes: [(String?, [(String?, String, String)])], options: SegueCodeGenerator.Options = .init()) throws -> SegueCodeGenerator.Result {
        SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(xml: Fixtures.storyboard(scenes))])
    }

    @Test func exampleStoryboardGetsOneEnumPerSourceClassWithExactRawValuesAndDestinations() throws {
        let result = SegueCodeGenerator().generate(documents: [try Fixtures.parse(Fixtures.mainStoryboard)])
        #expect(result.classNames == ["BookEditorViewController", "BookViewController", "LibraryViewController"])
        #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty)
        let scan = SwiftSourceScan.scan(source: result.code, path: "Generated.swift")
        let cases = Dictionary(uniqueKeysWithValues: scan.segueEnums.map { ($0.owner, $0.cases.compactMap(\.rawValue)) })
        #expect(cases["LibraryViewController"] == ["editBook", "embedStats", "showAbout", "showAccount", "showBook"])
        #expect(cases["BookViewController"] == ["showAuthor", "unwindToLibrary"])
        #expect(cases["BookEditorViewController"] == ["cancelEditing", "saveBook"])
        #expect(result.code.contains("enum SegueIdentifier: String, CaseIterable {"))
        // One doc line per case: the identifier, where it leads, the kind (or the segue's class).
        #expect(result.code.contains("        /// `showBook` → `BookViewController` (show).\n        case showBook\n"))
        #expect(result.code.contains("        /// `editBook` → `BookEditorViewController` in `UINavigationController` (presentation).\n        case editBook\n"))
        #expect(result.code.contains("        /// `unwindToLibrary` → unwind `unwindToLibrary:`.\n        case unwindToLibrary\n"))
        #expect(result.code.contains("        /// `embedStats` → `StatsViewController` (embed).\n        case embedStats\n"))
        #expect(result.code.contains("        /// `showAccount` → `AccountViewController` (GatedSegue).\n        case showAccount\n"))
        // Identifier enums need nothing but the classes; typed segues come after, inside `#if canImport(SegueKit)`.
        let identifiers = try #require(result.code.components(separatedBy: "// MARK: Typed segues (UIKit)").first)
        #expect(!identifiers.contains("import SegueKit"))
        #expect(result.code.contains("#if canImport(UIKit) && canImport(SegueKit) && !os(watchOS)\nimport SegueKit\nimport UIKit\n"))
    }

    @Test func aClassThatInheritsAHandWrittenEnumGetsNoneAndANoteSayingWhereItsCasesGo() throws {
        let document = try Fixtures.parse(xml: Fixtures.storyboard([("EditViewController", [("save", "show", "")])]))
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("class FormViewController: UIViewController { enum SegueIdentifier: String { case save } }\nfinal class EditViewController: FormViewController {}")
        let result = SegueCodeGenerator(options: options).generate(documents: [document])
        #expect(!result.code.contains("enum SegueIdentifier"), "\(result.code)")
        let note = result.diagnostics.first { $0.rule == "chain-enum" }?.message
        #expect(note?.contains("'EditViewController' inherits SegueIdentifier from 'FormViewController'") == true, "\(note ?? "no note")")
        #expect(note?.hasSuffix("its segues need cases there (seguekit check compares them with the storyboard)") == true, "\(note ?? "no note")")
    }

    /// A class whose `SegueIdentifier` is a namespace of `static let` identifiers gets no enum and no
    /// typed segues, which are named after cases: the note says both. One with cases has typed segues.
    @Test func aNamespaceOfIdentifiersGetsNoTypedSeguesAndTheNoteSaysSo() throws {
        let document = try Fixtures.parse(xml: Fixtures.storyboard([("HomeViewController", [("showItem", "show", "")])]))
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("final class HomeViewController: UIViewController { enum SegueIdentifier { static let showItem = \"showItem\" } }")
        let result = SegueCodeGenerator(options: options).generate(documents: [document])
        #expect(!result.code.contains("extension HomeViewController"), "\(result.code)")
        let note = result.diagnostics.first { $0.rule == "chain-enum" }?.message
        #expect(note?.hasSuffix("none is generated for it, nor typed segues, which are named after the cases of an enum with String raw values the generated file can see") == true, "\(note ?? "no note")")
        options.code = Fixtures.code("final class HomeViewController: UIViewController { enum SegueIdentifier: String { case showItem } }")
        let typed = SegueCodeGenerator(options: options).generate(documents: [document])
        #expect(typed.diagnostics.first { $0.rule == "chain-enum" }?.message.hasSuffix("none is generated for it") == true)
    }

    /// A framework's base controller declares the enum; with each module's sources told apart
    /// (`--module NAME=PATH`), the app's subclass inherits it: a second enum would shadow it.
    @Test func aClassInheritsTheHandWrittenEnumOfASuperclassInAnotherModule() throws {
        let document = try Fixtures.parse(xml: Fixtures.storyboard([("AccountViewController", [("showHelp", "show", "")])]))
        var scan = SwiftSourceScan.scan(
            source: "open class HelpfulViewController: UIViewController, SegueHandlerType { public enum SegueIdentifier: String { case showHelp } }",
            path: "/FeatureKit/Base.swift")
        scan.merge(SwiftSourceScan.scan(
            source: "import FeatureKit\nfinal class AccountViewController: HelpfulViewController {}\nfinal class TargetViewController: UIViewController {}",
            path: "/App/Account.swift"))
        let modules = ModuleMap([.init(name: "App", path: "/App"), .init(name: "FeatureKit", path: "/FeatureKit")])
        var options = SegueCodeGenerator.Options()
        options.code = ModuleCode(scan, module: "App", modules: modules)
        let result = SegueCodeGenerator(options: options).generate(documents: [document])
        #expect(!result.code.contains("enum SegueIdentifier"), "\(result.code)")
        let note = result.diagnostics.first { $0.rule == "chain-enum" }?.message
        #expect(note?.contains("'AccountViewController' inherits SegueIdentifier from 'HelpfulViewController' (/FeatureKit/Base.swift:1)") == true, "\(note ?? "no note")")
        // Its typed segues are its own (the generated file cannot extend the framework's class), named after the inherited cases.
        #expect(result.code.contains("extension AccountViewController {\n    /// The segues of `AccountViewController`"), "\(result.code)")
        #expect(result.code.contains("static var showHelp: PerformableSegue<TargetViewController> { .init(identifier: .showHelp) }"), "\(result.code)")
        #expect(!result.code.contains("extension HelpfulViewController"), "\(result.code)")
    }

    /// Another module's protocol that names an enum is not the app's own protocol of the same name.
    @Test func anotherModulesProtocolIsNotTheAppsOwnOfItsName() throws {
        let document = try Fixtures.parse(xml: Fixtures.storyboard([("DetailViewController", [("next", "show", "")])]))
        var scan = SwiftSourceScan.scan(
            source: "public protocol Routing: SegueHandlerType where SegueIdentifier == HelpSegue {}\npublic enum HelpSegue: String { case showHelp }",
            path: "/Kit/Routing.swift")
        scan.merge(SwiftSourceScan.scan(
            source: "protocol Routing: AnyObject {}\nfinal class DetailViewController: UIViewController, Routing, SegueHandlerType {}", path: "/App/Detail.swift"))
        let modules = ModuleMap([.init(name: "App", path: "/App"), .init(name: "Kit", path: "/Kit")])
        var options = SegueCodeGenerator.Options()
        options.code = ModuleCode(scan, module: "App", modules: modules)
        let code = SegueCodeGenerator(options: options).generate(documents: [document]).code
        #expect(code.contains("extension DetailViewController {\n    /// Segue identifiers of"), "\(code)")
    }

    /// A nested class's `@objc(Name)` on a scene, when another class has its own name: the generated code
    /// names neither (the one it would name is not the scene's), and a warning says why.
    @Test func aSceneOfANestedClassWhoseNameIsTakenIsClassLess() throws {
        // Interface Builder writes no module for a class it knows by its Objective-C name.
        let xml = Fixtures.storyboard([("OnboardingWelcome", [("start", "show", "")])])
            .replacingOccurrences(of: #"customClass="OnboardingWelcome" customModuleProvider="target""#, with: #"customClass="OnboardingWelcome""#)
        let document = try Fixtures.parse(xml: xml)
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("""
            final class WelcomeViewController: UIViewController {}
            enum Onboarding { @objc(OnboardingWelcome) final class WelcomeViewController: UIViewController {} }
            """)
        let result = SegueCodeGenerator(options: options).generate(documents: [document])
        #expect(!result.code.contains("extension OnboardingWelcome") && !result.code.contains("extension WelcomeViewController"), "\(result.code)")
        #expect(result.diagnostics.contains { $0.rule == "class-nested" && $0.message.hasPrefix("scene class 'OnboardingWelcome' is nested in another type") }, "\(result.diagnostics)")
    }

    /// A scene class written dotted (`Settings.RootViewController`) is a nested class: nothing generated
    /// names it, and the warning says it is nested rather than undeclared.
    @Test func aDottedSceneClassIsNestedAndClassLess() throws {
        let document = try Fixtures.parse(xml: Fixtures.storyboard([("Settings.RootViewController", [("showAbout", "show", "")])]))
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("""
            enum Settings { final class RootViewController: UIViewController {} }
            final class TargetViewController: UIViewController {}
            """)
        let result = SegueCodeGenerator(options: options).generate(documents: [document])
        #expect(!result.code.contains("RootViewController"), "\(result.code)")
        #expect(result.diagnostics.map(\.rule) == ["class-nested", "segue-without-class"], "\(result.diagnostics)")
    }

    /// A scene class of no module that no Swift file declares is Objective-C, perhaps a framework's
    /// (SWRevealViewController) that the generated file cannot know to import: nothing names it, segues
    /// to it are typed by their scene's framework class, and a note says why.
    @Test func aSceneClassOfNoModuleTheSwiftCodeDoesNotDeclareIsClassLess() throws {
        let xml = Fixtures.storyboard([("HomeViewController", [("showReveal", "presentation", "")]), ("SWRevealViewController", [("sw_front", "custom", "")])])
            .replacingOccurrences(of: #"customClass="SWRevealViewController" customModuleProvider="target""#, with: #"customClass="SWRevealViewController""#)
        let document = try Fixtures.parse(xml: xml)
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("import SWRevealViewController\nfinal class HomeViewController: UIViewController {}")
        let result = SegueCodeGenerator(options: options).generate(documents: [document])
        #expect(!result.code.contains("SWRevealViewController"), "\(result.code)")
        #expect(result.code.contains("extension HomeViewController {"), "\(result.code)")
        // The fixture's destination, `TargetViewController`, is such a class too.
        #expect(result.code.contains("case showReveal(UIViewController)\n"), "\(result.code)")
        let note = result.diagnostics.first { $0.rule == "class-objc" }
        #expect(note?.severity == .note)
        #expect(note?.message.hasPrefix("scene class 'SWRevealViewController' has no module and no given Swift file declares it") == true, "\(result.diagnostics)")
        // Declared in Swift, it is named as before.
        options.code = Fixtures.code("final class HomeViewController: UIViewController {}\n@objc(SWRevealViewController) final class RevealViewController: UIViewController {}")
        let declared = SegueCodeGenerator(options: options).generate(documents: [document])
        #expect(!declared.diagnostics.contains { $0.rule == "class-objc" && $0.message.contains("'SWRevealViewController'") }, "\(declared.diagnostics)")
        #expect(declared.code.contains("extension RevealViewController {"), "\(declared.code)")
    }

    /// A scene class declared only under `#if DEBUG` (a debug menu) exists in some builds only: the
    /// generated file, compiled in every build, names it nowhere (not even for its unwind action), and a
    /// warning says why. One declared in both branches of `#if DEBUG` … `#else`, in `#if DEBUG` and
    /// `#if !DEBUG`, or under `#if swift(>=5.9)` (every build of one toolchain, also with a platform:
    /// `canImport(UIKit) && compiler(>=5.9)`) keeps its enum.
    @Test func aSceneClassDeclaredOnlyForSomeBuildsIsClassLess() throws {
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("""
            #if DEBUG
            final class DebugMenu: UITableViewController {
                @IBAction func unwindToDebugMenu(_ segue: UIStoryboardSegue) {}
            }
            final class Both: UIViewController {}
            #else
            final class Both: UIViewController {}
            #endif
            #if DEBUG
            final class Pair: UIViewController {}
            #endif
            #if !DEBUG
            final class Pair: UIViewController {}
            #endif
            #if swift(>=5.9)
            final class Modern: UIViewController {}
            #endif
            #if canImport(UIKit) && compiler(>=5.9)
            final class Current: UIViewController {}
            #endif
            final class Settings: UITableViewController {}
            """)
        let document = try Fixtures.parse(iOSScenes: """
            <scene sceneID="s1"><objects><tableViewController id="a" customClass="Settings" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="b" kind="show" identifier="showDebug" id="g1"/></connections>
            </tableViewController></objects></scene>
            <scene sceneID="s2"><objects><tableViewController id="b" customClass="DebugMenu" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="c" kind="show" identifier="showLogs" id="g2"/></connections>
            </tableViewController></objects></scene>
            <scene sceneID="s3"><objects><viewController id="c" customClass="Both" customModuleProvider="target" sceneMemberID="viewController">
                <connections>
                    <segue destination="a" kind="show" identifier="b" id="g3"/>
                    <segue destination="x" kind="unwind" identifier="backToDebug" unwindAction="unwindToDebugMenu:" id="g4"/>
                </connections>
            </viewController><exit id="x" userLabel="Exit" sceneMemberID="exit"/></objects></scene>
            <scene sceneID="s4"><objects><viewController id="d" customClass="Pair" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="a" kind="show" identifier="p" id="g5"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s5"><objects><viewController id="e" customClass="Modern" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="a" kind="show" identifier="m" id="g6"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s6"><objects><viewController id="f" customClass="Current" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="a" kind="show" identifier="c" id="g7"/></connections>
            </viewController></objects></scene>
            """)
        let result = SegueCodeGenerator(options: options).generate(documents: [document])
        #expect(result.classNames == ["Both", "Current", "Modern", "Pair", "Settings"])
        // Only the unwind segue's doc line names its action's selector.
        #expect(!result.code.contains("extension DebugMenu") && !result.code.contains("DebugMenu.self") && !result.code.contains("(DebugMenu)"), "\(result.code)")
        #expect(result.code.contains("case showDebug(UITableViewController)"), "\(result.code)")
        #expect(result.diagnostics.contains { $0.rule == "class-conditional" && $0.message.hasPrefix("scene class 'DebugMenu' is declared only under `#if` (Code.swift:2)") }, "\(result.diagnostics)")
    }

    @Test func outputIsByteIdenticalAcrossRunsAndInputOrder() throws {
        let main = try Fixtures.parse(Fixtures.mainStoryboard)
        let login = try Fixtures.parse(Fixtures.loginStoryboard)
        let first = SegueCodeGenerator().generate(documents: [main, login]).code
        let second = SegueCodeGenerator().generate(documents: [login, main]).code
        #expect(first == second)
        #expect(!first.contains(Fixtures.repository.path), "generated code must not contain absolute paths")
    }

    /// Several corpus storyboards share classes whose identifiers lead to different destinations, so the
    /// per-case doc comments merge lines from several files: their order must not follow the input order.
    @Test func wholeCorpusOutputIsByteIdenticalForwardAndReversed() throws {
        let documents = try Fixtures.corpusStoryboards().map(Fixtures.parse)
        #expect(documents.count >= 40)
        let forward = SegueCodeGenerator().generate(documents: documents)
        let reversed = SegueCodeGenerator().generate(documents: documents.reversed())
        #expect(forward.code == reversed.code)
        #expect(forward.diagnostics.map(\.description) == reversed.diagnostics.map(\.description))
    }

    @Test func scenesSharingAClassMergeIdentifiersDedupedByRawValue() throws {
        let result = try generate([
            ("SharedViewController", [("a", "show", ""), ("b", "show", "")]),
            ("SharedViewController", [("b", "presentation", ""), ("c", "show", "")]),
        ])
        let scan = SwiftSourceScan.scan(source: result.code, path: "G.swift")
        #expect(scan.segueEnums.count == 1)
        #expect(scan.segueEnums[0].cases.compactMap(\.rawValue) == ["a", "b", "c"])
        #expect(result.code.contains("/// `b` → `TargetViewController` (presentation) or `TargetViewController` (show).\n        case b\n"))
    }

    @Test func controllersWithoutCustomClassGetNoEnumAndANote() throws {
        let result = try generate([(nil, [("orphan", "show", "")]), ("A", [("x", "show", "")])])
        #expect(result.classNames == ["A"])
        #expect(!result.code.contains("orphan"))
        #expect(result.diagnostics.contains { $0.severity == .note && $0.message.contains("'orphan'") && $0.line != nil })
    }

    @Test func emptyIdentifiersAreSkippedWithAWarningNamingTheStoryboardLine() throws {
        let xml = Fixtures.storyboard([("A", [("", "show", ""), ("ok", "show", "")])])
        let result = SegueCodeGenerator().generate(documents: [try Fixtures.parse(xml: xml, path: "E.storyboard")])
        let warning = try #require(result.diagnostics.first { $0.severity == .warning })
        #expect(warning.message.contains("empty segue identifier"))
        #expect(warning.path == "E.storyboard")
        let expectedLine = xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("identifier=\"\"") }! + 1
        #expect(warning.line == expectedLine)
        #expect(warning.description.hasPrefix("E.storyboard:\(expectedLine):"))
        #expect(!result.code.contains("= \"\""))
    }

    @Test func collisionsAreRenamedDeterministicallyWithAWarning() throws {
        let result = try generate([("A", [("Foo-Bar", "show", ""), ("fooBar", "show", ""), ("foo bar", "show", "")])])
        #expect(result.code.contains("case fooBar\n"))
        #expect(result.code.contains("case fooBar_2 = \"Foo-Bar\""))
        #expect(result.code.contains("case fooBar_3 = \"foo bar\""))
        #expect(result.diagnostics.filter { $0.severity == .warning && $0.message.contains("already has that name") }.count == 2)
    }

    /// The raw value is written only where it is not the case name; the doc line names the identifier.
    @Test func aRawValueIsWrittenOnlyWhereItIsNotTheCaseName() throws {
        let result = try generate([("A", [("show detail", "show", ""), ("plain", "show", ""), ("default", "show", "")])])
        let enumText = result.code.components(separatedBy: "// MARK: Typed segues")[0]
        #expect(enumText.contains("/// `show detail` → `TargetViewController` (show).\n        case showDetail = \"show detail\"\n"))
        #expect(enumText.contains("/// `plain` → `TargetViewController` (show).\n        case plain\n"))
        #expect(enumText.contains("case `default`\n"))
    }

    /// Storyboard IDs are not part of a case's doc line (the scene enums name them).
    @Test func aCaseDocLineNamesTheClassNotTheStoryboardID() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes>
            <scene sceneID="s1"><objects><viewController id="a" customClass="ListViewController" sceneMemberID="viewController"><connections>
            <segue destination="b" kind="show" identifier="same" id="g1"/>
            <segue destination="c" kind="show" identifier="other" id="g2"/>
            </connections></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController storyboardIdentifier="BookViewController" id="b" customClass="BookViewController" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewController storyboardIdentifier="Author" id="c" customClass="AuthorViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes>
            </document>
            """
        let code = SegueCodeGenerator().generate(documents: [try Fixtures.parse(xml: xml)]).code
        #expect(code.contains("/// `same` → `BookViewController` (show).\n        case same\n"))
        #expect(code.contains("/// `other` → `AuthorViewController` (show).\n        case other\n"))
    }

    @Test func hostileIdentifiersBecomeEscapedLiteralsAndValidNames() throws {
        let result = try generate([("A", [("default", "show", ""), ("2fa", "show", ""), ("say &quot;hi&quot;", "show", ""), ("back\\slash", "show", ""), ("tab&#9;here", "show", "")])])
        #expect(result.code.contains("case `default`\n"))
        #expect(result.code.contains("case _2fa = \"2fa\""))
        #expect(result.code.contains("= \"say \\\"hi\\\"\""))
        #expect(result.code.contains("= \"back\\\\slash\""))
        #expect(result.code.contains("= \"tab\\there\""))
        // Scanning the generated code back recovers the exact identifiers.
        let raws = SwiftSourceScan.scan(source: result.code, path: "G.swift").segueEnums[0].cases.compactMap(\.rawValue)
        #expect(Set(raws) == ["default", "2fa", "say \"hi\"", "back\\slash", "tab\there"])
    }

    @Test func conformanceOptionImportsSegueKitAndDeclaresConformance() throws {
        var options = SegueCodeGenerator.Options()
        options.declareConformance = true
        options.accessLevel = .public
        let result = try generate([("A", [("x", "show", "")])], options: options)
        // Public declarations use it: a public import, which `InternalImportsByDefault` needs.
        #expect(result.code.contains("\npublic import SegueKit\n"), "\(result.code)")
        #expect(result.code.contains("extension A: SegueHandlerType {}"))
        #expect(result.code.contains("public enum SegueIdentifier"))
        #expect(result.code.contains("public enum Segue: TypedSegue"))
        #expect(result.code.contains("public init?(checking segue: UIStoryboardSegue)"))
    }

    /// A class whose sources nest another type named `SegueIdentifier` (a `struct` of constants, or a
    /// caseless enum of them), or a property or method of that name (`static let SegueIdentifier =
    /// "Authors"`, the segue that leads to the class), gets no enum beside it, which would not compile,
    /// and no typed segues; a property named `Segue` keeps the typed segues out.
    @Test func aClassWithAStructNamedSegueIdentifierGetsNoEnum() throws {
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("""
            final class A: UIViewController {
                struct SegueIdentifier { static let a = "a" }
            }
            final class B: UIViewController {}
            extension B {
                enum SegueIdentifier { static let b = "b" }
            }
            final class C: UIViewController {}
            final class D: UIViewController { static let SegueIdentifier = "Authors" }
            final class E: UIViewController { class func SegueIdentifier() -> String { "e" } }
            final class F: UIViewController { var Segue: Int { 0 } }
            final class G: UIViewController { func local() { func SegueIdentifier() {}; let Segue = 1; _ = Segue } }
            """)
        let result = try generate([
            ("A", [("a", "show", "")]), ("B", [("b", "show", "")]), ("C", [("c", "show", "")]), ("D", [("d", "show", "")]),
            ("E", [("e", "show", "")]), ("F", [("f", "show", "")]), ("G", [("g", "show", "")]),
        ], options: options)
        #expect(result.classNames == ["C", "F", "G"])
        #expect(result.code.contains("extension G {\n    /// The segues of `G`"), "\(result.code)")
        #expect(!result.code.contains("extension A") && !result.code.contains("extension B"), "\(result.code)")
        #expect(!result.code.contains("extension D") && !result.code.contains("extension E"), "\(result.code)")
        #expect(!result.code.contains("enum Segue: TypedSegue {\n        /// `f`"), "\(result.code)")
        #expect(result.diagnostics.contains { $0.rule == "typed-name-taken" && $0.message.hasPrefix("'F' already declares a member named Segue") }, "\(result.diagnostics)")
    }

    /// A top-level `SegueIdentifier` of the app's own would be hidden in a class's code by one nested in
    /// it (`SegueIdentifier.addEvent.rawValue` would stop compiling): the classes that would get one get
    /// nothing, and one warning at the declaration says why; a class with its own keeps its typed segues,
    /// and a conformance to `SegueHandlerType` — of the class, a superclass or a subclass — cannot take
    /// the top-level type, so it still gets its enum.
    @Test func aTopLevelSegueIdentifierIsNotHiddenByGeneratedOnes() throws {
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("""
            enum SegueIdentifier: String { case addEvent = "AddEvent" }
            final class HomeViewController: UIViewController {
                func add() { performSegue(withIdentifier: SegueIdentifier.addEvent.rawValue, sender: nil) }
            }
            final class ListViewController: UIViewController {}
            final class Own: UIViewController { enum SegueIdentifier: String { case own } }
            class Handler: UIViewController, SegueHandlerType {}
            final class SubHandler: Handler {}
            class Base: UIViewController {}
            final class SubAdopter: Base, SegueHandlerType {}
            class Root: UIViewController {}
            final class Child: Root, SegueHandlerType { enum SegueIdentifier: String { case child } }
            """)
        let result = try generate([
            ("HomeViewController", [("AddEvent", "show", "")]), ("ListViewController", [("show", "show", "")]), ("Own", [("own", "show", "")]),
            ("SubHandler", [("handled", "show", "")]), ("Base", [("based", "show", "")]), ("Root", [("rooted", "show", "")]),
        ], options: options)
        #expect(result.classNames == ["Base", "Handler"])
        #expect(!result.code.contains("extension HomeViewController") && !result.code.contains("extension ListViewController"), "\(result.code)")
        #expect(!result.code.contains("extension Root"), "\(result.code)")
        #expect(result.code.contains("extension Own {\n    /// The segues of `Own`"), "\(result.code)")
        let warnings = result.diagnostics.filter { $0.rule == "typed-name-taken" }
        #expect(warnings.map(\.message) == [
            "'Base', 'Handler' get a SegueIdentifier, which their chains' SegueHandlerType conformance needs; in their code, and that of subclasses without their own, SegueIdentifier is that one, not this top-level type",
            "a SegueIdentifier generated in a class would hide this top-level SegueIdentifier from the class's code: 'HomeViewController', 'ListViewController', 'Root' get no SegueIdentifier and no typed segues (rename this type, or declare a SegueIdentifier in each class, to have them)",
        ])
        #expect(warnings.allSatisfy { $0.location?.path == "Code.swift" && $0.location?.line == 1 })
    }

    /// Another given module's top-level `SegueIdentifier` counts where the module is imported and the
    /// type is public; a `private` one of the module counts for every class (its file may extend them).
    @Test func aTopLevelSegueIdentifierCountsWhereTheClassesMaySeeIt() throws {
        let modules = ModuleMap([.init(name: "App", path: "/App"), .init(name: "Core", path: "/Core"), .init(name: "Kit", path: "/Kit")])
        func generated(_ files: [String: String]) throws -> SegueCodeGenerator.Result {
            var scan = SwiftSourceScan.scan(source: "final class Near: UIViewController {}\nfinal class Far: UIViewController {}", path: "/App/A.swift")
            scan.merge(SwiftSourceScan.scan(source: "public enum SegueIdentifier: String { case x }", path: "/Core/C.swift"))
            scan.merge(SwiftSourceScan.scan(source: "enum SegueIdentifier: String { case y }", path: "/Kit/K.swift"))
            for (path, source) in files { scan.merge(SwiftSourceScan.scan(source: source, path: path)) }
            var options = SegueCodeGenerator.Options()
            options.code = ModuleCode(scan, module: "App", modules: modules)
            return try generate([("Near", [("near", "show", "")]), ("Far", [("far", "show", "")])], options: options)
        }
        #expect(try generated([:]).classNames == ["Far", "Near"])
        #expect(try generated(["/App/Imports.swift": "import Kit"]).classNames == ["Far", "Near"])
        let importing = try generated(["/App/Imports.swift": "import Core"])
        #expect(importing.classNames.isEmpty)
        #expect(importing.diagnostics.filter { $0.rule == "typed-name-taken" }.map(\.location?.path) == ["/Core/C.swift"])
        #expect(try generated(["/App/P.swift": "private enum SegueIdentifier: String { case z }"]).classNames.isEmpty)
    }

    /// A base class without scenes that adopts `SegueHandlerType` through a protocol inheriting it, or a
    /// composition with it, gets the one enum its subclasses' segues need, as a direct adopter does.
    @Test(arguments: [
        "protocol Handler: SegueHandlerType, Themeable {}",
        "typealias Handler = SegueHandlerType & Themeable",
        "typealias Handler = Themeable & SegueKit.SegueHandlerType",
    ])
    func aBaseAdoptingThroughARefinementOrCompositionGetsTheEnum(_ handler: String) throws {
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("""
            protocol Themeable: AnyObject {}
            \(handler)
            class Mailbox: UIViewController, Handler {}
            final class Inbox: Mailbox {}
            final class Archive: Mailbox {}
            """)
        let result = try generate([("Inbox", [("showMessage", "show", "")]), ("Archive", [("restore", "show", "")])], options: options)
        #expect(result.classNames == ["Mailbox"], "\(result.code)")
    }

    /// Another class's typed segues and typed scenes name a deprecated class by its nearest superclass
    /// that is not and that they can name (past a generic one, and past AVKit's class, which needs an
    /// import of its own), or by its scene's framework class when there is none (a framework's
    /// superclass), so that they warn nowhere; a
    /// deprecated class's own extensions are marked deprecated (on the platform its attribute names)
    /// only when no class that is not deprecated derives from it, which would then warn where it uses them.
    @Test func aDeprecatedClassIsNamedByAnUndeprecatedSuperclass() throws {
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("""
            class ListScreen<Item>: UIViewController {}
            @available(*, deprecated) final class Detail: ListScreen<String> {}
            @available(*, deprecated) final class Card: KitCardViewController {}
            @available(*, deprecated, message: "Use Child") class Base: UIViewController {}
            final class Child: Base {}
            @available(*, deprecated) final class Old: UIViewController {}
            @available(iOS, deprecated: 13) final class OnlyOnIOS: UIViewController {}
            @available(*, deprecated) final class Trailer: AVPlayerViewController {}
            final class Home: UIViewController {}
            """)
        let result = try generate([
            ("Home", [("d", "show", ""), ("c", "show", "")]), ("Detail", []), ("Card", []), ("Base", [("b", "show", "")]),
            ("Child", [("c", "show", "")]), ("Old", [("o", "show", "")]), ("OnlyOnIOS", [("i", "show", "")]),
        ], options: options)
        let code = result.code
        #expect(code.contains("@available(*, deprecated)\nextension Old {"), "\(code)")
        #expect(!code.contains("@available(*, deprecated)\nextension Base {") && code.contains("extension Base {"), "\(code)")
        #expect(code.contains("@available(iOS, deprecated: 13)\nextension OnlyOnIOS {"), "\(code)")
        let code3 = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(iOSScenes: """
            <scene sceneID="s1"><objects><viewController id="a" customClass="Home" customModuleProvider="target" sceneMemberID="viewController">
                <connections>
                    <segue destination="b" kind="show" identifier="showDetail" id="g1"/>
                    <segue destination="c" kind="show" identifier="showCard" id="g2"/>
                    <segue destination="t" kind="show" identifier="showTrailer" id="g3"/>
                </connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="Detail" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewController id="c" customClass="Card" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s4"><objects><avPlayerViewController id="t" customClass="Trailer" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """)]).code
        #expect(code3.contains("case showDetail(UIViewController)") && code3.contains("case showCard(UIViewController)"), "\(code3)")
        // AVKit's class needs an import the generated file does not have.
        #expect(code3.contains("case showTrailer(UIViewController)"), "\(code3)")
    }

    /// A deprecated class whose superclass is another module's (given with its sources) is named by the
    /// next class up the generated file can name without importing that module.
    @Test func aDeprecatedClassIsNotNamedByAnotherModulesSuperclass() throws {
        var scan = SwiftSourceScan.scan(source: "open class CardViewController: UIViewController {}", path: "/Kit/Card.swift")
        scan.merge(SwiftSourceScan.scan(source: """
            import Kit
            final class Home: UIViewController {}
            @available(*, deprecated) final class OldCard: CardViewController {}
            """, path: "/App/App.swift"))
        var options = SegueCodeGenerator.Options()
        options.modules = ModuleMap([.init(name: "App", path: "/App"), .init(name: "Kit", path: "/Kit")])
        options.modules.sourceModule = "App"
        options.code = ModuleCode(scan, module: "App", modules: options.modules)
        let code = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(iOSScenes: """
            <scene sceneID="s1"><objects><viewController id="a" customClass="Home" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="b" kind="show" identifier="showOld" id="g1"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="OldCard" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """)]).code
        #expect(code.contains("case showOld(UIViewController)"), "\(code)")
        #expect(!code.contains("CardViewController"), "\(code)")
    }

    /// A `struct SegueIdentifier` of constants in an extension of `UIViewController` is every
    /// controller's: no enum is generated beside it.
    @Test func aNamespaceOnThePlatformControllerClassIsEveryControllers() throws {
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("""
            extension UIViewController { struct SegueIdentifier { static let a = "a" } }
            final class A: UIViewController {}
            """)
        let result = try generate([("A", [("a", "show", "")])], options: options)
        #expect(result.classNames.isEmpty, "\(result.code)")
    }

    /// With sources, `--conformance` declares it only for classes that do not adopt `SegueHandlerType`
    /// already, themselves, through a superclass or in a subclass (directly or in an extension of a
    /// typealias): a second conformance does not compile.
    @Test func conformanceOptionSkipsClassesWhoseSourcesAdoptSegueHandlerType() throws {
        var options = SegueCodeGenerator.Options()
        options.declareConformance = true
        var scan = SwiftSourceScan.scan(source: """
            class A: UIViewController, SegueHandlerType {}
            class B: A {}
            class C: UIViewController {}
            typealias Dee = D
            class D: UIViewController {}
            extension Dee: SegueHandlerType {}
            class Root: UIViewController {}
            final class Sub: Root, SegueHandlerType {}
            """, path: "Code.swift")
        scan.resolveAcrossFiles()
        options.code = ModuleCode(scan)
        let result = try generate([
            ("A", [("a", "show", "")]), ("B", [("b", "show", "")]), ("C", [("c", "show", "")]), ("D", [("d", "show", "")]),
            ("Root", [("r", "show", "")]), ("Sub", [("s", "show", "")]),
        ], options: options)
        #expect(result.classNames == ["A", "C", "D", "Root"])
        #expect(result.code.components(separatedBy: ": SegueHandlerType {}").count == 2, "\(result.code)")
        #expect(result.code.contains("extension C: SegueHandlerType {}"))
    }

    /// A class that `--conformance` skips because only a subclass adopts `SegueHandlerType` gets a
    /// warning naming that subclass; one whose superclass adopts it, or that adopts it itself, gets none.
    @Test func conformanceOptionWarnsWhenOnlyASubclassAdoptsSegueHandlerType() throws {
        var options = SegueCodeGenerator.Options()
        options.declareConformance = true
        var scan = SwiftSourceScan.scan(source: """
            class Base: UIViewController {}
            final class Second: Base {}
            final class First: Base {}
            extension First: SegueHandlerType {}
            class A: UIViewController, SegueHandlerType {}
            class B: A {}
            """, path: "Code.swift")
        scan.resolveAcrossFiles()
        options.code = ModuleCode(scan)
        let result = try generate([
            ("Base", [("next", "show", "")]), ("Second", []), ("A", [("a", "show", "")]), ("B", [("b", "show", "")]),
        ], options: options)
        #expect(!result.code.contains("extension Base: SegueHandlerType"), "\(result.code)")
        let warnings = result.diagnostics.filter { $0.rule == "conformance-in-subclass" }
        #expect(warnings.map(\.message) == [
            "'Base' gets no SegueHandlerType conformance: its subclass 'First' adopts the protocol, and a second conformance would not compile; adopt it on 'Base' instead to use these identifiers in its own code",
        ])
        #expect(warnings.first?.severity == .warning)
    }

    /// A WatchKit interface controller gets its identifiers (for `contextForSegue(withIdentifier:)`),
    /// and no typed segues or scenes, which are UIKit's and AppKit's.
    @Test func aWatchKitControllerGetsItsEnumAndNoTypedCode() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="21701" targetRuntime="watchKit"><scenes>
            <scene sceneID="s"><objects><controller identifier="Home" id="a" customClass="InterfaceController" customModuleProvider="target">
            <items><button id="btn"><connections><segue destination="b" kind="push" identifier="showDetail" id="g"/></connections></button></items>
            </controller></objects></scene>
            <scene sceneID="t"><objects><controller identifier="Detail" id="b" customClass="DetailInterfaceController" customModuleProvider="target"/></objects></scene>
            </scenes></document>
            """
        let watch = try Fixtures.parse(xml: xml, path: "Interface.storyboard")
        let result = SegueCodeGenerator().generate(documents: [watch])
        #expect(result.classNames == ["InterfaceController"])
        #expect(result.code.contains("extension InterfaceController {\n    /// Segue identifiers of `InterfaceController` scenes (Interface.storyboard).\n    enum SegueIdentifier: String, CaseIterable {"), "\(result.code)")
        #expect(!result.code.contains("Typed segues") && !result.code.contains("#if"), "\(result.code)")
        // Given with an iOS storyboard, each class's enum is under the `#if` of its framework.
        let both = SegueCodeGenerator().generate(documents: [watch, try Fixtures.parse(Fixtures.loginStoryboard)]).code
        #expect(both.contains("#if os(watchOS)\nextension InterfaceController {"), "\(both)")
        #expect(both.contains("#if canImport(UIKit) && !os(watchOS)\nextension LoginViewController {"), "\(both)")
        // So with the sources of both targets, which declare the interface controller a WatchKit one.
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("""
            class InterfaceController: WKInterfaceController {}
            class DetailInterfaceController: WatchKit.WKInterfaceController {}
            final class LoginViewController: UIViewController {}
            """)
        let withSources = SegueCodeGenerator(options: options).generate(documents: [watch, try Fixtures.parse(Fixtures.loginStoryboard)]).code
        #expect(withSources.contains("#if os(watchOS)\nextension InterfaceController {"), "\(withSources)")
    }

    /// A menu item's segue in a macOS storyboard's application scene starts at the application, which
    /// performs and prepares no segue (NSApplication is no NSSeguePerforming): a custom application class
    /// gets no enum and no typed perform, which would call what NSApplication does not have.
    @Test func anApplicationClassGetsNoSegueCode() throws {
        let mac = try Fixtures.parse(xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><scenes>
            <scene sceneID="app"><objects><application id="a" customClass="MyApplication" customModuleProvider="target" sceneMemberID="viewController">
            <menu key="mainMenu" id="m"><items><menuItem title="Settings…" id="i"><connections>
            <segue destination="w" kind="show" identifier="showSettings" id="g"/></connections></menuItem></items></menu>
            </application></objects></scene>
            <scene sceneID="s"><objects><windowController id="w" customClass="SettingsWindowController" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """, path: "Main.storyboard")
        let result = SegueCodeGenerator().generate(documents: [mac])
        #expect(result.classNames.isEmpty && !result.code.contains("MyApplication"), "\(result.code)")
        #expect(result.diagnostics.map(\.message) == [
            "segue 'showSettings' starts at the application (a menu item), which prepares no segue; no SegueIdentifier enum is generated for it",
        ])
    }

    /// Without sources, a class with scenes in the storyboards of both frameworks exists on both: its
    /// enum is under no framework's `#if`, though only one storyboard has its segues; a class with
    /// scenes of one framework only is under that framework's.
    @Test func aClassWithScenesOnBothPlatformsKeepsItsEnumOutsideTheFrameworksIf() throws {
        let iOS = try Fixtures.parse(iOSScenes: """
            <scene sceneID="s"><objects><viewController id="a" customClass="Shared" sceneMemberID="viewController">
            <connections><segue destination="b" kind="show" identifier="next" id="g"/></connections></viewController></objects></scene>
            <scene sceneID="t"><objects><viewController id="b" customClass="PhoneOnly" sceneMemberID="viewController">
            <connections><segue destination="a" kind="show" identifier="back" id="h"/></connections></viewController></objects></scene>
            """, path: "iOS.storyboard")
        let mac = try Fixtures.parse(xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><scenes>
            <scene sceneID="m"><objects><viewController id="c" customClass="Shared" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """, path: "Mac.storyboard")
        var options = SegueCodeGenerator.Options()
        options.typedSegues = false
        options.typedScenes = false
        let code = SegueCodeGenerator(options: options).generate(documents: [iOS, mac]).code
        #expect(code.contains("// swift-format-ignore-file\n\nextension Shared {"), "\(code)")
        #expect(code.contains("#if canImport(UIKit) && !os(watchOS)\nextension PhoneOnly {"), "\(code)")
    }

    /// With the storyboards and sources of both platforms: a class that inherits a hand-written enum on
    /// each (from another base on each) gets none, and neither does a class deriving from a typealias
    /// declared once per platform whose extension declares the enum.
    /// A class whose `SegueIdentifier` is declared in each platform's `#if` branch — an enum on one, a
    /// `struct` of constants on the other — has it on both: no `enum-not-on-platform` warning; one
    /// declared in one branch only gets it for the other platform.
    @Test func aSegueIdentifierDeclaredInEachPlatformsBranchIsOnBoth() throws {
        let scene = #"<scene sceneID="s1"><objects><viewController id="X" customClass="X" customModuleProvider="target" sceneMemberID="viewController"><connections><segue destination="X" kind="show" identifier="showX" id="g1"/></connections></viewController></objects></scene>"#
        let iOS = try Fixtures.parse(iOSScenes: scene, path: "iOS.storyboard")
        let mac = try Fixtures.parse(xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><scenes>\(scene)</scenes></document>
            """, path: "Mac.storyboard")
        func warnings(macDeclares macEnum: String) -> [String] {
            var options = SegueCodeGenerator.Options()
            options.code = Fixtures.code("""
                #if canImport(UIKit)
                final class X: UIViewController { enum SegueIdentifier: String { case showX } }
                #else
                final class X: NSViewController { \(macEnum) }
                #endif
                """)
            return SegueCodeGenerator(options: options).generate(documents: [iOS, mac]).diagnostics.filter { $0.rule == "enum-not-on-platform" }.map(\.message)
        }
        #expect(warnings(macDeclares: "struct SegueIdentifier { static let showX = \"showX\" }").isEmpty)
        #expect(warnings(macDeclares: "") == [
            "'X' declares SegueIdentifier (Code.swift:2) only in another platform's #if branch: its AppKit segues get no typed perform; declare the enum for AppKit too",
        ])
    }

    @Test func aClassInheritingAHandWrittenEnumOnEveryPlatformGetsNone() throws {
        func scene(_ className: String, _ identifier: String) -> String {
            #"<scene sceneID="s\#(className)"><objects><viewController id="\#(className)" customClass="\#(className)" customModuleProvider="target" sceneMemberID="viewController"><connections><segue destination="\#(className)" kind="show" identifier="\#(identifier)" id="g\#(className)"/></connections></viewController></objects></scene>"#
        }
        let iOS = try Fixtures.parse(iOSScenes: """
            \(scene("X", "showPhone"))\(scene("Detail", "showDetail"))
            """, path: "iOS.storyboard")
        let mac = try Fixtures.parse(xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><scenes>
            \(scene("MacMid", "showMid"))\(scene("X", "showMac"))\(scene("Detail", "showDetail"))
            </scenes></document>
            """, path: "Mac.storyboard")
        var options = SegueCodeGenerator.Options()
        options.typedSegues = false
        options.code = Fixtures.code("""
            #if canImport(UIKit)
            class PhoneBase: UIViewController { enum SegueIdentifier: String { case showPhone } }
            class X: PhoneBase {}
            class PhoneHome: UIViewController {}
            typealias Home = PhoneHome
            #else
            class MacBase: NSViewController { enum SegueIdentifier: String { case showMid, showMac } }
            class MacMid: MacBase {}
            class X: MacMid {}
            class MacHome: NSViewController {}
            typealias Home = MacHome
            #endif
            extension Home { enum SegueIdentifier: String { case showDetail } }
            class Detail: Home {}
            """)
        let result = SegueCodeGenerator(options: options).generate(documents: [iOS, mac])
        #expect(result.classNames.isEmpty, "\(result.code)")
        let notes = result.diagnostics.map(\.message)
        #expect(notes.contains { $0.hasPrefix("'X' inherits SegueIdentifier from") }, "\(notes)")
        // Said at its first segue (Mac.storyboard's), so of the macOS class the alias names there.
        #expect(notes.contains { $0.hasPrefix("'Detail' inherits SegueIdentifier from 'MacHome'") }, "\(notes)")
    }

    /// A Mac storyboard whose scene names a class the sources declare for iOS only (`check` reports
    /// it): the AppKit code names the Mac's framework class instead, not the iOS superclass a shared
    /// `typealias` gives the class there, so the generated file still compiles on macOS.
    @Test func aClassOfAnotherPlatformOnlyIsNamedByThisPlatformsFrameworkClass() throws {
        func scenes(_ controller: String) -> String {
            """
            <scene sceneID="s1"><objects><\(controller) id="a" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="b" kind="show" identifier="showDetail" id="g1"/></connections>
            </\(controller)></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """
        }
        let iOS = try Fixtures.parse(iOSScenes: scenes("viewController"), path: "iOS.storyboard")
        let mac = try Fixtures.parse(xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><scenes>\(scenes("viewController"))</scenes></document>
            """, path: "Mac.storyboard")
        var options = SegueCodeGenerator.Options()
        options.code = Fixtures.code("""
            #if canImport(UIKit)
            typealias PlatformViewController = UIViewController
            #else
            typealias PlatformViewController = NSViewController
            #endif
            final class ListViewController: PlatformViewController {}
            #if os(iOS)
            final class DetailViewController: PlatformViewController {}
            #endif
            """)
        let code = SegueCodeGenerator(options: options).generate(documents: [iOS, mac]).code
        let appKit = try #require(code.range(of: "#if canImport(AppKit)").map { String(code[$0.lowerBound...]) }, "\(code)")
        #expect(appKit.contains("case showDetail(NSViewController)") && !appKit.contains("UIViewController"), "\(appKit)")
        #expect(code.contains("case showDetail(DetailViewController)"), "\(code)")
    }

    /// `class DetailViewController: Home`, `Home` a typealias of `HomeViewController` whose extension
    /// declares the enum: the subclass inherits that enum, so neither class gets one, and the class's
    /// typed segues hold the subclass's.
    @Test func aClassDerivingFromAnAliasInheritsTheEnumOfItsClass() throws {
        let document = try Fixtures.parse(iOSScenes: """
            <scene sceneID="s1"><objects><viewController id="a" customClass="HomeViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="b" kind="show" identifier="showDetail" id="g1"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="a" kind="show" identifier="showHome" id="g2"/></connections>
            </viewController></objects></scene>
            """)
        var scan = SwiftSourceScan.scan(source: """
            class HomeViewController: UIViewController {}
            typealias Home = HomeViewController
            extension Home { enum SegueIdentifier: String { case showDetail, showHome } }
            class DetailViewController: Home {}
            """, path: "Code.swift")
        scan.resolveAcrossFiles()
        var options = SegueCodeGenerator.Options()
        options.code = ModuleCode(scan)
        let result = SegueCodeGenerator(options: options).generate(documents: [document])
        #expect(result.classNames.isEmpty, "\(result.code)")
        #expect(result.diagnostics.map(\.message).contains { $0.hasPrefix("'DetailViewController' inherits SegueIdentifier from 'HomeViewController'") })
        #expect(result.code.contains("case showHome(HomeViewController)"), "\(result.code)")
    }

    @Test func moduleOptionSkipsClassesOfOtherModules() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505">
            <scenes>
            <scene sceneID="s1-aa-bbb"><objects>
            <viewController id="v1-aa-bbb" customClass="Local" customModule="App" customModuleProvider="target" sceneMemberID="viewController"><connections><segue destination="v2-aa-bbb" kind="show" identifier="a" id="g1-aa-bbb"/></connections></viewController>
            </objects></scene>
            <scene sceneID="s2-aa-bbb"><objects>
            <viewController id="v2-aa-bbb" customClass="Foreign" customModule="OtherKit" sceneMemberID="viewController"><connections><segue destination="v1-aa-bbb" kind="show" identifier="b" id="g2-aa-bbb"/></connections></viewController>
            </objects></scene>
            </scenes>
            </document>
            """
        var options = SegueCodeGenerator.Options()
        options.modules.sourceModule = "App"
        let result = SegueCodeGenerator(options: options).generate(documents: [try Fixtures.parse(xml: xml)])
        #expect(result.classNames == ["Local"])
        #expect(SegueCodeGenerator().generate(documents: [try Fixtures.parse(xml: xml)]).classNames == ["Foreign", "Local"])
    }

    /// Some Xcode versions record the target's product name as a scene's module (`customModule="Trip
    /// Planner"`, from a real storyboard); the module is `Trip_Planner`, which `--module` names too.
    @Test func aModuleRecordedAsAProductNameIsItsModuleName() throws {
        let document = try Fixtures.parse(xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19082.1" targetRuntime="iOS.CocoaTouch"><scenes>
            <scene sceneID="s"><objects><viewController id="a" customClass="SidebarViewController" customModule="Trip Planner" customModuleProvider="target" sceneMemberID="viewController">
            <connections><segue destination="a" kind="show" identifier="showRewards" id="g"/></connections></viewController></objects></scene>
            </scenes></document>
            """)
        #expect(document.scenes[0].controllers[0].customModule == "Trip_Planner")
        var options = SegueCodeGenerator.Options()
        options.modules.sourceModule = "Trip_Planner"
        let result = SegueCodeGenerator(options: options).generate(documents: [document])
        #expect(result.classNames == ["SidebarViewController"] && result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func storyboardReferencesResolveToTheReferencedStoryboardsClassWhenItIsAnInput() throws {
        let main = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505">
            <scenes>
            <scene sceneID="s1-aa-bbb"><objects>
            <viewController id="v1-aa-bbb" customClass="Home" sceneMemberID="viewController"><connections><segue destination="r1-aa-bbb" kind="show" identifier="login" id="g1-aa-bbb"/><segue destination="r2-aa-bbb" kind="show" identifier="elsewhere" id="g2-aa-bbb"/></connections></viewController>
            </objects></scene>
            <scene sceneID="s2-aa-bbb"><objects><viewControllerPlaceholder storyboardName="Login" id="r1-aa-bbb" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3-aa-bbb"><objects><viewControllerPlaceholder storyboardName="Unknown" referencedIdentifier="X" id="r2-aa-bbb" sceneMemberID="viewController"/></objects></scene>
            </scenes>
            </document>
            """
        let result = SegueCodeGenerator().generate(documents: [try Fixtures.parse(xml: main, path: "Main.storyboard"), try Fixtures.parse(Fixtures.loginStoryboard)])
        #expect(result.code.contains("/// `login` → `LoginViewController` in `UINavigationController` of `Login` (show).\n        case login\n"))
        #expect(result.code.contains("/// `elsewhere` → scene `X` of `Unknown` (show).\n        case elsewhere\n"))
        #expect(result.code.contains("case login(LoginViewController)\n"))
        #expect(result.code.contains("case elsewhere(UIViewController)\n"))
    }

    @Test func everyCorpusStoryboardGenerates() throws {
        let files = Fixtures.corpusStoryboards()
        #expect(files.count >= 42)
        var total = 0
        for file in files {
            let result = SegueCodeGenerator().generate(documents: [try Fixtures.parse(file)])
            #expect(result.code.hasSuffix("\n"))
            total += result.classNames.count
        }
        #expect(total > 20)
    }

    /// Localized copies (`Base.lproj/Main.storyboard`, `en.lproj/Main.storyboard`) share a file name;
    /// the header names it once.
    @Test func theHeaderNamesEachStoryboardFileNameOnce() throws {
        let xml = Fixtures.storyboard([("A", [("go", "show", "")])])
        let base = try Fixtures.parse(xml: xml, path: "App/Base.lproj/Main.storyboard")
        let english = try Fixtures.parse(xml: xml, path: "App/en.lproj/Main.storyboard")
        let login = try Fixtures.parse(xml: xml, path: "App/Login.storyboard")
        let code = SegueCodeGenerator().generate(documents: [base, english, login]).code
        #expect(code.hasPrefix("// Generated by seguekit from Login.storyboard, Main.storyboard.\n"))
    }

    /// 4,000 identifiers that all want the same Swift name get suffixes _2 … _4000 without a search per
    /// identifier from _2 up (which made generation quadratic).
    @Test func manyCollidingIdentifiersAreNamedInOrder() throws {
        let identifiers = (0..<4000).map { "go" + String(repeating: "-", count: $0 + 1) }
        let naming = CaseNaming(identifiers: identifiers)
        #expect(Set(naming.names.values).count == 4000)
        #expect(naming.names["go-"] == "go")
        #expect(naming.names["go--"] == "go_2")
        #expect(naming.names[identifiers[3999]] == "go_4000")
    }
}
