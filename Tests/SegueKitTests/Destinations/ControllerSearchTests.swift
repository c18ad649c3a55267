import Testing

@testable import SegueKit

// How typed destinations are found, independent of UIKit and AppKit: a fake container lists its
// children in the order it wants them searched, as the system containers' conformances do (top of a
// navigation stack first, selected tab first, window content, …).

@MainActor
private class Node {
    let name: String
    init(_ name: String) { self.name = name }
}

@MainActor
private final class Leaf: Node {}

@MainActor
private final class OtherLeaf: Node {}

@MainActor
private final class Box: Node, ControllerContainer {
    var children: [Node]
    init(_ name: String, _ children: [Node]) {
        self.children = children
        super.init(name)
    }
    var containedControllers: [AnyObject] { children }
}

/// A protocol a controller might be asked for.
@MainActor
private protocol BookDisplaying: AnyObject {}
extension OtherLeaf: BookDisplaying {}

@MainActor
@Suite("ControllerSearch")
struct ControllerSearchTests {
    @Test func rootOfTheExpectedTypeIsReturnedItself() {
        let leaf = Leaf("leaf")
        #expect(ControllerSearch.first(Leaf.self, in: leaf) === leaf)
    }

    @Test func containerMatchesBeforeItsChildrenWhenItIsWhatWasAskedFor() {
        let inner = Box("inner", [Leaf("a")])
        let outer = Box("outer", [inner])
        #expect(ControllerSearch.first(Box.self, in: outer) === outer)
    }

    @Test func firstChildInTheContainersOrderWins() {
        let first = Leaf("first")
        let second = Leaf("second")
        let box = Box("box", [first, second])
        #expect(ControllerSearch.first(Leaf.self, in: box) === first)
    }

    @Test func searchIsDepthFirstSoAPreferredChildsSubtreeWinsOverLaterSiblings() {
        let deep = Leaf("deep")
        let shallowLater = Leaf("shallow")
        let root = Box("root", [Box("preferred", [Box("nested", [deep])]), shallowLater])
        #expect(ControllerSearch.first(Leaf.self, in: root)?.name == "deep")
    }

    @Test func laterChildrenAreSearchedWhenTheFirstHasNoMatch() {
        let target = OtherLeaf("target")
        let root = Box("root", [Box("first", [Leaf("a")]), Box("second", [Leaf("b"), target])])
        #expect(ControllerSearch.first(OtherLeaf.self, in: root) === target)
    }

    @Test func protocolTypesCanBeAskedFor() {
        let target = OtherLeaf("target")
        let root = Box("root", [Leaf("a"), target])
        #expect(ControllerSearch.first((any BookDisplaying).self, in: root) === target)
    }

    @Test func absentTypeGivesNil() {
        #expect(ControllerSearch.first(OtherLeaf.self, in: Box("root", [Leaf("a"), Box("empty", [])])) == nil)
    }

    @Test func cyclesEndTheSearchInsteadOfLoopingForever() {
        let root = Box("root", [])
        let child = Box("child", [root])
        root.children = [child, root]
        #expect(ControllerSearch.first(Leaf.self, in: root) == nil)
        #expect(ControllerSearch.hierarchyDescription(of: root).contains("(seen above)"))
    }

    @Test func hierarchyIsDrawnAsATreeOfTypeNames() {
        let root = Box("tabs", [Box("navigation", [Leaf("library")]), OtherLeaf("settings")])
        let lines = ControllerSearch.hierarchyDescription(of: root).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasSuffix("Box"))
        #expect(lines[1].hasPrefix("├─ ") && lines[1].hasSuffix("Box"))
        #expect(lines[2].hasPrefix("│  └─ ") && lines[2].hasSuffix("Leaf"))
        #expect(lines[3].hasPrefix("└─ ") && lines[3].hasSuffix("OtherLeaf"))
    }

    @Test func requireThrowsWithExpectedTypeIdentifierRoleAndFoundHierarchy() {
        let root = Box("navigation", [Leaf("editor")])
        let error = #expect(throws: SegueDestinationError.self) {
            try ControllerSearch.require(OtherLeaf.self, in: root, role: .destination, segueIdentifier: "showBook")
        }
        #expect(error?.role == .destination)
        #expect(error?.segueIdentifier == "showBook")
        #expect(error?.expectedType.hasSuffix("OtherLeaf") == true)
        #expect(error?.foundHierarchy == ControllerSearch.hierarchyDescription(of: root))
    }
}

@Suite("SegueDestinationError text")
struct SegueDestinationErrorTests {
    @Test func destinationErrorNamesSegueExpectedTypeAndPrintsTheHierarchy() {
        let error = SegueDestinationError(
            role: .destination, expectedType: "App.BookViewController", segueIdentifier: "showBook",
            foundHierarchy: "UINavigationController\n└─ App.BookEditorViewController")
        #expect(
            error.description
                == "The destination of segue \"showBook\" is not of type App.BookViewController and contains none. Found:\nUINavigationController\n└─ App.BookEditorViewController"
        )
    }

    @Test func sourceErrorWithoutIdentifierSaysSo() {
        let error = SegueDestinationError(role: .source, expectedType: "App.Editor", segueIdentifier: nil, foundHierarchy: "App.Other")
        #expect(error.description.hasPrefix("The source of a segue without an identifier is not of type App.Editor"))
    }
}
