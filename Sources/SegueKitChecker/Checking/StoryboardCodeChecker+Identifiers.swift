import SegueKitStoryboard
import SegueKitSwiftSource

// `SegueIdentifier` enums against the segues of their classes' scenes.
extension StoryboardCodeChecker {
    /// Every `SegueIdentifier` enum with the class it is used by (`nil`: top level, checked against every
    /// identifier), after resolving `typealias SegueIdentifier = …`; aliases that cannot be resolved are
    /// reported.
    func enumUses() -> (uses: [(owner: Owner?, segueEnum: SwiftSourceScan.SegueEnum)], diagnostics: [Diagnostic]) {
        // An enum nested in a struct or enum of the sources (`enum Constants { enum SegueIdentifier … }`)
        // serves no class in particular: it is checked as an app-wide one.
        // A protocol its classes adopt gives them its enum (`where SegueIdentifier == HelpSegue`).
        let classNames = Set(scan.classes.map(\.name)).union(scan.adoptedProtocols.values.joined())
        let namespaces = Set(scan.declaredTypes.keys.map { String($0.lastNameComponent) }).subtracting(classNames)
        func owner(_ name: String?, at location: FileLocation) -> Owner? {
            guard let name, !namespaces.contains(name) else { return nil }
            return Owner(module: modules.module(ofSource: location.path), name: name)
        }
        // An enum without cases or raw values is a namespace of constants (`static let showDetail =
        // "showDetail"`), which `SegueHandlerType` cannot use: there is nothing to compare.
        var uses: [(owner: Owner?, segueEnum: SwiftSourceScan.SegueEnum)] = scan.segueEnums.filter { !$0.cases.isEmpty || $0.hasStringRawValues }.map { segueEnum in
            (owner(segueEnum.owner, at: segueEnum.location), segueEnum)
        }
        var out: [Diagnostic] = []
        for alias in scan.segueAliases {
            let candidates = scan.enums(namedBy: alias)
            let place = alias.owner.map { "\($0).SegueIdentifier" } ?? "top-level SegueIdentifier"
            guard candidates.count == 1, let target = candidates.first else {
                let declaredAt = scan.declaredTypes.filter { $0.key == alias.target || $0.key.hasSuffix("." + alias.target) }.values.joined().min()
                let reason = if let declaredAt, candidates.isEmpty {
                    "'\(alias.target)' (\(declaredAt.path):\(declaredAt.line)) is not an enum with String raw values, so its cases cannot be compared with the storyboard"
                } else if candidates.isEmpty {
                    "no enum '\(alias.target)' with String raw values is declared in the scanned sources (pass the file that declares it with --source)"
                } else {
                    "'\(alias.target)' names \(candidates.count) enums (" + candidates.map { "\($0.location.path):\($0.location.line)" }.joined(separator: ", ") + "); qualify it"
                }
                out.append(Diagnostic(.warning, "cannot check \(place) = \(alias.target): \(reason)", at: alias.location, rule: "segue-enum-uncheckable"))
                continue
            }
            uses.append((owner(alias.owner, at: alias.location), target))
        }
        return (uses, out)
    }

