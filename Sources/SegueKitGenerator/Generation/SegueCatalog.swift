import SegueKitStoryboard

/// Every identified segue of a set of storyboards, grouped by the custom class of its source
/// controller — the input of code generation, of the check mode and of ``StoryboardVerifier``-style
/// tests.
///
/// ```swift
/// let main = try StoryboardParser().parse(fileAtPath: "Main.storyboard")
/// let catalog = SegueCatalog(documents: [main])
/// catalog.classes["LibraryViewController"]?.map(\.identifier)   // ["showBook", "editBook", …]
/// ```
public struct SegueCatalog: Sendable {
    /// One identified segue, with what the storyboard says about where it leads.
    ///
    /// ```swift
    /// entry.identifier              // "showBook"
    /// entry.kind                    // .show
    /// entry.destinationClassName    // "BookViewController"
    /// ```
    public struct Entry: Sendable, Equatable {
        /// The exact storyboard identifier (may be empty).
        ///
        /// ```swift
        /// entry.identifier
        /// ```
        public var identifier: String
        /// The segue kind.
        ///
        /// ```swift
        /// entry.kind
        /// ```
        public var kind: SegueKitStoryboard.StoryboardSegueKind
        /// The destination controller's class (`customClass`, else the platform class of its element),
        /// or `nil` for unwind segues and unresolved storyboard references.
        ///
        /// ```swift
        /// entry.destinationClassName
        /// ```
        public var destinationClassName: String?
        /// A one-line human description of the destination (class, storyboard ID, container root,
        /// storyboard reference or unwind action).
        ///
        /// ```swift
        /// entry.destinationSummary
        /// ```
        public var destinationSummary: String
        /// The segue's custom segue class, if any.
        ///
        /// ```swift
        /// entry.segueClass
        /// ```
        public var segueClass: String?
        /// `destinationCreationSelector`, if any.
        ///
        /// ```swift
        /// entry.destinationCreationSelector
        /// ```
        public var destinationCreationSelector: String?
        /// `unwindAction`, if any.
        ///
        /// ```swift
        /// entry.unwindAction
        /// ```
        public var unwindAction: String?
        /// The storyboard file it is in, as given.
        ///
        /// ```swift
        /// entry.filePath
        /// ```
        public var filePath: String
        /// Where the `<segue>` is.
        ///
        /// ```swift
        /// entry.location
        /// ```
        public var location: StoryboardSourceLocation
    }

    /// A scene controller with a custom class, where it is declared in a storyboard.
    ///
    /// ```swift
    /// catalog.scenes["BookViewController"]?.first?.filePath   // "Main.storyboard"
    /// ```
    public struct SceneRef: Sendable, Equatable {
        /// The storyboard file, as given.
        ///
        /// ```swift
        /// sceneRef.filePath
        /// ```
        public var filePath: String
        /// The platform of that storyboard.
        ///
        /// ```swift
        /// sceneRef.platform
        /// ```
        public var platform: StoryboardPlatform
        /// The controller's `customModule`, if set.
        ///
        /// ```swift
        /// sceneRef.customModule
        /// ```
        public var customModule: String?
        /// The controller's `customModuleProvider`, if set.
        ///
        /// ```swift
        /// sceneRef.customModuleProvider
        /// ```
        public var customModuleProvider: String?
        /// Where the controller element is.
        ///
        /// ```swift
        /// sceneRef.location
        /// ```
        public var location: StoryboardSourceLocation
    }

    /// Identified segues (identifier present, possibly empty) by source class, in file order.
    ///
    /// ```swift
    /// segueCatalog.classes
    /// ```
    public var classes: [String: [Entry]]
    /// Every scene controller with a custom class, by class.
    ///
    /// ```swift
    /// segueCatalog.scenes
    /// ```
    public var scenes: [String: [SceneRef]]
    /// Identified segues whose source controller has no custom class (they get no enum).
    ///
    /// ```swift
    /// segueCatalog.segueWithoutClass
    /// ```
    public var segueWithoutClass: [Entry]

