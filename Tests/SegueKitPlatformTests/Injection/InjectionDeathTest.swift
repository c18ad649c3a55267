import Foundation

/// Runs one XCTest method of this test bundle in a child process, to check code that stops the
/// process (`fatalError`) — Swift Testing's exit tests cannot be used in files that import the UIKit
/// or AppKit mirror.
///
/// The test method calls ``isChild(_:)`` first: in the child it does the fatal thing; in the parent
/// it calls ``run(_:)`` and checks the exit status and the output.
enum InjectionDeathTest {
    private static let environmentKey = "SEGUEKIT_INJECTION_DEATH_TEST"

    /// Whether this process is the child started for `test` (`"TestClass/testMethod"`).
    static func isChild(_ test: String) -> Bool {
        ProcessInfo.processInfo.environment[environmentKey] == test
    }

    /// What the child did.
    struct Outcome {
        var exitedNormally: Bool
        var status: Int32
        var output: String
    }

    /// Runs `test` (`"TestClass/testMethod"`) alone in a child process of this test bundle.
    static func run(_ test: String) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["SegueKitPlatformTests.\(test)"]
        var environment = ProcessInfo.processInfo.environment
        environment[environmentKey] = test
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            exitedNormally: process.terminationReason == .exit && process.terminationStatus == 0,
            status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
