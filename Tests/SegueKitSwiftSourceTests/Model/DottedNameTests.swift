import SegueKitSwiftSource
import Testing

@Suite("Components of dotted type names")
struct DottedNameTests {
    @Test(arguments: [
        ("Outer.Inner", "Outer", "Inner"),
        ("App.Outer.Inner", "App", "Inner"),
        ("Plain", "Plain", "Plain"),
        ("", "", ""),
        ("Städte.Ölkarte", "Städte", "Ölkarte"),
    ])
    func firstAndLastComponentsSplitAtTheOuterDots(name: String, first: String, last: String) {
        #expect(name.firstNameComponent == first)
        #expect(name.lastNameComponent == last)
    }
}
