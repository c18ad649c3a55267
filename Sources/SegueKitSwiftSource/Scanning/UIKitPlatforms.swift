/// Platforms of UIKit's family that generated UIKit code compiles on, as `#if` tells them apart: a class
/// declared under `#if !targetEnvironment(macCatalyst)` exists on all of them but Mac Catalyst.
package struct UIKitPlatforms: OptionSet, Sendable, Hashable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// iOS and iPadOS, not Mac Catalyst.
    package static let iOS = Self(rawValue: 1)
    package static let macCatalyst = Self(rawValue: 2)
    package static let tvOS = Self(rawValue: 4)
    package static let visionOS = Self(rawValue: 8)
    package static let all: Self = [.iOS, .macCatalyst, .tvOS, .visionOS]

    /// The platforms where `written` (an `#if` condition without spaces) holds, or `nil` when it says
    /// something besides the platform (`DEBUG`, `targetEnvironment(simulator)`, `canImport(ARKit)`).
    init?(condition written: String) {
        var parser = Parser(text: Array(written))
        guard let platforms = parser.disjunction(), parser.index == parser.text.count else { return nil }
        self = platforms
    }

    /// The `#if` condition that holds on these platforms alone, written for code already inside
    /// `#if canImport(UIKit) && !os(watchOS)`.
    package var condition: String {
        if !contains(.macCatalyst), isSuperset(of: [.iOS, .tvOS, .visionOS]) { return "!targetEnvironment(macCatalyst)" }
        var parts: [String] = []
        switch (contains(.iOS), contains(.macCatalyst)) {
        case (true, true): parts.append("os(iOS)")
        case (true, false): parts.append("(os(iOS) && !targetEnvironment(macCatalyst))")
        case (false, true): parts.append("targetEnvironment(macCatalyst)")
        case (false, false): break
        }
        if contains(.tvOS) { parts.append("os(tvOS)") }
        if contains(.visionOS) { parts.append("os(visionOS)") }
        if parts.count == 1, parts[0].hasPrefix("(") { return String(parts[0].dropFirst().dropLast()) }
        return parts.joined(separator: " || ")
    }

    /// Reads `a || b`, `a && b`, `!a`, `(a)` and the platform terms of an `#if` condition.
    private struct Parser {
        let text: [Character]
        var index = 0

        mutating func disjunction() -> UIKitPlatforms? {
            guard var result = conjunction() else { return nil }
            while skip("||") {
                guard let next = conjunction() else { return nil }
                result.formUnion(next)
            }
            return result
        }

        mutating func conjunction() -> UIKitPlatforms? {
            guard var result = unary() else { return nil }
            while skip("&&") {
                guard let next = unary() else { return nil }
                result.formIntersection(next)
            }
            return result
        }

        mutating func unary() -> UIKitPlatforms? {
            if skip("!") { return unary().map { UIKitPlatforms.all.subtracting($0) } }
            if skip("(") {
                guard let inner = disjunction(), skip(")") else { return nil }
                return inner
            }
            var term = ""
            while index < text.count, text[index] != ")" { term.append(text[index]); index += 1 }
            guard skip(")") else { return nil }
            return Self.platforms(of: term + ")")
        }

        private mutating func skip(_ token: String) -> Bool {
            guard text[index...].starts(with: token) else { return false }
            index += token.count
            return true
        }

        private static func platforms(of term: String) -> UIKitPlatforms? {
            switch term {
            case "os(iOS)": [.iOS, .macCatalyst]
            case "os(tvOS)": .tvOS
            case "os(visionOS)", "os(xrOS)": .visionOS
            case "targetEnvironment(macCatalyst)", "canImport(AppKit)": .macCatalyst
            case "canImport(UIKit)": .all
            case _ where term.hasPrefix("os("): []
            default: nil
            }
        }
    }
}
