import SegueKitStoryboard

extension SwiftSourceScan {
    /// Settles what no file tells alone, once the files are merged: the platform of the `#if` branches
    /// whose classes derive from other files' classes, the class an extension of a `typealias` is of,
    /// and the value of a constant named as a segue identifier.
    package mutating func resolveAcrossFiles() {
        decidePlatformBranches()
        resolveAliasedOwners()
        resolveAliasedRawValues()
        resolveSegueParameters()
        resolveConstantReferences()
        resolveStoryboardReceivers()
    }

    /// Makes each of ``constantReferences`` that names one value a ``SegueLiteral`` of it, at the
    /// reference: a ``StringConstant`` after `self.` (the instance's `let`), or after `Self.` or a
    /// type's name (that type's `static let`), or an implicit member (`.showDetail`, a `static let` of an
    /// extension of `String` in the file that names it) — or a case of a `String` enum with `.rawValue`
    /// (`Segues.showDetail.rawValue`) that no `typealias SegueIdentifier` names (its cases are checked
    /// as an enum's). A type the class the code is in nests under the name is the one, whatever it
    /// holds (as Swift finds it first); else every type of the name anywhere may be, and the value is
    /// read only when they all agree — a superclass's nested type, a type the scan records by another
    /// name, or one at top level may be what Swift finds.
    private mutating func resolveConstantReferences() {
        defer { constantReferences = []; stringConstants = [] }
        guard !constantReferences.isEmpty else { return }
        let constants = Dictionary(grouping: stringConstants, by: \.name)
        let enums = Dictionary(grouping: stringEnums, by: \.name)
        let aliased = Set(segueAliases.map { $0.target.split(separator: ".").last.map(String.init) ?? $0.target })
        // An implicit member where a segue identifier goes is a `static let` of `String`, or of AppKit's
        // alias of it, or of the sources' — one the file that names it declares (another file's may be
        // private to it) — unless an enum has a case of its name, which a `performSegue(withIdentifier:)`
        // of `SegueHandlerType` (or of the app) may take, or it is `Optional`'s.
        let strings: Set = ["String", "Swift.String", "NSStoryboardSegue.Identifier", "AppKit.NSStoryboardSegue.Identifier"]
        let stringTypes = strings.union(typeAliases.filter { strings.contains($0.target) }.map(\.name))
        let caseNames = Set((segueEnums + stringEnums).flatMap { $0.cases.map(\.name) }).union(["none", "some"])
        // A `performSegue` of the sources' own (an overload, or a local function that hides UIKit's) may
        // take another type, whose member the name is.
        let declaresPerform = methods.contains { $0.name == "performSegue" }
        for reference in constantReferences {
            var parts = reference.name.split(separator: ".")
            let values: Set<String?>
            if reference.name.hasPrefix(".") {
                let name = String(parts[0])
                guard !caseNames.contains(name), !(declaresPerform && reference.usage == "performSegue(withIdentifier:)") else { continue }
                values = Set((constants[name] ?? []).filter {
                    $0.isTypeMember && stringTypes.contains($0.owner ?? "") && $0.path == reference.location.path
                }.map(\.value))
            } else if parts.count > 2, parts.last == "rawValue" {
                let caseName = parts[parts.count - 2], enumName = String(parts[parts.count - 3])
                let candidates = (enums[enumName] ?? []).filter { !aliased.contains($0.name) }
                let found = named(candidates, by: Array(parts.dropLast(2)), from: reference.owner) { $0.owner.map { "\($0).\(enumName)" } ?? enumName }
                values = Set(found.flatMap { $0.cases.filter { $0.name == caseName }.map(\.rawValue) })
            } else {
                let name = String(parts.removeLast())
                let candidates = constants[name] ?? []
                let found = switch parts.first {
                case "self" where parts.count == 1: candidates.filter { !$0.isTypeMember && $0.owner != nil && $0.owner == reference.owner }
                case "Self" where parts.count == 1: candidates.filter { $0.isTypeMember && $0.owner != nil && $0.owner == reference.owner }
                default: named(candidates.filter(\.isTypeMember), by: parts, from: reference.owner, type: \.owner)
                }
                values = Set(found.map(\.value))
            }
            guard values.count == 1, let value = values.first ?? nil, !value.isEmpty else { continue }
            segueLiterals.append(SegueLiteral(owner: reference.owner, identifier: value, usage: reference.usage, location: reference.location, constant: reference.name))
        }
    }

