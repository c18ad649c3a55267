import SegueKitChecker

/// Options of `seguekit check`: the check to run, and how to print what it finds.
struct CheckOptions: Sendable, Equatable {
    var check = StoryboardCheck(storyboards: [], sources: [])
    /// `--format text|json|sarif`.
    var format: DiagnosticFormat = .text
    /// `--quiet`: only errors.
    var quiet = false
}
