import Foundation
import SegueKitGenerator
import SegueKitStoryboard

/// What the build plugin's command costs after one Swift file of a large target was edited, with the
/// scan cache (`--scan-cache`) against without it, in the same run.
///
/// A synthesized app target: 20 storyboards of 10 scenes, each scene a view controller with a
/// hand-written `SegueIdentifier` of 3 cases (200 files), and 500 more files of models, views and
/// services; about 3.6 MB of Swift in 700 files, like the largest real target tried in issue 18. The
/// command is the plugin's: `generate --module App --module App=<storyboard>… --output … <storyboards>
/// --check --source <every Swift file>`. SwiftPM builds plugin tools in debug, so the debug-built `.build/debug/seguekit` is
/// run as a child process when it exists; otherwise the same steps run in-process (optimized, which
/// says less). One run with the cache fills it; then each round edits one controller (a new method)
/// and times the run with the cache and the one without, alternating which goes first; the two must
/// write the same file. Goal: the incremental run at most 150 ms.
///
/// ```swift
/// let outcome = runPluginIncrementalBenchmark()   // prints both medians and their ratio
/// ```
func runPluginIncrementalBenchmark(rounds: Int = 7) -> BenchmarkOutcome {
    print("== Build plugin after a one-file edit: generate --check --source with --scan-cache vs without ==")
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-plugin-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    let inputs: PluginBenchmarkInputs
    do {
        inputs = try PluginBenchmarkInputs(writingTo: app)
    } catch {
        return .couldNotRun("cannot write the synthesized target: \(error)")
    }
    let tool = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/debug/seguekit")
    let runner: PluginBenchmarkRunner = FileManager.default.isExecutableFile(atPath: tool.path)
        ? .debugTool(tool) : .inProcess
    switch runner {
    case .debugTool(let url): print("tool: \(url.path) (debug build, child process)")
    case .inProcess: print("tool: in-process (optimized; no .build/debug/seguekit — run `swift build` first for the debug figure)")
    }
    print("target: \(inputs.storyboards.count) storyboards, \(inputs.sources.count) Swift files, \(inputs.swiftBytes) bytes of Swift")
    let cache = root.appendingPathComponent("scan-cache").path
    let cachedOutput = root.appendingPathComponent("cached.generated.swift").path
    let coldOutput = root.appendingPathComponent("cold.generated.swift").path

    var cached: [Duration] = [], cold: [Duration] = []
    do {
        _ = try runner.run(inputs, output: cachedOutput, cache: cache)   // fills the cache
        _ = try runner.run(inputs, output: coldOutput, cache: nil)       // warm-up
        for round in 0..<rounds {
            try inputs.edit(round: round)
            if round % 2 == 0 {
                cached.append(try runner.run(inputs, output: cachedOutput, cache: cache))
                cold.append(try runner.run(inputs, output: coldOutput, cache: nil))
            } else {
                cold.append(try runner.run(inputs, output: coldOutput, cache: nil))
                cached.append(try runner.run(inputs, output: cachedOutput, cache: cache))
            }
            guard FileManager.default.contentsEqual(atPath: cachedOutput, andPath: coldOutput) else {
                return .couldNotRun("with and without the scan cache the generated files differ after edit \(round + 1)")
            }
        }
    } catch {
        return .couldNotRun("\(error)")
    }
    let cachedMs = benchmarkMedianNanoseconds(cached) / 1e6
    let coldMs = benchmarkMedianNanoseconds(cold) / 1e6
    print(String(format: "without --scan-cache (every file scanned): %8.1f ms median of %d", coldMs, rounds))
    print(String(format: "with --scan-cache, one file edited:        %8.1f ms median of %d (goal ≤ 150 ms) ", cachedMs, rounds)
        + (cachedMs <= 150 ? "MET" : "NOT MET"))
    print(String(format: "ratio with / without: %.2fx", cachedMs / coldMs))
    return cachedMs <= 150 ? .goalMet : .goalMissed
}

/// How the benchmark runs the plugin's command: the debug-built tool, or the same steps in-process.
enum PluginBenchmarkRunner {
    case debugTool(URL)
    case inProcess

    /// One run of the command writing `output`, with the scan cache in `cache` when given; throws when
    /// the command fails.
    func run(_ inputs: PluginBenchmarkInputs, output: String, cache: String?) throws -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        switch self {
        case .debugTool(let tool):
            // The plugin's command: the target's storyboards are assigned to its module.
            let arguments = ["generate", "--module", "App"] + inputs.storyboards.flatMap { ["--module", "App=\($0)"] }
                + ["--output", output, "--quiet"] + (cache.map { ["--scan-cache", $0] } ?? [])
                + inputs.storyboards + ["--check", "--source"] + inputs.sources
            let status = try runChildProcess(tool.path, arguments)
            guard status == 0 else { throw BenchmarkFailure("seguekit generate exited with status \(status)") }
        case .inProcess:
            try Self.generate(inputs, output: output, cache: cache)
        }
        return clock.now - start
    }

    /// `seguekit generate --module App --output <output> … --check --source …`, in-process.
    private static func generate(_ inputs: PluginBenchmarkInputs, output: String, cache: String?) throws {
        var generation = CodeGeneration(storyboards: inputs.storyboards)
        generation.request.sourceModule = "App"
        generation.request.moduleAssignments = inputs.storyboards.map { ModuleMap.Assignment(name: "App", path: $0) }
        generation.request.sources = inputs.sources
        generation.checksEnums = true
        generation.request.scanCache = cache
        generation.output = output
        let outcome = generation.run()
        if let error = (outcome.diagnostics + outcome.enumDiagnostics).first(where: { $0.severity == .error }) {
            throw BenchmarkFailure("the run found an error: \(error)")
        }
        if case .failed(let error)? = outcome.delivery { throw BenchmarkFailure("\(error)") }
    }
}

