import SegueKitStoryboard
import SegueKitSwiftSource

/// Compares storyboards with the Swift code that uses them and reports drift as Xcode diagnostics.
///
/// Errors:
/// - a `SegueIdentifier` case whose raw value matches no segue of the scenes of its class or of the
///   class's subclasses (a top-level or top-level-aliased enum: no segue of any given storyboard);
/// - an identified segue of a class that has or inherits a `SegueIdentifier` enum with no case for it
///   (storyboard side);
/// - a `destinationCreationSelector` with no method of that Objective-C selector on the class UIKit calls
///   it on — the segue's source, or for a container's relationship segue the controllers that lead to
///   the container; on a controller without a custom class, when no method anywhere has it;
/// - an `unwindAction` implemented by no method anywhere (storyboard side);
/// - a scene kind (`tableViewController`, `navigationController`, `windowController`, …) whose platform
///   class the custom class does not derive from, when its superclass chain is visible in the sources;
/// - a string literal used as a segue identifier (`performSegue(withIdentifier:)`, `segue.identifier ==`,
///   `case` of a switch on it in `prepare(for:sender:)`) that names no segue of its class or subclasses.
///
/// Classes are identified by module and name (``ModuleMap``). Warnings: enums of classes with no scene
/// in the given storyboards, enums an alias names but the sources do not declare, empty identifiers on
/// checked classes, raw values that cannot be read, segue actions not marked `@IBSegueAction`.
///
/// Every diagnostic carries a ``Diagnostic/rule`` naming its check (``rules`` lists them all).
///
/// ```swift
/// let checker = StoryboardCodeChecker(documents: [main], scan: scan)
/// let diagnostics = checker.check()
/// diagnostics.forEach { print($0) }   // Main.storyboard:57:37: error: segue 'showBook' of …
/// ```
package struct StoryboardCodeChecker: Sendable {
    /// The storyboards.
    package var documents: [StoryboardDocument]
    /// The Swift declarations found in the sources.
    package var scan: SwiftSourceScan

    /// Which module each storyboard and Swift file belongs to; empty: one module.
    package var modules: ModuleMap

    /// Creates a checker.
    package init(documents: [StoryboardDocument], scan: SwiftSourceScan, modules: ModuleMap = ModuleMap()) {
        self.documents = documents
        self.scan = scan
        self.modules = modules
    }

    /// The checks, by ``Diagnostic/rule``, with a one-line description (for SARIF rule metadata).
    package static let rules: KeyValuePairs<String, String> = [
        "case-without-segue": "A SegueIdentifier case matches no segue of the class's scenes",
        "segue-enum-uncheckable": "A typealias SegueIdentifier names an enum the scanned sources do not declare (or several)",
        "class-declared-twice": "Two given Swift files declare a class of one name, so they are not one module (use --module NAME=PATH)",
        "class-not-declared": "A scene's custom class belongs to the sources' module, but no given Swift file declares it",
        "scene-kind-mismatch": "A scene's kind (tableViewController, navigationController, …) needs a class its custom class does not derive from",
        "string-identifier-without-segue": "A string literal used as a segue identifier matches no segue of the class",
        "segue-without-case": "An identified segue of a class with a SegueIdentifier enum has no case",
        "enum-without-scene": "A SegueIdentifier enum belongs to a class with no scene in the given storyboards",
        "non-string-raw-values": "A SegueIdentifier enum does not have String raw values",
        "unreadable-raw-value": "A case's raw value is not a plain string literal and cannot be checked",
        "empty-identifier": "A segue of a checked class has an empty identifier",
        "segue-action-arity": "A destinationCreationSelector does not take 1 to 3 arguments",
        "segue-action-uncheckable": "A destinationCreationSelector is called on a controller without a custom class",
        "segue-action-not-marked": "A method used as a segue action is not marked @IBSegueAction",
        "segue-action-missing": "No method implements a destinationCreationSelector (on a class-less scene: no method anywhere)",
        "unwind-without-action": "An unwind segue has no unwindAction",
        "unwind-action-missing": "No method implements an unwind segue's unwindAction",
        "scene-identifier-without-scene": "A StoryboardInstantiable class's sceneIdentifier (or its class name, by default) names no scene's storyboard ID",
        "unknown-module": "A --module NAME that no scene and no --module NAME=PATH names",
        "class-in-several-modules": "Same-named classes of several modules are checked as one class (no --module NAME=PATH tells them apart)",
    ]

    /// All findings, sorted by file and line.
    package func check() -> [Diagnostic] {
        let catalog = SegueCatalog(documents: documents, modules: modules)
        var diagnostics: [Diagnostic] = []
        if let module = modules.sourceModule,
           let warning = modules.unknownModuleWarning(module, documents: documents, consequence: "no scene is in the sources' module") {
            diagnostics.append(warning)
        }
        if modules.isEmpty {
            diagnostics += checkClassesInSeveralModules(catalog)
            diagnostics += checkClassesDeclaredTwice()
        }
        let chains = ClassHierarchy(scan.classes, modules: modules)
        diagnostics += checkEnums(catalog, chains)
        diagnostics += checkSegueActions(chains)
        diagnostics += checkUndeclaredClasses(catalog)
        diagnostics += checkSceneKinds(catalog, chains)
        diagnostics += checkStringIdentifiers(catalog, chains)
        diagnostics += checkUnwindActions()
        diagnostics += checkSceneIdentifiers()
        return diagnostics.sorted(by: Diagnostic.reportOrder)
    }

    /// Only the `SegueIdentifier` enums against the storyboards: what `generate --check` reports, without
    /// the cost of the other checks.
    package func checkIdentifierEnums() -> [Diagnostic] {
        let catalog = SegueCatalog(documents: documents, modules: modules)
        return checkEnums(catalog, ClassHierarchy(scan.classes, modules: modules)).sorted(by: Diagnostic.reportOrder)
    }

    // MARK: Identifiers

    /// Every `SegueIdentifier` enum with the class it is used by (`nil`: top level, checked against every
    /// identifier), after resolving `typealias SegueIdentifier = …`; aliases that cannot be resolved are
    /// reported.
    private func enumUses() -> (uses: [(owner: Owner?, segueEnum: SwiftSourceScan.SegueEnum)], diagnostics: [Diagnostic]) {
        var uses: [(owner: Owner?, segueEnum: SwiftSourceScan.SegueEnum)] = scan.segueEnums.map { segueEnum in
            (segueEnum.owner.map { Owner(module: modules.module(ofSource: segueEnum.location.path), name: $0) }, segueEnum)
        }
        var out: [Diagnostic] = []
        var byName: [String: [SwiftSourceScan.SegueEnum]] = [:]
        for candidate in scan.stringEnums + scan.segueEnums { byName[candidate.name, default: []].append(candidate) }
        for alias in scan.segueAliases {
            let parts = alias.target.split(separator: ".").map(String.init)
            var candidates = byName[parts.last ?? ""] ?? []
            if parts.count > 1 { candidates = candidates.filter { $0.owner == parts[parts.count - 2] } }
            let place = alias.owner.map { "\($0).SegueIdentifier" } ?? "top-level SegueIdentifier"
            guard candidates.count == 1, let target = candidates.first else {
                let declaredAt = scan.declaredTypes.first { $0.key == alias.target || $0.key.hasSuffix("." + alias.target) }?.value.first
                let reason = if let declaredAt, candidates.isEmpty {
                    "'\(alias.target)' (\(declaredAt.path):\(declaredAt.line)) is not an enum with String raw values, so its cases cannot be compared with the storyboard"
                } else if candidates.isEmpty {
                    "no enum '\(alias.target)' with String raw values is declared in the scanned sources (pass the file that declares it with --source)"
                } else {
                    "'\(alias.target)' names \(candidates.count) enums (" + candidates.map { "\($0.location.path):\($0.location.line)" }.joined(separator: ", ") + "); qualify it"
                }
                out.append(swiftSide(.warning, "segue-enum-uncheckable", "cannot check \(place) = \(alias.target): \(reason)", alias.location))
                continue
            }
            uses.append((alias.owner.map { Owner(module: modules.module(ofSource: alias.location.path), name: $0) }, target))
        }
        return (uses, out)
    }

    /// A class as the checker identifies it: module (from `--module NAME=PATH`, `nil` when unknown) and name.
    struct Owner: Hashable, Comparable {
        var module: String?
        var name: String
        static func < (a: Owner, b: Owner) -> Bool { (a.name, a.module ?? "") < (b.name, b.module ?? "") }
    }

    private func display(_ owner: Owner) -> String {
        guard !modules.isEmpty, let module = owner.module else { return owner.name }
        return "\(module).\(owner.name)"
    }

    /// The scenes of `owner`'s class in its module.
    private func scenes(of owner: Owner, _ catalog: SegueCatalog) -> [SegueCatalog.SceneRef] {
        (catalog.scenes[owner.name] ?? []).filter { modules.sameModule($0.module, owner.module) }
    }

    /// The modules `scenes` are in, each once, in order.
    private static func modules(of scenes: [SegueCatalog.SceneRef]) -> [String?] {
        var result: [String?] = []
        for scene in scenes where !result.contains(scene.module) { result.append(scene.module) }
        return result
    }

    /// The identified segues of `owner`'s scenes in its module.
    private func entries(of owner: Owner, _ catalog: SegueCatalog) -> [SegueCatalog.Entry] {
        (catalog.classes[owner.name] ?? []).filter { modules.sameModule($0.sourceModule, owner.module) }
    }

    private func checkEnums(_ catalog: SegueCatalog, _ chains: ClassHierarchy) -> [Diagnostic] {
        let (uses, aliasDiagnostics) = enumUses()
        var out = aliasDiagnostics
        var enumsByOwner: [Owner: [SwiftSourceScan.SegueEnum]] = [:]
        var topLevel: [SwiftSourceScan.SegueEnum] = []
        for use in uses {
            if let owner = use.owner { enumsByOwner[owner, default: []].append(use.segueEnum) } else { topLevel.append(use.segueEnum) }
        }
        // Inheritance: a scene's class uses the SegueIdentifier of the nearest class of its superclass
        // chain (itself first) that declares one; an enum may name the segues of every class below it.
        var ownersByName: [String: [Owner]] = [:]
        for owner in enumsByOwner.keys { ownersByName[owner.name, default: []].append(owner) }
        var users: [Owner: [String]] = [:]     // classes whose segues the enum must cover
        var covered: [Owner: [String]] = [:]   // classes whose segues the enum may name
        for className in catalog.scenes.keys.sorted() {
            // Each module the class has scenes in has its own declaration, so its own chain.
            for module in Self.modules(of: catalog.scenes[className]!) {
                var nearestFound = false
                // Past the sources' classes, the platform's: an extension of UIViewController declares a
                // SegueIdentifier every controller inherits.
                let chain = chains.chain(of: className, in: module)
                for ancestor in chain + (chain.last.flatMap(PlatformClasses.chain(of:))?.dropFirst() ?? []) {
                    let candidates = (ownersByName[ancestor] ?? []).filter {
                        modules.sameModule($0.module, module) && !scenes(of: Owner(module: $0.module, name: className), catalog).isEmpty
                    }
                    for owner in candidates where !(covered[owner] ?? []).contains(className) {
                        covered[owner, default: []].append(className)
                        if !nearestFound { users[owner, default: []].append(className) }
                    }
                    if !candidates.isEmpty { nearestFound = true }
                }
            }
        }
        // The segues each enum may name: those of the classes that use it (an aliased enum may serve several).
        var knownByEnum: [FileLocation: [SegueCatalog.Entry]] = [:]
        var ownersByEnum: [FileLocation: [Owner]] = [:]
        for (owner, enums) in enumsByOwner {
            var known: [SegueCatalog.Entry] = []
            for className in covered[owner] ?? [] {
                known += entries(of: Owner(module: owner.module, name: className), catalog).filter { !$0.identifier.isEmpty }
            }
            for segueEnum in enums where !(covered[owner] ?? []).isEmpty {
                knownByEnum[segueEnum.location, default: []] += known
                ownersByEnum[segueEnum.location, default: []].append(owner)
            }
        }
        var reportedCases = Set<FileLocation>()

        for owner in enumsByOwner.keys.sorted() {
            let enums = enumsByOwner[owner]!
            let name = display(owner)
            let coveredClasses = covered[owner] ?? []
            guard !coveredClasses.isEmpty else {
                var message = "'\(name)' declares SegueIdentifier but no scene of the given storyboards has custom class '\(owner.name)' or a subclass of it"
                if let elsewhere = catalog.scenes[owner.name]?.first {
                    message += " in module '\(owner.module ?? "?")' (\(SegueCatalog.fileName(of: elsewhere.filePath)):\(elsewhere.location.line) is in module '\(elsewhere.module ?? "?")')"
                }
                for segueEnum in enums {
                    out.append(swiftSide(.warning, "enum-without-scene", message, segueEnum.location))
                }
                continue
            }
            var rawValues = Set<String>()
            for segueEnum in enums {
                if !segueEnum.hasStringRawValues {
                    out.append(swiftSide(.warning, "non-string-raw-values", "\(name).SegueIdentifier should have String raw values (`enum SegueIdentifier: String`) to match storyboard identifiers", segueEnum.location))
                }
                let known = knownByEnum[segueEnum.location] ?? []
                let owners = (ownersByEnum[segueEnum.location] ?? [owner]).sorted()
                let files = Set(owners.flatMap { owner in (covered[owner] ?? []).flatMap { scenes(of: Owner(module: owner.module, name: $0), catalog).map { SegueCatalog.fileName(of: $0.filePath) } } }).sorted().joined(separator: ", ")
                let enumName = segueEnum.name == "SegueIdentifier" ? "\(segueEnum.owner.map { owner.module != nil && !modules.isEmpty ? "\(owner.module!).\($0)" : $0 } ?? name).SegueIdentifier" : segueEnum.name
                for segueCase in segueEnum.cases where segueCase.rawValue == nil && reportedCases.insert(segueCase.location).inserted {
                    out.append(swiftSide(.warning, "unreadable-raw-value", "cannot read the raw value of case '\(segueCase.name)'; write it as a plain string literal so it can be checked", segueCase.location))
                }
                let readable = segueEnum.cases.filter { $0.rawValue != nil }
                rawValues.formUnion(readable.compactMap(\.rawValue))
                let missing = Set(IdentifierDrift(rawValues: readable.compactMap(\.rawValue), segues: known).casesWithoutSegue)
                for segueCase in readable where missing.contains(segueCase.rawValue!) && reportedCases.insert(segueCase.location).inserted {
                    let raw = segueCase.rawValue!
                    let identifiers = Set(known.map(\.identifier))
                    let list = identifiers.isEmpty ? "it has none" : "it has " + identifiers.sorted().map { "'\($0)'" }.joined(separator: ", ")
                    let shown = raw == segueCase.name ? "" : " (\"\(raw)\")"
                    let classes = owners.flatMap { owner in (covered[owner] ?? []).map { display(Owner(module: owner.module, name: $0)) } }.joined(separator: " or ")
                    out.append(swiftSide(.error, "case-without-segue", "case '\(segueCase.name)'\(shown) of \(enumName) matches no segue of \(classes) in \(files); \(list)", segueCase.location))
                }
            }
            // Only when every raw value could be read: otherwise a missing case may just be unreadable.
            let complete = enums.allSatisfy { $0.cases.allSatisfy { $0.rawValue != nil } }
            for className in users[owner] ?? [] {
                let user = Owner(module: owner.module, name: className)
                let userName = display(user)
                let inherited = className == owner.name ? "" : ", which \(userName) inherits"
                let drift = IdentifierDrift(rawValues: Array(rawValues), segues: entries(of: user, catalog))
                for entry in drift.emptyIdentifiers {
                    out.append(storyboardSide(.warning, "empty-identifier", "segue of \(userName) has an empty identifier; it cannot be used from code", entry))
                }
                for entry in drift.seguesWithoutCase where complete {
                    let location = enums[0].location
                    out.append(storyboardSide(.error, "segue-without-case", "segue '\(entry.identifier)' of \(userName) has no case in \(name).SegueIdentifier\(inherited) (declared at \(location.path):\(location.line))", entry))
                }
            }
        }
        out += checkTopLevelEnums(topLevel, catalog)
        return out
    }

    /// A top-level `SegueIdentifier` (or one a top-level typealias names) lists identifiers of the whole
    /// app: each case must be an identifier of some segue of the given storyboards.
    private func checkTopLevelEnums(_ enums: [SwiftSourceScan.SegueEnum], _ catalog: SegueCatalog) -> [Diagnostic] {
        guard !enums.isEmpty else { return [] }
        var out: [Diagnostic] = []
        var known = Set<String>()
        for entries in catalog.classes.values { for entry in entries where !entry.identifier.isEmpty { known.insert(entry.identifier) } }
        for entry in catalog.seguesWithoutClass where !entry.identifier.isEmpty { known.insert(entry.identifier) }
        let files = documents.map { SegueCatalog.fileName(of: $0.filePath) }
        let fileList = Set(files).sorted().joined(separator: ", ")
        var seen = Set<FileLocation>()
        for segueEnum in enums where seen.insert(segueEnum.location).inserted {
            let name = segueEnum.owner.map { "\($0).\(segueEnum.name)" } ?? segueEnum.name
            guard segueEnum.hasStringRawValues else {
                out.append(swiftSide(.warning, "non-string-raw-values", "cannot check top-level \(name): it does not have String raw values (`enum \(segueEnum.name): String`)", segueEnum.location))
                continue
            }
            for segueCase in segueEnum.cases {
                guard let raw = segueCase.rawValue else {
                    out.append(swiftSide(.warning, "unreadable-raw-value", "cannot read the raw value of case '\(segueCase.name)'; write it as a plain string literal so it can be checked", segueCase.location))
                    continue
                }
                if !known.contains(raw) {
                    let shown = raw == segueCase.name ? "" : " (\"\(raw)\")"
                    out.append(swiftSide(.error, "case-without-segue", "case '\(segueCase.name)'\(shown) of top-level \(name) matches no segue identifier in \(fileList) (a top-level enum is checked against the identifiers of every given storyboard)", segueCase.location))
                }
            }
        }
        return out
    }

    // MARK: Segue actions

    private func checkSegueActions(_ chains: ClassHierarchy) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let allSelectors = Set(scan.methods.map(\.selector))
        var methodsByOwner: [String: [SwiftSourceScan.Method]] = [:]
        for method in scan.methods {
            if let owner = method.owner { methodsByOwner[owner, default: []].append(method) }
        }
        func methods(of className: String) -> [SwiftSourceScan.Method] {
            chains.chain(of: className, in: modules.sourceModule).flatMap { methodsByOwner[$0] ?? [] }
        }

        for document in documents {
            let controllers = Dictionary(document.controllers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            var leadingInto: [String: [String]] = [:]   // container id → ids of controllers with segues to it
            for segue in document.segues where !segue.kind.isRelationship {
                if let source = segue.sourceControllerID { leadingInto[segue.destinationID, default: []].append(source) }
            }
            for segue in document.segues {
                guard let selector = segue.destinationCreationSelector else { continue }
                let entry = location(of: segue, in: document)
                var receivers: [String] = []
                if let sourceID = segue.sourceControllerID {
                    if let custom = controllers[sourceID]?.customClass, !custom.isEmpty { receivers.append(custom) }
                    if segue.kind.isRelationship || receivers.isEmpty {
                        for presenter in leadingInto[sourceID] ?? [] {
                            if let custom = controllers[presenter]?.customClass, !custom.isEmpty, !receivers.contains(custom) {
                                receivers.append(custom)
                            }
                        }
                    }
                }
                let arguments = ObjCSelector.argumentCount(selector)
                if !(1...3).contains(arguments) {
                    out.append(storyboardSide(.error, "segue-action-arity", "destinationCreationSelector '\(selector)' takes \(arguments) arguments; an @IBSegueAction takes 1 to 3 (coder, sender, segue identifier)", entry))
                }
                guard !receivers.isEmpty else {
                    if !allSelectors.contains(selector) {
                        let base = selector.split(separator: ":", maxSplits: 1).first.map(String.init) ?? selector
                        out.append(storyboardSide(.error, "segue-action-missing", "destinationCreationSelector '\(selector)' is implemented by no method in the scanned sources (the controller it is called on has no custom class, so UIKit will find no method to call); give the scene a custom class with `@IBSegueAction func \(base)(_ coder: NSCoder, …)`", entry))
                        continue
                    }
                    out.append(storyboardSide(.warning, "segue-action-uncheckable", "cannot check destinationCreationSelector '\(selector)': the controller it is called on has no custom class", entry))
                    continue
                }
                let candidates = receivers.flatMap(methods(of:))
                if let match = candidates.first(where: { $0.selector == selector }) {
                    if !match.isSegueAction {
                        out.append(swiftSide(.warning, "segue-action-not-marked", "'\(match.name)' is used as destinationCreationSelector '\(selector)' but is not marked @IBSegueAction", match.location))
                    }
                    continue
                }
                let receiverList = receivers.map { "'\($0)'" }.joined(separator: " or ")
                var message = "destinationCreationSelector '\(selector)' has no matching method on \(receiverList)"
                let base = selector.split(separator: ":", maxSplits: 1).first.map(String.init) ?? selector
                let near = candidates.first { $0.name == base }
                    ?? candidates.first { $0.isSegueAction && base.hasPrefix($0.name) }
                if let near {
                    message += "; '\(near.name)' at \(near.location.path):\(near.location.line) has selector '\(near.selector)'"
                    if near.selector.hasPrefix(near.name), !near.selector.dropFirst(near.name.count).hasPrefix(":") {
                        message += " (a labelled first argument joins the Objective-C name — 'With<Label>', or just '<Label>' after a preposition: write `_ coder: NSCoder`, or add @objc(\(selector)))"
                    } else if base.count > near.name.count {
                        message += " (the storyboard expects a labelled first argument, e.g. `coder: NSCoder`, or add @objc(\(selector)))"
                    }
                } else {
                    message += "; add `@IBSegueAction func \(base)(_ coder: NSCoder, …) -> UIViewController?`"
                }
                out.append(storyboardSide(.error, "segue-action-missing", message, entry))
            }
        }
        return out
    }

    // MARK: Modules

    /// With no module assignment the sources are one Swift module, which cannot declare a class twice:
    /// two projects' sources were given together, and their same-named classes' segues would be merged.
    private func checkClassesDeclaredTwice() -> [Diagnostic] {
        var first: [String: FileLocation] = [:]
        var out: [Diagnostic] = []
        for declaration in scan.classes {
            guard let earlier = first[declaration.name] else {
                first[declaration.name] = declaration.location
                continue
            }
            // `#if` branches of one file may each declare it.
            guard earlier.path != declaration.location.path else { continue }
            out.append(swiftSide(.warning, "class-declared-twice", "class '\(declaration.name)' is also declared at \(earlier.path):\(earlier.line): the given sources cannot be one Swift module, and the segues of both classes' scenes are checked as one class's; check each target on its own, or tell them apart with --module NAME=PATH", declaration.location))
        }
        return out
    }

    /// With no module assignment everything is one module, so scenes whose `customModule`s name two
    /// modules are checked as one class: a warning says so, and how to tell them apart.
    private func checkClassesInSeveralModules(_ catalog: SegueCatalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for className in catalog.scenes.keys.sorted() {
            let scenes = catalog.scenes[className]!
            let names = Set(scenes.compactMap(\.module))
            guard names.count > 1, let first = scenes.min(by: { ($0.filePath, $0.location.line) < ($1.filePath, $1.location.line) }) else { continue }
            out.append(Diagnostic(
                .warning, "'\(className)' has scenes in modules \(names.sorted().map { "'\($0)'" }.joined(separator: " and ")); they are checked as one class — pass --module NAME=PATH for each module's storyboards and sources to tell them apart",
                path: first.filePath, line: first.location.line, column: first.location.column, rule: "class-in-several-modules"))
        }
        return out
    }

    // MARK: Scene classes

    /// A scene whose class belongs to the app's module (`customModuleProvider="target"`, or a
    /// `customModule` of the sources) must be declared by the sources: otherwise the class was renamed
    /// in code only, and UIKit stops with "Unknown class in Interface Builder file". A class without a
    /// module (Objective-C) or of another module is not the sources' to declare.
    private func checkUndeclaredClasses(_ catalog: SegueCatalog) -> [Diagnostic] {
        guard !scan.classes.isEmpty else { return [] }
        let declared = scan.typeNames()
        let sourceModules = Set(scan.classes.map { modules.module(ofSource: $0.location.path) })
        var out: [Diagnostic] = []
        for className in catalog.scenes.keys.sorted() where !declared.contains(className) {
            for scene in catalog.scenes[className]! where Self.belongsToSources(scene, sourceModules: sourceModules, modules: modules) {
                var message = "scene class '\(className)' belongs to the app's module but no given Swift file declares it"
                if let closest = Self.closest(to: className, among: declared) {
                    message += "; the sources declare '\(closest)' — was it renamed in code only?"
                }
                message += " (at run time: \"Unknown class \(className) in Interface Builder file\")"
                out.append(Diagnostic(.error, message, path: scene.filePath, line: scene.location.line, column: scene.location.column, rule: "class-not-declared"))
            }
        }
        return out
    }

    /// Whether the given sources are where `scene`'s class must be declared: its storyboard says the
    /// class is the target's (`customModuleProvider="target"`) or names a module of the sources, and
    /// (with module assignments) the sources of that module were given.
    static func belongsToSources(_ scene: SegueCatalog.SceneRef, sourceModules: Set<String?>, modules: ModuleMap) -> Bool {
        if modules.isEmpty {
            return scene.customModuleProvider == "target"
        }
        guard scene.customModuleProvider == "target" || !(scene.customModule ?? "").isEmpty else { return false }
        return sourceModules.contains(scene.module)
    }

    /// The declared name nearest to `name`, when it is near enough to be a rename.
    private static func closest(to name: String, among names: Set<String>) -> String? {
        let ranked = names.map { (name: $0, distance: editDistance($0, name)) }.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
        guard let best = ranked.first, best.distance <= max(3, name.count / 2) else { return nil }
        return best.name
    }

    // MARK: Scene kinds

    private func checkSceneKinds(_ catalog: SegueCatalog, _ chains: ClassHierarchy) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for className in catalog.scenes.keys.sorted() {
            for scene in catalog.scenes[className]! {
                let chain = chains.chain(of: className, in: scene.module)
                // Only when the chain is visible: it must end at a platform class seguekit knows.
                guard chain.count >= 2, let root = chain.last, let platformChain = PlatformClasses.chain(of: root) else { continue }
                guard let required = scene.kind.defaultClassName(for: scene.platform), !platformChain.contains(required) else { continue }
                let place = chains.location(of: className, in: scene.module).map { " (\($0.path):\($0.line))" } ?? ""
                out.append(Diagnostic(.error, "'\(className)' is on a \(scene.kind.elementName) scene, which needs a subclass of \(required), but \(className)\(place) derives from \(root) (\(chain.joined(separator: " → "))); make it a subclass of \(required) or use a scene of its kind", path: scene.filePath, line: scene.location.line, column: scene.location.column, rule: "scene-kind-mismatch"))
            }
        }
        return out
    }

    // MARK: String identifiers

    /// String literals used as segue identifiers (`performSegue(withIdentifier: "x", …)`, `segue.identifier
    /// == "x"`, `case "x":` in `prepare(for:sender:)`) must name a segue of the class they are in or of
    /// one of its subclasses.
    private func checkStringIdentifiers(_ catalog: SegueCatalog, _ chains: ClassHierarchy) -> [Diagnostic] {
        guard !scan.segueLiterals.isEmpty else { return [] }
        var below: [String: [String]] = [:]
        for className in catalog.scenes.keys.sorted() {
            for module in Self.modules(of: catalog.scenes[className]!) {
                for ancestor in chains.chain(of: className, in: module) where !(below[ancestor] ?? []).contains(className) {
                    below[ancestor, default: []].append(className)
                }
            }
        }
        var out: [Diagnostic] = []
        for literal in scan.segueLiterals {
            guard let ownerName = literal.owner else { continue }
            let owner = Owner(module: modules.module(ofSource: literal.location.path), name: ownerName)
            let classes = (below[ownerName] ?? []).filter { !scenes(of: Owner(module: owner.module, name: $0), catalog).isEmpty }
            guard !classes.isEmpty else { continue }
            var known = Set<String>()
            for className in classes {
                known.formUnion(entries(of: Owner(module: owner.module, name: className), catalog).map(\.identifier).filter { !$0.isEmpty })
            }
            guard !known.contains(literal.identifier) else { continue }
            let list = known.isEmpty ? "it has none" : "it has " + known.sorted().map { "'\($0)'" }.joined(separator: ", ")
            let files = Set(classes.flatMap { scenes(of: Owner(module: owner.module, name: $0), catalog).map { SegueCatalog.fileName(of: $0.filePath) } }).sorted().joined(separator: ", ")
            let names = classes.map { display(Owner(module: owner.module, name: $0)) }.joined(separator: " or ")
            out.append(swiftSide(.error, "string-identifier-without-segue", "\"\(literal.identifier)\" in \(literal.usage) matches no segue of \(names) in \(files); \(list)", literal.location))
        }
        return out
    }

    // MARK: Unwind actions

    private func checkUnwindActions() -> [Diagnostic] {
        var out: [Diagnostic] = []
        let selectors = Set(scan.methods.map(\.selector))
        for document in documents {
            for segue in document.segues where segue.kind == .unwind {
                let entry = location(of: segue, in: document)
                guard let action = segue.unwindAction, !action.isEmpty else {
                    out.append(storyboardSide(.warning, "unwind-without-action", "unwind segue has no unwindAction", entry))
                    continue
                }
                if !selectors.contains(action) {
                    let base = action.split(separator: ":", maxSplits: 1).first.map(String.init) ?? action
                    var message = "unwind action '\(action)' is implemented nowhere in the scanned sources; add `@IBAction func \(base)(_ segue: UIStoryboardSegue)` to the controller it returns to"
                    let takingSegues = scan.methods.filter(\.takesSegue)
                    if let near = scan.methods.first(where: { $0.name == base }) ?? takingSegues.first(where: { base.hasPrefix($0.name) && $0.name.count >= 3 }) {
                        message += " ('\(near.name)' at \(near.location.path):\(near.location.line) has selector '\(near.selector)'"
                        if base.count > near.name.count {
                            message += "; the storyboard expects a labelled argument, e.g. `\(near.name)(segue: UIStoryboardSegue)`, or add @objc(\(action))"
                        }
                        message += ")"
                    }
                    out.append(storyboardSide(.error, "unwind-action-missing", message, entry))
                }
            }
        }
        return out
    }

    // MARK: Scene identifiers

    /// Each class that declares `StoryboardInstantiable` (on the class or an extension) must name a scene
    /// by its storyboard ID: its `static let sceneIdentifier = "…"` (or `static var … { "…" }`), else its
    /// class name — the protocol's default. When its `storyboardName` literal names one of the given
    /// storyboards, the scene must be in that one. A `sceneIdentifier` that is not a plain literal is not
    /// checked.
    private func checkSceneIdentifiers() -> [Diagnostic] {
        guard !documents.isEmpty else { return [] }
        var identifiersByStoryboard: [String: Set<String>] = [:]
        for document in documents {
            let name = SegueCatalog.storyboardName(of: document.filePath)
            for controller in document.controllers {
                if let identifier = controller.storyboardIdentifier, !identifier.isEmpty {
                    identifiersByStoryboard[name, default: []].insert(identifier)
                }
            }
            if identifiersByStoryboard[name] == nil { identifiersByStoryboard[name] = [] }
        }
        let everyIdentifier = identifiersByStoryboard.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        var out: [Diagnostic] = []
        var seen = Set<String>()
        for conformance in scan.conformances where conformance.inheritedType == "StoryboardInstantiable" {
            guard seen.insert(conformance.typeName).inserted else { continue }
            let declared = scan.staticStrings.filter { $0.owner == conformance.typeName }
            let explicit = declared.first { $0.name == "sceneIdentifier" }
            if let explicit, explicit.value == nil { continue }
            let identifier = explicit?.value ?? conformance.typeName
            let storyboard = declared.first { $0.name == "storyboardName" }?.value
            let place = explicit?.location ?? conformance.location
            let source = explicit == nil ? "its class name, StoryboardInstantiable's default sceneIdentifier," : "sceneIdentifier \"\(identifier)\""
            if let storyboard, let identifiers = identifiersByStoryboard[storyboard] {
                guard !identifiers.contains(identifier) else { continue }
                let near = identifiers.sorted().prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
                out.append(swiftSide(.error, "scene-identifier-without-scene",
                    "'\(conformance.typeName)': \(source) names no scene of \(storyboard).storyboard (storyboard IDs: \(near.isEmpty ? "none" : near)); set the scene's Storyboard ID or declare static let sceneIdentifier", place))
            } else if !everyIdentifier.contains(identifier) {
                let files = identifiersByStoryboard.keys.sorted().map { "\($0).storyboard" }.joined(separator: ", ")
                out.append(swiftSide(.error, "scene-identifier-without-scene",
                    "'\(conformance.typeName)': \(source) names no scene of the given storyboards (\(files)); set the scene's Storyboard ID or declare static let sceneIdentifier", place))
            }
        }
        return out
    }

    // MARK: Helpers

    private func location(of segue: StoryboardSegue, in document: StoryboardDocument) -> (path: String, line: Int, column: Int) {
        (document.filePath, segue.location.line, segue.location.column)
    }

    private func swiftSide(_ severity: Diagnostic.Severity, _ rule: String, _ message: String, _ location: FileLocation) -> Diagnostic {
        Diagnostic(severity, message, path: location.path, line: location.line, column: location.column, rule: rule)
    }

    private func storyboardSide(_ severity: Diagnostic.Severity, _ rule: String, _ message: String, _ entry: SegueCatalog.Entry) -> Diagnostic {
        Diagnostic(severity, message, path: entry.filePath, line: entry.location.line, column: entry.location.column, rule: rule)
    }

    private func storyboardSide(_ severity: Diagnostic.Severity, _ rule: String, _ message: String, _ place: (path: String, line: Int, column: Int)) -> Diagnostic {
        Diagnostic(severity, message, path: place.path, line: place.line, column: place.column, rule: rule)
    }
}
