import Foundation
import SegueKitChecker
import SegueKitGenerator
import SegueKitSwiftSource
import Testing

// Every block fenced as `swift` in the README, `Docs/` (including `Docs/Contributing`), the DocC
// catalogs `Sources/SegueKit/SegueKit.docc` and `Sources/SegueKitGating/SegueKitGating.docc`, and the
// doc comments of the products' sources (`SegueKit`, `SegueKitGating`, `SegueKitTesting`), compiles as
// app code, so no example can rot.
//
// Each block is one test case, named by file:line. It is typechecked with `Typechecker` as one file
// of an app target would be (`import SegueKit` is the mirror-compiled SegueKit; `-parse-as-library`,
// so statements go inside declarations), in Swift 6 mode, and must produce no error and no warning.
// Blocks of the gating guides (`DocumentationBlock.gatingFiles`) and of `SegueKitGating`'s doc comments
// import `SegueKitGating` too, as those guides tell the reader to; no other guide's block may need it.
// The test adds a prelude of the app types the guides share, leaving out every prelude declaration
// the block makes itself, so a block may be a whole file or a fragment of the sample app:
//
// - UIKit (the default): `Book`, `User`, `Session` and the global `session`; `LibraryViewController`,
//   a `UITableViewController` that is `SegueRouting` with no routes, whose `SegueIdentifier` has
//   `showBook`, `editBook`, `showAccount` and `embedStats` and which has `selectedBook`, `books` and
//   `stats`; `BookViewController` and `BookEditorViewController` (`var book: Book?`, and
//   `CoderInitializable` with a `Book`); `StatsViewController` (`var books`); `AccountViewController`
//   (`var user: User?`); `StoreViewController` (`buy(as:)`, `showHelp(_:)`) and `LoginViewController`,
//   for the gating examples; and `UITableViewController`, which the test mirror of UIKit leaves out.
// - AppKit, for a block that contains `import AppKit`: `Book`, `User`, `Session`, `session`,
//   `Document` and `InspectorViewController` (`var document: Document?`).
//
// A comment line right before a block's opening fence changes how it is checked:
//
// - `<!-- doctest: standalone -->`: compiled on its own, without SegueKit or the prelude (for code an
//   app has *before* adopting SegueKit);
// - `<!-- doctest: expect "text" -->`: compiled on its own; the compile must fail and print `text`
//   (for code shown because it does not compile);
// - `<!-- doctest: generated-excerpt PATH -->`: output of `seguekit generate PATH` shown in a guide.
//   Its lines must be, in order, lines of what the generator makes for that storyboard (lines may be
//   left out, none changed), and it compiles on its own next to empty stand-ins for the classes it
//   extends.
// - `<!-- doctest: typed-segues -->`: compiled with the prelude and a second file, the code
//   `SegueCodeGenerator` generates (typed segues and scenes on; the prelude's `CoderInitializable`
//   classes passed as such) for `DocumentationTypedSegues.storyboard`, the
//   prelude's sample app as a storyboard: `LibraryViewController`'s `showBook`, `editBook` (a
//   presented navigation controller whose root is `BookEditorViewController`), `showAccount` and
//   `embedStats`, `BookViewController`'s unwind segue `unwindToLibrary`, and `AccountViewController`'s
//   `showLicenses` into a SwiftUI hosting scene (segue action `makeLicenses:`), and
//   `GenreViewController`'s `showBook` with its subclass `FeaturedGenreViewController`'s `showBook` and
//   `showStats`, and `ReaderViewController`'s embed `@connect(stats)`. The generator writes
//   every `SegueIdentifier` but the prelude's (`declaredCaseNames`), so a block that declares
//   `LibraryViewController` itself gets the generated enum (and must not declare one), as an app
//   does once it generates them;
// - `<!-- doctest: typed-segues excerpt -->`: the block is generated code shown in a guide. Its lines
//   must be lines of that generated file, in order (some may be left out, none changed), and it is
//   compiled with the prelude in place of the generated file.
//
// A doc comment has no place for such a line: its block is a `typed-segues` block when it uses the
// generated `Segue(segue)` or `MainStoryboard`, else a plain one.
//
// A block whose first line is `// swift-tools-version:` is a package manifest: it is written as
// `Package.swift` into an empty folder and loaded with `swift package dump-package`, which compiles
// it against PackageDescription. No block is skipped; the few that are known not to compile yet are
// listed in `DocumentationBlock.knownIssues` and recorded as known issues until they do.

