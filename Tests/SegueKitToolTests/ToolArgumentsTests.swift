import Testing
@testable import seguekit

@Suite("Command-line parsing")
struct ToolArgumentsTests {
    @Test func generateTakesStoryboardsAndOptionsInAnyOrder() throws {
        let command = try ToolArguments.parse(["generate", "--output", "Out.swift", "A.storyboard", "--module=App", "B.storyboard", "--conformance", "--access", "public", "--import", "UIKit"])
        guard case .generate(let options) = command else { Issue.record("not generate: \(command)"); return }
        #expect(options.generation.request.storyboards == ["A.storyboard", "B.storyboard"])
        #expect(options.generation.output == "Out.swift")
        #expect(options.generation.request.sourceModule == "App")
        #expect(options.generation.options.declareConformance)
        #expect(options.generation.options.accessLevel == .public)
        #expect(options.generation.options.imports == ["UIKit"])
        #expect(options.generation.options.toolVersion == SegueKitToolVersion.current)
    }

    @Test func dashMeansStandardOutputAndIsTheDefault() throws {
        guard case .generate(let explicit) = try ToolArguments.parse(["generate", "A.storyboard", "-o", "-"]),
              case .generate(let implicit) = try ToolArguments.parse(["generate", "A.storyboard"]) else { Issue.record(); return }
        #expect(explicit.generation.output == "-")
        #expect(implicit.generation.output == "-")
    }

    @Test func checkAcceptsSeveralValuesAfterOneOption() throws {
        guard case .check(let options) = try ToolArguments.parse(["check", "--storyboard", "A.storyboard", "B.storyboard", "--source", "Sources/", "Other.swift", "--warnings-as-errors"]) else { Issue.record(); return }
        #expect(options.check.request.storyboards == ["A.storyboard", "B.storyboard"])
        #expect(options.check.request.sources == ["Sources/", "Other.swift"])
        #expect(options.check.warningsAsErrors)
    }

    /// `--storyboard`, which `check` needs, names storyboards for `generate` and `graph` too, so one
    /// habit works for all three commands.
    @Test func everyCommandTakesStoryboardsAfterTheStoryboardOption() throws {
        guard case .generate(let generate) = try ToolArguments.parse(["generate", "--storyboard", "A.storyboard", "Dir", "-o", "Out.swift", "-s", "C.storyboard"]),
              case .graph(let graph, quiet: false) = try ToolArguments.parse(["graph", "-s", "A.storyboard", "--storyboard=B.storyboard"])
        else { Issue.record(); return }
        #expect(generate.generation.request.storyboards == ["A.storyboard", "Dir", "C.storyboard"])
        #expect(generate.generation.output == "Out.swift")
        #expect(graph.storyboards == ["A.storyboard", "B.storyboard"])
        #expect(throws: UsageError.self) { try ToolArguments.parse(["generate", "--storyboard"]) }
    }

    @Test func generateAndCheckTakeAScanCacheDirectory() throws {
        guard case .generate(let generate) = try ToolArguments.parse(["generate", "A.storyboard", "--scan-cache", "Cache", "--check", "--source", "S"]),
              case .check(let check) = try ToolArguments.parse(["check", "A.storyboard", "--scan-cache=Cache", "S"]) else { Issue.record(); return }
        #expect(generate.generation.request.scanCache == "Cache")
        #expect(generate.generation.request.sources == ["S"])
        #expect(check.check.request.scanCache == "Cache")
        #expect(check.check.request.sources == ["S"])
        guard case .generate(let none) = try ToolArguments.parse(["generate", "A.storyboard"]) else { Issue.record(); return }
        #expect(none.generation.request.scanCache == nil)
        #expect(throws: UsageError.self) { try ToolArguments.parse(["check", "A.storyboard", "S", "--scan-cache"]) }
    }

    @Test func graphFormatIsValidated() throws {
        guard case .graph(let options, quiet: false) = try ToolArguments.parse(["graph", "--format", "mermaid", "A.storyboard"]) else { Issue.record(); return }
        #expect(options.format == .mermaid)
        #expect(throws: UsageError.self) { try ToolArguments.parse(["graph", "--format", "png", "A.storyboard"]) }
    }

    @Test func helpAndVersionAreRecognisedEverywhere() throws {
        #expect(try ToolArguments.parse(["--help"]) == .help(nil))
        #expect(try ToolArguments.parse(["help", "check"]) == .help("check"))
        #expect(try ToolArguments.parse(["graph", "--help"]) == .help("graph"))
        #expect(try ToolArguments.parse(["--version"]) == .version)
    }