    func checkEnums(_ catalog: SegueCatalog, _ chains: ClassHierarchy) -> [Diagnostic] {
        let (uses, aliasDiagnostics) = enumUses()
        var out = aliasDiagnostics
        var enumsByOwner: [Owner: [SwiftSourceScan.SegueEnum]] = [:]
        var topLevel: [SwiftSourceScan.SegueEnum] = []
        for use in uses {
            if let owner = use.owner { enumsByOwner[owner, default: []].append(use.segueEnum) } else { topLevel.append(use.segueEnum) }
        }
        let (users, covered) = enumUsers(of: Array(enumsByOwner.keys), catalog, chains)
        let (knownByEnum, ownersByEnum) = seguesNamed(byEnumsOf: enumsByOwner, covered: covered, catalog, chains)
        var reportedCases = Set<FileLocation>()
        var enumsCompared = Set<FileLocation>()
        var reportedConditionalCases = Set<FileLocation>()
        // A segue's class may be checked once per module it has scenes in (same-named classes of two
        // modules, merged): each segue is reported once.
        var reportedSegues = Set<FileLocation>()
        let classBranches = Dictionary(grouping: scan.classes, by: \.name).mapValues { $0.map(\.branches) }
        // A module none of whose storyboards were given (a dependency whose sources come along for its
        // classes' chains): its enums' scenes are not among the given ones.
        let modulesWithStoryboards = Set(documents.map { modules.module(ofFile: $0.filePath) })
        // An `open` class (a framework's base controller) may have its scenes' classes in modules that
        // subclass it, whose storyboards are not these.
        let openClasses = Set(scan.classes.filter(\.isOpen).map { [modules.module(ofSource: $0.location.path), $0.name] })
        let adopters = scan.segueHandlerAdopters()
        // A case the code makes itself from a literal, not to perform it (a fallback), needs no segue.
        let madeInCode = scan.rawValuesMadeInCode

        for owner in enumsByOwner.keys.sorted() {
            let enums = enumsByOwner[owner]!
            let name = display(owner)
            // A conformance is inherited with the enum it names: `segueIdentifier(for:)` in this class
            // returns its superclass's.
            if let conforming = chains.chain(of: owner.name, in: owner.module).dropFirst().last(where: adopters.contains) {
                for segueEnum in enums {
                    out.append(Diagnostic(.error, "'\(name)' declares its own SegueIdentifier, but it inherits SegueHandlerType from \(conforming), whose conformance names the SegueIdentifier seen from \(conforming): segueIdentifier(for:) and performSegue(withIdentifier:) take that enum in \(name) too; list these cases in \(conforming)'s enum (one enum for the chain), or adopt SegueHandlerType in each subclass instead of in \(conforming)", at: segueEnum.location, rule: "segue-enum-below-conformance"))
                }
            }
            let coveredClasses = covered[owner] ?? []
            guard !coveredClasses.isEmpty else {
                if let module = owner.module, !modulesWithStoryboards.contains(module) { continue }
                if openClasses.contains([owner.module, owner.name]) { continue }
                var message = "'\(name)' declares SegueIdentifier but no scene of the given storyboards has custom class '\(owner.name)' or a subclass of it"
                if let elsewhere = catalog.scenes[owner.name]?.first {
                    message += " in module '\(owner.module ?? "?")' (\(SegueCatalog.fileName(of: elsewhere.filePath)):\(elsewhere.location.line) is in module '\(elsewhere.module ?? "?")')"
                }
                for segueEnum in enums {
                    out.append(Diagnostic(.warning, message, at: segueEnum.location, rule: "enum-without-scene"))
                }
                continue
            }
            var rawValues = Set<String>()
            for segueEnum in enums {
                if !segueEnum.hasStringRawValues {
                    out.append(Diagnostic(.warning, "\(name).SegueIdentifier should have String raw values (`enum SegueIdentifier: String`) to match storyboard identifiers", at: segueEnum.location, rule: "non-string-raw-values"))
                }
                for segueCase in segueEnum.cases where segueCase.rawValue == nil && reportedCases.insert(segueCase.location).inserted {
                    out.append(Self.unreadableRawValue(segueCase))
                }
                let readable = segueEnum.cases.filter { $0.rawValue != nil }
                rawValues.formUnion(readable.compactMap(\.rawValue))
                // An enum many classes name (`typealias SegueIdentifier = AppSegues`) is compared with the
                // segues of them all once: its cases are reported once anyway.
                guard enumsCompared.insert(segueEnum.location).inserted else { continue }
                let known = knownByEnum[segueEnum.location] ?? NameableIdentifiers(unwindsByAction: [:])
                let owners = (ownersByEnum[segueEnum.location] ?? [owner]).sorted()
                let files = Set(owners.flatMap { owner in (covered[owner] ?? []).flatMap { scenes(of: $0, catalog).map { SegueCatalog.fileName(of: $0.filePath) } } }).sorted().joined(separator: ", ")
                let enumName = segueEnum.name == "SegueIdentifier" ? "\(segueEnum.owner.map { display(Owner(module: owner.module, name: $0)) } ?? name).SegueIdentifier" : segueEnum.name
                let missing = Set(readable.compactMap(\.rawValue).filter { !known.contains($0) && !madeInCode.contains($0) })
                guard !missing.isEmpty else { continue }
                let list = Self.identifierList(known.all)
                let classes = Set(owners.flatMap { covered[$0] ?? [] }).sorted().map(display).joined(separator: " or ")
                for segueCase in readable where missing.contains(segueCase.rawValue!) && reportedCases.insert(segueCase.location).inserted {
                    let raw = segueCase.rawValue!
                    let shown = raw == segueCase.name ? "" : " (\"\(raw)\")"
                    out.append(Diagnostic(.error, "case '\(segueCase.name)'\(shown) of \(enumName) matches no segue of \(classes) in \(files); \(list)", at: segueCase.location, rule: "case-without-segue"))
                }
            }
            // Only when every raw value could be read: otherwise a missing case may just be unreadable.
            let complete = enums.allSatisfy { $0.cases.allSatisfy { $0.rawValue != nil } }
            // One comparison for the segues of every class that uses the enum, then reported per class.
            let userSegues = (users[owner] ?? []).map { (user: $0, segues: entries(of: $0, catalog)) }
            let drift = IdentifierDrift(rawValues: Array(rawValues), segues: userSegues.flatMap(\.segues))
            let withoutCase = Set(drift.seguesWithoutCase.map(\.location)), emptyIdentifiers = Set(drift.emptyIdentifiers.map(\.location))
            // Cases only some builds compile (`#if DEBUG`), by raw value; none for most enums.
            let conditionalCases = enums.contains(where: { $0.cases.contains { !$0.branches.isEmpty } })
                ? Dictionary(grouping: enums.flatMap(\.cases), by: \.rawValue) : nil
            for (user, segues) in userSegues {
                let userName = display(user)
                let inherited = user.name == owner.name && modules.sameModule(user.module, owner.module) ? "" : ", which \(userName) inherits"
                for entry in segues where emptyIdentifiers.contains(entry.location) && reportedSegues.insert(entry.location).inserted {
                    out.append(Diagnostic(.warning, "segue of \(userName) has an empty identifier; it cannot be used from code", at: entry.location, rule: "empty-identifier"))
                }
                for entry in segues where complete && withoutCase.contains(entry.location) && reportedSegues.insert(entry.location).inserted {
                    let location = enums[0].location
                    out.append(Diagnostic(.error, "segue '\(entry.identifier)' of \(userName) has no case in \(name).SegueIdentifier\(inherited) (declared at \(location.path):\(location.line))", at: entry.location, rule: "segue-without-case"))
                }
                // A case only some of the builds with the class and its enum compile (`#if DEBUG`): the
                // others stop at its segue.
                guard let casesByRawValue = conditionalCases else { continue }
                let userClass = classBranches[user.name] ?? [[]]
                for identifier in Set(segues.map(\.identifier)).intersection(rawValues).sorted() {
                    let declared = casesByRawValue[identifier] ?? []
                    guard !scan.everyBuild(compiling: [userClass, enums.map(\.branches)], compiles: declared.map(\.branches)),
                          let first = declared.min(by: { $0.location < $1.location }),
                          let segue = segues.filter({ $0.identifier == identifier }).min(by: { $0.location < $1.location }),
                          reportedConditionalCases.insert(first.location).inserted else { continue }
                    out.append(Diagnostic(.warning, "case '\(first.name)' of \(name).SegueIdentifier is compiled only under `#if`: a build without it has no case for segue '\(identifier)' of \(userName) (\(SegueCatalog.fileName(of: segue.filePath)):\(segue.location.line)), and segueIdentifier(for:) stops there; declare the case outside `#if`, or in each branch of an `#if` … `#else`", at: first.location, rule: "segue-case-conditional"))
                }
            }
        }
        out += checkTopLevelEnums(topLevel, catalog)
        return out
    }

