import Foundation
import XCTest

/// The example app (`Examples/SegueKitExample/Sources`) is written the way users write SegueKit code;
/// it must compile as an app target would: all files together, Swift 6 language mode, `import UIKit`
/// and `import SegueKit` — here the Linux mirror and `MirroredSegueKit`.
final class ExampleTypecheckTests: XCTestCase {
    /// `Examples/SegueKitExample/Sources`, found from this file's place in the repository.
    static var exampleSources: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Example
            .deletingLastPathComponent()  // SegueKitPlatformTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // repository root
            .appendingPathComponent("Examples/SegueKitExample/Sources")
    }

    func testExampleSourcesTypecheckTogetherInSwift6WithoutErrorsOrWarnings() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.exampleSources, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertTrue(files.contains { $0.lastPathComponent == "LibraryViewController.swift" }, "found: \(files.map(\.lastPathComponent))")

        let result = try Typechecker.typecheck(files, mode: .swift6, extraFlags: ["-module-name", "SegueKitExample"])

        XCTAssertTrue(result.succeeded, "exit status \(result.exitStatus):\n\(result.output)")
        XCTAssertEqual(result.diagnostics, [], "compiler output:\n\(result.output)")
    }
}
