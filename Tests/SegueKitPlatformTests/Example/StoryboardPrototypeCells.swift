import Foundation

/// The prototype cells of a UIKit storyboard's table view controllers, read from its XML (SegueKit's
/// parser does not read cells), as `MirrorRegistrationGenerator.sceneSetup` code: each prototype is
/// registered with the scene's table view under its reuse identifier, class and style, as UIKit does
/// when it decodes the scene.
enum StoryboardPrototypeCells {
    /// Controller id → code registering its table's prototypes.
    static func sceneSetup(storyboardXML xml: String) -> [String: String] {
        var setup: [String: String] = [:]
        for scene in matches(#"<tableViewController\b[^>]*?\sid="([^"]+)"[\s\S]*?</tableViewController>"#, in: xml) {
            let calls = matches(#"<tableViewCell\b[^>]*>"#, in: scene[0]).compactMap { cell -> String? in
                guard let identifier = attribute("reuseIdentifier", in: cell[0]) else { return nil }
                let cellClass = attribute("customClass", in: cell[0]).map { "\($0).self, " } ?? ""
                let style = attribute("style", in: cell[0]).map { $0.replacingOccurrences(of: "IBUITableViewCellStyle", with: "") } ?? "Default"
                return "controller?.tableView.mirrorRegisterPrototype(\(cellClass)style: .\(style.prefix(1).lowercased() + style.dropFirst()), reuseIdentifier: \"\(identifier)\")"
            }
            if !calls.isEmpty { setup[scene[1]] = calls.joined(separator: "\n        ") }
        }
        return setup
    }

    private static func attribute(_ name: String, in tag: String) -> String? {
        matches(#"\s\#(name)="([^"]*)""#, in: tag).first?[1]
    }

    private static func matches(_ pattern: String, in text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }
}
