// What every benchmark shares: how a run ends, why a step failed, the median of its rounds, and a
// deterministic random order for its inputs.

/// How one benchmark ended. `main.swift` turns the outcomes into the exit status: 0 when every goal
/// was met, 1 when a goal was missed (the machine may just be noisy), 2 when a benchmark could not run
/// or produced a wrong result.
///
/// ```swift
/// guard checksumsAgree else { return .couldNotRun("the two sides found different controllers") }
/// return BenchmarkOutcome(ratio: ratio, goal: 1.25)
/// ```
enum BenchmarkOutcome: Equatable {
    case goalMet
    case goalMissed
    /// The benchmark has no ratio to report: a tool or input was missing, or the sides disagreed.
    case couldNotRun(String)

    /// `.goalMet` when `ratio` is at most `goal`, else `.goalMissed`.
    ///
    /// ```swift
    /// BenchmarkOutcome(ratio: 1.3, goal: 1.25)   // .goalMissed
    /// ```
    init(ratio: Double, goal: Double) {
        self = ratio <= goal ? .goalMet : .goalMissed
    }
}

/// Why a step of a benchmark failed: a child process that could not run or exited with an error, or
/// a run that reported one.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Duration {
    /// The duration in nanoseconds, as a `Double`.
    ///
    /// ```swift
    /// Duration.microseconds(2).benchmarkNanoseconds   // 2000.0
    /// ```
    var benchmarkNanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}

/// The median of `durations` (the upper middle one for an even count), in nanoseconds.
///
/// ```swift
/// benchmarkMedianNanoseconds([.nanoseconds(3), .nanoseconds(1), .nanoseconds(2)])   // 2.0
/// ```
func benchmarkMedianNanoseconds(_ durations: [Duration]) -> Double {
    let sorted = durations.sorted()
    return sorted[sorted.count / 2].benchmarkNanoseconds
}

/// A small deterministic generator (SplitMix64), so every run visits the same inputs in the same order.
///
/// ```swift
/// var random = BenchmarkRandom(seed: 0x5E6E)
/// let pick = kinds[Int(random.next() % UInt64(kinds.count))]
/// ```
struct BenchmarkRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
