import Foundation
import SegueKitChecker
import SegueKitSwiftSource
import SegueKitGenerator
import SegueKitStoryboard

/// `generate` and `check` against `graph` on one synthesized storyboard with `segueCount` identified
/// segues, in the same run, in three shapes: 2,000 scenes each its own class with 8 identified segues
/// (show, presentation, unwind, a segue action…), one scene with all of them, and the 2,000 scenes all
/// of one class. Each side parses the file as the command does; `check` also scans
/// one Swift file declaring every class's `SegueIdentifier` enum and its segue actions. Graph is linear
/// by construction (one pass over the segues), so the ratios expose any super-linear step of the other
/// two. Goal: both ≤ 3×.
///
/// ```swift
/// let outcome = runToolingScaleBenchmark()   // prints the medians and the two ratios
/// ```
func runToolingScaleBenchmark(segueCount: Int = 16_000, rounds: Int = 5) -> BenchmarkOutcome {
    var outcomes: [BenchmarkOutcome] = []
    for (seguesPerScene, oneClass) in [(8, false), (segueCount, false), (8, true)] {
        outcomes.append(runToolingScaleBenchmark(segueCount: segueCount, seguesPerScene: seguesPerScene, oneClass: oneClass, rounds: rounds))
    }
    return outcomes.first { $0 != .goalMet } ?? .goalMet
}

/// One shape of ``runToolingScaleBenchmark(segueCount:rounds:)``: `seguesPerScene` segues per scene,
/// each scene its own class or, `oneClass`, all of one.
func runToolingScaleBenchmark(segueCount: Int, seguesPerScene: Int, oneClass: Bool, rounds: Int) -> BenchmarkOutcome {
    let scenes = max(1, segueCount / seguesPerScene)
    let classes = oneClass ? "\(scenes) scenes of one class" : "\(scenes) class(es)"
    print("== Storyboard tooling at scale: generate and check vs graph, \(segueCount) identified segues in \(classes) ==")
    let (storyboard, swift) = toolingScaleInputs(segueCount: segueCount, seguesPerScene: seguesPerScene, oneClass: oneClass)
    let parser = StoryboardParser()
    var checksum = 0
    func timed(_ body: () throws -> Int) throws -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        checksum &+= try body()
        return clock.now - start
    }
    func graph() throws -> Int {
        let document = try parser.parse(data: storyboard, filePath: "Scale.storyboard")
        return DOTWriter().write(FlowGraph(documents: [document])).utf8.count
    }
    func generate() throws -> Int {
        let document = try parser.parse(data: storyboard, filePath: "Scale.storyboard")
        return SegueCodeGenerator().generate(documents: [document]).code.utf8.count
    }
    var diagnosticsFound = -1
    func check() throws -> Int {
        let document = try parser.parse(data: storyboard, filePath: "Scale.storyboard")
        let scan = SwiftSourceScan.scan(source: swift, path: "Scale.swift")
        let diagnostics = StoryboardCodeChecker(documents: [document], scan: scan).check()
        diagnosticsFound = diagnostics.count
        return diagnostics.count
    }
    var graphs: [Duration] = [], generates: [Duration] = [], checks: [Duration] = []
    do {
        _ = try timed(graph); _ = try timed(generate); _ = try timed(check)   // warm-up
        guard diagnosticsFound == 0 else {
            return .couldNotRun("the synthesized sources should agree with the storyboard, but check reported \(diagnosticsFound) finding(s)")
        }
        for round in 0..<rounds {
            // Rotate the order so no side always runs first.
            let order = [0, 1, 2].map { ($0 + round) % 3 }
            for side in order {
                switch side {
                case 0: graphs.append(try timed(graph))
                case 1: generates.append(try timed(generate))
                default: checks.append(try timed(check))
                }
            }
        }
    } catch {
        return .couldNotRun("\(error)")
    }
    let graphMs = benchmarkMedianNanoseconds(graphs) / 1e6
    let generateMs = benchmarkMedianNanoseconds(generates) / 1e6
    let checkMs = benchmarkMedianNanoseconds(checks) / 1e6
    let generateRatio = generateMs / graphMs, checkRatio = checkMs / graphMs
    print("storyboard: \(storyboard.count) bytes; Swift source: \(swift.utf8.count) bytes")
    print(String(format: "graph    (parse + DOT):             %9.2f ms median of %d", graphMs, rounds))
    print(String(format: "generate (parse + enums):           %9.2f ms median of %d", generateMs, rounds))
    print(String(format: "check    (parse + scan + checks):   %9.2f ms median of %d", checkMs, rounds))
    print(String(format: "ratio generate / graph: %.2fx (goal ≤ 3.00x) ", generateRatio) + (generateRatio <= 3 ? "MET" : "NOT MET"))
    print(String(format: "ratio check / graph:    %.2fx (goal ≤ 3.00x) ", checkRatio) + (checkRatio <= 3 ? "MET" : "NOT MET"))
    print("(checksum \(checksum))")
    return BenchmarkOutcome(ratio: max(generateRatio, checkRatio), goal: 3)
}

