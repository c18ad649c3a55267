/// Turns tokenizer events into a `StoryboardDocument`: knows which elements and attributes matter.
///
/// Only the root `<document>`, `<scene>`, scene-level members with `sceneMemberID="viewController"`,
/// placeholders, `<exit>` and `<segue>` elements are looked at; for everything else only the name is
/// compared, so no strings are created.
struct StoryboardBuilder {
    private let filePath: String
    private var document = StoryboardDocument(filePath: "", platform: .iOS, documentType: "", documentVersion: "")
    private var hasRoot = false

    // The scene being read.
    // (A plain value plus a flag: testing an optional struct against nil per element copied it.)
    private var scene = StoryboardScene(id: "", location: .init(line: 0, column: 0))
    private var inScene = false
    private var sceneDepth = 0
    /// Controllers enclosing the current position in the scene: (index into scene.controllers, depth).
    private var controllerStack: [(index: Int, depth: Int)] = []
    /// Indices into scene.segues of segues seen before any controller was open.
    private var pendingSegues: [Int] = []

    init(filePath: String) {
        self.filePath = filePath
    }

    private func error(_ reason: StoryboardParseError.Reason, at location: StoryboardSourceLocation) -> XMLTokenizerError {
        XMLTokenizerError(location: location, reason: reason)
    }

    /// A start tag; `depth` is the element's own depth (root = 1).
    mutating func start(_ t: XMLTokenizer, depth: Int, isEmpty: Bool) throws(XMLTokenizerError) {
        if !hasRoot {
            try root(t)
            return
        }
        if t.nameIs("segue") {
            try segue(t)
        } else if t.nameIs("scene") {
            guard !inScene else {
                throw error(.unexpectedCharacter(found: "<scene> inside a <scene>", expected: "</scene> first"), at: t.tagLocation)
            }
            guard let id = t.attribute("sceneID") else {
                throw error(.missingAttribute(element: "scene", attribute: "sceneID"), at: t.tagLocation)
            }
            scene = StoryboardScene(id: id, location: t.tagLocation)
            inScene = true
            sceneDepth = depth
            if isEmpty { finishScene() }
        } else if inScene {
            if t.nameIs("viewControllerPlaceholder") || t.nameIs("controllerPlaceholder") {
                try placeholder(t)
            } else if t.nameIs("exit") {
                guard let id = t.attribute("id") else {
                    throw error(.missingAttribute(element: "exit", attribute: "id"), at: t.tagLocation)
                }
                scene.exits.append(StoryboardExit(id: id, userLabel: t.attribute("userLabel"), sceneID: scene.id, location: t.tagLocation))
            } else if depth == sceneDepth + 2 && t.attribute("sceneMemberID", is: "viewController") {
                try controller(t, depth: depth, isEmpty: isEmpty)
            }
        }
    }

    /// An end tag; `depth` is the depth of the element being closed.
    mutating func end(depth: Int) {
        guard inScene else { return }
        if let open = controllerStack.last, open.depth == depth {
            controllerStack.removeLast()
        }
        if depth == sceneDepth { finishScene() }
    }

    private mutating func root(_ t: XMLTokenizer) throws(XMLTokenizerError) {
        guard t.nameIs("document") else {
            throw error(.notAStoryboard("root element <\(t.name)>"), at: t.tagLocation)
        }
        guard let type = t.attribute("type") else {
            throw error(.notAStoryboard("<document> without a type attribute"), at: t.tagLocation)
        }
        guard let platform = StoryboardPlatform(documentType: type) else {
            throw error(.notAStoryboard("document type \(type)"), at: t.tagLocation)
        }
        document = StoryboardDocument(
            filePath: filePath,
            platform: platform,
            documentType: type,
            documentVersion: t.attribute("version") ?? "",
            toolsVersion: t.attribute("toolsVersion"),
            targetRuntime: t.attribute("targetRuntime"),
            initialControllerID: t.attribute("initialViewController")
        )
        hasRoot = true
    }

