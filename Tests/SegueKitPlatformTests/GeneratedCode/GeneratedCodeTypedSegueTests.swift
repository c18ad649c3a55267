import Foundation
import SegueKitChecker
import SegueKitSwiftSource
import SegueKitGenerator
import SegueKitStoryboard
import Testing

/// Typed segues generated for the example app compile with the example's own sources — which declare
/// the classes and their `SegueIdentifier` enums by hand — and app code that switches over them and
/// performs them, in every mode an app builds in; and a storyboard edit that app code has not followed
/// breaks the build where it should.
@Suite("Typed segues: generated code compiles and breaks the build when the storyboard changes")
struct GeneratedCodeTypedSegueTests {
    static let mainActorFlags = [
        "-default-isolation", "MainActor",
        "-enable-upcoming-feature", "InferIsolatedConformances",
        "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
    ]

    /// App code written against the generated API.
    static let usage = """
        import SegueKit
        import UIKit

        @MainActor func prepareTyped(_ segue: UIStoryboardSegue, selected: Book?) {
            switch LibraryViewController.Segue(segue) {   // exhaustive without `default:`
            case .showBook(let book): let _: BookViewController = book
            case .editBook(let editor): editor.draftTitle = selected?.title ?? ""   // root of the navigation controller
            case .showAccount(let account): let _: AccountViewController = account
            case .embedStats(let stats): let _: StatsViewController = stats
            case .showAbout(let about): let _: UIViewController = about   // SwiftUI: made by its segue action
            }
        }

        @MainActor func prepareChecked(_ segue: UIStoryboardSegue) throws -> String {
            switch try BookViewController.Segue(checking: segue) {
            case .showAuthor(let author)?: let _: AuthorViewController = author; return "author"
            case .unwindToLibrary?: return "unwind"
            case nil: return "not a segue of BookViewController"
            }
        }

        @MainActor func instantiateScenes(_ book: Book) -> [UIViewController] {
            let library: LibraryViewController = MainStoryboard.library.instantiate()
            let detail: BookViewController = MainStoryboard.book.instantiate(dependencies: book)   // init?(coder:dependencies:)
            let login: LoginViewController = LoginStoryboard.login.instantiate(from: UIStoryboard(name: LoginStoryboard.name, bundle: nil))
            let navigation: UINavigationController = MainStoryboard.libraryNavigation.instantiate()
            return [library, detail, login, navigation]
        }

        @MainActor func performTyped(_ library: LibraryViewController) {
            library.performSegue(.editBook) { editor in editor.draftTitle = "Dune" }
            library.performSegue(.showBook, sender: nil) { book in let _: BookViewController = book }
        }

        """

    static let exampleClasses: Set<String> = ["BookEditorViewController", "BookViewController", "LibraryViewController", "LoginViewController"]