/// The synthesized storyboard and the Swift source that matches it exactly: a class per scene, or
/// `oneClass` for all of them.
///
/// ```swift
/// let (storyboard, swift) = toolingScaleInputs(segueCount: 16_000, seguesPerScene: 8)
/// ```
func toolingScaleInputs(segueCount: Int, seguesPerScene: Int, oneClass: Bool = false) -> (storyboard: Data, swift: String) {
    let scenes = max(1, segueCount / seguesPerScene)
    var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="c0">
        <scenes>

        """
    var swift = ""
    var allCases: [String] = [], members = ""
    for scene in 0..<scenes {
        let className = oneClass ? "SceneViewController" : "Scene\(scene)ViewController"
        let next = "c\((scene + 1) % scenes)", other = "c\((scene * 7 + 3) % scenes)"
        xml += "<scene sceneID=\"s\(scene)\"><objects>\n"
        xml += "<viewController storyboardIdentifier=\"Scene\(scene)\" id=\"c\(scene)\" customClass=\"\(className)\" customModuleProvider=\"target\" sceneMemberID=\"viewController\"><connections>\n"
        var cases: [String] = []
        for segue in 0..<seguesPerScene {
            let identifier = "segue\(segue)Of\(scene)"
            cases.append(identifier)
            switch segue % 8 {
            case 0 where segue == 0: xml += "<segue destination=\"\(next)\" kind=\"show\" identifier=\"\(identifier)\" destinationCreationSelector=\"make\(scene):sender:\" id=\"g\(scene)_\(segue)\"/>\n"
            case 1 where segue == 1: xml += "<segue destination=\"x\(scene)\" kind=\"unwind\" identifier=\"\(identifier)\" unwindAction=\"unwindTo\(scene):\" id=\"g\(scene)_\(segue)\"/>\n"
            case 2, 3: xml += "<segue destination=\"\(other)\" kind=\"presentation\" identifier=\"\(identifier)\" id=\"g\(scene)_\(segue)\"/>\n"
            default: xml += "<segue destination=\"\(next)\" kind=\"show\" identifier=\"\(identifier)\" id=\"g\(scene)_\(segue)\"/>\n"
            }
        }
        xml += "</connections></viewController>\n<exit id=\"x\(scene)\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>\n</objects></scene>\n"
        if oneClass {
            allCases += cases
            members += """
                    @IBSegueAction func make\(scene)(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }
                    @IBAction func unwindTo\(scene)(_ segue: UIStoryboardSegue) {}

                """
            continue
        }
        swift += """
            final class \(className): UIViewController, SegueHandlerType {
                enum SegueIdentifier: String, CaseIterable {
                    case \(cases.joined(separator: ", "))
                }
                @IBSegueAction func make\(scene)(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }
                @IBAction func unwindTo\(scene)(_ segue: UIStoryboardSegue) {}
            }

            """
    }
    xml += "</scenes>\n</document>\n"
    if oneClass {
        swift = """
            final class SceneViewController: UIViewController, SegueHandlerType {
                enum SegueIdentifier: String, CaseIterable {
                    case \(allCases.joined(separator: ", "))
                }
            \(members)}

            """
    }
    return (Data(xml.utf8), swift)
}
