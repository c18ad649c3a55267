import AppKit
@testable import AppKitMirroredSegueKit

// `SegueHandlerType` on macOS: `NSViewController` and `NSWindowController` through the AppKit mirror.
// AppKit, unlike UIKit, asks `shouldPerformSegue(withIdentifier:sender:)` for segues performed in code.

private final class InspectorViewController: NSViewController {}
private final class PreferencesViewController: NSViewController {}

private class DocumentViewController: NSViewController, SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case showInspector
        case showPreferences
    }

    var allowPreferences = true
    var asked: [SegueIdentifier] = []
    var prepared: [(SegueIdentifier, Any)] = []

    override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
        guard let segue = try? segueIdentifier(forRawValue: identifier) else { return true }
        asked.append(segue)
        switch segue {
        case .showInspector: return true
        case .showPreferences: return allowPreferences
        }
    }

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .showInspector: prepared.append((.showInspector, segue.destinationController))
        case .showPreferences: prepared.append((.showPreferences, segue.destinationController))
        }
    }
}

private final class ReadOnlyDocumentViewController: DocumentViewController {}

private final class MainWindowController: NSWindowController, SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case showPreferences
    }

    var prepared: [SegueIdentifier] = []

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .showPreferences: prepared.append(.showPreferences)
        }
    }
}

@MainActor
private func templates() -> [MirrorSegueTemplate] {
    [
        MirrorSegueTemplate(identifier: "showInspector", kind: .sheet, destination: MirrorScene(InspectorViewController.self)),
        MirrorSegueTemplate(identifier: "showPreferences", kind: .modal, destination: MirrorScene(PreferencesViewController.self)),
        MirrorSegueTemplate(identifier: "legacy", kind: .modal, destination: MirrorScene(PreferencesViewController.self)),
    ]
}

@MainActor
@Suite("AppKit: SegueHandlerType")
struct AppKitSegueHandlerTypeTests {
    @Test func typedPerformSegueReachesPrepareWithTheMatchingCase() {
        let document = DocumentViewController()
        document.mirrorSegueTemplates = templates()
        document.performSegue(withIdentifier: .showInspector, sender: nil)
        #expect(document.prepared.map(\.0) == [.showInspector])
        #expect(document.prepared.first?.1 is InspectorViewController)
        #expect(document.presentedViewControllers?.first is InspectorViewController)
    }

    @Test func typedShouldPerformIsAskedForSeguesPerformedInCodeAsAppKitDoes() {
        let document = DocumentViewController()
        document.mirrorSegueTemplates = templates()
        document.allowPreferences = false
        document.performSegue(withIdentifier: .showPreferences, sender: nil)
        #expect(document.asked == [.showPreferences])
        #expect(document.prepared.isEmpty)

        document.allowPreferences = true
        document.performSegue(withIdentifier: .showPreferences, sender: nil)
        #expect(document.prepared.map(\.0) == [.showPreferences])
    }

    @Test func subclassPerformsAndHandlesItsSuperclassSegues() {
        let readOnly = ReadOnlyDocumentViewController()
        readOnly.mirrorSegueTemplates = templates()
        readOnly.performSegue(withIdentifier: .showPreferences, sender: nil)
        #expect(readOnly.prepared.map(\.0) == [.showPreferences])
    }

    @Test func windowControllerPerformsTypedSeguesToo() {
        let window = MainWindowController(window: nil)
        window.mirrorSegueTemplates = templates()
        window.performSegue(withIdentifier: .showPreferences, sender: nil)
        #expect(window.prepared == [.showPreferences])
    }

    @Test func unknownIdentifierThrowsNamingViewControllerIdentifierAndKnownCases() throws {
        let document = DocumentViewController()
        let segue = NSStoryboardSegue(identifier: "legacy", source: document, destination: PreferencesViewController())
        if let error = #expect(throws: (any Error).self, performing: { try document.segueIdentifier(forRawValue: segue.identifier) }) {
            #expect("\(error)" == #"SegueKitPlatformTests.DocumentViewController received a segue with identifier "legacy", which is not a case of SegueKitPlatformTests.DocumentViewController.SegueIdentifier. Known identifiers: "showInspector", "showPreferences"."#)
        }
    }

    @Test func unknownIdentifierOfAWindowControllerNamesTheWindowController() throws {
        let window = MainWindowController(window: nil)
        let segue = NSStoryboardSegue(identifier: "showInspector", source: window, destination: InspectorViewController())
        if let error = #expect(throws: SegueIdentifierError.self, performing: { try window.segueIdentifier(forRawValue: segue.identifier) }) {
            #expect(error.controllerType == "SegueKitPlatformTests.MainWindowController")
            #expect(error.receivedIdentifier == "showInspector")
            #expect(error.knownIdentifiers == ["showPreferences"])
        }
        #expect((try? window.segueIdentifier(forRawValue: NSStoryboardSegue(identifier: "showPreferences", source: window, destination: PreferencesViewController()).identifier)) == .showPreferences)
    }

    @Test func typedShouldPerformLetsUnknownIdentifiersThroughWithoutAsking() {
        let document = DocumentViewController()
        #expect(document.shouldPerformSegue(withIdentifier: "legacy", sender: nil))
        #expect(document.asked == [])
    }
}
