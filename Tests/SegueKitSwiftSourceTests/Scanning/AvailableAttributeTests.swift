import Foundation
@testable import SegueKitSwiftSource
import Testing

@Suite("A class's @available attributes")
struct AvailableAttributeTests {
    private func availability(of declaration: String) -> [String] {
        SwiftSourceScan.scan(source: declaration + " final class Cards: UIViewController {}\n", path: "Cards.swift").classes.first?.availability ?? []
    }

    @Test func anAttributeIsWrittenAsTheAppWroteItWithoutItsWording() {
        #expect(availability(of: "@available(iOS 16.1,macCatalyst 16.1, *)") == ["@available(iOS 16.1, macCatalyst 16.1, *)"])
        #expect(availability(of: "@available(tvOS, unavailable, message: \"No wallet\")") == ["@available(tvOS, unavailable)"])
        #expect(availability(of: "@available(iOS, introduced: 14, deprecated: 17, renamed: \"Wallet\")")
            == ["@available(iOS, introduced: 14, deprecated: 17)"])
        #expect(availability(of: "@available(Cards) @MainActor") == ["@available(Cards)"])
        // Nothing but the platform left: no attribute (`@available(iOS)` would not compile).
        #expect(availability(of: "@available(iOS, renamed: \"DetailScreen\")") == [])
        #expect(availability(of: "@available(iOS, message: \"Use DetailScreen\")") == [])
    }

    @Test func aDeprecationEverywhereIsNotAnAvailability() {
        let scan = SwiftSourceScan.scan(source: "@available(*, deprecated, message: \"Old\") class Old: UIViewController {}\n", path: "Old.swift")
        #expect(scan.classes.map(\.availability) == [[]])
        #expect(scan.classes.map(\.isDeprecated) == [true])
    }

    /// An app that uses SegueKit is built for iOS 13 or later: `@available(iOS 13.0, *)` leaves no
    /// build of it out, and generated code can name the class as if it had none.
    @Test func introductionsEveryBuildOfSegueKitMeetsAreLeftOut() {
        for met in ["@available(iOS 13.0, *)", "@available(iOS 13, tvOS 12, macOS 10.15, *)", "@available(OSX 10.10, iOS 8, *)",
                    "@available(iOS, introduced: 13.0)", "@available(iOS 13, watchOS 9, *)", "@available(iOS 13, macCatalyst 13, visionOS 1, *)"] {
            #expect(availability(of: met) == [], "\(met)")
        }
        for leavingOut in ["@available(iOS 13.1, *)", "@available(iOS 13, macOS 11, *)", "@available(macCatalyst 14, *)",
                           "@available(iOS, introduced: 13, deprecated: 15)", "@available(iOS, unavailable)",
                           "@available(iOSApplicationExtension, unavailable)", "@available(Cards)", "@available(iOS 13.x, *)"] {
            #expect(availability(of: leavingOut) != [], "\(leavingOut)")
        }
    }

    /// What an attribute says about the platforms a class's framework is not built for leaves no build
    /// of it out: UIKit's Mac builds are Mac Catalyst's, and iOS's availability holds there and on
    /// visionOS too.
    @Test func onlyTheFrameworksPlatformsCount() {
        #expect(!AvailableAttribute.leavesOutBuilds("@available(macOS, unavailable)", of: .uiKit))
        #expect(AvailableAttribute.leavesOutBuilds("@available(macOS, unavailable)", of: .macOS))
        #expect(!AvailableAttribute.leavesOutBuilds("@available(iOS 16, tvOS 16, *)", of: .macOS))
        #expect(AvailableAttribute.leavesOutBuilds("@available(iOS 16, *)", of: .macCatalyst))
        #expect(AvailableAttribute.leavesOutBuilds("@available(iOS, unavailable)", of: .visionOS))
        #expect(!AvailableAttribute.leavesOutBuilds("@available(iOS 13, macOS 12, *)", of: .uiKit))
        #expect(AvailableAttribute.leavesOutBuilds("@available(Cards)", of: .macOS))
        #expect(!AvailableAttribute.leavesOutBuilds("@available(macCatalyst 13.1, *)", of: .uiKit))
    }

    @Test func aDeprecationOnOnePlatformOnlyDeprecates() {
        #expect(AvailableAttribute.onlyDeprecates("@available(iOS, deprecated: 16)"))
        #expect(AvailableAttribute.onlyDeprecates("@available(Cards, deprecated)"))
        #expect(!AvailableAttribute.onlyDeprecates("@available(iOS, introduced: 14, deprecated: 16)"))
        // iOS 13 is every build's: what is left deprecates.
        #expect(AvailableAttribute.onlyDeprecates("@available(iOS, introduced: 13, deprecated: 16)"))
        #expect(!AvailableAttribute.onlyDeprecates("@available(iOS 16, *)"))
    }

    /// The versions every build meets are SegueKit's own minimum deployment targets: were those
    /// raised, the table could stay; were they lowered, classes of versions in between would be named
    /// where builds lack them.
    @Test func theMinimumVersionsAreSegueKitsDeploymentTargets() throws {
        let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let minimums = AvailableAttribute.minimumVersions
        let written = ["iOS", "tvOS", "macOS"].map { platform in
            ".\(platform)(.v\(minimums[platform, default: []].map(String.init).joined(separator: "_")))"
        }
        #expect(text.contains("platforms: [\(written.joined(separator: ", "))]"))
    }
}
