import SegueKitStoryboard
import SegueKitSwiftSource
import Testing

/// The one rule `check` and `generate` share for scene classes renamed in code only.
@Suite("Scene classes the sources must declare")
struct MissingSceneClassesTests {
    static let modules = ModuleMap([.init(name: "App", path: "App"), .init(name: "Kit", path: "Kit")], baseDirectory: "/src")

    static func sources(_ files: [String: String]) -> SwiftSourceScan {
        var scan = SwiftSourceScan()
        for (path, source) in files.sorted(by: { $0.key < $1.key }) { scan.merge(SwiftSourceScan.scan(source: source, path: path)) }
        return scan
    }

    static let app = sources([
        "/src/App/Home.swift": "final class HomeViewController: UIViewController {}",
        "/src/Kit/Badge.swift": "final class BadgeViewController: UIViewController {}",
    ])

    @Test func withoutModuleNamesOnlyTheTargetsClassesMustBeDeclared() {
        let missing = MissingSceneClasses(Self.app, modules: ModuleMap())
        #expect(missing.isMissing("HomeScreenViewController", customModule: "App", provider: "target", storyboard: "Main.storyboard"))
        #expect(!missing.isMissing("HomeViewController", customModule: "App", provider: "target", storyboard: "Main.storyboard"))
        // Which module "App" is, nothing says: it may be a framework's.
        #expect(!missing.isMissing("HomeScreenViewController", customModule: "App", provider: nil, storyboard: "Main.storyboard"))
        // An Objective-C class has no module.
        #expect(!missing.isMissing("LegacyViewController", customModule: nil, provider: nil, storyboard: "Main.storyboard"))
    }

    @Test func aClassOfAnotherModulesFilesIsMissingFromTheScenesModule() {
        let missing = MissingSceneClasses(Self.app, modules: Self.modules)
        #expect(missing.isMissing("BadgeViewController", customModule: "App", provider: "target", storyboard: "/src/App/Main.storyboard"))
        #expect(!missing.isMissing("BadgeViewController", customModule: "Kit", provider: nil, storyboard: "/src/App/Main.storyboard"))
        #expect(missing.names(visibleIn: "App") == ["HomeViewController"])
    }

    @Test func aSceneNamingItsModuleMustBeDeclaredWhenTheSourcesAreThatModules() {
        let missing = MissingSceneClasses(Self.app, modules: Self.modules)
        #expect(missing.isMissing("ProfileViewController", customModule: "App", provider: nil, storyboard: "/src/App/Main.storyboard"))
        #expect(!missing.isMissing("ProfileViewController", customModule: "Vendor", provider: nil, storyboard: "/src/App/Main.storyboard"))
    }

    @Test func aTargetClassOfUnknownModuleMustBeDeclaredBySomeFile() {
        let missing = MissingSceneClasses(Self.app, modules: Self.modules)
        #expect(missing.isMissing("GoneViewController", customModule: nil, provider: "target", storyboard: "/elsewhere/Main.storyboard"))
        #expect(!missing.isMissing("BadgeViewController", customModule: nil, provider: "target", storyboard: "/elsewhere/Main.storyboard"))
    }

    @Test func aFileOfNoKnownModuleDeclaresForEveryModule() {
        let scan = Self.sources(["/other/Home.swift": "final class HomeViewController: UIViewController {}", "/src/App/A.swift": "final class A: UIViewController {}"])
        let missing = MissingSceneClasses(scan, modules: Self.modules)
        #expect(!missing.isMissing("HomeViewController", customModule: "App", provider: "target", storyboard: "/src/App/Main.storyboard"))
    }

    @Test func sourcesWithoutAClassMissNothing() {
        let missing = MissingSceneClasses(Self.sources(["/src/App/Book.swift": "struct Book {}"]), modules: Self.modules)
        #expect(!missing.isMissing("HomeViewController", customModule: "App", provider: "target", storyboard: "/src/App/Main.storyboard"))
    }
}
