import Foundation

/// One row of the corpus `MANIFEST.tsv` (counts computed independently with Python's ElementTree).
struct ManifestRow: CustomStringConvertible {
    var fields: [String: String]

    var file: String { fields["file"] ?? "" }
    var description: String { file }

    func int(_ column: String) throws -> Int {
        guard let text = fields[column], let value = Int(text) else {
            throw ManifestError("column \(column) of \(file) is not a number: \(fields[column] ?? "missing")")
        }
        return value
    }

    func string(_ column: String) -> String { fields[column] ?? "" }

    /// `kind=count;kind=count` → dictionary.
    func histogram(_ column: String) throws -> [String: Int] {
        var result: [String: Int] = [:]
        for entry in string(column).split(separator: ";") where !entry.isEmpty {
            guard let equals = entry.lastIndex(of: "="), let count = Int(entry[entry.index(after: equals)...]) else {
                throw ManifestError("bad histogram entry '\(entry)' in \(file)")
            }
            result[String(entry[..<equals]), default: 0] += count
        }
        return result
    }
}

struct ManifestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

enum Manifest {
    /// Reads `MANIFEST.tsv`; throws a clear error if the corpus is missing (tests must not skip).
    static func rows() throws -> [ManifestRow] {
        let url = TestPaths.corpus.appendingPathComponent("MANIFEST.tsv")
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ManifestError("storyboard corpus not found at \(TestPaths.corpus.path) (expected <repo>/Tests/Fixtures/Corpus/MANIFEST.tsv)")
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard !lines.isEmpty else { throw ManifestError("MANIFEST.tsv is empty") }
        let header = lines.removeFirst().split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return lines.map { line in
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            var fields: [String: String] = [:]
            for (index, name) in header.enumerated() where index < cells.count { fields[name] = cells[index] }
            return ManifestRow(fields: fields)
        }
    }

    /// The manifest rows, or a single failing placeholder so a missing corpus fails loudly.
    static var rowsForArguments: [ManifestRow] {
        (try? rows()) ?? [ManifestRow(fields: ["file": "<corpus missing at \(TestPaths.corpus.path)>"])]
    }
}
