import SegueKitStoryboard
import SegueKitSwiftSource

/// What the Swift code of the module being generated for declares, as far as generation depends on it:
/// its class chains, the scene classes it lacks, the Swift names of classes it names for Objective-C,
/// the `SegueIdentifier` enums it writes by hand, the types whose names the generated code must not
/// take, its unwind and segue actions, and the optional properties `@connect` stores into.
/// `generate --source` builds one from its scan; without one, the generator knows only the storyboards.
package struct ModuleCode: Sendable, Equatable {
    /// The module the code is generated for (`--module NAME`); `nil` when everything is one module.
    package let module: String?
    package let hierarchy: ClassHierarchy
    /// The class chains each platform compiles, when the sources split classes by platform
    /// (`#if canImport(UIKit)` … `#else`): a class declared in both branches has a superclass per platform.
    private var platformHierarchies: [StoryboardPlatform: ClassHierarchy] = [:]
    /// ``adopters`` as each platform compiles the sources, when they split classes by platform.
    private var platformAdopters: [StoryboardPlatform: Set<String>] = [:]
    /// The owners of ``declaredEnums`` as each platform compiles the sources, when they split by platform.
    private var platformDeclaredEnums: [StoryboardPlatform: Set<String>] = [:]
    /// The scene classes the sources must declare but do not, which generated code must not name.
    package let missingSceneClasses: MissingSceneClasses
    /// The Swift name of each class the code names for Objective-C with `@objc(Name)`, by that name.
    package let swiftNamesByObjCName: [String: String]
    /// Scene class names that are the `@objc(Name)` of a nested class ``swiftNamesByObjCName`` leaves out.
    package let nestedObjCNames: Set<String>
    /// Classes that declare `SegueIdentifier` themselves (an enum, a `typealias`, another type such as a
    /// `struct` of constants, or a property or method of that name), with where.
    package private(set) var declaredEnums: [String: FileLocation] = [:]
    /// The same for classes of other modules whose sources were given (`--module NAME=PATH`): a class of
    /// this module inherits the enum of a superclass there.
    private var otherModulesEnums: [ClassHierarchy.Link: FileLocation] = [:]
    /// The cases of those enums, as ``declaredCaseNames`` (by class name).
    private var otherModulesCaseNames: [String: [String: String]] = [:]
    /// Where a top-level type named `SegueIdentifier` is declared that code of the module sees — its own
    /// (also a `private` one: a class's subclasses and extensions may be in that file), or the public
    /// one of a given module that a file imports — or `nil`: a `SegueIdentifier` generated in a class
    /// would hide it from the class's code.
    package private(set) var topLevelSegueIdentifier: FileLocation?
    /// The protocols each class adopts, where it is declared or extended.
    private var adoptedProtocols: [String: Set<String>] = [:]
    /// Classes with a subclass whose `SegueIdentifier` a protocol gives (`where SegueIdentifier ==
    /// HelpSegue`), with that subclass and protocol: an enum on the class would contradict it.
    package private(set) var protocolEnumBelow: [String: ProtocolEnum] = [:]

    /// A class whose `SegueIdentifier` a protocol gives.
    package struct ProtocolEnum: Sendable, Equatable {
        package var subclass: String
        package var `protocol`: String
    }
    /// Per class with a hand-written `SegueIdentifier`: raw value → case name. The class gets no
    /// generated enum, and its typed segues use these names.
    package private(set) var declaredCaseNames: [String: [String: String]] = [:]
    /// Classes that adopt `SegueHandlerType` (or `SegueRouting`, or a protocol or composition of the
    /// sources that inherits either) where they are declared or extended: the `SegueIdentifier` the
    /// conformance needs must be on them or above.
    package private(set) var adopters: Set<String> = []
    /// When the module declares a `SegueHandlerType` of its own (the classic snippet, kept while
    /// migrating), the classes that adopt it by its bare name, with where they do.
    private var ownHandlerTypeAdopters: [String: FileLocation] = [:]
    /// The ``adopters`` that may adopt SegueKit's `SegueHandlerType` (or `SegueRouting`).
    private var segueKitAdopters: Set<String> = []
    /// Types the module declares, `Owner.Name` or top-level `Name`: names a generated type must not take.
    package private(set) var declaredTypes: Set<String> = []
    /// The properties and methods of the module's types named with a capital letter, like a type,
    /// `Owner.Name` (`static let SegueIdentifier = "Authors"`): names a type generated in the owner must
    /// not take either.
    package private(set) var capitalizedMembers: Set<String> = []
    /// The last name of each of ``declaredTypes`` (`Detail` for `List.Detail`): the names a type the
    /// sources declare may hide another's by, somewhere in the module.
    package private(set) var declaredTypeNames: Set<String> = []
    /// The last names of the nested ones among ``declaredTypes``: in an extension of their owner (or of
    /// a subclass), such a name means the nested type, not a top-level one.
    package private(set) var nestedTypeNames: Set<String> = []
    /// The module's types that code outside it (or outside their file) cannot name, with the lowest
    /// visibility a declaration gives them (``SwiftSourceScan/restrictedTypes``).
    package private(set) var restrictedTypes: [String: SwiftSourceScan.Visibility] = [:]
    /// Types of the sources that not every build can name without a warning or an error
    /// (``SwiftSourceScan/typesWithAvailability``).
    private var typesWithAvailability: Set<String> = []
    /// The same types, with the highest visibility a declaration gives them, when none makes them public
    /// (a class declared in two `#if` branches may be public in one).
    package private(set) var widestRestrictedTypes: [String: SwiftSourceScan.Visibility] = [:]
    /// The cases of hand-written `SegueIdentifier` enums marked deprecated, by the enum's class: generated
    /// code that names one is marked deprecated too, so it compiles without a warning.
    package private(set) var deprecatedCases: [String: Set<String>] = [:]
    /// Classes the sources declare only inside `#if` branches of one platform (`#if canImport(UIKit)`,
    /// counting branches ``SwiftSourceScan/confined(to:)`` left out), with that platform: they exist
    /// only where its framework does.
    package private(set) var platformOnlyClasses: [String: StoryboardPlatform] = [:]
    /// The module's classes marked deprecated, everywhere (``SwiftSourceScan/ClassDeclaration/isDeprecated``)
    /// or on a platform of their framework (`@available(iOS, deprecated: 16)`), with the attributes
    /// that say so as an extension of theirs is written with them.
    private var deprecations: [String: [String]] = [:]
    /// Those of ``deprecations`` that no class of the sources that is not deprecated derives from:
    /// their extensions can be marked deprecated without making a subclass's use of them warn.
    private var deprecatedThroughout: Set<String> = []
    /// The `@available` attributes of the module's classes that some builds of their framework do not
    /// meet (`@available(iOS 16, *)`, `@available(tvOS, unavailable)`), by class, as generated code
    /// writes them: code naming such a class must have them too, so generated code names it only in
    /// its own extensions, which do.
    private var availability: [String: [String]] = [:]
    /// Of ``availability``, what every declaration of the class says, when `#if` branches declare it
    /// more than once: what its extensions are written with (what only one branch says would not hold
    /// in the others).
    private var sharedAvailability: [String: [String]] = [:]
    /// In a copy ``inExtensions(of:)`` made, the ``availability`` of that class: classes of no other
    /// availability are named there.
    private var enclosingAvailability: [String] = []
    /// Classes declared for some of UIKit's platforms only (`#if !targetEnvironment(macCatalyst)`,
    /// `#if os(iOS)`), not AppKit's, with the platforms that have them: code compiled for all of UIKit's
    /// names them only inside an `#if` of its own.
    package private(set) var narrowedClasses: [String: ApplePlatforms] = [:]
    private var standsInForNarrowedClasses = false
    /// Top-level classes declared once, under an `#if` for a build configuration with no `#else` that
    /// declares them too (`#if DEBUG`), with where: code compiled in every build, as the generated file
    /// is, cannot name them.
    package private(set) var conditionalClasses: [String: FileLocation] = [:]
    /// Modules the code imports with an access level below `public` (`internal import UIKit`): where it
    /// does, a plain `import` of the module is an error, so the generated file gives its own a level.
    package private(set) var restrictedImports: Set<String> = []
    /// Modules some file imports without an access level (``SwiftSourceScan/implicitImports``): beside
    /// such an import, an explicit `package import` is an error unless the module has
    /// `InternalImportsByDefault`.
    package private(set) var implicitImports: Set<String> = []
    /// Methods that take a storyboard segue (unwind actions), per Objective-C selector: the classes that
    /// implement them, with the method's Swift name, in the order declared.
    package private(set) var unwindActions: [String: [Method]] = [:]

    /// A class's method, by its Swift base name.
    package struct Method: Sendable, Equatable {
        package var owner: String
        package var name: String
    }
    /// A segue action's declared return type, as written, and the file that declares the action.
    package struct SegueActionReturn: Sendable, Equatable {
        package var type: String
        package var path: String
    }
    /// The declared return type of each `@IBSegueAction`, per class and Objective-C selector.
    private var segueActionReturnTypes: [String: [String: SegueActionReturn]] = [:]
    /// The modules each file imports, by path.
    private var importsByFile: [String: Set<String>] = [:]
    /// Stored instance properties of optional type, per type and name (the first declaration wins).
    private var optionalProperties: [String: [String: SwiftSourceScan.OptionalProperty]] = [:]

    /// The code of `module` in `scan`: files `modules` assigns to it, and unassigned files.
    package init(_ scan: SwiftSourceScan, module: String? = nil, modules: ModuleMap = ModuleMap()) {
        let scan = scan.resolvingPlatformAliases()
        var modules = modules
        modules.sourceModule = module
        self.module = module
        hierarchy = ClassHierarchy(scan.classes, modules: modules)
        missingSceneClasses = MissingSceneClasses(scan, modules: modules)
        swiftNamesByObjCName = scan.swiftNamesByObjCName
        nestedObjCNames = scan.nestedObjCNames
        // Without `--module NAME=PATH` every file is the module's own: nothing to tell apart.
        let assignsFiles = module != nil && !modules.assignments.isEmpty
        func inModule(_ location: FileLocation) -> Bool {
            guard assignsFiles, let fileModule = modules.module(ofSource: location.path) else { return true }
            return fileModule == module
        }
        if !scan.platformBlocks.isEmpty {
            for platform in StoryboardPlatform.allCases {
                let confined = scan.confined(to: ApplePlatforms(platform))
                platformHierarchies[platform] = ClassHierarchy(confined.classes, modules: modules)
                platformAdopters[platform] = confined.segueHandlerAdopters { inModule($0.location) }
                // Enums and aliases, and other types nested as `SegueIdentifier` (a `struct` of constants).
                let nested = confined.declaredTypes.filter { $0.key.hasSuffix(".SegueIdentifier") && $0.value.contains(where: inModule) }.keys
                platformDeclaredEnums[platform] = Set((confined.segueEnums.map { ($0.owner, $0.location) } + confined.segueAliases.map { ($0.owner, $0.location) })
                    .compactMap { owner, location in inModule(location) ? owner : nil } + nested.map { String($0.dropLast(".SegueIdentifier".count)) })
            }
        }
        let owned = scan.segueEnums.compactMap { e in e.owner.map { ($0, e.location) } }
            + scan.segueAliases.compactMap { a in a.owner.map { ($0, a.location) } }
        for (owner, location) in owned {
            if inModule(location) {
                if declaredEnums[owner] == nil { declaredEnums[owner] = location }
            } else {
                let link = ClassHierarchy.Link(name: owner, module: modules.module(ofSource: location.path))
                if otherModulesEnums[link] == nil { otherModulesEnums[link] = location }
            }
        }
        // Another type a class nests as `SegueIdentifier` (a `struct` of string constants) is its own
        // too: an enum generated beside it would not compile.
        let classNames = Set(scan.classes.map(\.name))
        // So is a property or method of that name (`static let SegueIdentifier = "Authors"`).
        var members: [String: [FileLocation]] = [:]
        for member in scan.capitalizedMembers { if let owner = member.owner { members["\(owner).\(member.name)", default: []].append(member.location) } }
        capitalizedMembers = Set(members.filter { $0.value.contains(where: inModule) }.keys)
        var otherTypes: [String: FileLocation] = [:]
        for (qualified, locations) in scan.declaredTypes.merging(members, uniquingKeysWith: +) where qualified.hasSuffix(".SegueIdentifier") {
            // `Legacy.ListViewController.SegueIdentifier`, in a class nested in another, is not the top-level class's.
            let owner = String(qualified.dropLast(".SegueIdentifier".count))
            guard classNames.contains(owner) || PlatformClasses.chain(of: owner) != nil, let location = locations.filter(inModule).min() else { continue }
            otherTypes[owner] = min(otherTypes[owner] ?? location, location)
        }
        declaredEnums.merge(otherTypes) { enumOrAlias, _ in enumOrAlias }
        // A `private` enum cannot be named by the generated file: it gets no typed segues.
        declaredCaseNames = scan.segueIdentifierCaseNames { inModule($0.location) }
        if assignsFiles { otherModulesCaseNames = scan.segueIdentifierCaseNames { !inModule($0.location) } }
        deprecatedCases = scan.deprecatedSegueIdentifierCases { inModule($0.location) }
        declaredTypes = Set(scan.declaredTypes.filter { $0.value.contains(where: inModule) }.keys)
        declaredTypeNames = Set(declaredTypes.map { String($0.lastNameComponent) })
        nestedTypeNames = Set(declaredTypes.filter { $0.contains(".") }.map { String($0.lastNameComponent) })
        typesWithAvailability = scan.typesWithAvailability
        for (name, restrictions) in scan.restrictedTypes {
            let visibilities = restrictions.filter { inModule($0.location) }.map(\.visibility)
            guard let lowest = visibilities.min() else { continue }
            restrictedTypes[name] = lowest
            if visibilities.count == (scan.declaredTypes[name] ?? []).filter(inModule).count { widestRestrictedTypes[name] = visibilities.max() }
        }
        let declarations = Dictionary(grouping: scan.classes.filter { !$0.isNested && inModule($0.location) }, by: \.name)
        for (name, declared) in declarations {
            let family: ApplePlatforms = switch framework(ofClass: name) {
            case .iOS?: .uiKit
            case .macOS?: .macOS
            case nil: .all
            }
            let relevant = declared.map { $0.availability.filter { AvailableAttribute.leavesOutBuilds($0, of: family) } }
            let deprecating = relevant.flatMap { $0.filter(AvailableAttribute.onlyDeprecates) }
            let written = (declared.contains(where: \.isDeprecated) ? ["@available(*, deprecated)"] : []) + deprecating
            if !written.isEmpty { deprecations[name] = written.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
            let limiting = relevant.map { $0.filter { !AvailableAttribute.onlyDeprecates($0) } }
            let all = limiting.joined().reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let shared = limiting.dropFirst().reduce(limiting.first ?? []) { shared, other in shared.filter(other.contains) }
            if !all.isEmpty { availability[name] = all }
            if !shared.isEmpty { sharedAvailability[name] = shared }
        }
        if !deprecations.isEmpty {
            let heirs = declarations.keys.filter { deprecations[$0] == nil }.flatMap { hierarchy.chain(of: $0, in: module).dropFirst() }
            deprecatedThroughout = Set(deprecations.keys).subtracting(heirs)
        }
        // Declared once: two declarations in separate blocks (`#if DEBUG`, `#if !DEBUG`) may be every build's.
        for (name, declared) in declarations where declared.count == 1 && !scan.everyBuild(compiling: [], compiles: [declared[0].branches]) {
            conditionalClasses[name] = declared[0].location
        }
        let blocks = Dictionary(grouping: scan.platformBlocks, by: \.path)
        var declaredOutside: Set<String> = scan.otherPlatformClasses
        for declaration in scan.classes where !declaration.isNested && inModule(declaration.location) {
            let name = declaration.name, location = declaration.location
            guard !declaredOutside.contains(name) else { continue }
            let platform = (blocks[location.path] ?? []).filter { $0.lines.contains(location.line) }
                .reduce(ApplePlatforms.all) { $0.intersection($1.platforms) }.family
            if let platform, platformOnlyClasses[name] ?? platform == platform {
                platformOnlyClasses[name] = platform
            } else {
                platformOnlyClasses[name] = nil
                declaredOutside.insert(name)
            }
        }
        for (name, declared) in declarations where platformOnlyClasses[name] != .macOS {
            let platforms = declared.reduce(ApplePlatforms()) { $0.union($1.platforms) }
            let uiKit = platforms.intersection(.uiKit)
            if !uiKit.isEmpty, uiKit != .uiKit { narrowedClasses[name] = platforms }
        }
        restrictedImports = Set(scan.restrictedImports.filter { $0.value.contains(where: inModule) }.keys)
        implicitImports = Set(scan.implicitImports.filter { $0.value.contains(where: inModule) }.keys)
        for (module, locations) in scan.restrictedImports.merging(scan.implicitImports, uniquingKeysWith: +).merging(scan.publicImports, uniquingKeysWith: +) {
            for location in locations where inModule(location) { importsByFile[location.path, default: []].insert(module) }
        }
        let imported = Set(importsByFile.values.joined())
        let unexported = Set((scan.restrictedTypes["SegueIdentifier"] ?? []).filter { $0.visibility <= .internal }.map(\.location))
        topLevelSegueIdentifier = (scan.declaredTypes["SegueIdentifier"] ?? []).filter { location in
            inModule(location) || !unexported.contains(location) && modules.module(ofSource: location.path).map(imported.contains) ?? false
        }.min()
        adoptedProtocols = scan.adoptedProtocols
        for declaration in scan.classes where inModule(declaration.location) {
            guard let given = (adoptedProtocols[declaration.name] ?? []).sorted().first(where: { enumGivenBy(protocol: $0) != nil }) else { continue }
            for ancestor in ancestors(of: declaration.name) where protocolEnumBelow[ancestor] == nil {
                protocolEnumBelow[ancestor] = ProtocolEnum(subclass: declaration.name, protocol: given)
            }
        }
        adopters = scan.segueHandlerAdopters { inModule($0.location) }
        segueKitAdopters = adopters
        if declaredTypes.contains("SegueHandlerType"), !scan.typeAliases.contains(where: { $0.name == "SegueHandlerType" }) {
            func adoptsOwn(_ conformance: SwiftSourceScan.Conformance) -> Bool {
                conformance.inheritedType == "SegueHandlerType" && conformance.qualifier == nil
            }
            segueKitAdopters = scan.segueHandlerAdopters { inModule($0.location) && !adoptsOwn($0) }
            for conformance in scan.conformances where adoptsOwn(conformance) && inModule(conformance.location) {
                ownHandlerTypeAdopters[conformance.typeName] = min(ownHandlerTypeAdopters[conformance.typeName] ?? conformance.location, conformance.location)
            }
        }
        for method in scan.methods where (method.takesSegue || method.isSegueAction) && inModule(method.location) {
            guard let owner = method.owner else { continue }
            if method.isSegueAction {
                // One that some of its class's UIKit platforms (`#if os(iOS)`) or builds (`#if DEBUG`) lack
                // names a type they may lack too.
                let classPlatforms = declarations[owner]?.reduce(ApplePlatforms()) { $0.union($1.platforms) } ?? .all
                guard classPlatforms.intersection(.uiKit).isSubset(of: method.platforms),
                      scan.everyBuild(compiling: [(declarations[owner] ?? []).map(\.branches)], compiles: [method.branches]) else { continue }
                if let returnType = method.returnType { segueActionReturnTypes[owner, default: [:]][method.selector] = SegueActionReturn(type: returnType, path: method.location.path) }
            } else if !(unwindActions[method.selector] ?? []).contains(where: { $0.owner == owner }) {
                unwindActions[method.selector, default: []].append(Method(owner: owner, name: method.name))
            }
        }
        for property in scan.optionalProperties where inModule(property.location) {
            guard let owner = property.owner, optionalProperties[owner]?[property.name] == nil else { continue }
            optionalProperties[owner, default: [:]][property.name] = property
        }
    }

    /// `className`'s stored property `name` of optional type — declared on the class or the nearest
    /// ancestor that has it — or `nil`.
    package func optionalProperty(named name: String, of className: String) -> SwiftSourceScan.OptionalProperty? {
        chain(of: className).lazy.compactMap { optionalProperties[$0]?[name] }.first
    }

    /// The return type `className`'s segue action `selector` declares — on the class or the nearest
    /// ancestor that has it — and the file that declares it.
    package func segueActionReturnType(of className: String, selector: String) -> SegueActionReturn? {
        chain(of: className).lazy.compactMap { segueActionReturnTypes[$0]?[selector] }.first
    }

    /// Whether a `SegueHandlerType` (or `SegueRouting`) conformance needs the `SegueIdentifier`
    /// generated for `className`: the class adopts it, or a subclass does whose chain declares none by
    /// hand up to the class, so that the conformance finds the class's.
    package func conformanceNeedsEnum(_ className: String) -> Bool {
        adopters.contains { adopter in
            let chain = chain(of: adopter)
            guard let index = chain.firstIndex(of: className) else { return false }
            return !chain[...index].contains { declaredEnums[$0] != nil }
        }
    }

    /// The modules the file at `path` imports.
    package func imports(ofFile path: String) -> Set<String> {
        importsByFile[path] ?? []
    }

    /// The class chains `platform` compiles; every platform's when `nil`.
    private func hierarchy(on platform: StoryboardPlatform?) -> ClassHierarchy {
        platform.flatMap { platformHierarchies[$0] } ?? hierarchy
    }

    /// `className`'s superclasses that the sources declare or name, nearest first; with `platform`,
    /// those that platform compiles.
    package func ancestors(of className: String, on platform: StoryboardPlatform? = nil) -> [String] {
        Array(hierarchy(on: platform).chain(of: className, in: module).dropFirst())
    }

    /// `className`, then its ``ancestors(of:on:)``.
    package func chain(of className: String, on platform: StoryboardPlatform? = nil) -> [String] {
        [className] + ancestors(of: className, on: platform)
    }

    /// Whether `className`, one of its superclasses or one of its subclasses adopts `SegueHandlerType`
    /// (``adopters``), as `platform` compiles the sources: a conformance generated for it would be a
    /// second one.
    package func adoptsSegueHandlerType(inChainOf className: String, on platform: StoryboardPlatform) -> Bool {
        let adopters = platformAdopters[platform] ?? adopters
        return chain(of: className, on: platform).contains(where: adopters.contains) || adoptingSubclass(of: className, on: platform) != nil
    }

    /// The first by name of `className`'s subclasses that adopt `SegueHandlerType`, as `platform`
    /// compiles the sources, when `className` and its superclasses do not: `--conformance` then cannot
    /// declare it for `className`.
    package func adoptingSubclass(of className: String, on platform: StoryboardPlatform) -> String? {
        let adopters = platformAdopters[platform] ?? adopters
        guard !chain(of: className, on: platform).contains(where: adopters.contains) else { return nil }
        return adopters.filter { ancestors(of: $0, on: platform).contains(className) }.min(by: SegueCodeGenerator.scalarOrder)
    }

    /// Where `className` or a superclass adopts the module's own `SegueHandlerType` when none of them,
    /// nor a subclass, may adopt SegueKit's: typed perform, which extends SegueKit's, cannot serve it.
    package func ownHandlerTypeConformance(of className: String) -> FileLocation? {
        guard !ownHandlerTypeAdopters.isEmpty else { return nil }
        let chain = chain(of: className)
        guard !chain.contains(where: segueKitAdopters.contains),
              !segueKitAdopters.contains(where: { self.chain(of: $0).contains(className) }) else { return nil }
        return chain.lazy.compactMap { ownHandlerTypeAdopters[$0] }.first
    }

    /// Whether the nearest `SegueIdentifier` of `className` is declared below the superclass it inherits
    /// `SegueHandlerType` from (by `className` itself or a class between them): the conformance names
    /// the enum seen from that superclass, so `performSegue(withIdentifier:)` cannot take its cases.
    package func enumBelowConformance(of className: String, on platform: StoryboardPlatform) -> Bool {
        let chain = chain(of: className, on: platform)
        let adopters = platformAdopters[platform] ?? adopters
        guard let conforming = chain.lastIndex(where: adopters.contains),
              let declaring = chain.firstIndex(where: { declaresEnum($0, on: platform) }) else { return false }
        return declaring < conforming
    }

    /// Whether the `SegueIdentifier` `className` declares (``declaredEnums``) is in the code `platform`
    /// compiles: not when it is declared only in another platform's `#if` branch.
    package func declaresEnum(_ className: String, on platform: StoryboardPlatform) -> Bool {
        declaredEnums[className] != nil && platformDeclaredEnums[platform].map { $0.contains(className) } ?? true
    }

    /// The nearest of `className`'s superclasses whose sources declare `SegueIdentifier` (or a protocol
    /// one of them adopts that names an enum), and where that is declared: up through the platform
    /// classes (`extension UIViewController { enum SegueIdentifier … }`); for a chain the sources do not
    /// show to its end, through those of `sceneClass`, the class its scenes require; with `platform`,
    /// along the chain that platform compiles.
    package func inheritedEnumDeclaration(
        of className: String, sceneClass: String? = nil, on platform: StoryboardPlatform? = nil
    ) -> (owner: String, location: FileLocation)? {
        inheritedEnum(of: className, sceneClass: sceneClass, on: platform).map { ($0.owner, $0.location) }
    }

    /// The cases of the `SegueIdentifier` `className` has from a superclass of another module or from
    /// a protocol, as ``declaredCaseNames``: the generated file can extend neither, so the class's own
    /// typed segues are named after them (`nil` otherwise).
    package func caseNamesGivenByOtherModuleOrProtocol(to className: String, sceneClass: String?) -> [String: String]? {
        switch inheritedEnum(of: className, sceneClass: sceneClass) {
        case let (owner, _, .otherModule)?: otherModulesCaseNames[owner]
        case let (owner, _, .protocol)?: declaredCaseNames[owner] ?? otherModulesCaseNames[owner]
        default: nil
        }
    }

    /// Where the enum a protocol the module's classes adopt names is declared: the module's own protocol
    /// of the name, else, when the module declares no type of that name, another module's.
    private func enumGivenBy(protocol name: String) -> FileLocation? {
        if let location = declaredEnums[name] { return location }
        guard !declaredTypes.contains(name) else { return nil }
        // Where several modules declare one, the first module's by name.
        return otherModulesEnums.filter { $0.key.name == name }.min { ($0.key.module ?? "") < ($1.key.module ?? "") }?.value
    }

    /// Where a class's inherited `SegueIdentifier` comes from.
    private enum EnumSource { case superclass, otherModule, `protocol` }

    /// The nearest superclass (or adopted protocol) of `className` whose sources declare `SegueIdentifier`.
    private func inheritedEnum(
        of className: String, sceneClass: String?, on platform: StoryboardPlatform? = nil
    ) -> (owner: String, location: FileLocation, source: EnumSource)? {
        let links = hierarchy(on: platform).linksThroughPlatform(of: className, in: module, sceneClass: sceneClass)
        // Another module's superclasses count only above a class of this module.
        let followsModules = links.first?.module == module
        for (index, link) in links.enumerated() {
            if index > 0, let location = declaredEnums[link.name] { return (link.name, location, .superclass) }
            if index > 0, followsModules, let location = otherModulesEnums[link] { return (link.name, location, .otherModule) }
            // A protocol it adopts may say which enum is its (`where SegueIdentifier == HelpSegue`), also
            // one of another module.
            for adopted in (adoptedProtocols[link.name] ?? []).sorted() {
                if let location = enumGivenBy(protocol: adopted) { return (adopted, location, .protocol) }
            }
        }
        return nil
    }

    /// Whether `className` or one of its superclasses adopts `protocolName` (or a protocol inheriting it)
    /// where the sources declare or extend it.
    package func adopts(_ className: String, _ protocolName: String) -> Bool {
        hierarchy.chain(of: className, in: module).contains { (adoptedProtocols[$0] ?? []).contains(protocolName) }
    }

    /// The framework whose controller class `className` derives from, as far as its superclasses are
    /// written (`UIViewController`: UIKit); `nil` when the chain ends elsewhere (a typealias that is
    /// one framework's class on each platform).
    package func framework(ofClass className: String) -> StoryboardPlatform? {
        let chain = hierarchy.chainThroughPlatform(of: className, in: module)
        return PlatformClasses.framework(of: chain)
    }

    /// Whether code outside the class's own extensions names another class for it: it is deprecated
    /// (naming it warns), of an ``availability`` the code being written lacks, or, in a copy
    /// ``standingInForNarrowedClasses()`` made, declared only for some of UIKit's platforms
    /// (``narrowedClasses``).
    package func needsStandIn(_ className: String) -> Bool {
        deprecations[className] != nil || isUnavailableHere(className) || (standsInForNarrowedClasses && narrowedClasses[className] != nil)
    }

    /// Whether `className` has an ``availability`` that the code being written lacks.
    private func isUnavailableHere(_ className: String) -> Bool {
        availability[className].map { !$0.allSatisfy(enclosingAvailability.contains) } ?? false
    }

    /// This code as the extensions of `className` see it, which have its ``sharedAvailability``:
    /// classes of that availability need no stand-in there.
    package func inExtensions(of className: String) -> ModuleCode {
        var code = self
        code.enclosingAvailability = sharedAvailability[className] ?? []
        return code
    }

    /// The ``sharedAvailability`` of `className`: a declaration naming it must have these attributes.
    package func availabilityAttributes(of className: String) -> [String] {
        sharedAvailability[className] ?? []
    }

    /// What an extension of `className` is written with: its ``sharedAvailability``, and its
    /// ``deprecations`` when it is one of ``deprecatedThroughout``, each with a line break.
    package func attributes(ofExtensionsOf className: String) -> String {
        let deprecation = deprecatedThroughout.contains(className) ? deprecations[className] ?? [] : []
        return ((sharedAvailability[className] ?? []) + deprecation).map { $0 + "\n" }.joined()
    }

    /// This code as generated code sees it on the platforms that lack some of its
    /// classes: ``standIn(for:on:)`` names a superclass for each of ``narrowedClasses`` too.
    package func standingInForNarrowedClasses() -> ModuleCode {
        var code = self
        code.standsInForNarrowedClasses = true
        return code
    }

    /// The platforms that have every one of `types` (type names as generated code writes them), or
    /// `nil` when none of them is one of ``narrowedClasses``.
    package func platforms(having types: [String]) -> ApplePlatforms? {
        let narrowed = types.compactMap { narrowedClasses[$0] }
        return narrowed.isEmpty ? nil : narrowed.reduce(.all) { $0.intersection($1) }
    }

    /// `className`, or when it ``needsStandIn(_:)`` its nearest superclass that does not and that
    /// generated code can name bare (the module's own, not generic, or a platform class; not another
    /// module's, which it would have to import): what code outside the class's own extensions names it
    /// by, so that it warns nowhere and compiles on every platform and OS version. When there is none:
    /// `nil`, and the caller names the framework class of its scene. With `platform`, along the chain
    /// that platform compiles (a `typealias` superclass is each platform's own class).
    package func standIn(for className: String, on platform: StoryboardPlatform?) -> String? {
        guard needsStandIn(className) else { return className }
        return hierarchy(on: platform).linksThroughPlatform(of: className, in: module).dropFirst().first { ancestor in
            !needsStandIn(ancestor.name) && (declares(ancestor.name)
                ? ancestor.module == module && !isGeneric(ancestor.name) : PlatformClasses.isNamedWithItsFramework(ancestor.name))
        }?.name
    }

    /// Whether the sources declare `className` with generic parameters: code outside it cannot name it
    /// bare, as an extension's constraint or a payload type.
    package func isGeneric(_ className: String) -> Bool {
        hierarchy.isGeneric(className, in: module)
    }

    /// The lowest visibility among the module's types that the type expressions `types` name
    /// (`DetailViewController`, `Outer.Inner`, `UIHostingController<AboutView>`), also as written inside
    /// the type `enclosing` when given (where `AboutView` may be its own nested type), or `nil` when none
    /// is below public: generated code that names them is no more visible than that.
    package func visibility(naming types: [String], writtenIn enclosing: String? = nil) -> SwiftSourceScan.Visibility? {
        Self.names(in: types, writtenIn: enclosing).compactMap { restrictedTypes[$0] }.min()
    }

    /// Whether the type expression `type` names a type of the sources that is deprecated or missing
    /// from some builds (`@available(iOS 17, *) struct AboutView`), also as written inside `enclosing`:
    /// code every build compiles cannot name it.
    package func namesTypeWithAvailability(_ type: String, writtenIn enclosing: String? = nil) -> Bool {
        // `Screens.AboutView` also names `Screens`, which may be the deprecated one; a name the module
        // does not declare is no type of its sources (nor `Enclosing.Name` when the class has none).
        Self.names(in: [type], writtenIn: enclosing).contains { name in
            guard declaredTypes.contains(name) else { return false }
            let components = name.split(separator: ".")
            return components.indices.contains { typesWithAvailability.contains(components[...$0].joined(separator: ".")) }
        }
    }

    /// The first name in the type expression `type`, other than `skipping` and names qualified with
    /// `SwiftUI.`, that the sources declare neither as written nor inside `enclosing`: a type of a module
    /// whose import a generated file cannot know (`HelpView` of a feature module), or of SwiftUI.
    package func undeclaredTypeName(in type: String, writtenIn enclosing: String?, skipping: Set<String>) -> String? {
        type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).lazy.map(String.init).first { name in
            !skipping.contains(name) && !name.hasPrefix("SwiftUI.") && !declaredTypes.contains(name)
                && !(enclosing.map { declaredTypes.contains("\($0).\(name)") } ?? false)
        }
    }

    /// The type names that the type expressions `types` may refer to: each name they contain, and as
    /// written inside `enclosing` its nested type of that name.
    private static func names(in types: [String], writtenIn enclosing: String?) -> [String] {
        types.flatMap { type in
            type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).flatMap { name in
                [String(name)] + (enclosing.map { ["\($0).\(name)"] } ?? [])
            }
        }
    }

    package func declares(_ className: String) -> Bool {
        hierarchy.location(of: className, in: module) != nil
    }
}
