import Foundation

/// Finds Swift files under a directory, sorted byte by byte, skipping hidden directories and build folders.
package enum SwiftFileFinder {
    /// The `.swift` files in `directory` and its folders, as paths that begin with `directory` as given.
    /// Symbolic links are followed (a linked source folder is part of the app), each folder read once,
    /// so a link cycle ends; a folder named like a Swift file (CocoaPods' `R.swift/`) is searched, not
    /// read.
    package static func swiftFiles(under directory: String) -> [String] {
        var files: [String] = []
        var visited: Set<String> = []
        collect(in: directory, into: &files, visited: &visited)
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func collect(in directory: String, into files: inout [String], visited: inout Set<String>) {
        guard visited.insert(URL(fileURLWithPath: directory).resolvingSymlinksInPath().path).inserted,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else { return }
        for name in names where !name.hasPrefix(".") && name != "DerivedData" {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                collect(in: path, into: &files, visited: &visited)
            } else if name.hasSuffix(".swift") {
                files.append(path)
            }
        }
    }
}