    /// For each enum's owner, the classes whose segues it must cover (`users`: it is the nearest enum up
    /// their chain) and those whose segues it may name (`covered`: it is anywhere up their chain). A
    /// scene's class uses the `SegueIdentifier` of the nearest class of its superclass chain (itself
    /// first) that declares one.
    private func enumUsers(
        of owners: [Owner], _ catalog: SegueCatalog, _ chains: ClassHierarchy
    ) -> (users: [Owner: [Owner]], covered: [Owner: [Owner]]) {
        let ownersByName = Dictionary(grouping: owners, by: \.name)
        let adopted = scan.adoptedProtocols
        var users: [Owner: [Owner]] = [:]
        var covered: [Owner: [Owner]] = [:]
        var coveredPairs = Set<[Owner]>()  // [owner, user], to add each user once
        for className in catalog.scenes.keys.sorted() {
            // Each module the class has scenes in has its own declaration, so its own chain.
            for module in Self.modules(of: catalog.scenes[className]!) {
                let user = Owner(module: module, name: className)
                var nearestFound = false
                // Past the sources' classes, the platform's: an extension of UIViewController declares a
                // SegueIdentifier every controller inherits. A superclass of another module brings the
                // enum that module declares on it; an extension in the class's own module may add one.
                // (Not when the class is another module's: the module's own sources were not given.)
                let sceneClass = catalog.scenes[className]!.first { $0.module == module }?.requiredClass
                let links = chains.linksThroughPlatform(of: className, in: module, sceneClass: sceneClass)
                let followsModules = links.first.map { modules.sameModule($0.module, module) } ?? false
                for (index, ancestor) in links.enumerated() {
                    let declared = (ownersByName[ancestor.name] ?? []).filter {
                        modules.sameModule($0.module, module) || (followsModules && index > 0 && modules.sameModule($0.module, ancestor.module))
                    }
                    // A protocol the class adopts that names its enum (`where SegueIdentifier == HelpSegue`);
                    // an enum the class declares itself comes first.
                    // (A protocol is found by its name: its own module's, else, when the module declares no
                    // type of the name, another's.)
                    let given = (adopted[ancestor.name] ?? []).sorted().flatMap { name in
                        let owners = ownersByName[name] ?? []
                        let own = owners.filter { modules.sameModule($0.module, module) }
                        let declaredHere = (scan.declaredTypes[name] ?? []).contains { modules.sameModule(modules.module(ofSource: $0.path), module) }
                        return own.isEmpty && !declaredHere ? owners : own
                    }
                    for owner in declared + given where coveredPairs.insert([owner, user]).inserted {
                        covered[owner, default: []].append(user)
                        if !nearestFound && (declared.isEmpty || declared.contains(owner)) { users[owner, default: []].append(user) }
                    }
                    if !declared.isEmpty || !given.isEmpty { nearestFound = true }
                }
            }
        }
        return (users, covered)
    }