@Suite("Documentation examples")
struct DocumentationExamplesTests {
    @Test("the documentation has Swift blocks to check")
    func blocksAreFound() throws {
        let blocks = try DocumentationBlock.all()
        #expect(blocks.count >= 30, "found only \(blocks.count) blocks")
        let files = Set(blocks.map(\.file))
        #expect(files.contains("README.md"))
        #expect(files.contains("Sources/SegueKit/SegueKit.docc/SegueKit.md"))
        #expect(DocumentationBlock.gatingFiles.isSubset(of: files))
        #expect(files.contains("Sources/SegueKit/Routing/SegueRouting.swift"))
        #expect(files.contains("Sources/SegueKitGating/Gate/SegueGate.swift"))
        #expect(files.contains("Sources/SegueKitTesting/StoryboardVerifier.swift"))
    }

    @Test("compiles as app code in Swift 6 mode", .serialized, arguments: try DocumentationBlock.all())
    func compiles(_ block: DocumentationBlock) throws {
        if let reason = block.knownIssue {
            withKnownIssue(Comment(rawValue: reason)) { try check(block) }
        } else {
            try check(block)
        }
    }

    func check(_ block: DocumentationBlock) throws {
        if block.isManifest {
            let outcome = try block.loadManifest()
            #expect(outcome.status == 0 && !outcome.output.contains("warning:"), "\(block)\n\(outcome.output)")
            return
        }
        if let storyboard = block.excerptOfStoryboard {
            let generated = try DocumentationTypedSegues.generatedCode(forStoryboardAt: DocumentationBlock.repositoryRoot.appendingPathComponent(storyboard))
            let changed = DocumentationTypedSegues.linesNotGenerated(in: block.code, generated: generated)
            #expect(changed.isEmpty, "\(block) is not an excerpt of what seguekit generates for \(storyboard); not generated (in this order):\n\(changed.joined(separator: "\n"))\n--- generated ---\n\(generated)")
        }
        if block.generatedExcerpt {
            let generated = try block.generatedTypedSegues()
            let changed = DocumentationTypedSegues.linesNotGenerated(in: block.code, generated: generated)
            #expect(changed.isEmpty, "\(block) is not an excerpt of the generated code; not generated (in this order):\n\(changed.joined(separator: "\n"))\n--- generated ---\n\(generated)")
        }
        let result = try block.typecheck()
        if let expected = block.expectedFailure {
            let failedAsShown = !result.succeeded && result.output.contains(expected)
            #expect(failedAsShown, "\(block) should fail with \"\(expected)\":\n\(result.output)")
        } else {
            let clean = result.isClean
            #expect(clean, "\(block)\n\(block.numbered(block.program))\n\(result.diagnostics.joined(separator: "\n"))")
            // AppKit's examples also in an app that defaults to the main actor, where the SDK's
            // nonisolated segue classes make subclasses differ (Swift6.md).
            if block.isAppKit && !block.standalone {
                let isolated = try block.typecheck(mode: .swift6DefaultMainActor)
                #expect(isolated.isClean, "\(block), default MainActor isolation\n\(isolated.diagnostics.joined(separator: "\n"))")
            }
        }
    }
}

