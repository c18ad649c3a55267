import Testing
import SegueKitGenerator
import SegueKitStoryboard
import SegueKitSwiftSource

/// What `ModuleCode` makes of a scan: what the generated code may name, and how.
@Suite("Module code")
struct ModuleCodeTests {
    /// What another platform's branch declares says nothing about a class's visibility on this one.
    @Test func visibilityFollowsTheBranchesThePlatformCompiles() {
        let scan = SwiftSourceScan.scan(source: """
            #if os(iOS)
            public final class ListViewController: UIViewController {}
            #else
            final class ListViewController: PlatformViewController {}
            #endif
            """, path: "V.swift")
        // `os(iOS)`'s `#else` may be tvOS's (its class derives from no platform's controller by name): it
        // stays, and a declaration public in one branch is widest public (what a generated
        // SegueIdentifier follows) and lowest internal (what names it follows).
        let code = ModuleCode(scan.confined(to: .uiKit))
        #expect(code.restrictedTypes["ListViewController"] == .internal && code.widestRestrictedTypes["ListViewController"] == nil)
        let macOnly = SwiftSourceScan.scan(source: "#if os(macOS)\nfinal class ListViewController {}\n#else\npublic final class ListViewController {}\n#endif", path: "M.swift")
        #expect(ModuleCode(macOnly.confined(to: .uiKit)).restrictedTypes["ListViewController"] == nil)
    }

    /// A name declared in two files keeps the lower visibility.
    @Test func aTypeDeclaredTwiceKeepsItsLowerVisibility() {
        var scan = SwiftSourceScan.scan(source: "final class Plain: UIViewController {}\nopen class Base: UIViewController {}", path: "V.swift")
        scan.merge(SwiftSourceScan.scan(source: "public class Plain {}\nclass Base {}", path: "W.swift"))
        let lowest = ModuleCode(scan).restrictedTypes
        #expect(lowest["Plain"] == .internal && lowest["Base"] == .internal)
    }

    /// A type expression names a type not every build has when any type in it is one, also as written
    /// inside a class; not a same-named type local to a function, and a class's own `@available` does not
    /// limit the top-level types it names.
    @Test func typeExpressionsNamingLimitedTypesAreFound() {
        let scan = SwiftSourceScan.scan(source: """
            @available(*, deprecated) enum Screens { struct Legacy {} }
            @available(*, deprecated) extension SettingsViewController { struct Credits {} }
            extension SettingsViewController { struct Licenses {} }
            func make() { @available(*, deprecated) struct Local {} }
            struct Local {}
            """, path: "A.swift")
        let code = ModuleCode(scan)
        #expect(code.namesTypeWithAvailability("UIHostingController<Screens.Legacy>") && code.namesTypeWithAvailability("Credits", writtenIn: "SettingsViewController"))
        #expect(!code.namesTypeWithAvailability("UIHostingController<Local>") && !code.namesTypeWithAvailability("Licenses", writtenIn: "SettingsViewController"))
        let shop = ModuleCode(SwiftSourceScan.scan(source: "@available(iOS 16, *) final class Shop: UIViewController {}\nstruct CartView {}", path: "S.swift"))
        #expect(!shop.namesTypeWithAvailability("UIHostingController<CartView>", writtenIn: "Shop"))
    }

    /// A plain import counts for the module of its file only.
    @Test func plainImportsCountForTheirFilesModule() {
        var scan = SwiftSourceScan.scan(source: "import SegueKit\nimport UIKit", path: "/Legacy/A.swift")
        scan.merge(SwiftSourceScan.scan(source: "public import UIKit\npackage import SegueKit", path: "/Regions/B.swift"))
        let modules = ModuleMap([.init(name: "Legacy", path: "/Legacy"), .init(name: "Regions", path: "/Regions")])
        #expect(ModuleCode(scan, module: "Regions", modules: modules).implicitImports.isEmpty)
        #expect(ModuleCode(scan, module: "Legacy", modules: modules).implicitImports == ["SegueKit", "UIKit"])
    }
}
