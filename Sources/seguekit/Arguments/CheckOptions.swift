import SegueKitChecker

/// Options of `seguekit check`: the check to run, and how to print what it finds.
struct CheckOptions: Sendable, Equatable {
    var check: StoryboardCheck
    /// `--format text|json|sarif`.
    var format: DiagnosticFormat = .text
    /// `--quiet`: only errors.
    var quiet = false

    init(storyboards: [String], sources: [String]) {
        check = StoryboardCheck(storyboards: storyboards, sources: sources)
    }
}
