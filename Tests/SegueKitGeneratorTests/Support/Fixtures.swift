import Foundation
import SegueKitGenerator
import SegueKitStoryboard
import SegueKitSwiftSource

/// Paths and small storyboards for the generator tests.
enum Fixtures {
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // SegueKitGeneratorTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository

    static let example = repository.appendingPathComponent("Examples/SegueKitExample")
    static let mainStoryboard = example.appendingPathComponent("Main.storyboard")
    static let loginStoryboard = example.appendingPathComponent("Login.storyboard")
    static let corpus = repository.appendingPathComponent("Tests/Fixtures/Corpus")

    static func parse(_ url: URL) throws -> StoryboardDocument {
        try StoryboardParser().parse(contentsOf: url)
    }

    static func parse(xml: String, path: String = "Test.storyboard") throws -> StoryboardDocument {
        try StoryboardParser().parse(data: Data(xml.utf8), filePath: path)
    }

    /// A parsed iOS storyboard of `scenes` (its `<scene>` elements), read from `path`.
    static func parse(iOSScenes scenes: String, path: String = "Test.storyboard") throws -> StoryboardDocument {
        try parse(xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><scenes>
            \(scenes)
            </scenes></document>
            """, path: path)
    }

    /// What `generate --source` learns from `source`, a module's Swift code.
    static func code(_ source: String, module: String? = nil) -> ModuleCode {
        ModuleCode(SwiftSourceScan.scan(source: source, path: "Code.swift"), module: module)
    }

    /// What `generate --source` learns from the Swift files and folders at `relatives` (repository-relative).
    /// Locations stay repository-relative, so recorded output does not depend on the checkout's folder.
    static func code(ofSources relatives: [String], module: String? = nil) throws -> ModuleCode {
        var scan = SwiftSourceScan()
        for relative in relatives {
            let url = repository.appendingPathComponent(relative)
            let files = relative.hasSuffix(".swift") ? [url.path] : try FileFinder.files(withExtension: "swift", under: url.path)
            for file in files {
                let path = relative.hasSuffix(".swift") ? relative : relative + "/" + file.dropFirst(url.path.count + 1)
                scan.merge(SwiftSourceScan.scan(source: try String(contentsOfFile: file, encoding: .utf8), path: path))
            }
        }
        // As `SwiftSources.scan` leaves it once every file is merged.
        scan.resolveAcrossFiles()
        return ModuleCode(scan, module: module)
    }

    static func corpusStoryboards() -> [URL] {
        guard let enumerator = FileManager.default.enumerator(atPath: corpus.path) else { return [] }
        var files: [URL] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".storyboard") { files.append(corpus.appendingPathComponent(relative)) }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("SegueKitGeneratorTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// An iOS storyboard whose scenes are `(customClass or nil, [(identifier or nil, kind, extra attributes)])`,
    /// all segues leading to one target scene.
    static func storyboard(_ scenes: [(String?, [(String?, String, String)])], macOS: Bool = false) -> String {
        var counter = 0
        func id() -> String { counter += 1; return "id\(counter)-aa-zz" }
        let target = "target-00-tgt"
        var body = ""
        for (className, segues) in scenes {
            let classAttribute = className.map { " customClass=\"\($0)\" customModuleProvider=\"target\"" } ?? ""
            var connections = ""
            for (identifier, kind, extra) in segues {
                let identifierAttribute = identifier.map { " identifier=\"\($0)\"" } ?? ""
                connections += "<segue destination=\"\(kind == "unwind" ? "exit-00-ext" : target)\" kind=\"\(kind)\"\(identifierAttribute) \(extra) id=\"\(id())\"/>\n"
            }
            body += """
                <scene sceneID="\(id())"><objects>
                <viewController id="\(id())"\(classAttribute) sceneMemberID="viewController">
                <connections>
                \(connections)</connections>
                </viewController>
                <exit id="exit-00-ext" userLabel="Exit" sceneMemberID="exit"/>
                </objects></scene>

                """
        }
        body += "<scene sceneID=\"\(id())\"><objects><viewController id=\"\(target)\" customClass=\"TargetViewController\" sceneMemberID=\"viewController\"/></objects></scene>\n"
        let type = macOS ? "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes>
            \(body)</scenes>
            </document>

            """
    }
}
