/// An `@available` attribute of a class, as generated code writes it back on the class's extensions.
enum AvailableAttribute {
    /// The attribute with `arguments`, the tokens between its parentheses: `@available(iOS 16, *)`,
    /// `@available(tvOS, unavailable)`. Without `message:` or `renamed:`, which only word diagnostics.
    static func written(_ arguments: [SwiftLexer.Token]) -> String {
        var items: [[SwiftLexer.Token]] = [[]]
        var level = 0
        for token in arguments {
            if token.kind == .punctuation && token.text == "(" { level += 1 }
            if token.kind == .punctuation && token.text == ")" { level -= 1 }
            if level == 0 && token.kind == .punctuation && token.text == "," { items.append([]) } else { items[items.count - 1].append(token) }
        }
        let kept = items.filter { item in !item.contains { $0.kind == .string } && !["message", "renamed"].contains(item.first?.text) }
        let written = kept.map { item in
            // A space after `:` and between words: `introduced: 16.1`, `iOS 16.1`.
            item.indices.map { index in
                guard index > 0 else { return item[index].text }
                let previous = item[index - 1], token = item[index]
                let spaced = previous.text == ":" || (previous.kind != .punctuation && token.kind != .punctuation)
                return (spaced ? " " : "") + token.text
            }.joined()
        }
        return "@available(\(written.joined(separator: ", ")))"
    }

    /// Whether a build of code that uses SegueKit may lack what `attribute` (as ``written(_:)`` writes
    /// it) marks: anything but introductions no later than SegueKit's own minimum deployment targets
    /// (`@available(iOS 13.0, *)`, which every such build meets).
    static func leavesOutBuilds(_ attribute: String) -> Bool {
        let items = attribute.dropFirst("@available(".count).dropLast().components(separatedBy: ", ")
        if items.last == "*" {
            return !items.dropLast().allSatisfy { item in
                let words = item.split(separator: " ")
                return words.count == 2 && isMet(String(words[1]), on: String(words[0]))
            }
        }
        guard items.count == 2, items[1].hasPrefix("introduced: ") else { return true }
        return !isMet(String(items[1].dropFirst("introduced: ".count)), on: items[0])
    }

    /// SegueKit's minimum deployment targets (`platforms` in Package.swift), and the first versions of
    /// Mac Catalyst and visionOS. SegueKit is not built for watchOS: every version there is met.
    static let minimumVersions: [String: [Int]] = [
        "iOS": [13], "tvOS": [13], "macOS": [10, 15], "OSX": [10, 15], "macCatalyst": [13], "visionOS": [1], "xrOS": [1],
    ]

    private static func isMet(_ version: String, on platform: String) -> Bool {
        if platform == "watchOS" { return true }
        guard let minimum = minimumVersions[platform] else { return false }
        let components = version.split(separator: ".").map { Int($0) }
        guard !components.contains(nil) else { return false }
        let given = components.compactMap { $0 }
        let length = max(given.count, minimum.count)
        let padded = { (version: [Int]) in version + Array(repeating: 0, count: length - version.count) }
        return !padded(minimum).lexicographicallyPrecedes(padded(given))
    }
}
