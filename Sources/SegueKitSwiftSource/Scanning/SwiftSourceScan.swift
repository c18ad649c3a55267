import SegueKitStoryboard

/// What `check` and `generate --source` need to know about a set of Swift files: classes, `SegueIdentifier` enums and
/// their cases, and methods with their Objective-C selectors.
package struct SwiftSourceScan: Sendable, Equatable {
    package struct ClassDeclaration: Sendable, Equatable {
        /// The class name (the last component for a nested class).
        package var name: String
        /// The first inherited type, which is the superclass when there is one.
        package var superclass: String?
        /// Where `class` was written.
        package var location: FileLocation
        /// The Objective-C name `@objc(Name)` gives the class, which is the name a storyboard records.
        package var objcName: String? = nil
        /// Whether the class has generic parameters, so that code outside it cannot name it bare.
        package var isGeneric = false
        /// The type it is declared in (`Auth` for `enum Auth { class LoginViewController … }`, `Outer.Inner`
        /// deeper), or `nil` at top level.
        package var owner: String? = nil
        /// Marked `@objcMembers`: its members and its subclasses' are visible to Objective-C.
        package var exposesMembers = false
        /// Marked `@available(*, deprecated…)`: code naming it gets a warning unless it is deprecated too.
        package var isDeprecated = false
        /// Declared `open`: other modules may subclass it.
        package var isOpen = false
        /// Its `@available` attributes that some builds using SegueKit do not meet or that deprecate it on
        /// a platform, other than those ``isDeprecated`` counts, as generated code writes them
        /// (`@available(iOS 16, *)`, `@available(iOS, deprecated: 17)`).
        package var availability: [String] = []
        /// The `#if` branches for a build configuration it is declared in (``SegueCase/branches``).
        package var branches: [ConditionalBranch] = []
        /// The platforms whose builds compile it, as far as the `#if` blocks around it
        /// tell (`#if !targetEnvironment(macCatalyst)`: all but Mac Catalyst).
        package var platforms: ApplePlatforms = .all

        /// Declared inside another type: a storyboard's class of its name is the top-level one, if any.
        package var isNested: Bool { owner != nil }
        /// The name code outside the class writes: `Auth.LoginViewController` for a nested one.
        package var qualifiedName: String { owner.map { "\($0).\(name)" } ?? name }
    }

    /// One case of a `SegueIdentifier` enum.
    package struct SegueCase: Sendable, Equatable {
        /// The Swift case name (without backticks).
        package var name: String
        /// The raw value: the explicit string literal, or the case name when there is none. `nil` when
        /// the literal could not be read exactly (an interpolated or multi-line literal).
        package var rawValue: String?
        /// Where the case name was written.
        package var location: FileLocation
        /// Whether the case is declared inside `#if`, or with an `@available` that leaves builds out
        /// (`@available(iOS 17, *)`), so code that must compile in every configuration cannot name it.
        package var isConditional = false
        /// Whether an `@available` attribute deprecates it (`@available(*, deprecated…)`,
        /// `@available(iOS, deprecated: 16)`): code naming it gets a warning unless it is deprecated too.
        package var isDeprecated = false
        /// The `#if` branches it is inside that are there for a build configuration (`#if DEBUG`, not
        /// `#if os(macOS)`), outermost first: builds that compile none of them lack the case.
        package var branches: [ConditionalBranch] = []
    }

    /// A branch of an `#if` block: the block's `#if` and the branch's position (0 for the `#if`, then
    /// each `#elseif` and the `#else`).
    package struct ConditionalBranch: Sendable, Hashable {
        package var block: FileLocation
        package var index: Int
    }

    /// The `#if` blocks that end with `#else`, by where their `#if` is, with their number of branches:
    /// every build compiles one of them.
    package var exhaustiveConditionals: [FileLocation: Int] = [:]

    /// Where the platform decides an `#if` branch, in part or whole, by its block (where its `#if` is)
    /// and its index there: the platforms whose every build takes it, and those where some build may
    /// (`#if os(iOS) && DEBUG`: none and iOS's). A branch not listed may be taken on any platform and
    /// is surely taken on none.
    package var branchPlatforms: [FileLocation: [Int: BranchPlatforms]] = [:]

    package struct BranchPlatforms: Sendable, Hashable {
        package var surely: ApplePlatforms
        package var possibly: ApplePlatforms
    }

    /// The platforms whose builds compile the code this scan holds: all, or those it is
    /// ``confined(to:)``.
    package var compiledOn = ApplePlatforms.all

    /// Whether every build compiling each list of `required` compiles one of `declarations`, on each
    /// platform of ``compiledOn``. A list holds declarations by their ``ConditionalBranch`` paths (a
    /// declaration outside `#if` has an empty one), and a build compiles it when it compiles one of
    /// them. Only the blocks the paths name are told apart, and on each platform only the branches it
    /// may take (``branchPlatforms``); with more than 8 blocks, there are too many builds to try and
    /// the answer is yes.
    package func everyBuild(compiling required: [[[ConditionalBranch]]], compiles declarations: [[ConditionalBranch]]) -> Bool {
        if declarations.contains(where: \.isEmpty) { return true }
        let paths = declarations + required.joined()
        let blocks = Array(Set(paths.joined().map(\.block)))
        guard blocks.count <= 8 else { return true }
        var build = [FileLocation: Int]()
        func compiles(_ list: [[ConditionalBranch]]) -> Bool {
            list.contains { path in path.allSatisfy { build[$0.block] == $0.index } }
        }
        for platform in [ApplePlatforms.iOS, .macCatalyst, .tvOS, .visionOS, .macOS] where compiledOn.contains(platform) {
            // A block's branches: all of them when it ends with `#else`, else those the paths name and
            // "another, or none" (-1). On this platform: the one every build takes, if one is (-1 when no
            // path names it), else those it may take.
            let choices = blocks.map { block in
                let all = exhaustiveConditionals[block].map { Array(0..<$0) } ?? Array(Set(paths.joined().filter { $0.block == block }.map(\.index))) + [-1]
                let decided = branchPlatforms[block] ?? [:]
                if let taken = decided.first(where: { $0.value.surely.contains(platform) })?.key { return [all.contains(taken) ? taken : -1] }
                let possible = all.filter { index in index == -1 || decided[index]?.possibly.contains(platform) ?? true }
                return possible.isEmpty ? all : possible
            }
            func everyBuild(from position: Int) -> Bool {
                guard position < blocks.count else { return !required.allSatisfy(compiles) || compiles(declarations) }
                return choices[position].allSatisfy { choice in
                    build[blocks[position]] = choice
                    return everyBuild(from: position + 1)
                }
            }
            guard everyBuild(from: 0) else { return false }
        }
        return true
    }

    /// An `enum SegueIdentifier` nested in a class or in an extension of one, a top-level
    /// `enum SegueIdentifier` (the SBConstants style), or — in ``SwiftSourceScan/stringEnums`` — any other
    /// enum with `String` raw values (a possible target of `typealias SegueIdentifier = …`).
    package struct SegueEnum: Sendable, Equatable {
        /// The type it is nested in (``SwiftDeclarationParser/ownerName``: `Outer.Inner` for a type nested
        /// in another), or `nil` at top level.
        package var owner: String?
        /// The enum's own name (`SegueIdentifier`, or e.g. `AppSegues` for an aliased enum).
        package var name: String = "SegueIdentifier"
        /// Whether it declares `String` raw values (or, once the files are merged, a `typealias` of `String`).
        package var hasStringRawValues: Bool
        /// Its cases, in source order.
        package var cases: [SegueCase]
        /// Where `enum` was written.
        package var location: FileLocation
        /// Declared `private` or `fileprivate`: code in another file (the generated file) cannot name it.
        package var isFilePrivate = false
        /// The `#if` branches for a build configuration it is declared in (``SegueCase/branches``).
        package var branches: [ConditionalBranch] = []
        /// The types its inheritance clause names when none is `String`: one may be a `typealias` of it
        /// (`enum SegueIdentifier: Identifier`), which ``resolveAcrossFiles()`` looks up.
        package var inheritedTypes: [String] = []
    }

    /// `typealias SegueIdentifier = Target`, nested in a type or at top level.
    package struct SegueAlias: Sendable, Equatable {
        /// The type it is nested in, or `nil` at top level.
        package var owner: String?
        /// The aliased type as written (dots kept, generic arguments dropped): `AppSegues`, `Segues.Main`.
        package var target: String
        /// Where `typealias` was written.
        package var location: FileLocation
    }

    /// A `typealias` declared outside function bodies: a name that is no class of its own, though it
    /// may name one.
    package struct TypeAlias: Sendable, Equatable {
        /// `Owner.Name` when nested in `Owner`, else `Name`.
        package var name: String
        /// The aliased type as written (dots kept, generic arguments dropped).
        package var target: String
        /// Where `typealias` was written.
        package var location: FileLocation
    }

    /// A string literal in a place where it names a segue: the first argument of
    /// `performSegue(withIdentifier:sender:)`, a comparison with `segue.identifier` / `identifier`, or a
    /// `case "…":` of a `switch` inside `prepare(for:sender:)` or `shouldPerformSegue(withIdentifier:sender:)`.
    package struct SegueLiteral: Sendable, Equatable {
        /// The enclosing type, or `nil` at top level.
        package var owner: String?
        package var identifier: String
        /// Where it was used: `performSegue(withIdentifier:)`, `== identifier` or `case in a switch`.
        package var usage: String
        /// Where the literal is.
        package var location: FileLocation
        /// The constant the code names there, whose value `identifier` is (`Segues.showDetail`), or `nil`
        /// for a literal written there.
        package var constant: String?
    }

    /// A Storyboard ID written as a literal where code instantiates a scene of a storyboard it names:
    /// `UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")`, or
    /// the same through a local of the function, or a constant, bound to the storyboard; or of the
    /// controller's own storyboard (``isOwnStoryboard``). Also the storyboard's initial controller
    /// instantiated so (`instantiateInitialViewController()`), without an ID.
    package struct SceneLiteral: Sendable, Equatable {
        /// The enclosing type, or `nil` at top level.
        package var owner: String?
        /// The Storyboard ID; `nil` for the initial controller.
        package var identifier: String?
        /// The storyboard's name (`Main`); empty until ``resolveAcrossFiles()`` has looked ``receiver`` up,
        /// and for the controller's own storyboard.
        package var storyboard: String
        /// The constant the storyboard is instantiated from, as written (`Self.main`, `UIStoryboard.main`),
        /// until ``resolveAcrossFiles()`` has looked it up in ``storyboardConstants``.
        package var receiver: String?
        /// The method, as messages name it (`instantiateViewController(withIdentifier:)`).
        package var call: String
        /// Where the literal is.
        package var location: FileLocation
        /// Instantiated from the storyboard the controller was loaded from, UIKit's and AppKit's
        /// `storyboard` property, in an instance method or property of ``owner``
        /// (`storyboard?.instantiateViewController(withIdentifier: "Detail")`): the storyboards with scenes
        /// of ``owner`` or its subclasses say which.
        package var isOwnStoryboard = false
        /// The type the controller is cast to right after the call (`as! DetailViewController`), as
        /// written, and whether the cast is forced (`as!`, not `as?`).
        package var castType: String? = nil
        package var isForcedCast = false
    }

    /// A dotted name written where a segue identifier goes (`performSegue(withIdentifier:
    /// Segues.showDetail, sender: nil)`, `segue.identifier == self.detailSegue`, `case Segues.showDetail:`),
    /// in the places a ``SegueLiteral`` is recorded. ``resolveAcrossFiles()`` makes it one when it names
    /// one ``StringConstant``, or a case of a `String` enum with `.rawValue`. A name alone is not
    /// recorded: a parameter or local of the function may hide a constant of its name.
    package struct ConstantReference: Sendable, Equatable {
        /// The enclosing type, or `nil` at top level.
        package var owner: String?
        /// The name as written, dots kept (`Segues.showDetail`, `self.detailSegue`).
        package var name: String
        package var usage: String
        /// Where the name begins.
        package var location: FileLocation
    }

    /// A `let` of one plain string literal in a type's body (`static let showDetail = "showDetail"`,
    /// `let detailSegue = "showDetail"`): what a ``ConstantReference`` may name.
    package struct StringConstant: Sendable, Equatable {
        /// The enclosing type (``SegueEnum/owner``).
        package var owner: String?
        package var name: String
        package var value: String
        /// Whether it is the type's (`static let`), rather than an instance's.
        package var isTypeMember: Bool
        /// The file that declares it.
        package var path = ""
    }

    /// A method, with the Objective-C selector Swift gives it.
    package struct Method: Sendable, Equatable {
        /// The enclosing type, as ``SegueEnum/owner``, or `nil` at top level.
        package var owner: String?
        /// The Swift base name.
        package var name: String
        /// The Objective-C selector (`@objc(…)` when given, else derived from the labels).
        package var selector: String
        /// Whether it is marked `@IBSegueAction`.
        package var isSegueAction: Bool
        /// Whether Objective-C can call it, as UIKit calls unwind actions: marked `@IBAction`, `@objc`,
        /// `@IBSegueAction` or `@NSManaged`, an override (of what may be an Objective-C method), or in an
        /// `@objcMembers` class or an `@objc` extension (`dynamic` alone is Swift's own since Swift 5).
        package var isObjCVisible: Bool
        /// Whether its first parameter is a storyboard segue (`UIStoryboardSegue`, `NSStoryboardSegue`,
        /// a subclass whose name ends in `Segue`, or — once the files are merged — a class of the sources
        /// deriving from one).
        package var takesSegue: Bool
        /// For a segue action, its declared return type as written, without spaces
        /// (`UIHostingController<AboutView>?`); `nil` for other methods.
        package var returnType: String? = nil
        /// Where `func` was written.
        package var location: FileLocation
        /// The platforms whose builds compile it, as far as the `#if` blocks around it tell
        /// (``ClassDeclaration/platforms``).
        package var platforms: ApplePlatforms = .all
        /// The `#if` branches for a build configuration it is declared in (``SegueCase/branches``).
        package var branches: [ConditionalBranch] = []
        /// The type of its only parameter when it does not take a segue by its name: a class
        /// (`PopTransition`) that ``resolveAcrossFiles()`` looks up, in case it derives from a segue.
        package var parameterType: String? = nil
    }

    /// Classes, not counting those local to a function.
    package var classes: [ClassDeclaration] = []
    /// Every type declared outside function bodies (class, struct, enum, actor, protocol, typealias),
    /// as `Owner.Name` when nested in `Owner` (or an extension of it) and as `Name` at top level, with
    /// every place it is declared (two modules may each have one) — so generated code can avoid them.
    package var declaredTypes: [String: [FileLocation]] = [:]
    /// The declarations of types in ``declaredTypes`` that code outside the module (or the file) cannot
    /// name: generated code never makes them part of a wider API, nor names a file-private one.
    package var restrictedTypes: [String: [Restriction]] = [:]
    /// The types of ``declaredTypes`` whose `@available` deprecates them or leaves some builds out
    /// (`@available(iOS 17, *)`): code that every build compiles cannot name them without a warning or
    /// an error.
    package var typesWithAvailability: Set<String> = []
    package var segueEnums: [SegueEnum] = []
    /// Other enums with `String` raw values (targets that `typealias SegueIdentifier = …` may name).
    package var stringEnums: [SegueEnum] = []
    package var segueAliases: [SegueAlias] = []
    package var typeAliases: [TypeAlias] = []
    /// The protocols each protocol of the sources inherits (`protocol DetailRouting: HelpRouting`).
    package var protocolRefinements: [Conformance] = []
    /// Where a block comment opens that its file never closes: what follows it is not read.
    package var unterminatedComments: [FileLocation] = []
    /// Where a string literal opens that its file never closes (`"""` without its end), likewise.
    package var unterminatedStrings: [FileLocation] = []
    /// The modules imported with an access level below `public` (`internal import UIKit`), with where.
    package var restrictedImports: [String: [FileLocation]] = [:]
    /// The modules imported without an access level (`import SegueKit`), whose level depends on the
    /// module's settings (`InternalImportsByDefault`), with where.
    package var implicitImports: [String: [FileLocation]] = [:]
    /// The modules imported `public` (`public import FeatureViews`), with where.
    package var publicImports: [String: [FileLocation]] = [:]
    /// String literals used as segue identifiers in code that has not adopted typed segues.
    package var segueLiterals: [SegueLiteral] = []
    /// The storyboards of the main bundle the code makes by a literal name (`UIStoryboard(name: "Main",
    /// bundle: nil)`), with where each name is written.
    package var storyboardNames: [String: [FileLocation]] = [:]
    /// Scenes the code instantiates from storyboards it names or from the controller's own: by a literal
    /// Storyboard ID, or the initial one.
    package var sceneLiterals: [SceneLiteral] = []
    /// Constants of a type bound to a storyboard the code names (`static let main = UIStoryboard(name:
    /// "Main", bundle: nil)`, or in an extension of `UIStoryboard` a `static var` computed from one), the
    /// storyboard's name their value — empty for another storyboard declaration, whose storyboard is not
    /// known — until ``resolveAcrossFiles()`` has looked the ``SceneLiteral/receiver``s up in them.
    package var storyboardConstants: [StringConstant] = []
    /// Names written where a segue identifier goes, until ``resolveAcrossFiles()`` makes literals of them.
    package var constantReferences: [ConstantReference] = []
    /// String constants, until ``resolveAcrossFiles()`` has looked ``constantReferences`` up in them.
    package var stringConstants: [StringConstant] = []
    /// The ``SegueLiteral/usage`` of the identifier of a segue the code makes itself
    /// (`UIStoryboardSegue(identifier: "x", source: …, destination: …)`), which no storyboard has.
    package static let segueMadeInCode = "a segue made in code"
    /// The ``SegueLiteral/usage`` of the raw value of a `SegueIdentifier` case the code makes itself,
    /// not to perform it (`return SegueIdentifier(rawValue: "noSegue")!`, a fallback for segues without
    /// a known identifier), which no storyboard needs.
    package static let caseMadeInCode = "a SegueIdentifier case made in code"
    /// The raw values of the ``caseMadeInCode`` literals.
    package var rawValuesMadeInCode: Set<String> {
        Set(segueLiterals.lazy.filter { $0.usage == Self.caseMadeInCode }.map(\.identifier))
    }
    package var methods: [Method] = []

    /// A protocol (or superclass) a class or extension declares in its inheritance clause — the last
    /// component of the name (`SegueKit.CoderInitializable` is recorded as `CoderInitializable`, with
    /// ``qualifier`` `SegueKit`).
    package struct Conformance: Sendable, Equatable {
        /// The type declared (`Outer.Inner` for a class nested in another, as ``SegueEnum/owner``, but
        /// the bare name of one with an `@objc(Name)`) or extended (the last component of
        /// `extension Outer.Inner`).
        package var typeName: String
        /// The inherited type's name (its last component).
        package var inheritedType: String
        /// Where `class` or `extension` was written.
        package var location: FileLocation
        /// What the name is qualified with (`SegueKit` for `SegueKit.SegueHandlerType`); `nil` when it is
        /// written bare, and so may name a type of the sources.
        package var qualifier: String? = nil
    }

    /// A `static let`/`static var` (or `class var`) of a type whose value is one plain string literal —
    /// `static let sceneIdentifier = "Book"`, `static var storyboardName: String { "Main" }` — recorded for
    /// the names ``SwiftSourceScan/staticStringNames`` lists.
    package struct StaticString: Sendable, Equatable {
        /// The enclosing type or extended type.
        package var owner: String?
        package var name: String
        /// The literal's value; `nil` when the property is declared with something else (a computed
        /// value, an interpolation), which cannot be checked.
        package var value: String?
        /// Where the literal (or, for a `nil` value, the property's name) was written.
        package var location: FileLocation
    }

    /// The static properties recorded in ``staticStrings``: `StoryboardInstantiable`'s requirements
    /// (`storyboardBundle`, never a string, only says that the type chooses its bundle).
    package static let staticStringNames: Set<String> = ["sceneIdentifier", "storyboardName", "storyboardBundle"]

    /// An instance `var` of optional type (`T?`, `T!` or `Optional<T>`, written on the line of its name)
    /// declared in a type's body, stored (possibly observed) rather than computed: where a segue named
    /// `@connect(name)` stores its destination.
    package struct OptionalProperty: Sendable, Equatable {
        /// The enclosing type.
        package var owner: String?
        package var name: String
        /// The wrapped type as written, without spaces.
        package var type: String
        /// Declared `private` or `fileprivate` (also only for its setter), or inside such a type: code in
        /// another file cannot assign it.
        package var isFilePrivate: Bool
        /// Marked deprecated (`@available(*, deprecated…)`, or on a platform): code assigning it warns.
        package var isDeprecated = false
        /// Where its name was written.
        package var location: FileLocation
    }

    /// Inherited types of classes and extensions, in source order.
    package var conformances: [Conformance] = []
    /// String-literal static properties named in ``staticStringNames``, in source order.
    package var staticStrings: [StaticString] = []
    /// Stored instance properties of optional type, in source order.
    package var optionalProperties: [OptionalProperty] = []
    /// Properties and methods of types named with a capital letter, like a type (`static let
    /// SegueIdentifier = "Authors"`): a type generated in the owner under that name would redeclare them.
    package var capitalizedMembers: [CapitalizedMember] = []

    /// A property or method of ``capitalizedMembers``.
    package struct CapitalizedMember: Sendable, Equatable {
        /// The enclosing type (``SegueEnum/owner``).
        package var owner: String?
        package var name: String
        package var location: FileLocation
    }

    /// The protocols each type adopts where it is declared or extended, as far as names tell: the types
    /// after its colon that are no class of the sources or of UIKit and AppKit, with those they inherit.
    package var adoptedProtocols: [String: Set<String>] {
        let classNames = Set(classes.map(\.name))
        let inherited = Dictionary(grouping: protocolRefinements, by: \.typeName).mapValues { $0.map(\.inheritedType) }
        return conformances.reduce(into: [:]) { adopted, conformance in
            let name = conformance.inheritedType
            guard !classNames.contains(name), PlatformClasses.chain(of: name) == nil else { return }
            // With the protocols it inherits, and theirs.
            var pending = [name]
            while let next = pending.popLast() {
                guard adopted[conformance.typeName, default: []].insert(next).inserted else { continue }
                pending += inherited[next] ?? []
            }
        }
    }

    /// The types that adopt `SegueHandlerType` (or `SegueRouting`, or a protocol or composition of the
    /// sources that inherits either) where they are declared or extended, of the conformances `counted`.
    package func segueHandlerAdopters(counting counted: (Conformance) -> Bool = { _ in true }) -> Set<String> {
        Set(conformances(adopting: ["SegueHandlerType", "SegueRouting"]).filter(counted).map(\.typeName))
    }

    /// The conformances to any of `names`, or to a protocol or composition of the sources that inherits
    /// one (``protocols(inheriting:counting:)``).
    package func conformances(adopting names: Set<String>) -> [Conformance] {
        let adopted = protocols(inheriting: names)
        return conformances.filter { adopted.contains($0.inheritedType) }
    }

    /// `names`, with the protocols of the sources (and compositions of them) that inherit any of them,
    /// directly or not, through the refinements `counts` accepts (all by default).
    package func protocols(
        inheriting names: Set<String>, counting counts: (Conformance) -> Bool = { _ in true }
    ) -> Set<String> {
        var result = names
        var grew = true
        while grew {
            grew = false
            for refinement in protocolRefinements where result.contains(refinement.inheritedType) && counts(refinement) {
                grew = result.insert(refinement.typeName).inserted || grew
            }
        }
        return result
    }

    /// The deprecated cases of each class's visible `SegueIdentifier`, by class.
    package func deprecatedSegueIdentifierCases(where include: (SegueEnum) -> Bool) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for (owner, segueEnum) in ownedSegueIdentifiers where !segueEnum.isFilePrivate && include(segueEnum) {
            result[owner, default: []].formUnion(segueEnum.cases.filter(\.isDeprecated).map(\.name))
        }
        return result.filter { !$0.value.isEmpty }
    }

    /// The enums a `typealias SegueIdentifier = …` may name: the enums with `String` raw values (or
    /// named `SegueIdentifier`) of the target's name, nested in its qualifier when it has one.
    package func enums(namedBy alias: SegueAlias) -> [SegueEnum] {
        let parts = alias.target.split(separator: ".").map(String.init)
        return (stringEnums + segueEnums).filter { candidate in
            candidate.name == parts.last && (parts.count == 1 || candidate.owner == parts[parts.count - 2])
        }
    }

    /// Each type's hand-written `SegueIdentifier`: an enum of that name in it, or the one enum its
    /// `typealias SegueIdentifier` names.
    private var ownedSegueIdentifiers: [(owner: String, segueEnum: SegueEnum)] {
        let declared = segueEnums.compactMap { e in e.name == "SegueIdentifier" ? e.owner.map { ($0, e) } : nil }
        let aliased = segueAliases.compactMap { alias -> (String, SegueEnum)? in
            let targets = enums(namedBy: alias)
            guard let owner = alias.owner, targets.count == 1 else { return nil }
            return (owner, targets[0])
        }
        return declared + aliased
    }

    /// The cases of each class's hand-written `SegueIdentifier` with `String` raw values, raw value → case
    /// name, for the enums `include` accepts (a `typealias SegueIdentifier` counts for the one enum it
    /// names); `private` and `fileprivate` ones are left out (code in
    /// another file cannot name them), and so are cases inside `#if` or that some builds lack (code that
    /// must compile in every configuration cannot). A class that declares the enum more than once (`#if` / `#else`) keeps
    /// the cases every declaration has.
    package func segueIdentifierCaseNames(where include: (SegueEnum) -> Bool = { _ in true }) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for (owner, segueEnum) in ownedSegueIdentifiers where segueEnum.hasStringRawValues && !segueEnum.isFilePrivate && include(segueEnum) {
            var names: [String: String] = [:]
            for item in segueEnum.cases where !item.isConditional {
                if let raw = item.rawValue, names[raw] == nil { names[raw] = item.name }
            }
            result[owner] = result[owner].map { earlier in earlier.filter { names[$0.key] == $0.value } } ?? names
        }
        return result
    }

    /// The Swift name of each class the sources name for Objective-C with `@objc(Name)`, by that name. A
    /// nested class (`enum Onboarding { @objc(OnboardingWelcome) class WelcomeViewController … }`, the
    /// way a storyboard reaches one) is named by its own name, as the classes of the sources are, when no
    /// other class has that name (``nestedObjCNames`` holds the others).
    package var swiftNamesByObjCName: [String: String] {
        let counts = Dictionary(classes.lazy.map { ($0.name, 1) }, uniquingKeysWith: +)
        var names: [String: String] = [:]
        for declaration in classes where !declaration.isNested || counts[declaration.name] == 1 {
            if let objcName = declaration.objcName, names[objcName] == nil { names[objcName] = declaration.name }
        }
        return names
    }

    /// The `@objc(Name)` names of nested classes whose own name another class has too: nothing tells
    /// which one code means by it, so such a scene class is not read as a class of the sources.
    package var nestedObjCNames: Set<String> {
        let mapped = swiftNamesByObjCName
        return Set(classes.lazy.filter(\.isNested).compactMap(\.objcName).filter { mapped[$0] == nil })
    }

    /// Every type the sources declare or extend (by its last name component), per module of the files
    /// that do (as `modules` assigns them; `nil`: no module known): a type that is extended exists, even
    /// when the file that declares it was not given.
    package func typeNames(byModuleIn modules: ModuleMap = ModuleMap()) -> [String?: Set<String>] {
        var names: [String?: Set<String>] = [:]
        // Declarations come file by file, and a type's members one after another: a type written as
        // just before, in the same file, is not looked up again.
        var last: (written: String, outermost: Bool, path: String, module: String?)?
        /// Inserts the type `written` names: its last component (`Outer.Inner` is `Inner`), or with
        /// `outermost` its first.
        func insert(_ written: String?, at location: FileLocation, outermost: Bool = false) {
            guard let written else { return }
            let sameFile = last?.path == location.path
            if sameFile, last?.written == written, last?.outermost == outermost { return }
            let module = sameFile ? last!.module : modules.module(ofSource: location.path)
            last = (written, outermost, location.path, module)
            names[module, default: []].insert(String(outermost ? written.firstNameComponent : written.lastNameComponent))
        }
        for declaration in classes { insert(declaration.name, at: declaration.location) }
        for segueEnum in segueEnums { insert(segueEnum.owner, at: segueEnum.location) }
        for alias in segueAliases { insert(alias.owner, at: alias.location) }
        for method in methods { insert(method.owner, at: method.location) }
        for conformance in conformances { insert(conformance.typeName, at: conformance.location) }
        // A typealias names a type without declaring one: the runtime knows no class by its name.
        let aliases = Set(typeAliases.map(\.location))
        for (qualified, locations) in declaredTypes {
            for location in locations where !aliases.contains(location) || qualified.contains(".") { insert(qualified, at: location, outermost: true) }
        }
        return names
    }

    /// Where a type can be named from, as far as generated code tells apart: only its own file
    /// (`private`, `fileprivate`), its module, its package, anywhere.
    package enum Visibility: Int, Sendable, Comparable {
        case filePrivate, `internal`, `package`, `public`

        package static func < (a: Visibility, b: Visibility) -> Bool { a.rawValue < b.rawValue }
    }

    /// One declaration of a type below public.
    package struct Restriction: Sendable, Equatable {
        package var visibility: Visibility
        package var location: FileLocation
    }

    /// Lines inside an `#if` branch that only some platforms compile (`#if os(macOS)`, its `#else`,
    /// `#if os(tvOS)`, …).
    package struct PlatformBlock: Sendable, Equatable {
        package var path: String
        package var lines: ClosedRange<Int>
        /// The platforms that may compile the lines.
        package var platforms: ApplePlatforms
    }

    /// The branches of `#if` that only some platforms compile.
    package var platformBlocks: [PlatformBlock] = []

    /// An `#if` branch about the platform whose condition does not say which (`#if canImport(AppKit)`
    /// holds on Mac Catalyst too), and whose classes derive from no framework's controller directly: the
    /// classes they derive from, declared in other files, may tell which (``resolveAcrossFiles()``).
    package struct UndecidedBranch: Sendable, Equatable {
        package var path: String
        package var lines: ClosedRange<Int>
        /// The platforms its condition says may compile it.
        package var platforms: ApplePlatforms
        /// The superclasses and `typealias` targets written in the branch.
        package var superclasses: [String]
    }

    /// The branches ``resolveAcrossFiles()`` has yet to decide.
    package var undecidedPlatformBranches: [UndecidedBranch] = []

    /// Classes declared in other platforms' branches, which ``confined(to:)`` left out.
    package var otherPlatformClasses: Set<String> = []

    package init() {}

    package mutating func merge(_ other: SwiftSourceScan) {
        classes += other.classes
        declaredTypes.merge(other.declaredTypes) { $0 + $1 }
        restrictedTypes.merge(other.restrictedTypes) { $0 + $1 }
        typesWithAvailability.formUnion(other.typesWithAvailability)
        platformBlocks += other.platformBlocks
        undecidedPlatformBranches += other.undecidedPlatformBranches
        exhaustiveConditionals.merge(other.exhaustiveConditionals) { first, _ in first }
        branchPlatforms.merge(other.branchPlatforms) { first, _ in first }
        segueEnums += other.segueEnums
        stringEnums += other.stringEnums
        segueAliases += other.segueAliases
        typeAliases += other.typeAliases
        protocolRefinements += other.protocolRefinements
        unterminatedComments += other.unterminatedComments
        unterminatedStrings += other.unterminatedStrings
        restrictedImports.merge(other.restrictedImports) { $0 + $1 }
        implicitImports.merge(other.implicitImports) { $0 + $1 }
        publicImports.merge(other.publicImports) { $0 + $1 }
        segueLiterals += other.segueLiterals
        sceneLiterals += other.sceneLiterals
        storyboardNames.merge(other.storyboardNames) { $0 + $1 }
        storyboardConstants += other.storyboardConstants
        constantReferences += other.constantReferences
        stringConstants += other.stringConstants
        methods += other.methods
        conformances += other.conformances
        staticStrings += other.staticStrings
        optionalProperties += other.optionalProperties
        capitalizedMembers += other.capitalizedMembers
    }

    package static func scan(source: String, path: String) -> SwiftSourceScan {
        let lexed = SwiftLexer.tokens(of: source)
        var parser = SwiftDeclarationParser(tokens: InactiveCode.removed(from: lexed.tokens), path: path)
        var scan = parser.run()
        scan.unterminatedComments = lexed.unterminatedComment.map { [FileLocation(path: path, line: $0.line, column: $0.column)] } ?? []
        scan.unterminatedStrings = lexed.unterminatedString.map { [FileLocation(path: path, line: $0.line, column: $0.column)] } ?? []
        return scan
    }
}
