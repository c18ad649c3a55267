import Foundation
import SegueKitGenerator
import SegueKitStoryboard
import SegueKitSwiftSource
import Testing

/// No case name changes what the generated code refers to. `Tests/Fixtures/GeneratedNames/Names.storyboard`
/// names its segues (and storyboard IDs) like every standard-library function the generated code could
/// call (`fatalError`, `precondition`, `type`, …) and every local, parameter and type name it uses
/// (`segue`, `sender`, `configure`, `coder`, `rootView`, `controller`, `storyboard`, `dependencies`,
/// `name`, `destination`, `Destination`, `Root`, `Self`, …), reaching every kind of generated code: typed
/// segues with and without payload, a `@connect(stats)` segue stored in a property, typed perform, a SwiftUI
/// segue action and scenes made with their dependencies; the app also declares a `StoryboardScene` of its
/// own, as SwiftGen's output does. The generated file and app code using it compile without warnings in
/// every mode an app builds in.
@Suite("Generated code compiles whatever its cases are named")
struct GeneratedCodeNameShadowingTests {
    static let storyboard = GeneratedCodeSupport.repository.appendingPathComponent("Tests/Fixtures/GeneratedNames/Names.storyboard")

    /// The app's classes, and code that uses every kind of generated member.
    static let app = """
        import SegueKit
        import SwiftUI
        import UIKit

        final class NamesViewController: UIViewController, SegueRouting {
            static let segueRoutes = SegueRoutes<NamesViewController>()
            var stats: StatsViewController?

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                switch Segue(segue) {
                case .fatalError(let book): let _: BookViewController = book
                case .type(let book): let _: BookViewController = book
                case .segue(let book): let _: BookViewController = book
                case .sender(let editor): let _: EditorViewController = editor
                case .known(let stats): let _: StatsViewController = stats
                case .rootView(let hosting): let _: UIViewController = hosting
                default: prepareRoutedSegue(for: segue, sender: sender)
                }
            }

            @IBSegueAction func makeHosting(_ coder: NSCoder) -> UIViewController? {
                makeHostingController(.rootView, coder: coder, rootView: Text("names"))
            }

            func open() {
                performSegue(.fatalError) { book in let _: BookViewController = book }
                performSegue(.configure, sender: nil) { book in let _: BookViewController = book }
                performSegue(.sender) { editor in let _: EditorViewController = editor }
            }
        }

        final class BookViewController: UIViewController, CoderInitializable {
            init?(coder: NSCoder, dependencies: String) { super.init(coder: coder) }
            required init?(coder: NSCoder) { nil }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                switch Segue(segue) {
                case .precondition, .`self`, .segue: break
                }
            }
        }

        final class EditorViewController: UIViewController {}
        final class StatsViewController: UIViewController {}

        /// A namespace of the app's own with SegueKit's type name, as SwiftGen's storyboard output declares.
        enum StoryboardScene {}

        @MainActor func scenes() -> [UIViewController] {
            [NamesStoryboard.fatalError.instantiate(), NamesStoryboard.controller.instantiate(dependencies: "book"),
             NamesStoryboard.dependencies.instantiate(), NamesStoryboard.storyboard.instantiate(), NamesStoryboard.name_2.instantiate(),
             UIStoryboard(name: NamesStoryboard.name, bundle: nil).instantiateViewController(withIdentifier: NamesStoryboard.name_2.identifier)]
        }

        """

    static func generated() throws -> SegueCodeGenerator.Result {
        var options = SegueCodeGenerator.Options()
        options.modules.sourceModule = "App"
        options.code = ModuleCode(SwiftSourceScan.scan(source: app, path: "App.swift"), module: "App")
        return SegueCodeGenerator(options: options).generate(documents: [try StoryboardParser().parse(contentsOf: storyboard)])
    }

    @Test(arguments: Typechecker.Mode.all)
    func codeForIdentifiersNamedLikeWhatItCallsCompiles(_ mode: Typechecker.Mode) throws {
        let generated = try Self.generated()
        let code = generated.code
        // The names reach every kind of generated code.
        for expected in [
            "case fatalError(BookViewController)\n", "case preconditionFailure(BookViewController)\n", "case type(BookViewController)\n",
            "case segue(BookViewController)\n", "case sender(EditorViewController)\n", "case known(StatsViewController)\n",
            "case rootView(UIViewController)\n", "case precondition\n", "case `self`\n",
            "static var fatalError: PerformableSegue<BookViewController>", "static var rootView: HostingSegue",
            "nonisolated static var controller: SegueKit.StoryboardScene<BookViewController> { .init(storyboard: name, identifier: \"controller\") }\n",
            "nonisolated static var name_2: SegueKit.StoryboardScene<StatsViewController> { .init(storyboard: name, identifier: \"name\") }\n",
            "(segue.source as? NamesViewController)?.stats = destination\n",
        ] {
            #expect(code.contains(expected), "\(expected)\n--- generated ---\n\(code)")
        }
        let folder = try GeneratedCodeSupport.temporaryFolder("names")
        defer { try? FileManager.default.removeItem(at: folder) }
        var urls: [URL] = []
        for (name, text) in [("Segues.generated.swift", code), ("App.swift", Self.app)] {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            urls.append(url)
        }
        let result = try Typechecker.typecheck(urls, mode: mode, extraFlags: ["-module-name", "App"])
        #expect(result.isClean, "\(mode): exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
    }

