import Foundation

/// Localized copies of one storyboard (`App/Base.lproj/Main.storyboard`, `App/en.lproj/Main.storyboard`)
/// are one logical storyboard: UIKit loads one of them by name at run time, so code can rely only on the
/// identifiers they agree on. ``merge(_:)`` keeps one document per family — `Base.lproj`'s, else the copy
/// whose language code sorts first (`de` before `en` before `fr`), whatever the order the files are given
/// in — and reports, as a warning, every segue whose identifier differs between the kept copy and a variant
/// (segues are matched by their object `id`, which localized copies share). A storyboard outside an
/// `.lproj` directory is a family of its own.
package enum LocalizedStoryboards {
    /// The rule id of a difference between localized copies.
    package static let rule = "localization-mismatch"

    /// One document per family, in the order the families were first given, and the differences found.
    package static func merge(_ documents: [StoryboardDocument]) -> (documents: [StoryboardDocument], diagnostics: [Diagnostic]) {
        var order: [String] = []
        var families: [String: [StoryboardDocument]] = [:]
        for document in documents {
            let key = localization(of: document.filePath)?.family ?? "\u{0}" + String(order.count) + document.filePath
            if families[key] == nil { order.append(key) }
            families[key, default: []].append(document)
        }
        var kept: [StoryboardDocument] = []
        var diagnostics: [Diagnostic] = []
        for key in order {
            let members = families[key]!
            var base = members.min { keptFirst($0.filePath, $1.filePath) }!
            for variant in members where variant.filePath != base.filePath {
                diagnostics += compare(base, variant)
                base.localizedStoryboardIdentifiers.formUnion(variant.controllers.compactMap(\.storyboardIdentifier))
            }
            kept.append(base)
        }
        return (kept, diagnostics.sorted(by: Diagnostic.reportOrder))
    }

    /// Whether the copy at `a` is kept rather than the one at `b`: `Base` first, then by language code.
    private static func keptFirst(_ a: String, _ b: String) -> Bool {
        let (x, y) = (localization(of: a)?.language ?? "", localization(of: b)?.language ?? "")
        if (x == "Base") != (y == "Base") { return x == "Base" }
        if x != y { return x.utf8.lexicographicallyPrecedes(y.utf8) }
        return a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// The family key and the language of a storyboard in an `.lproj` directory
    /// (`dir/Base.lproj/Name.storyboard` → `dir/|Name.storyboard`, `Base`); `nil` outside one. The key names
    /// the directory that holds the `.lproj` folders however the paths spell it (`./App`, `/abs/App`).
    private static func localization(of path: String) -> (family: String, language: String)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        let folder = parts.dropLast(2).joined(separator: "/")
        let written = folder.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : folder
        let directory = URL(fileURLWithPath: written).resolvingSymlinksInPath().standardizedFileURL.path
        return (directory + "/|" + parts[parts.count - 1], String(parts[parts.count - 2].dropLast(".lproj".count)))
    }

    private static func compare(_ base: StoryboardDocument, _ variant: StoryboardDocument) -> [Diagnostic] {
        func identified(_ document: StoryboardDocument) -> [String: StoryboardSegue] {
            var byID: [String: StoryboardSegue] = [:]
            for segue in document.segues where byID[segue.id] == nil { byID[segue.id] = segue }
            return byID
        }
        let baseSegues = identified(base), variantSegues = identified(variant)
        var out: [Diagnostic] = []
        func name(_ segue: StoryboardSegue) -> String {
            segue.identifier.map { "segue '\($0)' (id \(segue.id))" } ?? "segue \(segue.id), without an identifier,"
        }
        for segue in variant.segues where baseSegues[segue.id]?.identifier != segue.identifier {
            if let original = baseSegues[segue.id] {
                let there = "\(base.filePath):\(original.location.line)"
                let fix = original.identifier.map { "set it to '\($0)' here" } ?? "clear it here, or set it there too"
                let theirs = original.identifier.map { "'\($0)'" } ?? "without an identifier"
                out.append(Diagnostic(.warning, "\(name(segue)) is \(theirs) in \(there), which code relies on; identifiers are not localized: \(fix)", at: segue.location, rule: rule))
            } else if segue.identifier != nil {
                out.append(Diagnostic(.warning, "\(name(segue)) is not in \(base.filePath), whose identifiers code relies on; add it there or remove it here", at: segue.location, rule: rule))
            }
        }
        for segue in base.segues where variantSegues[segue.id] == nil && segue.identifier != nil {
            out.append(Diagnostic(.warning, "\(name(segue)) is missing from \(variant.filePath), so that localization cannot perform it; add it there", at: segue.location, rule: rule))
        }
        return out
    }
}
