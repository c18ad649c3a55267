import Foundation
import SegueKitGenerator
import SegueKitStoryboard
import Testing

/// The `typed-segues` benchmark measures generated code, so its copy of that code must be exactly what
/// the generator emits for the benchmark's storyboard (`Tests/Fixtures/Benchmarks/TypedSegueBenchmark.storyboard`)
/// — regenerated here and compared, so the benchmark cannot drift from the generator.
///
/// One mechanical change: the benchmark links SegueKit's sources compiled against the UIKit mirror,
/// whose module is `UIKitMirroredSegueKit`, so the copy says `canImport(UIKitMirroredSegueKit)` and
/// `import UIKitMirroredSegueKit` where the generated file says `canImport(SegueKit)` and
/// `import SegueKit` (an app's SegueKit). Nothing else differs.
///
/// After a change to the generator, rewrite the copy with
/// `SEGUEKIT_UPDATE_BENCHMARK_CODE=1 swift test --skip-build --filter TypedSegueBenchmarkCodeTests`.
@Suite("Typed segue benchmark: its copy of the generated code is what the generator emits")
struct TypedSegueBenchmarkCodeTests {
    static let storyboard = Fixtures.repository.appendingPathComponent("Tests/Fixtures/Benchmarks/TypedSegueBenchmark.storyboard")
    static let benchmarkCopy = Fixtures.repository.appendingPathComponent("Sources/SegueKitBenchmarks/Generated/TypedSegueBenchmark.generated.swift")

    /// What `seguekit generate TypedSegueBenchmark.storyboard` writes (default options).
    static func generated() throws -> String {
        let result = SegueCodeGenerator().generate(documents: [try Fixtures.parse(storyboard)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return result.code
    }

    /// `code` with the runtime module renamed to the mirror-compiled one the benchmark links.
    static func mirrored(_ code: String) -> String {
        code.replacingOccurrences(of: "canImport(SegueKit)", with: "canImport(UIKitMirroredSegueKit)")
            .replacingOccurrences(of: "\nimport SegueKit\n", with: "\nimport UIKitMirroredSegueKit\n")
    }

    @Test func theBenchmarksCopyIsWhatTheGeneratorEmits() throws {
        let expected = Self.mirrored(try Self.generated())
        if ProcessInfo.processInfo.environment["SEGUEKIT_UPDATE_BENCHMARK_CODE"] == "1" {
            try FileManager.default.createDirectory(at: Self.benchmarkCopy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try expected.write(to: Self.benchmarkCopy, atomically: true, encoding: .utf8)
            // A run that rewrites the copy compares it with itself: it must not count as passing.
            Issue.record("rewrote \(Self.benchmarkCopy.lastPathComponent); review the diff, then run again without SEGUEKIT_UPDATE_BENCHMARK_CODE")
        }
        let copy = try String(contentsOf: Self.benchmarkCopy, encoding: .utf8)
        #expect(
            copy == expected,
            "\(Self.benchmarkCopy.path) is not what the generator emits for \(Self.storyboard.lastPathComponent); rewrite it with SEGUEKIT_UPDATE_BENCHMARK_CODE=1. Expected:\n\(expected)")
    }

    /// The renaming touches exactly the condition and the import, and the code it renames holds the
    /// typed switch the benchmark measures.
    @Test func onlyTheRuntimeModuleIsRenamed() throws {
        let code = try Self.generated()
        #expect(code.components(separatedBy: "canImport(SegueKit)").count == 2, "\(code)")
        #expect(code.components(separatedBy: "\nimport SegueKit\n").count == 2, "\(code)")
        #expect(!code.contains("UIKitMirroredSegueKit"))
        let lines = { (text: String) in text.components(separatedBy: "\n") }
        let changed = zip(lines(code), lines(Self.mirrored(code))).filter { $0 != $1 }
        #expect(changed.count == 2, "\(changed)")
        #expect(lines(code).count == lines(Self.mirrored(code)).count)
        #expect(code.contains("case showBook(TypedBenchmarkBookViewController)\n"), "\(code)")
        #expect(code.contains("case editBook(TypedBenchmarkEditorViewController)\n"), "\(code)")
        #expect(code.contains("case showAuthor(TypedBenchmarkAuthorViewController)\n"), "\(code)")
        #expect(code.contains("case showAccount(TypedBenchmarkAccountViewController)\n"), "\(code)")
        #expect(code.contains("enum Segue: TypedSegue {"), "\(code)")
        #expect(code.contains("init?(checking segue: UIStoryboardSegue) throws(SegueDestinationError) {"), "\(code)")
    }
}
