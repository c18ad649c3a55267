import Foundation
import SegueKitGenerator
import SegueKitStoryboard

/// Paths and helpers shared by the tests that compile generated code.
enum GeneratedCodeSupport {
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // GeneratedCode
        .deletingLastPathComponent()  // SegueKitPlatformTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository

    static let corpus: URL = repository.appendingPathComponent("Tests/Fixtures/Corpus")

    static let example: URL = repository.appendingPathComponent("Examples/SegueKitExample")

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

    /// Stand-in declarations for every custom controller class of the documents, as the app would have:
    /// `UIViewController` subclasses for iOS storyboards, `NSWindowController` / `NSViewController`
    /// subclasses for macOS ones. Nested names (`Outer.Inner`) get an enclosing enum.
    static func standIns(for documents: [StoryboardDocument]) -> String {
        var classes: [String: String] = [:]   // Swift type name → superclass
        var imports = Set<String>()
        for document in documents {
            imports.insert(document.platform == .macOS ? "AppKit" : "UIKit")
            for controller in document.controllers {
                guard let custom = controller.customClass, let typeName = SwiftName.typeName(custom) else { continue }
                let superclass: String
                switch (document.platform, controller.kind) {
                case (.macOS, .windowController): superclass = "NSWindowController"
                case (.macOS, _): superclass = "NSViewController"
                default: superclass = "UIViewController"
                }
                if classes[typeName] == nil { classes[typeName] = superclass }
            }
        }
        var out = imports.sorted().map { "import \($0)\n" }.joined()
        for name in classes.keys.sorted() {
            let parts = name.split(separator: ".").map(String.init)
            let declaration = "final class \(parts.last!): \(classes[name]!) {}"
            var text = declaration
            for outer in parts.dropLast().reversed() { text = "enum \(outer) { \(text) }" }
            out += text + "\n"
        }
        return out
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
