/// An `@available` attribute of a class, as generated code writes it back on the class's extensions.
package enum AvailableAttribute {
    /// The attribute with `arguments`, the tokens between its parentheses: `@available(iOS 16, *)`,
    /// `@available(tvOS, unavailable)`. Without `message:` or `renamed:`, which only word diagnostics;
    /// `nil` when nothing but a platform is left (`@available(iOS, renamed: "Detail")`).
    static func written(_ arguments: [SwiftLexer.Token]) -> String? {
        var items: [[SwiftLexer.Token]] = [[]]
        var level = 0
        for token in arguments {
            if token.kind == .punctuation && token.text == "(" { level += 1 }
            if token.kind == .punctuation && token.text == ")" { level -= 1 }
            if level == 0 && token.kind == .punctuation && token.text == "," { items.append([]) } else { items[items.count - 1].append(token) }
        }
        let kept = items.filter { item in !item.contains { $0.kind == .string } && !["message", "renamed"].contains(item.first?.text) }
        // `@available(iOS)` would not compile; an availability domain of the app's own (`@available(Cards)`) does.
        if kept.count == 1, kept.count < items.count, let only = kept.first?.first?.text,
           only == "*" || only == "swift" || platforms(named: only) != .all { return nil }
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

    /// Whether a build for one of `platforms` of code that uses SegueKit may lack what `attribute` (as
    /// ``written(_:)`` writes it) marks, or warn where it is used: anything about those platforms but
    /// introductions no later than SegueKit's own minimum deployment targets (`@available(iOS 13.0, *)`,
    /// which every such build meets). An availability domain it does not know (`@available(Cards)`)
    /// may leave out any build.
    package static func leavesOutBuilds(_ attribute: String, of platforms: ApplePlatforms = .all) -> Bool {
        let items = arguments(of: attribute)
        // `@available(iOS 16, macOS 13, *)`: each platform from its version on.
        if items.last == "*" {
            return items.dropLast().contains { item in
                let words = item.split(separator: " ").map(String.init)
                guard words.count == 2 else { return true }
                return !platforms.isDisjoint(with: Self.platforms(named: words[0])) && !isMet(words[1], on: words[0])
            }
        }
        // `@available(iOS, introduced: 14, deprecated: 17)`, `@available(*, unavailable)`, `@available(Cards)`.
        guard let platform = items.first, platform == "*" || !platforms.isDisjoint(with: Self.platforms(named: platform)) else { return false }
        return items.count == 1 || items.dropFirst().contains { !isMetIntroduction($0, on: platform) }
    }

    /// Whether `attribute` is `@available(*, deprecated…)`: naming what it marks warns on every
    /// platform. (One platform's deprecation, `@available(iOS, deprecated: 13)`, warns only there.)
    static func deprecatesEverywhere(_ attribute: String) -> Bool {
        let items = arguments(of: attribute)
        return items.first == "*" && items.contains { $0.hasPrefix("deprecated") }
    }

    /// Whether `attribute` only deprecates (`@available(iOS, deprecated: 16)`, also after an
    /// introduction every build meets): naming what it marks warns, but every build has it.
    package static func onlyDeprecates(_ attribute: String) -> Bool {
        let items = arguments(of: attribute)
        guard let platform = items.first, items.count > 1, items.last != "*" else { return false }
        let rest = items.dropFirst().filter { !isMetIntroduction($0, on: platform) }
        return !rest.isEmpty && rest.allSatisfy { $0.hasPrefix("deprecated") }
    }

    /// Whether `item` of a long-form attribute is `introduced:` a version every build meets.
    private static func isMetIntroduction(_ item: String, on platform: String) -> Bool {
        item.hasPrefix("introduced: ") && isMet(String(item.dropFirst("introduced: ".count)), on: platform)
    }

    private static func arguments(of attribute: String) -> [String] {
        attribute.dropFirst("@available(".count).dropLast().components(separatedBy: ", ")
    }

    /// The platforms an availability of `name` is about: iOS's holds on Mac Catalyst and visionOS too,
    /// where they have none of their own; a name not known here, on all of them.
    private static func platforms(named name: String) -> ApplePlatforms {
        switch name.hasSuffix("ApplicationExtension") ? String(name.dropLast("ApplicationExtension".count)) : name {
        case "iOS": [.iOS, .macCatalyst, .visionOS]
        case "macCatalyst": .macCatalyst
        case "tvOS": .tvOS
        case "visionOS", "xrOS": .visionOS
        case "macOS", "OSX": .macOS
        case "watchOS", "driverKit": []
        default: .all
        }
    }

    /// SegueKit's minimum deployment targets (`platforms` in Package.swift), and the first versions of
    /// Mac Catalyst and visionOS.
    static let minimumVersions: [String: [Int]] = [
        "iOS": [13], "tvOS": [13], "macOS": [10, 15], "OSX": [10, 15], "macCatalyst": [13, 1], "visionOS": [1], "xrOS": [1],
    ]

    private static func isMet(_ version: String, on platform: String) -> Bool {
        guard let minimum = minimumVersions[platform] else { return false }
        let components = version.split(separator: ".").map { Int($0) }
        guard !components.contains(nil) else { return false }
        let given = components.compactMap { $0 }
        let length = max(given.count, minimum.count)
        let padded = { (version: [Int]) in version + Array(repeating: 0, count: length - version.count) }
        return !padded(minimum).lexicographicallyPrecedes(padded(given))
    }
}
