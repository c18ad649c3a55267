import Foundation
import SegueKitStoryboard
import Testing

/// The iOS example's storyboards and classes agree, as an app that runs needs: each scene's class is a
/// subclass of its scene kind's UIKit class (the Library is a `tableViewController`, whose table's
/// `dataSource`/`delegate` outlets point at it), segue actions and unwind actions the storyboards name
/// exist, and the registration the run tests compile is generated from these storyboards.
@Suite("Example app: storyboards and classes agree")
struct ExampleStoryboardTests {
    let scan: ExampleSourceScan

    init() throws {
        scan = try ExampleSourceScan(files: FileManager.default.contentsOfDirectory(at: ExampleTypecheckTests.exampleSources, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" })
    }

    @Test("Every scene's class is declared with the superclass of its scene kind", arguments: ExampleStoryboards.names)
    func sceneClassesMatchTheirKinds(storyboard: String) throws {
        let document = try ExampleStoryboards.parsed(storyboard)
        #expect(document.platform == .iOS)
        for controller in document.controllers {
            let uiKitClass = try #require(controller.kind.defaultClassName(for: .iOS), "scene \(controller.id) is a \(controller.kind.elementName)")
            guard let customClass = controller.customClass else { continue }
            #expect(scan.superclasses[customClass] != nil, "\(customClass) (scene \(controller.id)) is not declared in the sources")
            #expect(scan.isClass(customClass, a: uiKitClass), "\(customClass) must be a \(uiKitClass): its scene is a \(controller.kind.elementName)")
        }
    }

    @Test("The Library is a table view controller scene and class")
    func theLibraryIsATableViewController() throws {
        let library = try #require(try ExampleStoryboards.parsed("Main").controllers.first { $0.customClass == "LibraryViewController" })
        #expect(library.kind.elementName == "tableViewController")
        #expect(scan.superclasses["LibraryViewController"] == "UITableViewController")
    }

    @Test("Segue actions and unwind actions named in the storyboards exist in the code", arguments: ExampleStoryboards.names)
    func namedActionsExist(storyboard: String) throws {
        let document = try ExampleStoryboards.parsed(storyboard)
        let sources = try FileManager.default.contentsOfDirectory(at: ExampleTypecheckTests.exampleSources, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
        // Main names three segue actions and three unwind actions; Login none.
        let named = storyboard == "Main" ? 3 : 0
        #expect(document.segues.filter { $0.destinationCreationSelector != nil }.count == named)
        #expect(document.segues.filter { $0.unwindAction != nil }.count == named)
        let index = StoryboardIndex(document)
        for segue in document.segues {
            if let selector = segue.destinationCreationSelector {
                let source = try #require(segue.sourceControllerID.flatMap(index.controller(withID:)))
                // A container's relationship segue calls the action on the controller that shows the container.
                let shower = document.segues.first { $0.destinationID == source.id }?.sourceControllerID.flatMap(index.controller(withID:))
                let sourceClass = try #require(source.customClass ?? shower?.customClass)
                #expect(scan.segueActionSelectors[sourceClass]?.contains(selector) == true, "\(selector) is not an @IBSegueAction of \(sourceClass)")
            }
            if let action = segue.unwindAction {
                let name = action.split(separator: ":").first.map(String.init) ?? action
                #expect(sources.contains("@IBAction func \(name)(_ segue: UIStoryboardSegue)"), "no @IBAction for \(action)")
            }
        }
    }

    @Test("The registration the run tests compile is generated from the parsed storyboards")
    func registrationComesFromTheStoryboards() throws {
        let main = try ExampleStoryboards.registration("Main")
        #expect(main.contains("UIStoryboard.mirrorRegister(name: \"Main\", initial: mirrorScene_Lnv_7c_Q2a()"))
        #expect(main.contains("(.rootViewController, mirrorScene_Lib_7k_TQv(), nil)"))
        #expect(main.contains("let controller = LibraryViewController(coder: coder)"))
        #expect(main.contains(#"controller?.tableView.mirrorRegisterPrototype(style: .subtitle, reuseIdentifier: "BookCell")"#))
        #expect(main.contains(#"kind: .custom { SegueKitGating.GatedSegue(identifier: $0, source: $1, destination: $2) }"#))
        #expect(main.contains(#"MirrorSegueTemplate(identifier: "embedStats", kind: .embed, destination: mirrorScene_Sts_4s_W1x())"#))
        #expect(main.contains(#"(.rootViewController, mirrorScene_Edt_9w_U5r(), { source, coder, sender, identifier in (source as! LibraryViewController).makeBookEditor(coder, sender: sender, segueIdentifier: identifier) })"#))
        #expect(!main.contains("unwind"), "unwind segues are run by the harness")
        let login = try ExampleStoryboards.registration("Login")
        #expect(login.contains(#"MirrorSegueTemplate(identifier: "acceptTerms", kind: .show, destination: mirrorScene_Trm_0j_W2d())"#))
    }
}
