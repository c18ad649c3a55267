import Foundation
import Testing
import SegueKitGenerator
import SegueKitStoryboard

/// Generated code is a product too: its size over the vendored corpus of real apps' storyboards is
/// measured per identified segue (of a controller with a custom class: the others get no code) and held
/// to a budget. Typed scenes come per Storyboard ID, not per segue, so the figure without them is
/// printed too.
@Suite("Generated code size")
struct GeneratedCodeSizeTests {
    /// Issue 17's goal for the whole generated file: identifier enums, typed segues, typed perform and
    /// typed scenes.
    static let budget = 20.0

    static func lines(_ code: String) -> Int {
        code.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }

    @Test func theCorpusGetsAtMostTwentyGeneratedLinesPerIdentifiedSegue() throws {
        let documents = try Fixtures.corpusStoryboards().map(Fixtures.parse)
        let catalog = SegueCatalog(documents: documents)
        let identified = catalog.classes.values.joined().filter { !$0.identifier.isEmpty }.count
        let whole = Self.lines(SegueCodeGenerator().generate(documents: documents).code)
        var withoutScenes = SegueCodeGenerator.Options()
        withoutScenes.typedScenes = false
        let segueCode = Self.lines(SegueCodeGenerator(options: withoutScenes).generate(documents: documents).code)
        func perSegue(_ lines: Int) -> Double { Double(lines) / Double(identified) }
        print("generated code over the corpus: \(whole) lines for \(identified) identified segues of custom classes = \(String(format: "%.1f", perSegue(whole))) lines per segue")
        print("budget \(Int(Self.budget)); without typed scenes: \(segueCode) lines = \(String(format: "%.1f", perSegue(segueCode))) lines per segue")
        // A segue drawn in both an iPhone and an iPad storyboard is one case: per case the figure is higher.
        let cases = catalog.classes.values.map { Set($0.map(\.identifier).filter { !$0.isEmpty }).count }.reduce(0, +)
        print("for information, per case (a class's distinct identifiers, \(cases)): \(String(format: "%.1f", Double(whole) / Double(cases))) lines, \(String(format: "%.1f", Double(segueCode) / Double(cases))) without typed scenes")
        #expect(identified > 90)
        #expect(perSegue(whole) <= Self.budget)
    }
}
