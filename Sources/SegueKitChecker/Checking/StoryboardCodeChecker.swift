import SegueKitStoryboard
import SegueKitSwiftSource

/// Compares storyboards with the Swift code that uses them and reports drift as Xcode diagnostics:
/// `SegueIdentifier` cases without a segue and identified segues without a case, segue-action selectors
/// and unwind actions no method implements, scene kinds the custom class does not derive from, string
/// identifiers in code that name no segue, storyboard references to scenes that are not there, and
/// segue actions that return a class unrelated to their destination's. Where the sources do not show
/// enough to be sure (a class they do not declare, a case only some builds compile), a finding is a
/// warning. ``rules`` lists every check.
///
/// Classes are identified by module and name (``ModuleMap``).
package struct StoryboardCodeChecker: Sendable {
    /// The storyboards, with scene classes the sources name for Objective-C written as their Swift names.
    package let documents: [StoryboardDocument]
    package let scan: SwiftSourceScan

    /// Which module each storyboard and Swift file belongs to; empty: one module.
    package let modules: ModuleMap

    package init(documents: [StoryboardDocument], scan: SwiftSourceScan, modules: ModuleMap = ModuleMap()) {
        let swiftNames = scan.swiftNamesByObjCName   // computed: once, not once per storyboard
        self.documents = documents.map { $0.withSwiftClassNames(swiftNames) }
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
        "string-identifier-without-segue": "A string literal, or a constant holding one, used as a segue identifier matches no segue of the class",
        "segue-without-case": "An identified segue of a class with a SegueIdentifier enum has no case",
        "segue-enum-below-conformance": "A class declares SegueIdentifier below the superclass it inherits SegueHandlerType from, whose conformance names that superclass's enum",
        "segue-case-conditional": "An identified segue's case is compiled only under an #if condition (such as DEBUG): builds without it stop at the segue",
        "enum-without-scene": "A SegueIdentifier enum belongs to a class with no scene in the given storyboards",
        "non-string-raw-values": "A SegueIdentifier enum does not have String raw values",
        "unreadable-raw-value": "A case's raw value is not a plain string literal and cannot be checked",
        "empty-identifier": "A segue of a checked class has an empty identifier",
        "segue-action-arity": "A destinationCreationSelector does not take 1 to 3 arguments",
        "segue-action-uncheckable": "A destinationCreationSelector is called on a controller without a custom class",
        "segue-action-not-marked": "A method used as a segue action is not marked @IBSegueAction",
        "segue-action-wrong-type": "A segue action is declared to return a class unrelated to the class of the scene its segue leads to",
        "segue-action-conditional": "A segue action is compiled only under an #if condition (such as DEBUG): builds without it make the destination with init(coder:)",
        "segue-action-missing": "No method implements a destinationCreationSelector (on a class-less scene: no method anywhere)",
        "injected-destination-without-action": "A segue leads to a CoderInitializable controller without a segue action, so UIKit makes it without its dependencies",
        "unwind-without-action": "An unwind segue has no unwindAction",
        "unwind-action-missing": "No method implements an unwind segue's unwindAction",
        "unwind-action-not-exposed": "The methods that implement an unwind action are not visible to Objective-C, where UIKit looks for them",
        "scene-identifier-without-scene": "A StoryboardInstantiable class's sceneIdentifier (or its class name, by default) names no scene's storyboard ID",
        "scene-identifier-wrong-class": "A StoryboardInstantiable class's scene is of a class unrelated to it",
        "storyboard-id-without-scene": "A Storyboard ID the code instantiates as a literal from a storyboard it names, or from the controller's own, is no scene's of that storyboard",
        "instantiated-scene-wrong-class": "A controller instantiated by a literal Storyboard ID is cast (as!, as?) to a class its scene's class does not derive from",
        "initial-controller-missing": "The code instantiates the initial controller of a storyboard that has none, so the call returns nil",
        "storyboard-name-unknown": "The code makes a storyboard by a name no given storyboard has, but one has nearly (a typo, or other letter case)",
        "reference-without-scene": "A storyboard reference names a scene (or the initial controller) that the given storyboard it opens does not have",
        "segue-destination-missing": "A segue leads to no controller, storyboard reference or exit of its storyboard",
        "unknown-module": "A --module NAME that no scene and no --module NAME=PATH names",
        "class-in-several-modules": "Same-named classes of several modules are checked as one class (no --module NAME=PATH tells them apart)",
    ]

    /// All findings, sorted by file and line.
    package func check() -> [Diagnostic] {
        // Whether the module is named anywhere is a question about all storyboards; the rest is asked
        // per platform (see `perPlatform`).
        var diagnostics: [Diagnostic] = []
        if let module = modules.sourceModule,
           let warning = modules.unknownModuleWarning(module, documents: documents, consequence: "only scenes without a module are checked against the sources") {
            diagnostics.append(warning)
        }
        // A storyboard's name is checked against those of every platform: shared code may name another's.
        diagnostics += checkStoryboardNames()
        return (diagnostics + checkStoryboards() + perPlatform { $0.checkAll() }).sorted(by: Diagnostic.reportOrder)
    }

    /// What the storyboards say on their own, without the code: references to scenes they lack, and
    /// segues to no object.
    package func checkStoryboards() -> [Diagnostic] {
        (checkReferences() + checkSegueDestinations()).sorted(by: Diagnostic.reportOrder)
    }

    /// Only the `SegueIdentifier` enums against the storyboards: what `generate --check` reports, without
    /// the cost of the other checks.
    package func checkIdentifierEnums() -> [Diagnostic] {
        perPlatform { checker in
            let catalog = SegueCatalog(documents: checker.documents, modules: checker.modules)
            return checker.checkEnums(catalog, ClassHierarchy(checker.scan.classes, modules: checker.modules)).sorted(by: Diagnostic.reportOrder)
        }
    }

    /// How many hand-written `SegueIdentifier`s ``checkIdentifierEnums()`` compares with the storyboards:
    /// nested, top-level and typealiased ones, not namespaces of constants.
    package var identifierEnumCount: Int {
        enumUses().uses.count
    }

    /// The checks of one platform's storyboards against the code it compiles (all of them when every
    /// storyboard is of one platform).
    private func checkAll() -> [Diagnostic] {
        let catalog = SegueCatalog(documents: documents, modules: modules)
        var diagnostics: [Diagnostic] = []
        if modules.isEmpty {
            diagnostics += checkClassesInSeveralModules(catalog)
            diagnostics += checkClassesDeclaredTwice()
        }
        let chains = ClassHierarchy(scan.classes, modules: modules)
        diagnostics += checkEnums(catalog, chains)
        let presenters = SeguePresenters(catalog)
        diagnostics += checkSegueActions(chains, presenters)
        diagnostics += checkInjectedDestinationsWithoutAction(chains, presenters)
        diagnostics += checkUndeclaredClasses(catalog)
        diagnostics += checkSceneKinds(catalog, chains)
        diagnostics += checkStringIdentifiers(catalog, chains)
        diagnostics += checkUnwindActions(chains)
        diagnostics += checkSceneIdentifiers(chains)
        diagnostics += checkInstantiatedScenes(catalog, chains)
        return diagnostics
    }

    // MARK: Classes

    /// A class as the checker identifies it: module (from `--module NAME=PATH`, `nil` when unknown) and name.
    struct Owner: Hashable, Comparable {
        var module: String?
        var name: String
        static func < (a: Owner, b: Owner) -> Bool { (a.name, a.module ?? "") < (b.name, b.module ?? "") }
    }

    /// `owner` as messages name it: with its module when there is a module map.
    func display(_ owner: Owner) -> String {
        guard !modules.isEmpty, let module = owner.module else { return owner.name }
        return "\(module).\(owner.name)"
    }

    /// The scenes of `owner`'s class in its module.
    func scenes(of owner: Owner, _ catalog: SegueCatalog) -> [SegueCatalog.SceneRef] {
        (catalog.scenes[owner.name] ?? []).filter { modules.sameModule($0.module, owner.module) }
    }

    /// The scene classes each class's code runs in, by the class's name: the class and its subclasses
    /// that have scenes, up through the platform classes (code in `extension UIViewController` runs in
    /// every controller).
    func sceneClassesBelow(_ catalog: SegueCatalog, _ chains: ClassHierarchy) -> [String: [String]] {
        var below: [String: [String]] = [:]
        for className in catalog.scenes.keys.sorted() {
            for module in Self.modules(of: catalog.scenes[className]!) {
                let sceneClass = catalog.scenes[className]!.first { $0.module == module }?.requiredClass
                // Classes come in order, so a class already added (from another module) is the last one.
                for ancestor in chains.chainThroughPlatform(of: className, in: module, sceneClass: sceneClass)
                where below[ancestor]?.last != className {
                    below[ancestor, default: []].append(className)
                }
            }
        }
        return below
    }

    /// The modules `scenes` are in, each once, in order.
    static func modules(of scenes: [SegueCatalog.SceneRef]) -> [String?] {
        var result: [String?] = []
        for scene in scenes where !result.contains(scene.module) { result.append(scene.module) }
        return result
    }

    /// The identified segues of `owner`'s scenes in its module.
    func entries(of owner: Owner, _ catalog: SegueCatalog) -> [SegueCatalog.Entry] {
        (catalog.classes[owner.name] ?? []).filter { modules.sameModule($0.sourceModule, owner.module) }
    }
}
