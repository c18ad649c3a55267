import Foundation
import Testing

/// Every shipped library builds as teams build frameworks for distribution — `-enable-library-evolution`,
/// Xcode's `BUILD_LIBRARY_FOR_DISTRIBUTION`, how XCFrameworks are made — and with the
/// `MemberImportVisibility` upcoming feature, in Swift 6 and Swift 5 modes, against the UIKit and the
/// AppKit mirror, without an error or a warning. This is the CI check for both settings.
///
/// Each module is built with `swiftc` into a fresh folder after the modules it imports, the mirror
/// included, so everything it sees is built with library evolution as an SDK's frameworks are. The
/// build runs the mandatory SIL passes, emits the `.swiftinterface` and verifies it, as a distribution
/// build does; each shipped module is then typechecked again with `MemberImportVisibility` too (a
/// separate pass, so a module's lookup mistake never hides what depends on it). One warning is not
/// counted: "module 'X' was not compiled with library evolution support" for a module of the toolchain
/// (Linux's Foundation is built without it; Apple's SDKs are built with it).
@Suite("Library evolution and MemberImportVisibility")
struct LibraryEvolutionTests {
    enum Platform: String, CaseIterable, Sendable {
        case uiKit = "UIKit"
        case appKit = "AppKit"
    }

    /// A module to build: its name, its sources' folder, and whether it ships (its diagnostics count).
    struct Module: Sendable {
        var name: String
        var folder: String
        var ships = true
    }

    /// In dependency order. `SegueKitStoryboard` ships inside the `SegueKitTesting` product.
    static func modules(for platform: Platform) -> [Module] {
        [
            Module(name: "MirrorRuntime", folder: "Tests/Mirror/MirrorRuntime", ships: false),
            Module(name: platform.rawValue, folder: "Tests/Mirror/\(platform.rawValue)", ships: false),
            Module(name: "SegueKit", folder: "Sources/SegueKit"),
            Module(name: "SegueKitGating", folder: "Sources/SegueKitGating"),
            Module(name: "SegueKitStoryboard", folder: "Sources/SegueKitStoryboard"),
            Module(name: "SegueKitTesting", folder: "Sources/SegueKitTesting"),
        ]
    }

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("Shipped libraries build with library evolution and MemberImportVisibility", arguments: Platform.allCases, [6, 5])
    func shippedLibrariesBuildForDistribution(platform: Platform, swiftVersion: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-evolution-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let modules = Self.modules(for: platform)
        var diagnostics: [String] = []
        for module in modules {
            let build = try Self.compile(module, platform: platform, swiftVersion: swiftVersion, into: folder, pass: .build)
            try #require(build.status == 0 || module.ships, "the \(module.name) mirror did not build:\n\(build.output)")
            diagnostics += Self.diagnostics(in: build, of: module, builtHere: modules)
            if build.status != 0 { diagnostics.append("\(module.name) did not build:\n\(build.output)") }
            guard module.ships else { continue }
            let visibility = try Self.compile(module, platform: platform, swiftVersion: swiftVersion, into: folder, pass: .memberImportVisibility)
            diagnostics += Self.diagnostics(in: visibility, of: module, builtHere: modules)
        }
        // The platform layers were compiled, not only the platform-independent cores.
        for module in ["SegueKit", "SegueKitGating"] {
            let interface = try String(contentsOf: folder.appendingPathComponent("\(module).swiftinterface"), encoding: .utf8)
            #expect(interface.contains(platform == .uiKit ? "UIKit.UIStoryboardSegue" : "AppKit.NSStoryboardSegue"), "\(module)")
        }
        for line in Array(Set(diagnostics)).sorted() {
            Issue.record("\(platform.rawValue), Swift \(swiftVersion): \(line)")
        }
    }

    /// The errors and warnings of `outcome` that count: a shipped module's own, and any about a module
    /// built here not having library evolution. (Indented lines are the compiler's excerpts of them.)
    static func diagnostics(in outcome: ChildProcess.Outcome, of module: Module, builtHere: [Module]) -> [String] {
        outcome.output.components(separatedBy: "\n").filter { line in
            guard !line.hasPrefix(" "), line.contains("error:") || line.contains("warning:") else { return false }
            guard let match = line.firstMatch(of: /module '(\w+)' was not compiled with library evolution support/) else { return module.ships }
            return builtHere.contains { $0.name == String(match.output.1) }
        }
    }

    enum Pass {
        /// Library evolution: builds the module, its interface (verified) and runs the SIL passes.
        case build
        /// Library evolution and `MemberImportVisibility`: typechecks only.
        case memberImportVisibility
    }

    /// Compiles `module`'s sources against what `folder` holds, as a distribution build would.
    static func compile(_ module: Module, platform: Platform, swiftVersion: Int, into folder: URL, pass: Pass) throws -> ChildProcess.Outcome {
        let sourceFolder = repository.appendingPathComponent(module.folder)
        let sources = (FileManager.default.enumerator(atPath: sourceFolder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { sourceFolder.appendingPathComponent($0).path }
        let output = folder.appendingPathComponent(module.name).path
        let outputs = switch pass {
        case .build:
            // The SIL goes into the folder, not `/dev/null`: a compiler that fails deletes its `-o` file, and
            // run as root it would delete the device.
            ["-emit-sil", "-o", output + ".sil", "-emit-module", "-emit-module-path", output + ".swiftmodule",
             "-emit-module-interface-path", output + ".swiftinterface", "-verify-emitted-module-interface"]
        case .memberImportVisibility:
            ["-typecheck", "-enable-upcoming-feature", "MemberImportVisibility"]
        }
        return try ChildProcess.run("/usr/bin/env", ["swiftc", "-module-name", module.name, "-parse-as-library", "-wmo"] + outputs + [
            "-swift-version", "\(swiftVersion)",
            "-enable-library-evolution",
            "-package-name", "SegueKit",
            "-I", folder.path,
        ] + (platform == .uiKit ? MirrorModules.uiKitLayer : MirrorModules.appKitLayer) + sources)
    }
}
