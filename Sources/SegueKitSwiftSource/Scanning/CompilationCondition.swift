/// An `#if` condition (`os(iOS) && !DEBUG`), read once into its parts. The scan asks it where its
/// branch is compiled: ``InactiveCode`` from its `true` and `false`, ``PlatformCondition`` from its
/// platform tests (``ApplePlatforms/holding(_:)``).
indirect enum CompilationCondition: Equatable {
    /// A test the build decides (`os(iOS)`, `DEBUG`, `swift(>=5.9)`), or `true` or `false`.
    case test(String)
    case not(CompilationCondition)
    /// Conditions joined by `&&`.
    case all([CompilationCondition])
    /// Conditions joined by `||`.
    case any([CompilationCondition])

    /// The condition `written` without spaces (`os(iOS)&&!DEBUG`), or `nil` when it cannot be read,
    /// or nests `(` and `!` more than 100 deep (which no app writes, and which would exhaust the stack).
    init?(_ written: String) {
        var reader = Reader(rest: Substring(written))
        guard let condition = reader.disjunction(), reader.rest.isEmpty else { return nil }
        self = condition
    }

    /// Every test, in the order written.
    var tests: [String] {
        switch self {
        case .test(let test): [test]
        case .not(let inner): inner.tests
        case .all(let parts), .any(let parts): parts.flatMap(\.tests)
        }
    }

    /// The platforms where the condition holds in every build (`surely`) and those where it holds in
    /// some (`possibly`), given where each test holds (`holds` answers `nil` for a test a build decides
    /// on any platform: a configuration such as `DEBUG`, or a test the caller does not know).
    func platforms(where holds: (String) -> ApplePlatforms?) -> (surely: ApplePlatforms, possibly: ApplePlatforms) {
        switch self {
        case .test(let test):
            let known = holds(test)
            return (known ?? [], known ?? .all)
        case .not(let inner):
            let (surely, possibly) = inner.platforms(where: holds)
            return (ApplePlatforms.all.subtracting(possibly), ApplePlatforms.all.subtracting(surely))
        case .all(let parts):
            return parts.map { $0.platforms(where: holds) }.reduce((ApplePlatforms.all, ApplePlatforms.all)) {
                ($0.surely.intersection($1.surely), $0.possibly.intersection($1.possibly))
            }
        case .any(let parts):
            return parts.map { $0.platforms(where: holds) }.reduce(([], [])) {
                ($0.surely.union($1.surely), $0.possibly.union($1.possibly))
            }
        }
    }

    /// Reads `a || b`, `a && b` (which binds tighter), `!a`, `(a)` and tests.
    private struct Reader {
        var rest: Substring
        /// How many `(` and `!` enclose the part being read.
        private var depth = 0

        init(rest: Substring) {
            self.rest = rest
        }

        mutating func disjunction() -> CompilationCondition? {
            joined(by: "||", into: CompilationCondition.any) { $0.conjunction() }
        }

        private mutating func conjunction() -> CompilationCondition? {
            joined(by: "&&", into: CompilationCondition.all) { $0.unary() }
        }

        private mutating func joined(
            by op: String, into combined: ([CompilationCondition]) -> CompilationCondition, operand: (inout Reader) -> CompilationCondition?
        ) -> CompilationCondition? {
            guard let first = operand(&self) else { return nil }
            var parts = [first]
            while rest.hasPrefix(op) {
                rest.removeFirst(op.count)
                guard let next = operand(&self) else { return nil }
                parts.append(next)
            }
            return parts.count == 1 ? first : combined(parts)
        }

        private mutating func unary() -> CompilationCondition? {
            guard let first = rest.first, first == "!" || first == "(" else { return test() }
            guard depth < 100 else { return nil }
            depth += 1
            defer { depth -= 1 }
            rest.removeFirst()
            if first == "!" { return unary().map(CompilationCondition.not) }
            guard let inner = disjunction(), rest.hasPrefix(")") else { return nil }
            rest.removeFirst()
            return inner
        }

        /// A name, with its argument in parentheses if it has one (`os(iOS)`, `swift(>=5.9)`).
        private mutating func test() -> CompilationCondition? {
            var depth = 0
            let test = rest.prefix { character in
                if character == "(" { depth += 1 } else if character == ")" { if depth == 0 { return false }; depth -= 1 }
                return depth > 0 || !(character == "&" || character == "|")
            }
            guard !test.isEmpty, depth == 0 else { return nil }
            rest.removeFirst(test.count)
            return .test(String(test))
        }
    }
}
