import UIKit

/// The medians, in ns per segue, of two ways of writing `prepare(for:sender:)`, `baseline` and
/// `candidate`, each handed every segue of `segues` in turn (a power-of-two count), and whether both
/// found the same controllers. Both sides are called through the same closure parameter, as UIKit calls
/// the override through dynamic dispatch; rounds alternate which side goes first. With the same code on
/// both sides it prints 1.00× (the typed-segue benchmark's hand-written side against itself, three runs).
@MainActor
func comparePrepare(
    _ segues: [UIStoryboardSegue], rounds: Int, seguesPerRound: Int,
    baseline: (UIStoryboardSegue) -> UIViewController, candidate: (UIStoryboardSegue) -> UIViewController
) -> (baseline: Double, candidate: Double, agree: Bool) {
    precondition(segues.count > 0 && segues.count & (segues.count - 1) == 0, "the segue count must be a power of two")
    let clock = ContinuousClock()
    let mask = segues.count - 1
    var baselineChecksum = 0
    var candidateChecksum = 0
    func round(_ body: (UIStoryboardSegue) -> UIViewController, into checksum: inout Int) -> Duration {
        var local = 0
        let start = clock.now
        for index in 0..<seguesPerRound {
            local &+= Int(bitPattern: UInt(bitPattern: ObjectIdentifier(body(segues[index & mask]))))
        }
        let elapsed = clock.now - start
        checksum &+= local
        return elapsed
    }
    var baselineTimes: [Duration] = []
    var candidateTimes: [Duration] = []
    _ = round(baseline, into: &baselineChecksum)  // warm-up
    _ = round(candidate, into: &candidateChecksum)
    for index in 0..<rounds {
        if index.isMultiple(of: 2) {
            baselineTimes.append(round(baseline, into: &baselineChecksum))
            candidateTimes.append(round(candidate, into: &candidateChecksum))
        } else {
            candidateTimes.append(round(candidate, into: &candidateChecksum))
            baselineTimes.append(round(baseline, into: &baselineChecksum))
        }
    }
    return (
        benchmarkMedianNanoseconds(baselineTimes) / Double(seguesPerRound),
        benchmarkMedianNanoseconds(candidateTimes) / Double(seguesPerRound),
        baselineChecksum == candidateChecksum
    )
}