    /// The identifiers an enum may name: those of its users' segues, and those of the unwind segues that
    /// reach the unwind actions of their chains (`switch segueIdentifier(for:)` in the action), kept by
    /// action, since one action's exits may be many and every subclass may name them.
    private struct NameableIdentifiers {
        /// The identifiers of the unwind segues to each action, shared by every enum.
        let unwindsByAction: [String: Set<String>]
        var ofSegues: Set<String> = []
        var unwindActions: Set<String> = []

        func contains(_ identifier: String) -> Bool {
            ofSegues.contains(identifier) || unwindActions.contains { unwindsByAction[$0]?.contains(identifier) == true }
        }

        var all: Set<String> {
            unwindActions.reduce(into: ofSegues) { $0.formUnion(unwindsByAction[$1] ?? []) }
        }
    }

    /// What each enum may name, by the enum's location, with the owners it serves: those of the
    /// classes that use it (an aliased enum may serve several); and the identifiers of the unwind
    /// segues to each action.
    private func seguesNamed(
        byEnumsOf enumsByOwner: [Owner: [SwiftSourceScan.SegueEnum]], covered: [Owner: [Owner]], _ catalog: SegueCatalog, _ chains: ClassHierarchy
    ) -> (known: [FileLocation: NameableIdentifiers], owners: [FileLocation: [Owner]]) {
        var unwindsByAction: [String: Set<String>] = [:]
        for entry in catalog.classes.values.joined() + catalog.seguesWithoutClass where entry.kind == .unwind && !entry.identifier.isEmpty {
            if let action = entry.unwindAction { unwindsByAction[action, default: []].insert(entry.identifier) }
        }
        var actionsByClass: [String: Set<String>] = [:]
        for method in scan.methods where method.takesSegue && unwindsByAction[method.selector] != nil {
            if let owner = method.owner { actionsByClass[owner, default: []].insert(method.selector) }
        }
        var knownByEnum: [FileLocation: NameableIdentifiers] = [:]
        var ownersByEnum: [FileLocation: [Owner]] = [:]
        for (owner, enums) in enumsByOwner {
            var known = NameableIdentifiers(unwindsByAction: unwindsByAction)
            for user in covered[owner] ?? [] {
                known.ofSegues.formUnion(entries(of: user, catalog).lazy.map(\.identifier).filter { !$0.isEmpty })
                for ancestor in chains.chain(of: user.name, in: user.module) { known.unwindActions.formUnion(actionsByClass[ancestor] ?? []) }
            }
            for segueEnum in enums where !(covered[owner] ?? []).isEmpty {
                var merged = knownByEnum[segueEnum.location] ?? NameableIdentifiers(unwindsByAction: unwindsByAction)
                merged.ofSegues.formUnion(known.ofSegues)
                merged.unwindActions.formUnion(known.unwindActions)
                knownByEnum[segueEnum.location] = merged
                ownersByEnum[segueEnum.location, default: []].append(owner)
            }
        }
        return (knownByEnum, ownersByEnum)
    }

