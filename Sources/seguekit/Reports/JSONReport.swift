import Foundation
import SegueKitChecker
import SegueKitStoryboard

/// `seguekit check --format json`: the findings as one JSON object, with `tool` (`name`, `version`), the
/// `errors`, `warnings` and `notes` counts of the whole run, `rules` (each rule's description) and
/// `diagnostics` (those shown — only the errors with `--quiet` —, each with `severity`, `rule`,
/// `message`, and `path`, `line` and `column` when it has a file).
enum JSONReport {
    /// The document's text (keys sorted, ends with a newline): `diagnostics` listed, `all` counted.
    static func text(for diagnostics: [Diagnostic], counting all: [Diagnostic]) -> String {
        let object: [String: Any] = [
            "tool": ["name": "seguekit", "version": SegueKitToolVersion.current],
            "errors": all.filter { $0.severity == .error }.count,
            "warnings": all.filter { $0.severity == .warning }.count,
            "notes": all.filter { $0.severity == .note }.count,
            "rules": Dictionary(uniqueKeysWithValues: StoryboardCheck.rules.map { ($0.key, $0.value) }),
            "diagnostics": diagnostics.map { diagnostic -> [String: Any] in
                var entry: [String: Any] = [
                    "severity": diagnostic.severity.rawValue, "rule": diagnostic.rule, "message": diagnostic.message,
                ]
                if let location = diagnostic.location {
                    entry["path"] = location.path
                    entry["line"] = location.line
                    entry["column"] = location.column
                }
                return entry
            },
        ]
        return serialize(object)
    }

    /// Pretty-printed JSON with sorted keys and unescaped slashes, ending with a newline.
    static func serialize(_ object: [String: Any]) -> String {
        // Every value above is a string, number, array or dictionary, so serialization cannot fail.
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
