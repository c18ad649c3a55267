import Foundation
import SegueKitStoryboard
import Testing

/// `Main.storyboard` and the example's sources agree: the storyboard, read by SegueKit's parser,
/// names only classes the sources declare, each with the AppKit superclass its scene kind needs; each
/// identified segue is a case of its source's `SegueIdentifier` (and each case is a segue); each
/// `destinationCreationSelector` is the selector of an `@IBSegueAction` of the segue's source; and the
/// only custom segue class is SegueKitGating's `GatedSegue`.
@Suite("macOS example: storyboard and code agree")
struct MacExampleStoryboardTests {
    let document: StoryboardDocument
    let scan: ExampleSourceScan

    init() throws {
        document = try MacExampleFiles.parsedStoryboard()
        scan = try ExampleSourceScan(files: MacExampleFiles.sources())
    }

    @Test("It is a macOS storyboard showing the AppKit side: window content, injection, a gated segue")
    func showsTheAppKitSide() throws {
        #expect(document.platform == .macOS)
        #expect(document.documentType == "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB")
        let initial = try #require(document.initialControllerID.flatMap(StoryboardIndex(document).controller(withID:)))
        #expect(initial.kind.elementName == "windowController")
        #expect(initial.customClass == "DocumentWindowController")
        #expect(document.segues.contains { $0.kind == .relationship("window.shadowedContentViewController") && $0.sourceControllerID == initial.id })
        #expect(document.segues.contains { $0.customClass == "GatedSegue" && $0.identifier == "showAccount" })
        #expect(document.segues.contains { $0.destinationCreationSelector != nil && $0.identifier == "showBook" })
        #expect(document.controllers.filter { $0.customClass == nil }.map(\.kind.elementName) == ["windowController"],
                "one plain NSWindowController scene (the inspector's window), which showInspector reaches through")
    }

    @Test("Every scene's class is declared in the sources with the superclass of its scene kind")
    func everySceneClassIsDeclared() throws {
        #expect(document.controllers.count == 7)
        for controller in document.controllers {
            let appKitClass = try #require(controller.kind.defaultClassName(for: .macOS), "scene \(controller.id) is a \(controller.kind.elementName)")
            guard let customClass = controller.customClass else { continue }
            #expect(controller.customModule == MacExampleFiles.moduleName, "\(customClass)")
            #expect(scan.superclasses[customClass] != nil, "\(customClass) (scene \(controller.id)) is not declared in the sources")
            #expect(scan.isClass(customClass, a: appKitClass), "\(customClass) must be a \(appKitClass): its scene is a \(controller.kind.elementName)")
        }
    }

    @Test("Every identified segue is a case of its source's SegueIdentifier, and every case is a segue")
    func segueIdentifiersAgree() throws {
        var identifiersBySource: [String: Set<String>] = [:]
        for segue in document.segues where !segue.kind.isRelationship {
            let identifier = try #require(segue.identifier, "segue \(segue.id) has no identifier")
            let source = try #require(segue.sourceControllerID.flatMap(StoryboardIndex(document).controller(withID:)), "segue \(segue.id) has no source")
            let sourceClass = try #require(source.customClass, "segue \(identifier) comes from a scene without a custom class")
            identifiersBySource[sourceClass, default: []].insert(identifier)
            let cases = scan.segueIdentifiers[sourceClass] ?? []
            #expect(cases.contains(identifier), "\(identifier) is not a case of \(sourceClass).SegueIdentifier \(cases)")
        }
        #expect(identifiersBySource == ["LibraryViewController": ["showBook", "showAccount"], "DocumentWindowController": ["showInspector"]])
        for (className, cases) in scan.segueIdentifiers {
            #expect(Set(cases) == identifiersBySource[className] ?? [], "\(className).SegueIdentifier has cases no segue uses")
        }
    }

    @Test("Every destinationCreationSelector is an @IBSegueAction of the segue's source")
    func creationSelectorsNameSegueActions() throws {
        let segues = document.segues.filter { $0.destinationCreationSelector != nil }
        #expect(segues.count == 1)
        for segue in segues {
            let selector = try #require(segue.destinationCreationSelector)
            let source = try #require(segue.sourceControllerID.flatMap(StoryboardIndex(document).controller(withID:)))
            let sourceClass = try #require(source.customClass)
            #expect(scan.segueActionSelectors[sourceClass]?.contains(selector) == true,
                    "\(selector) is not an @IBSegueAction of \(sourceClass): \(scan.segueActionSelectors[sourceClass] ?? [])")
        }
    }

    @Test("The only custom segue class is SegueKitGating's GatedSegue")
    func customSeguesAreGatedSegues() {
        let custom = document.segues.filter { $0.kind == .custom }
        #expect(custom.map(\.identifier) == ["showAccount"])
        for segue in custom {
            #expect(segue.customClass == "GatedSegue" && segue.customModule == "SegueKitGating" && segue.customModuleProvider == nil)
        }
    }

    @Test("The scan notices a missing class, a wrong superclass, a missing case and a misspelled selector")
    func theScanIsNotVacuous() {
        let scan = ExampleSourceScan(sources: [
            """
            final class Window: NSWindowController, SegueHandlerType {
                enum SegueIdentifier: String, CaseIterable {
                    case showA, showB
                    case showC = "show-c"
                }
            }
            class Base: NSViewController {}
            final class Leaf: Base {}
            extension Leaf {
                @IBSegueAction func make(_ coder: NSCoder, sender: Any?) -> Leaf? { nil }
                @IBSegueAction private func build(coder: NSCoder) -> Leaf? { nil }
            }
            """
        ])
        #expect(scan.superclasses["Missing"] == nil)
        #expect(scan.isClass("Leaf", a: "NSViewController"))
        #expect(!scan.isClass("Window", a: "NSViewController"))
        #expect(scan.segueIdentifiers["Window"] == ["showA", "showB", "show-c"])
        #expect(scan.segueActionSelectors["Leaf"] == ["make:sender:", "buildWithCoder:"])
        #expect(scan.segueActionSelectors["Leaf"]?.contains("make:sender:segueIdentifier:") == false)
    }
}
