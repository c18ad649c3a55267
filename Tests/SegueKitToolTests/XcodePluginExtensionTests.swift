import Foundation
import Testing

/// Compiles the shipped `Plugins/SegueKitPlugin/SegueKitPlugin.swift` — as it is, with the flags SwiftPM
/// uses for plugins — against `Tests/Mirror/XcodeProjectPlugin`, a declaration-only mirror of Xcode's
/// `XcodeProjectPlugin` module, so that its `#if canImport(XcodeProjectPlugin)` extension
/// (`SegueKitPlugin: XcodeBuildToolPlugin`), which only Xcode would otherwise compile, is built on Linux
/// too: with zero diagnostics, and provably (a probe file uses the conformance the extension declares).
@Suite("Build tool plugin: Xcode project extension")
struct XcodePluginExtensionTests {
    static let plugin = ToolRunner.repository.appendingPathComponent("Plugins/SegueKitPlugin/SegueKitPlugin.swift")
    static let mirror = ToolRunner.repository.appendingPathComponent("Tests/Mirror/XcodeProjectPlugin/XcodeProjectPlugin.swift")

    /// Compiles only if `SegueKitPlugin` conforms to `XcodeBuildToolPlugin`, i.e. only if the shipped
    /// file's `#if canImport(XcodeProjectPlugin)` branch was compiled.
    static let probe = """
        import PackagePlugin
        import XcodeProjectPlugin

        func xcodeEntryPoint() -> any XcodeBuildToolPlugin { SegueKitPlugin() }
        """

    private struct Compilation {
        var status: Int32
        var output: String
    }

    private func swiftc(_ arguments: [String]) throws -> Compilation {
        let outcome = try ToolRunner.runProgram("/usr/bin/env", ["swiftc"] + arguments)
        return Compilation(status: outcome.status, output: outcome.output)
    }

