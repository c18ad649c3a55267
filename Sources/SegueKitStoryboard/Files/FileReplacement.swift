#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Replacing a file's bytes so that no reader, and no build stopped half-way, ever sees half of them: the
/// bytes go to a new temporary file next to it, which is then renamed over it. It does not wait for the
/// disk (`fsync`), which can cost more than the rest of a run; a file lost in a crash is made again by the
/// next run.
package enum FileReplacement {
    /// Why the file could not be replaced; the file is left as it was.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var reason: String
        package var description: String { reason }
    }

    /// Replaces the file at `path`, or creates it, with `data`. The new file gets permissions `mode`, or
    /// the usual ones (0644 less the umask) when `mode` is nil.
    package static func replace(_ path: String, with data: Data, mode: mode_t? = nil) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        removeTemporaryFilesOfEndedRuns(of: url, writing: data)
        let temporary = url.deletingLastPathComponent().path + "/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(reason: "cannot create temporary file \(temporary): \(String(cString: strerror(errno)))")
        }
        if let mode { fchmod(descriptor, mode) }
        var failure: String?
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        if #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) {
            do { try handle.write(contentsOf: data) } catch { failure = error.localizedDescription }
        } else {
            handle.write(data)
        }
        if close(descriptor) != 0 || failure != nil {
            let message = failure ?? String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(reason: "cannot write temporary file \(temporary): \(message)")
        }
        if rename(temporary, path) != 0 {
            let message = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(reason: message)
        }
    }

    /// Removes the temporary files for `url` that runs which have ended left behind (a run stopped by a
    /// signal while it wrote): `.Name.<pid>.<random>.tmp` of a process that no longer exists, empty or
    /// beginning as `data` begins (a generated file's header, the scan cache's signature) — no file of
    /// that name that something else wrote.
    private static func removeTemporaryFilesOfEndedRuns(of url: URL, writing data: Data) {
        let folder = url.deletingLastPathComponent().path
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let parts = name.dropFirst(prefix.count).dropLast(".tmp".count).split(separator: ".")
            guard parts.count == 2, let pid = pid_t(parts[0]), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            let descriptor = open(folder + "/" + name, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            var start = [UInt8](repeating: 0, count: 16)
            let count = read(descriptor, &start, start.count)
            close(descriptor)
            guard count >= 0, data.starts(with: start.prefix(min(count, data.count))) else { continue }
            unlink(folder + "/" + name)
        }
    }
}
