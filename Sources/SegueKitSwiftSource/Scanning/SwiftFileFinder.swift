import Foundation

/// Finds Swift files under a directory, sorted, skipping hidden directories and build folders.
package enum SwiftFileFinder {
    package static func swiftFiles(under directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let components = relative.split(separator: "/")
            if components.contains(where: { $0.hasPrefix(".") || $0 == "DerivedData" }) { continue }
            if relative.hasSuffix(".swift") {
                files.append(directory.hasSuffix("/") ? directory + relative : directory + "/" + relative)
            }
        }
        return files.sorted()
    }
}