/// One ```swift block of the documentation.
struct DocumentationBlock: CustomTestStringConvertible, CustomStringConvertible, Sendable {
    /// The path from the repository root.
    var file: String
    /// The line of the opening fence (1-based).
    var line: Int
    var code: String
    var standalone = false
    /// The storyboard (repository path) whose `seguekit generate` output this block is an excerpt of
    /// (`generated-excerpt PATH`).
    var excerptOfStoryboard: String?
    var expectedFailure: String?
    /// Compiled with the typed segues generated for the prelude's storyboard (`typed-segues`).
    var typedSegues = false
    /// An excerpt of that generated code, compiled in its place (`typed-segues excerpt`).
    var generatedExcerpt = false

    var description: String { "\(file):\(line)" }
    var testDescription: String { description }

    var isAppKit: Bool { code.contains("import AppKit") }

    /// The guides about gated segues, whose blocks are compiled with `import SegueKitGating`.
    static let gatingFiles: Set = ["Docs/GatingSegues.md", "Sources/SegueKitGating/SegueKitGating.docc/SegueKitGating.md"]

    /// Blocks known not to compile yet, in files whose owner has been told; each is expected to fail
    /// until it is fixed, and then this entry must go.
    static let knownIssues: [(file: String, containing: String, reason: String)] = [
    ]

    var knownIssue: String? {
        Self.knownIssues.first { $0.file == file && code.contains($0.containing) }?.reason
    }
    var isManifest: Bool { code.hasPrefix("// swift-tools-version:") }

    /// The prelude declarations the block does not make itself.
    var prelude: [Prelude.Declaration] {
        (isAppKit ? Prelude.appKit : Prelude.uiKit).filter { !declares($0.name) }
    }

    /// The block, with its imports first, then the prelude declarations it does not make itself.
    var program: String {
        if excerptOfStoryboard != nil {
            // Compiled as it stands in the generated file, next to empty stand-ins for the classes it extends.
            let extended = code.matches(of: /extension (\w+) \{/).map { String($0.output.1) }
            return "import UIKit\n" + code + "\n" + Set(extended).sorted().map { "final class \($0): UIViewController {}" }.joined(separator: "\n") + "\n"
        }
        if standalone { return code }
        let lines = code.components(separatedBy: "\n")
        let gating = Self.gatingFiles.contains(file) || file.hasPrefix("Sources/SegueKitGating/") ? ["import SegueKitGating"] : []
        let imports = (isAppKit ? Prelude.appKitImports : Prelude.uiKitImports) + gating
        let body = lines.filter { !$0.hasPrefix("import ") }
        return (imports + lines.filter { $0.hasPrefix("import ") && !imports.contains($0) }).joined(separator: "\n")
            + "\n\n// MARK: Prelude\n" + prelude.map(\.source).joined(separator: "\n")
            + "\n\n// MARK: \(description)\n" + body.joined(separator: "\n") + "\n"
    }

    /// Whether the block declares `name` at any level (a type, or a global `let`/`var`/`func`).
    func declares(_ name: String) -> Bool {
        code.range(of: #"\b(class|struct|enum|protocol|actor|typealias|let|var|func)\s+\#(name)\b"#, options: .regularExpression) != nil
    }

    func numbered(_ text: String) -> String {
        text.components(separatedBy: "\n").enumerated().map { "\($0.offset + 1)\t\($0.element)" }.joined(separator: "\n")
    }

    /// The typed segues generated for the prelude's storyboard, without the identifier enums the
    /// prelude declares (a `typed-segues` block); the block's own classes are the module's too.
    func generatedTypedSegues() throws -> String {
        var scan = SwiftSourceScan.scan(source: prelude.map(\.source).joined(separator: "\n"), path: "Prelude.swift")
        let block = SwiftSourceScan.scan(source: code, path: "Example.swift")
        scan.classes += block.classes
        scan.methods += block.methods
        scan.optionalProperties += block.optionalProperties
        return try DocumentationTypedSegues.generatedCode(code: ModuleCode(scan))
    }

    /// Typechecks `program` as one file of an app (`-parse-as-library`: no top-level statements), next
    /// to the generated typed segues for a `typed-segues` block that is not itself an excerpt of them;
    /// against this build's modules or those in `modules`.
    func typecheck(modules: URL? = nil, mode: Typechecker.Mode = .swift6) throws -> Typechecker.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Example.swift")
        try program.write(to: file, atomically: true, encoding: .utf8)
        var files = [file]
        if typedSegues && !generatedExcerpt {
            let generated = folder.appendingPathComponent("Segues.generated.swift")
            try generatedTypedSegues().write(to: generated, atomically: true, encoding: .utf8)
            files.append(generated)
        }
        return try Typechecker.typecheck(files, mode: mode, extraFlags: ["-parse-as-library"], modules: modules)
    }

    /// Compiles the manifest with `swift package dump-package` in an empty folder.
    func loadManifest() throws -> ChildProcess.Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try code.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return try ChildProcess.run("/usr/bin/env", ["swift", "package", "--package-path", folder.path, "dump-package"])
    }

