import Foundation

/// Each Swift file's ``SwiftSourceScan`` kept in a directory between runs, so that a run scans again
/// only the files that changed: what `--scan-cache DIR` gives ``SwiftSources/scan(_:skippedMarkers:cache:progress:)``
/// and what the build plugin uses, whose command reruns over every Swift file of the target whenever
/// one changes.
///
/// A file's stored scan is used only when the file has the same byte count, the same modification time
/// (to the nanosecond) and the same 128-bit hash of its bytes as when it was scanned, and the cache was
/// written by the same executable (its path, size and modification time; a rebuilt scanner never
/// reuses an older one's scans) for the same skipped markers. Every file is therefore read on every
/// run — reading is cheap, scanning is what costs — so an edit that keeps the size and the timestamp
/// (a `touch -r`, an archive restore, an editor on a coarse clock) is still seen. A cache that is
/// missing, unreadable, damaged (the file carries a hash of its own contents), of another layout or
/// producer is treated as empty and rewritten. Files not given in a run are dropped from the cache.
package struct SwiftScanCache: Sendable {
    /// The directory holding the cache; created when the cache is first written.
    package var directory: String
    /// Identifies the program whose scanner made the stored scans; a different value empties the cache.
    package var producer: String

    /// The first bytes of a cache file, with the version of its layout; a cache of another layout is
    /// ignored.
    static let signature = Array("seguekit scan cache 2\n".utf8)
    /// The file, in ``directory``, that holds every entry.
    static let fileName = "swift-scans"

    /// A cache in `directory` for scans made by `producer` (by default the running executable).
    package init(directory: String, producer: String = SwiftScanCache.runningExecutable) {
        self.directory = directory
        self.producer = producer
    }

    /// The path of the file the entries are stored in.
    package var path: String { (directory as NSString).appendingPathComponent(Self.fileName) }

    /// What a file was when it was scanned: a stored scan is used only while the file's key is equal.
    package struct Key: Sendable, Equatable {
        package var size: Int
        /// Modification time in nanoseconds since 1970; `nil` where it cannot be read.
        package var modified: Int64?
        package var hash: ContentHash

        /// The key of a file whose bytes are `contents`, read after its modification time was taken.
        package init(contents: Data, modified: Int64?) {
            size = contents.count
            self.modified = modified
            hash = ContentHash(contents)
        }

        init(size: Int, modified: Int64?, hash: ContentHash) {
            self.size = size
            self.modified = modified
            self.hash = hash
        }
    }

    /// What scanning a file found.
    package enum Finding: Sendable, Equatable {
        /// The file starts with a skipped marker: it is seguekit's own output, not the app's code.
        case skipped
        case scanned(SwiftSourceScan)
    }

    /// One file's key and finding, the finding kept in its archived form until it is needed.
    package struct Entry: Sendable {
        package var key: Key
        /// The finding's ``ScanArchive`` bytes; `nil` for ``Finding/skipped``.
        var archive: ArraySlice<UInt8>?

        package init(key: Key, finding: Finding) {
            self.key = key
            if case .scanned(let scan) = finding { archive = ArraySlice(ScanArchive.encode(scan)) }
        }

        init(key: Key, archive: ArraySlice<UInt8>?) {
            self.key = key
            self.archive = archive
        }

        /// The stored finding; `nil` when its bytes are damaged.
        package var finding: Finding? {
            guard let archive else { return .skipped }
            return (try? ScanArchive.decode(archive)).map(Finding.scanned)
        }
    }

    /// The stored entries by path, or none when the cache is missing, unreadable, damaged, of another
    /// layout or producer, or was made with other skipped markers.
    package func load(skippedMarkers: [String]) -> [String: Entry] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        let bytes = [UInt8](data)
        let body = Self.signature.count + 16
        guard bytes.count >= body, bytes.starts(with: Self.signature) else { return [:] }
        var reader = ScanArchive.Reader(bytes, from: Self.signature.count)
        do {
            // Damage that still reads as entries would give wrong scans: the whole body is checked first.
            guard try ContentHash(first: reader.word(), second: reader.word()) == ContentHash(data[body...]) else { return [:] }
            guard try reader.string() == producer, try reader.array({ try $0.string() }) == skippedMarkers else { return [:] }
            let count = try reader.int()
            guard count >= 0 else { return [:] }
            var entries: [String: Entry] = [:]
            for _ in 0..<count {
                let path = try reader.string()
                let size = try reader.int()
                let modified = try reader.int() == 0 ? nil : Int64(try reader.int())
                let hash = ContentHash(first: try reader.word(), second: try reader.word())
                let length = try reader.int()
                let archive = length < 0 ? nil : bytes[try reader.skip(length)]
                entries[path] = Entry(key: Key(size: size, modified: modified, hash: hash), archive: archive)
            }
            return reader.isAtEnd ? entries : [:]
        } catch {
            return [:]
        }
    }

    /// Replaces the stored entries with `entries` (the files of this run only, so files no longer given
    /// are forgotten), atomically: a reader sees the old cache or the new one, never part of one.
    package func save(_ entries: [(path: String, entry: Entry)], skippedMarkers: [String]) throws {
        var writer = ScanArchive.Writer()
        writer.string(producer)
        writer.array(skippedMarkers) { $0.string($1) }
        writer.array(entries) { writer, item in
            writer.string(item.path)
            writer.int(item.entry.key.size)
            if let modified = item.entry.key.modified { writer.int(1); writer.int(Int(modified)) } else { writer.int(0) }
            writer.word(item.entry.key.hash.first)
            writer.word(item.entry.key.hash.second)
            if let archive = item.entry.archive { writer.int(archive.count); writer.bytes += archive } else { writer.int(-1) }
        }
        let body = Data(writer.bytes)
        let hash = ContentHash(body)
        writer.bytes = Self.signature
        writer.word(hash.first)
        writer.word(hash.second)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try (Data(writer.bytes) + body).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The running executable's path, size and modification time: changes whenever it is rebuilt.
    package static var runningExecutable: String {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? "seguekit"
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(modified)"
    }

    /// The modification time of the file at `path` in nanoseconds since 1970, `nil` when it cannot be read.
    package static func modificationTime(ofFileAt path: String) -> Int64? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let time = status.st_mtimespec
        #else
        let time = status.st_mtim
        #endif
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
