import Testing
import SegueKitSwiftSource

@Suite("Swift → Objective-C selector naming")
struct ObjCSelectorTests {
    @Test func aLabelledFirstArgumentAddsWithAndTheCapitalisedLabel() {
        #expect(ObjCSelector.make(baseName: "makeDetail", labels: ["coder"]) == "makeDetailWithCoder:")
        #expect(ObjCSelector.make(baseName: "makeDetail", labels: ["coder", "sender", "segueIdentifier"]) == "makeDetailWithCoder:sender:segueIdentifier:")
    }

    /// Observed with `swiftc -emit-objc-header` (Swift 6.3.1); `ObjCSelectorCompilerAgreementTests`
    /// re-asks the compiler on every run.
    @Test func noWithWhenTheLabelStartsOrTheBaseNameEndsWithAPreposition() {
        #expect(ObjCSelector.make(baseName: "unwind", labels: ["for"]) == "unwindFor:")
        #expect(ObjCSelector.make(baseName: "makeDetail", labels: ["from", "sender"]) == "makeDetailFrom:sender:")
        #expect(ObjCSelector.make(baseName: "makeDetail", labels: ["with"]) == "makeDetailWith:")
        #expect(ObjCSelector.make(baseName: "makeDetail", labels: ["forSegue"]) == "makeDetailForSegue:")
        #expect(ObjCSelector.make(baseName: "unwindTo", labels: ["segue"]) == "unwindToSegue:")
        #expect(ObjCSelector.make(baseName: "make_for", labels: ["x"]) == "make_forX:")
        #expect(ObjCSelector.make(baseName: "makeFOR", labels: ["x"]) == "makeFORX:")
        #expect(ObjCSelector.make(baseName: "to", labels: ["x"]) == "toX:")
    }

    @Test func wordsThatAreNotPrepositionsStillGetWith() {
        #expect(ObjCSelector.make(baseName: "move", labels: ["toward"]) == "moveWithToward:")
        #expect(ObjCSelector.make(baseName: "move", labels: ["onto"]) == "moveWithOnto:")
        #expect(ObjCSelector.make(baseName: "loadURL", labels: ["x"]) == "loadURLWithX:")
        #expect(ObjCSelector.make(baseName: "make", labels: ["URLFor"]) == "makeWithURLFor:")
    }

    @Test func onlyAnASCIIFirstLetterIsCapitalised() {
        #expect(ObjCSelector.make(baseName: "éclair", labels: ["élan"]) == "éclairWithélan:")
    }

    @Test func anUnlabelledFirstArgumentAddsOnlyAColon() {
        #expect(ObjCSelector.make(baseName: "makeBookViewController", labels: ["_", "sender", "segueIdentifier"]) == "makeBookViewController:sender:segueIdentifier:")
        #expect(ObjCSelector.make(baseName: "unwindToLibrary", labels: ["_"]) == "unwindToLibrary:")
    }

    @Test func laterUnlabelledArgumentsAreBareColons() {
        #expect(ObjCSelector.make(baseName: "make", labels: ["_", "_", "_"]) == "make:::")
    }

    @Test func methodsWithoutArgumentsHaveNoColon() {
        #expect(ObjCSelector.make(baseName: "refresh", labels: []) == "refresh")
    }

    @Test func throwingMethodsGainAnErrorArgument() {
        #expect(ObjCSelector.make(baseName: "load", labels: [], throwing: true) == "loadAndReturnError:")
        #expect(ObjCSelector.make(baseName: "load", labels: ["_"], throwing: true) == "load:error:")
    }

    @Test func argumentCountIsTheNumberOfColons() {
        #expect(ObjCSelector.argumentCount("a:b:c:") == 3)
        #expect(ObjCSelector.argumentCount("refresh") == 0)
    }
}
