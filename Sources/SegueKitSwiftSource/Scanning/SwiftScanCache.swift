import Foundation
import SegueKitStoryboard

/// Each Swift file's ``SwiftSourceScan`` kept in a directory between runs, so that a run scans again
/// only the files that changed: what `--scan-cache DIR` gives ``SwiftSources/scan(_:skippedMarkers:cache:progress:)``
/// and what the build plugin uses, whose command reruns over every Swift file of the target whenever
/// one changes.
///
/// A file's stored scan is used only when the file's bytes are exactly the bytes it was scanned from:
/// the cache keeps a copy of each file and compares the two, so any edit is seen, whatever happens to
/// the file's size and modification time (a `touch -r`, an archive restore, an editor on a coarse
/// clock), and a file that was only touched is not scanned again. Stored scans are used only by the
/// executable that made them (its path, size and modification time: a rebuilt scanner never reuses an
/// older one's scans) and for the same skipped markers. A cache that is missing, unreadable, damaged
/// (its index carries a checksum), of another layout or producer is treated as empty and rewritten.
/// Files not given in a run are dropped from the cache.
package struct SwiftScanCache: Sendable {
    /// The directory holding the cache; created when the cache is first written.
    package var directory: String
    /// Identifies the program whose scanner made the stored scans; a different value empties the cache.
    package var producer: String

    /// The first bytes of a cache file, with the version of its layout; a cache of another layout is
    /// ignored.
    static let signature = Array("seguekit scan cache 70\n".utf8)
    /// The file, in ``directory``, that holds every entry.
    static let fileName = "swift-scans"

    /// A cache in `directory` for scans made by `producer` (by default the running executable).
    package init(directory: String, producer: String = SwiftScanCache.runningExecutable) {
        self.directory = directory
        self.producer = producer
    }

    /// The path of the file the entries are stored in.
    package var path: String { (directory as NSString).appendingPathComponent(Self.fileName) }

    package enum Finding: Sendable, Equatable {
        /// The file starts with a skipped marker: it is seguekit's own output, not the app's code.
        case skipped
        case scanned(SwiftSourceScan)
    }

    /// One file's bytes and what scanning them found, the finding kept in its archived form until it
    /// is needed.
    package struct Entry: Sendable {
        /// The bytes that were scanned: the stored finding holds while the file still has exactly these.
        package var contents: Data
        /// The finding's ``ScanArchive`` bytes; `nil` for ``Finding/skipped``.
        var archive: ArraySlice<UInt8>?

        /// The stored finding; `nil` when its bytes are damaged.
        package var finding: Finding? {
            guard let archive else { return .skipped }
            return (try? ScanArchive.decode(archive)).map(Finding.scanned)
        }
    }

    // The file: the signature; the checksum (two words) and the byte count of the index; the index
    // (producer, skipped markers, then each entry's path, file size and archive); then every file's
    // bytes in entry order. Damage in the files' bytes only makes a file be scanned again, so the
    // checksum covers the index alone.

    /// The stored entries by path, or none when the cache is missing, unreadable, damaged, of another
    /// layout or producer, or was made with other skipped markers.
    package func load(skippedMarkers: [String]) -> [String: Entry] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        // The header (signature, two words, a varint of at most 10 bytes) and the index are read as bytes;
        // the files' copies stay in `data`.
        let header = [UInt8](data.prefix(Self.signature.count + 26))
        guard header.starts(with: Self.signature) else { return [:] }
        var reader = ScanArchive.Reader(header, from: Self.signature.count)
        do {
            let checksum = Checksum(first: try reader.word(), second: try reader.word())
            let length = try reader.int()
            let indexStart = data.startIndex + reader.index
            guard length >= 0, data.endIndex - indexStart >= length else { return [:] }
            let index = [UInt8](data[indexStart..<indexStart + length])
            // Damage that still reads as entries would give wrong scans: the whole index is checked first.
            guard Checksum(index) == checksum else { return [:] }
            reader = ScanArchive.Reader(index)
            guard try reader.string() == producer, try reader.array({ try $0.string() }) == skippedMarkers else { return [:] }
            let count = try reader.int()
            guard count >= 0 else { return [:] }
            var entries: [String: Entry] = [:]
            var contentsStart = indexStart + length
            for _ in 0..<count {
                let path = try reader.string()
                let size = try reader.int()
                let archiveLength = try reader.int()
                let archive = archiveLength < 0 ? nil : index[try reader.skip(archiveLength)]
                guard size >= 0, data.endIndex - contentsStart >= size else { return [:] }
                entries[path] = Entry(contents: data[contentsStart..<contentsStart + size], archive: archive)
                contentsStart += size
            }
            return reader.isAtEnd && contentsStart == data.endIndex ? entries : [:]
        } catch {
            return [:]
        }
    }

    /// Replaces the stored entries with `entries` (the files of this run only, so files no longer given
    /// are forgotten), atomically: a reader sees the old cache or the new one, never part of one.
    package func save(_ entries: [(path: String, entry: Entry)], skippedMarkers: [String]) throws {
        var index = ScanArchive.Writer()
        index.string(producer)
        index.array(skippedMarkers) { $0.string($1) }
        index.array(entries) { writer, item in
            writer.string(item.path)
            writer.int(item.entry.contents.count)
            if let archive = item.entry.archive { writer.int(archive.count); writer.bytes += archive } else { writer.int(-1) }
        }
        let checksum = Checksum(index.bytes)
        var header = ScanArchive.Writer()
        header.bytes = Self.signature
        header.word(checksum.first)
        header.word(checksum.second)
        header.int(index.bytes.count)
        var file = Data(header.bytes + index.bytes)
        file.reserveCapacity(file.count + entries.reduce(0) { $0 + $1.entry.contents.count })
        for (_, entry) in entries { file.append(entry.contents) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileReplacement.replace(path, with: file)
    }

    /// The running executable's path, size and modification time: changes whenever it is rebuilt.
    package static var runningExecutable: String {
        // The path it was started by, when it says where (the plugins give one); else Foundation's.
        identity(ofExecutableAt: CommandLine.arguments.first.flatMap { $0.contains("/") ? $0 : nil } ?? Bundle.main.executablePath ?? "seguekit")
    }

    /// The file `path` leads to, links resolved (an installed link to a build), with its size and
    /// modification time.
    static func identity(ofExecutableAt path: String) -> String {
        let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(file) \(size) \(modified)"
    }
}

extension SwiftScanCache.Entry {
    package init(contents: Data, finding: SwiftScanCache.Finding) {
        self.contents = contents
        if case .scanned(let scan) = finding { archive = ArraySlice(ScanArchive.encode(scan)) }
    }
}
