import Testing
import SegueKitStoryboard

@Suite("Edit distance")
struct EditDistanceTests {
    @Test func countsInsertionsDeletionsAndSubstitutions() {
        #expect(editDistance("kitten", "sitting", atMost: 5) == 3)
        #expect(editDistance("LibraryViewController", "LibraryViewControler", atMost: 5) == 1)
        #expect(editDistance("", "abc", atMost: 5) == 3)
        #expect(editDistance("same", "same", atMost: 0) == 0)
    }

    @Test func whatBothShareAtEitherEndChangesNothing() {
        #expect(editDistance("OldBookViewController", "NewBookViewController", atMost: 10) == 3)
        #expect(editDistance("ViewControllerA", "ViewControllerBC", atMost: 10) == 2)
        #expect(editDistance("aXa", "aYYa", atMost: 10) == 2)
    }

    @Test func aDistanceOverTheLimitIsNil() {
        #expect(editDistance("kitten", "sitting", atMost: 2) == nil)
        #expect(editDistance("a", "abcdef", atMost: 3) == nil)
        #expect(editDistance("abcdef", "uvwxyz", atMost: 5) == nil)
        #expect(editDistance("abcdef", "uvwxyz", atMost: 6) == 6)
    }

    /// The nearest name wins, whatever the order given; among equally near ones the first by name; none
    /// over the limit.
    @Test func theNearestCandidateIsTheFirstByNameAmongEquals() {
        #expect(nearest(to: "showDetial", among: ["showDetails", "showDetail", "showMore"], atMost: 3) == "showDetail")
        #expect(nearest(to: "cat", among: ["cot", "bat", "car"], atMost: 1) == "bat")
        #expect(nearest(to: "cat", among: ["dog", "horse"], atMost: 2) == nil)
        let methods = [(name: "makeDetail", line: 1), (name: "makeDetial", line: 2)]
        #expect(nearest(to: "makeDetil", among: methods, atMost: 2, by: \.name)?.line == 1)
    }
}