    /// Those of `candidates` whose type (`type($0)`) the type path `written` may name from code in
    /// `owner`: a type `owner` nests under the name, else every type of the name anywhere, unless one the
    /// scan holds no candidate of may be the one (`static var x: String { … }`).
    private func named<Candidate>(_ candidates: [Candidate], by written: [Substring], from owner: String?, type: (Candidate) -> String?) -> [Candidate] {
        var written = written
        if written.first == "Self", let owner { written = owner.split(separator: ".") + written.dropFirst() }
        if let owner {
            let nested = owner + "." + written.joined(separator: ".")
            if declaredTypes[nested] != nil { return candidates.filter { type($0) == nested } }
        }
        // `Outer.Segues` for `Segues`, or `Segues` for `App.Segues` (after the module's name).
        func isNamed(_ type: String?) -> Bool {
            guard let components = type?.split(separator: ".") else { return false }
            return components.suffix(written.count).elementsEqual(written)
                || written.count == components.count + 1 && written.dropFirst().elementsEqual(components) && declaredTypes[String(written[0])] == nil
        }
        let found = candidates.filter { isNamed(type($0)) }
        let holding = Set(found.compactMap(type))
        return declaredTypes.keys.contains { isNamed($0) && !holding.contains($0) } ? [] : found
    }

    /// Gives each of ``sceneLiterals`` instantiated from a constant (``SceneLiteral/receiver``) the
    /// storyboard of the one ``storyboardConstants`` entry it names — after `Self.`, the enclosing type's
    /// `static let`; after `UIStoryboard.`, one of an extension — and drops
    /// those whose constant is not known or not one.
    private mutating func resolveStoryboardReceivers() {
        defer { storyboardConstants = [] }
        guard sceneLiterals.contains(where: { $0.receiver != nil }) else { return }
        let constants = Dictionary(grouping: storyboardConstants, by: \.name)
        sceneLiterals = sceneLiterals.compactMap { literal in
            guard let receiver = literal.receiver else { return literal }
            var parts = receiver.split(separator: ".")
            let candidates = constants[String(parts.removeLast())] ?? []
            guard !parts.isEmpty else { return nil }
            let found = named(candidates.filter(\.isTypeMember), by: parts, from: literal.owner, type: \.owner)
            guard Set(found.map(\.value)).count == 1, let storyboard = found.first?.value, !storyboard.isEmpty else { return nil }
            var resolved = literal
            resolved.storyboard = storyboard
            resolved.receiver = nil
            return resolved
        }
    }

    /// `@IBAction func unwindToList(_ transition: PopTransition)`, `PopTransition` a class of the sources
    /// deriving, directly or not, from a storyboard segue: the method takes a segue, as one whose
    /// parameter's type is named `…Segue` does.
    private mutating func resolveSegueParameters() {
        guard methods.contains(where: { $0.parameterType != nil }) else { return }
        let superclasses = Dictionary(classes.filter { !$0.isNested }.map { ($0.name, $0.superclass) }, uniquingKeysWith: { first, _ in first })
        func isSegue(_ written: String, visiting: Set<String> = []) -> Bool {
            let name = String(written.lastNameComponent)
            if name.hasSuffix("Segue") { return true }
            guard !visiting.contains(name), let superclass = superclasses[name] ?? nil else { return false }
            return isSegue(superclass, visiting: visiting.union([name]))
        }
        for index in methods.indices {
            if let type = methods[index].parameterType, isSegue(type) { methods[index].takesSegue = true }
        }
    }

