/// Where a command's text went: standard output (for the caller to print), a file, or nowhere because
/// the file could not be written.
package enum OutputDelivery: Sendable, Equatable {
    /// `--output -` (the default): the caller prints the text.
    case standardOutput
    /// Written to the file; `changed` is false when the file already held exactly this text.
    case file(changed: Bool)
    /// Refused or failed, naming the file and why; the file is untouched.
    case failed(OutputFile.WriteError)

    /// Delivers `text` to `output` (`-`: standard output), writing a file as ``OutputFile`` does.
    package init(_ text: String, to output: String, markers: [String], force: Bool, inputs: [String]) {
        guard output != "-" else {
            self = .standardOutput
            return
        }
        do {
            self = .file(changed: try OutputFile.write(text, to: output, markers: markers, force: force, inputs: inputs))
        } catch {
            self = .failed(error)
        }
    }
}
