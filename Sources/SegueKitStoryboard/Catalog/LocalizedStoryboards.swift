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
            let base = members.min { keptFirst($0.filePath, $1.filePath) }!
            kept.append(base)
            for variant in members where variant.filePath != base.filePath {
                diagnostics += compare(base, variant)
            }
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
        func describe(_ identifier: String?) -> String { identifier.map { "'\($0)'" } ?? "no identifier" }
        for segue in variant.segues where baseSegues[segue.id]?.identifier != segue.identifier {
            let here = "\(variant.filePath):\(segue.location.line)"
            if let original = baseSegues[segue.id] {
                out.append(Diagnostic(.warning, "segue \(segue.id) has identifier \(describe(segue.identifier)) in \(here) but \(describe(original.identifier)) in \(base.filePath):\(original.location.line); code can rely only on \(base.filePath)'s", at: segue.location, rule: rule))
            } else if let identifier = segue.identifier {
                out.append(Diagnostic(.warning, "segue '\(identifier)' (\(segue.id)) at \(here) is not in \(base.filePath); code can rely only on \(base.filePath)'s identifiers", at: segue.location, rule: rule))
            }
        }
        for segue in base.segues where variantSegues[segue.id] == nil {
            guard let identifier = segue.identifier else { continue }
            out.append(Diagnostic(.warning, "segue '\(identifier)' (\(segue.id)) at \(base.filePath):\(segue.location.line) is missing from \(variant.filePath); that localization cannot perform it", at: segue.location, rule: rule))
        }
        return out
    }
}
