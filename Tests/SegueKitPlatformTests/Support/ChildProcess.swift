import Foundation

/// Runs a program to completion, for tests that compile code or observe a process that stops.
enum ChildProcess {
    /// How the program ended and what it printed (standard output and standard error together).
    struct Outcome {
        var status: Int32
        /// Exited by itself with status 0 (not stopped by a signal such as a trap).
        var exitedNormally: Bool
        var output: String
    }

    /// Runs `executable` with `arguments` (and `environment`, when given) and waits for it.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            exitedNormally: process.terminationReason == .exit && process.terminationStatus == 0,
            output: String(decoding: data, as: UTF8.self))
    }
}
