import AppKit
@testable import AppKitMirroredSegueKit

// Typed perform without routing on AppKit: `prepare(for:sender:)` builds the typed `Segue(segue)`, which
// runs the call-site closure first, once.

private final class NotesInspectorViewController: NSViewController {
    var documentName: String?
}

private final class NotesEditorViewController: NSViewController, SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case showInspector
    }

    /// What `seguekit generate` writes for this class.
    enum Segue: TypedSegue {
        case showInspector(NotesInspectorViewController)

        init?(checking segue: NSStoryboardSegue) throws(SegueDestinationError) {
            switch segue.identifier {
            case "showInspector"?: self = .showInspector(try segue.destinationController(as: NotesInspectorViewController.self))
            default: return nil
            }
        }
    }

    var log: [String] = []

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        switch Segue(segue) {
        case .showInspector(let inspector): log.append("prepare showInspector, document \(inspector.documentName ?? "nil")")
        }
    }
}

@MainActor
@Suite("AppKit: typed perform without routing")
struct AppKitTypedPerformTests {
    @Test func theClosureRunsOnceBeforeTheTypedSwitch() {
        let editor = NotesEditorViewController()
        editor.mirrorSegueTemplates = [
            MirrorSegueTemplate(identifier: "showInspector", kind: .popover, destination: MirrorScene(NotesInspectorViewController.self)),
        ]
        var runs = 0
        let shown = editor.performSegue(withIdentifier: .showInspector) { (inspector: NotesInspectorViewController) in
            runs += 1
            inspector.documentName = "Notes.txt"
        }
        #expect(shown)
        #expect(runs == 1)
        #expect(editor.log == ["prepare showInspector, document Notes.txt"])
        #expect((editor.presentedViewControllers?.first as? NotesInspectorViewController)?.documentName == "Notes.txt")
    }
}
