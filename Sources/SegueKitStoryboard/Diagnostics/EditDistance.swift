/// The number of insertions, deletions and substitutions of Unicode scalars that turn `a` into `b`, or
/// nil when it is more than `limit`: how diagnostics find the name a user probably meant. Comparing a
/// name with thousands stays fast: what the two share at either end (`…ViewController`) is not compared,
/// and most are ruled out by their length or within a few rows.
package func editDistance(_ a: String, _ b: String, atMost limit: Int) -> Int? {
    var a = Array(a.unicodeScalars)[...], b = Array(b.unicodeScalars)[...]
    guard abs(a.count - b.count) <= limit else { return nil }
    while let x = a.first, let y = b.first, x == y { a = a.dropFirst(); b = b.dropFirst() }
    while let x = a.last, let y = b.last, x == y { a = a.dropLast(); b = b.dropLast() }
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    let (x, y) = (Array(a), Array(b))
    var previous = Array(0...y.count)
    var current = previous
    for i in 1...x.count {
        current[0] = i
        var rowMinimum = i
        for j in 1...y.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            rowMinimum = min(rowMinimum, current[j])
        }
        // Every later row is at least this row's minimum.
        guard rowMinimum <= limit else { return nil }
        swap(&previous, &current)
    }
    return previous[y.count] <= limit ? previous[y.count] : nil
}

/// The candidate whose name is nearest `name`, within `limit` edits (``editDistance(_:_:atMost:)``), the
/// first by name among equally near ones; `nil` when none is that near: the "did you mean" of a message.
package func nearest<Candidate>(
    to name: String, among candidates: some Sequence<Candidate>, atMost limit: Int, by candidateName: (Candidate) -> String
) -> Candidate? {
    var best: (distance: Int, name: String, candidate: Candidate)?
    for candidate in candidates {
        let written = candidateName(candidate)
        // Once one is found, only a nearer or equally near one can follow.
        guard let distance = editDistance(written, name, atMost: best?.distance ?? limit) else { continue }
        if best.map({ (distance, written) < ($0.distance, $0.name) }) ?? true { best = (distance, written, candidate) }
    }
    return best?.candidate
}

/// The one of `names` nearest `name` (``nearest(to:among:atMost:by:)``).
package func nearest(to name: String, among names: some Sequence<String>, atMost limit: Int) -> String? {
    nearest(to: name, among: names, atMost: limit, by: \.self)
}
