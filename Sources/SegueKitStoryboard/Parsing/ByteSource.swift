import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the tokenizer's bytes come from: a file read in chunks, or bytes in memory.
protocol ByteSource: AnyObject {
    /// Copies up to `count` bytes into `buffer`; returns how many (0 at end of input).
    func read(into buffer: UnsafeMutableRawPointer, count: Int) throws(ByteSourceError) -> Int
}

/// A read that failed, with the system's message.
struct ByteSourceError: Error {
    var message: String
}

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
/// A file read with `open`/`read`, a chunk at a time (no Foundation buffering, no whole-file load).
final class FileByteSource: ByteSource {
    private var descriptor: Int32

    init(path: String) throws(StoryboardParseError) {
        descriptor = open(path, O_RDONLY)
        if descriptor < 0 {
            let message = String(cString: strerror(errno))
            throw StoryboardParseError(filePath: path, location: .init(line: 1, column: 1), reason: .cannotRead(message))
        }
    }

    func read(into buffer: UnsafeMutableRawPointer, count: Int) throws(ByteSourceError) -> Int {
        while true {
            let got = systemRead(descriptor, buffer, count)
            if got >= 0 { return got }
            if errno == EINTR { continue }
            throw ByteSourceError(message: String(cString: strerror(errno)))
        }
    }

    func close() {
        if descriptor >= 0 {
            _ = systemClose(descriptor)
            descriptor = -1
        }
    }

    deinit { close() }
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

private func systemClose(_ fd: Int32) -> Int32 {
    close(fd)
}
#else
/// A file read through `FileHandle`, a chunk at a time (platforms without POSIX `read`).
final class FileByteSource: ByteSource {
    private let handle: FileHandle

    init(path: String) throws(StoryboardParseError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw StoryboardParseError(filePath: path, location: .init(line: 1, column: 1), reason: .cannotRead("cannot open file"))
        }
        self.handle = handle
    }

    func read(into buffer: UnsafeMutableRawPointer, count: Int) throws(ByteSourceError) -> Int {
        do {
            guard let data = try handle.read(upToCount: count), !data.isEmpty else { return 0 }
            data.copyBytes(to: buffer.assumingMemoryBound(to: UInt8.self), count: data.count)
            return data.count
        } catch {
            throw ByteSourceError(message: "\(error)")
        }
    }

    func close() {
        try? handle.close()
    }
}
#endif

/// Bytes already in memory, handed out chunk by chunk like a file.
final class DataByteSource: ByteSource {
    private let data: Data
    private var offset = 0

    init(data: Data) { self.data = data }

    func read(into buffer: UnsafeMutableRawPointer, count: Int) throws(ByteSourceError) -> Int {
        let n = min(count, data.count - offset)
        if n <= 0 { return 0 }
        data.withUnsafeBytes { raw in
            buffer.copyMemory(from: raw.baseAddress!.advanced(by: offset), byteCount: n)
        }
        offset += n
        return n
    }
}
