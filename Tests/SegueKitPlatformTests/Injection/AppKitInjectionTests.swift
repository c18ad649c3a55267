import AppKit
@testable import AppKitMirroredSegueKit

// [I] inferred: the reference says AppKit supports segue actions "the same" on macOS 10.15+ [V/I]; that
// a window-content relationship's action runs on the segue's source, with its identifier, is carried
// over from UIKit, as the mirror does.
//
// Dependency injection on AppKit, through the mirror: segue actions of view and window controllers
// (reference: "macOS 10.15+ supports the same on NSStoryboardSegue"), a window controller's content
// relationship whose action runs on the segue's source, embed segues, and typed scenes for view and
// window controllers. The harness passes real `NSKeyedUnarchiver` coders.

private struct Document: Equatable {
    var name: String
}

private final class InspectorViewController: InjectedNSViewController<Document>, StoryboardInstantiable {
    static let storyboardName = "DIAppKitScenes"
    static let sceneIdentifier = "Inspector"
}

private final class PreviewViewController: InjectedNSViewController<Int> {}

private final class DocumentWindowController: InjectedNSWindowController<Document>, StoryboardInstantiable {
    static let storyboardName = "DIAppKitScenes"
}

/// The source: a view controller whose segues are served by one segue action.
private final class BrowserViewController: NSViewController, SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case showInspector
        case embedPreview
        case openDocument
    }

    var selectedDocument: Document?
    var actionCalls: [(receiver: BrowserViewController, segueIdentifier: String?)] = []
    var reportedErrors: [DependencyInjectionError] = []
    var prepared: [NSStoryboardSegue] = []

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        prepared.append(segue)
    }

    static let segueActions = SegueActionRegistry<BrowserViewController> { registry in
        registry.register(.showInspector, InspectorViewController.self) { browser, _ in browser.selectedDocument }
        registry.register(.embedPreview, PreviewViewController.self) { _, _ in 12 }
        // The window's content view controller, reached through the window controller's relationship.
        registry.register(.openDocument, InspectorViewController.self) { browser, _ in browser.selectedDocument }
    }

    @IBSegueAction func makeDestination(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> NSViewController? {
        actionCalls.append((self, segueIdentifier))
        do {
            return try Self.segueActions.checkedDestination(for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier)
        } catch {
            reportedErrors.append(error)
            return nil
        }
    }
}

/// A window controller as the source of a segue.
private final class MainWindowController: NSWindowController, SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case showInspector
    }

    var document = Document(name: "Notes")
    var preparedDestinations: [Any] = []

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        preparedDestinations.append(segue.destinationController)
    }

    static let segueActions = SegueActionRegistry<MainWindowController> { registry in
        registry.register(.showInspector, InspectorViewController.self) { window, _ in window.document }
    }

    @IBSegueAction func makeInspector(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> InspectorViewController? {
        Self.segueActions.destination(for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier)
    }
}

@MainActor
private enum AppKitSelectors {
    static let makeDestination: MirrorSegueAction = { source, coder, sender, identifier in
        (source as! BrowserViewController).makeDestination(coder, sender: sender, segueIdentifier: identifier)
    }
}

@MainActor
private func browser() -> BrowserViewController {
    let browser = BrowserViewController()
    browser.mirrorSegueTemplates = [
        MirrorSegueTemplate(
            identifier: "showInspector", kind: .sheet, destination: MirrorScene(InspectorViewController.self),
            creationAction: AppKitSelectors.makeDestination),
        MirrorSegueTemplate(
            identifier: "embedPreview", kind: .embed, destination: MirrorScene(PreviewViewController.self),
            creationAction: AppKitSelectors.makeDestination),
        MirrorSegueTemplate(
            identifier: "openDocument", kind: .show,
            destination: MirrorScene(
                NSWindowController.self,
                relationships: [(.windowContent, MirrorScene(InspectorViewController.self), AppKitSelectors.makeDestination)])),
    ]
    return browser
}

@MainActor
@Suite("AppKit: segue actions inject dependencies into destinations")
struct AppKitInjectionTests {
    @Test func aSheetSegueActionHandsTheDocumentAndTheStoryboardsCoderToInit() {
        let source = browser()
        source.selectedDocument = Document(name: "Report")

        source.performSegue(withIdentifier: .showInspector, sender: nil)

        let inspector = source.presentedViewControllers?.first as? InspectorViewController
        #expect(inspector?.dependencies == Document(name: "Report"))
        #expect(inspector?.decodedClassName == "InspectorViewController")
        #expect(source.actionCalls.first?.receiver === source)
    }

    @Test func anEmbedSegueInjectsIntoTheChild() {
        let source = browser()

        source.mirrorLoadEmbeds()

        #expect(source.children.compactMap { ($0 as? PreviewViewController)?.dependencies } == [12])
        #expect(source.actionCalls.map(\.segueIdentifier) == ["embedPreview"])
    }

    @Test func aWindowsContentRelationshipGetsItsModelFromTheActionOnTheSegueSource() {
        let source = browser()
        source.selectedDocument = Document(name: "Draft")

        source.performSegue(withIdentifier: .openDocument, sender: nil)

        let windowController = source.prepared.last?.destinationController as? NSWindowController
        #expect(windowController != nil)
        let content = windowController?.contentViewController as? InspectorViewController
        #expect(content?.dependencies == Document(name: "Draft"))
        #expect(source.actionCalls.count == 1)
        #expect(source.actionCalls.first?.receiver === source, "the relationship's action runs on the segue's source")
        #expect(source.actionCalls.first?.segueIdentifier == "openDocument")
    }

