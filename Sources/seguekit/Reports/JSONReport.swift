import Foundation
import SegueKitStoryboard

/// `seguekit check --format json`: the findings as one JSON object, with `tool` (`name`, `version`), the
/// `errors` and `warnings` counts, `rules` (each rule's description) and `diagnostics` (each with
/// `severity`, `rule`, `message`, and `path`, `line` and `column` when it has a file).
enum JSONReport {
    /// The document's text (keys sorted, ends with a newline).
    static func text(for diagnostics: [Diagnostic]) -> String {
        let object: [String: Any] = [
            "tool": ["name": "seguekit", "version": SegueKitToolVersion.current],
            "errors": diagnostics.filter { $0.severity == .error }.count,
            "warnings": diagnostics.filter { $0.severity == .warning }.count,
            "rules": Dictionary(uniqueKeysWithValues: SARIFReport.allRules.map { ($0.key, $0.value) }),
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
