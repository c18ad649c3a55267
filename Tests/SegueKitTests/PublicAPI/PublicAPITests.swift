import Foundation
import Testing

/// The products' public surface is deliberate and documented: each product has exactly the
/// `public`/`open` declaration lines pinned here (growing or shrinking the API means changing a count on
/// purpose), every one of them has a doc comment, and the libraries that are not products declare
/// nothing `public` (they use `package` access).
@Suite("Public API")
struct PublicAPITests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // PublicAPI
        .deletingLastPathComponent()  // SegueKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository

    /// Public/open declaration lines of each library product.
    static let products = [
        PublicSurface(library: "SegueKit", lines: 73),
        PublicSurface(library: "SegueKitGating", lines: 55),
        PublicSurface(library: "SegueKitTesting", lines: 20),
    ]
    static let internalLibraries = ["SegueKitStoryboard", "SegueKitSwiftSource", "SegueKitGenerator", "SegueKitChecker"]

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

    static func publicLines(of library: String) throws -> [String] {
        try files(of: library).flatMap { file in
            file.lines.enumerated().filter { isPublicDeclaration($0.element) }.map { "\(file.path):\($0.offset + 1)" }
        }
    }

    @Test(arguments: PublicAPITests.products)
    func eachProductHasThePinnedNumberOfPublicDeclarations(_ product: PublicSurface) throws {
        let count = try Self.publicLines(of: product.library).count
        #expect(count == product.lines, "Sources/\(product.library) has \(count) public/open declaration lines (pinned: \(product.lines))")
    }

    @Test(arguments: PublicAPITests.internalLibraries)
    func librariesThatAreNotProductsDeclareNothingPublic(_ library: String) throws {
        #expect(try Self.publicLines(of: library).isEmpty)
    }

    @Test(arguments: PublicAPITests.products)
    func everyPublicDeclarationHasADocComment(_ product: PublicSurface) throws {
        var undocumented: [String] = []
        for file in try Self.files(of: product.library) {
            for (index, line) in file.lines.enumerated() where Self.isPublicDeclaration(line) {
                var above = index - 1
                while above >= 0, file.lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
                if above < 0 || !file.lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    undocumented.append("\(file.path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(undocumented.isEmpty, "public declarations without a doc comment:\n\(undocumented.joined(separator: "\n"))")
    }
}

struct PublicSurface: Sendable, CustomTestStringConvertible {
    var library: String
    var lines: Int
    var testDescription: String { "\(library): \(lines) public declaration lines" }
}
