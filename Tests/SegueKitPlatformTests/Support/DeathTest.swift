import Foundation
import Testing

/// Runs the current Swift Testing test alone in a child process of this test bundle, to check code that
/// stops the process (`fatalError`). The code under test is main-actor code of the UIKit or AppKit mirror,
/// which this test bundle (not a fresh exit-test child) has set up, so the whole test is re-run.
///
/// A test calls ``stopOutput(sourceLocation:_:)``: in the child it runs the fatal code and returns nil
/// (the test returns); in the parent it returns what the child printed, having checked that the child
/// stopped.
///
/// The child is this test binary run as `swift test` runs Swift Testing on Linux:
/// `--testing-library swift-testing --filter <the test's ID>`, with `SEGUEKIT_DEATH_TEST` set to that ID
/// so the test knows it is the child. A filter that matched nothing would let the child exit normally,
/// which the parent reports as a failure.
enum DeathTest {
    private static let environmentKey = "SEGUEKIT_DEATH_TEST"

    /// In the child started for the current test: runs `stopping` and returns nil. In the parent: runs
    /// the current test in a child, checks that it did not exit normally, and returns its output.
    @MainActor
    static func stopOutput(
        sourceLocation: SourceLocation = #_sourceLocation, _ stopping: @MainActor () -> Void
    ) async throws -> String? {
        let test = try currentTestName(sourceLocation: sourceLocation)
        if ProcessInfo.processInfo.environment[environmentKey] == test {
            stopping()
            return nil
        }
        let outcome = try await Task.detached { try run(test) }.value
        #expect(!outcome.exitedNormally, "the child should have stopped:\n\(outcome.output)", sourceLocation: sourceLocation)
        return outcome.output
    }

    /// The running test as `swift test --list-tests` names it: `Module.Suite/test()`.
    private static func currentTestName(sourceLocation: SourceLocation) throws -> String {
        let id = try #require(Test.current, "DeathTest runs inside a Swift Testing test", sourceLocation: sourceLocation).id
        return id.moduleName + "." + id.nameComponents.joined(separator: "/")
    }

    /// Runs `test` (`"Module.Suite/test()"`) alone in a child process of this test bundle.
    private static func run(_ test: String) throws -> ChildProcess.Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment[environmentKey] = test
        environment["SWIFT_BACKTRACE"] = "enable=no"
        // Anchored at the start only: the ID Swift Testing matches the filter against goes on past the name.
        let filter = "^" + NSRegularExpression.escapedPattern(for: test)
        return try ChildProcess.run(
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path,
            ["--testing-library", "swift-testing", "--filter", filter],
            environment: environment)
    }
}
