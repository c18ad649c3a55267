import SegueKitStoryboard

/// Generates, for every storyboard controller class that is the source of identified segues, a nested
/// `enum SegueIdentifier: String, CaseIterable` — the type SegueKit's `SegueHandlerType` uses.
///
/// What the output looks like (for `Main.storyboard` of the example app):
///
/// ```swift
/// extension LibraryViewController {
///     /// Segue identifiers of `LibraryViewController` scenes (Main.storyboard).
///     enum SegueIdentifier: String, CaseIterable {
///         /// `show` → `BookViewController`; created by `makeBookViewController:sender:segueIdentifier:`.
///         case showBook = "showBook"
///     }
/// }
///
/// extension LibraryViewController.SegueIdentifier {
///     var destinationClassName: String? { switch self { case .showBook: "BookViewController" } }
///     var segueKind: String { switch self { case .showBook: "show" } }
/// }
/// ```
///
/// - Controllers without a `customClass` get no enum (there is no class to nest it in); a note says so.
/// - Scenes sharing a class are merged; identifiers are de-duplicated by exact raw value.
/// - Names follow ``SwiftName``; collisions after sanitising are renamed with a numeric suffix and a
///   warning; empty identifiers are skipped with a warning. The raw value is always the exact identifier.
/// - Output is sorted by class and case name and contains no dates or absolute paths, so it is
///   byte-identical across runs and machines.
///
/// ```swift
/// let result = SegueCodeGenerator().generate(documents: [try StoryboardParser().parse(fileAtPath: path)])
/// print(result.code)
/// result.diagnostics.forEach { print($0) }
/// ```
public struct SegueCodeGenerator: Sendable {
    /// Options for the generated code.
    ///
    /// ```swift
    /// var options = SegueCodeGenerator.Options()
    /// options.declareConformance = true   // also emit `extension X: SegueHandlerType {}`
    /// ```
    public struct Options: Sendable, Equatable {
        /// Emit `import SegueKit` and `extension <Class>: SegueHandlerType {}` for each class. Off by
        /// default: the generated file then needs nothing but the classes, and the class declares its
        /// conformance itself (`class ListViewController: UITableViewController, SegueHandlerType`).
        ///
        /// ```swift
        /// options.declareConformance
        /// ```
        public var declareConformance = false
        /// Access level written on the generated enums and members (`""` = internal, or `public`,
        /// `package`).
        ///
        /// ```swift
        /// options.accessLevel
        /// ```
        public var accessLevel = ""
        /// When set, classes whose scenes name another module (`customModule` different from this, and
        /// not `customModuleProvider="target"`) are skipped: they cannot be extended from here.
        ///
        /// ```swift
        /// options.moduleName
        /// ```
        public var moduleName: String?
        /// Extra modules to `import` at the top of the file.
        ///
        /// ```swift
        /// options.imports
        /// ```
        public var imports: [String] = []

        /// Default options: internal enums, no conformance, every class.
        ///
        /// ```swift
        /// let options = Options()
        /// ```
        public init() {}
    }

    /// The generated file and what was noticed while generating it.
    ///
    /// ```swift
    /// let result = SegueCodeGenerator().generate(documents: docs)
    /// result.hasErrors   // false
    /// ```
    public struct Result: Sendable, Equatable {
        /// The Swift source (ends with a newline).
        ///
        /// ```swift
        /// result.code
        /// ```
        public var code: String
        /// Warnings (empty identifiers, renamed collisions, unusable class names) and notes (segues whose
        /// controller has no custom class), sorted by location.
        ///
        /// ```swift
        /// result.diagnostics
        /// ```
        public var diagnostics: [Diagnostic]
        /// The classes an enum was generated for, sorted.
        ///
        /// ```swift
        /// result.classNames
        /// ```
        public var classNames: [String]

        /// Whether any diagnostic is an error.
        ///
        /// ```swift
        /// result.hasErrors
        /// ```
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Members the generator adds to each enum; no case may take these names.
    ///
    /// ```swift
    /// SegueCodeGenerator.reservedMemberNames
    /// ```
    public static let reservedMemberNames: Set<String> = ["destinationClassName", "segueKind"]

    /// The options in use.
    ///
    /// ```swift
    /// segueCodeGenerator.options
    /// ```
    public var options: Options

