import Foundation
import SegueKitStoryboard
import Testing

/// A storyboard reference opens the storyboard of its name in the bundle of the storyboard that holds
/// it: the same file when it names none, else the one made for the same platform in the same module.
@Suite("Storyboard references: which given storyboard they open")
struct ReferencedStoryboardsTests {
    static let iOS = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    static let macOS = "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"

    static func document(_ path: String, type: String = iOS, initial: String? = nil, _ scenes: String) throws -> StoryboardDocument {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <scenes>
            \(scenes)
            </scenes></document>
            """
        return try StoryboardParser().parse(data: Data(xml.utf8), filePath: path)
    }

    /// A scene of class `className` with Storyboard ID `storyboardID`.
    static func scene(_ id: String, _ className: String, storyboardID: String? = nil) -> String {
        """
            <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)"\(storyboardID.map { " storyboardIdentifier=\"\($0)\"" } ?? "") customClass="\(className)" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            """
    }

    /// A scene whose controller `Hub` has segue `identifier` to a reference with `attributes`.
    static func hub(_ identifier: String, reference attributes: String) -> String {
        """
        <scene sceneID="s-hub"><objects>
        <viewController id="hub" customClass="Hub" customModuleProvider="target" sceneMemberID="viewController">
        <connections><segue destination="ref" kind="show" identifier="\(identifier)" id="g-\(identifier)"/></connections>
        </viewController></objects></scene>
        <scene sceneID="s-ref"><objects>
        <viewControllerPlaceholder id="ref" \(attributes) sceneMemberID="viewController"/>
        </objects></scene>
        """
    }

    /// The class the segue of `Hub` resolves to.
    static func resolvedClass(_ documents: [StoryboardDocument], modules: ModuleMap = ModuleMap(), path: String) -> String?? {
        let catalog = SegueCatalog(documents: documents, modules: modules)
        guard let entry = catalog.classes["Hub"]?.first(where: { $0.filePath == path }),
              case .reference(_, _, let resolved) = entry.destination else { return .none }
        return .some(resolved?.className)
    }

    @Test func aReferenceOpensTheSameNamedStoryboardOfItsOwnPlatform() throws {
        let phoneMain = try Self.document("iOS/Main.storyboard", Self.hub("showSettings", reference: #"storyboardName="Settings""#))
        let phoneSettings = try Self.document("iOS/Settings.storyboard", initial: "p", Self.scene("p", "PhoneSettings"))
        let macSettings = try Self.document("macOS/Settings.storyboard", type: Self.macOS, initial: "m", Self.scene("m", "MacSettings"))
        #expect(Self.resolvedClass([macSettings, phoneMain, phoneSettings], path: "iOS/Main.storyboard") == .some("PhoneSettings"))
        #expect(Self.resolvedClass([phoneSettings, phoneMain, macSettings], path: "iOS/Main.storyboard") == .some("PhoneSettings"))
    }

    @Test func aReferenceWithoutAStoryboardNameOpensItsOwnStoryboard() throws {
        let phone = try Self.document("iOS/Main.storyboard", Self.hub("showAbout", reference: #"referencedIdentifier="About""#) + Self.scene("a", "PhoneAbout", storyboardID: "About"))
        let mac = try Self.document("macOS/Main.storyboard", type: Self.macOS, Self.scene("m", "MacAbout", storyboardID: "About"))
        #expect(Self.resolvedClass([mac, phone], path: "iOS/Main.storyboard") == .some("PhoneAbout"))
    }

    @Test func aReferenceOpensTheStoryboardOfItsOwnModule() throws {
        let main = try Self.document("/ModA/Main.storyboard", Self.hub("showShared", reference: #"storyboardName="Shared""#))
        let own = try Self.document("/ModA/Shared.storyboard", initial: "a", Self.scene("a", "ModAShared"))
        let other = try Self.document("/ModB/Shared.storyboard", initial: "b", Self.scene("b", "ModBShared"))
        let modules = ModuleMap([.init(name: "ModA", path: "/ModA"), .init(name: "ModB", path: "/ModB")])
        #expect(Self.resolvedClass([other, main, own], modules: modules, path: "/ModA/Main.storyboard") == .some("ModAShared"))
        // Without modules the two cannot be told apart: the reference stays unresolved rather than guessed.
        #expect(Self.resolvedClass([other, main, own], path: "/ModA/Main.storyboard") == .some(nil))
    }

    @Test func aReferenceToAnotherBundleOpensAnotherModulesStoryboard() throws {
        let main = try Self.document("/App/Main.storyboard", Self.hub("showSettings", reference: #"storyboardName="Settings" bundleIdentifier="com.example.FeatureKit""#))
        let own = try Self.document("/App/Settings.storyboard", initial: "a", Self.scene("a", "AppSettings"))
        let framework = try Self.document("/FeatureKit/Settings.storyboard", initial: "f", Self.scene("f", "KitSettings"))
        let modules = ModuleMap([.init(name: "App", path: "/App"), .init(name: "FeatureKit", path: "/FeatureKit")])
        #expect(Self.resolvedClass([main, own, framework], modules: modules, path: "/App/Main.storyboard") == .some("KitSettings"))
        #expect(Self.resolvedClass([main, own], path: "/App/Main.storyboard") == .some(nil))
    }
}
