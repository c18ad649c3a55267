import SegueKitStoryboard
import SegueKitSwiftSource

extension StoryboardCodeChecker {
    /// The findings about what a class's code names and its storyboards lack: where the code is shared by
    /// both platforms, a name is missing only when no platform's storyboards have it.
    static let absenceRules: Set = ["case-without-segue", "enum-without-scene", "string-identifier-without-segue", "scene-identifier-without-scene", "storyboard-id-without-scene"]

    /// `run`'s findings. Storyboards are checked against the code the platforms they are built for
    /// compile (``ApplePlatforms/init(building:)``): a tvOS storyboard's scenes do not run an iOS
    /// branch. A name the code uses is missing from a storyboard only in code it judges
    /// (``judges(_:compiledOn:)``): the `#else` of `#if os(iOS)` in a file an iOS and a tvOS target
    /// share is tvOS's, though a visionOS build of the iOS storyboard would compile it too. For
    /// storyboards of several such platforms whose sources split code by platform (a multiplatform
    /// target declaring `SettingsViewController` under `#if canImport(UIKit)` and again under `#else`),
    /// each platform's storyboards are checked against the code that platform compiles: a finding in
    /// one platform's storyboard or code comes from its run, and one about code several compile from
    /// any of theirs — but that a name the code uses is missing only when every such run whose
    /// storyboards have scenes of its class (or of a subclass) says so; each run then says it for its own.
    func perPlatform(_ run: (StoryboardCodeChecker) -> [Diagnostic]) -> [Diagnostic] {
        let platforms = Set(documents.map(ApplePlatforms.init(building:))).sorted { $0.rawValue < $1.rawValue }
        let storyboards = Set(documents.map(\.filePath))
        /// The platforms that may compile the line of code at `location`; `nil` for a storyboard's line.
        func compiledOn(_ location: FileLocation) -> ApplePlatforms? {
            guard !storyboards.contains(location.path) else { return nil }
            return scan.platformBlocks.filter { $0.path == location.path && $0.lines.contains(location.line) }
                .reduce(ApplePlatforms.all) { $0.intersection($1.platforms) }
        }
        /// `findings` but those about names missing at code that storyboards built for `platforms` do not judge.
        func kept(_ findings: [Diagnostic], for platforms: ApplePlatforms) -> [Diagnostic] {
            findings.filter { finding in
                guard Self.absenceRules.contains(finding.rule), let location = finding.location, let compiled = compiledOn(location) else { return true }
                return Self.judges(platforms, compiledOn: compiled)
            }
        }
        // Storyboards of one platform: the code that platform compiles, in its builds.
        if platforms.count == 1 {
            return kept(run(StoryboardCodeChecker(documents: documents, scan: scan.confined(to: platforms[0]), modules: modules)), for: platforms[0])
        }
        guard platforms.count > 1, !scan.platformBlocks.isEmpty else { return run(self) }
        let runs = platforms.map { platforms in
            let checker = StoryboardCodeChecker(documents: documents.filter { ApplePlatforms(building: $0) == platforms },
                                                scan: scan.confined(to: platforms), modules: modules)
            return (findings: kept(run(checker), for: platforms), sceneClasses: checker.sceneClassesAndAncestors())
        }
        /// The runs that judge the line of code at `location`, when there are several.
        func sharingRuns(_ location: FileLocation) -> [Int]? {
            guard let compiled = compiledOn(location) else { return nil }
            let sharing = platforms.indices.filter { Self.judges(platforms[$0], compiledOn: compiled) }
            return sharing.count > 1 ? sharing : nil
        }
        // Each run's absence findings, by rule and place; the classes whose code is at each place.
        let absences = runs.map { run in
            Set(run.findings.compactMap { finding in
                Self.absenceRules.contains(finding.rule) ? finding.location.map { Absence(rule: finding.rule, location: $0) } : nil
            })
        }
        lazy var codeOwners = ownersOfCode()
        var merged: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        for (index, run) in runs.enumerated() {
            for diagnostic in run.findings where !seen.contains(diagnostic) {
                if Self.absenceRules.contains(diagnostic.rule), let location = diagnostic.location, let sharing = sharingRuns(location) {
                    // Only the runs with scenes of the code's class say anything about it (all of them
                    // when none has, or the class is not known).
                    let owners = codeOwners[location] ?? []
                    let concerned = sharing.filter { !runs[$0].sceneClasses.isDisjoint(with: owners) }
                    let voters = concerned.isEmpty ? sharing : concerned
                    let missingEverywhere = voters.allSatisfy { absences[$0].contains(Absence(rule: diagnostic.rule, location: location)) }
                    guard missingEverywhere, voters.contains(index) else { continue }
                }
                seen.insert(diagnostic)
                merged.append(diagnostic)
            }
        }
        return merged.sorted(by: Diagnostic.reportOrder)
    }

