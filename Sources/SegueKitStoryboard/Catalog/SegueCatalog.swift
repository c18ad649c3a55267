/// Every identified segue of a set of storyboards, grouped by the custom class of its source
/// controller — the input of code generation, of `seguekit check` and of `StoryboardVerifier`.
///
/// Building it is linear in the size of the storyboards: each document is indexed once
/// (``StoryboardIndex``) and every segue is resolved with constant-time lookups.
package struct SegueCatalog: Sendable {
    /// One identified segue, with what the storyboard says about where it leads.
    package struct Entry: Sendable, Equatable {
        /// The exact storyboard identifier (may be empty).
        package var identifier: String
        package var kind: StoryboardSegueKind
        /// Where the segue leads, resolved across the catalog's storyboards.
        package var destination: Destination
        /// The segue's `customClass`, if any.
        package var segueClass: String?
        package var destinationCreationSelector: String?
        package var unwindAction: String?
        /// The storyboard file it is in, as given.
        package var filePath: String
        /// Where the `<segue>` is.
        package var location: FileLocation
        /// The module of the source controller's class (``ModuleMap/module(customModule:provider:storyboard:)``),
        /// or `nil` when nothing says.
        package var sourceModule: String? = nil
        /// Whether it starts at a macOS application scene (a menu item's segue), not at a controller.
        package var startsAtApplication = false
    }

    /// Where a segue leads.
    package enum Destination: Sendable, Equatable {
        /// A controller of the same storyboard.
        case scene(Scene)
        /// A storyboard reference: the storyboard's name, the referenced storyboard ID (`nil` for the
        /// initial scene) and, when that storyboard is among the catalog's documents, the scene it
        /// resolves to.
        case reference(storyboard: String, sceneIdentifier: String?, resolved: Scene?)
        /// The scene's exit (an unwind segue).
        case exit
        /// The destination id names no object of the file.
        case missing(id: String)
    }

    /// What a destination controller looks like: its class, and for a container the class of the root
    /// it shows.
    package struct Scene: Sendable, Equatable {
        /// `customClass`, else the platform class of the element (`nil` for an element with none).
        package var className: String?
        /// The storyboard element (`viewController`, `navigationController`, …).
        package var elementName: String
        /// For a container, the class of its root (`rootViewController`, or a window's content).
        package var rootClassName: String?
        /// What the scene says of its custom class's module, and its root's: it tells apart same-named
        /// classes of two modules, which ``sceneModules`` gathers under one name.
        package var classModules: SceneModules? = nil
        package var rootModules: SceneModules? = nil
    }

    /// A scene controller with a custom class, where it is declared in a storyboard.
    package struct SceneRef: Sendable, Equatable {
        /// The storyboard file, as given.
        package var filePath: String
        package var platform: StoryboardPlatform
        package var kind: StoryboardControllerKind
        /// The controller's `customModule`, if set.
        package var customModule: String?
        /// The controller's `customModuleProvider`, if set (`"target"`: the module of the target the
        /// storyboard belongs to).
        package var customModuleProvider: String?
        /// Where the controller element is.
        package var location: FileLocation
        /// The module of the class (``ModuleMap/module(customModule:provider:storyboard:)``), or `nil`
        /// when nothing says.
        package var module: String? = nil

        /// The platform class the scene requires its class to derive from (`UITableViewController` on a
        /// table view controller scene), if the scene kind has one.
        package var requiredClass: String? { kind.defaultClassName(for: platform) }
    }

    /// The modules the scenes of a class name, for naming the class in generated code.
    package struct SceneModules: Sendable, Equatable {
        /// Each scene's explicit `customModule`; `nil` for a target's scene (`customModuleProvider="target"`)
        /// or one without a module.
        package var explicit: Set<String?> = []
        /// Each scene's module as a target knows it: for a target's scene the module its storyboard is
        /// assigned to (`nil` when none is), for another its `customModule` (`nil` when unset).
        package var assigned: Set<String?> = []
        /// The `customModule` Xcode recorded for each target's scene in a storyboard no module is
        /// assigned to (the target it was last edited in, maybe another one that shares the storyboard).
        package var recordedForTarget: Set<String> = []

        package init() {}

        /// What one scene's controller says, in a storyboard assigned to `assignedModule`.
        package init(_ controller: StoryboardController, assignedModule: String?) {
            let isTargets = controller.customModuleProvider == "target"
            explicit = [isTargets ? nil : controller.customModule]
            assigned = [isTargets ? assignedModule : controller.customModule]
            if isTargets, assignedModule == nil, let recorded = controller.customModule { recordedForTarget = [recorded] }
        }
    }

    /// Identified segues (identifier present, possibly empty) by source class, in file order.
    package var classes: [String: [Entry]]
    /// Every scene controller with a custom class, by class.
    package var scenes: [String: [SceneRef]]
    /// What the scenes of each class (``scenes``) say of its module, gathered once.
    package var sceneModules: [String: SceneModules]
    /// Identified segues whose source controller has no custom class (they get no enum).
    package var seguesWithoutClass: [Entry]
    /// The modules the catalog's scenes and segues were given.
    package let modules: ModuleMap
    /// The storyboards, indexed, in the order given: for lookups the catalog does not make.
    package let indexes: [StoryboardIndex]

    /// Builds the catalog. Storyboard references are resolved across `documents` when the referenced
    /// storyboard is among them (``ReferencedStoryboards``). `modules` gives scenes and segues their module.
    package init(documents: [StoryboardDocument], modules: ModuleMap = ModuleMap()) {
        self.modules = modules
        var classes: [String: [Entry]] = [:]
        var scenes: [String: [SceneRef]] = [:]
        var sceneModules: [String: SceneModules] = [:]
        var without: [Entry] = []
        let indexes = documents.map(StoryboardIndex.init)
        self.indexes = indexes
        var resolver = Resolver(storyboards: ReferencedStoryboards(indexes, modules: modules), modules: modules)
        for (position, index) in indexes.enumerated() {
            let document = index.document
            let assignedModule = modules.module(ofFile: document.filePath)
            for scene in document.scenes {
                for controller in scene.controllers {
                    if let custom = controller.customClass {
                        let own = SceneModules(controller, assignedModule: assignedModule)
                        sceneModules[custom, default: SceneModules()].explicit.formUnion(own.explicit)
                        sceneModules[custom, default: SceneModules()].assigned.formUnion(own.assigned)
                        sceneModules[custom, default: SceneModules()].recordedForTarget.formUnion(own.recordedForTarget)
                        scenes[custom, default: []].append(SceneRef(
                            filePath: document.filePath, platform: document.platform, kind: controller.kind,
                            customModule: controller.customModule,
                            customModuleProvider: controller.customModuleProvider, location: controller.location,
                            module: modules.module(customModule: controller.customModule, provider: controller.customModuleProvider, storyboard: document.filePath)))
                    }
                }
            }
            for scene in document.scenes {
                for segue in scene.segues where segue.identifier != nil {
                    let source = segue.sourceControllerID.flatMap(index.controller(withID:))
                    // A menu item's segue in the application scene: NSApplication does not perform or
                    // prepare segues (it is no NSSeguePerforming), so its class gets none of them.
                    let fromApplication = source?.kind.elementName == "application"
                    let entry = Entry(
                        identifier: segue.identifier ?? "", kind: segue.kind,
                        destination: resolver.destination(of: segue, in: position, of: indexes),
                        segueClass: segue.customClass,
                        destinationCreationSelector: segue.destinationCreationSelector, unwindAction: segue.unwindAction,
                        filePath: document.filePath, location: segue.location,
                        sourceModule: source.flatMap { modules.module(customModule: $0.customModule, provider: $0.customModuleProvider, storyboard: document.filePath) },
                        startsAtApplication: fromApplication)
                    if let className = fromApplication ? nil : source?.customClass {
                        classes[className, default: []].append(entry)
                    } else {
                        without.append(entry)
                    }
                }
            }
        }
        self.classes = classes
        self.scenes = scenes
        self.sceneModules = sceneModules
        self.seguesWithoutClass = without
    }

    /// Resolves destinations, describing each controller once (a controller that thousands of segues
    /// lead to is not searched for its root thousands of times).
    private struct Resolver {
        let storyboards: ReferencedStoryboards
        let modules: ModuleMap
        private var described: [[String: Scene]] = []   // by document position, then controller id

        init(storyboards: ReferencedStoryboards, modules: ModuleMap) {
            self.storyboards = storyboards
            self.modules = modules
        }

        mutating func destination(of segue: StoryboardSegue, in position: Int, of indexes: [StoryboardIndex]) -> Destination {
            let index = indexes[position]
            switch index.destination(of: segue) {
            case .controller(let controller)?:
                return .scene(describe(controller, in: position, of: indexes))
            case .reference(let reference)?:
                let storyboard = reference.storyboardName ?? SegueCatalog.storyboardName(of: index.document.filePath)
                var resolved: Scene?
                if let target = storyboards.target(of: reference, from: position) {
                    resolved = storyboards.controller(reference, in: target).map { describe($0, in: target, of: indexes) }
                }
                return .reference(storyboard: storyboard, sceneIdentifier: reference.referencedIdentifier, resolved: resolved)
            case .exit?:
                return .exit
            case nil:
                return .missing(id: segue.destinationID)
            }
        }

        private mutating func describe(_ controller: StoryboardController, in position: Int, of indexes: [StoryboardIndex]) -> Scene {
            if described.isEmpty { described = Array(repeating: [:], count: indexes.count) }
            if let known = described[position][controller.id] { return known }
            let scene = Self.describeUncached(controller, in: indexes[position], assignedModule: modules.module(ofFile: indexes[position].document.filePath))
            described[position][controller.id] = scene
            return scene
        }

        private static func describeUncached(_ controller: StoryboardController, in index: StoryboardIndex, assignedModule: String?) -> Scene {
            let platform = index.document.platform
            let name = controller.customClass ?? controller.kind.defaultClassName(for: platform)
            // Its segues are written inside it, in its scene.
            let root = index.scene(withID: controller.sceneID)?.segues.first {
                $0.sourceControllerID == controller.id
                    && ($0.kind == .relationship("rootViewController") || $0.kind == .relationship("window.shadowedContentViewController"))
            }
            var scene = Scene(className: name, elementName: controller.kind.elementName)
            if controller.customClass != nil { scene.classModules = SceneModules(controller, assignedModule: assignedModule) }
            if let root, case .controller(let child)? = index.destination(of: root) {
                scene.rootClassName = child.customClass ?? child.kind.defaultClassName(for: platform) ?? child.kind.elementName
                if child.customClass != nil { scene.rootModules = SceneModules(child, assignedModule: assignedModule) }
            }
            return scene
        }
    }

    /// The storyboard name UIKit uses for a file: its file name without directory and extension.
    package static func storyboardName(of path: String) -> String {
        var name = Substring(fileName(of: path))
        if name.hasSuffix(".storyboard") { name = name.dropLast(".storyboard".count) }
        return String(name)
    }

    /// The file name of a path (for generated comments, which must not depend on where files are).
    package static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
