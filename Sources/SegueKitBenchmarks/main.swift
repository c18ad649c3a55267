// SegueKit benchmarks (Linux only; they run SegueKit's shipped code compiled against the UIKit/AppKit
// mirror). Build optimized:
//
//     swift run -c release SegueKitBenchmarks [identifiers|routing|tooling|all]
//
// Each benchmark measures a baseline and SegueKit in the same run, alternating rounds, and prints both
// medians and their ratio. The exit status is non-zero when a benchmark could not run or missed its goal.
// See Docs/Benchmarks.md.

import Foundation

let arguments = CommandLine.arguments.dropFirst()
let selection = arguments.first ?? "all"
let known = ["identifiers", "routing", "tooling", "all"]
guard known.contains(selection), arguments.count <= 1 else {
    print("usage: SegueKitBenchmarks [\(known.joined(separator: "|"))]   (default: all)")
    exit(2)
}

var passed = true
if selection == "identifiers" || selection == "all" {
    passed = runIdentifierBenchmark() && passed
    print()
}
if selection == "routing" || selection == "all" {
    passed = runRoutingBenchmark() && passed
    print()
}
if selection == "tooling" || selection == "all" {
    passed = runStoryboardToolingBenchmark() && passed
    print()
}
exit(passed ? 0 : 1)
