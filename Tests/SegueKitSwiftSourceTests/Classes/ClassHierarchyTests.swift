import SegueKitStoryboard
import SegueKitSwiftSource
import Testing

/// The one model of class chains, which `check` and `generate` both walk.
@Suite("Class chains")
struct ClassHierarchyTests {
    static func hierarchy(_ source: String, modules: ModuleMap = ModuleMap()) -> ClassHierarchy {
        ClassHierarchy(SwiftSourceScan.scan(source: source, path: "App.swift").classes, modules: modules)
    }

    /// `Kit.FormViewController` is Kit's class: with Kit's sources not given, the chain ends there, and
    /// never continues into the app's own `FormViewController`.
    @Test func aQualifiedSuperclassOfAModuleNotGivenEndsTheChain() {
        let hierarchy = Self.hierarchy("""
            class FormViewController: UIViewController {}
            final class SettingsViewController: Kit.FormViewController {}
            """)
        #expect(hierarchy.chain(of: "SettingsViewController", in: nil) == ["SettingsViewController", "Kit.FormViewController"])
    }

    /// The sources' own module, once `--module NAME` names it, and a nested class's owner qualify a
    /// superclass the chain follows. A nested class keeps the name code outside writes, whatever type
    /// it is nested in (a namespace `enum` too).
    @Test func aQualifierTheSourcesKnowIsFollowed() {
        var modules = ModuleMap()
        modules.sourceModule = "App"
        let own = Self.hierarchy("""
            class BaseViewController: UIViewController {}
            final class SignUpViewController: App.BaseViewController {}
            """, modules: modules)
        #expect(own.chain(of: "SignUpViewController", in: "App") == ["SignUpViewController", "BaseViewController", "UIViewController"])
        let nested = Self.hierarchy("""
            class Screens { class BaseViewController: UIViewController {} }
            final class SignUpViewController: Screens.BaseViewController {}
            """)
        #expect(nested.chain(of: "SignUpViewController", in: nil) == ["SignUpViewController", "Screens.BaseViewController", "UIViewController"])
        let namespaced = Self.hierarchy("""
            enum Auth { class BaseViewController: UIViewController {} }
            final class SignUpViewController: Auth.BaseViewController {}
            """)
        #expect(namespaced.chain(of: "SignUpViewController", in: nil) == ["SignUpViewController", "Auth.BaseViewController", "UIViewController"])
    }

    /// A storyboard's `AViewController` is the top-level class, whichever file the scan reads first.
    @Test func aTopLevelClassWinsOverANestedOneOfItsName() {
        for nestedFirst in [true, false] {
            let nested = "enum Legacy { final class AViewController: OldBase {} }"
            let topLevel = "final class AViewController: UIViewController {}"
            let hierarchy = Self.hierarchy(nestedFirst ? nested + "\n" + topLevel : topLevel + "\n" + nested)
            #expect(hierarchy.chain(of: "AViewController", in: nil) == ["AViewController", "UIViewController"])
        }
    }

    /// Past the sources' classes, the platform's; for a class whose chain the sources do not show to
    /// the end, those of the class its scene requires — but only for a class of the sources.
    @Test func aChainContinuesThroughThePlatformClassesOnlyForClassesOfTheSources() {
        let hierarchy = Self.hierarchy("""
            final class ListViewController: UITableViewController {}
            final class FormListViewController: FormViewController {}
            """)
        #expect(hierarchy.chainThroughPlatform(of: "ListViewController", in: nil)
            == ["ListViewController", "UITableViewController", "UIViewController", "UIResponder", "NSObject"])
        #expect(hierarchy.chainThroughPlatform(of: "FormListViewController", in: nil, sceneClass: "UIViewController")
            == ["FormListViewController", "FormViewController", "UIViewController", "UIResponder", "NSObject"])
        #expect(hierarchy.chainThroughPlatform(of: "LegacyViewController", in: nil, sceneClass: "UIViewController") == ["LegacyViewController"])
        // A platform class written with its framework's name is that class.
        let qualified = Self.hierarchy("final class PlainViewController: UIKit.UIViewController {}")
        #expect(qualified.chainThroughPlatform(of: "PlainViewController", in: nil)
            == ["PlainViewController", "UIKit.UIViewController", "UIResponder", "NSObject"])
    }
}
