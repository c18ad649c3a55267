import Foundation

/// Which Swift module each storyboard and source file belongs to, so that a class is identified by
/// module and name (two targets may each have a `RegionsTableViewController`).
///
/// Built from repeated `--module NAME=PATH`: a file belongs to the module of the longest `PATH` that is
/// the file itself or a directory containing it, as spelt or with symbolic links resolved. With no
/// assignment at all, everything is one module (a single-target app) and class names alone identify
/// classes.
///
/// A scene's module: for `customModuleProvider="target"` (Xcode's default) the module of its storyboard
/// (else the `customModule` Xcode recorded); for an explicit `customModule` that module; otherwise the
/// module of its storyboard.
package struct ModuleMap: Sendable, Equatable {
    /// One `--module NAME=PATH`.
    package struct Assignment: Sendable, Equatable {
        package var name: String
        /// A storyboard, a Swift file or a directory, as given.
        package var path: String

        package init(name: String, path: String) {
            self.name = name
            self.path = path
        }
    }

    package let assignments: [Assignment]
    /// Relative paths are resolved against this directory.
    package let baseDirectory: String
    /// The assignments with their paths made absolute, and again with links resolved where that differs,
    /// longest path first, and each path as a directory (ending in `/`) that files are inside of.
    private let normalized: [(name: String, path: String, directory: String)]
    /// Whether some assignment is a directory: a file found through a link to a folder inside it is
    /// then looked up again with links resolved.
    private let assignsDirectory: Bool
    /// The modules of the files of a run, looked up once (``resolving(_:)``): every declaration of a
    /// Swift file asks for its file's module.
    private var resolved: [String: String?] = [:]

    /// The module of every Swift file no assignment covers (`check --module NAME`: the sources are that
    /// module's), or `nil`. Storyboards are not affected: a scene of another module stays in it.
    package var sourceModule: String?

    /// The module name Xcode gives a product of this name (`$(PRODUCT_NAME:c99extidentifier)`): each
    /// character that cannot be in an identifier becomes `_`, and a leading digit gets one before it
    /// (`Go Map!!` → `Go_Map__`). A module name is its own.
    package static func moduleName(forProduct name: String) -> String {
        let converted = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return converted.first?.isNumber == true ? "_" + converted : converted
    }

    /// `baseDirectory` resolves relative paths, both the assignments' and the files'.
    package init(_ assignments: [Assignment] = [], baseDirectory: String = "/") {
        self.assignments = assignments
        self.baseDirectory = baseDirectory
        let paths = assignments.flatMap { assignment in
            let path = Self.normalize(assignment.path, base: baseDirectory)
            let real = Self.resolvingLinks(path)
            return (real == path ? [path] : [path, real]).map { (name: assignment.name, path: $0) }
        }
        self.assignsDirectory = paths.contains { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        self.normalized = paths.map { ($0.name, $0.path, $0.path == "/" ? $0.path : $0.path + "/") }
        // The longest path first; of two assignments of one path, the first module name, whatever the order given.
        .sorted { $0.path.utf8.count != $1.path.utf8.count ? $0.path.utf8.count > $1.path.utf8.count : $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// Ignores the lookups cached by ``resolving(_:)``.
    package static func == (a: ModuleMap, b: ModuleMap) -> Bool {
        a.assignments == b.assignments && a.baseDirectory == b.baseDirectory && a.sourceModule == b.sourceModule
    }

    /// No assignment and no source module: the single-module default.
    package var isEmpty: Bool { assignments.isEmpty && sourceModule == nil }

    /// This map with the modules of `paths` looked up once, so that asking again costs a dictionary lookup.
    package func resolving(_ paths: some Sequence<String>) -> ModuleMap {
        guard !normalized.isEmpty else { return self }
        var map = self
        for path in paths { map.resolved[path] = module(ofFile: path) }
        return map
    }

    /// The module a file was assigned to (longest matching path), or `nil`.
    package func module(ofFile path: String) -> String? {
        guard !normalized.isEmpty else { return nil }
        if let known = resolved[path] { return known }
        let file = Self.normalize(path, base: baseDirectory)
        if let name = assigned(file) { return name }
        guard assignsDirectory else { return nil }
        let real = Self.resolvingLinks(file)
        return real == file ? nil : assigned(real)
    }

    private func assigned(_ file: String) -> String? {
        normalized.first { file == $0.path || file.hasPrefix($0.directory) }?.name
    }

    /// `path` with its symbolic links resolved, as far as they exist.
    private static func resolvingLinks(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// The module of a Swift file: the one it is assigned to, else ``sourceModule``.
    package func module(ofSource path: String) -> String? {
        module(ofFile: path) ?? sourceModule
    }

    /// A warning when no assignment and no scene of `documents` names module `name`: most likely a typo
    /// (the known module it is close to is suggested), or the storyboards of that module were not given.
    /// `consequence` says what happens then.
    package func unknownModuleWarning(_ name: String, documents: [StoryboardDocument], consequence: String) -> Diagnostic? {
        var known = Set(assignments.map(\.name))
        for document in documents {
            for reference in document.moduleReferences {
                if let module = module(customModule: reference.customModule, provider: reference.provider, storyboard: document.filePath) {
                    known.insert(module)
                }
            }
        }
        guard !known.contains(name) else { return nil }
        let list = known.isEmpty ? "nothing names a module" : "known modules: " + known.sorted().joined(separator: ", ")
        let meant = nearest(to: name, among: known, atMost: 2)
        let after = meant.map { "did you mean '\($0)'? " + consequence.prefix(1).uppercased() + consequence.dropFirst() } ?? consequence
        return Diagnostic(.warning, "unknown module '\(name)': nothing in the given storyboards and no --module NAME=PATH names it (\(list)); \(after)", rule: "unknown-module")
    }

    /// The module of a scene's class (see the type's documentation), or `nil` when nothing says.
    package func module(customModule: String?, provider: String?, storyboard: String) -> String? {
        if provider == "target" { return module(ofFile: storyboard) ?? customModule }
        return customModule ?? module(ofFile: storyboard)
    }

    /// Whether two modules may be the same: always with no assignment (one module); otherwise equal, or
    /// one of them unknown.
    package func sameModule(_ a: String?, _ b: String?) -> Bool {
        isEmpty || a == nil || b == nil || a == b
    }

    /// `path` made absolute against `base`, with `.`/`..`/empty components and a trailing `/` removed.
    static func normalize(_ path: String, base: String) -> String {
        let full = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for component in full.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(component)
        }
        return "/" + parts.joined(separator: "/")
    }
}