    /// `<runtime resource path>/pm/PluginAPI`, where the toolchain keeps `PackagePlugin.swiftmodule`.
    private func pluginAPI() throws -> String {
        let info = try swiftc(["-print-target-info"])
        try #require(info.status == 0, "swiftc -print-target-info failed:\n\(info.output)")
        let json = try JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any]
        let paths = try #require(json?["paths"] as? [String: Any], "no paths in:\n\(info.output)")
        let resources = try #require(paths["runtimeResourcePath"] as? String, "no runtimeResourcePath in:\n\(info.output)")
        let api = URL(fileURLWithPath: resources).appendingPathComponent("pm/PluginAPI")
        #expect(FileManager.default.fileExists(atPath: api.appendingPathComponent("PackagePlugin.swiftmodule").path),
                "PackagePlugin.swiftmodule expected in \(api.path)")
        return api.path
    }

    /// Builds the mirror into `folder/XcodeProjectPlugin.swiftmodule`, then compiles `sources` (the plugin
    /// and the probe) as SwiftPM compiles a plugin (`swift build -v`: `-swift-version 6
    /// -package-description-version 6.0.0 -parse-as-library -I <PluginAPI>`) up to SIL, which also reports
    /// the diagnostics that come after type checking.
    private func compilePlugin(_ sources: [URL], in folder: URL) throws -> Compilation {
        let api = try pluginAPI()
        let module = try swiftc([
            "-emit-module", "-module-name", "XcodeProjectPlugin", "-parse-as-library", "-swift-version", "6",
            "-I", api, "-emit-module-path", folder.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path,
            Self.mirror.path,
        ])
        try #require(module.status == 0 && module.output.isEmpty, "the XcodeProjectPlugin mirror did not compile cleanly:\n\(module.output)")
        return try swiftc([
            "-emit-sil", "-wmo", "-o", "/dev/null",
            "-swift-version", "6", "-package-description-version", "6.0.0", "-parse-as-library",
            "-module-name", "SegueKitPlugin", "-I", api, "-I", folder.path,
        ] + sources.map(\.path))
    }

    private func writeProbe(in folder: URL) throws -> URL {
        let probe = folder.appendingPathComponent("XcodeEntryPointProbe.swift")
        try Self.probe.write(to: probe, atomically: true, encoding: .utf8)
        return probe
    }

    @Test func shippedXcodeExtensionCompilesAgainstTheMirrorWithoutDiagnostics() throws {
        let folder = try ToolRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try String(contentsOf: Self.plugin, encoding: .utf8)
        #expect(source.contains("#if canImport(XcodeProjectPlugin)"))
        #expect(source.contains("extension SegueKitPlugin: XcodeBuildToolPlugin"))

        let result = try compilePlugin([Self.plugin, try writeProbe(in: folder)], in: folder)
        #expect(result.status == 0, "the shipped plugin did not compile against the XcodeProjectPlugin mirror:\n\(result.output)")
        #expect(!result.output.contains("warning:"), "warnings:\n\(result.output)")
        #expect(result.output.isEmpty, "no diagnostics expected:\n\(result.output)")
    }

    /// The control for the test above: the probe succeeds because of the Xcode extension, not by accident.
    @Test func probeFailsWhenTheXcodeExtensionIsLeftOut() throws {
        let folder = try ToolRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try String(contentsOf: Self.plugin, encoding: .utf8)
        let start = try #require(source.range(of: "#if canImport(XcodeProjectPlugin)"), "Xcode extension not found")
        let withoutExtension = folder.appendingPathComponent("SegueKitPlugin.swift")
        try String(source[..<start.lowerBound]).write(to: withoutExtension, atomically: true, encoding: .utf8)

        let result = try compilePlugin([withoutExtension, try writeProbe(in: folder)], in: folder)
        #expect(result.status != 0)
        #expect(result.output.contains("XcodeBuildToolPlugin"), "expected a missing-conformance error:\n\(result.output)")
    }

    /// Both plugins pass a target's Swift files as arguments, or, when they would not fit a command line,
    /// in a file named by `--source-list`. The shipped plugins, without their `@main`, are built with a
    /// driver that calls them.
    @Test func pluginsListMoreSourcesThanACommandLineHoldsInAFile() throws {
        let folder = try ToolRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources: [URL] = []
        for plugin in ["SegueKitPlugin/SegueKitPlugin.swift", "SegueKitCheckPlugin/SegueKitCheckPlugin.swift"] {
            let text = try String(contentsOf: ToolRunner.repository.appendingPathComponent("Plugins/" + plugin), encoding: .utf8)
            #expect(text.contains("@main\n"))
            let copy = folder.appendingPathComponent(URL(fileURLWithPath: plugin).lastPathComponent)
            try text.replacingOccurrences(of: "@main\n", with: "").write(to: copy, atomically: true, encoding: .utf8)
            sources.append(copy)
        }
        let driver = folder.appendingPathComponent("Driver.swift")
        try """
            import Foundation

            @main struct Driver {
                static func main() throws {
                    let directory = URL(fileURLWithPath: CommandLine.arguments[1])
                    let few = (0..<3).map { URL(fileURLWithPath: "/App/Sources/File\\($0).swift") }
                    let many = (0..<2_000).map { URL(fileURLWithPath: "/Users/someone/Developer/App/Sources/Features/Feature\\($0 % 40)/Controllers/SomeViewController\\($0).swift") }
                    let (fewArguments, fewList) = try SegueKitPlugin.sourceArguments(few, listedIn: directory)
                    let (manyArguments, manyList) = try SegueKitPlugin.sourceArguments(many, listedIn: directory)
                    for arguments in [fewArguments, manyArguments, try SegueKitCheckPlugin.sourceArguments(many, listedIn: directory)] {
                        print(arguments.count, arguments[0], arguments[1])
                    }
                    // The build command's inputs include the list, when there is one.
                    print(fewList?.path ?? "no list", manyList?.path ?? "no list")
                }
            }
            """.write(to: driver, atomically: true, encoding: .utf8)
        let api = try pluginAPI()
        let executable = folder.appendingPathComponent("driver")
        let build = try swiftc([
            "-swift-version", "6", "-package-description-version", "6.0.0", "-parse-as-library", "-module-name", "Plugins",
            "-I", api, "-L", api, "-lPackagePlugin", "-Xlinker", "-rpath", "-Xlinker", api, "-o", executable.path,
        ] + (sources + [driver]).map(\.path))
        try #require(build.status == 0, "\(build.output)")
        let run = try ToolRunner.runProgram(executable.path, [folder.path])
        let list = folder.appendingPathComponent("sources.txt").path
        #expect(run.output == "4 --source /App/Sources/File0.swift\n2 --source-list \(list)\n2 --source-list \(list)\nno list \(list)\n", "\(run.output)")
        let listed = try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n")
        #expect(listed.count == 2_000 && listed.first == "/Users/someone/Developer/App/Sources/Features/Feature0/Controllers/SomeViewController0.swift")
    }
}
