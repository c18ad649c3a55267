import AppKit
@testable import AppKitMirroredSegueKit
import XCTest

// Routing through the AppKit mirror, from view controllers and window controllers. AppKit asks
// `shouldPerformSegue(withIdentifier:sender:)` also for `performSegue(withIdentifier:sender:)`, so
// a gate applies to code-performed segues and embeds too, and a declined segue drops the closure.

private final class InspectorViewController: NSViewController {
    var documentName: String?
}

private final class OutlineViewController: NSViewController {
    var rows = 0
}

private final class PreferencesViewController: NSViewController {
    var section: String?
}

private final class PreferencesWindowController: NSWindowController {}

private class EditorViewController: NSViewController, SegueRouting {
    enum SegueIdentifier: String, CaseIterable {
        case showInspector, embedOutline, showPreferences
    }

    var documentName = "Notes.txt"
    var allowsInspector = true
    var outline: OutlineViewController?
    var log: [String] = []

    class var segueRoutes: SegueRoutes<EditorViewController> {
        SegueRoutes()
            .connect(.embedOutline, to: \.outline)
            .prepare(.showInspector) { (editor, inspector: InspectorViewController, _) in
                inspector.documentName = editor.documentName
                editor.log.append("handler showInspector")
            }
            .prepare(.showPreferences) { (editor, preferences: PreferencesViewController, _) in
                preferences.section = "General"
                editor.log.append("handler showPreferences")
            }
            .shouldPerform(.showInspector) { editor, _ in editor.allowsInspector }
    }

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        prepareRoutedSegue(for: segue, sender: sender)
        log.append("own prepare \(segue.identifier ?? "nil")")
    }

    override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
        shouldPerformRoutedSegue(withIdentifier: identifier, sender: sender)
    }
}

/// Overrides the `showInspector` handler and gate, and inherits the embed capture and the rest.
private final class ReadOnlyEditorViewController: EditorViewController {
    var isLocked = false

    override class var segueRoutes: SegueRoutes<EditorViewController> {
        super.segueRoutes
            .prepare(.showInspector, from: ReadOnlyEditorViewController.self) { (readOnly, inspector: InspectorViewController, _) in
                inspector.documentName = "\(readOnly.documentName) (read only)"
                readOnly.log.append("read-only handler showInspector")
            }
            .shouldPerform(.showInspector, from: ReadOnlyEditorViewController.self) { readOnly, _ in !readOnly.isLocked }
    }
}

private final class DocumentWindowController: NSWindowController, SegueRouting {
    enum SegueIdentifier: String, CaseIterable {
        case showPreferences
    }

    var log: [String] = []

    static var segueRoutes: SegueRoutes<DocumentWindowController> {
        SegueRoutes().prepare(.showPreferences) { (window, preferences: PreferencesViewController, _) in
            preferences.section = "Window"
            window.log.append("handler showPreferences")
        }
    }

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        prepareRoutedSegue(for: segue, sender: sender)
    }
}

/// A window controller with a gate, forwarding `shouldPerformSegue` too.
private final class GatedDocumentWindowController: NSWindowController, SegueRouting {
    enum SegueIdentifier: String, CaseIterable {
        case showPreferences
    }

    var allowsPreferences = false
    var log: [String] = []

    static var segueRoutes: SegueRoutes<GatedDocumentWindowController> {
        SegueRoutes()
            .prepare(.showPreferences) { (window, _: PreferencesViewController, _) in window.log.append("handler showPreferences") }
            .shouldPerform(.showPreferences) { window, _ in
                window.log.append("gate showPreferences")
                return window.allowsPreferences
            }
    }

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        prepareRoutedSegue(for: segue, sender: sender)
    }

    override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
        shouldPerformRoutedSegue(withIdentifier: identifier, sender: sender)
    }
}

@MainActor
private func preferencesWindowScene() -> MirrorScene {
    MirrorScene(PreferencesWindowController.self, relationships: [(.windowContent, MirrorScene(PreferencesViewController.self), nil)])
}

@MainActor
private func makeEditor<Editor: EditorViewController>(_ make: () -> Editor = { EditorViewController() }) -> Editor {
    let editor = make()
    editor.mirrorSegueTemplates = [
        MirrorSegueTemplate(identifier: "showInspector", kind: .popover, destination: MirrorScene(InspectorViewController.self)),
        MirrorSegueTemplate(identifier: "embedOutline", kind: .embed, destination: MirrorScene(OutlineViewController.self)),
        MirrorSegueTemplate(identifier: "showPreferences", kind: .show, destination: preferencesWindowScene()),
    ]
    return editor
}

