import Foundation
@testable import SegueKitGenerator
import SegueKitStoryboard
import SegueKitSwiftSource

/// Paths and helpers shared by the tests that compile generated code.
enum GeneratedCodeSupport {
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // GeneratedCode
        .deletingLastPathComponent()  // SegueKitPlatformTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository

    static let corpus: URL = repository.appendingPathComponent("Tests/Fixtures/Corpus")

    static let example: URL = repository.appendingPathComponent("Examples/SegueKitExample")

    /// An iOS storyboard (Xcode 15's header) holding `scenes`, the `<scene>` elements.
    static func iOSStoryboard(scenes: String) -> String {
        storyboard(type: "CocoaTouch.Storyboard.XIB", runtime: "iOS.CocoaTouch", scenes: scenes)
    }

    /// A macOS storyboard (Xcode 15's header) holding `scenes`, the `<scene>` elements.
    static func macStoryboard(scenes: String) -> String {
        storyboard(type: "Cocoa.Storyboard.XIB", runtime: "MacOSX.Cocoa", scenes: scenes)
    }

    private static func storyboard(type: String, runtime: String, scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.\(type)" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)">
        <scenes>
        \(scenes)
        </scenes>
        </document>
        """
    }

    /// Every `.storyboard` under the corpus folder, sorted.
    static func corpusStoryboards() throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(atPath: corpus.path) else {
            throw SupportError("corpus folder not found at \(corpus.path)")
        }
        var files: [URL] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".storyboard") { files.append(corpus.appendingPathComponent(relative)) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Stand-in declarations for every custom controller class of the documents, as the app would have,
    /// each a subclass of the framework class of its scene's kind — `UINavigationController` for a
    /// navigation controller scene, `NSWindowController` for a window controller, and so on — so typed
    /// segue payloads are checked against the right hierarchy. Framework classes the mirror does not
    /// declare (`UITableViewController`, …) get stubs. Nested names (`Outer.Inner`) get an enclosing enum.
    static func standIns(for documents: [StoryboardDocument]) -> String {
        var classes: [String: String] = [:]   // Swift type name → superclass
        var imports = Set<String>()
        for document in documents {
            imports.insert(document.platform == .macOS ? "AppKit" : "UIKit")
            for controller in document.controllers {
                guard let custom = controller.customClass, let typeName = SwiftName.typeName(custom) else { continue }
                if classes[typeName] == nil { classes[typeName] = superclass(of: controller.kind, on: document.platform) }
            }
        }
        var out = imports.sorted().map { "import \($0)\n" }.joined()
        let stubs = imports.contains("AppKit") ? appKitStubs : uiKitStubs
        for (name, superclass) in stubs.sorted(by: { $0.key < $1.key }) where classes[name] == nil {
            out += "class \(name): \(superclass) {}\n"
        }
        for name in classes.keys.sorted() {
            let parts = name.split(separator: ".").map(String.init)
            let declaration = "final class \(parts.last!): \(classes[name]!) {}"
            var text = declaration
            for outer in parts.dropLast().reversed() { text = "enum \(outer) { \(text) }" }
            out += text + "\n"
        }
        return out
    }

    /// The framework class a scene of `kind` is on `platform`, as the generator types it.
    static func superclass(of kind: StoryboardControllerKind, on platform: StoryboardPlatform) -> String {
        TypedSeguePlatform(platform).sceneClass(of: kind)
    }

    /// Framework controller classes the UIKit mirror does not declare.
    static let uiKitStubs = ["UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController"]
    /// Framework controller classes the AppKit mirror does not declare.
    static let appKitStubs = ["NSPageController": "NSViewController"]

    /// What `generate --module <module> --source <sources>` learns from the Swift files `sources`.
    static func moduleCode(of sources: [URL], module: String) throws -> ModuleCode {
        ModuleCode(try SwiftSources.scan(sources.map(\.path)).scan, module: module)
    }

    static func temporaryFolder(_ label: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    struct SupportError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