    /// Whether storyboards built for `platforms` say which names code compiled on `compiled` may use:
    /// code their main platforms compile (iOS and Mac Catalyst, the iOS app on the Mac, for an iOS
    /// storyboard; tvOS; macOS), or code only their other platforms compile (`#if os(visionOS)`) — not
    /// code another kind of storyboard's main platform compiles instead (the `#else` of `#if os(iOS)`,
    /// which tvOS and macOS compile, though visionOS does too).
    static func judges(_ platforms: ApplePlatforms, compiledOn compiled: ApplePlatforms) -> Bool {
        let mains: ApplePlatforms = [.iOS, .macCatalyst, .tvOS, .macOS]
        let main = platforms.intersection(mains)
        guard !main.isEmpty else { return !compiled.isDisjoint(with: platforms) }
        return !compiled.isDisjoint(with: main) || compiled.isDisjoint(with: mains) && !compiled.isDisjoint(with: platforms)
    }

    /// The classes of the scenes of ``documents``, with their superclasses: the classes whose code
    /// these storyboards say something about.
    private func sceneClassesAndAncestors() -> Set<String> {
        let hierarchy = ClassHierarchy(scan.classes, modules: modules)
        var classes = Set<String>()
        for controller in documents.lazy.flatMap(\.controllers) {
            guard let name = controller.customClass, !classes.contains(name) else { continue }
            classes.formUnion(hierarchy.chain(of: name, in: nil))
        }
        return classes
    }

    /// A finding that code or a storyboard lacks something, by rule and place.
    private struct Absence: Hashable {
        var rule: String
        var location: FileLocation
    }

    /// The classes whose enum case, enum, string identifier or scene identifier is written at each
    /// place: the enum's class, or for an enum a `typealias SegueIdentifier` names, the classes that
    /// name it. Where several are written at one place, a string identifier's comes first, then a
    /// `SegueIdentifier`'s, then another enum's, then a scene identifier's.
    private func ownersOfCode() -> [FileLocation: Set<String>] {
        var owners: [FileLocation: Set<String>] = [:]
        func add(_ location: FileLocation, _ classes: Set<String>) {
            if owners[location] == nil { owners[location] = classes }
        }
        for literal in scan.segueLiterals { add(literal.location, Set([literal.owner].compactMap { $0 })) }
        for segueEnum in scan.segueEnums {
            let classes = Set([segueEnum.owner].compactMap { $0 })
            add(segueEnum.location, classes)
            for segueCase in segueEnum.cases { add(segueCase.location, classes) }
        }
        for named in scan.stringEnums {
            let qualified = named.owner.map { "\($0).\(named.name)" } ?? named.name
            let classes = Set(scan.segueAliases.filter { $0.target == qualified || $0.target.hasSuffix("." + qualified) }.compactMap(\.owner))
            add(named.location, classes)
            for segueCase in named.cases { add(segueCase.location, classes) }
        }
        for string in scan.staticStrings { add(string.location, Set([string.owner].compactMap { $0 })) }
        return owners
    }
}