final class AppKitSegueRoutingTests: XCTestCase {
    func testPerformSegueReachesTheHandlerWithTheTypedDestination() async {
        await MainActor.run {
            let editor = makeEditor()
            editor.performSegue(withIdentifier: .showInspector, sender: nil)
            let inspector = editor.presentedViewControllers?.first as? InspectorViewController
            XCTAssertEqual(inspector?.documentName, "Notes.txt")
            XCTAssertEqual(editor.log, ["handler showInspector", "own prepare showInspector"])
        }
    }

    func testHandlerReachesTheContentOfADestinationWindowController() async {
        await MainActor.run {
            let editor = makeEditor()
            var configured: PreferencesViewController?
            let shown = editor.performSegue(withIdentifier: .showPreferences) { (preferences: PreferencesViewController) in
                configured = preferences
                editor.log.append("closure")
            }
            XCTAssertTrue(shown)
            XCTAssertEqual(configured?.section, "General")
            XCTAssertEqual(editor.log, ["closure", "handler showPreferences", "own prepare showPreferences"])
        }
    }

    func testEmbedCaptureStoresTheChildWhenEmbedsLoad() async {
        await MainActor.run {
            let editor = makeEditor()
            XCTAssertNil(editor.outline)
            editor.mirrorLoadEmbeds()
            XCTAssertNotNil(editor.outline)
            XCTAssertTrue(editor.outline?.parent === editor)
        }
    }

    func testGateAppliesToPerformSegueFromCodeAndDropsTheClosureWhenItSaysNo() async {
        await MainActor.run {
            let editor = makeEditor()
            editor.allowsInspector = false
            var runs = 0
            let shown = editor.performSegue(withIdentifier: .showInspector) { (_: InspectorViewController) in runs += 1 }
            XCTAssertFalse(shown)
            XCTAssertEqual(runs, 0)
            XCTAssertNil(editor.presentedViewControllers)
            XCTAssertTrue(editor.log.isEmpty)

            editor.allowsInspector = true
            editor.performSegue(withIdentifier: .showInspector, sender: nil)
            XCTAssertEqual(runs, 0, "a dropped closure must not run for a later segue")
            XCTAssertEqual(editor.presentedViewControllers?.count, 1)
        }
    }

    func testCallSiteClosureRunsOnceBeforeTheDestinationIsPresented() async {
        await MainActor.run {
            let editor = makeEditor()
            var presentedWhenConfigured: Bool?
            var runs = 0
            let shown = editor.performSegue(withIdentifier: .showInspector) { (inspector: InspectorViewController) in
                runs += 1
                presentedWhenConfigured = inspector.presentingViewController != nil
            }
            XCTAssertTrue(shown)
            XCTAssertEqual(runs, 1)
            XCTAssertEqual(presentedWhenConfigured, false)
            editor.performSegue(withIdentifier: .showInspector, sender: nil)
            XCTAssertEqual(runs, 1)
        }
    }

    func testCheckedPerformThrowsTheDestinationErrorForTheWrongType() async {
        await MainActor.run {
            let editor = makeEditor()
            do throws(SegueRoutingError) {
                try editor.checkedPerformSegue(withIdentifier: .showInspector) { (_: OutlineViewController) in }
                XCTFail("an InspectorViewController was accepted as an OutlineViewController")
            } catch {
                guard case .wrongDestination(let error) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(error.expectedType.hasSuffix("OutlineViewController"), error.expectedType)
                XCTAssertEqual(error.segueIdentifier, "showInspector")
            }
        }
    }

    func testWindowControllerSourceRoutesAndConfiguresAtTheCallSite() async {
        await MainActor.run {
            let window = DocumentWindowController(window: nil)
            window.mirrorSegueTemplates = [
                MirrorSegueTemplate(identifier: "showPreferences", kind: .show, destination: preferencesWindowScene())
            ]
            var section: String?
            let shown = window.performSegue(withIdentifier: .showPreferences) { (preferences: PreferencesViewController) in
                section = preferences.section
                window.log.append("closure")
            }
            XCTAssertTrue(shown)
            XCTAssertNil(section, "the closure runs before the handler")
            XCTAssertEqual(window.log, ["closure", "handler showPreferences"])
        }
    }