    @Test func aWindowControllerSourceServesItsSeguesFromItsRegistry() {
        let window = MainWindowController(window: nil)
        window.mirrorSegueTemplates = [
            MirrorSegueTemplate(
                identifier: "showInspector", kind: .show, destination: MirrorScene(InspectorViewController.self),
                creationAction: { source, coder, sender, identifier in
                    (source as! MainWindowController).makeInspector(coder, sender: sender, segueIdentifier: identifier)
                })
        ]

        window.performSegue(withIdentifier: .showInspector, sender: nil)

        let inspector = window.preparedDestinations.first as? InspectorViewController
        #expect(inspector?.dependencies == Document(name: "Notes"))
    }

    @Test func unknownIdentifiersAndMissingDependenciesAreReportedWithoutFallingBack() {
        let source = browser()
        let coder = NSKeyedUnarchiver.diCoder(className: "InspectorViewController")

        #expect(source.makeDestination(coder, sender: nil, segueIdentifier: "showInspektor") == nil)
        #expect(source.makeDestination(coder, sender: nil, segueIdentifier: "showInspector") == nil)  // nothing selected

        guard source.reportedErrors.count == 2 else { Issue.record("\(source.reportedErrors)"); return }
        guard case .unknownSegueIdentifier(let unknown) = source.reportedErrors[0] else { Issue.record("\(source.reportedErrors)"); return }
        #expect(unknown.receivedIdentifier == "showInspektor")
        #expect(unknown.knownIdentifiers == ["showInspector", "embedPreview", "openDocument"])
        guard case let .missingDependencies(controller, dependencies, identifier) = source.reportedErrors[1] else {
            Issue.record("\(source.reportedErrors)"); return
        }
        #expect(controller.hasSuffix(".InspectorViewController"), "\(controller)")
        #expect(dependencies.hasSuffix(".Document"), "\(dependencies)")
        #expect(identifier == "showInspector")
    }

    @Test func anActionTypedForAWindowControllerRejectsAViewControllerRegistration() {
        let source = browser()
        source.selectedDocument = Document(name: "Report")
        do {
            let made = try BrowserViewController.segueActions.checkedDestination(
                for: source, coder: NSKeyedUnarchiver.diCoder(className: "NSWindowController"), segueIdentifier: "openDocument",
                as: NSWindowController.self)
            Issue.record("expected a wrong controller type, made \(String(describing: made))")
        } catch {
            guard case let .wrongControllerType(_, identifier, expected, found) = error else {
                Issue.record("\(error)"); return
            }
            #expect(identifier == "openDocument")
            #expect(expected.hasSuffix("NSWindowController"), "\(expected)")
            #expect(found.hasSuffix("InspectorViewController"), "\(found)")
        }
    }

    /// A scene whose class is not the one asked for stops the app naming both: most often the scene's
    /// custom class was never set.
    @Test func aSceneOfAnotherClassStopsNamingTheClassFound() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            NSStoryboard.mirrorRegister(name: "DIAppKitWrongScene", scenes: ["Inspector": MirrorScene(NSViewController.self)])
            _ = StoryboardScene<InspectorViewController>(storyboard: "DIAppKitWrongScene", identifier: "Inspector").instantiate()
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains(#"The storyboard's scene "Inspector" is a AppKitMirror.NSViewController, not a SegueKitPlatformTests.InspectorViewController; set the scene's custom class in Interface Builder."#), "\(output)")
    }

    @Test func typedScenesMakeViewAndWindowControllersWithTheirDependencies() {
        NSStoryboard.mirrorRegister(
            name: "DIAppKitScenes", initial: MirrorScene(DocumentWindowController.self),
            scenes: [
                "Inspector": MirrorScene(InspectorViewController.self),
                "DocumentWindowController": MirrorScene(DocumentWindowController.self),
            ])
        let storyboard = NSStoryboard(name: "DIAppKitScenes", bundle: nil)

        let inspector = InspectorViewController.instantiate(dependencies: Document(name: "A"))
        let window = DocumentWindowController.instantiate(dependencies: Document(name: "B"))
        let inspectorFromStoryboard = InspectorViewController.instantiate(dependencies: Document(name: "C"), from: storyboard)
        let initial = storyboard.instantiateInitialController(DocumentWindowController.self, dependencies: Document(name: "D"))

        #expect(inspector.dependencies.name == "A")
        #expect(inspector.decodedClassName == "InspectorViewController")
        #expect(window.dependencies.name == "B")
        #expect(inspectorFromStoryboard.dependencies.name == "C")
        #expect(inspectorFromStoryboard.storyboard === storyboard)
        #expect(initial?.dependencies.name == "D")

        let windowScene = StoryboardScene<DocumentWindowController>(storyboard: "DIAppKitScenes", identifier: "DocumentWindowController")
        let inspectorScene = StoryboardScene<InspectorViewController>(storyboard: "DIAppKitScenes", identifier: "Inspector")
        #expect(windowScene.instantiate(dependencies: Document(name: "E")).dependencies.name == "E")
        #expect(inspectorScene.instantiate(dependencies: Document(name: "F"), from: storyboard).storyboard === storyboard)
    }
}
