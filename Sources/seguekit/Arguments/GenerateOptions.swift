import SegueKitStoryboard
import SegueKitGenerator

/// Options of `seguekit generate`.
///
/// ```swift
/// GenerateOptions(storyboards: ["Main.storyboard"]).output   // "-" (standard output)
/// ```
struct GenerateOptions: Sendable, Equatable {
    /// Storyboard files.
    var storyboards: [String]
    /// Output file, or `-` for standard output.
    var output: String = "-"
    /// Generator options (`--module`, `--conformance`, `--access`, `--import`).
    var generator = SegueCodeGenerator.Options()
    /// `--force`: replace the output file even when seguekit did not write it (a regular file only).
    var force = false
    /// `--source`: Swift files or directories whose class chains and hand-written `SegueIdentifier`s
    /// the generated code must not collide with.
    var sources: [String] = []
    /// `--check`: also check the `SegueIdentifier` enums the `--source` files declare against the
    /// storyboards (the enum rules of `seguekit check`; the others may need code outside the target); errors make
    /// the exit status 1 (the build plugin's mode).
    var check = false
    /// `--scan-cache DIR`: keep each Swift file's scan in `DIR` and scan only files changed since the
    /// last run with the same directory (the build plugin's mode).
    ///
    /// ```swift
    /// generateOptions.scanCache   // ".build/plugins/…/scan-cache"
    /// ```
    var scanCache: String?
    /// `--module NAME=PATH`, in order: which module a storyboard or source path belongs to.
    ///
    /// ```swift
    /// generateOptions.moduleAssignments.map(\.name)   // ["Learn", "Loop"]
    /// ```
    var moduleAssignments: [ModuleMap.Assignment] = []
    /// `--quiet`: no warnings or progress on standard error.
    var quiet = false
    /// `--verbose`: also print notes.
    var verbose = false

    /// Creates options for the given storyboards.
    init(storyboards: [String]) { self.storyboards = storyboards }
}
