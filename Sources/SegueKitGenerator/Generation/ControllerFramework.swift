import SegueKitStoryboard
import SegueKitSwiftSource

/// The framework a storyboard's controller classes are made with, and so where they exist: the `#if`
/// a class's generated `SegueIdentifier` goes inside when the file may be compiled where it does not.
enum ControllerFramework: CaseIterable {
    case uiKit, appKit, watchKit

    init(of document: StoryboardDocument) {
        self = document.isWatchKit ? .watchKit : Self(document.platform)
    }

    init(_ platform: StoryboardPlatform) {
        self = platform == .macOS ? .appKit : .uiKit
    }

    /// The platforms whose builds have the framework's controllers, among those `#if` tells apart.
    var platforms: ApplePlatforms {
        switch self {
        case .uiKit: .uiKit
        case .appKit: .macOS
        case .watchKit: []
        }
    }

    /// The condition under which the framework's controllers exist.
    var condition: String { condition(alsoImporting: nil) }

    /// ``condition``, with `module` importable too (typed segues need SegueKit).
    func condition(alsoImporting module: String?) -> String {
        let also = module.map { " && canImport(\($0))" } ?? ""
        return switch self {
        case .uiKit: "canImport(UIKit)\(also) && !os(watchOS)"
        case .appKit: "canImport(AppKit)\(also) && !targetEnvironment(macCatalyst)"
        case .watchKit: "os(watchOS)"
        }
    }

    /// The framework whose `#if` a class's enum goes in, or `nil` when the class exists wherever the file
    /// is compiled. `frameworks` are those of the storyboards with its segues or scenes; `severalGiven`,
    /// whether the storyboards are of several frameworks. Only a class of one framework needs one: when
    /// `code` declares it only in that framework's `#if`, or, with several given, does not declare it or
    /// derives it from that framework's controller.
    static func guarding(_ className: String, frameworks: Set<ControllerFramework>, severalGiven: Bool, code: ModuleCode?) -> ControllerFramework? {
        guard frameworks.count == 1, let framework = frameworks.first else { return nil }
        guard let code else { return severalGiven ? framework : nil }
        if code.platformOnlyClasses[className].map(Self.init) == framework { return framework }
        let shownOnOne = !code.declares(className) || declaredFramework(of: className, in: code) == framework
        return severalGiven && shownOnOne ? framework : nil
    }

    /// The framework whose controller class `className` derives from, as far as its superclasses are written.
    private static func declaredFramework(of className: String, in code: ModuleCode) -> ControllerFramework? {
        if code.chain(of: className).last?.lastNameComponent == "WKInterfaceController" { return .watchKit }
        return code.framework(ofClass: className).map(Self.init)
    }
}
