import Foundation
import SegueKitGenerator
import SegueKitStoryboard
import Testing

/// Property: for any storyboard identifiers — keywords, leading digits, Unicode, punctuation, whitespace,
/// quotes and backslashes, near-collisions, empties — the generated code compiles in Swift 6 mode without
/// warnings, and at run time every non-empty identifier round-trips exactly through
/// `SegueIdentifier(rawValue:)` / `.rawValue`.
///
/// The seed is printed; set `SEGUEKIT_PROPERTY_SEED` to replay a failure.
@Suite("Generated identifiers round-trip")
struct GeneratedIdentifierPropertyTests {
    /// SplitMix64: small, deterministic for a seed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let fragments: [String] = [
        "default", "class", "self", "Self", "Type", "init", "rawValue", "allCases", "identifier", "segue",
        "destination", "_", "__", "case", "func", "in", "is", "as", "true", "nil", "some", "any", "await",
        "2fa", "0", "123", "1st step", "3D-Touch", "show", "Show", "SHOW", "show detail", "Show Detail",
        "show-detail", "show.detail", "show_detail", "showDetail", "ShowDetail", "URLList", "push-user-page",
        "ünïcode", "Straße", "ÉCOLE", "Ωmega", "日本語", "δοκιμή", "İstanbul", "é", "e\u{301}", "🙂", "🙂smile",
        "a🙂b", "→", "x→y", "ﬁle", "ǅemal", "٣٤", "x٣",
        "\"quoted\"", "back\\slash", "\\(interpolated)", "\"\"\"", "*/", "/*", "//", "#", "$0", "@objc", "`tick`",
        " ", "  ", "\t", "\n", "trailing ", " leading", "non\u{00A0}breaking", "zero\u{200B}width", "rtl\u{202E}mark",
        "-", ".", "...", "!!!", "?", "%d", "&amp;", "<tag>", "a&b", "x'y", "",
    ]

    static func randomIdentifier(_ rng: inout Generator) -> String {
        let parts = Int.random(in: 1...3, using: &rng)
        var text = ""
        for _ in 0..<parts {
            text += fragments.randomElement(using: &rng)!
            if Bool.random(using: &rng) { text += [" ", "-", ".", "_", "", ""].randomElement(using: &rng)! }
        }
        return text
    }

    /// An XML attribute value for `text`, with whitespace as character references so the parser's
    /// attribute normalisation keeps it.
    static func xmlAttribute(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r": out += "&#\(scalar.value);"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A storyboard with `classes.count` scenes; scene `i` has class `classes[i]` and one segue per identifier.
    static func storyboard(classes: [(String, [String])]) -> String {
        var scenes = ""
        var counter = 0
        func id() -> String { counter += 1; return String(format: "a%02d-%02d-z%02d", counter % 100, counter / 100, counter % 7) }
        let target = id()
        for (className, identifiers) in classes {
            let controller = id()
            var segues = ""
            for identifier in identifiers {
                segues += "<segue destination=\"\(target)\" kind=\"show\" identifier=\"\(xmlAttribute(identifier))\" id=\"\(id())\"/>\n"
            }
            scenes += """
                <scene sceneID="\(id())"><objects>
                <viewController id="\(controller)" customClass="\(className)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <connections>
                \(segues)</connections>
                </viewController>
                </objects></scene>

                """
        }
        scenes += "<scene sceneID=\"\(id())\"><objects><viewController id=\"\(target)\" customClass=\"TargetViewController\" sceneMemberID=\"viewController\"/></objects></scene>\n"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
            \(scenes)</scenes>
            </document>

            """
    }

    @Test func randomHostileIdentifiersCompileAndRoundTripExactly() throws {
        let seed = ProcessInfo.processInfo.environment["SEGUEKIT_PROPERTY_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 0...UInt64.max)
        print("GeneratedIdentifierPropertyTests seed: \(seed) (replay with SEGUEKIT_PROPERTY_SEED=\(seed))")
        var rng = Generator(state: seed)
        let rounds = 4
        var checkedIdentifiers = 0
        for round in 0..<rounds {
            var classes: [(String, [String])] = []
            for index in 0..<3 {
                let count = Int.random(in: 4...14, using: &rng)
                classes.append(("Hostile\(round)_\(index)ViewController", (0..<count).map { _ in Self.randomIdentifier(&rng) }))
            }
            // Always include the known collision families.
            classes.append(("Collision\(round)ViewController", ["Foo-Bar", "Foo_Bar", "foo bar", "fooBar", "FooBar", "foo.bar ", "default", "`default`"]))
            checkedIdentifiers += try checkRound(classes: classes, label: "seed \(seed) round \(round)")
        }
        #expect(checkedIdentifiers > rounds * 10)
    }

    /// Generates, compiles and runs one program; returns how many identifiers it checked.
    private func checkRound(classes: [(String, [String])], label: String) throws -> Int {
        let folder = try GeneratedCodeSupport.temporaryFolder("property")
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboardURL = folder.appendingPathComponent("Hostile.storyboard")
        try Self.storyboard(classes: classes).write(to: storyboardURL, atomically: true, encoding: .utf8)
        let document = try StoryboardParser().parse(contentsOf: storyboardURL)

        // The parser must hand over every identifier exactly, or the round trip below proves nothing.
        let index = StoryboardIndex(document)
        for (className, identifiers) in classes {
            let parsed = document.segues.filter { segue in
                index.controller(withID: segue.sourceControllerID ?? "")?.customClass == className
            }.map { $0.identifier ?? "<nil>" }
            #expect(parsed.map { Array($0.unicodeScalars) } == identifiers.map { Array($0.unicodeScalars) }, "\(label): parser changed identifiers of \(className)")
        }

        let generated = SegueCodeGenerator().generate(documents: [document])
        let code = folder.appendingPathComponent("Segues.generated.swift")
        try generated.code.write(to: code, atomically: true, encoding: .utf8)

        // 1. Compiles as an app would compile it, against the UIKit mirror.
        let standIns = folder.appendingPathComponent("StandIns.swift")
        try GeneratedCodeSupport.standIns(for: [document]).write(to: standIns, atomically: true, encoding: .utf8)
        let typecheck = try Typechecker.typecheck([code, standIns], mode: .swift6, extraFlags: ["-module-name", "App"])
        #expect(typecheck.isClean, "\(label): exit \(typecheck.exitStatus)\n\(typecheck.output)\n--- generated ---\n\(generated.code)")

        // 2. Round-trips at run time: a program (plain classes, no UIKit needed) reads the expected
        //    identifiers from JSON — written by JSONEncoder, not by the generator — and compares.
        var expected: [String: [String]] = [:]
        for (className, identifiers) in classes {
            expected[className] = Array(Set(identifiers.filter { !$0.isEmpty })).sorted()
        }
        let json = folder.appendingPathComponent("expected.json")
        try JSONEncoder().encode(expected).write(to: json)
        var main = "import Foundation\n"
        for (className, _) in classes { main += "final class \(className) {}\n" }
        main += """
            let expected = try! JSONDecoder().decode([String: [String]].self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
            var failures: [String] = []
            @MainActor func check<E: CaseIterable & RawRepresentable>(_ type: E.Type, _ name: String) where E.RawValue == String {
                let want = expected[name] ?? []
                let have = E.allCases.map(\\.rawValue)
                if Set(have.map { Array($0.unicodeScalars).map(\\.value) }) != Set(want.map { Array($0.unicodeScalars).map(\\.value) }) || have.count != Set(want).count {
                    failures.append("\\(name): allCases \\(have.debugDescription) != \\(want.debugDescription)")
                }
                for raw in want {
                    guard let value = E(rawValue: raw) else { failures.append("\\(name): init(rawValue: \\(raw.debugDescription)) is nil"); continue }
                    if value.rawValue != raw { failures.append("\\(name): \\(raw.debugDescription) came back as \\(value.rawValue.debugDescription)") }
                }
            }

            """
        for (className, identifiers) in classes where identifiers.contains(where: { !$0.isEmpty }) {
            main += "check(\(className).SegueIdentifier.self, \"\(className)\")\n"
        }
        main += "print(failures.isEmpty ? \"ROUND-TRIP OK\" : failures.joined(separator: \"\\n\"))\n"
        let mainURL = folder.appendingPathComponent("main.swift")
        try main.write(to: mainURL, atomically: true, encoding: .utf8)
        let executable = folder.appendingPathComponent("roundtrip")
        let build = try ChildProcess.run("/usr/bin/env", ["swiftc", "-swift-version", "6", "-module-name", "RoundTrip", code.path, mainURL.path, "-o", executable.path])
        #expect(build.status == 0, "\(label): build failed\n\(build.output)")
        guard build.status == 0 else { return 0 }
        let outcome = try ChildProcess.run(executable.path, [json.path])
        #expect(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "ROUND-TRIP OK", "\(label)\n--- generated ---\n\(generated.code)")
        return expected.values.reduce(0) { $0 + $1.count }
    }

}