    /// Destination classes named like the generic parameter of `PerformableSegue` keep their types: the
    /// parameter takes a name none of them uses.
    @Test func aDestinationClassNamedDestinationKeepsItsType() throws {
        let storyboard = Self.homeStoryboard(segues: [("showDestination", "Destination"), ("showController", "DestinationController")])
        let app = """
            import SegueKit
            import UIKit

            final class Destination: UIViewController { func configure() {} }
            final class DestinationController: UIViewController { func configure() {} }

            final class HomeViewController: UIViewController, SegueHandlerType {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .showDestination(let destination): destination.configure()
                    case .showController(let controller): controller.configure()
                    }
                }

                func open() {
                    performSegue(.showDestination) { destination in destination.configure() }
                    performSegue(.showController) { controller in controller.configure() }
                }
            }

            """
        let (code, result) = try Self.generateAndTypecheck(storyboard: storyboard, app: app)
        #expect(code.contains("struct PerformableSegue<Destination3> {"), "\(code)")
        #expect(result.isClean, "exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
    }

    /// A hand-written enum's raw-identifier cases (Swift 6.2, `` case `show detail` ``) name the typed
    /// segues with their backticks.
    @Test func rawIdentifierCasesOfAHandWrittenEnumKeepTheirBackticks() throws {
        let storyboard = Self.homeStoryboard(segues: [("showDetail", "DetailViewController"), ("2fa", "DetailViewController")])
        let app = """
            import SegueKit
            import UIKit

            final class DetailViewController: UIViewController {}

            final class HomeViewController: UIViewController, SegueHandlerType {
                enum SegueIdentifier: String { case `show detail` = "showDetail", `2fa` }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .`show detail`(let detail), .`2fa`(let detail): _ = detail
                    }
                }

                func open() { performSegue(.`show detail`) { detail in _ = detail } }
            }

            """
        let (code, result) = try Self.generateAndTypecheck(storyboard: storyboard, app: app)
        #expect(code.contains("case `show detail`(DetailViewController)"), "\(code)")
        #expect(result.isClean, "exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
    }

    /// A hand-written case marked deprecated keeps its segue performable from code, and the generated
    /// member that names it is deprecated too, so the generated file compiles without a warning. A case
    /// that some builds lack (`@available(*, unavailable)`, `@available(iOS 17, *)`) is treated as one
    /// inside `#if`: its segue keeps a `Segue` case, but typed perform does not name it.
    @Test func aDeprecatedOrUnavailableHandWrittenCaseLeavesNoWarningInGeneratedCode() throws {
        let storyboard = Self.homeStoryboard(segues: [
            ("showDetail", "DetailViewController"), ("showSettings", "DetailViewController"),
            ("showLegacy", "DetailViewController"), ("showNews", "DetailViewController"),
        ])
        let app = """
            import SegueKit
            import UIKit

            final class DetailViewController: UIViewController {}

            final class HomeViewController: UIViewController, SegueHandlerType {
                enum SegueIdentifier: String {
                    case showDetail
                    @available(*, deprecated, message: "the settings move to the detail screen")
                    case showSettings
                    @available(*, unavailable, message: "the legacy screen is gone")
                    case showLegacy
                    @available(iOS 17, macOS 14, *)
                    case showNews
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch Segue(segue) {
                    case .showDetail(let detail), .showSettings(let detail), .showLegacy(let detail), .showNews(let detail): _ = detail
                    }
                }
            }

            """
        let (code, result) = try Self.generateAndTypecheck(storyboard: storyboard, app: app)
        #expect(code.contains("@available(*, deprecated) static var showSettings: PerformableSegue<DetailViewController>"), "\(code)")
        #expect(!code.contains("static var showLegacy") && !code.contains("static var showNews"), "\(code)")
        #expect(result.isClean, "exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
    }

    /// A storyboard whose `HomeViewController` scene has a show segue per `(identifier, destination
    /// class)`, to a scene of that class.
    private static func homeStoryboard(segues: [(identifier: String, destination: String)]) -> String {
        var destinations: [String] = []
        for segue in segues where !destinations.contains(segue.destination) { destinations.append(segue.destination) }
        let connections = segues.enumerated().map { index, segue in
            "<segue destination=\"d\(destinations.firstIndex(of: segue.destination)!)\" kind=\"show\" identifier=\"\(segue.identifier)\" id=\"g\(index)\"/>"
        }
        let scenes = destinations.enumerated().map { index, name in
            "<scene sceneID=\"s\(index)\"><objects><viewController id=\"d\(index)\" customClass=\"\(name)\" customModuleProvider=\"target\" sceneMemberID=\"viewController\"/></objects></scene>"
        }
        return GeneratedCodeSupport.iOSStoryboard(scenes: """
            <scene sceneID="home"><objects>
                <viewController id="home" customClass="HomeViewController" customModuleProvider="target" sceneMemberID="viewController">
                    <connections>\(connections.joined())</connections>
                </viewController>
            </objects></scene>
            \(scenes.joined(separator: "\n"))
            """)
    }

    /// The code generated for `storyboard` with `app` as the sources, and the two typechecked together
    /// in Swift 6 mode.
    private static func generateAndTypecheck(storyboard: String, app: String) throws -> (code: String, result: Typechecker.Result) {
        var options = SegueCodeGenerator.Options()
        options.code = ModuleCode(SwiftSourceScan.scan(source: app, path: "App.swift"))
        let document = try StoryboardParser().parse(data: Data(storyboard.utf8), filePath: "Main.storyboard")
        let code = SegueCodeGenerator(options: options).generate(documents: [document]).code
        let folder = try GeneratedCodeSupport.temporaryFolder("names")
        defer { try? FileManager.default.removeItem(at: folder) }
        var urls: [URL] = []
        for (name, text) in [("Segues.generated.swift", code), ("App.swift", app)] {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            urls.append(url)
        }
        return (code, try Typechecker.typecheck(urls, mode: .swift6, extraFlags: ["-module-name", "App"]))
    }
}
