import Testing

@testable import SegueKit

final class ShelfTestSegue {}

class ShelfTestController {
    enum Segue: TypedSegue {
        case showBook

        @MainActor init?(checking segue: ShelfTestSegue) throws(SegueDestinationError) { nil }
    }
}

final class FilteredShelfTestController: ShelfTestController {}
final class EditorTestController {}

@Suite("The message of a segue that is none of a typed Segue's cases")
struct TypedSegueMessageTests {
    @Test func aSegueOfTheClassItselfAsksToRegenerate() {
        let message = ShelfTestController.Segue.unknownSegueMessage(identifier: "showAuthor", source: ShelfTestController(), destination: nil, unwindsExist: true)
        #expect(message == "SegueKitTests.ShelfTestController.Segue has no case for segue \"showAuthor\". Regenerate the typed segues if the storyboard changed.")
    }

    @Test func aSegueOfASubclassPointsAtTheSubclassPrepare() {
        let message = ShelfTestController.Segue.unknownSegueMessage(identifier: "showFilter", source: FilteredShelfTestController(), destination: nil, unwindsExist: true)
        #expect(message.hasPrefix("SegueKitTests.ShelfTestController.Segue has no case for segue \"showFilter\" of a SegueKitTests.FilteredShelfTestController."))
        #expect(message.contains("override prepare(for:sender:) there, switch over its Segue and pass the others to super"))
    }

    /// A segue from another class to the class the type is nested in is most likely an unwind segue
    /// (`UnwindFromEditor(segue)` in an unwind action): an exit without an identifier has no case.
    @Test func anUnwindSegueWithoutAnIdentifierAsksForOne() {
        let message = ShelfTestController.Segue.unknownSegueMessage(identifier: nil, source: EditorTestController(), destination: ShelfTestController(), unwindsExist: true)
        #expect(message == "SegueKitTests.ShelfTestController.Segue has no case for a segue without an identifier from a SegueKitTests.EditorTestController. An exit gets a case only with an identifier, set on its unwind segue in Interface Builder.")
        let named = ShelfTestController.Segue.unknownSegueMessage(identifier: "saveBook", source: EditorTestController(), destination: ShelfTestController(), unwindsExist: true)
        #expect(!named.contains("prepare(for:sender:)") && !named.contains("An exit gets a case"), "\(named)")
    }

    /// The unwind action may be the class's and the controller unwound to a subclass's instance.
    @Test func anUnwindToASubclassIsAnUnwindToo() {
        let message = ShelfTestController.Segue.unknownSegueMessage(identifier: nil, source: EditorTestController(), destination: FilteredShelfTestController(), unwindsExist: true)
        #expect(message.hasSuffix("An exit gets a case only with an identifier, set on its unwind segue in Interface Builder."), "\(message)")
        let named = ShelfTestController.Segue.unknownSegueMessage(identifier: "archiveBook", source: EditorTestController(), destination: FilteredShelfTestController(), unwindsExist: true)
        #expect(named == "SegueKitTests.ShelfTestController.Segue has no case for segue \"archiveBook\" from a SegueKitTests.EditorTestController, most likely an unwind segue: "
            + "in an unwind action, switch over the enum generated for that action, named after it (UnwindToLibrary(segue) for unwindToLibrary(_:)), or regenerate the typed segues if the storyboard changed.")
    }

    /// A subclass's segue to another of its kind (a folder opening a folder) is no unwind: the message
    /// points at the subclass's `prepare`, with or without an identifier.
    @Test func aSubclassSegueToTheClassItselfIsNoUnwind() {
        let message = ShelfTestController.Segue.unknownSegueMessage(identifier: "showTrash", source: FilteredShelfTestController(), destination: ShelfTestController(), unwindsExist: true)
        #expect(message.contains("of a SegueKitTests.FilteredShelfTestController. If SegueKitTests.FilteredShelfTestController has typed segues of its own, override prepare(for:sender:) there"), "\(message)")
        let embedded = ShelfTestController.Segue.unknownSegueMessage(identifier: nil, source: FilteredShelfTestController(), destination: ShelfTestController(), unwindsExist: true)
        #expect(embedded.contains("A segue gets a case only with an identifier") && !embedded.contains("An exit"), "\(embedded)")
    }

    /// AppKit has no unwind segues: a segue from another class to this one is never called one.
    @Test func whereUnwindsDoNotExistNoSegueIsCalledOne() {
        let message = ShelfTestController.Segue.unknownSegueMessage(identifier: nil, source: EditorTestController(), destination: ShelfTestController(), unwindsExist: false)
        #expect(!message.contains("exit") && !message.contains("unwind"), "\(message)")
        let named = ShelfTestController.Segue.unknownSegueMessage(identifier: "saveBook", source: EditorTestController(), destination: ShelfTestController(), unwindsExist: false)
        #expect(named.contains("If SegueKitTests.EditorTestController has typed segues of its own"), "\(named)")
    }

    /// A segue without an identifier (an embed segue, often) never gets a case: the message asks for an
    /// identifier, not for regenerating, from the class or a subclass.
    @Test func aSegueWithoutAnIdentifierAsksForOne() {
        let message = ShelfTestController.Segue.unknownSegueMessage(identifier: nil, source: ShelfTestController(), destination: nil, unwindsExist: true)
        #expect(message == "SegueKitTests.ShelfTestController.Segue has no case for a segue without an identifier. A segue gets a case only with an identifier: "
            + "give it one in Interface Builder (an embed segue too) and regenerate the typed segues, or handle it before the switch with "
            + "try Segue(checking: segue), which returns nil for it.")
        let fromSubclass = ShelfTestController.Segue.unknownSegueMessage(identifier: nil, source: FilteredShelfTestController(), destination: nil, unwindsExist: true)
        #expect(fromSubclass.hasPrefix("SegueKitTests.ShelfTestController.Segue has no case for a segue without an identifier of a SegueKitTests.FilteredShelfTestController. A segue gets a case only"), "\(fromSubclass)")
        #expect(!fromSubclass.contains("override prepare"), "\(fromSubclass)")
    }
}