    // MARK: Finding the blocks

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Markdown files whose Swift blocks are checked, as paths from the repository root.
    static func markdownFiles() -> [String] {
        var files = ["README.md"]
        for folder in ["Docs", "Sources/SegueKit/SegueKit.docc", "Sources/SegueKitGating/SegueKitGating.docc"] {
            let url = repositoryRoot.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                if file.pathExtension == "md" { files.append(folder + "/" + file.path.dropFirst(url.path.count + 1)) }
            }
        }
        return files.sorted()
    }

    /// The Swift files of the products whose doc comments hold a Swift block, as paths from the
    /// repository root.
    static func documentedSourceFiles() throws -> [String] {
        var files: [String] = []
        for folder in ["Sources/SegueKit", "Sources/SegueKitGating", "Sources/SegueKitTesting"] {
            let url = repositoryRoot.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                guard file.pathExtension == "swift", try String(contentsOf: file, encoding: .utf8).contains("/// ```swift") else { continue }
                files.append(folder + "/" + file.path.dropFirst(url.path.count + 1))
            }
        }
        return files.sorted()
    }

    /// A Swift file's doc comments as Markdown, line for line (every other line blank), so that a
    /// block's line is its line in the file.
    static func docComments(of source: String) -> String {
        source.components(separatedBy: "\n").map { line in
            let comment = line.drop { $0 == " " }
            guard comment.hasPrefix("///") else { return "" }
            let text = comment.dropFirst(3)
            return String(text.hasPrefix(" ") ? text.dropFirst() : text)
        }.joined(separator: "\n")
    }

    static func all() throws -> [DocumentationBlock] {
        let guides = try markdownFiles().flatMap { file in
            try blocks(in: String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8), file: file)
        }
        let comments = try documentedSourceFiles().flatMap { file in
            try blocks(in: docComments(of: String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)), file: file).map { block in
                var block = block
                block.typedSegues = block.code.contains("Segue(segue)") || block.code.contains("MainStoryboard.")
                return block
            }
        }
        return guides + comments
    }

    /// The fenced blocks whose info string starts with `swift`; a fence may be indented (in a list).
    static func blocks(in markdown: String, file: String) -> [DocumentationBlock] {
        let lines = markdown.components(separatedBy: "\n")
        var blocks: [DocumentationBlock] = []
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].drop { $0 == " " }
            let indent = lines[index].count - trimmed.count
            guard trimmed.hasPrefix("```swift") else {
                index += 1
                continue
            }
            var block = DocumentationBlock(file: file, line: index + 1, code: "")
            if index > 0 {
                let marker = lines[index - 1].trimmingCharacters(in: .whitespaces)
                if marker == "<!-- doctest: standalone -->" { block.standalone = true }
                if marker.hasPrefix("<!-- doctest: expect \""), let end = marker.range(of: "\" -->") {
                    block.standalone = true
                    block.expectedFailure = String(marker[marker.index(marker.startIndex, offsetBy: 22)..<end.lowerBound])
                }
                if marker == "<!-- doctest: typed-segues -->" { block.typedSegues = true }
                if marker.hasPrefix("<!-- doctest: generated-excerpt "), marker.hasSuffix(" -->") {
                    block.excerptOfStoryboard = String(marker.dropFirst("<!-- doctest: generated-excerpt ".count).dropLast(" -->".count))
                    block.standalone = true
                }
                if marker == "<!-- doctest: typed-segues excerpt -->" {
                    block.typedSegues = true
                    block.generatedExcerpt = true
                }
            }
            var code: [String] = []
            index += 1
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                code.append(String(lines[index].dropFirst(min(indent, lines[index].prefix { $0 == " " }.count))))
                index += 1
            }
            block.code = code.joined(separator: "\n")
            blocks.append(block)
            index += 1
        }
        return blocks
    }
}

