import Foundation

/// Runs the executable at `path` with `arguments` and waits for it with `waitpid`, returning its exit
/// status (128 + the signal when a signal ended it, as shells report it). Benchmarks time child
/// processes with this rather than `Process`: on Linux `Process.waitUntilExit()` polls its run loop,
/// which adds tens of milliseconds to what is measured.
func runChildProcess(_ path: String, _ arguments: [String]) throws -> Int32 {
    let argv = ([path] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, nil, nil, argv + [nil], environ)
    guard spawned == 0 else { throw BenchmarkFailure("cannot run \(path): error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
}
