/// Turns element events into a `StoryboardDocument`: knows which elements and attributes matter.
///
/// Only the root `<document>`, `<scene>`, scene-level members with `sceneMemberID="viewController"`
/// (and a WatchKit storyboard's controllers, which have none), placeholders, `<exit>` and `<segue>`
/// elements are looked at; every other element and attribute is ignored, so what a newer Xcode adds
/// never makes a storyboard unreadable.
struct StoryboardBuilder {
    private let filePath: String
    /// The document built so far; finished at the end of input.
    private(set) var document = StoryboardDocument(filePath: "", platform: .iOS, documentType: "")
    private(set) var hasRoot = false
    /// The document's `isWatchKit`, read once from its root.
    private var isWatchKit = false

    // The scene being read.
    private var scene = StoryboardScene(id: "")
    private var inScene = false
    private var sceneDepth = 0
    /// Controllers enclosing the current position in the scene: (index into scene.controllers, depth).
    private var controllerStack: [(index: Int, depth: Int)] = []
    /// The line of each controller id read so far: segues name their destinations by it.
    private var controllerLines: [String: Int] = [:]
    /// Indices into scene.segues of segues seen before any controller was open.
    private var pendingSegues: [Int] = []
    /// The depth of the `<segue>` being read, if any: segues nested in it configure it.
    private var openSegueDepth: Int?

    init(filePath: String) {
        self.filePath = filePath
    }

    private func error(_ reason: StoryboardParseError.Reason, at location: FileLocation) -> StoryboardParseError {
        StoryboardParseError(location: location, reason: reason)
    }

    /// A start tag at `location`; `depth` is the element's own depth (root = 1).
    mutating func start(_ name: String, attributes: [String: String], location: FileLocation,
                        depth: Int) throws(StoryboardParseError) {
        if !hasRoot {
            try root(name, attributes: attributes, location: location)
            return
        }
        if attributes["customModule"] != nil || attributes["customModuleProvider"] != nil {
            document.moduleReferences.insert(.init(customModule: Self.module(attributes["customModule"]), provider: attributes["customModuleProvider"]))
        }
        if name == "segue" {
            try segue(attributes, location: location, depth: depth)
        } else if name == "scene" {
            guard !inScene else {
                throw error(.misplacedElement("<scene> inside a <scene>", expected: "</scene> first"), at: location)
            }
            guard let id = attributes["sceneID"] else {
                throw error(.missingAttribute(element: "scene", attribute: "sceneID"), at: location)
            }
            scene = StoryboardScene(id: id)
            inScene = true
            sceneDepth = depth
        } else if inScene {
            if name == "viewControllerPlaceholder" || name == "controllerPlaceholder" {
                try placeholder(name, attributes: attributes, location: location)
            } else if name == "exit" {
                guard let id = attributes["id"] else {
                    throw error(.missingAttribute(element: "exit", attribute: "id"), at: location)
                }
                scene.exits.append(StoryboardExit(id: id))
            } else if depth == sceneDepth + 2 && (attributes["sceneMemberID"] == "viewController" || isWatchKitController(name)) {
                try controller(name, attributes: attributes, location: location, depth: depth)
            }
        }
    }

    /// A WatchKit storyboard's interface controllers (`<controller>`, `<glanceController>`,
    /// `<notificationController>`) carry no `sceneMemberID`.
    private func isWatchKitController(_ name: String) -> Bool {
        isWatchKit && name.hasSuffix("ontroller")
    }

    /// An end tag; `depth` is the depth of the element being closed.
    mutating func end(depth: Int) {
        if openSegueDepth == depth { openSegueDepth = nil }
        guard inScene else { return }
        if let open = controllerStack.last, open.depth == depth {
            controllerStack.removeLast()
        }
        if depth == sceneDepth { finishScene() }
    }

    private mutating func root(_ name: String, attributes: [String: String], location: FileLocation) throws(StoryboardParseError) {
        guard name == "document" else {
            throw error(.notAStoryboard("root element <\(name)>"), at: location)
        }
        guard let type = attributes["type"] else {
            throw error(.notAStoryboard("<document> without a type attribute"), at: location)
        }
        guard let platform = StoryboardPlatform(documentType: type) else {
            throw error(.notAStoryboard("document type \(type)"), at: location)
        }
        document = StoryboardDocument(
            filePath: filePath,
            platform: platform,
            documentType: type,
            initialControllerID: attributes["initialViewController"]
        )
        isWatchKit = document.isWatchKit
        hasRoot = true
    }