    func testStoryboardFiredSegueAsksTheGateAsPerformSegueFromCodeDoes() async {
        await MainActor.run {
            let editor = makeEditor()
            editor.allowsInspector = false
            XCTAssertFalse(editor.mirrorTriggerSegue(withIdentifier: "showInspector", sender: nil))
            XCTAssertNil(editor.presentedViewControllers)
            XCTAssertTrue(editor.log.isEmpty)
            editor.allowsInspector = true
            XCTAssertTrue(editor.mirrorTriggerSegue(withIdentifier: "showInspector", sender: nil))
            XCTAssertEqual((editor.presentedViewControllers?.first as? InspectorViewController)?.documentName, "Notes.txt")
            XCTAssertEqual(editor.log, ["handler showInspector", "own prepare showInspector"])
        }
    }

    func testSubclassOverrideReplacesTheInheritedHandlerAndGateAndKeepsTheOtherRoutes() async {
        await MainActor.run {
            let readOnly = makeEditor { ReadOnlyEditorViewController() }
            readOnly.allowsInspector = false  // the inherited gate would say no; the override decides
            var configured: InspectorViewController?
            let shown = readOnly.performSegue(withIdentifier: .showInspector) { (inspector: InspectorViewController) in
                configured = inspector
                readOnly.log.append("closure")
            }
            XCTAssertTrue(shown)
            XCTAssertEqual(configured?.documentName, "Notes.txt (read only)")
            XCTAssertEqual(readOnly.log, ["closure", "read-only handler showInspector", "own prepare showInspector"])

            readOnly.isLocked = true
            XCTAssertFalse(readOnly.mirrorTriggerSegue(withIdentifier: "showInspector", sender: nil))
            XCTAssertEqual(readOnly.presentedViewControllers?.count, 1)

            // Inherited: the embed capture and the handler reaching into a window controller.
            readOnly.mirrorLoadEmbeds()
            XCTAssertTrue(readOnly.outline?.parent === readOnly)
            readOnly.performSegue(withIdentifier: .showPreferences, sender: nil)
            XCTAssertEqual(readOnly.log.last, "own prepare showPreferences")
            XCTAssertTrue(readOnly.log.contains("handler showPreferences"))
        }
    }

    func testSubclassRoutesApplyThroughASuperclassReferenceAndLeaveTheSuperclassAlone() async {
        await MainActor.run {
            let editor: EditorViewController = makeEditor { ReadOnlyEditorViewController() }
            editor.performSegue(withIdentifier: .showInspector, sender: nil)
            XCTAssertEqual((editor.presentedViewControllers?.first as? InspectorViewController)?.documentName, "Notes.txt (read only)")

            let plain = makeEditor()
            plain.performSegue(withIdentifier: .showInspector, sender: nil)
            XCTAssertEqual((plain.presentedViewControllers?.first as? InspectorViewController)?.documentName, "Notes.txt")
            XCTAssertEqual(plain.log, ["handler showInspector", "own prepare showInspector"])
        }
    }

    func testWindowControllerGateIsAskedForStoryboardFiredSegues() async {
        await MainActor.run {
            let window = GatedDocumentWindowController(window: nil)
            window.mirrorSegueTemplates = [
                MirrorSegueTemplate(identifier: "showPreferences", kind: .show, destination: preferencesWindowScene())
            ]
            XCTAssertFalse(window.mirrorTriggerSegue(withIdentifier: "showPreferences", sender: nil))
            XCTAssertEqual(window.log, ["gate showPreferences"])
            window.allowsPreferences = true
            XCTAssertTrue(window.mirrorTriggerSegue(withIdentifier: "showPreferences", sender: nil))
            XCTAssertEqual(window.log, ["gate showPreferences", "gate showPreferences", "handler showPreferences"])
        }
    }

    func testControllerIsReleasedAfterRouting() async {
        await MainActor.run {
            weak var weakEditor: EditorViewController?
            weak var weakInspector: InspectorViewController?
            do {
                let editor = makeEditor()
                weakEditor = editor
                editor.mirrorLoadEmbeds()
                editor.performSegue(withIdentifier: .showInspector) { (inspector: InspectorViewController) in
                    weakInspector = inspector
                    inspector.documentName = editor.documentName
                }
                XCTAssertNotNil(weakInspector)
            }
            XCTAssertNil(weakEditor)
            XCTAssertNil(weakInspector)
        }
    }
}
