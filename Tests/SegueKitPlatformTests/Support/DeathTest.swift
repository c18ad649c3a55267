import Foundation
import XCTest

/// Runs one XCTest method of this test bundle in a child process, to check code that stops the
/// process (`fatalError`) — Swift Testing's exit tests cannot be used in files that import the UIKit
/// or AppKit mirror.
///
/// A test method calls ``stopOutput(of:file:line:_:)``: in the child it runs the fatal code and
/// returns nil (the test returns); in the parent it returns what the child printed, having checked
/// that the child stopped.
enum DeathTest {
    private static let environmentKey = "SEGUEKIT_DEATH_TEST"

    /// In the child started for `test` (`"TestClass/testMethod"`): runs `stopping` on the main actor
    /// and returns nil. In the parent: runs `test` in a child, checks that it did not exit normally,
    /// and returns its output.
    static func stopOutput(
        of test: String, file: StaticString = #filePath, line: UInt = #line,
        _ stopping: @escaping @MainActor @Sendable () -> Void
    ) async throws -> String? {
        if isChild(test) {
            await MainActor.run(body: stopping)
            return nil
        }
        let outcome = try run(test)
        XCTAssertFalse(outcome.exitedNormally, "the child should have stopped:\n\(outcome.output)", file: file, line: line)
        return outcome.output
    }

    /// Whether this process is the child started for `test` (`"TestClass/testMethod"`).
    private static func isChild(_ test: String) -> Bool {
        ProcessInfo.processInfo.environment[environmentKey] == test
    }

    /// Runs `test` (`"TestClass/testMethod"`) alone in a child process of this test bundle.
    private static func run(_ test: String) throws -> ChildProcess.Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment[environmentKey] = test
        environment["SWIFT_BACKTRACE"] = "enable=no"
        return try ChildProcess.run(
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path, ["SegueKitPlatformTests.\(test)"],
            environment: environment)
    }
}
