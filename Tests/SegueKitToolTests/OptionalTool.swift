import Foundation

/// A system tool some tests use when it is installed. Such a test runs when the tool is found, or when
/// `SEGUEKIT_REQUIRE_OPTIONAL_TOOLS=1` (CI), where a missing tool then fails it instead of skipping it.
struct OptionalTool: Sendable {
    static let dot = OptionalTool(name: "dot")

    let name: String

    /// The tool's executable, found on `PATH`.
    var path: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    var shouldRun: Bool {
        path != nil || ProcessInfo.processInfo.environment["SEGUEKIT_REQUIRE_OPTIONAL_TOOLS"] == "1"
    }
}