    /// A top-level `SegueIdentifier` (or one a top-level typealias names, or one nested in a struct or
    /// enum) lists identifiers of the whole app: each case must be an identifier of some segue of the
    /// given storyboards.
    func checkTopLevelEnums(_ enums: [SwiftSourceScan.SegueEnum], _ catalog: SegueCatalog) -> [Diagnostic] {
        guard !enums.isEmpty else { return [] }
        var out: [Diagnostic] = []
        var known = Set<String>()
        for entries in catalog.classes.values { for entry in entries where !entry.identifier.isEmpty { known.insert(entry.identifier) } }
        for entry in catalog.seguesWithoutClass where !entry.identifier.isEmpty { known.insert(entry.identifier) }
        let files = documents.map { SegueCatalog.fileName(of: $0.filePath) }
        let fileList = Set(files).sorted().joined(separator: ", ")
        let madeInCode = scan.rawValuesMadeInCode
        var seen = Set<FileLocation>()
        for segueEnum in enums where seen.insert(segueEnum.location).inserted {
            let name = segueEnum.owner.map { "\($0).\(segueEnum.name)" } ?? segueEnum.name
            // Nested in a struct or enum of the sources, it is app-wide without being top-level.
            let scope = segueEnum.owner == nil ? "top-level" : "app-wide"
            guard segueEnum.hasStringRawValues else {
                out.append(Diagnostic(.warning, "cannot check \(scope) \(name): it does not have String raw values (`enum \(segueEnum.name): String`)", at: segueEnum.location, rule: "non-string-raw-values"))
                continue
            }
            for segueCase in segueEnum.cases {
                guard let raw = segueCase.rawValue else {
                    out.append(Self.unreadableRawValue(segueCase))
                    continue
                }
                if !known.contains(raw), !madeInCode.contains(raw) {
                    let shown = raw == segueCase.name ? "" : " (\"\(raw)\")"
                    out.append(Diagnostic(.error, "case '\(segueCase.name)'\(shown) of \(scope) \(name) matches no segue identifier in \(fileList) (\(scope == "top-level" ? "a" : "an") \(scope) enum is checked against the identifiers of every given storyboard)", at: segueCase.location, rule: "case-without-segue"))
                }
            }
        }
        return out
    }
}

extension StoryboardCodeChecker {
    /// A case whose raw value is not a plain string literal the scanner can read.
    static func unreadableRawValue(_ segueCase: SwiftSourceScan.SegueCase) -> Diagnostic {
        Diagnostic(.warning, "cannot read the raw value of case '\(segueCase.name)'; write it as a plain string literal so it can be checked", at: segueCase.location, rule: "unreadable-raw-value")
    }

    /// The identifiers a class's scenes have, for a message: `it has 'a', 'b'` (sorted; of more than 20,
    /// the first 20 and how many more), or `it has none`.
    static func identifierList(_ identifiers: Set<String>) -> String {
        let sorted = identifiers.sorted()
        let shown = sorted.prefix(20).map { "'\($0)'" }.joined(separator: ", ")
        return sorted.isEmpty ? "it has none" : "it has " + shown + (sorted.count > 20 ? " and \(sorted.count - 20) more" : "")
    }
}
