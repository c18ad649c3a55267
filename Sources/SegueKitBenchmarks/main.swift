// SegueKit benchmarks (Linux only; they run SegueKit's shipped code compiled against the UIKit/AppKit
// mirror). Build optimized:
//
//     swift run -c release SegueKitBenchmarks [identifiers|routing|tooling|tooling-scale|typed-segues|plugin-incremental|all]
//
// Each benchmark measures a baseline and SegueKit in the same run, alternating rounds, and prints both
// medians and their ratio. Exit status:
//   0  every goal met
//   1  every benchmark ran, and at least one missed its goal (machines are noisy: CI reports it, and
//      goes on)
//   2  a benchmark could not run or produced a wrong result, or the arguments were wrong
// Anything else (a crash) is a failure too. See Docs/Benchmarks.md.

import Foundation

let arguments = CommandLine.arguments.dropFirst()
let selection = arguments.first ?? "all"
let benchmarks: [(name: String, run: @MainActor () -> BenchmarkOutcome)] = [
    ("identifiers", { runIdentifierBenchmark() }),
    ("routing", { runRoutingBenchmark() }),
    ("tooling", { runStoryboardToolingBenchmark() }),
    ("tooling-scale", { runToolingScaleBenchmark() }),
    ("typed-segues", { runTypedSegueBenchmark() }),
    ("plugin-incremental", { runPluginIncrementalBenchmark() }),
]
let known = benchmarks.map(\.name) + ["all"]
guard known.contains(selection), arguments.count <= 1 else {
    print("usage: SegueKitBenchmarks [\(known.joined(separator: "|"))]   (default: all)")
    exit(2)
}

var missed: [String] = []
var failed: [String] = []
for benchmark in benchmarks where selection == "all" || selection == benchmark.name {
    switch benchmark.run() {
    case .goalMet:
        break
    case .goalMissed:
        missed.append(benchmark.name)
    case .couldNotRun(let reason):
        print("FAIL: \(reason)")
        failed.append(benchmark.name)
    }
    print()
}

if !failed.isEmpty {
    print("benchmarks FAILED (could not run or gave a wrong result): \(failed.joined(separator: ", "))")
    exit(2)
}
if !missed.isEmpty {
    print("goal missed: \(missed.joined(separator: ", ")) (timings vary with the machine and its load; see Docs/Benchmarks.md)")
    exit(1)
}
print("all benchmark goals met")
exit(0)
