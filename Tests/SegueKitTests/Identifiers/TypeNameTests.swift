import Testing

@testable import SegueKit

private struct PrivateThing {}

@Suite("Type names in messages")
struct TypeNameTests {
    @Test func privateTypesLoseTheUnknownContextSegment() {
        #expect(String(reflecting: PrivateThing.self).contains("unknown context"))
        #expect(typeName(PrivateThing.self) == "SegueKitTests.PrivateThing")
    }

    @Test func publicNamesAreUnchanged() {
        #expect(typeName(SegueIdentifierError.self) == "SegueKit.SegueIdentifierError")
        #expect(typeName(Int.self) == "Swift.Int")
    }

    @Test func nestedPrivateTypesKeepTheirPath() {
        struct Local { struct Inner {} }
        #expect(typeName(Local.Inner.self).hasSuffix(".Local.Inner"))
        #expect(!typeName(Local.Inner.self).contains("unknown context"))
    }
}
