import Foundation
import SegueKitStoryboard

/// Paths and parsing helpers for the checker tests.
enum Fixtures {
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // SegueKitCheckerTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository

    static let example = repository.appendingPathComponent("Examples/SegueKitExample")
    static let mainStoryboard = example.appendingPathComponent("Main.storyboard")

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
}
