import SegueKitStoryboard

/// What an `#if` condition says about the platforms that compile its branch, as far as storyboards tell
/// them apart: UIKit's (iOS, tvOS, Mac Catalyst) or AppKit's (macOS).
struct PlatformCondition: Equatable {
    /// The family the branch is confined to, or `nil` when the condition does not say.
    var platform: StoryboardPlatform?
    /// Whether the condition holds on every platform of that family (`canImport(UIKit)`, `os(macOS)`),
    /// so that its `#else` is the other family's. `os(iOS)`'s `#else` still holds on tvOS.
    var isWholeFamily = false
    /// Whether every part of the condition is about the platform (`os(…)`, Mac Catalyst, `canImport` of
    /// UIKit, AppKit or WatchKit), though it may not say which family (`canImport(AppKit)` holds on Mac
    /// Catalyst too): no build configuration such as `DEBUG`, the simulator or an architecture, which
    /// builds of one storyboard differ in.
    var isAboutPlatform = false
    /// Whether every part of the condition is about the toolchain (`swift(>=5.9)`, `compiler(…)`,
    /// `hasFeature(…)`, `hasAttribute(…)`), which every build of one app with one Xcode agrees on, or
    /// about a framework every SDK of the Xcode versions that build Swift 6 has (`canImport(SwiftUI)`,
    /// `canImport(Combine)`).
    var isAboutToolchain = false
    /// The platforms where it holds, when it says nothing but the platform.
    var platforms: ApplePlatforms?

    private static let wholeUIKit: Set = ["canImport(UIKit)", "!os(macOS)", "!os(OSX)"]
    private static let wholeAppKit: Set = ["os(macOS)", "os(OSX)", "!canImport(UIKit)"]
    /// `!canImport(AppKit)` leaves out Mac Catalyst, where AppKit can be imported; `canImport(AppKit)`
    /// alone holds there too, so it says nothing.
    private static let partUIKit: Set = ["os(iOS)", "os(tvOS)", "os(visionOS)", "os(xrOS)", "targetEnvironment(macCatalyst)", "!canImport(AppKit)"]

    /// The condition `written` without spaces (`os(iOS)||os(tvOS)`). A condition of `||` needs every
    /// part to say the same family; one of `&&`, at least one part, and `canImport(AppKit) &&
    /// !targetEnvironment(macCatalyst)` says AppKit. Anything else says nothing.
    init(_ written: String) {
        platforms = ApplePlatforms(condition: written)
        let terms = written.components(separatedBy: "&&").flatMap { $0.components(separatedBy: "||") }.map { (part: String) in
            part.drop { $0 == "!" || $0 == "(" }
        }
        isAboutPlatform = terms.allSatisfy { term in
            term.hasPrefix("os(")
                || ["targetEnvironment(macCatalyst)", "canImport(UIKit)", "canImport(AppKit)", "canImport(WatchKit)"].contains { term.hasPrefix($0) }
        }
        isAboutToolchain = terms.allSatisfy { term in
            ["swift(", "compiler(", "hasFeature(", "hasAttribute(", "canImport(SwiftUI)", "canImport(Combine)"].contains { term.hasPrefix($0) }
        }
        if written.contains("&&") {
            guard !written.contains("||") else { return }
            let parts = Set(written.components(separatedBy: "&&"))
            var known = Set(parts.compactMap(Self.platform))
            if parts.isSuperset(of: ["canImport(AppKit)", "!targetEnvironment(macCatalyst)"]) { known.insert(.macOS) }
            platform = known.count == 1 ? known.first : nil
            return
        }
        let parts = written.components(separatedBy: "||")
        let platforms = parts.map(Self.platform)
        guard let first = platforms.first ?? nil, platforms.allSatisfy({ $0 == first }) else { return }
        platform = first
        isWholeFamily = parts.contains { Self.wholeUIKit.contains($0) || Self.wholeAppKit.contains($0) }
    }

    /// The family an `#else` is confined to after branches of `earlier` conditions: the other one, when
    /// every condition before holds on the whole of one family.
    static func elsePlatform(after earlier: [PlatformCondition]) -> StoryboardPlatform? {
        let families = Set(earlier.map { $0.isWholeFamily ? $0.platform : nil })
        guard families.count == 1, let family = families.first ?? nil else { return nil }
        return family == .iOS ? .macOS : .iOS
    }

    private static func platform(_ part: String) -> StoryboardPlatform? {
        if wholeUIKit.contains(part) || partUIKit.contains(part) { return .iOS }
        return wholeAppKit.contains(part) ? .macOS : nil
    }
}
