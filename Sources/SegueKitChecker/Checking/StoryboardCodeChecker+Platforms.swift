import SegueKitStoryboard
import SegueKitSwiftSource

extension StoryboardCodeChecker {
    /// The findings about what a class's code names and its storyboards lack: where the code is shared by
    /// both platforms, a name is missing only when no platform's storyboards have it.
    static let absenceRules: Set = ["case-without-segue", "enum-without-scene", "string-identifier-without-segue", "scene-identifier-without-scene"]

    /// `run`'s findings. For storyboards of UIKit and AppKit whose sources split code by platform (a
    /// multiplatform target declaring `SettingsViewController` under `#if canImport(UIKit)` and again
    /// under `#else`), each platform's storyboards are checked against the code that platform compiles:
    /// a finding in one platform's storyboard or code comes from its run, and one about code both
    /// compile from either run — but that a name the code uses is missing only when it is missing from
    /// every platform's storyboards (each run then says so for its own).
    func perPlatform(_ run: (StoryboardCodeChecker) -> [Diagnostic]) -> [Diagnostic] {
        let platforms = Set(documents.map(\.platform)).sorted { $0.rawValue < $1.rawValue }
        guard platforms.count > 1, !scan.platformBlocks.isEmpty else { return run(self) }
        let runs = platforms.map { platform in
            run(StoryboardCodeChecker(documents: documents.filter { $0.platform == platform }, scan: scan.confined(to: platform), modules: modules))
        }
        let storyboards = Set(documents.map(\.filePath))
        func isShared(_ location: FileLocation) -> Bool {
            !storyboards.contains(location.path)
                && !scan.platformBlocks.contains { $0.path == location.path && $0.lines.contains(location.line) }
        }
        // Each run words its finding with its own storyboards: what is missing everywhere is kept as each says it.
        func reportedByEveryRun(_ diagnostic: Diagnostic) -> Bool {
            runs.allSatisfy { $0.contains { $0.rule == diagnostic.rule && $0.location == diagnostic.location } }
        }
        var merged: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        for diagnostic in runs.joined() where seen.insert(diagnostic).inserted {
            if Self.absenceRules.contains(diagnostic.rule), let location = diagnostic.location, isShared(location),
               !reportedByEveryRun(diagnostic) {
                continue
            }
            merged.append(diagnostic)
        }
        return merged.sorted(by: Diagnostic.reportOrder)
    }
}
