import Foundation

/// Typechecks Swift files the way an app target would see them — `import UIKit`, `import AppKit`,
/// `import SegueKit`, `import SegueKitGating` — against the Linux mirror and SegueKit's own sources
/// compiled against it (`UIKitMirroredSegueKit` or `AppKitMirroredSegueKit`, and the `…Gating` module
/// beside it, by the platform the files import).
///
/// It runs `swiftc -emit-sil -wmo -o /dev/null`, not `-typecheck`: some diagnostics come only from the
/// compiler's mandatory SIL passes, which `-typecheck` skips — among them Swift 6's data-race errors
/// ("sending 'x' risks causing data races") and "will never be executed". An app build runs those
/// passes, so "compiles with zero warnings" is checked with them too. (Nothing is written; no code is
/// generated or linked.)
///
/// `-module-alias SegueKit=UIKitMirroredSegueKit` (or `AppKitMirroredSegueKit` for files that import
/// AppKit) makes `import SegueKit` load the mirror-compiled copy, and
/// `-module-alias SegueKitGating=UIKitMirroredSegueKitGating` does the same for gating;
/// `MirrorModules.aliases` make `import UIKit` and `import AppKit` load the mirror. The
/// modules come from this test run's own build folder (`<products>/Modules`), which SwiftPM has already
/// built because this test target depends on them.
enum Typechecker {
    /// The language mode and checking level an app might build with.
    enum Mode: CustomStringConvertible {
        /// Swift 6 language mode (complete concurrency checking is implied).
        case swift6
        /// Swift 5 mode with minimal concurrency checking: how most apps still build.
        case swift5Minimal
        /// Swift 5 mode with complete concurrency checking.
        case swift5Complete
        /// Swift 6 mode as Xcode 26's app templates build: everything `@MainActor` by default
        /// (SE-0466) with approachable concurrency (`InferIsolatedConformances`,
        /// `NonisolatedNonsendingByDefault`).
        case swift6DefaultMainActor
        /// Swift 5 mode with complete checking and the same default isolation and features.
        case swift5DefaultMainActor

        /// Every mode an app might build with: the typecheck tests run in all of them.
        static let all: [Mode] = [.swift6, .swift5Minimal, .swift5Complete, .swift6DefaultMainActor, .swift5DefaultMainActor]

        /// The flags that make Swift 6.2+ code default to the main actor, as a new Xcode app does.
        static let defaultMainActorFlags = [
            "-default-isolation", "MainActor",
            "-enable-upcoming-feature", "InferIsolatedConformances",
            "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
        ]

        var flags: [String] {
            switch self {
            case .swift6: ["-swift-version", "6"]
            case .swift5Minimal: ["-swift-version", "5", "-strict-concurrency=minimal"]
            case .swift5Complete: ["-swift-version", "5", "-strict-concurrency=complete"]
            case .swift6DefaultMainActor: ["-swift-version", "6"] + Self.defaultMainActorFlags
            case .swift5DefaultMainActor: ["-swift-version", "5", "-strict-concurrency=complete"] + Self.defaultMainActorFlags
            }
        }

        var description: String {
            switch self {
            case .swift6: "Swift 6"
            case .swift5Minimal: "Swift 5 (minimal checking)"
            case .swift5Complete: "Swift 5 (complete checking)"
            case .swift6DefaultMainActor: "Swift 6, default MainActor isolation"
            case .swift5DefaultMainActor: "Swift 5 (complete checking), default MainActor isolation"
            }
        }
    }

    /// What the compiler said.
    struct Result {
        var exitStatus: Int32
        var output: String
        var succeeded: Bool { exitStatus == 0 }
        var diagnostics: [String] {
            output.split(separator: "\n").map(String.init).filter { $0.contains("error:") || $0.contains("warning:") }
        }
        /// Compiled, and printed neither an error nor a warning.
        var isClean: Bool { succeeded && diagnostics.isEmpty }
    }

    /// The folder holding this build's `.swiftmodule` files.
    static var modulesDirectory: URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("UIKitMirroredSegueKit.swiftmodule").path) {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return executable.deletingLastPathComponent().appendingPathComponent("Modules")
    }

    /// The one framework an app is built with, where the other cannot be imported at all (as on a
    /// real iOS or macOS build), for files that import both under `#if`.
    enum Framework {
        case uiKit, appKit
    }

    /// Typechecks `files` in `mode`, against this build's modules or those in `modules` (a reading of
    /// the AppKit mirror that `MirrorReadingsTests` built). With `only`, the other framework's mirror is
    /// not importable.
    static func typecheck(_ files: [URL], mode: Mode, extraFlags: [String] = [], modules: URL? = nil, only framework: Framework? = nil) throws -> Result {
        let segueKit = switch framework {
        case .uiKit: "UIKitMirroredSegueKit"
        case .appKit: "AppKitMirroredSegueKit"
        case nil: try mirroredSegueKit(for: files)
        }
        let aliases = switch framework {
        case .uiKit: ["-module-alias", "UIKit=UIKitMirror"]
        case .appKit: ["-module-alias", "AppKit=AppKitMirror"]
        case nil: MirrorModules.aliases
        }
        let outcome = try ChildProcess.run("/usr/bin/env", ["swiftc", "-emit-sil", "-wmo", "-o", "/dev/null"] + mode.flags + [
            "-module-alias", "SegueKit=\(segueKit)", "-module-alias", "SegueKitGating=\(segueKit)Gating",
            "-I", (modules ?? modulesDirectory).path,
        ] + aliases + extraFlags + files.map(\.path))
        return Result(exitStatus: outcome.status, output: outcome.output)
    }

    /// The mirror-compiled SegueKit an app made of `files` links: AppKit's when a file imports AppKit,
    /// else UIKit's. (One app, one platform: files that import both are a mistake in the test.)
    static func mirroredSegueKit(for files: [URL]) throws -> String {
        var importsAppKit = false
        var importsUIKit = false
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            importsAppKit = importsAppKit || text.contains("import AppKit")
            importsUIKit = importsUIKit || text.contains("import UIKit")
        }
        precondition(!(importsAppKit && importsUIKit), "a typecheck compiles one platform's app at a time")
        return importsAppKit ? "AppKitMirroredSegueKit" : "UIKitMirroredSegueKit"
    }

    /// Writes `source` to a temporary file and typechecks it in `mode`.
    static func typecheck(source: String, named name: String = "Snippet.swift", mode: Mode) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try typecheck([file], mode: mode)
    }
}
