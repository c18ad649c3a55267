/// The texts `seguekit --help` and usage errors print.
enum ToolHelp {
    /// Full help: the overview for `nil`, else the command's.
    static func text(for command: String?) -> String {
        switch command {
        case "generate": return generate
        case "check": return check
        case "graph": return graph
        default: return overview
        }
    }

    /// The long options the command's help lists (`--output`, `--force`, …), in its order: those a
    /// misspelt option is compared with.
    static func options(of command: String) -> [String] {
        let text = self.text(for: command)
        guard let start = text.range(of: "OPTIONS:\n") else { return [] }
        var names: [String] = []
        for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            guard !line.isEmpty else { break }
            // `  -o, --output <file>   Write …`: the option's first long name; description lines have none.
            let words = line.split(separator: " ").prefix(2)
            guard let name = words.first(where: { $0.hasPrefix("--") }), line.hasPrefix("  -") else { continue }
            let bare = String(name.prefix { $0 != "=" && $0 != "," })
            if bare != "--help", !names.contains(bare) { names.append(bare) }
        }
        return names
    }

    /// The short usage shown after a usage error.
    static func usage(for command: String?) -> String {
        let text = self.text(for: command)
        guard let start = text.range(of: "USAGE:"), let end = text.range(of: "\n\n", range: start.upperBound..<text.endIndex) else {
            return text
        }
        return String(text[start.lowerBound..<end.lowerBound]) + "\n\nSee 'seguekit \(command.map { "\($0) " } ?? "")--help' for more.\n"
    }

    static let overview = """
        OVERVIEW: Type-safe storyboard segues: generate SegueIdentifier enums, check code against
        storyboards, and draw the navigation flow.

        USAGE: seguekit <command> [options]

        COMMANDS:
          generate    Generate a SegueIdentifier enum per controller class from storyboards
          check       Report storyboard/code drift as Xcode diagnostics (non-zero exit on errors)
          graph       Print a storyboard's flow as Graphviz DOT or Mermaid

        OPTIONS:
          -h, --help      Show help (also: seguekit help <command>, seguekit <command> --help)
          -V, --version   Show the version

        EXAMPLES:
          seguekit generate Main.storyboard --output Sources/App/Segues.generated.swift
          seguekit check --storyboard Main.storyboard --source Sources/App
          seguekit graph Main.storyboard --format mermaid

        """

    static let generate = """
        OVERVIEW: Generate `enum SegueIdentifier: String, CaseIterable` for every storyboard controller
        class that starts identified segues, nested in `extension <Class>`, and typed segues (`enum
        Segue`, typed perform) and typed scenes (`<Name>Storyboard.<sceneID>`) for SegueKit apps.

        USAGE: seguekit generate <storyboard-or-directory>... [--output <file>|-] [options]

        OPTIONS:
          -s, --storyboard <path>...
                                  Storyboards or directories, as given without an option
                                  (the spelling seguekit check takes)
          -o, --output <file>     Write here (atomically; untouched when unchanged). '-' or no
                                  --output: standard output. Only a new file in an existing
                                  directory, or a file seguekit generated, is replaced
          --force                 Also replace a regular file seguekit did not generate
          --module <name>         The module the code is compiled into: segues of scenes in
                                  another module are skipped (customModuleProvider="target":
                                  the module of the storyboard). Unknown name: a warning
          --module <name>=<path>  The module a storyboard (or a directory of them) belongs to
                                  (repeatable; default: everything is one module). A product
                                  name becomes its module name as in Xcode ('Go Map!!': Go_Map__)
          --source <path>...      Swift files or directories of the app: one enum per class chain
                                  (on its topmost class), none where the sources declare one;
                                  typed segues follow the class chains
          --source-list <file>    A file naming more --source paths, one per line (for more
                                  files than a command line holds; repeatable)
          --check                 Also check the SegueIdentifier enums the --source files declare
                                  against the storyboards (a case with no segue, a segue with no
                                  case, …; the enum rules of seguekit check): exit 1 on errors
          --scan-cache <dir>      Keep each --source file's scan in <dir> (created if missing) and
                                  scan again only files whose content changed
          --no-typed-segues       No typed segues (enum Segue, typed perform, SwiftUI helpers)
          --no-typed-scenes       No typed scenes (<Name>Storyboard.<sceneID>)
          --conformance           Also emit `import SegueKit` and `extension <Class>: SegueHandlerType {}`;
                                  with --source, not for classes that already adopt it
          --access <level>        internal (default), package or public; with --source, no
                                  wider than the app's types a declaration names
          --import <module>       Add an import (repeatable)
          -q, --quiet             No warnings or status lines on standard error
          -v, --verbose           Also print notes (e.g. segues of controllers without a custom class)
          -h, --help              Show this help

        Warnings (empty identifiers, renamed collisions, classes of several modules, storyboards of
        one name, typed names the sources already use, …) go to standard error as
        path:line:column: warning: message.

        """

    static let check = """
        OVERVIEW: Compare storyboards with Swift sources and report, in Xcode's diagnostic format:
        SegueIdentifier cases with no segue (nested, inherited, top-level or typealiased enums),
        identified segues with no case (or one only some builds compile, as under #if DEBUG),
        segue-action selectors with no method, unwind actions with no implementation, scene kinds
        the class does not derive from, string and constant identifiers that name no segue,
        StoryboardInstantiable scenes that are missing or of another class, storyboard references
        to scenes that do not exist, and localized copies that disagree.
        Exits 1 when there are errors (or warnings, with --warnings-as-errors).

        USAGE: seguekit check --storyboard <storyboard-or-directory>... --source <file-or-directory>... [options]

        OPTIONS:
          -s, --storyboard <path>...  Storyboards or directories of them (searched recursively;
                                      repeatable; a .storyboard file given without an option is one too)
          --source <path>...          Swift files or directories (searched recursively; any other
                                      path given without an option is one too)
          --source-list <file>        A file naming more --source paths, one per line (repeatable)
          --module <name>=<path>      The module a storyboard, Swift file or directory belongs to
                                      (repeatable): classes are module + name. Default: one module
          --module <name>             The module of the Swift files no <name>=<path> assigns: scenes
                                      of other modules are not matched. Unknown name: a warning
          --scan-cache <dir>          Keep each Swift file's scan in <dir> (created if missing) and
                                      scan again only files whose content changed
          -f, --format <format>       text (default: Xcode-format lines on standard error), json, or
                                      sarif (SARIF 2.1.0 for GitHub code scanning) on standard output
          --warnings-as-errors        Treat warnings as errors
          -q, --quiet                 Print errors only
          -h, --help                  Show this help

        """

    static let graph = """
        OVERVIEW: Print the storyboard's flow: scenes as nodes, segues as edges labelled with their
        identifier and kind; relationship, embed, unwind and presentation edges drawn differently;
        storyboard references as their own nodes.

        USAGE: seguekit graph <storyboard-or-directory>... [--format dot|mermaid] [--direction TB|LR|BT|RL] [--output <file>|-] [--force] [--quiet]

        OPTIONS:
          -s, --storyboard <path>...
                                  Storyboards or directories, as given without an option
                                  (the spelling seguekit check takes)
          -f, --format <format>   dot (default) or mermaid
          -d, --direction <dir>   TB top to bottom (default), LR left to right, BT or RL
          -o, --output <file>     Write here instead of standard output (a new file, or one
                                  seguekit generated)
          --force                 Also replace a regular file seguekit did not generate
          -q, --quiet             No warnings or status lines on standard error
          -h, --help              Show this help

        EXAMPLE:
          seguekit graph Main.storyboard | dot -Tsvg -o flow.svg

        """
}