    /// What `seguekit generate --source <the example's sources>` writes for the example's storyboards
    /// (after `edit`), and those sources.
    static func generateForExample(in folder: URL, edit: (String) -> String = { $0 }) throws -> (code: String, sources: [URL]) {
        var documents: [StoryboardDocument] = []
        for name in ["Main", "Login"] {
            var text = try String(contentsOf: GeneratedCodeSupport.example.appendingPathComponent("\(name).storyboard"), encoding: .utf8)
            if name == "Main" { text = edit(text) }
            let url = folder.appendingPathComponent("\(name).storyboard")
            try text.write(to: url, atomically: true, encoding: .utf8)
            documents.append(try StoryboardParser().parse(contentsOf: url))
        }
        var options = SegueCodeGenerator.Options()
        options.modules.sourceModule = "SegueKitExample"
        let sources = try FileManager.default.contentsOfDirectory(at: ExampleTypecheckTests.exampleSources, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        options.code = try GeneratedCodeSupport.moduleCode(of: sources, module: "SegueKitExample")   // as `generate --source` does
        #expect(Set(options.code?.declaredCaseNames.keys ?? [:].keys) == Self.exampleClasses)   // the example declares them by hand
        let generated = SegueCodeGenerator(options: options).generate(documents: documents)
        #expect(generated.classNames == [])
        return (generated.code, sources)
    }

    /// Generates typed segues from the example's storyboards (after `edit`), and typechecks them with
    /// the example sources and `usage`.
    private func typecheckExample(
        mode: Typechecker.Mode, flags: [String] = [], usage: String = GeneratedCodeTypedSegueTests.usage,
        edit: (String) -> String = { $0 }
    ) throws -> (Typechecker.Result, String) {
        let folder = try GeneratedCodeSupport.temporaryFolder("typed")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (generatedCode, sources) = try Self.generateForExample(in: folder, edit: edit)
        let code = folder.appendingPathComponent("Segues.generated.swift")
        try generatedCode.write(to: code, atomically: true, encoding: .utf8)
        let usageURL = folder.appendingPathComponent("Usage.swift")
        try usage.write(to: usageURL, atomically: true, encoding: .utf8)
        let result = try Typechecker.typecheck(sources + [code, usageURL], mode: mode, extraFlags: flags + ["-module-name", "SegueKitExample"])
        return (result, generatedCode)
    }

    @Test func typedSwitchAndPerformCompileWithTheExampleInSwift6() throws {
        let (result, code) = try typecheckExample(mode: .swift6)
        #expect(result.isClean, "exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
        #expect(code.contains("case editBook(BookEditorViewController)"), "\(code)")
        #expect(code.contains("nonisolated static var book: StoryboardScene<BookViewController> { .init(storyboard: name, identifier: \"Book\") }"), "\(code)")
    }

    @Test func typedSwitchAndPerformCompileWithTheExampleInSwift5() throws {
        for mode in [Typechecker.Mode.swift5Minimal, .swift5Complete] {
            let (result, code) = try typecheckExample(mode: mode)
            #expect(result.isClean, "\(mode): exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
        }
    }

    @Test func typedSwitchAndPerformCompileWithTheExampleWithDefaultMainActorIsolation() throws {
        let (result, code) = try typecheckExample(mode: .swift6, flags: Self.mainActorFlags)
        #expect(result.isClean, "exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
    }

    /// App code for the stand-in classes: an exhaustive typed switch that uses each payload's type.
    static let standInUsage = """
        import SegueKit
        import UIKit

        @MainActor func prepareTyped(_ segue: UIStoryboardSegue) {
            switch LibraryViewController.Segue(segue) {
            case .showBook(let book): let _: BookViewController = book
            case .editBook(let editor): let _: BookEditorViewController = editor
            case .showAccount(let account): let _: AccountViewController = account
            case .embedStats(let stats): let _: StatsViewController = stats
            case .showAbout(let about): let _: UIViewController = about
            }
        }

        """

    /// Generates everything (identifier enums too) from the example's storyboards after `edit`, and
    /// typechecks it with stand-in classes and `standInUsage`.
    private func typecheckWithStandIns(edit: (String) -> String = { $0 }) throws -> (Typechecker.Result, String) {
        let folder = try GeneratedCodeSupport.temporaryFolder("typed-edit")
        defer { try? FileManager.default.removeItem(at: folder) }
        var documents: [StoryboardDocument] = []
        for name in ["Main", "Login"] {
            var text = try String(contentsOf: GeneratedCodeSupport.example.appendingPathComponent("\(name).storyboard"), encoding: .utf8)
            if name == "Main" { text = edit(text) }
            let url = folder.appendingPathComponent("\(name).storyboard")
            try text.write(to: url, atomically: true, encoding: .utf8)
            documents.append(try StoryboardParser().parse(contentsOf: url))
        }
        let generated = SegueCodeGenerator().generate(documents: documents)
        var urls: [URL] = []
        for (name, text) in [("Segues.generated.swift", generated.code), ("StandIns.swift", GeneratedCodeSupport.standIns(for: documents)), ("Usage.swift", Self.standInUsage)] {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            urls.append(url)
        }
        return (try Typechecker.typecheck(urls, mode: .swift6, extraFlags: ["-module-name", "App"]), generated.code)
    }

    /// A segue added to the storyboard makes the app's exhaustive switch fail to compile — and only
    /// that: the same app code compiles against the unedited storyboard.
    @Test func aNewSegueInTheStoryboardBreaksTheExhaustiveSwitch() throws {
        let (before, beforeCode) = try typecheckWithStandIns()
        #expect(before.isClean, "exit \(before.exitStatus)\n\(before.output)\n--- generated ---\n\(beforeCode)")
        let editBook = #"<segue destination="Env-6e-T4p" kind="presentation" identifier="editBook" id="eBk-9b-Ld0"/>"#
        let added = #"<segue destination="Aut-7v-S2q" kind="show" identifier="showFeaturedAuthor" id="nEw-1a-Zz9"/>"#
        let (result, code) = try typecheckWithStandIns { storyboard in
            #expect(storyboard.contains(editBook))
            return storyboard.replacingOccurrences(of: editBook, with: editBook + "\n" + added)
        }
        #expect(code.contains("case showFeaturedAuthor(AuthorViewController)"), "\(code)")
        #expect(!(result.succeeded))
        #expect(result.output.contains("switch must be exhaustive"), "\(result.output)")
        #expect(result.diagnostics.filter { $0.contains(".swift:") && $0.contains(" error:") }.count == 1, "\(result.output)")
    }

    /// A destination whose class changes in the storyboard breaks the build where the payload is used.
    @Test func aDestinationClassChangeBreaksTheBuildWhereThePayloadIsUsed() throws {
        let showBook = #"<segue destination="Bok-5t-R2m" kind="show" identifier="showBook""#
        let (result, code) = try typecheckWithStandIns { storyboard in
            #expect(storyboard.contains(showBook))
            return storyboard.replacingOccurrences(of: showBook, with: #"<segue destination="Aut-7v-S2q" kind="show" identifier="showBook""#)
        }
        #expect(code.contains("case showBook(AuthorViewController)"), "\(code)")
        #expect(!(result.succeeded))
        #expect(
            result.output.contains("cannot convert value of type 'AuthorViewController' to specified type 'BookViewController'"),
            "\(result.output)")
        #expect(result.output.contains("Usage.swift"), "\(result.output)")
    }

    /// A class whose sources declare `SegueIdentifier` with names of their own (`generate --source` reads
    /// them as `declaredCaseNames`) gets no second enum but typed segues named after its cases; an
    /// identifier it has no case for is a `Segue` case, and not performable from typed perform.
    @Test func aHandWrittenEnumWithItsOwnNamesGetsTypedSeguesNamedAfterIt() throws {
        let scenes = """
            <scene sceneID="lst-00-scn"><objects><viewController id="lst-00-ctl" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="det-00-ctl" kind="show" identifier="showDetail" id="seg-00-det"/>
            <segue destination="set-00-ctl" kind="presentation" identifier="Open Settings" id="seg-00-set"/>
            <segue destination="hlp-00-ctl" kind="show" identifier="showHelp" id="seg-00-hlp"/>
            </connections></viewController></objects></scene>
            <scene sceneID="det-00-scn"><objects><viewController id="det-00-ctl" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="set-00-scn"><objects><viewController id="set-00-ctl" customClass="SettingsViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="hlp-00-scn"><objects><viewController id="hlp-00-ctl" sceneMemberID="viewController"/></objects></scene>
            """
        let app = """
            import SegueKit
            import UIKit

            final class ListViewController: UIViewController, SegueHandlerType, SegueRouting {
                enum SegueIdentifier: String {
                    case detail = "showDetail"
                    case settings = "Open Settings"
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .detail(let detail): let _: DetailViewController = detail
                    case .settings(let settings): let _: SettingsViewController = settings
                    case .showHelp(let help): let _: UIViewController = help
                    }
                    prepareRoutedSegue(for: segue, sender: sender)
                }

                class var segueRoutes: SegueRoutes<ListViewController> { SegueRoutes() }

                func openDetail() {
                    performSegue(.detail) { detail in let _: DetailViewController = detail }
                }
            }

            final class DetailViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}

            """
        let (generated, result) = try generateAndTypecheck(scenes: scenes, app: app, in: "typed-hand-written")
        #expect(generated.classNames.isEmpty)
        #expect(!generated.code.contains("enum SegueIdentifier"), "\(generated.code)")
        #expect(generated.code.contains("case showHelp(UIViewController)"), "\(generated.code)")
        #expect(generated.code.contains("static var detail: PerformableSegue<DetailViewController> { .init(identifier: .detail) }"), "\(generated.code)")
        #expect(!generated.code.contains("static var showHelp"), "\(generated.code)")
        expectClean(result, generated)
    }

    /// An app migrating from the classic snippet keeps its own `protocol SegueHandlerType` beside
    /// SegueKit for a while: typed perform extends SegueKit's protocol by its qualified name, so the file
    /// compiles, and classes moved to SegueKit's get it. A class that still adopts the app's own gets
    /// none, which it could not call, and a warning at its conformance says why.
    @Test func anAppsOwnSegueHandlerTypeDoesNotCaptureTypedPerform() throws {
        let scenes = """
            <scene sceneID="lst-00-scn"><objects><viewController id="lst-00-ctl" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="det-00-ctl" kind="show" identifier="showDetail" id="seg-00-det"/>
            </connections></viewController></objects></scene>
            <scene sceneID="det-00-scn"><objects><viewController id="det-00-ctl" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="lst-00-ctl" kind="show" identifier="showList" id="seg-00-lst"/>
            </connections></viewController></objects></scene>
            """
        let app = """
            import SegueKit
            import UIKit

            @MainActor protocol SegueHandlerType {
                associatedtype SegueIdentifier: RawRepresentable
            }

            extension SegueHandlerType where Self: UIViewController, SegueIdentifier.RawValue == String {
                func performSegue(withIdentifier segueIdentifier: SegueIdentifier, sender: Any?) {
                    performSegue(withIdentifier: segueIdentifier.rawValue, sender: sender)
                }
            }

            final class ListViewController: UIViewController, SegueHandlerType {
                enum SegueIdentifier: String { case showDetail }
            }

            final class DetailViewController: UIViewController, SegueKit.SegueHandlerType {
                enum SegueIdentifier: String { case showList }

                func showList() {
                    performSegue(.showList) { list in let _: ListViewController = list }
                }
            }

            """
        let (generated, result) = try generateAndTypecheck(scenes: scenes, app: app, in: "typed-own-handler-type")
        #expect(generated.code.contains("extension SegueKit.SegueHandlerType where Self: DetailViewController {"), "\(generated.code)")
        #expect(!generated.code.contains("where Self: ListViewController"), "\(generated.code)")
        let warnings = generated.diagnostics.filter { $0.rule == "own-segue-handler-type" }
        #expect(warnings.map(\.message) == [
            "'ListViewController' adopts its module's own SegueHandlerType, not SegueKit's: it gets no typed perform; adopt SegueKit.SegueHandlerType, or delete the module's copy, to use it",
        ])
        #expect(warnings.map { $0.location?.line } == [14])
        expectClean(result, generated)
    }

    /// An app that declares types named as SegueKit's, `TypedSegue` or `SegueDestinationError` (here one
    /// nested in `UIViewController`, which every controller sees), gets generated code that names
    /// SegueKit's by their qualified names, so its `Segue` and typed unwinds still are SegueKit's.
    @Test func anAppsOwnTypesNamedAsSegueKitsDoNotCaptureTheGeneratedCode() throws {
        let scenes = """
            <scene sceneID="lst-00-scn"><objects><viewController id="lst-00-ctl" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="det-00-ctl" kind="show" identifier="showDetail" id="seg-00-det"/>
            </connections></viewController><exit id="lst-00-ext" userLabel="Exit" sceneMemberID="exit"/></objects></scene>
            <scene sceneID="det-00-scn"><objects><viewController id="det-00-ctl" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="det-00-ext" kind="unwind" identifier="done" unwindAction="backToList:" id="seg-00-don"/>
            </connections></viewController><exit id="det-00-ext" userLabel="Exit" sceneMemberID="exit"/></objects></scene>
            """
        let app = """
            import SegueKit
            import UIKit

            protocol TypedSegue {}
            extension UIViewController {
                enum SegueDestinationError: Error { case lost }
            }

            final class ListViewController: UIViewController, SegueHandlerType {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .showDetail(let detail): let _: DetailViewController = detail
                    }
                }

                @IBAction func backToList(_ segue: UIStoryboardSegue) {
                    switch BackToList(segue) {
                    case .done(let detail): let _: DetailViewController = detail
                    }
                }
            }

            final class DetailViewController: UIViewController {}

            """
        let (generated, result) = try generateAndTypecheck(scenes: scenes, app: app, in: "typed-own-segue-kit-names")
        #expect(generated.code.contains("enum Segue: SegueKit.TypedSegue {"), "\(generated.code)")
        #expect(generated.code.contains("throws(SegueKit.SegueDestinationError)"), "\(generated.code)")
        #expect(!generated.code.contains("SegueKit.SegueHandlerType"), "\(generated.code)")
        expectClean(result, generated)
    }

    /// A controller class marked deprecated, or of some OS versions only (`@available(iOS 16, *)` in an
    /// app that supports older ones), keeps its enum, typed segues and typed perform, in extensions
    /// marked the same way; other classes' typed segues, typed unwinds and typed scenes name its nearest
    /// superclass, which is neither: the generated file adds no warning and compiles for every
    /// version. Linux has no OS versions to build for, so the test marks the class with a feature
    /// availability domain the compiler treats the same way: naming it outside code of that
    /// availability is an error.
    @Test(arguments: [
        (#"@available(*, deprecated, message: "Replaced by the new screen")"#, "@available(*, deprecated)"),
        (#"@available(Cards, message: "Cards need the new wallet API")"#, "@available(Cards)"),
    ])
    func aDeprecatedClassOrOneOfSomeOSVersionsIsNamedByItsSuperclassElsewhere(_ attribute: String, written: String) throws {
        let scenes = """
            <scene sceneID="hom-00-scn"><objects><viewController storyboardIdentifier="Home" id="hom-00-ctl" customClass="HomeViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="crd-00-ctl" kind="show" identifier="showCards" id="seg-00-crd"/>
            </connections></viewController></objects></scene>
            <scene sceneID="crd-00-scn"><objects><viewController storyboardIdentifier="Cards" id="crd-00-ctl" customClass="CardsViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="hom-00-ctl" kind="show" identifier="showHome" id="seg-00-hom"/>
            <segue destination="crd-00-ext" kind="unwind" identifier="backHome" unwindAction="backToHome:" id="seg-00-bck"/>
            </connections></viewController><exit id="crd-00-ext" userLabel="Exit" sceneMemberID="exit"/></objects></scene>
            """
        let app = """
            import SegueKit
            import UIKit

            final class HomeViewController: UIViewController, SegueHandlerType {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .showCards(let cards): let _: UIViewController = cards
                    }
                }

                @IBAction func backToHome(_ segue: UIStoryboardSegue) {
                    switch BackToHome(segue) {
                    case .backHome(let source): let _: UIViewController = source
                    }
                }
            }

            \(attribute)
            final class CardsViewController: UIViewController, SegueHandlerType {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .showHome(let home): let _: HomeViewController = home
                    case .backHome: break
                    }
                }

                func goHome() {
                    performSegue(.showHome) { home in let _: HomeViewController = home }
                }
            }

            """
        let (generated, result) = try generateAndTypecheck(scenes: scenes, app: app, in: "typed-marked", extraFlags: Self.cardsDomain)
        #expect(generated.classNames == ["CardsViewController", "HomeViewController"])
        #expect(generated.code.contains(written + "\nextension CardsViewController {"), "\(generated.code)")
        #expect(generated.code.contains("case showCards(UIViewController)"), "\(generated.code)")
        expectClean(result, generated)
    }

    /// The superclass that stands in for a class of some OS versions is one the generated file can
    /// name: not the generic `UIHostingController` of a hosting scene. An attribute about platforms
    /// the class's framework is not built for (`@available(macOS, unavailable)` on a UIKit class, whose
    /// Mac builds are Mac Catalyst's) changes nothing, and one that only some declarations of the class
    /// have (`#if canImport(PassKitUI)`) is not written on its extensions, which the others compile,
    /// while other code names its superclass in every branch.
    @Test func aClassOfSomeOSVersionsIsNamedWhereEveryBuildOfItsFrameworkHasIt() throws {
        let scenes = """
            <scene sceneID="hom-00-scn"><objects><viewController id="hom-00-ctl" customClass="HomeViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="wal-00-ctl" kind="show" identifier="showWallet" id="seg-00-wal"/>
            <segue destination="crd-00-ctl" kind="show" identifier="showCard" id="seg-00-crd"/>
            <segue destination="pas-00-ctl" kind="show" identifier="showPasses" id="seg-00-pas"/>
            </connections></viewController></objects></scene>
            <scene sceneID="wal-00-scn"><objects><hostingController storyboardIdentifier="Wallet" id="wal-00-ctl" customClass="WalletHostingController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="crd-00-scn"><objects><viewController id="crd-00-ctl" customClass="CardViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="pas-00-scn"><objects><viewController id="pas-00-ctl" customClass="PassesViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="hom-00-ctl" kind="show" identifier="showHome" id="seg-00-hom"/>
            </connections></viewController></objects></scene>
            """
        let app = """
            import SegueKit
            import SwiftUI
            import UIKit

            struct WalletView: View { var body: some View { Text("Wallet") } }

            final class HomeViewController: UIViewController, SegueHandlerType {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .showWallet(let wallet): let _: UIViewController = wallet
                    case .showCard(let card): card.number = 1
                    case .showPasses(let passes): let _: UIViewController = passes
                    }
                }
            }

            @available(Cards)
            final class WalletHostingController: UIHostingController<WalletView> {
                required init?(coder: NSCoder) { super.init(coder: coder, rootView: WalletView()) }
            }

            @available(macOS, unavailable)
            final class CardViewController: UIViewController { var number = 0 }

            #if canImport(PassKitUI)
            @available(Cards)
            final class PassesViewController: UIViewController, SegueHandlerType {
                func goHome() { performSegue(.showHome) { (home: HomeViewController) in _ = home } }
            }
            #else
            final class PassesViewController: UIViewController, SegueHandlerType {
                func goHome() { performSegue(.showHome) { (home: HomeViewController) in _ = home } }
            }
            #endif

            """
        let (generated, result) = try generateAndTypecheck(
            scenes: scenes, app: app, in: "typed-available-framework",
            extraFlags: Self.cardsDomain)
        #expect(generated.code.contains("case showWallet(UIViewController)"), "\(generated.code)")
        #expect(generated.code.contains("case showCard(CardViewController)"), "\(generated.code)")
        // `PassesViewController` is of some OS versions in one branch: named by its superclass in both.
        #expect(generated.code.contains("case showPasses(UIViewController)"), "\(generated.code)")
        expectClean(result, generated)
    }

    /// Code of a class's availability names the classes of that availability: its own typed segues and
    /// typed unwinds do, and a typed scene of such a class is a member with its `@available`, so that
    /// `instantiate(dependencies:)` keeps its type.
    @Test func aClassOfSomeOSVersionsIsNamedByCodeOfItsAvailability() throws {
        let scenes = """
            <scene sceneID="hom-00-scn"><objects><viewController id="hom-00-ctl" customClass="HomeViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="crd-00-scn"><objects><viewController id="crd-00-ctl" customClass="CardsViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="det-00-ctl" kind="show" identifier="showDetail" id="seg-00-det"/>
            </connections></viewController></objects></scene>
            <scene sceneID="det-00-scn"><objects><viewController storyboardIdentifier="CardDetail" id="det-00-ctl" customClass="CardDetailViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="det-00-ext" kind="unwind" identifier="backToCards" unwindAction="backToCards:" id="seg-00-bck"/>
            </connections></viewController><exit id="det-00-ext" userLabel="Exit" sceneMemberID="exit"/></objects></scene>
            """
        let app = """
            import SegueKit
            import UIKit

            final class HomeViewController: UIViewController {
                @available(Cards)
                func showCard(_ number: Int) {
                    let detail = MainStoryboard.cardDetail.instantiate(dependencies: number)
                    show(detail, sender: self)
                }
            }

            @available(Cards)
            final class CardsViewController: UIViewController, SegueHandlerType {
                var selected = 0
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .showDetail(let detail): print(detail.number)
                    }
                }

                func open() { performSegue(.showDetail) { print($0.number) } }

                @IBAction func backToCards(_ segue: UIStoryboardSegue) {
                    switch BackToCards(segue) {
                    case .backToCards(let detail): print(detail.number)
                    }
                }
            }

            @available(Cards)
            final class CardDetailViewController: UIViewController, CoderInitializable {
                let number: Int
                init?(coder: NSCoder, dependencies number: Int) {
                    self.number = number
                    super.init(coder: coder)
                }
                required init?(coder: NSCoder) { Self.stopForMissingDependencies() }
            }

            """
        let (generated, result) = try generateAndTypecheck(
            scenes: scenes, app: app, in: "typed-available-own",
            extraFlags: Self.cardsDomain)
        #expect(generated.code.contains("case showDetail(CardDetailViewController)"), "\(generated.code)")
        #expect(generated.code.contains("    @available(Cards)\n    nonisolated static var cardDetail: StoryboardScene<CardDetailViewController>"),
                "\(generated.code)")
        expectClean(result, generated)
    }

    /// A base class deprecated on one platform (`@available(iOS, deprecated: 16)`), which a class that
    /// is not derives from, is handled as one deprecated everywhere: its extensions are not marked, so
    /// the subclass's use of them does not warn (naming the base still does, in the app's code and in
    /// the extensions' headers).
    @Test func aBaseClassDeprecatedOnOnePlatformDoesNotMakeItsSubclassWarn() throws {
        let scenes = """
            <scene sceneID="lst-00-scn"><objects><tableViewController id="lst-00-ctl" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="det-00-ctl" kind="show" identifier="showDetail" id="seg-00-det"/>
            </connections></tableViewController></objects></scene>
            <scene sceneID="det-00-scn"><objects><viewController id="det-00-ctl" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """
        let app = """
            import SegueKit
            import UIKit

            @available(Cards, deprecated, message: "Use ListViewController")
            class LegacyListViewController: UITableViewController, SegueHandlerType {}

            final class ListViewController: LegacyListViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .showDetail(let detail): let _: DetailViewController = detail
                    }
                }

                func openDetail() { performSegue(.showDetail) { detail in let _: DetailViewController = detail } }
            }

            final class DetailViewController: UIViewController {}

            """
        let (generated, result) = try generateAndTypecheck(
            scenes: scenes, app: app, in: "typed-available-deprecated",
            extraFlags: Self.cardsDomain)
        #expect(!generated.code.contains("@available"), "\(generated.code)")
        #expect(result.exitStatus == 0, "\(result.output)")
        #expect(!result.output.contains("'Segue' is deprecated") && !result.output.contains("'performSegue(_:sender:configure:)' is deprecated"),
                "\(result.output)")
    }

    /// The `@available` of a class of some OS versions is written back as the app wrote it, without
    /// its message, on each of the class's extensions. One that every build using SegueKit meets
    /// (`@available(iOS 13.0, *)`) changes nothing.
    @Test func aClassOfSomeOSVersionsHasItsAvailabilityOnItsExtensions() throws {
        let scenes = """
            <scene sceneID="crd-00-scn"><objects><viewController id="crd-00-ctl" customClass="CardsViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="hom-00-ctl" kind="show" identifier="showHome" id="seg-00-hom"/>
            </connections></viewController></objects></scene>
            <scene sceneID="hom-00-scn"><objects><viewController id="hom-00-ctl" customClass="HomeViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """
        let app = """
            import UIKit

            @available(iOS 13.0, *)
            final class HomeViewController: UIViewController {}

            @available(iOS 16.1, macCatalyst 16.1, *)
            @available(tvOS, unavailable, message: "No wallet on tvOS")
            @available(visionOS, introduced: 1.0, deprecated: 2.0, renamed: "WalletViewController")
            final class CardsViewController: UIViewController {}

            """
        let (generated, result) = try generateAndTypecheck(scenes: scenes, app: app, in: "typed-available-written")
        let attributes = "@available(iOS 16.1, macCatalyst 16.1, *)\n@available(tvOS, unavailable)\n@available(visionOS, introduced: 1.0, deprecated: 2.0)\n"
        #expect(generated.code.contains(attributes + "extension CardsViewController {"), "\(generated.code)")
        #expect(generated.code.contains("case showHome(HomeViewController)"), "\(generated.code)")
        expectClean(result, generated)
    }

    /// A class nested in another type, of a top-level scene class's name, is another class: its
    /// hand-written enum does not keep the top-level class from getting its own.
    @Test func aNestedClassOfTheSameNameDoesNotTakeTheSceneClasssEnum() throws {
        let scenes = """
            <scene sceneID="lst-00-scn"><objects><viewController id="lst-00-ctl" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="det-00-ctl" kind="show" identifier="showDetail" id="seg-00-det"/>
            </connections></viewController></objects></scene>
            <scene sceneID="det-00-scn"><objects><viewController id="det-00-ctl" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """
        let app = """
            import SegueKit
            import UIKit

            final class ListViewController: UIViewController, SegueHandlerType {
                func openDetail() { performSegue(withIdentifier: .showDetail, sender: nil) }
            }

            final class DetailViewController: UIViewController {}

            enum Legacy {
                final class ListViewController: UIViewController {
                    enum SegueIdentifier: String { case openOld }
                }
            }

            """
        let (generated, result) = try generateAndTypecheck(scenes: scenes, app: app, in: "typed-nested-name")
        #expect(generated.code.contains("extension ListViewController {\n    /// Segue identifiers"), "\(generated.code)")
        expectClean(result, generated)
    }

    /// An app-wide `SegueIdentifier` in an extension of `UIViewController` is every controller's: the
    /// generator, like `seguekit check`, follows the chain past the sources' classes, writes no second
    /// enum that would shadow it, and puts the typed segues beside it.
    @Test func anEnumInAnExtensionOfUIViewControllerIsInheritedByEveryController() throws {
        let scenes = """
            <scene sceneID="lst-00-scn"><objects><tableViewController id="lst-00-ctl" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="det-00-ctl" kind="show" identifier="showDetail" id="seg-00-det"/>
            </connections></tableViewController></objects></scene>
            <scene sceneID="det-00-scn"><objects><viewController id="det-00-ctl" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """
        let app = """
            import SegueKit
            import UIKit

            extension UIViewController {
                enum SegueIdentifier: String { case showDetail }
            }

            final class ListViewController: UITableViewController, SegueHandlerType {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .showDetail(let detail): let _: DetailViewController = detail
                    }
                }

                func openDetail() {
                    performSegue(.showDetail) { detail in let _: DetailViewController = detail }
                }
            }

            final class DetailViewController: UIViewController {}

            """
        let (generated, result) = try generateAndTypecheck(scenes: scenes, app: app, in: "typed-platform-extension")
        #expect(!generated.code.contains("enum SegueIdentifier"), "\(generated.code)")
        #expect(generated.code.contains("extension UIViewController {"), "\(generated.code)")
        expectClean(result, generated)
    }

    /// An identifier two scenes of one class share, leading to navigation controllers with different
    /// roots: their common class is one the navigation controller is too, so the case finds each root
    /// by its own type, and the app gets the editor it configures, not the container.
    @Test func aSharedIdentifierCarriesTheRootOfEachNavigationController() throws {
        let scenes = """
            <scene sceneID="h1"><objects><viewController id="hb1" customClass="ItemHubViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="nv1" kind="presentation" identifier="editItem" id="e1"/></connections>
            </viewController></objects></scene>
            <scene sceneID="h2"><objects><viewController id="hb2" customClass="ItemHubViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="nv2" kind="presentation" identifier="editItem" id="e2"/></connections>
            </viewController></objects></scene>
            <scene sceneID="n1"><objects><navigationController id="nv1" sceneMemberID="viewController">
                <connections><segue destination="ne1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="n2"><objects><navigationController id="nv2" sceneMemberID="viewController">
                <connections><segue destination="pe1" kind="relationship" relationship="rootViewController" id="r2"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="x1"><objects><viewController id="ne1" customClass="NoteItemEditorViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="x2"><objects><viewController id="pe1" customClass="PhotoItemEditorViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """
        let classes = """
            import SegueKit
            import UIKit

            final class ItemHubViewController: UIViewController, SegueHandlerType {}
            final class NoteItemEditorViewController: UIViewController {}
            final class PhotoItemEditorViewController: UIViewController {}

            """
        let document = try StoryboardParser().parse(data: Data(GeneratedCodeSupport.iOSStoryboard(scenes: scenes).utf8), filePath: "Items.storyboard")
        var options = SegueCodeGenerator.Options()
        options.code = ModuleCode(SwiftSourceScan.scan(source: classes, path: "Items.swift"))
        let generated = SegueCodeGenerator(options: options).generate(documents: [document]).code
        #expect(generated.contains("case editItem(UIViewController)\n"), "\(generated)")
        // SegueKit's typed perform looks for one type, which would be the container: no member.
        #expect(!generated.contains("static var editItem"), "\(generated)")
        let driver = """
            import SegueKit
            import UIKit

            for editor in [NoteItemEditorViewController(), PhotoItemEditorViewController()] as [UIViewController] {
                let segue = UIStoryboardSegue(identifier: "editItem", source: ItemHubViewController(), destination: UINavigationController(rootViewController: editor))
                if case .editItem(let destination)? = try ItemHubViewController.Segue(checking: segue) {
                    print("\\(type(of: destination)) \\(destination === editor)")
                }
            }
            """
        let output = try ExampleProgram.buildAndRun(driver: driver, extraSources: ["Items.swift": classes, "Items.generated.swift": generated])
        #expect(output == "NoteItemEditorViewController true\nPhotoItemEditorViewController true\n", "\(output)")
    }

    /// A `typealias SegueIdentifier` to an enum of the app's is the class's hand-written enum: its typed
    /// segues are named after that enum's cases.
    @Test func anEnumATypealiasNamesGetsTypedSeguesNamedAfterIt() throws {
        let scenes = """
            <scene sceneID="lst-00-scn"><objects><viewController id="lst-00-ctl" customClass="SettingsViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="det-00-ctl" kind="show" identifier="Profil Ändern" id="seg-00-det"/>
            </connections></viewController></objects></scene>
            <scene sceneID="det-00-scn"><objects><viewController id="det-00-ctl" customClass="ProfileViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """
        let app = """
            import SegueKit
            import UIKit

            final class SettingsViewController: UIViewController, SegueHandlerType {
                typealias SegueIdentifier = SettingsSegues

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .changeProfile(let profile): let _: ProfileViewController = profile
                    }
                }

                func openProfile() {
                    performSegue(.changeProfile) { profile in let _: ProfileViewController = profile }
                }
            }

            enum SettingsSegues: String { case changeProfile = "Profil Ändern" }
            final class ProfileViewController: UIViewController {}

            """
        let (generated, result) = try generateAndTypecheck(scenes: scenes, app: app, in: "typed-alias")
        #expect(!generated.code.contains("enum SegueIdentifier"), "\(generated.code)")
        #expect(generated.code.contains("case changeProfile(ProfileViewController)"), "\(generated.code)")
        expectClean(result, generated)
    }

    /// A protocol that says which enum its adopters use (`where SegueIdentifier == HelpSegue`) gives the
    /// class its enum: a generated one would contradict the protocol's requirement.
    @Test func aClassWhoseProtocolGivesItsEnumGetsNone() throws {
        let scenes = """
            <scene sceneID="lst-00-scn"><objects><viewController id="lst-00-ctl" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="lst-00-ctl" kind="show" identifier="help" id="seg-00-det"/>
            </connections></viewController></objects></scene>
            """
        let app = """
            import SegueKit
            import UIKit

            protocol HelpRouting: SegueHandlerType where SegueIdentifier == HelpSegue {}
            enum HelpSegue: String { case showHelp = "help" }

            final class DetailViewController: UIViewController, HelpRouting {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .showHelp(let detail): let _: DetailViewController = detail
                    }
                }

                func openHelp() {
                    performSegue(.showHelp) { detail in let _: DetailViewController = detail }
                }
            }

            """
        let (generated, result) = try generateAndTypecheck(scenes: scenes, app: app, in: "protocol-enum")
        #expect(!generated.code.contains("enum SegueIdentifier"), "\(generated.code)")
        // Its typed segues are its own, named after the protocol's enum (a protocol cannot hold them).
        #expect(generated.code.contains("extension DetailViewController {\n    /// The segues of `DetailViewController`"), "\(generated.code)")
        #expect(generated.diagnostics.contains { $0.rule == "chain-enum" && $0.message.contains("'DetailViewController' inherits SegueIdentifier from 'HelpRouting'") }, "\(generated.diagnostics)")
        expectClean(result, generated)
    }

    /// A superclass with scenes of its own whose subclass takes its enum from a protocol: an enum on the
    /// superclass would contradict the protocol, so it gets none, with a warning.
    @Test func aSuperclassOfAClassWhoseProtocolGivesItsEnumGetsNone() throws {
        let scenes = """
            <scene sceneID="bas-00-scn"><objects><viewController id="bas-00-ctl" customClass="BaseViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="det-00-ctl" kind="show" identifier="open" id="seg-00-bas"/>
            </connections></viewController></objects></scene>
            <scene sceneID="det-00-scn"><objects><viewController id="det-00-ctl" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController"><connections>
            <segue destination="det-00-ctl" kind="show" identifier="help" id="seg-00-det"/>
            </connections></viewController></objects></scene>
            """
        let app = """
            import SegueKit
            import UIKit

            protocol HelpRouting: SegueHandlerType where SegueIdentifier == HelpSegue {}
            enum HelpSegue: String { case showHelp = "help" }

            class BaseViewController: UIViewController {}
            final class DetailViewController: BaseViewController, HelpRouting {}

            """
        let (generated, result) = try generateAndTypecheck(scenes: scenes, app: app, in: "protocol-enum-base")
        #expect(!generated.code.contains("enum SegueIdentifier") && !generated.code.contains("extension BaseViewController"), "\(generated.code)")
        #expect(generated.diagnostics.contains { $0.message.hasPrefix("'BaseViewController' gets no SegueIdentifier and no typed segues: its subclass 'DetailViewController' takes its enum from protocol 'HelpRouting'") }, "\(generated.diagnostics)")
        expectClean(result, generated)
    }

    /// Generates for a storyboard of `scenes` (the first is the initial one) with what `generate --source`
    /// learns from `app`, and typechecks the app with the generated file in Swift 6 mode.
    /// Expects `result`, the typecheck of `generated` with its app, to have no error or warning.
    private func expectClean(
        _ result: Typechecker.Result, _ generated: SegueCodeGenerator.Result, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.isClean, "exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(generated.code)", sourceLocation: sourceLocation)
    }

    /// The flags that make `@available(Cards)` mark what only code of that availability may name.
    private static let cardsDomain = [
        "-enable-experimental-feature", "CustomAvailability", "-Xfrontend", "-define-dynamic-availability-domain", "-Xfrontend", "Cards",
    ]

    private func generateAndTypecheck(
        scenes: String, app: String, in folderName: String, extraFlags: [String] = []
    ) throws -> (SegueCodeGenerator.Result, Typechecker.Result) {
        let folder = try GeneratedCodeSupport.temporaryFolder(folderName)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboardURL = folder.appendingPathComponent("Main.storyboard")
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="lst-00-ctl">
            <scenes>
            \(scenes)
            </scenes>
            </document>
            """
        try storyboard.write(to: storyboardURL, atomically: true, encoding: .utf8)
        let appURL = folder.appendingPathComponent("App.swift")
        try app.write(to: appURL, atomically: true, encoding: .utf8)
        var options = SegueCodeGenerator.Options()
        options.code = ModuleCode(SwiftSourceScan.scan(source: app, path: appURL.path))
        let generated = SegueCodeGenerator(options: options).generate(documents: [try StoryboardParser().parse(contentsOf: storyboardURL)])
        let codeURL = folder.appendingPathComponent("Segues.generated.swift")
        try generated.code.write(to: codeURL, atomically: true, encoding: .utf8)
        return (generated, try Typechecker.typecheck([appURL, codeURL], mode: .swift6, extraFlags: ["-module-name", "App"] + extraFlags))
    }
}
