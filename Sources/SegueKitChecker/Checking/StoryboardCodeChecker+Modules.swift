import SegueKitStoryboard
import SegueKitSwiftSource

// Classes the module map cannot tell apart.
extension StoryboardCodeChecker {
    /// With no module assignment the sources are one Swift module, which cannot declare a class twice:
    /// two projects' sources were given together, and their same-named classes' segues would be merged.
    func checkClassesDeclaredTwice() -> [Diagnostic] {
        var first: [String: FileLocation] = [:]
        var out: [Diagnostic] = []
        // Declared under `#if` (`#if DEBUG` in one file, `#if !DEBUG` in another), it may be one per build.
        for declaration in scan.classes where !declaration.isNested && declaration.branches.isEmpty && declaration.platforms == .all {
            guard let earlier = first[declaration.name] else {
                first[declaration.name] = declaration.location
                continue
            }
            guard earlier.path != declaration.location.path else { continue }
            out.append(Diagnostic(.warning, "class '\(declaration.name)' is also declared at \(earlier.path):\(earlier.line): the given sources cannot be one Swift module, and the segues of both classes' scenes are checked as one class's; check each target on its own, or tell them apart with --module NAME=PATH", at: declaration.location, rule: "class-declared-twice"))
        }
        return out
    }

    /// With no module assignment everything is one module, so scenes whose `customModule`s name two
    /// modules are checked as one class: a warning says so, and how to tell them apart.
    func checkClassesInSeveralModules(_ catalog: SegueCatalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for className in catalog.scenes.keys.sorted() {
            let scenes = catalog.scenes[className]!
            let names = Set(scenes.compactMap(\.module))
            // At the first scene of one of those modules (not one of no module).
            guard names.count > 1, let first = scenes.filter({ $0.module != nil }).min(by: { ($0.filePath, $0.location.line) < ($1.filePath, $1.location.line) }) else { continue }
            out.append(Diagnostic(
                .warning, "'\(className)' has scenes in modules \(names.sorted().map { "'\($0)'" }.joined(separator: " and ")); they are checked as one class — pass --module NAME=PATH for each module's storyboards and sources to tell them apart",
                at: first.location, rule: "class-in-several-modules"))
        }
        return out
    }
}
