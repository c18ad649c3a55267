import Foundation
import Testing
import SegueKitGenerator
import SegueKitStoryboard

/// Generated code is a product too: its size over the vendored corpus of real apps' storyboards is
/// measured per identified segue (of a controller with a custom class: the others get no code) and held
/// to a budget. Typed scenes are generated per storyboard ID, not per segue, so the figure is printed
/// with and without them.
@Suite("Generated code size")
struct GeneratedCodeSizeTests {
    /// Issue 17's goal for the code segues bring: identifier enums, typed segues and typed perform.
    static let segueCodeBudget = 20.0
    /// The whole file, typed scenes included, as generated today (24.9): it must not grow back.
    static let wholeFileBudget = 25.0

    static func lines(_ code: String) -> Int {
        code.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }

    @Test func theCorpusGetsAtMostTwentyLinesOfSegueCodePerIdentifiedSegue() throws {
        let documents = try Fixtures.corpusStoryboards().map(Fixtures.parse)
        let catalog = SegueCatalog(documents: documents)
        let identified = catalog.classes.values.joined().filter { !$0.identifier.isEmpty }.count
        let whole = Self.lines(SegueCodeGenerator().generate(documents: documents).code)
        var withoutScenes = SegueCodeGenerator.Options()
        withoutScenes.typedScenes = false
        let segueCode = Self.lines(SegueCodeGenerator(options: withoutScenes).generate(documents: documents).code)
        func perSegue(_ lines: Int) -> Double { Double(lines) / Double(identified) }
        print("generated code over the corpus: \(whole) lines for \(identified) identified segues of custom classes = \(String(format: "%.1f", perSegue(whole))) lines per segue")
        print("without typed scenes: \(segueCode) lines = \(String(format: "%.1f", perSegue(segueCode))) lines per segue (budget \(Int(Self.segueCodeBudget)))")
        #expect(identified > 90)
        #expect(perSegue(segueCode) <= Self.segueCodeBudget)
        #expect(perSegue(whole) <= Self.wholeFileBudget)
    }
}