    /// Builds the catalog. Storyboard references are resolved across `documents` when the referenced
    /// storyboard is among them (matched by file name).
    ///
    /// ```swift
    /// SegueCatalog(documents: [main, login]).classes.keys.sorted()
    /// ```
    public init(documents: [StoryboardDocument]) {
        var classes: [String: [Entry]] = [:]
        var scenes: [String: [SceneRef]] = [:]
        var without: [Entry] = []
        var byName: [String: StoryboardDocument] = [:]
        for document in documents {
            byName[Self.storyboardName(of: document.filePath)] = document
        }
        for document in documents {
            var controllers: [String: StoryboardController] = [:]
            for scene in document.scenes {
                for controller in scene.controllers {
                    controllers[controller.id] = controller
                    if let custom = controller.customClass, !custom.isEmpty {
                        scenes[custom, default: []].append(SceneRef(
                            filePath: document.filePath, platform: document.platform,
                            customModule: controller.customModule,
                            customModuleProvider: controller.customModuleProvider, location: controller.location))
                    }
                }
            }
            let index = DocumentIndex(document: document, byName: byName)
            for scene in document.scenes {
                for segue in scene.segues where segue.identifier != nil {
                    let source = segue.sourceControllerID.flatMap { controllers[$0] }
                    let className = source?.customClass.flatMap { $0.isEmpty ? nil : $0 }
                    let entry = index.entry(for: segue)
                    if let className {
                        classes[className, default: []].append(entry)
                    } else {
                        without.append(entry)
                    }
                }
            }
        }
        self.classes = classes
        self.scenes = scenes
        self.segueWithoutClass = without
    }

    /// The storyboard name UIKit uses for a file: its file name without directory and extension.
    static func storyboardName(of path: String) -> String {
        var name = Substring(path)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if name.hasSuffix(".storyboard") { name = name.dropLast(".storyboard".count) }
        return String(name)
    }

    /// The file name of a path (for generated comments, which must not depend on where files are).
    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}

/// Resolves segue destinations within a document and across referenced documents.
private struct DocumentIndex {
    let document: StoryboardDocument
    let byName: [String: StoryboardDocument]

    func entry(for segue: StoryboardSegue) -> SegueCatalog.Entry {
        var className: String?
        var summary: String
        switch document.destination(of: segue) {
        case .controller(let controller)?:
            (className, summary) = describe(controller, in: document)
        case .reference(let reference)?:
            let storyboard = reference.storyboardName ?? SegueCatalog.storyboardName(of: document.filePath)
            let target = byName[storyboard]
            let resolved = target.flatMap { doc -> StoryboardController? in
                if let id = reference.referencedIdentifier {
                    return doc.controllers.first { $0.storyboardIdentifier == id }
                }
                return doc.initialController
            }
            let scene = reference.referencedIdentifier.map { "scene `\(SwiftLiteral.comment($0))`" } ?? "initial scene"
            summary = "storyboard reference to \(scene) of `\(SwiftLiteral.comment(storyboard))`"
            if let resolved, let target {
                let (name, inner) = describe(resolved, in: target)
                className = name
                summary += ": " + inner
            }
        case .exit?:
            summary = "unwind" + (segue.unwindAction.map { " via `\(SwiftLiteral.comment($0))`" } ?? "")
        case nil:
            summary = "destination `\(SwiftLiteral.comment(segue.destinationID))` (not in this storyboard)"
        }
        return SegueCatalog.Entry(
            identifier: segue.identifier ?? "", kind: segue.kind, destinationClassName: className,
            destinationSummary: summary, segueClass: segue.customClass,
            destinationCreationSelector: segue.destinationCreationSelector, unwindAction: segue.unwindAction,
            filePath: document.filePath, location: segue.location)
    }

    /// The class name and a summary (`NavigationController` `"Editor"` → root `EditorViewController`).
    private func describe(_ controller: StoryboardController, in document: StoryboardDocument) -> (String?, String) {
        let name = controller.customClass.flatMap { $0.isEmpty ? nil : $0 }
            ?? controller.kind.defaultClassName(for: document.platform)
        var summary = "`\(SwiftLiteral.comment(name ?? controller.kind.elementName))`"
        if let id = controller.storyboardIdentifier, !id.isEmpty {
            summary += " (storyboard ID `\(SwiftLiteral.comment(id))`)"
        }
        let roots = document.segues(from: controller.id).filter {
            $0.kind == .relationship("rootViewController") || $0.kind == .relationship("window.shadowedContentViewController")
        }
        if let root = roots.first, case .controller(let child)? = document.destination(of: root) {
            let childName = child.customClass.flatMap { $0.isEmpty ? nil : $0 }
                ?? child.kind.defaultClassName(for: document.platform) ?? child.kind.elementName
            summary += " with root `\(SwiftLiteral.comment(childName))`"
        }
        return (name, summary)
    }
}