    /// `typealias Identifier = String` … `enum SegueIdentifier: Identifier`: the enum has `String` raw
    /// values, as it has with AppKit's alias of `String`, `NSStoryboardSegue.Identifier`. An alias of the
    /// sources is looked up in the enum's owner, then at top level, then — for one declared in a
    /// superclass — by its name alone, when every alias of that name is of `String`.
    private mutating func resolveAliasedRawValues() {
        guard segueEnums.contains(where: { !$0.inheritedTypes.isEmpty }) else { return }
        let targets = Dictionary(grouping: typeAliases, by: \.name).mapValues { Set($0.map(\.target)) }
        let byLastName = Dictionary(grouping: typeAliases, by: { String($0.name.lastNameComponent) }).mapValues { Set($0.map(\.target)) }
        func isString(_ written: String, visiting: Set<String> = []) -> Bool {
            if ["String", "Swift.String", "NSStoryboardSegue.Identifier", "AppKit.NSStoryboardSegue.Identifier"].contains(written) { return true }
            guard !visiting.contains(written), let aliased = targets[written] ?? byLastName[written] else { return false }
            return aliased.allSatisfy { isString($0, visiting: visiting.union([written])) }
        }
        for index in segueEnums.indices where !segueEnums[index].hasStringRawValues {
            let owner = segueEnums[index].owner.map { String($0.lastNameComponent) }
            segueEnums[index].hasStringRawValues = segueEnums[index].inheritedTypes.contains { written in
                if let owner, targets["\(owner).\(written)"] != nil { return isString("\(owner).\(written)") }
                return isString(written)
            }
        }
    }

    /// Makes each of ``undecidedPlatformBranches`` a block of its condition's platforms, only those of
    /// one framework when every class it derives from that the sources declare leads to that
    /// framework's controllers (`#if canImport(AppKit)` … `class SettingsViewController:
    /// MacBaseViewController`, the base deriving from `NSViewController` in another file): AppKit's are
    /// unavailable on Mac Catalyst.
    private mutating func decidePlatformBranches() {
        guard !undecidedPlatformBranches.isEmpty else { return }
        let superclasses = Dictionary(grouping: classes.filter { !$0.isNested }, by: \.name).mapValues { $0.compactMap(\.superclass) }
        var found: [String: Set<StoryboardPlatform>] = [:]
        func frameworks(of written: String, visiting: Set<String> = []) -> Set<StoryboardPlatform> {
            let name = String(written.lastNameComponent)
            if let chain = PlatformClasses.chain(of: name) { return PlatformClasses.framework(of: chain).map { [$0] } ?? [] }
            // `Outer.Base` is a nested class, or another module's: no top-level class of the sources.
            guard name == written else { return [] }
            if let known = found[name] { return known }
            guard !visiting.contains(name) else { return [] }   // a cycle of superclasses leads nowhere
            let frameworks = (superclasses[name] ?? []).reduce(into: Set<StoryboardPlatform>()) {
                $0.formUnion(frameworks(of: $1, visiting: visiting.union([name])))
            }
            found[name] = frameworks
            return frameworks
        }
        for branch in undecidedPlatformBranches {
            let derivedFrom = branch.superclasses.reduce(into: Set<StoryboardPlatform>()) { $0.formUnion(frameworks(of: $1)) }
            var platforms = branch.platforms
            if derivedFrom.count == 1, let framework = derivedFrom.first { platforms = platforms.narrowed(to: framework) }
            if platforms != .all, !platforms.isEmpty {
                platformBlocks.append(.init(path: branch.path, lines: branch.lines, platforms: platforms))
            }
        }
        undecidedPlatformBranches = []
    }

