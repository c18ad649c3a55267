import XCTest

// The "compiles with zero warnings" tests are only as strong as `Typechecker`: these pin down that it
// reports what an app build would, including the diagnostics of the compiler's SIL passes that
// `swiftc -typecheck` alone never prints.

final class TypecheckerTests: XCTestCase {
    func testSwift6DataRaceErrorFromTheSILPassesFailsTheTypecheck() throws {
        let source = """
            final class Counter {}
            @MainActor func show(_ counter: Counter) {}
            func race() async {
                let counter = Counter()
                await show(counter)
                print(counter)
            }
            """
        let result = try Typechecker.typecheck(source: source, mode: .swift6)
        XCTAssertFalse(result.succeeded, result.output)
        XCTAssertTrue(result.output.contains("error: sending 'counter' risks causing data races"), result.output)
    }

    func testWarningsFromSemaAndFromTheSILPassesAreBothDiagnostics() throws {
        let source = """
            func unreachable() -> Int {
                var unchanged = 1
                fatalError("stop \\(unchanged)")
                return unchanged
            }
            """
        let result = try Typechecker.typecheck(source: source, mode: .swift5Minimal)
        XCTAssertTrue(result.succeeded, result.output)
        XCTAssertFalse(result.isClean, result.output)
        let warnings = result.diagnostics.filter { $0.contains("warning:") && !$0.contains("|") }
        XCTAssertTrue(warnings.contains { $0.contains("variable 'unchanged' was never mutated") }, result.output)
        XCTAssertTrue(warnings.contains { $0.contains("will never be executed") }, result.output)
    }

    func testCleanSourceHasNoDiagnostics() throws {
        let result = try Typechecker.typecheck(source: "let answer = 42\n", mode: .swift6)
        XCTAssertTrue(result.isClean, result.output)
        XCTAssertEqual(result.diagnostics, [])
    }
}