/// The synthesized target on disk.
struct PluginBenchmarkInputs {
    var storyboards: [String] = []
    var sources: [String] = []
    var swiftBytes = 0
    /// The controller files, which ``edit(round:)`` edits in turn.
    private var controllers: [(path: String, text: String)] = []

    /// Writes the target into `directory`: `storyboardCount` storyboards of `scenesPerStoryboard` scenes,
    /// and `otherFiles` Swift files besides the controllers.
    init(writingTo directory: URL, storyboardCount: Int = 20, scenesPerStoryboard: Int = 10, otherFiles: Int = 500) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        func write(_ text: String, _ name: String) throws -> String {
            let path = directory.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        for board in 0..<storyboardCount {
            var xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="b\(board)c0">
                    <scenes>

                """
            for scene in 0..<scenesPerStoryboard {
                let number = board * scenesPerStoryboard + scene
                let className = "Feature\(number)ViewController"
                let next = "b\(board)c\((scene + 1) % scenesPerStoryboard)", other = "b\(board)c\((scene + 3) % scenesPerStoryboard)"
                xml += """
                            <scene sceneID="b\(board)s\(scene)">
                                <objects>
                                    <viewController storyboardIdentifier="\(className)" id="b\(board)c\(scene)" customClass="\(className)" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="b\(board)v\(scene)">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                        </view>
                                        <connections>
                                            <segue destination="\(next)" kind="show" identifier="showNext" id="b\(board)g\(scene)a"/>
                                            <segue destination="\(other)" kind="presentation" identifier="presentDetail\(number)" id="b\(board)g\(scene)b"/>
                                            <segue destination="\(other)" kind="show" identifier="Open Settings" id="b\(board)g\(scene)c"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="b\(board)f\(scene)" userLabel="First Responder" sceneMemberID="firstResponder"/>
                                </objects>
                                <point key="canvasLocation" x="\(scene * 400)" y="\(board * 900)"/>
                            </scene>

                    """
                let text = Self.controller(className, number: number)
                let path = try write(text, "\(className).swift")
                controllers.append((path, text))
                sources.append(path)
                swiftBytes += text.utf8.count
            }
            xml += "    </scenes>\n</document>\n"
            storyboards.append(try write(xml, "Flow\(board).storyboard"))
        }
        for number in 0..<otherFiles {
            let text = Self.supportFile(number)
            sources.append(try write(text, "Support\(number).swift"))
            swiftBytes += text.utf8.count
        }
        sources.sort()
    }

    /// Edits one controller for round `round`: adds a method (a different one every round), as a
    /// developer would between two builds.
    func edit(round: Int) throws {
        let (path, text) = controllers[(round * 37) % controllers.count]
        guard let end = text.range(of: "}\n", options: .backwards) else { return }
        var edited = text
        edited.replaceSubrange(end, with: "\n    func editedInRound\(round)() -> Int { \(round) }\n}\n")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A view controller with a hand-written `SegueIdentifier`, segue handling and about 5 KB of code.
    private static func controller(_ className: String, number: Int) -> String {
        var text = """
            import UIKit

            /// Screen \(number) of the app.
            final class \(className): UIViewController {
                enum SegueIdentifier: String {
                    case showNext
                    case presentDetail = "presentDetail\(number)"
                    case openSettings = "Open Settings"
                }

                private var items: [String] = []
                private let formatter = DateFormatter()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Screen \(number)"
                    items = (0..<20).map { "Item \\($0)" }
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segue.identifier.flatMap(SegueIdentifier.init(rawValue:)) {
                    case .showNext?: segue.destination.title = "Next"
                    case .presentDetail?: segue.destination.title = items.first
                    case .openSettings?, nil: break
                    }
                }

                @IBAction func didTapNext(_ sender: Any) {
                    performSegue(withIdentifier: SegueIdentifier.showNext.rawValue, sender: sender)
                }

            """
        text += helpers(count: 11, prefix: "screen")
        return text + "}\n"
    }

    /// A model, view or service file of about 5 KB.
    private static func supportFile(_ number: Int) -> String {
        let kind = ["Model", "View", "Service", "Store"][number % 4]
        var text = """
            import Foundation

            /// Part \(number) of the app's \(kind.lowercased()) layer.
            struct \(kind)\(number): Equatable, Codable {
                var identifier: String
                var title: String
                var count: Int
                static let defaultTitle = "\(kind) \(number)"
            }

            final class \(kind)\(number)Controller {
                private var values: [String: Int] = ["first": 1, "second": 2]

            """
        text += helpers(count: 13, prefix: "support")
        return text + "}\n"
    }

    private static func helpers(count: Int, prefix: String) -> String {
        var text = ""
        for index in 0..<count {
            text += """

                    /// Computes part \(index) of the \(prefix) state; "quoted" text and `code` in a comment.
                    func \(prefix)Value\(index)(for input: Int, label: String = "value \(index)") -> String {
                        let total = input * \(index + 3) + label.count
                        if total.isMultiple(of: 2) {
                            return "\\(label): \\(total) // not a comment"
                        }
                        return [label, String(total)].joined(separator: ", ")
                    }

                """
        }
        return text
    }
}
