import Foundation
import Testing
import SegueKitChecker
import SegueKitSwiftSource
import SegueKitStoryboard

/// One target's iOS and macOS storyboards, checked together against sources that declare each class once
/// per platform (`#if os(iOS)` … `#elseif os(macOS)`): each storyboard is checked against its platform's
/// branch, and code both platforms compile against the storyboards of both.
@Suite("Checking a multiplatform target")
struct MultiplatformCheckTests {
    /// A storyboard of document `type` whose `SettingsViewController` scene has `segues` (identifier and
    /// kind, one per line from line 4) to `AboutViewController`.
    static func storyboard(type: String, runtime: String, _ segues: [(identifier: String, kind: String)]) -> String {
        let lines = segues.enumerated().map { #"<segue destination="b" kind="\#($1.kind)" identifier="\#($1.identifier)" id="g\#($0 + 1)"/>"# }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" targetRuntime="\(runtime)"><scenes>
            <scene sceneID="s1"><objects><viewController id="a" customClass="SettingsViewController" sceneMemberID="viewController"><connections>
            \(lines.joined(separator: "\n"))
            </connections></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="AboutViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
    }

    static let iOS = storyboard(
        type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", runtime: "iOS.CocoaTouch", [("showAbout", "show"), ("showHelp", "presentation")])
    static let macOS = storyboard(
        type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", runtime: "MacOSX.Cocoa", [("showAbout", "sheet"), ("showLicense", "modal")])
    static let tvOS = storyboard(type: "com.apple.InterfaceBuilder.AppleTV.Storyboard", runtime: "AppleTV", [("showAbout", "show"), ("showShelf", "show")])

    private func check(_ source: String) throws -> [String] {
        let documents = [try Fixtures.parse(xml: Self.iOS, path: "iOS.storyboard"), try Fixtures.parse(xml: Self.macOS, path: "macOS.storyboard")]
        return StoryboardCodeChecker(documents: documents, scan: SwiftSourceScan.scan(source: source, path: "App.swift")).check().map(\.description)
    }

    /// The lines of `segue-case-conditional` findings for `SettingsViewController`, declared once for
    /// both platforms, whose enum has `cases` (`#if` lines and cases, from line 13) after two plain ones.
    private func conditionalCaseLines(_ cases: String, _ documents: [StoryboardDocument]) -> [String] {
        let source = """
            #if canImport(UIKit)
            import UIKit
            typealias PlatformViewController = UIViewController
            #else
            import AppKit
            typealias PlatformViewController = NSViewController
            #endif
            final class AboutViewController: PlatformViewController {}
            final class SettingsViewController: PlatformViewController, SegueHandlerType {
                enum SegueIdentifier: String {
                    case showHelp, showLicense
            \(cases)
                }
            }
            """
        let scan = SwiftSourceScan.scan(source: source, path: "App.swift")
        return StoryboardCodeChecker(documents: documents, scan: scan).check().filter { $0.rule == "segue-case-conditional" }.map { "\($0.line ?? 0)" }
    }

    /// Whether a case is in every build that uses its segue depends on the storyboards' platforms: the
    /// platform decides part of a condition (`os(macOS) || DEBUG` holds in every Mac build), and a
    /// branch the platform never takes (an `#else` after `canImport(UIKit)`) is no build of it.
    @Test func aCaseIsConditionalOnlyForBuildsOfTheStoryboardsPlatforms() throws {
        let iOS = try Fixtures.parse(xml: Self.iOS, path: "iOS.storyboard"), macOS = try Fixtures.parse(xml: Self.macOS, path: "macOS.storyboard")
        let macOrDebug = "#if os(macOS) || DEBUG\ncase showAbout\n#endif"
        #expect(conditionalCaseLines(macOrDebug, [macOS]) == [])
        #expect(conditionalCaseLines(macOrDebug, [iOS]) == ["13"], "an iOS build without DEBUG lacks it")
        #expect(conditionalCaseLines(macOrDebug, [iOS, macOS]) == ["13"])
        // Every branch a build of the platform may take has the case.
        let everyBranch = "#if DEBUG\ncase showAbout\n#elseif canImport(UIKit)\ncase showAbout\n#else\ncase showAbout\n#endif"
        for documents in [[iOS], [macOS], [iOS, macOS]] { #expect(conditionalCaseLines(everyBranch, documents) == []) }
        let iOSDebug = "#if os(iOS) && DEBUG\ncase showAbout\n#else\ncase showAbout\n#endif"
        #expect(conditionalCaseLines(iOSDebug, [macOS]) == [] && conditionalCaseLines(iOSDebug, [iOS]) == [])
        // Still a warning where a build of the platform lacks it, also when an empty branch every build
        // of the platform takes comes first.
        let debugOnMac = "#if os(macOS) && DEBUG\ncase showAbout\n#elseif canImport(UIKit)\ncase showAbout\n#endif"
        #expect(conditionalCaseLines(debugOnMac, [macOS]) == ["13"] && conditionalCaseLines(debugOnMac, [iOS]) == [])
        let neverOnMac = "#if os(macOS)\n#elseif os(Linux) && DEBUG\ncase showAbout\n#endif"
        #expect(conditionalCaseLines(neverOnMac, [macOS]) == ["14"])
    }

    /// A case in every branch of an `#if` … `#else` chain is in every build, whatever the conditions:
    /// every chain of one or two of these conditions, checked against each platform's storyboard and
    /// both.
    @Test func aCaseInEveryBranchOfAChainIsNeverConditional() throws {
        let conditions = [
            "os(iOS)", "os(macOS)", "canImport(UIKit)", "canImport(AppKit)", "DEBUG", "os(iOS) && DEBUG", "canImport(UIKit) && DEBUG",
            "targetEnvironment(macCatalyst)", "os(tvOS)", "true", "false", "swift(>=5.9)", "!os(macOS)", "os(macOS) && DEBUG",
            "targetEnvironment(simulator)",
        ]
        let chains = conditions.map { [$0] } + conditions.flatMap { first in conditions.filter { $0 != first }.map { [first, $0] } }
        let iOS = try Fixtures.parse(xml: Self.iOS, path: "iOS.storyboard"), macOS = try Fixtures.parse(xml: Self.macOS, path: "macOS.storyboard")
        var conditional: [String] = []
        for chain in chains {
            let branches = chain.enumerated().map { "\($0.offset == 0 ? "#if" : "#elseif") \($0.element)\ncase showAbout" }
            let cases = branches.joined(separator: "\n") + "\n#else\ncase showAbout\n#endif"
            for documents in [[iOS], [macOS], [iOS, macOS]] where !conditionalCaseLines(cases, documents).isEmpty {
                conditional.append("\(chain) with \(documents.map(\.filePath))")
            }
        }
        #expect(chains.count == 225)
        #expect(conditional == [], "\(conditional.count): \(conditional.prefix(10))")
    }

    @Test func eachStoryboardsScenesAreCheckedAgainstTheirPlatformsClasses() throws {
        let findings = try check("""
            #if os(iOS)
            final class SettingsViewController: UIViewController, SegueHandlerType {
                enum SegueIdentifier: String { case showAbout, showHelp }
            }
            final class AboutViewController: UIViewController {}
            #elseif os(macOS)
            final class SettingsViewController: NSViewController, SegueHandlerType {
                enum SegueIdentifier: String { case showAbout, showLicence }
            }
            final class AboutViewController: NSViewController {}
            #endif
            """)
        // No scene-kind errors from the other platform's superclass; the macOS enum's misspelt case, and
        // the macOS segue it misses, are found in the macOS branch.
        #expect(findings == [
            "App.swift:8:52: error: case 'showLicence' of SettingsViewController.SegueIdentifier matches no segue of SettingsViewController in macOS.storyboard; it has 'showAbout', 'showLicense'",
            "macOS.storyboard:5:1: error: segue 'showLicense' of SettingsViewController has no case in SettingsViewController.SegueIdentifier (declared at App.swift:8)",
        ], "\(findings)")
    }

    @Test func anEnumBothPlatformsCompileMayNameEitherPlatformsSegues() throws {
        let findings = try check("""
            #if canImport(UIKit)
            final class SettingsViewController: UIViewController, SegueHandlerType {}
            final class AboutViewController: UIViewController {}
            #else
            final class SettingsViewController: NSViewController, SegueHandlerType {}
            final class AboutViewController: NSViewController {}
            #endif
            extension SettingsViewController {
                enum SegueIdentifier: String { case showAbout, showHelp, showLicense, showNothing }
            }
            """)
        #expect(findings == [
            "App.swift:9:75: error: case 'showNothing' of SettingsViewController.SegueIdentifier matches no segue of SettingsViewController in iOS.storyboard; it has 'showAbout', 'showHelp'",
            "App.swift:9:75: error: case 'showNothing' of SettingsViewController.SegueIdentifier matches no segue of SettingsViewController in macOS.storyboard; it has 'showAbout', 'showLicense'",
        ], "\(findings)")
    }

    /// A class only one platform's storyboards have, declared without `#if` among sources that have one
    /// elsewhere: its drift is found as in a run of that platform alone, and the module named by
    /// `--module` is known from either platform's storyboards.
    @Test func aClassOfOnePlatformInCodeWithoutIfKeepsItsFindings() throws {
        let phone = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><scenes>
            <scene sceneID="s1"><objects><viewController id="a" customClass="PhoneViewController" customModule="PhoneApp" sceneMemberID="viewController"><connections>
            <segue destination="b" kind="show" identifier="showAbout" id="g1"/>
            </connections></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        var scan = SwiftSourceScan.scan(source: """
            final class PhoneViewController: UIViewController, SegueHandlerType {
                enum SegueIdentifier: String { case showAbout, showStale }
                func go() { performSegue(withIdentifier: "showMissing", sender: nil) }
            }
            """, path: "Phone.swift")
        scan.merge(SwiftSourceScan.scan(source: "#if os(iOS)\nlet platformName = \"iOS\"\n#endif\n", path: "Util.swift"))
        var modules = ModuleMap()
        modules.sourceModule = "PhoneApp"
        let documents = [try Fixtures.parse(xml: phone, path: "iOS.storyboard"), try Fixtures.parse(xml: Self.macOS, path: "macOS.storyboard")]
        let findings = StoryboardCodeChecker(documents: documents, scan: scan, modules: modules).check()
        #expect(findings.map(\.rule) == ["case-without-segue", "string-identifier-without-segue"], "\(findings)")
        // The same enum at top level, named by the class's typealias.
        var aliased = SwiftSourceScan.scan(source: """
            final class PhoneViewController: UIViewController, SegueHandlerType { typealias SegueIdentifier = PhoneSegue }
            enum PhoneSegue: String { case showAbout, showStale }
            """, path: "Phone.swift")
        aliased.merge(SwiftSourceScan.scan(source: "#if os(iOS)\nlet platformName = \"iOS\"\n#endif\n", path: "Util.swift"))
        let aliasedFindings = StoryboardCodeChecker(documents: documents, scan: aliased, modules: modules).check()
        #expect(aliasedFindings.map(\.description) == [
            "Phone.swift:2:43: error: case 'showStale' of PhoneSegue matches no segue of PhoneApp.PhoneViewController in iOS.storyboard; it has 'showAbout'",
        ], "\(aliasedFindings)")
    }

    /// `#if canImport(AppKit)` holds on Mac Catalyst too, so the condition says no platform; but a
    /// branch whose classes derive from AppKit's controllers compiles only on macOS (they are unavailable
    /// on Mac Catalyst), and its `#else`, whose classes derive from UIKit's, only where UIKit's exist:
    /// each storyboard is checked against its own branch, whose enum is not a case only some builds compile.
    @Test func aClassDeclaredFirstUnderCanImportAppKitIsTheElseBranchsOnUIKit() throws {
        let source = """
            #if canImport(AppKit)
            class BaseViewController: NSViewController {}
            final class SettingsViewController: BaseViewController, SegueHandlerType {
                enum SegueIdentifier: String { case showAbout, showLicense }
            }
            final class AboutViewController: NSViewController {}
            #else
            class BaseViewController: UIViewController {}
            final class SettingsViewController: BaseViewController, SegueHandlerType {
                enum SegueIdentifier: String { case showAbout, showHelp }
            }
            final class AboutViewController: UIViewController {}
            #endif
            """
        #expect(try check(source) == [])
        let scan = SwiftSourceScan.scan(source: source, path: "App.swift")
        for (platform, framework) in [(StoryboardPlatform.iOS, "UIViewController"), (.macOS, "NSViewController")] {
            let classes = scan.confined(to: ApplePlatforms(platform)).classes
            #expect(classes.map(\.name) == ["BaseViewController", "SettingsViewController", "AboutViewController"], "\(platform)")
            #expect(classes.first?.superclass == framework && classes.last?.superclass == framework, "\(platform)")
        }
        // So is a branch that names the framework's controller in a typealias, or whose class is in a
        // branch inside it.
        for shape in [
            "#if canImport(AppKit)\ntypealias PlatformViewController = NSViewController\n#else\ntypealias PlatformViewController = UIViewController\n#endif\n",
            "#if canImport(AppKit)\n#if DEBUG\nclass Probe: NSViewController {}\n#endif\n#else\nclass Probe: UIViewController {}\n#endif\n",
        ] {
            let blocks = SwiftSourceScan.scan(source: shape, path: "Shape.swift").platformBlocks
            #expect(blocks.map(\.platforms.family) == [.macOS, .iOS], "\(shape)")
        }
        // A branch whose classes derive from both frameworks' controllers compiles nowhere: it is no platform's.
        let both = SwiftSourceScan.scan(source: "#if canImport(AppKit)\nclass A: NSViewController {}\nclass B: UIViewController {}\n#endif\n", path: "Both.swift")
        #expect(both.platformBlocks.map(\.platforms) == [[.macCatalyst, .macOS]])
        #expect(both.confined(to: .uiKit).classes.count == 2 && both.confined(to: .macOS).classes.count == 2)
    }

    /// The same when the branch's classes derive from a base class another file declares under
    /// `#if canImport(AppKit)`: once the files are merged, the base's controllers decide the branch.
    @Test func aBranchWhoseClassesDeriveFromAnotherFilesBaseIsTheBasesPlatform() throws {
        func scan(base: String) -> SwiftSourceScan {
            var scan = SwiftSourceScan.scan(source: base, path: "Base.swift")
            scan.merge(SwiftSourceScan.scan(source: """
                #if canImport(AppKit)
                final class SettingsViewController: MacBaseViewController, SegueHandlerType {
                    enum SegueIdentifier: String { case showAbout, showLicense }
                }
                final class AboutViewController: MacBaseViewController {}
                #else
                final class SettingsViewController: UIViewController, SegueHandlerType {
                    enum SegueIdentifier: String { case showAbout, showHelp }
                }
                final class AboutViewController: UIViewController {}
                #endif
                """, path: "Settings.swift"))
            scan.resolveAcrossFiles()
            return scan
        }
        let decided = scan(base: "#if canImport(AppKit)\nclass MacBaseViewController: NSViewController {}\n#endif\n")
        #expect(Set(decided.platformBlocks.map { "\($0.path):\($0.lines) \($0.platforms.family.map { "\($0)" } ?? "-")" })
            == ["Base.swift:1...3 macOS", "Settings.swift:1...6 macOS", "Settings.swift:6...11 iOS"])
        let documents = [try Fixtures.parse(xml: Self.iOS, path: "iOS.storyboard"), try Fixtures.parse(xml: Self.macOS, path: "macOS.storyboard")]
        #expect(StoryboardCodeChecker(documents: documents, scan: decided).check().isEmpty)
        // The iOS storyboard alone (an iOS app that also builds on the Mac), against what iOS compiles.
        #expect(StoryboardCodeChecker(documents: [documents[0]], scan: decided.confined(to: ApplePlatforms(building: documents[0]))).check().isEmpty)
        // A base declared for each framework decides nothing.
        let ambiguous = scan(base: "class MacBaseViewController: PlatformViewController {}\n#if canImport(AppKit)\nclass PlatformViewController: NSViewController {}\n#else\nclass PlatformViewController: UIViewController {}\n#endif\n")
        #expect(!ambiguous.platformBlocks.contains { $0.path == "Settings.swift" && $0.platforms == .macOS })
    }

    /// `typealias Home` declared once per platform, each naming that platform's class, and the enum in an
    /// `extension Home` both compile: each platform's storyboard is checked against its own class's enum.
    @Test func anExtensionOfATypealiasDeclaredPerPlatformIsEachPlatformsClasss() throws {
        func storyboard(mac: Bool, className: String, identifiers: [String]) throws -> StoryboardDocument {
            let segues = identifiers.enumerated().map { #"<segue destination="a" kind="show" identifier="\#($1)" id="g\#($0)"/>"# }.joined()
            return try Fixtures.parse(xml: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.\(mac ? "Cocoa" : "CocoaTouch").Storyboard.XIB" version="3.0" targetRuntime="\(mac ? "MacOSX.Cocoa" : "iOS.CocoaTouch")"><scenes>
                <scene sceneID="s"><objects><viewController id="a" customClass="\(className)" sceneMemberID="viewController"><connections>\(segues)</connections></viewController></objects></scene>
                </scenes></document>
                """, path: mac ? "macOS.storyboard" : "iOS.storyboard")
        }
        var scan = SwiftSourceScan.scan(source: """
            #if os(iOS)
            class PhoneHome: UIViewController {}
            typealias Home = PhoneHome
            #elseif os(macOS)
            class MacHome: NSViewController {}
            typealias Home = MacHome
            #endif
            extension Home {
                enum SegueIdentifier: String { case showA }
            }
            """, path: "Home.swift")
        scan.resolveAcrossFiles()
        let documents = [try storyboard(mac: false, className: "PhoneHome", identifiers: ["showA"]),
                         try storyboard(mac: true, className: "MacHome", identifiers: ["showA", "showMac"])]
        #expect(StoryboardCodeChecker(documents: documents, scan: scan).check().map(\.description) == [
            "macOS.storyboard:3:181: error: segue 'showMac' of MacHome has no case in MacHome.SegueIdentifier (declared at Home.swift:9)",
        ])
    }

    /// The findings for App.swift declaring `SettingsViewController` with `members` (from line 2) and
    /// `AboutViewController`, against `documents`.
    private func settingsFindings(_ members: String, _ documents: [StoryboardDocument]) -> [String] {
        let source = "final class SettingsViewController: UIViewController, SegueHandlerType {\n\(members)\n}\nfinal class AboutViewController: UIViewController {}\n"
        return StoryboardCodeChecker(documents: documents, scan: SwiftSourceScan.scan(source: source, path: "App.swift")).check().map(\.description)
    }

    /// An app's iOS and tvOS targets sharing a file: what only tvOS compiles (`#if os(tvOS)`) is not what
    /// the iOS storyboard's scenes run, nor is its `#else` what the tvOS storyboard's run. Each storyboard,
    /// alone (each target's check) or with the other (a multiplatform target), is checked against its own
    /// branch, and a case missing from tvOS builds only is in every build of the iOS storyboard.
    @Test func iOSAndTVOSStoryboardsAreEachCheckedAgainstTheirOwnBranch() throws {
        let iOS = try Fixtures.parse(xml: Self.iOS, path: "iOS.storyboard"), tvOS = try Fixtures.parse(xml: Self.tvOS, path: "tvOS.storyboard")
        func findings(_ tvOSCases: String, _ documents: [StoryboardDocument]) -> [String] {
            settingsFindings("""
                    #if os(tvOS)
                    enum SegueIdentifier: String { case \(tvOSCases) }
                    #else
                    enum SegueIdentifier: String {
                        case showAbout
                        #if !os(tvOS)
                        case showHelp
                        #endif
                    }
                    #endif
                """, documents)
        }
        for documents in [[iOS], [tvOS], [iOS, tvOS]] {
            #expect(findings("showAbout, showShelf", documents) == [], "\(documents.map(\.filePath))")
        }
        // A misspelt case in the tvOS branch is the tvOS storyboard's finding alone.
        #expect(findings("showAbout, showShelv", [iOS]) == [])
        let misspelt = [
            "App.swift:3:52: error: case 'showShelv' of SettingsViewController.SegueIdentifier matches no segue of SettingsViewController in tvOS.storyboard; it has 'showAbout', 'showShelf'",
            "tvOS.storyboard:5:1: error: segue 'showShelf' of SettingsViewController has no case in SettingsViewController.SegueIdentifier (declared at App.swift:3)",
        ]
        #expect(findings("showAbout, showShelv", [tvOS]) == misspelt)
        #expect(findings("showAbout, showShelv", [iOS, tvOS]) == misspelt)
    }

    /// The same with iOS's branch first: the `#else` of `#if os(iOS)` is tvOS's, though a visionOS build
    /// of the iOS storyboard would compile it too; an iOS storyboard is checked against what iOS
    /// compiles, and its misspellings are found there.
    @Test func theElseOfAnIOSBranchIsNotTheIOSStoryboards() throws {
        let iOS = try Fixtures.parse(xml: Self.iOS, path: "iOS.storyboard"), tvOS = try Fixtures.parse(xml: Self.tvOS, path: "tvOS.storyboard")
        func findings(_ iOSCases: String, _ documents: [StoryboardDocument]) -> [String] {
            settingsFindings("""
                    #if os(iOS)
                    enum SegueIdentifier: String { case \(iOSCases) }
                    #else
                    enum SegueIdentifier: String { case showAbout, showShelf }
                    #endif
                """, documents)
        }
        for documents in [[iOS], [tvOS], [iOS, tvOS]] {
            #expect(findings("showAbout, showHelp", documents) == [], "\(documents.map(\.filePath))")
        }
        let misspelt = findings("showAbout, showHepl", [iOS])
        #expect(misspelt.map { String($0.prefix(30)) } == ["App.swift:3:52: error: case 's", "iOS.storyboard:5:1: error: seg"], "\(misspelt)")
        #expect(findings("showAbout, showHepl", [iOS, tvOS]) == misspelt)
        #expect(findings("showAbout, showHepl", [tvOS]) == [])
    }

    /// Code only Mac Catalyst or visionOS compiles is the iOS storyboard's, which their builds use (no
    /// other kind of storyboard is built for them), as is code Mac Catalyst compiles with macOS: its
    /// misspellings are found, alone or beside tvOS's.
    @Test func codeOnlyMacCatalystCompilesIsTheIOSStoryboards() throws {
        let iOS = try Fixtures.parse(xml: Self.iOS, path: "iOS.storyboard"), tvOS = try Fixtures.parse(xml: Self.tvOS, path: "tvOS.storyboard")
        let conditions = ["targetEnvironment(macCatalyst)", "os(visionOS)", "targetEnvironment(macCatalyst) || os(visionOS)", "os(macOS) || targetEnvironment(macCatalyst)"]
        for condition in conditions {
            func findings(_ identifier: String, _ documents: [StoryboardDocument]) -> [String] {
                settingsFindings("""
                        #if \(condition)
                        func openHelp() { performSegue(withIdentifier: "\(identifier)", sender: nil) }
                        #endif
                    """, documents).map { String($0.prefix(36)) }
            }
            #expect(findings("showHelp", [iOS]) == [], "\(condition)")
            #expect(findings("showHepl", [iOS]) == ["App.swift:3:52: error: \"showHepl\" in"], "\(condition)")
            #expect(findings("showHepl", [iOS, tvOS]) == ["App.swift:3:52: error: \"showHepl\" in"], "\(condition)")
            #expect(findings("showHepl", [tvOS]) == [], "\(condition)")
        }
    }

    /// The platforms a storyboard's app builds it for: iOS storyboards run on iOS, Mac Catalyst and
    /// visionOS, tvOS ones (`…AppleTV.Storyboard`) on tvOS, and macOS ones on macOS.
    @Test func aStoryboardIsBuiltForItsDocumentTypesPlatforms() throws {
        #expect(ApplePlatforms(building: try Fixtures.parse(xml: Self.iOS)) == [.iOS, .macCatalyst, .visionOS])
        #expect(ApplePlatforms(building: try Fixtures.parse(xml: Self.tvOS)) == .tvOS)
        #expect(ApplePlatforms(building: try Fixtures.parse(xml: Self.macOS)) == .macOS)
    }
}