    /// Creates a generator.
    ///
    /// ```swift
    /// let generator = SegueCodeGenerator(options: .init())
    /// ```
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Generates one Swift file for all the given storyboards (classes used in several storyboards get one
    /// merged enum).
    ///
    /// ```swift
    /// let code = SegueCodeGenerator().generate(documents: [main, login]).code
    /// ```
    public func generate(documents: [StoryboardDocument]) -> Result {
        let catalog = SegueCatalog(documents: documents)
        var diagnostics: [Diagnostic] = []
        var blocks: [String] = []
        var generated: [String] = []

        for entry in catalog.segueWithoutClass where !entry.identifier.isEmpty {
            diagnostics.append(Diagnostic(
                .note, "segue '\(entry.identifier)' starts at a controller without a custom class; no SegueIdentifier enum is generated for it",
                path: entry.filePath, line: entry.location.line, column: entry.location.column))
        }

        for className in catalog.classes.keys.sorted(by: Self.scalarOrder) {
            let entries = catalog.classes[className]!
            guard let typeName = SwiftName.typeName(className) else {
                let first = Self.earliest(entries)
                diagnostics.append(Diagnostic(
                    .warning, "custom class '\(className)' is not a Swift type name; no SegueIdentifier enum is generated for it",
                    path: first.filePath, line: first.location.line, column: first.location.column))
                continue
            }
            if let module = options.moduleName, let scenes = catalog.scenes[className],
               scenes.allSatisfy({ ($0.customModule.map { $0 != module } ?? false) && $0.customModuleProvider != "target" }) {
                let first = scenes.min { Self.precedes(($0.filePath, $0.location), ($1.filePath, $1.location)) }!
                diagnostics.append(Diagnostic(
                    .note, "'\(className)' is in module '\(first.customModule ?? "")', not '\(module)'; no SegueIdentifier enum is generated for it",
                    path: first.filePath, line: first.location.line, column: first.location.column))
                continue
            }
            for entry in entries where entry.identifier.isEmpty {
                diagnostics.append(Diagnostic(
                    .warning, "empty segue identifier on '\(className)' skipped: give the segue an identifier to use it from code",
                    path: entry.filePath, line: entry.location.line, column: entry.location.column))
            }
            let cases = mergedCases(entries.filter { !$0.identifier.isEmpty })
            guard !cases.isEmpty else { continue }
            let naming = CaseNaming(identifiers: cases.map(\.identifier), reserved: Self.reservedMemberNames)
            for collision in naming.collisions {
                let entry = Self.earliest(cases.first { $0.identifier == collision.identifier }!.entries)
                let reason = collision.keptBy.map { "'\($0)' already has that name" }
                    ?? "it is a member SegueKit generates"
                diagnostics.append(Diagnostic(
                    .warning, "segue identifier '\(collision.identifier)' on '\(className)' would be named '\(collision.wanted)', but \(reason); it is named '\(collision.given)'",
                    path: entry.filePath, line: entry.location.line, column: entry.location.column))
            }
            blocks.append(enumBlock(typeName: typeName, className: className, cases: cases, naming: naming))
            generated.append(className)
        }

        var header = """
            // Generated by seguekit \(SegueKitToolVersion.current) from \(Self.sourceList(documents)).
            // Do not edit: change the storyboard and build again.
            // swiftlint:disable all
            // swift-format-ignore-file

            """
        let imports = Set(options.imports + (options.declareConformance ? ["SegueKit"] : [])).sorted()
        if !imports.isEmpty {
            header += "\n" + imports.map { "import \($0)\n" }.joined()
        }
        if blocks.isEmpty {
            header += "\n// No controller class with identified segues was found.\n"
        }
        let code = ([header] + blocks).joined(separator: "\n")
        diagnostics.sort(by: Diagnostic.reportOrder)
        return Result(code: code, diagnostics: diagnostics, classNames: generated)
    }

    // MARK: Building blocks

    struct MergedCase {
        var identifier: String
        var entries: [SegueCatalog.Entry]
    }

    private func mergedCases(_ entries: [SegueCatalog.Entry]) -> [MergedCase] {
        var order: [String] = []
        var grouped: [String: [SegueCatalog.Entry]] = [:]
        for entry in entries {
            if grouped[entry.identifier] == nil { order.append(entry.identifier) }
            grouped[entry.identifier, default: []].append(entry)
        }
        return order.map { MergedCase(identifier: $0, entries: grouped[$0]!) }
    }

    private func enumBlock(typeName: String, className: String, cases: [MergedCase], naming: CaseNaming) -> String {
        let access = options.accessLevel.isEmpty ? "" : options.accessLevel + " "
        let sorted = cases.sorted { a, b in
            let na = naming.names[a.identifier]!, nb = naming.names[b.identifier]!
            if na != nb { return Self.scalarOrder(Self.unescaped(na), Self.unescaped(nb)) }
            return Self.scalarOrder(a.identifier, b.identifier)
        }
        let files = Set(cases.flatMap { $0.entries.map { SegueCatalog.fileName(of: $0.filePath) } }).sorted(by: Self.scalarOrder)
        let commentClass = SwiftLiteral.comment(className)
        var out = ""
        if options.declareConformance {
            out += "extension \(typeName): SegueHandlerType {}\n\n"
        }
        out += "extension \(typeName) {\n"
        out += "    /// Segue identifiers of `\(commentClass)` scenes (\(files.map(SwiftLiteral.comment).joined(separator: ", "))).\n"
        out += "    \(access)enum SegueIdentifier: String, CaseIterable {\n"
        for (index, merged) in sorted.enumerated() {
            if index > 0 { out += "\n" }
            for line in docLines(for: merged) {
                out += "        /// \(line)\n"
            }
            out += "        case \(naming.names[merged.identifier]!) = \(SwiftLiteral.string(merged.identifier))\n"
        }
        out += "    }\n}\n\n"

        func switchProperty(_ doc: [String], _ declaration: String, value: (MergedCase) -> String) -> String {
            var text = doc.map { "    /// \($0)\n" }.joined() + "    \(access)\(declaration) {\n        switch self {\n"
            for merged in sorted {
                text += "        case .\(naming.names[merged.identifier]!): \(value(merged))\n"
            }
            return text + "        }\n    }\n"
        }
        out += "extension \(typeName).SegueIdentifier {\n"
        out += switchProperty([
            "The class of the destination scene's controller as the storyboard names it (a container's",
            "own class, e.g. `UINavigationController`), or `nil` for unwind segues, unresolved storyboard",
            "references, and identifiers whose segues lead to different classes.",
        ], "var destinationClassName: String?") { merged in
            let names = Set(merged.entries.map { $0.destinationClassName ?? "\u{0}" })
            return names.count == 1 && !names.contains("\u{0}") ? SwiftLiteral.string(names.first!) : "nil"
        }
        out += "\n"
        out += switchProperty([
            "The segue's `kind` in the storyboard (`show`, `presentation`, `embed`, `unwind`, `custom`, …;",
            "`relationship:<name>` for relationship segues; kinds joined by `|` when scenes disagree).",
        ], "var segueKind: String") { merged in
            SwiftLiteral.string(Set(merged.entries.map(\.kind.histogramKey)).sorted(by: Self.scalarOrder).joined(separator: "|"))
        }
        out += "}\n"
        return out
    }

    private func docLines(for merged: MergedCase) -> [String] {
        var lines: [String] = []
        var seen = Set<String>()
        for entry in merged.entries {
            var line: String
            switch entry.kind {
            case .unwind:
                line = "Unwind segue" + (entry.unwindAction.map { " calling `\(SwiftLiteral.comment($0))`" } ?? "")
            case .relationship(let name):
                line = "`\(SwiftLiteral.comment(name))` relationship to \(entry.destinationSummary)"
            default:
                line = "`\(SwiftLiteral.comment(entry.kind.rawKind))` segue"
                if let segueClass = entry.segueClass, !segueClass.isEmpty {
                    line += " (`\(SwiftLiteral.comment(segueClass))`)"
                }
                line += " to \(entry.destinationSummary)"
            }
            if let selector = entry.destinationCreationSelector {
                line += ", created by `\(SwiftLiteral.comment(selector))`"
            }
            line += "."
            if seen.insert(line).inserted { lines.append(line) }
        }
        // Scenes of several storyboards may contribute: the order must not depend on the input order.
        lines.sort(by: Self.scalarOrder)
        let raw = merged.identifier
        if SwiftName.bareName(from: raw) != raw {
            lines.append("Storyboard identifier: `\(SwiftLiteral.comment(raw))`.")
        }
        return lines
    }

    /// The entry that comes first by file path, line and column, so diagnostics about a group of
    /// entries point at the same place whatever the input order.
    static func earliest(_ entries: [SegueCatalog.Entry]) -> SegueCatalog.Entry {
        entries.min { precedes(($0.filePath, $0.location), ($1.filePath, $1.location)) }!
    }

    static func precedes(_ a: (String, StoryboardSourceLocation), _ b: (String, StoryboardSourceLocation)) -> Bool {
        if a.0 != b.0 { return scalarOrder(a.0, b.0) }
        if a.1.line != b.1.line { return a.1.line < b.1.line }
        return a.1.column < b.1.column
    }

    static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// Locale- and normalisation-independent ordering.
    static func scalarOrder(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    static func sourceList(_ documents: [StoryboardDocument]) -> String {
        let names = documents.map { SwiftLiteral.comment(SegueCatalog.fileName(of: $0.filePath)) }.sorted(by: scalarOrder)
        return names.isEmpty ? "no storyboards" : names.joined(separator: ", ")
    }
}
