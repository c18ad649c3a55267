import SegueKitGenerator
import SegueKitStoryboard
import SegueKitSwiftSource

/// What every command prints the same way: progress, diagnostics, where the output went.
extension SegueKitTool {
    /// Progress lines on standard error for runs of `progressThreshold` files or more: every storyboard,
    /// and every 50th Swift file.
    func progress(quiet: Bool) -> ToolInput.Progress {
        { stage, index, count, path in
            guard !quiet, count >= progressThreshold else { return }
            switch stage {
            case .parsingStoryboards:
                standardError("seguekit: parsing [\(index + 1)/\(count)] \(path.escapingControls())\n")
            case .scanningSwiftSources where index % 50 == 0 || index == count - 1:
                standardError("seguekit: scanning Swift sources [\(index + 1)/\(count)] \(path.escapingControls())\n")
            case .scanningSwiftSources:
                break
            }
        }
    }

    /// Prints each diagnostic on standard error (only errors when `quiet`).
    func report(_ diagnostics: [Diagnostic], quiet: Bool) {
        for diagnostic in diagnostics where !quiet || diagnostic.severity == .error {
            standardError(diagnostic.description + "\n")
        }
    }

    /// Prints `text` when it goes to standard output; for the file `output`, says what happened to it
    /// when `what` names what it holds. False when it could not be written.
    func deliver(_ text: String, _ delivery: OutputDelivery, to output: String, what: String? = nil) -> Bool {
        switch delivery {
        case .standardOutput:
            standardOutput(text)
        case .file(let changed):
            if let what { standardError("seguekit: \(changed ? "wrote" : "unchanged") \(output.escapingControls()) (\(what))\n") }
        case .failed(let error):
            report([error.diagnostic], quiet: false)
            return false
        }
        return true
    }
}
