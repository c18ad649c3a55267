import AppKit
@testable import AppKitMirroredSegueKit

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

/// The classic `prepare`: a `switch` over `segueIdentifier(for:)`, without the routes.
private final class ClassicEditorViewController: EditorViewController {
    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .showInspector: log.append("classic showInspector")
        case .embedOutline, .showPreferences: break
        }
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

@MainActor
@Suite("AppKit: segue routing")
struct AppKitSegueRoutingTests {
    @Test func performSegueReachesTheHandlerWithTheTypedDestination() {
        let editor = makeEditor()
        editor.performSegue(withIdentifier: .showInspector, sender: nil)
        let inspector = editor.presentedViewControllers?.first as? InspectorViewController
        #expect(inspector?.documentName == "Notes.txt")
        #expect(editor.log == ["handler showInspector", "own prepare showInspector"])
    }

    @Test func handlerReachesTheContentOfADestinationWindowController() {
        let editor = makeEditor()
        var configured: PreferencesViewController?
        let shown = editor.performSegue(withIdentifier: .showPreferences) { (preferences: PreferencesViewController) in
            configured = preferences
            editor.log.append("closure")
        }
        #expect(shown)
        #expect(configured?.section == "General")
        #expect(editor.log == ["closure", "handler showPreferences", "own prepare showPreferences"])
    }

    @Test func embedCaptureStoresTheChildWhenEmbedsLoad() {
        let editor = makeEditor()
        #expect(editor.outline == nil)
        editor.mirrorLoadEmbeds()
        #expect(editor.outline != nil)
        #expect(editor.outline?.parent === editor)
    }

    @Test func gateAppliesToPerformSegueFromCodeAndDropsTheClosureWhenItSaysNo() {
        let editor = makeEditor()
        editor.allowsInspector = false
        var runs = 0
        let shown = editor.performSegue(withIdentifier: .showInspector) { (_: InspectorViewController) in runs += 1 }
        #expect(!shown)
        #expect(runs == 0)
        #expect(editor.presentedViewControllers == nil)
        #expect(editor.log.isEmpty)

        editor.allowsInspector = true
        editor.performSegue(withIdentifier: .showInspector, sender: nil)
        #expect(runs == 0, "a dropped closure must not run for a later segue")
        #expect(editor.presentedViewControllers?.count == 1)
    }

    @Test func callSiteClosureRunsOnceBeforeTheDestinationIsPresented() {
        let editor = makeEditor()
        var presentedWhenConfigured: Bool?
        var runs = 0
        let shown = editor.performSegue(withIdentifier: .showInspector) { (inspector: InspectorViewController) in
            runs += 1
            presentedWhenConfigured = inspector.presentingViewController != nil
        }
        #expect(shown)
        #expect(runs == 1)
        #expect(presentedWhenConfigured == false)
        editor.performSegue(withIdentifier: .showInspector, sender: nil)
        #expect(runs == 1)
    }

    @Test func aClassicSwitchOverSegueIdentifierRunsTheCallSiteClosure() {
        let editor = makeEditor { ClassicEditorViewController() }
        var configured: String?
        let shown = editor.performSegue(withIdentifier: .showInspector) { (inspector: InspectorViewController) in
            inspector.documentName = "Draft.txt"
            configured = inspector.documentName
        }
        #expect(shown)
        #expect(configured == "Draft.txt")
        #expect((editor.presentedViewControllers?.first as? InspectorViewController)?.documentName == "Draft.txt")
        #expect(editor.log == ["classic showInspector"])
    }

    @Test func checkedPerformThrowsTheDestinationErrorForTheWrongType() {
        let editor = makeEditor()
        do throws(SegueRoutingError) {
            try editor.checkedPerformSegue(withIdentifier: .showInspector) { (_: OutlineViewController) in }
            Issue.record("an InspectorViewController was accepted as an OutlineViewController")
        } catch {
            guard case .wrongDestination(let error) = error else { Issue.record("\(error)"); return }
            #expect(error.expectedType.hasSuffix("OutlineViewController"), "\(error.expectedType)")
            #expect(error.segueIdentifier == "showInspector")
        }
    }

