import Foundation
import SegueKitChecker
import SegueKitSwiftSource
import Testing

/// `seguekit check` compares storyboard selectors with the selectors it derives from Swift declarations,
/// so its naming must be the compiler's. This test asks the compiler itself: it declares hundreds of
/// `@objc` methods (base names ending in prepositions or not, first labels starting with prepositions or
/// not, acronyms, underscores, digits, non-ASCII letters, unlabelled and later arguments), has
/// `swiftc -frontend -emit-objc-header` print their selectors, and compares each with
/// `ObjCSelector.make`.
///
/// [I] inferred: Linux has no Objective-C runtime, so the header is produced with the frontend flags
/// `-enable-objc-interop -disable-objc-attr-requires-foundation-module` (selector naming lives in the
/// compiler, not the runtime). Throwing methods are not included: the header printer needs Foundation's
/// `NSError` for them.
@Suite("Objective-C selectors agree with the compiler")
struct ObjCSelectorCompilerAgreementTests {
    static let baseNames = [
        "make", "makeBook", "makeFor", "unwindTo", "make_for", "makeFOR", "loadURL", "showWith", "makeAs",
        "goAlongside", "make2For", "makeFor2", "éclair", "to", "prepareForSegue", "unwindFromEditor",
    ]

    static let firstLabels = ObjCSelectorCompilerAgreementTests.prepositionCandidates + [
        "_", "coder", "Coder", "sender", "forSegue", "for_x", "fromCoder", "URLFor", "url", "élan",
        "withCoder", "segueIdentifier", "x2", "inX", "ToX",
    ]

    /// The compiler's prepositions and near misses that are not (`toward`, `onto`, `without`, …).
    static let prepositionCandidates = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
        "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing",
        "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
        "toward", "onto", "upon", "without", "across", "per", "and", "around", "behind", "during", "than",
    ]

    @Test func selectorsAgreeWithTheCompilersObjectiveCHeader() throws {
        var declarations: [(name: String, base: String, labels: [String])] = []
        for base in Self.baseNames {
            for (index, first) in Self.firstLabels.enumerated() {
                let later: [String] = [[], ["sender"], ["_", "segueIdentifier"]][index % 3]
                declarations.append(("P\(declarations.count)", base, [first] + later))
            }
            declarations.append(("P\(declarations.count)", base, []))
        }
        var source = ""
        for declaration in declarations {
            let parameters = declaration.labels.enumerated().map { "\($1) p\($0): Int" }.joined(separator: ", ")
            source += "@objc protocol \(declaration.name) { func \(declaration.base)(\(parameters)) }\n"
        }
        let selectors = try Self.compilerSelectors(for: source)

        var mismatches: [String] = []
        for declaration in declarations {
            let ours = ObjCSelector.make(baseName: declaration.base, labels: declaration.labels)
            guard let compilers = selectors[declaration.name] else {
                mismatches.append("\(declaration.name): the header has no selector for \(declaration.base)(\(declaration.labels))")
                continue
            }
            if ours != compilers {
                mismatches.append("\(declaration.base)(\(declaration.labels.map { $0 + ":" }.joined())): ours '\(ours)', compiler '\(compilers)'")
            }
        }
        #expect(selectors.count == declarations.count)
        #expect(mismatches.isEmpty, "\("\(mismatches.count) of \(declarations.count) differ:\n" + mismatches.joined(separator: "\n"))")
    }

    /// Protocol name → the selector of its single method, read from the generated Objective-C header.
    static func compilerSelectors(for source: String) throws -> [String: String] {
        let folder = try GeneratedCodeSupport.temporaryFolder("objc-selectors")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Selectors.swift")
        let header = folder.appendingPathComponent("Selectors.h")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let compiler = try ChildProcess.run("/usr/bin/env", [
            "swiftc", "-frontend", "-typecheck", "-enable-objc-interop",
            "-disable-objc-attr-requires-foundation-module", "-module-name", "Selectors",
            "-emit-objc-header-path", header.path, file.path,
        ])
        guard compiler.status == 0 else {
            throw GeneratedCodeSupport.SupportError("swiftc failed (\(compiler.status)):\n\(compiler.output)")
        }

        var result: [String: String] = [:]
        var current: String?
        for line in try String(contentsOf: header, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("@protocol ") {
                current = line.dropFirst("@protocol ".count).split(separator: " ").first.map(String.init)
            } else if line.hasPrefix("- (void)"), let name = current {
                result[name] = selector(fromDeclaration: String(line.dropFirst("- (void)".count)))
            }
        }
        return result
    }

    /// `make:(NSInteger)p0 sender:(NSInteger)p1;` → `make:sender:`; `refresh;` → `refresh`.
    static func selector(fromDeclaration text: String) -> String {
        let body = text.hasSuffix(";") ? String(text.dropLast()) : text
        guard body.contains(":") else { return body.trimmingCharacters(in: .whitespaces) }
        var selector = ""
        for piece in body.split(separator: " ") {
            guard let colon = piece.firstIndex(of: ":") else { continue }
            selector += piece[..<colon] + ":"
        }
        return selector
    }
}
