import SegueKitStoryboard

/// Options of `seguekit check`.
///
/// ```swift
/// CheckOptions(storyboards: ["Main.storyboard"], sources: ["Sources/App"])
/// ```
struct CheckOptions: Sendable, Equatable {
    /// Storyboard files.
    var storyboards: [String]
    /// Swift files or directories (searched recursively for `.swift` files).
    var sources: [String]
    /// `--warnings-as-errors`.
    var warningsAsErrors = false
    /// `--format text|json|sarif`.
    var format: DiagnosticFormat = .text
    /// `--scan-cache DIR`: keep each Swift file's scan in `DIR` and scan only files changed since the
    /// last run with the same directory (the build plugin's mode).
    ///
    /// ```swift
    /// checkOptions.scanCache   // ".build/plugins/…/scan-cache"
    /// ```
    var scanCache: String?
    /// `--module NAME=PATH`, in order: which module a storyboard or source path belongs to.
    ///
    /// ```swift
    /// checkOptions.moduleAssignments.map(\.name)   // ["Learn", "Loop"]
    /// ```
    var moduleAssignments: [ModuleMap.Assignment] = []
    /// `--module NAME` (without `=PATH`): the module of every Swift file no assignment covers; scenes of
    /// other modules are then not matched with the sources' classes.
    var sourceModule: String?
    /// `--quiet`: only errors.
    var quiet = false

    /// Creates options.
    init(storyboards: [String], sources: [String]) {
        self.storyboards = storyboards
        self.sources = sources
    }
}