/// The app types the guides' fragments use. Each entry is dropped when the block declares its name.
enum Prelude {
    struct Declaration {
        var name: String
        var source: String
    }

    static let uiKitImports = ["import Foundation", "import SegueKit", "import UIKit"]
    static let appKitImports = ["import Foundation", "import SegueKit", "import AppKit"]

    static let models = [
        Declaration(name: "Book", source: "struct Book: Sendable, Equatable { var title: String; var author: String }"),
        Declaration(name: "User", source: "struct User: Sendable { var name: String }"),
        Declaration(name: "Session", source: """
            @MainActor final class Session {
                var user: User?
                var isSignedIn: Bool { user != nil }
                var canEdit = true
            }
            """),
        Declaration(name: "session", source: "@MainActor let session = Session()"),
    ]

    static let uiKit = models + [
        // Not in the test mirror of UIKit.
        Declaration(name: "UITableViewController", source: "class UITableViewController: UIViewController {}"),
        Declaration(name: "LibraryViewController", source: """
            class LibraryViewController: UITableViewController, SegueRouting {
                enum SegueIdentifier: String, CaseIterable { case showBook, editBook, showAccount, embedStats }
                var selectedBook: Book?
                var books: [Book] = []
                var stats: StatsViewController?
                class var segueRoutes: SegueRoutes<LibraryViewController> { SegueRoutes() }
            }
            """),
        Declaration(name: "BookViewController", source: bookController("BookViewController")),
        Declaration(name: "BookEditorViewController", source: bookController("BookEditorViewController")),
        Declaration(name: "StatsViewController", source: "class StatsViewController: UIViewController { var books: [Book] = [] }"),
        Declaration(name: "AccountViewController", source: "class AccountViewController: UIViewController { var user: User? }"),
        Declaration(name: "GenreViewController", source: "class GenreViewController: UIViewController { var selectedBook: Book? }"),
        Declaration(name: "FeaturedGenreViewController", source: "final class FeaturedGenreViewController: GenreViewController { var books: [Book] = [] }"),
        Declaration(name: "ReaderViewController", source: "final class ReaderViewController: UIViewController { var stats: StatsViewController? }"),
        // The gating examples' store and its sign-in flow.
        Declaration(name: "StoreViewController", source: """
            class StoreViewController: UIViewController {
                func buy(as user: User?) {}
                func showHelp(_ reason: (any Sendable)?) {}
            }
            """),
        Declaration(name: "LoginViewController", source: "final class LoginViewController: UIViewController {}"),
    ]

    /// A controller that shows a book: set in `prepare(for:sender:)`, or injected at init.
    static func bookController(_ name: String) -> String {
        """
        class \(name): UIViewController, CoderInitializable {
            var book: Book?
            required init?(coder: NSCoder, dependencies book: Book) {
                self.book = book
                super.init(coder: coder)
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        """
    }

    static let appKit = models + [
        Declaration(name: "Document", source: "final class Document {}"),
        Declaration(name: "InspectorViewController", source: "class InspectorViewController: NSViewController { var document: Document? }"),
    ]
}
