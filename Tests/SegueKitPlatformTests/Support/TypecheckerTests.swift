import Testing

// The "compiles with zero warnings" tests are only as strong as `Typechecker`: these pin down that it
// reports what an app build would, including the diagnostics of the compiler's SIL passes that
// `swiftc -typecheck` alone never prints.

@Suite("Typechecker reports what an app build would")
struct TypecheckerTests {
    @Test func swift6DataRaceErrorFromTheSILPassesFailsTheTypecheck() throws {
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
        #expect(!result.succeeded, "\(result.output)")
        #expect(result.output.contains("error: sending 'counter' risks causing data races"), "\(result.output)")
    }

    @Test func warningsFromSemaAndFromTheSILPassesAreBothDiagnostics() throws {
        let source = """
            func unreachable() -> Int {
                var unchanged = 1
                fatalError("stop \\(unchanged)")
                return unchanged
            }
            """
        let result = try Typechecker.typecheck(source: source, mode: .swift5Minimal)
        #expect(result.succeeded, "\(result.output)")
        #expect(!result.isClean, "\(result.output)")
        let warnings = result.diagnostics.filter { $0.contains("warning:") && !$0.contains("|") }
        #expect(warnings.contains { $0.contains("variable 'unchanged' was never mutated") }, "\(result.output)")
        #expect(warnings.contains { $0.contains("will never be executed") }, "\(result.output)")
    }

    @Test func cleanSourceHasNoDiagnostics() throws {
        let result = try Typechecker.typecheck(source: "let answer = 42\n", mode: .swift6)
        #expect(result.isClean, "\(result.output)")
        #expect(result.diagnostics == [])
    }
}
