import AppKit
@testable import AppKitMirroredSegueKit
import XCTest

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

final class AppKitSegueHandlerTypeTests: XCTestCase {
    func testTypedPerformSegueReachesPrepareWithTheMatchingCase() async {
        await MainActor.run {
            let document = DocumentViewController()
            document.mirrorSegueTemplates = templates()
            document.performSegue(withIdentifier: .showInspector, sender: nil)
            XCTAssertEqual(document.prepared.map(\.0), [.showInspector])
            XCTAssertTrue(document.prepared.first?.1 is InspectorViewController)
            XCTAssertTrue(document.presentedViewControllers?.first is InspectorViewController)
        }
    }

    func testTypedShouldPerformIsAskedForSeguesPerformedInCodeAsAppKitDoes() async {
        await MainActor.run {
            let document = DocumentViewController()
            document.mirrorSegueTemplates = templates()
            document.allowPreferences = false
            document.performSegue(withIdentifier: .showPreferences, sender: nil)
            XCTAssertEqual(document.asked, [.showPreferences])
            XCTAssertTrue(document.prepared.isEmpty)

            document.allowPreferences = true
            document.performSegue(withIdentifier: .showPreferences, sender: nil)
            XCTAssertEqual(document.prepared.map(\.0), [.showPreferences])
        }
    }

    func testSubclassPerformsAndHandlesItsSuperclassSegues() async {
        await MainActor.run {
            let readOnly = ReadOnlyDocumentViewController()
            readOnly.mirrorSegueTemplates = templates()
            readOnly.performSegue(withIdentifier: .showPreferences, sender: nil)
            XCTAssertEqual(readOnly.prepared.map(\.0), [.showPreferences])
        }
    }

    func testWindowControllerPerformsTypedSeguesToo() async {
        await MainActor.run {
            let window = MainWindowController(window: nil)
            window.mirrorSegueTemplates = templates()
            window.performSegue(withIdentifier: .showPreferences, sender: nil)
            XCTAssertEqual(window.prepared, [.showPreferences])
        }
    }

    func testUnknownIdentifierThrowsNamingViewControllerIdentifierAndKnownCases() async throws {
        try await MainActor.run {
            let document = DocumentViewController()
            let segue = NSStoryboardSegue(identifier: "legacy", source: document, destination: PreferencesViewController())
            XCTAssertThrowsError(try document.segueIdentifier(forRawValue: segue.identifier)) { error in
                XCTAssertEqual(
                    "\(error)",
                    #"SegueKitPlatformTests.DocumentViewController received a segue with identifier "legacy", which is not a case of SegueKitPlatformTests.DocumentViewController.SegueIdentifier. Known identifiers: "showInspector", "showPreferences"."#
                )
            }
            XCTAssertNil((try? document.segueIdentifier(forRawValue: segue.identifier)))
        }
    }

    func testUnknownIdentifierOfAWindowControllerNamesTheWindowController() async throws {
        try await MainActor.run {
            let window = MainWindowController(window: nil)
            let segue = NSStoryboardSegue(identifier: "showInspector", source: window, destination: InspectorViewController())
            XCTAssertThrowsError(try window.segueIdentifier(forRawValue: segue.identifier)) { error in
                guard let error = error as? SegueIdentifierError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.controllerType, "SegueKitPlatformTests.MainWindowController")
                XCTAssertEqual(error.receivedIdentifier, "showInspector")
                XCTAssertEqual(error.knownIdentifiers, ["showPreferences"])
            }
            XCTAssertEqual(
                try? window.segueIdentifier(forRawValue: NSStoryboardSegue(identifier: "showPreferences", source: window, destination: PreferencesViewController()).identifier),
                .showPreferences)
        }
    }

    func testTypedShouldPerformLetsUnknownIdentifiersThroughWithoutAsking() async {
        await MainActor.run {
            let document = DocumentViewController()
            XCTAssertTrue(document.shouldPerformSegue(withIdentifier: "legacy", sender: nil))
            XCTAssertEqual(document.asked, [])
        }
    }
}
