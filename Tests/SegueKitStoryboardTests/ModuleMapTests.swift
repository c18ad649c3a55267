import Foundation
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

    /// A module path spelt through a link owns the files of the folder it names, and a file found through
    /// a link belongs to the module of its folder.
    @Test func linksAreResolvedOnBothSides() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-modules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Regions"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("RegionsLink").path, withDestinationPath: "Regions")
        try Data().write(to: root.appendingPathComponent("Regions/Map.swift"))
        let throughLink = ModuleMap([.init(name: "Regions", path: "RegionsLink")], baseDirectory: root.path)
        #expect(throughLink.module(ofFile: "Regions/Map.swift") == "Regions")
        let real = ModuleMap([.init(name: "Regions", path: "Regions")], baseDirectory: root.path)
        #expect(real.module(ofFile: "RegionsLink/Map.swift") == "Regions")
        #expect(real.module(ofFile: "Other/Map.swift") == nil)
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
