import Foundation
import Testing

/// The shipped libraries' public surface stays small and documented: each runtime product has at most
/// the `public`/`open` declaration lines its budget says (today's counts: growing the API means raising
/// one on purpose), and every public declaration of every library has a doc comment with a Swift
/// example (the deprecated Swift 2 spellings show their call inline instead).
@Suite("Public API")
struct PublicAPITests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // PublicAPI
        .deletingLastPathComponent()  // SegueKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository
    static let libraries = ["SegueKit", "SegueKitGating", "SegueKitStoryboard", "SegueKitGenerator", "SegueKitChecker", "SegueKitTesting"]

    /// A `public` or `open` declaration line, after any attributes on the same line.
    static func isPublicDeclaration(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.hasPrefix("//") else { return false }
        return trimmed.range(of: #"^(@[A-Za-z]+(\([^)]*\))?\s+)*(public|open)\s"#, options: .regularExpression) != nil
    }

    /// The Swift files of `library`, with their lines.
    static func files(of library: String) throws -> [(path: String, lines: [String])] {
        let folder = repository.appendingPathComponent("Sources/\(library)")
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return try paths.sorted().map { path in
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            return ("Sources/\(library)/\(path)", text.components(separatedBy: "\n"))
        }
    }

    /// Public/open declaration lines allowed per runtime product.
    static let publicDeclarationBudgets = [
        PublicDeclarationBudget(library: "SegueKit", lines: 61),
        PublicDeclarationBudget(library: "SegueKitGating", lines: 54),
    ]

    @Test(arguments: PublicAPITests.publicDeclarationBudgets)
    func theRuntimeProductsStayWithinTheirPublicDeclarationBudgets(_ budget: PublicDeclarationBudget) throws {
        let count = try Self.files(of: budget.library).reduce(0) { $0 + $1.lines.filter(Self.isPublicDeclaration).count }
        #expect(count > 0)
        #expect(count <= budget.lines, "Sources/\(budget.library) has \(count) public/open declaration lines (budget: \(budget.lines))")
    }

    @Test(arguments: PublicAPITests.libraries)
    func everyPublicDeclarationHasADocCommentWithAnExample(library: String) throws {
        var undocumented: [String] = []
        for file in try Self.files(of: library) {
            for (index, line) in file.lines.enumerated() where Self.isPublicDeclaration(line) {
                var above = index - 1
                var attributes: [String] = []
                while above >= 0, file.lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
                    attributes.append(file.lines[above])
                    above -= 1
                }
                var doc: [String] = []
                while above >= 0, file.lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    doc.append(file.lines[above])
                    above -= 1
                }
                let deprecated = (attributes + [line]).contains { $0.contains("deprecated") || $0.contains("unavailable") }
                if doc.isEmpty || (!deprecated && !doc.contains { $0.contains("```swift") }) {
                    undocumented.append("\(file.path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(undocumented.isEmpty, "public declarations without a doc comment with a Swift example:\n\(undocumented.joined(separator: "\n"))")
    }
}

struct PublicDeclarationBudget: Sendable, CustomTestStringConvertible {
    var library: String
    var lines: Int
    var testDescription: String { "\(library): at most \(lines)" }
}
