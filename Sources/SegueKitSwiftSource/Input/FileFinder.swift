import Foundation

/// Finds the files a directory given as input stands for (the Swift files of `--source`, the storyboards
/// of `--storyboard`), sorted byte by byte, skipping hidden folders and `DerivedData`.
package enum FileFinder {
    /// The files ending in `.<fileExtension>` in `directory` and its folders, as paths that begin with
    /// `directory` as given. Symbolic links are followed (a linked source folder is part of the app), each
    /// folder read once, so a link cycle ends, and every real folder is walked before any link to a
    /// folder, so a file is found by its own path (which says its module), not through a link; a folder
    /// named like such a file (CocoaPods' `R.swift/`) is searched, not read, and only regular files are
    /// read. A folder that cannot be listed, or an entry that cannot be looked at (other than a link to
    /// nothing or an entry removed meanwhile), is an error: the files in it would be missed without a word.
    package static func files(withExtension fileExtension: String, under directory: String) throws(SwiftSources.Unreadable) -> [String] {
        var files: [String] = []
        var visited: Set<String> = []
        var links = [directory]
        while !links.isEmpty {
            try collect(in: links.removeFirst(), suffix: "." + fileExtension, into: &files, visited: &visited, links: &links)
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The files of `directory` and its real folders; the links to folders it holds are added to `links`.
    private static func collect(
        in directory: String, suffix: String, into files: inout [String], visited: inout Set<String>, links: inout [String]
    ) throws(SwiftSources.Unreadable) {
        guard visited.insert(URL(fileURLWithPath: directory).resolvingSymlinksInPath().path).inserted else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            var why = "unknown error"
            if let stream = opendir(directory) {
                closedir(stream)
            } else {
                let code = errno
                if code == ENOENT { return }  // removed since its folder was listed
                why = String(cString: strerror(code)).lowercased()
            }
            throw SwiftSources.Unreadable(path: directory, reason: "cannot list this folder (\(why)); the \(suffix) files in it would be missed")
        }
        // In name order, whatever the order the system lists them in, so which of two links to one folder
        // is followed does not depend on the file system.
        let entries = names.filter { !$0.hasPrefix(".") && $0 != "DerivedData" }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { name in
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var link = stat()
            return (name: name, path: path, isLink: lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK)
        }
        for entry in entries {
            var status = stat()
            guard stat(entry.path, &status) == 0 else {
                let code = errno
                // A link to nothing, or an entry removed since the folder was listed: no file to miss.
                // Foundation gives a name that is not UTF-8 with U+FFFD in place of its bytes, which
                // names nothing either, but hides a file.
                if code == ENOENT, !entry.name.contains("\u{FFFD}") { continue }
                let why = code == ENOENT ? "its name is not UTF-8" : String(cString: strerror(code)).lowercased()
                throw SwiftSources.Unreadable(path: entry.path, reason: "cannot look at this entry (\(why)); a \(suffix) file or folder would be missed")
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR where entry.isLink: links.append(entry.path)
            case S_IFDIR: try collect(in: entry.path, suffix: suffix, into: &files, visited: &visited, links: &links)
            // A regular file only: a pipe named `*.swift` would never end.
            case S_IFREG where entry.name.hasSuffix(suffix): files.append(entry.path)
            default: break
            }
        }
    }
}