    @Test func windowControllerSourceRoutesAndConfiguresAtTheCallSite() {
        let window = DocumentWindowController(window: nil)
        window.mirrorSegueTemplates = [
            MirrorSegueTemplate(identifier: "showPreferences", kind: .show, destination: preferencesWindowScene())
        ]
        var section: String?
        let shown = window.performSegue(withIdentifier: .showPreferences) { (preferences: PreferencesViewController) in
            section = preferences.section
            window.log.append("closure")
        }
        #expect(shown)
        #expect(section == nil, "the closure runs before the handler")
        #expect(window.log == ["closure", "handler showPreferences"])
    }

    @Test func storyboardFiredSegueAsksTheGateAsPerformSegueFromCodeDoes() {
        let editor = makeEditor()
        editor.allowsInspector = false
        #expect(!editor.mirrorTriggerSegue(withIdentifier: "showInspector", sender: nil))
        #expect(editor.presentedViewControllers == nil)
        #expect(editor.log.isEmpty)
        editor.allowsInspector = true
        #expect(editor.mirrorTriggerSegue(withIdentifier: "showInspector", sender: nil))
        #expect((editor.presentedViewControllers?.first as? InspectorViewController)?.documentName == "Notes.txt")
        #expect(editor.log == ["handler showInspector", "own prepare showInspector"])
    }

    @Test func subclassOverrideReplacesTheInheritedHandlerAndGateAndKeepsTheOtherRoutes() {
        let readOnly = makeEditor { ReadOnlyEditorViewController() }
        readOnly.allowsInspector = false  // the inherited gate would say no; the override decides
        var configured: InspectorViewController?
        let shown = readOnly.performSegue(withIdentifier: .showInspector) { (inspector: InspectorViewController) in
            configured = inspector
            readOnly.log.append("closure")
        }
        #expect(shown)
        #expect(configured?.documentName == "Notes.txt (read only)")
        #expect(readOnly.log == ["closure", "read-only handler showInspector", "own prepare showInspector"])

        readOnly.isLocked = true
        #expect(!readOnly.mirrorTriggerSegue(withIdentifier: "showInspector", sender: nil))
        #expect(readOnly.presentedViewControllers?.count == 1)

        // Inherited: the embed capture and the handler reaching into a window controller.
        readOnly.mirrorLoadEmbeds()
        #expect(readOnly.outline?.parent === readOnly)
        readOnly.performSegue(withIdentifier: .showPreferences, sender: nil)
        #expect(readOnly.log.last == "own prepare showPreferences")
        #expect(readOnly.log.contains("handler showPreferences"))
    }

    @Test func subclassRoutesApplyThroughASuperclassReferenceAndLeaveTheSuperclassAlone() {
        let editor: EditorViewController = makeEditor { ReadOnlyEditorViewController() }
        editor.performSegue(withIdentifier: .showInspector, sender: nil)
        #expect((editor.presentedViewControllers?.first as? InspectorViewController)?.documentName == "Notes.txt (read only)")

        let plain = makeEditor()
        plain.performSegue(withIdentifier: .showInspector, sender: nil)
        #expect((plain.presentedViewControllers?.first as? InspectorViewController)?.documentName == "Notes.txt")
        #expect(plain.log == ["handler showInspector", "own prepare showInspector"])
    }

    @Test func windowControllerGateIsAskedForStoryboardFiredSegues() {
        let window = GatedDocumentWindowController(window: nil)
        window.mirrorSegueTemplates = [
            MirrorSegueTemplate(identifier: "showPreferences", kind: .show, destination: preferencesWindowScene())
        ]
        #expect(!window.mirrorTriggerSegue(withIdentifier: "showPreferences", sender: nil))
        #expect(window.log == ["gate showPreferences"])
        window.allowsPreferences = true
        #expect(window.mirrorTriggerSegue(withIdentifier: "showPreferences", sender: nil))
        #expect(window.log == ["gate showPreferences", "gate showPreferences", "handler showPreferences"])
    }

    @Test func controllerIsReleasedAfterRouting() {
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
            #expect(weakInspector != nil)
        }
        #expect(weakEditor == nil)
        #expect(weakInspector == nil)
    }
}
