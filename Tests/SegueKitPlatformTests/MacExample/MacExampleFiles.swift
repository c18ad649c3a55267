import Foundation
import SegueKitStoryboard

/// Where the macOS example (`Examples/SegueKitMacExample`) lives, and its storyboard parsed.
enum MacExampleFiles {
    /// The module the storyboard's `customModule="SegueKitMacExample"` names; the tests compile the
    /// sources under it.
    static let moduleName = "SegueKitMacExample"

    /// `Examples/SegueKitMacExample`, found from this file's place in the repository.
    static var folder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // MacExample
            .deletingLastPathComponent()  // SegueKitPlatformTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // repository root
            .appendingPathComponent("Examples/SegueKitMacExample")
    }

    static var storyboard: URL { folder.appendingPathComponent("Main.storyboard") }

    /// The example's Swift files, sorted by name.
    static func sources() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// `Main.storyboard`, read by SegueKit's own parser.
    static func parsedStoryboard() throws -> StoryboardDocument {
        try StoryboardParser().parse(contentsOf: storyboard)
    }

    /// The class a controller of the storyboard is an instance of: its custom class, else the
    /// AppKit class of its element.
    static func className(of controller: StoryboardController) -> String? {
        controller.customClass ?? controller.kind.defaultClassName(for: .macOS)
    }
}
