import SegueKitGenerator

/// Options of `seguekit generate`: the generation to run, and how much to print about it.
struct GenerateOptions: Sendable, Equatable {
    /// The generation to run; the file it writes names this version of the tool.
    var generation: CodeGeneration
    /// `--quiet`: no warnings or progress on standard error.
    var quiet = false
    /// `--verbose`: also print notes.
    var verbose = false

    init() {
        generation = CodeGeneration(storyboards: [])
        generation.options.toolVersion = SegueKitToolVersion.current
    }
}