    private mutating func controller(_ name: String, attributes: [String: String], location: FileLocation,
                                     depth: Int) throws(StoryboardParseError) {
        guard let id = attributes["id"] else {
            throw error(.missingAttribute(element: name, attribute: "id"), at: location)
        }
        if let line = controllerLines.updateValue(location.line, forKey: id) {
            throw error(.duplicateID(id, firstLine: line), at: location)
        }
        var (customClass, customModule) = Self.customClass(attributes)
        let kind = StoryboardControllerKind(elementName: name)
        // The element's own framework class written out (`customClass="UIViewController"` on a view
        // controller) is no custom class: UIKit and AppKit make the same object.
        if let written = customClass, written == kind.defaultClassName(for: document.platform),
           customModule == nil || ["UIKit", "AppKit"].contains(customModule) {
            (customClass, customModule) = (nil, nil)
        }
        let controller = StoryboardController(
            id: id,
            kind: kind,
            customClass: customClass,
            customModule: customModule,
            customModuleProvider: attributes["customModuleProvider"],
            // A WatchKit interface controller's name (`pushController(withName:context:)`) is its `identifier`.
            storyboardIdentifier: Self.nonEmpty(attributes["storyboardIdentifier"] ?? (isWatchKit ? attributes["identifier"] : nil)),
            sceneID: scene.id,
            location: location
        )
        scene.controllers.append(controller)
        controllerStack.append((scene.controllers.count - 1, depth))
    }

    private mutating func placeholder(_ name: String, attributes: [String: String], location: FileLocation) throws(StoryboardParseError) {
        guard let id = attributes["id"] else {
            throw error(.missingAttribute(element: name, attribute: "id"), at: location)
        }
        scene.references.append(StoryboardReference(
            id: id, storyboardName: attributes["storyboardName"], referencedIdentifier: attributes["referencedIdentifier"],
            bundleIdentifier: attributes["bundleIdentifier"], location: location, storyboardIdentifier: attributes["storyboardIdentifier"]))
    }

    private mutating func segue(_ attributes: [String: String], location: FileLocation, depth: Int) throws(StoryboardParseError) {
        if attributes["reference"] != nil {
            document.ignoredSegueReferenceCount += 1
            return
        }
        // A segue inside a segue (Peek & Pop's `key="commit"` / `key="preview"`) or any segue with a
        // `key` (the value of a property, not a connection) configures its parent: never a segue itself.
        if openSegueDepth != nil || attributes["key"] != nil { return }
        guard let destination = attributes["destination"] else {
            throw error(.missingAttribute(element: "segue", attribute: "destination"), at: location)
        }
        guard let kind = attributes["kind"] else {
            throw error(.missingAttribute(element: "segue", attribute: "kind"), at: location)
        }
        guard let id = attributes["id"] else {
            throw error(.missingAttribute(element: "segue", attribute: "id"), at: location)
        }
        let source = controllerStack.last.map { scene.controllers[$0.index].id }
        let (customClass, customModule) = Self.customClass(attributes)
        let segue = StoryboardSegue(
            id: id,
            identifier: attributes["identifier"],
            kind: StoryboardSegueKind(kind: kind, relationship: attributes["relationship"]),
            destinationID: destination,
            sourceControllerID: source,
            customClass: customClass,
            customModule: customModule,
            customModuleProvider: attributes["customModuleProvider"],
            unwindAction: attributes["unwindAction"],
            destinationCreationSelector: attributes["destinationCreationSelector"],
            location: location
        )
        openSegueDepth = depth
        if !inScene {
            document.unattachedSegues.append(segue)
            return
        }
        if source == nil { pendingSegues.append(scene.segues.count) }
        scene.segues.append(segue)
    }

    private mutating func finishScene() {
        inScene = false
        var finished = scene
        scene = StoryboardScene(id: "")
        // Segues outside the controller element (e.g. scene-level gesture recognizers) belong to the
        // scene's controller.
        if let owner = finished.controllers.first?.id {
            for index in pendingSegues { finished.segues[index].sourceControllerID = owner }
        }
        pendingSegues.removeAll()
        controllerStack.removeAll()
        document.scenes.append(finished)
    }

    /// The `customClass` and `customModule` attributes; a class given by its runtime name
    /// (`_TtC5Books18ListViewController`; `Books.ListViewController` where no module is given) is the
    /// class and module that name says.
    private static func customClass(_ attributes: [String: String]) -> (customClass: String?, customModule: String?) {
        let customClass = nonEmpty(attributes["customClass"])
        let customModule = module(attributes["customModule"])
        let moduleGiven = customModule != nil || attributes["customModuleProvider"] != nil
        if let customClass, let (module, className) = RuntimeClassName.moduleAndClass(customClass, moduleGiven: moduleGiven) {
            return (className, module)
        }
        return (customClass, customModule)
    }

    /// A recorded `customModule` as the module's name: some Xcode versions record the target's product
    /// name (`Trip Planner`), whose module is `Trip_Planner`.
    private static func module(_ value: String?) -> String? {
        nonEmpty(value).map(ModuleMap.moduleName(forProduct:))
    }

    /// An attribute where empty means absent (a class, module or storyboard ID Interface Builder left blank).
    private static func nonEmpty(_ value: String?) -> String? {
        value?.isEmpty == true ? nil : value
    }
}
