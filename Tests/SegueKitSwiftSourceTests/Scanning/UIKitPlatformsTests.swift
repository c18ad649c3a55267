@testable import SegueKitSwiftSource
import Testing

@Suite("The platforms of UIKit's family an #if compiles a class on")
struct UIKitPlatformsTests {
    @Test(arguments: [
        ("canImport(UIKit)", UIKitPlatforms.all),
        ("os(iOS)", [.iOS, .macCatalyst]),
        ("!targetEnvironment(macCatalyst)", [.iOS, .tvOS, .visionOS]),
        ("os(iOS)&&!targetEnvironment(macCatalyst)", .iOS),
        ("os(iOS)||os(tvOS)", [.iOS, .macCatalyst, .tvOS]),
        ("!(os(tvOS)||os(visionOS))", [.iOS, .macCatalyst]),
        ("os(macOS)", []),
        ("canImport(AppKit)", .macCatalyst),
    ] as [(String, UIKitPlatforms)])
    func aPlatformConditionIsEvaluatedOnEachPlatform(_ condition: String, _ platforms: UIKitPlatforms) {
        #expect(UIKitPlatforms(condition: condition) == platforms)
    }

    @Test(arguments: ["DEBUG", "os(iOS)&&DEBUG", "targetEnvironment(simulator)", "canImport(ARKit)", "swift(>=5.9)", "os(iOS"])
    func aConditionAboutMoreThanThePlatformSaysNothing(_ condition: String) {
        #expect(UIKitPlatforms(condition: condition) == nil)
    }

    /// Each condition, read back, holds on the platforms it was written for.
    @Test func theWrittenConditionHoldsOnExactlyThosePlatforms() {
        for raw in 1..<UIKitPlatforms.all.rawValue {
            let platforms = UIKitPlatforms(rawValue: raw)
            let written = platforms.condition.filter { $0 != " " }
            #expect(UIKitPlatforms(condition: written) == platforms, "\(platforms.condition)")
        }
        #expect(UIKitPlatforms([.iOS, .macCatalyst]).condition == "os(iOS)")
        #expect(UIKitPlatforms([.iOS, .tvOS, .visionOS]).condition == "!targetEnvironment(macCatalyst)")
    }

    @Test func aClassIsCompiledWhereEveryBranchAroundItIs() {
        let scan = SwiftSourceScan.scan(source: """
            import UIKit
            final class Everywhere: UIViewController {}
            #if canImport(UIKit)
            #if !targetEnvironment(macCatalyst)
            final class NotOnMac: UIViewController {}
            #elseif os(iOS)
            final class CatalystOnly: UIViewController {}
            #else
            final class Neither: UIViewController {}
            #endif
            #endif
            #if os(tvOS)
            #else
            final class NotOnTV: UIViewController {}
            #endif
            #if DEBUG
            final class Debug: UIViewController {}
            #endif
            """, path: "A.swift")
        let platforms = Dictionary(uniqueKeysWithValues: scan.classes.map { ($0.name, $0.uiKitPlatforms) })
        #expect(platforms == [
            "Everywhere": .all, "NotOnMac": [.iOS, .tvOS, .visionOS], "CatalystOnly": .macCatalyst, "Neither": [],
            "NotOnTV": [.iOS, .macCatalyst, .visionOS], "Debug": .all,
        ])
    }
}
