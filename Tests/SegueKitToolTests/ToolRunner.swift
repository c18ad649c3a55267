import Foundation

/// Runs the built `seguekit` executable as a subprocess, the way a user or a build system does.
enum ToolRunner {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // SegueKitToolTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository

    static let main = repository.appendingPathComponent("Examples/SegueKitExample/Main.storyboard").path
    static let login = repository.appendingPathComponent("Examples/SegueKitExample/Login.storyboard").path
    static let corpus = repository.appendingPathComponent("Tests/Fixtures/Corpus")

    /// The `seguekit` binary in the build products folder that holds this test bundle.
    static var executable: URL {
        get throws {
            var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            #if os(macOS)
            folder = Bundle.main.bundleURL.deletingLastPathComponent()
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                folder = bundle.bundleURL.deletingLastPathComponent()
            }
            #endif
            while folder.path != "/" {
                let candidate = folder.appendingPathComponent("seguekit")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return candidate
                }
                folder = folder.deletingLastPathComponent()
            }
            throw RunnerError(description: "seguekit executable not found next to the test bundle")
        }
    }

    struct RunnerError: Error, CustomStringConvertible { var description: String }

    /// Runs any program to completion: its status, and standard output and error together.
    static func runProgram(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Runs the tool; `input`, when given, is its standard input, through a pipe.
    static func run(_ arguments: [String], currentDirectory: URL? = nil, input: String? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = try executable
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let out = Pipe(), err = Pipe(), inputPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            try inputPipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        // Read both pipes concurrently so a full stderr pipe cannot block the child.
        let errData = LockedData()
        let reader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errData.isSet { usleep(1000) }
        return Outcome(status: process.terminationStatus,
                       stdout: String(decoding: outData, as: UTF8.self),
                       stderr: String(decoding: errData.value, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("SegueKitToolTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var done = false
    func set(_ value: Data) { lock.lock(); data = value; done = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return done }
    var value: Data { lock.lock(); defer { lock.unlock() }; return data }
}
