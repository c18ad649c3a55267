import Foundation
import SegueKitGenerator
import SegueKitStoryboard
import Testing

// Swift 6.2+ apps default to the main actor (SE-0466; Xcode 26 app templates), with approachable
// concurrency (`InferIsolatedConformances`, `NonisolatedNonsendingByDefault`). An app module built
// that way uses SegueKit, and its test target — nonisolated, as test targets are by default — checks
// the app's identifiers against a storyboard with SegueKitTesting. Both must compile without a
// warning, in Swift 6 and Swift 5 modes; so must the typed scenes seguekit generates for the app, read
// from the test target. (The typecheck tests of routing, gating, injection and the
// classic SegueHandlerType run in these modes too: `Typechecker.Mode.all`.)

private let appSource = #"""
    import SegueKit
    import UIKit

    struct Book: Equatable { var title: String }

    final class BookViewController: UIViewController { var book: Book? }

    final class LibraryViewController: UIViewController, SegueRouting {
        enum SegueIdentifier: String, CaseIterable { case showBook, editBook }

        static let segueRoutes = SegueRoutes<LibraryViewController>()
            .prepare(.editBook) { (library, book: BookViewController, _) in book.book = library.selected }

        var selected: Book?

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            switch segueIdentifier(for: segue) {
            case .showBook: segue.destinationIfPresent(as: BookViewController.self)?.book = selected
            case .editBook: prepareRoutedSegue(for: segue, sender: sender)
            }
        }

        func open(_ book: Book) {
            performSegue(withIdentifier: .showBook) { (destination: BookViewController) in destination.book = book }
        }
    }
    """#

private let testSource = #"""
    import Foundation
    import SegueKitTesting
    import Testing
    @testable import App

    struct LibraryStoryboardTests {
        @Test func identifiersMatchTheStoryboard() throws {
            let storyboard = URL(fileURLWithPath: "Main.storyboard")
            try StoryboardVerifier.requireMatch(LibraryViewController.SegueIdentifier.self, storyboards: [storyboard])
            _ = try StoryboardVerifier.verify(LibraryViewController.SegueIdentifier.self, storyboards: [storyboard])
        }

        @Test func scenesAreTheStoryboards() {
            #expect(MainStoryboard.name == "Main")
            #expect(MainStoryboard.library.identifier == "Library")
            #expect(MainStoryboard.book.storyboardName == "Main")
        }
    }
    """#

/// Two scenes with a Storyboard ID and no segues: the generated file holds only typed scenes.
private let scenesStoryboard = GeneratedCodeSupport.iOSStoryboard(scenes: """
    <scene sceneID="s1"><objects>
        <viewController storyboardIdentifier="Library" id="a" customClass="LibraryViewController" customModuleProvider="target" sceneMemberID="viewController"/>
    </objects></scene>
    <scene sceneID="s2"><objects>
        <viewController storyboardIdentifier="Book" id="b" customClass="BookViewController" customModuleProvider="target" sceneMemberID="viewController"/>
    </objects></scene>
    """)

@Suite("Apps with default MainActor isolation")
struct DefaultMainActorAppTests {
    @Test(arguments: [["-swift-version", "6"], ["-swift-version", "5", "-strict-concurrency=complete"]])
    func anAppAndItsNonisolatedTestTargetCompileWithoutWarnings(_ language: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-default-mainactor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App.swift")
        let tests = folder.appendingPathComponent("AppTests.swift")
        try appSource.write(to: app, atomically: true, encoding: .utf8)
        try testSource.write(to: tests, atomically: true, encoding: .utf8)
        let storyboard = try StoryboardParser().parse(data: Data(scenesStoryboard.utf8), filePath: "Main.storyboard")
        var options = SegueCodeGenerator.Options()
        options.typedSegues = false
        let scenes = folder.appendingPathComponent("Scenes.generated.swift")
        try SegueCodeGenerator(options: options).generate(documents: [storyboard]).code.write(to: scenes, atomically: true, encoding: .utf8)
        let modules = Typechecker.modulesDirectory.path

        let appBuild = try ChildProcess.run("/usr/bin/env", [
            "swiftc", "-emit-module", "-module-name", "App", "-parse-as-library", "-enable-testing",
            "-module-alias", "SegueKit=UIKitMirroredSegueKit", "-I", modules,
        ] + MirrorModules.aliases + [
            "-emit-module-path", folder.appendingPathComponent("App.swiftmodule").path,
        ] + language + Typechecker.Mode.defaultMainActorFlags + [app.path, scenes.path])
        #expect(appBuild.status == 0 && !appBuild.output.contains("warning:"), "app: \(appBuild.output)")

        // The test target: no default isolation, SIL passes included.
        let testBuild = try ChildProcess.run("/usr/bin/env", [
            "swiftc", "-emit-sil", "-wmo", "-o", "/dev/null", "-I", folder.path, "-I", modules,
        ] + MirrorModules.aliases + language + [tests.path])
        #expect(testBuild.status == 0 && !testBuild.output.contains("warning:"), "tests: \(testBuild.output)")
    }
}