    private mutating func controller(_ t: XMLTokenizer, depth: Int, isEmpty: Bool) throws(XMLTokenizerError) {
        guard let id = t.attribute("id") else {
            throw error(.missingAttribute(element: t.name, attribute: "id"), at: t.tagLocation)
        }
        let controller = StoryboardController(
            id: id,
            kind: StoryboardControllerKind(elementName: t.name),
            customClass: t.attribute("customClass"),
            customModule: t.attribute("customModule"),
            customModuleProvider: t.attribute("customModuleProvider"),
            storyboardIdentifier: t.attribute("storyboardIdentifier"),
            userLabel: t.attribute("userLabel"),
            title: t.attribute("title"),
            sceneID: scene.id,
            location: t.tagLocation
        )
        scene.controllers.append(controller)
        if !isEmpty { controllerStack.append((scene.controllers.count - 1, depth)) }
    }

    private mutating func placeholder(_ t: XMLTokenizer) throws(XMLTokenizerError) {
        guard let id = t.attribute("id") else {
            throw error(.missingAttribute(element: t.name, attribute: "id"), at: t.tagLocation)
        }
        scene.references.append(StoryboardReference(
            id: id,
            storyboardName: t.attribute("storyboardName"),
            referencedIdentifier: t.attribute("referencedIdentifier"),
            storyboardIdentifier: t.attribute("storyboardIdentifier"),
            bundleIdentifier: t.attribute("bundleIdentifier"),
            elementName: t.name,
            sceneID: scene.id,
            location: t.tagLocation
        ))
    }

    private mutating func segue(_ t: XMLTokenizer) throws(XMLTokenizerError) {
        if t.attributeIndex("reference") != nil {
            document.ignoredSegueReferenceCount += 1
            return
        }
        var attributes: [String: String] = [:]
        attributes.reserveCapacity(t.attributeCount)
        for index in 0 ..< t.attributeCount {
            attributes[t.attributeName(at: index)] = t.attributeValue(at: index)
        }
        guard let destination = attributes["destination"] else {
            throw error(.missingAttribute(element: "segue", attribute: "destination"), at: t.tagLocation)
        }
        guard let kind = attributes["kind"] else {
            throw error(.missingAttribute(element: "segue", attribute: "kind"), at: t.tagLocation)
        }
        guard let id = attributes["id"] else {
            throw error(.missingAttribute(element: "segue", attribute: "id"), at: t.tagLocation)
        }
        let source = controllerStack.last.map { scene.controllers[$0.index].id }
        let segue = StoryboardSegue(
            id: id,
            identifier: attributes["identifier"],
            kind: StoryboardSegueKind(kind: kind, relationship: attributes["relationship"]),
            destinationID: destination,
            sourceControllerID: source,
            sceneID: inScene ? scene.id : "",
            customClass: attributes["customClass"],
            customModule: attributes["customModule"],
            customModuleProvider: attributes["customModuleProvider"],
            unwindAction: attributes["unwindAction"],
            destinationCreationSelector: attributes["destinationCreationSelector"],
            attributes: attributes,
            location: t.tagLocation
        )
        if !inScene {
            document.unattachedSegues.append(segue)
            return
        }
        if source == nil { pendingSegues.append(scene.segues.count) }
        scene.segues.append(segue)
    }

    private mutating func finishScene() {
        guard inScene else { return }
        inScene = false
        var finished = scene
        scene = StoryboardScene(id: "", location: .init(line: 0, column: 0))
        // Segues outside the controller element (e.g. scene-level gesture recognizers) belong to the
        // scene's controller.
        if let owner = finished.controllers.first?.id {
            for index in pendingSegues { finished.segues[index].sourceControllerID = owner }
        }
        pendingSegues.removeAll()
        controllerStack.removeAll()
        document.scenes.append(finished)
    }

    /// The finished document (after the end of input).
    func finish() -> StoryboardDocument {
        document
    }
}
