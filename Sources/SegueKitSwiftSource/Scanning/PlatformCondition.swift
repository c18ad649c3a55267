/// What an `#if` condition says about the builds that compile its branch: on which platforms, and
/// whether anything but the platform or the toolchain decides.
struct PlatformCondition {
    /// The platforms where the condition holds in every build.
    var surely: ApplePlatforms = []
    /// The platforms where it holds in some build: with `surely`, all it says about the platform. Where
    /// one holds and the other does not, a build configuration (`DEBUG`), the toolchain or a test the
    /// scan does not know decides.
    var possibly: ApplePlatforms = .all
    /// Whether every test of the condition is about the platform (`os(…)`, Mac Catalyst, `canImport` of
    /// UIKit, AppKit or WatchKit), though it may not say which family (`canImport(AppKit)` holds on Mac
    /// Catalyst too): no build configuration such as `DEBUG`, the simulator or an architecture, which
    /// builds of one storyboard differ in.
    var isAboutPlatform = false
    /// Whether a build configuration decides it, which builds of one app for one platform differ in: a
    /// test that is neither about the platform nor the same in every build of one app with one Xcode
    /// (`DEBUG`, `targetEnvironment(simulator)`, `arch(arm64)`). The same in every build are `true`,
    /// `false`, the toolchain (`swift(>=5.9)`, `compiler(…)`, `hasFeature(…)`, `hasAttribute(…)`), and
    /// a framework every SDK of the Xcode versions that build Swift 6 has (`canImport(SwiftUI)`,
    /// `canImport(Combine)`). A condition that cannot be read may be one.
    var dependsOnConfiguration = true

    /// The condition `written` without spaces (`os(iOS)||os(tvOS)`). One that cannot be read says
    /// nothing.
    init(_ written: String) {
        guard let condition = CompilationCondition(written) else { return }
        (surely, possibly) = condition.platforms(where: ApplePlatforms.holding)
        func isPlatformTest(_ test: String) -> Bool {
            test.hasPrefix("os(")
                || ["targetEnvironment(macCatalyst)", "canImport(UIKit)", "canImport(AppKit)", "canImport(WatchKit)"].contains(test)
        }
        func isSameInEveryBuild(_ test: String) -> Bool {
            ["swift(", "compiler(", "hasFeature(", "hasAttribute("].contains(where: test.hasPrefix)
                || ["true", "false", "canImport(SwiftUI)", "canImport(Combine)"].contains(test)
        }
        let tests = condition.tests
        isAboutPlatform = tests.allSatisfy(isPlatformTest)
        dependsOnConfiguration = !tests.allSatisfy { isPlatformTest($0) || isSameInEveryBuild($0) }
    }
}
