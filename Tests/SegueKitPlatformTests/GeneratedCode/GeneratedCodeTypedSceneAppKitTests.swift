import Foundation
import SegueKitChecker
import SegueKitSwiftSource
import SegueKitGenerator
import SegueKitStoryboard
import Testing

/// Typed scenes generated from the macOS example's storyboard compile with the example's sources and app
/// code that instantiates them — window and view controllers, and `book.instantiate(dependencies:)`,
/// because `BookViewController` is `CoderInitializable` — in Swift 6, Swift 5 and default-MainActor modes.
@Suite("Typed scenes (AppKit): generated code compiles with the macOS example")
struct GeneratedCodeTypedSceneAppKitTests {
    static let usage = """
        import AppKit
        import SegueKit

        @MainActor func instantiateScenes(_ book: Book) -> [NSResponder] {
            let window: DocumentWindowController = MainStoryboard.documentWindow.instantiate()
            let detail: BookViewController = MainStoryboard.book.instantiate(dependencies: book)   // init?(coder:dependencies:)
            let signIn: SignInViewController = MainStoryboard.signIn.instantiate(from: NSStoryboard(name: MainStoryboard.name, bundle: nil))
            return [window, detail, signIn]
        }

        """

    @Test("Typed scenes compile with the macOS example", arguments: Typechecker.Mode.all)
    func typedScenesCompile(mode: Typechecker.Mode) throws {
        let folder = try GeneratedCodeSupport.temporaryFolder("typed-scenes-mac")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = try MacExampleFiles.sources()
        var options = SegueCodeGenerator.Options()
        options.modules.sourceModule = MacExampleFiles.moduleName
        options.typedSegues = false
        options.code = try GeneratedCodeSupport.moduleCode(of: sources, module: MacExampleFiles.moduleName)   // as `generate --source` does
        let generated = SegueCodeGenerator(options: options).generate(documents: [try MacExampleFiles.parsedStoryboard()])
        #expect(generated.code.contains("enum MainStoryboard {"), "\(generated.code)")
        #expect(generated.code.contains("nonisolated static var book: StoryboardScene<BookViewController> { .init(storyboard: name, identifier: \"Book\") }"), "\(generated.code)")
        var files: [URL] = []
        for (name, text) in [("Scenes.generated.swift", generated.code), ("Usage.swift", Self.usage)] {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            files.append(url)
        }
        let result = try Typechecker.typecheck(sources + files, mode: mode, extraFlags: ["-module-name", MacExampleFiles.moduleName])
        #expect(result.isClean, "\(mode): exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(generated.code)")
    }
}