    /// `typealias Home = HomeViewController` … `extension Home { enum SegueIdentifier … }`: what the
    /// extension declares, adopts or implements is the class's, and a class declared `class Detail: Home`
    /// derives from the class. Only for an alias of one top-level class the sources declare (not a nested
    /// one, nor a platform's controller, which each platform's branch may alias); ``confined(to:)`` does
    /// it again for an alias declared once per platform.
    mutating func resolveAliasedOwners() {
        let classOfAlias = classesOfAliases()
        reassignOwners(classOfAlias.mapValues { [$0] })
        for index in classes.indices {
            if let superclass = classes[index].superclass, let target = classOfAlias[superclass] { classes[index].superclass = target }
        }
    }

    /// The scan with what an extension of a typealias declared once per platform holds (`#if os(iOS)` …
    /// `typealias Home = PhoneHome`, `#else` … `typealias Home = MacHome`, then `extension Home { … }`)
    /// given to each platform's class, a copy each: for code that serves every platform at once, such as
    /// the generator's `ModuleCode`. A class declared `class Detail: Home` keeps the alias as its
    /// superclass here; each platform's chain (``confined(to:)``) has that platform's class.
    package func resolvingPlatformAliases() -> SwiftSourceScan {
        guard !platformBlocks.isEmpty, !typeAliases.isEmpty else { return self }
        var classesOfAlias: [String: [String]] = [:]
        for platform in StoryboardPlatform.allCases {
            for (alias, target) in confined(to: ApplePlatforms(platform)).classesOfAliases() where !(classesOfAlias[alias] ?? []).contains(target) {
                classesOfAlias[alias, default: []].append(target)
            }
        }
        var scan = self
        scan.reassignOwners(classesOfAlias.filter { $0.value.count > 1 })
        return scan
    }

    /// The top-level class each typealias of the sources names, when it names one.
    private func classesOfAliases() -> [String: String] {
        let classNames = Set(classes.lazy.filter { !$0.isNested }.map(\.name))
        var classOfAlias: [String: String] = [:]
        for (name, aliases) in Dictionary(grouping: typeAliases, by: \.name) where !classNames.contains(name) {
            let targets = Set(aliases.map(\.target))
            if targets.count == 1, let target = targets.first, classNames.contains(target) { classOfAlias[name] = target }
        }
        return classOfAlias
    }

    /// Gives what the extensions of each alias hold to its classes, a copy for each.
    private mutating func reassignOwners(_ classesOfAlias: [String: [String]]) {
        guard !classesOfAlias.isEmpty else { return }
        func reassigned<Finding>(_ findings: [Finding], _ owner: WritableKeyPath<Finding, String?>) -> [Finding] {
            findings.flatMap { finding in
                guard let name = finding[keyPath: owner], let targets = classesOfAlias[name] else { return [finding] }
                return targets.map { target in
                    var copy = finding
                    copy[keyPath: owner] = target
                    return copy
                }
            }
        }
        segueEnums = reassigned(segueEnums, \.owner)
        stringEnums = reassigned(stringEnums, \.owner)
        segueAliases = reassigned(segueAliases, \.owner)
        segueLiterals = reassigned(segueLiterals, \.owner)
        constantReferences = reassigned(constantReferences, \.owner)
        stringConstants = reassigned(stringConstants, \.owner)
        sceneLiterals = reassigned(sceneLiterals, \.owner)
        storyboardConstants = reassigned(storyboardConstants, \.owner)
        methods = reassigned(methods, \.owner)
        staticStrings = reassigned(staticStrings, \.owner)
        optionalProperties = reassigned(optionalProperties, \.owner)
        capitalizedMembers = reassigned(capitalizedMembers, \.owner)
        conformances = conformances.flatMap { conformance in
            (classesOfAlias[conformance.typeName] ?? [conformance.typeName]).map { target in
                var copy = conformance
                copy.typeName = target
                return copy
            }
        }
    }
}
