import AppKit
@testable import AppKitMirroredSegueKit
import XCTest

// `NSStoryboardSegue.destinationController(as:)` and friends through the AppKit mirror: a window
// controller's content, a tab view controller (selected tab first, then tab order), a split view
// controller (items leading to trailing), and nestings of them.

private final class DocumentViewController: NSViewController {}
private final class InspectorViewController: NSViewController {}
private final class SidebarViewController: NSViewController {}
private final class PreferencesWindowController: NSWindowController {}

@MainActor
private func segue(to destination: AnyObject, from source: AnyObject = DocumentViewController()) -> NSStoryboardSegue {
    NSStoryboardSegue(identifier: "showInspector", source: source, destination: destination)
}

@MainActor
private func tabs(_ controllers: [NSViewController], selected: Int) -> NSTabViewController {
    let tabs = NSTabViewController()
    controllers.forEach { tabs.addTabViewItem(NSTabViewItem(viewController: $0)) }
    tabs.selectedTabViewItemIndex = selected
    return tabs
}

final class AppKitTypedDestinationTests: XCTestCase {
    func testWindowControllerIsUnwrappedToItsContent() async throws {
        try await MainActor.run {
            let inspector = InspectorViewController()
            let window = PreferencesWindowController(window: nil)
            window.contentViewController = inspector
            XCTAssertTrue(try segue(to: window).destinationController(as: InspectorViewController.self) === inspector)
            XCTAssertTrue(try segue(to: window).destinationController(as: PreferencesWindowController.self) === window)
        }
    }

    func testTabViewSearchesTheSelectedTabFirst() async throws {
        try await MainActor.run {
            let selected = InspectorViewController()
            let tabView = tabs([InspectorViewController(), SidebarViewController(), selected], selected: 2)
            XCTAssertTrue(try segue(to: tabView).destinationController(as: InspectorViewController.self) === selected)
        }
    }

    func testTabViewFallsBackToTheFirstMatchingTabInOrder() async throws {
        try await MainActor.run {
            let first = InspectorViewController()
            let tabView = tabs([SidebarViewController(), first, InspectorViewController()], selected: 0)
            XCTAssertTrue(try segue(to: tabView).destinationController(as: InspectorViewController.self) === first)
        }
    }

    func testSplitViewIsSearchedLeadingToTrailing() async throws {
        try await MainActor.run {
            let sidebar = SidebarViewController()
            let inspector = InspectorViewController()
            let split = NSSplitViewController()
            split.addSplitViewItem(NSSplitViewItem(viewController: sidebar))
            split.addSplitViewItem(NSSplitViewItem(viewController: inspector))
            XCTAssertTrue(try segue(to: split).destinationController(as: InspectorViewController.self) === inspector)
            XCTAssertTrue(try segue(to: split).destinationController(as: SidebarViewController.self) === sidebar)
        }
    }

    func testNestedWindowSplitAndTabViewsAreSearched() async throws {
        try await MainActor.run {
            let inspector = InspectorViewController()
            let split = NSSplitViewController()
            split.addSplitViewItem(NSSplitViewItem(viewController: SidebarViewController()))
            split.addSplitViewItem(NSSplitViewItem(viewController: tabs([DocumentViewController(), inspector], selected: 1)))
            let window = PreferencesWindowController(window: nil)
            window.contentViewController = split
            XCTAssertTrue(try segue(to: window).destinationController(as: InspectorViewController.self) === inspector)
        }
    }

    func testMissingDestinationThrowsPrintingTheHierarchyFound() async throws {
        try await MainActor.run {
            let window = PreferencesWindowController(window: nil)
            window.contentViewController = tabs([SidebarViewController(), DocumentViewController()], selected: 1)
            XCTAssertThrowsError(try segue(to: window).destinationController(as: InspectorViewController.self)) { error in
                XCTAssertEqual(
                    "\(error)",
                    """
                    The destination of segue "showInspector" is not of type SegueKitPlatformTests.InspectorViewController and contains none. Found:
                    SegueKitPlatformTests.PreferencesWindowController
                    └─ AppKit.NSTabViewController
                       ├─ SegueKitPlatformTests.DocumentViewController
                       └─ SegueKitPlatformTests.SidebarViewController
                    """)
            }
            XCTAssertNil(segue(to: window).destinationControllerIfPresent(as: InspectorViewController.self))
        }
    }

    func testEachSystemContainersFrontIsTheFirstOfItsChildren() async {
        await MainActor.run {
            let window = PreferencesWindowController(window: nil)
            window.contentViewController = DocumentViewController()
            let split = NSSplitViewController()
            split.addSplitViewItem(NSSplitViewItem(viewController: SidebarViewController()))
            split.addSplitViewItem(NSSplitViewItem(viewController: InspectorViewController()))
            let containers: [AnyObject] = [
                window, tabs([SidebarViewController(), InspectorViewController()], selected: 1), split,
                tabs([], selected: -1), PreferencesWindowController(window: nil), NSSplitViewController(),
            ]
            for container in containers {
                XCTAssertTrue(SystemContainers.front(of: container) === ControllerSearch.children(of: container).first, "\(type(of: container))")
            }
        }
    }

    func testPerformedSegueHandsTheTypedDestinationToPrepare() async {
        await MainActor.run {
            final class Document: NSViewController, SegueHandlerType {
                enum SegueIdentifier: String, CaseIterable { case showInspector }
                var inspector: InspectorViewController?
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    switch segueIdentifier(for: segue) {
                    case .showInspector: inspector = segue.destinationControllerIfPresent(as: InspectorViewController.self)
                    }
                }
            }
            let document = Document()
            document.mirrorSegueTemplates = [
                MirrorSegueTemplate(
                    identifier: "showInspector", kind: .show,
                    destination: MirrorScene(PreferencesWindowController.self, relationships: [(.windowContent, MirrorScene(InspectorViewController.self), nil)]))
            ]
            document.performSegue(withIdentifier: .showInspector, sender: nil)
            XCTAssertNotNil(document.inspector)
        }
    }
}