    @Test(arguments: [
        (["frobnicate"], "unknown command 'frobnicate'"),
        ([], "missing command"),
        (["generate"], "missing storyboard"),
        (["generate", "A.storyboard", "--output"], "option '--output' needs a value"),
        (["generate", "A.storyboard", "--outptu", "x"], "did you mean '--output'?"),
        (["check", "--storyboard", "A.storyboard"], "expected --source <file-or-directory>"),
        (["check", "--source", "S"], "expected --storyboard <storyboard-or-directory>"),
        (["check", "Storyboards", "--source", "S"], "('Storyboards', given without an option, is read as Swift sources)"),
        (["graph", "--format", "mermaid"], "missing storyboard: expected one or more .storyboard files"),
        (["Main.storyboard"], "did you mean 'seguekit generate Main.storyboard'?"),
        (["generate", "A.storyboard", "--access", "secret"], "unknown access level 'secret'"),
        (["generate", "A.storyboard", "--check"], "--check needs the Swift sources"),
        (["generate", "A.storyboard", "--chek"], "did you mean '--check'?"),
        (["generate", "A.storyboard", "--import="], "option '--import' needs a value after '='"),
        (["generate", "A.storyboard", "--import", "Foo Bar"], "--import 'Foo Bar' is not a module name"),
        (["generate", "A.storyboard", "--import", "UIKit; exit(0)"], "is not a module name"),
        (["generate", "A.storyboard", "--import", "class"], "--import 'class' is not a module name"),
        (["generate", "A.storyboard", "--import", "Kit.A½"], "--import 'Kit.A½' is not a module name"),
        (["check", "--storyboard=", "--source", "S"], "option '--storyboard' needs a value after '='"),
        (["check", "A.storyboard", "--source="], "option '--source' needs a value after '='"),
        (["generate", "A.storyboard", "--module="], "option '--module' needs a value after '='"),
        (["generate", "A.storyboard", "--module", ""], "option '--module' needs a value"),
        (["generate", "A.storyboard", "-o", "AppDelegate.swift", "--force=false"], "option '--force' takes no value; to turn it off, leave it out"),
        (["check", "-s", "A.storyboard", "--source", "S", "--warnings-as-errors=false"], "option '--warnings-as-errors' takes no value"),
        (["graph", "A.storyboard", "--help=no"], "option '--help' takes no value"),
        (["check", "-s", "-", "--source", "S"], "reading from standard input is not supported"),
        (["check", "-s", "A.storyboard", "-"], "reading from standard input is not supported"),
    ])
    func usageErrorsSayWhatToTypeInstead(arguments: [String], message: String) {
        #expect {
            try ToolArguments.parse(arguments)
        } throws: { error in
            (error as? UsageError)?.message.contains(message) == true
        }
    }

    /// A misspelt option is compared with the options each command's help lists, and every one of them
    /// is one the command takes.
    @Test func theOptionsTheHelpListsAreThoseTheCommandTakes() throws {
        #expect(ToolHelp.options(of: "graph") == ["--storyboard", "--format", "--direction", "--output", "--force", "--quiet"])
        #expect(ToolHelp.options(of: "check") == [
            "--storyboard", "--source", "--source-list", "--module", "--scan-cache", "--format", "--warnings-as-errors", "--quiet",
        ])
        #expect(ToolHelp.options(of: "generate") == [
            "--storyboard", "--output", "--force", "--module", "--source", "--source-list", "--check", "--scan-cache", "--no-typed-segues", "--no-typed-scenes",
            "--conformance", "--access", "--import", "--quiet", "--verbose",
        ])
        let values = ["--format": "json", "--direction": "LR", "--access": "public", "--import": "Kit"]
        for command in ["generate", "check", "graph"] {
            for option in ToolHelp.options(of: command) {
                let arguments = [command, "A.storyboard", option] + (values[option].map { [$0] } ?? ["S"]) + ["--source", "S"]
                do {
                    _ = try ToolArguments.parse(command == "graph" ? arguments.dropLast(2) : arguments)
                } catch {
                    #expect(!error.message.contains("unknown option"), "\(command) \(option): \(error.message)")
                }
            }
        }
    }

    @Test func storyboardsAfterSourceValuesAreStoryboards() throws {
        guard case .check(let check) = try ToolArguments.parse(["check", "--source", "Src", "Main.storyboard"]),
              case .check(let both) = try ToolArguments.parse(["check", "-s", "Main.storyboard", "--source", "Src/X.swift", "Second.storyboard"]),
              case .generate(let generate) = try ToolArguments.parse(["generate", "--source", "Src", "Main.storyboard"])
        else { Issue.record(); return }
        #expect(check.check.request.storyboards == ["Main.storyboard"])
        #expect(check.check.request.sources == ["Src"])
        #expect(both.check.request.storyboards == ["Main.storyboard", "Second.storyboard"])
        #expect(both.check.request.sources == ["Src/X.swift"])
        #expect(generate.generation.request.storyboards == ["Main.storyboard"])
        #expect(generate.generation.request.sources == ["Src"])
    }

    @Test func sourceListsAreTakenByGenerateAndCheck() throws {
        guard case .generate(let generate) = try ToolArguments.parse(["generate", "A.storyboard", "--check", "--source-list", "files.txt"]),
              case .check(let check) = try ToolArguments.parse(["check", "-s", "A.storyboard", "--source-list=files.txt", "--source", "More"])
        else { Issue.record(); return }
        #expect(generate.generation.request.sourceLists == ["files.txt"] && generate.generation.request.sources.isEmpty)
        #expect(check.check.request.sourceLists == ["files.txt"] && check.check.request.sources == ["More"])
    }

    @Test func importTakesDottedModuleNames() throws {
        guard case .generate(let options) = try ToolArguments.parse(["generate", "A.storyboard", "--import", "MyKit", "--import=Outer.Inner", "--import", "Ünï_2"])
        else { Issue.record(); return }
        #expect(options.generation.options.imports == ["MyKit", "Outer.Inner", "Ünï_2"])
    }

    @Test func optionsAfterDoubleDashAreFiles() throws {
        guard case .generate(let options) = try ToolArguments.parse(["generate", "--", "--weird.storyboard"]) else { Issue.record(); return }
        #expect(options.generation.request.storyboards == ["--weird.storyboard"])
    }
}
