import SegueKitStoryboard

/// The platforms whose builds `#if` tells apart where storyboards are used: a class declared under
/// `#if !targetEnvironment(macCatalyst)` exists on all of them but Mac Catalyst.
package struct ApplePlatforms: OptionSet, Sendable, Hashable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// iOS and iPadOS, not Mac Catalyst.
    package static let iOS = Self(rawValue: 1)
    package static let macCatalyst = Self(rawValue: 2)
    package static let tvOS = Self(rawValue: 4)
    package static let visionOS = Self(rawValue: 8)
    package static let macOS = Self(rawValue: 16)
    /// UIKit's family, which generated UIKit code compiles on.
    package static let uiKit: Self = [.iOS, .macCatalyst, .tvOS, .visionOS]
    package static let all: Self = [.uiKit, .macOS]

    /// The platforms of a framework's family: code generated for it compiles on each of them.
    package init(_ family: StoryboardPlatform) {
        self = family == .macOS ? .macOS : .uiKit
    }

    /// The platforms an app builds `document` for, whose code its scenes run: an iOS storyboard's are
    /// iOS, Mac Catalyst and visionOS; a tvOS storyboard's (`…AppleTV.Storyboard`), tvOS; a macOS
    /// storyboard's, macOS. A watchOS storyboard's are UIKit's family, as nothing here tells watchOS apart.
    package init(building document: StoryboardDocument) {
        if document.isTVOS {
            self = .tvOS
        } else if document.platform == .macOS || document.isWatchKit {
            self = Self(document.platform)
        } else {
            self = [.iOS, .macCatalyst, .visionOS]
        }
    }

    /// The platforms where the `#if` test `test` holds (`os(iOS)`: iOS and Mac Catalyst; `true`: all of
    /// them), or `nil` when the platform does not decide it.
    static func holding(_ test: String) -> ApplePlatforms? {
        switch test {
        case "true": .all
        case "false": []
        case "os(iOS)": [.iOS, .macCatalyst]
        case "os(tvOS)": .tvOS
        case "os(visionOS)", "os(xrOS)": .visionOS
        case "os(macOS)", "os(OSX)": .macOS
        case "targetEnvironment(macCatalyst)": .macCatalyst
        case "canImport(AppKit)": [.macCatalyst, .macOS]
        case "canImport(UIKit)": .uiKit
        case _ where test.hasPrefix("os("): []
        default: nil
        }
    }

    /// These platforms, but only those of `framework`'s family when some are: a branch whose classes
    /// derive from AppKit's controllers compiles only on macOS, though `canImport(AppKit)` holds on Mac
    /// Catalyst too.
    func narrowed(to framework: StoryboardPlatform) -> Self {
        let narrowed = intersection(Self(framework))
        return narrowed.isEmpty ? self : narrowed
    }

    /// The family of storyboards whose platforms these all are (none: `nil`).
    package var family: StoryboardPlatform? {
        if isEmpty { return nil }
        if isSubset(of: .uiKit) { return .iOS }
        return self == .macOS ? .macOS : nil
    }

    /// An `#if` condition for code compiled on `enclosing` (`.uiKit` inside
    /// `#if canImport(UIKit) && !os(watchOS)`) that holds on those of these platforms alone. It names the
    /// platforms it holds on, so that it is false on any other (the Linux mirror the tests compile
    /// against), but for all but Mac Catalyst: `!targetEnvironment(macCatalyst)`, as apps write it.
    package func condition(within enclosing: Self) -> String {
        if enclosing.subtracting(self) == .macCatalyst { return "!targetEnvironment(macCatalyst)" }
        let included = intersection(enclosing).terms
        return included.count == 1 ? included[0] : included.map { $0.contains("&&") ? "(\($0))" : $0 }.joined(separator: " || ")
    }

    /// One term per platform, or per pair that one `os(…)` names: `os(iOS)` holds on Mac Catalyst too.
    private var terms: [String] {
        var terms: [String] = []
        switch (contains(.iOS), contains(.macCatalyst)) {
        case (true, true): terms.append("os(iOS)")
        case (true, false): terms.append("os(iOS) && !targetEnvironment(macCatalyst)")
        case (false, true): terms.append("targetEnvironment(macCatalyst)")
        case (false, false): break
        }
        if contains(.tvOS) { terms.append("os(tvOS)") }
        if contains(.visionOS) { terms.append("os(visionOS)") }
        if contains(.macOS) { terms.append("os(macOS)") }
        return terms
    }
}
