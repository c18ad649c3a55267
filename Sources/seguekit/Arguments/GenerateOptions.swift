import SegueKitStoryboard
import SegueKitGenerator

/// Options of `seguekit generate`.
///
/// ```swift
/// GenerateOptions(storyboards: ["Main.storyboard"]).output   // "-" (standard output)
/// ```
struct GenerateOptions: Sendable, Equatable {
    /// Storyboard files.
    ///
    /// ```swift
    /// generateOptions.storyboards
    /// ```
    var storyboards: [String]
    /// Output file, or `-` for standard output.
    ///
    /// ```swift
    /// generateOptions.output
    /// ```
    var output: String = "-"
    /// Generator options (`--module`, `--conformance`, `--access`, `--import`).
    ///
    /// ```swift
    /// generateOptions.generator
    /// ```
    var generator = SegueCodeGenerator.Options()
    /// `--force`: replace the output file even when seguekit did not write it (a regular file only).
    ///
    /// ```swift
    /// generateOptions.force
    /// ```
    var force = false
    /// `--source`: Swift files or directories whose class chains and hand-written `SegueIdentifier`s
    /// the generated code must not collide with.
    ///
    /// ```swift
    /// generateOptions.sources   // ["Sources/App"]
    /// ```
    var sources: [String] = []
    /// `--module NAME=PATH`, in order: which module a storyboard or source path belongs to.
    ///
    /// ```swift
    /// generateOptions.moduleAssignments.map(\.name)   // ["Learn", "Loop"]
    /// ```
    var moduleAssignments: [ModuleMap.Assignment] = []
    /// `--quiet`: no warnings or progress on standard error.
    ///
    /// ```swift
    /// generateOptions.quiet
    /// ```
    var quiet = false
    /// `--verbose`: also print notes.
    ///
    /// ```swift
    /// generateOptions.verbose
    /// ```
    var verbose = false

    /// Creates options for the given storyboards.
    ///
    /// ```swift
    /// let generateOptions = GenerateOptions(storyboards: …)
    /// ```
    init(storyboards: [String]) { self.storyboards = storyboards }
}
