import AppKit
@testable import AppKitMirroredSegueKit

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

@MainActor
@Suite("AppKit: typed destinations")
struct AppKitTypedDestinationTests {
    @Test func windowControllerIsUnwrappedToItsContent() throws {
        let inspector = InspectorViewController()
        let window = PreferencesWindowController(window: nil)
        window.contentViewController = inspector
        #expect(try segue(to: window).destinationController(as: InspectorViewController.self) === inspector)
        #expect(try segue(to: window).destinationController(as: PreferencesWindowController.self) === window)
    }

    @Test func tabViewSearchesTheSelectedTabFirst() throws {
        let selected = InspectorViewController()
        let tabView = tabs([InspectorViewController(), SidebarViewController(), selected], selected: 2)
        #expect(try segue(to: tabView).destinationController(as: InspectorViewController.self) === selected)
    }

    @Test func tabViewFallsBackToTheFirstMatchingTabInOrder() throws {
        let first = InspectorViewController()
        let tabView = tabs([SidebarViewController(), first, InspectorViewController()], selected: 0)
        #expect(try segue(to: tabView).destinationController(as: InspectorViewController.self) === first)
    }

    @Test func splitViewIsSearchedLeadingToTrailing() throws {
        let sidebar = SidebarViewController()
        let inspector = InspectorViewController()
        let split = NSSplitViewController()
        split.addSplitViewItem(NSSplitViewItem(viewController: sidebar))
        split.addSplitViewItem(NSSplitViewItem(viewController: inspector))
        #expect(try segue(to: split).destinationController(as: InspectorViewController.self) === inspector)
        #expect(try segue(to: split).destinationController(as: SidebarViewController.self) === sidebar)
    }

    @Test func nestedWindowSplitAndTabViewsAreSearched() throws {
        let inspector = InspectorViewController()
        let split = NSSplitViewController()
        split.addSplitViewItem(NSSplitViewItem(viewController: SidebarViewController()))
        split.addSplitViewItem(NSSplitViewItem(viewController: tabs([DocumentViewController(), inspector], selected: 1)))
        let window = PreferencesWindowController(window: nil)
        window.contentViewController = split
        #expect(try segue(to: window).destinationController(as: InspectorViewController.self) === inspector)
    }

    @Test func missingDestinationThrowsPrintingTheHierarchyFound() throws {
        let window = PreferencesWindowController(window: nil)
        window.contentViewController = tabs([SidebarViewController(), DocumentViewController()], selected: 1)
        if let error = #expect(throws: (any Error).self, performing: { try segue(to: window).destinationController(as: InspectorViewController.self) }) {
            #expect("\(error)" == """
                The destination of segue "showInspector" is not of type SegueKitPlatformTests.InspectorViewController and contains none. Found:
                SegueKitPlatformTests.PreferencesWindowController
                └─ \(String(reflecting: NSTabViewController.self))
                   ├─ SegueKitPlatformTests.DocumentViewController
                   └─ SegueKitPlatformTests.SidebarViewController
                """)
        }
        #expect(segue(to: window).destinationControllerIfPresent(as: InspectorViewController.self) == nil)
    }

    @Test func eachSystemContainerListsWhatItShowsFirstFirst() {
        let window = PreferencesWindowController(window: nil)
        let document = DocumentViewController()
        window.contentViewController = document
        let split = NSSplitViewController()
        let sidebar = SidebarViewController()
        split.addSplitViewItem(NSSplitViewItem(viewController: sidebar))
        split.addSplitViewItem(NSSplitViewItem(viewController: InspectorViewController()))
        let inspector = InspectorViewController()
        #expect(ControllerSearch.children(of: window).first === document)
        #expect(ControllerSearch.children(of: tabs([SidebarViewController(), inspector], selected: 1)).first === inspector)
        #expect(ControllerSearch.children(of: split).first === sidebar)
        #expect(ControllerSearch.children(of: tabs([], selected: -1)).isEmpty)
        #expect(ControllerSearch.children(of: PreferencesWindowController(window: nil)).isEmpty)
        #expect(ControllerSearch.children(of: NSSplitViewController()).isEmpty)
    }

    @Test func performedSegueHandsTheTypedDestinationToPrepare() {
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
        #expect(document.inspector != nil)
    }
}
