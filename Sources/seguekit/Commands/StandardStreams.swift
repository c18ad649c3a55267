#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Standard output and error as the tool writes them. A stream that cannot take the text (a full
/// disk behind `> report.sarif`, a closed descriptor) does not crash the tool. (A reader that goes
/// away, as `| head` does, ends it by SIGPIPE, as it ends any Unix tool.)
enum StandardStreams {
    /// For the report, the generated code or the graph. When the text cannot be written, what was
    /// printed is incomplete: the tool says why on standard error and exits with status 1.
    static func output(_ text: String) {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        } catch {
            self.error("seguekit: error: cannot write to standard output: \(reason(error))\n")
            exit(1)
        }
    }

    /// For diagnostics and progress. When the text cannot be written it is lost, and the exit status
    /// still tells how the run went.
    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    /// The system's words for a failed write (`No space left on device`), not Foundation's wrapper.
    static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError ?? error as NSError
        return underlying.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32(underlying.code))) : underlying.localizedDescription
    }
}
