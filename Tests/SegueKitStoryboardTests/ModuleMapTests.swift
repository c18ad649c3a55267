import Testing
import SegueKitStoryboard

@Suite("Module map")
struct ModuleMapTests {
    let map = ModuleMap([.init(name: "App", path: "Sources"), .init(name: "Learn", path: "./Sources/Learn/"),
                         .init(name: "Root", path: "/elsewhere/Main.storyboard")], baseDirectory: "/src")

    /// Xcode's module name for a product: `$(PRODUCT_NAME:c99extidentifier)`.
    @Test func aProductNameBecomesTheModuleNameXcodeGivesIt() {
        #expect(ModuleMap.moduleName(forProduct: "Go Map!!") == "Go_Map__")
        #expect(ModuleMap.moduleName(forProduct: "3D Viewer") == "_3D_Viewer")
        #expect(ModuleMap.moduleName(forProduct: "My-App.Staging") == "My_App_Staging")
        #expect(ModuleMap.moduleName(forProduct: "Café_2") == "Café_2")
    }

    @Test func theLongestMatchingPathWins() {
        #expect(map.module(ofFile: "Sources/Learn/Base.lproj/Learn.storyboard") == "Learn")
        #expect(map.module(ofFile: "/src/Sources/App/Main.storyboard") == "App")
        #expect(map.module(ofFile: "Sources/Learning/X.swift") == "App")   // a path prefix is not a directory prefix
        #expect(map.module(ofFile: "Sources/../Other/X.swift") == nil)
        #expect(map.module(ofFile: "/elsewhere/Main.storyboard") == "Root")
    }

    @Test func twoModulesAssignedOnePathGiveTheSameAnswerInEitherOrder() {
        let kit = ModuleMap.Assignment(name: "Kit", path: "Kit"), other = ModuleMap.Assignment(name: "Other", path: "./Kit")
        for assignments in [[kit, other], [other, kit]] {
            #expect(ModuleMap(assignments, baseDirectory: "/src").module(ofFile: "Kit/Form.swift") == "Kit")
        }
    }

    @Test func aTargetProvidedSceneBelongsToItsStoryboardsModule() {
        #expect(map.module(customModule: "Learn", provider: "target", storyboard: "Sources/App/Main.storyboard") == "App")
        #expect(map.module(customModule: "Learn", provider: "target", storyboard: "Other/Main.storyboard") == "Learn")
        #expect(map.module(customModule: "Kit", provider: nil, storyboard: "Sources/App/Main.storyboard") == "Kit")
        #expect(map.module(customModule: nil, provider: nil, storyboard: "Sources/App/Main.storyboard") == "App")
    }

    @Test func withoutAssignmentsEverythingIsOneModule() {
        #expect(ModuleMap().sameModule("A", "B"))
        #expect(!map.sameModule("A", "B"))
        #expect(map.sameModule(nil, "B"))
    }
}
