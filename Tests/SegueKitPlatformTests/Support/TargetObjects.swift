import Foundation

/// The object files `swift build` made for a target's current sources, for tests that link a program
/// against the mirror-compiled libraries. They are read from the target's `output-file-map.json`, not
/// listed from its build folder, which keeps the objects of sources since deleted or renamed.
enum TargetObjects {
    static func of(_ target: String, in products: URL) throws -> [String] {
        let map = products.appendingPathComponent("\(target).build/output-file-map.json")
        let entries = try JSONDecoder().decode([String: [String: String]].self, from: Data(contentsOf: map))
        return entries.values.compactMap { $0["object"] }.sorted()
    }
}
