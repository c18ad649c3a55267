import Testing
import SegueKitGenerator

@Suite("Swift → Objective-C selector naming")
struct ObjCSelectorTests {
    @Test func aLabelledFirstArgumentAddsWithAndTheCapitalisedLabel() {
        #expect(ObjCSelector.make(baseName: "makeDetail", labels: ["coder"]) == "makeDetailWithCoder:")
        #expect(ObjCSelector.make(baseName: "makeDetail", labels: ["coder", "sender", "segueIdentifier"]) == "makeDetailWithCoder:sender:segueIdentifier:")
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
