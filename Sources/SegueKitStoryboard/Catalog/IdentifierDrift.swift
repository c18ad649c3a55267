/// How an identifier enum and the storyboard disagree: the comparison behind `seguekit check`,
/// `generate --check` and `SegueKitTesting`'s verifier. (`check` looks an enum's cases up in the
/// identifiers it may name itself, since those of every exit to an inherited unwind action may be many.)
package struct IdentifierDrift: Sendable, Equatable {
    /// Raw values that no segue has, in the order given.
    package var casesWithoutSegue: [String] = []
    /// Segues whose identifier no raw value names, each place it is used.
    package var seguesWithoutCase: [SegueCatalog.Entry] = []
    /// Segues without an identifier (code cannot name them; they fail nothing).
    package var emptyIdentifiers: [SegueCatalog.Entry] = []

    /// Compares an enum's raw values with the segues of the scenes that use it.
    package init(rawValues: [String], segues: [SegueCatalog.Entry]) {
        let identifiers = Set(segues.map(\.identifier))
        casesWithoutSegue = rawValues.filter { !identifiers.contains($0) }
        let given = Set(rawValues)
        for segue in segues where !given.contains(segue.identifier) {
            if segue.identifier.isEmpty { emptyIdentifiers.append(segue) } else { seguesWithoutCase.append(segue) }
        }
    }
}
