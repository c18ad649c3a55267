import Foundation
import SegueKitGenerator
import SegueKitStoryboard

/// Parse + generate over every storyboard of the shared corpus, against `xmllint --noout` (libxml2, a
/// C parser that only checks well-formedness) on the same files in the same run. SegueKit reads the
/// files with Foundation's `XMLParser`, which is libxml2 too, plus a Swift string per name and value.
///
/// Rounds alternate between the two so both see the same machine state; one warm-up round each is
/// discarded; the medians are compared. SegueKit runs in-process (parse every file, generate its enums);
/// xmllint runs as one process over all files, so its time includes one process launch, which is printed
/// separately for context. Goal: SegueKit ≤ 2× xmllint (`storyboardToolingGoal`).
///
/// Returns `.couldNotRun` (saying why) when xmllint is missing, the corpus is missing or a file fails
/// to parse; otherwise whether the goal was met.
///
/// ```swift
/// let outcome = runStoryboardToolingBenchmark()   // .goalMet, .goalMissed or .couldNotRun
/// ```
func runStoryboardToolingBenchmark(rounds: Int = 7) -> BenchmarkOutcome {
    let goal = storyboardToolingGoal
    print("== Storyboard tooling: parse + generate vs xmllint --noout ==")
    let corpus = storyboardBenchmarkCorpus()
    guard let enumerator = FileManager.default.enumerator(atPath: corpus.path) else {
        return .couldNotRun("corpus not found at \(corpus.path) (set SEGUEKIT_CORPUS to its folder)")
    }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
        if relative.hasSuffix(".storyboard") { files.append(corpus.appendingPathComponent(relative).path) }
    }
    files.sort()
    let bytes = files.reduce(0) { total, path in
        total + ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
    }
    print("corpus: \(files.count) storyboards, \(bytes) bytes (\(corpus.path))")
    guard !files.isEmpty else {
        return .couldNotRun("no storyboards in the corpus")
    }
    guard let xmllint = storyboardBenchmarkFindExecutable("xmllint") else {
        return .couldNotRun("xmllint is not installed, so there is nothing to compare with (Debian: apt-get install libxml2-utils)")
    }

    let parser = StoryboardParser()
    let generator = SegueCodeGenerator()
    var checksum = 0
    func segueKitRound() throws -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        for file in files {
            let document = try parser.parse(fileAtPath: file)
            checksum &+= generator.generate(documents: [document]).code.utf8.count
        }
        return clock.now - start
    }
    func xmllintRound(_ arguments: [String]) throws -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        let status = try runChildProcess(xmllint, ["--noout"] + arguments)
        let elapsed = clock.now - start
        guard status == 0 else { throw BenchmarkFailure("xmllint exited with status \(status)") }
        return elapsed
    }

    var ours: [Duration] = []
    var theirs: [Duration] = []
    var launch: [Duration] = []
    let tiny = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-bench-tiny-\(getpid()).xml")
    do {
        try Data("<a/>".utf8).write(to: tiny)
        defer { try? FileManager.default.removeItem(at: tiny) }
        _ = try segueKitRound()            // warm-up: page cache, allocator
        _ = try xmllintRound(files)
        for round in 0..<rounds {
            if round % 2 == 0 {
                ours.append(try segueKitRound())
                theirs.append(try xmllintRound(files))
            } else {
                theirs.append(try xmllintRound(files))
                ours.append(try segueKitRound())
            }
            launch.append(try xmllintRound([tiny.path]))
        }
    } catch {
        return .couldNotRun("\(error)")
    }

    func median(_ values: [Duration]) -> Double { benchmarkMedianNanoseconds(values) / 1e6 }   // ms
    let oursMs = median(ours), theirsMs = median(theirs), launchMs = median(launch)
    let ratio = oursMs / theirsMs
    let megabytes = Double(bytes) / 1_048_576
    print(String(format: "SegueKit parse+generate: %8.2f ms median of %d  (%.1f MB/s)", oursMs, rounds, megabytes / (oursMs / 1000)))
    print(String(format: "xmllint --noout:         %8.2f ms median of %d  (%.1f MB/s; includes one process launch ≈ %.2f ms)", theirsMs, rounds, megabytes / (theirsMs / 1000), launchMs))
    print(String(format: "ratio SegueKit / xmllint: %.2fx (goal ≤ %.2fx) ", ratio, goal) + (ratio <= goal ? "MET" : "NOT MET"))
    if theirsMs - launchMs > 0.1 * theirsMs {
        // The stricter reading: charge xmllint nothing for its process launch.
        print(String(format: "ratio without xmllint's launch: %.2fx", oursMs / (theirsMs - launchMs)))
    } else {
        // What is left after the launch is within its noise: a ratio against it would mean nothing.
        print("ratio without xmllint's launch: not measured (xmllint's run is within 10% of its launch time)")
    }
    print("(checksum \(checksum))")
    return BenchmarkOutcome(ratio: ratio, goal: goal)
}

/// The most parse + generate of the corpus may take, as a multiple of `xmllint --noout` on it.
let storyboardToolingGoal = 2.0

/// The corpus folder: `$SEGUEKIT_CORPUS`, else the repository's vendored `Tests/Fixtures/Corpus`.
func storyboardBenchmarkCorpus() -> URL {
    if let override = ProcessInfo.processInfo.environment["SEGUEKIT_CORPUS"] {
        return URL(fileURLWithPath: override)
    }
    return URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // SegueKitBenchmarks
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // repository
        .appendingPathComponent("Tests/Fixtures/Corpus")
}

/// The first executable called `name` on `$PATH`.
func storyboardBenchmarkFindExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
        let candidate = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}
