import Foundation

/// A simple textual scan of the example's Swift sources: which classes they declare (and their
/// superclasses), the cases of each class's `SegueIdentifier`, and the Objective-C selectors of its
/// `@IBSegueAction` methods. It reads top-level declarations that start at the beginning of a line,
/// which is how the example is written; it is not a Swift parser.
struct MacExampleSourceScan {
    /// Class name → the superclass named first in its declaration.
    var superclasses: [String: String] = [:]
    /// Class name → the raw values of its nested `SegueIdentifier` cases.
    var segueIdentifiers: [String: [String]] = [:]
    /// Type name → the selectors of `@IBSegueAction` methods in the class and its extensions.
    var segueActionSelectors: [String: Set<String>] = [:]

    init(files: [URL]) throws {
        for file in files {
            try scan(String(contentsOf: file, encoding: .utf8))
        }
    }

    init(sources: [String]) {
        for source in sources { scan(source) }
    }

    /// Whether `className` is `ancestor` or inherits from it through classes these sources declare.
    func isClass(_ className: String, a ancestor: String) -> Bool {
        var current: String? = className
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if name == ancestor { return true }
            current = superclasses[name]
        }
        return false
    }

    private mutating func scan(_ source: String) {
        for (name, body, isClass) in Self.topLevelDeclarations(in: source) {
            if isClass, let superclass = Self.firstMatch(#"^\s*:\s*([A-Za-z_][A-Za-z0-9_]*)"#, in: body.header) {
                superclasses[name] = superclass[1]
            }
            if let enumBody = Self.block(after: #"enum\s+SegueIdentifier\s*:[^{]*\{"#, in: body.text) {
                segueIdentifiers[name, default: []] += Self.caseRawValues(enumBody)
            }
            for match in Self.allMatches(#"@IBSegueAction\s+(?:[a-z]+\s+)*func\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(([^)]*)\)"#, in: body.text) {
                segueActionSelectors[name, default: []].insert(Self.objCSelector(name: match[1], parameters: match[2]))
            }
        }
    }

    /// `case a, b` and `case c = "raw"` lines of an enum body, as raw values.
    private static func caseRawValues(_ enumBody: String) -> [String] {
        var values: [String] = []
        for line in enumBody.split(separator: "\n") {
            guard let match = firstMatch(#"^\s*case\s+(.+)$"#, in: String(line)) else { continue }
            for item in match[1].split(separator: ",") {
                let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2 {
                    values.append(parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
                } else {
                    values.append(parts[0])
                }
            }
        }
        return values
    }

    /// The Objective-C selector Swift gives `func name(<parameters>)`: the first parameter's label
    /// joins the base name ("With" + capitalized label) unless it is `_`; the others are pieces.
    static func objCSelector(name: String, parameters: String) -> String {
        let labels = parameters.split(separator: ",").map { parameter -> String in
            let beforeColon = parameter.split(separator: ":", maxSplits: 1)[0]
            let words = beforeColon.split(separator: " ").map(String.init)
            return words.first ?? "_"
        }
        guard let first = labels.first else { return name }
        var selector = first == "_" ? "\(name):" : "\(name)With\(first.prefix(1).uppercased())\(first.dropFirst()):"
        for label in labels.dropFirst() {
            selector += "\(label):"
        }
        return selector
    }

    /// Declarations starting at column 0 (`final class X`, `class X`, `extension X`), each with the
    /// text up to the next such declaration and the part of its header after the name.
    private static func topLevelDeclarations(in source: String) -> [(String, (header: String, text: String), Bool)] {
        let pattern = #"^(?:(?:final|open|public|private|fileprivate|internal)\s+)*(class|extension|struct|enum)\s+([A-Za-z_][A-Za-z0-9_]*)([^{\n]*)"#
        let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        let text = source as NSString
        let matches = regex.matches(in: source, range: NSRange(location: 0, length: text.length))
        return matches.enumerated().map { index, match in
            let end = index + 1 < matches.count ? matches[index + 1].range.location : text.length
            let body = text.substring(with: NSRange(location: match.range.location, length: end - match.range.location))
            return (text.substring(with: match.range(at: 2)), (text.substring(with: match.range(at: 3)), body), text.substring(with: match.range(at: 1)) == "class")
        }
    }

    /// The text between the `{` that ends the match of `opening` and its matching `}`.
    private static func block(after opening: String, in text: String) -> String? {
        guard let range = text.range(of: opening, options: .regularExpression) else { return nil }
        var depth = 1
        var index = range.upperBound
        while index < text.endIndex {
            switch text[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return String(text[range.upperBound..<index]) }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func firstMatch(_ pattern: String, in text: String) -> [String]? {
        allMatches(pattern, in: text).first
    }

    private static func allMatches(_ pattern: String, in text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
            (0..<match.numberOfRanges).map { match.range(at: $0).location == NSNotFound ? "" : ns.substring(with: match.range(at: $0)) }
        }
    }
}
