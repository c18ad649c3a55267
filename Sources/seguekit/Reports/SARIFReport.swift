import Foundation
import SegueKitChecker
import SegueKitStoryboard

/// `seguekit check --format sarif`: a SARIF 2.1.0 log, the format GitHub code scanning uploads
/// (`github/codeql-action/upload-sarif`), so findings show on the lines of pull requests.
///
/// One run; the driver lists every rule of ``StoryboardCheck/rules``; each result has `ruleId`,
/// `level` (`error`, `warning`, `note`), `message.text` and one physical location with the path as
/// given (percent-encoded, relative paths stay relative to the directory seguekit ran in) and 1-based
/// `startLine`/`startColumn`. GitHub refuses a whole log with a
/// result that has no location, so a finding about the run itself (an unknown `--module`) is placed at
/// the first line of `fallbackPath`, the first storyboard given (in the order of their paths).
enum SARIFReport {
    static func text(for diagnostics: [Diagnostic], fallbackPath: String?) -> String {
        var rules: [[String: Any]] = []
        for (id, description) in StoryboardCheck.rules {
            rules.append(["id": id, "name": id, "shortDescription": ["text": description]])
        }
        let results = diagnostics.map { diagnostic -> [String: Any] in
            var result: [String: Any] = [
                "ruleId": diagnostic.rule,
                "level": diagnostic.severity.rawValue,
                "message": ["text": diagnostic.message],
            ]
            if let location = diagnostic.location ?? fallbackPath.map({ FileLocation(path: $0, line: 1, column: 1) }) {
                let path = location.path
                result["locations"] = [[
                    "physicalLocation": [
                        "artifactLocation": ["uri": path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path],
                        "region": ["startLine": location.line, "startColumn": location.column],
                    ],
                ]]
            }
            return result
        }
        let log: [String: Any] = [
            "version": "2.1.0",
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "runs": [[
                "tool": ["driver": [
                    "name": "seguekit", "version": SegueKitToolVersion.current, "rules": rules,
                ]],
                "results": results,
            ]],
        ]
        return JSONReport.serialize(log)
    }
}
