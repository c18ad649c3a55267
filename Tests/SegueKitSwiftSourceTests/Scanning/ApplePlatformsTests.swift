@testable import SegueKitSwiftSource
import Testing

/// The platforms where `condition` holds, as the scan reads it, when the platform alone decides it;
/// else `nil`.
private func exactPlatforms(of condition: String) -> ApplePlatforms? {
    let read = PlatformCondition(condition)
    return read.surely == read.possibly ? read.surely : nil
}

@Suite("The platforms an #if compiles a class on")
struct ApplePlatformsTests {
    @Test(arguments: [
        ("canImport(UIKit)", ApplePlatforms.uiKit),
        ("os(iOS)", [.iOS, .macCatalyst]),
        ("!targetEnvironment(macCatalyst)", [.iOS, .tvOS, .visionOS, .macOS]),
        ("os(iOS)&&!targetEnvironment(macCatalyst)", .iOS),
        ("os(iOS)||os(tvOS)", [.iOS, .macCatalyst, .tvOS]),
        ("!(os(tvOS)||os(visionOS))", [.iOS, .macCatalyst, .macOS]),
        ("os(macOS)", .macOS),
        ("os(watchOS)", []),
        ("canImport(AppKit)", [.macCatalyst, .macOS]),
        ("(os(iOS)||os(macOS))&&!targetEnvironment(macCatalyst)", [.iOS, .macOS]),
        ("os(tvOS)||DEBUG&&os(watchOS)", .tvOS),
    ] as [(String, ApplePlatforms)])
    func aPlatformConditionIsEvaluatedOnEachPlatform(_ condition: String, _ platforms: ApplePlatforms) {
        #expect(exactPlatforms(of: condition) == platforms)
    }

    /// A condition nested deeper than any app writes is not read, rather than read until the stack runs
    /// out: the scan of its file goes on.
    @Test func aConditionNestedTooDeepIsNotReadAndTheScanGoesOn() {
        let deep = String(repeating: "(", count: 10_000) + "os(iOS)" + String(repeating: ")", count: 10_000)
        let negated = String(repeating: "!", count: 10_000) + "os(iOS)"
        #expect(exactPlatforms(of: deep) == nil && exactPlatforms(of: negated) == nil)
        #expect(exactPlatforms(of: String(repeating: "(", count: 99) + "os(iOS)" + String(repeating: ")", count: 99)) == [.iOS, .macCatalyst])
        let scan = SwiftSourceScan.scan(source: "#if \(deep)\nfinal class A: UIViewController {}\n#elseif \(negated)\n#endif\nfinal class B: UIViewController {}\n", path: "A.swift")
        #expect(scan.classes.map(\.name) == ["A", "B"])
    }

    @Test(arguments: ["DEBUG", "os(iOS)&&DEBUG", "targetEnvironment(simulator)", "canImport(ARKit)", "swift(>=5.9)", "os(iOS", "(os(iOS)", "os(iOS)||"])
    func aConditionAboutMoreThanThePlatformSaysNothing(_ condition: String) {
        #expect(exactPlatforms(of: condition) == nil)
    }

    /// Each condition, read back, holds on the platforms it was written for, among those of the code
    /// around it: UIKit's in a UIKit section, or all.
    @Test(arguments: [ApplePlatforms.uiKit, .all])
    func theWrittenConditionHoldsOnExactlyThosePlatforms(within enclosing: ApplePlatforms) throws {
        for raw in 0...ApplePlatforms.all.rawValue {
            let platforms = ApplePlatforms(rawValue: raw).intersection(enclosing)
            guard !platforms.isEmpty, platforms != enclosing else { continue }
            let written = platforms.condition(within: enclosing)
            let read = try #require(exactPlatforms(of: written.filter { $0 != " " }), "\(written)")
            #expect(read.intersection(enclosing) == platforms, "\(written)")
        }
        #expect(ApplePlatforms([.iOS, .macCatalyst]).condition(within: .uiKit) == "os(iOS)")
        #expect(ApplePlatforms([.iOS, .tvOS, .visionOS]).condition(within: .uiKit) == "!targetEnvironment(macCatalyst)")
        #expect(ApplePlatforms([.iOS, .macCatalyst, .visionOS]).condition(within: .uiKit) == "os(iOS) || os(visionOS)")
        #expect(ApplePlatforms([.iOS, .tvOS]).condition(within: .uiKit) == "(os(iOS) && !targetEnvironment(macCatalyst)) || os(tvOS)")
        #expect(ApplePlatforms([.iOS, .macCatalyst, .macOS]).condition(within: .all) == "os(iOS) || os(macOS)")
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
            #if (os(iOS) || os(tvOS)) && DEBUG
            final class DebugOnPhoneAndTV: UIViewController {}
            #elseif canImport(UIKit)
            final class NotDebugOnPhoneAndTV: UIViewController {}
            #endif
            """, path: "A.swift")
        let platforms = Dictionary(uniqueKeysWithValues: scan.classes.map { ($0.name, $0.platforms) })
        #expect(platforms == [
            "Everywhere": .all, "NotOnMac": [.iOS, .tvOS, .visionOS], "CatalystOnly": .macCatalyst, "Neither": [],
            "NotOnTV": [.iOS, .macCatalyst, .visionOS, .macOS], "Debug": .all,
            // Where the `#if` may hold, and the `#elseif` wherever its condition does, as builds of iOS and
            // tvOS without DEBUG take it.
            "DebugOnPhoneAndTV": [.iOS, .macCatalyst, .tvOS], "NotDebugOnPhoneAndTV": .uiKit,
        ])
    }
}
