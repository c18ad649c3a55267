import SegueKitStoryboard

/// A storyboard's navigation flow as a graph: scenes, storyboard references and unwind targets as nodes,
/// segues as edges. ``DOTWriter`` and ``MermaidWriter`` draw it.
package struct FlowGraph: Sendable, Equatable {
    package enum NodeKind: Sendable, Equatable {
        case controller
        /// A storyboard reference (`viewControllerPlaceholder` / `controllerPlaceholder`).
        case reference
        /// The target of unwind segues with one unwind action.
        case unwind
        /// A destination id that is not defined in the file.
        case missing
    }

    /// The family of a segue kind, which decides how an edge is drawn.
    package enum EdgeStyle: Sendable, Equatable {
        /// show, showDetail, push, replace.
        case navigation
        /// presentation, modal, popover(Presentation), sheet.
        case presentation
        case embed
        /// relationship (container → child).
        case relationship
        case unwind
        /// custom (a segue class) and unknown kinds.
        case custom

        package init(_ kind: StoryboardSegueKind) {
            switch kind {
            case .show, .showDetail, .push, .replace: self = .navigation
            case .presentation, .modal, .popover, .popoverPresentation, .sheet: self = .presentation
            case .embed: self = .embed
            case .relationship: self = .relationship
            case .unwind: self = .unwind
            case .custom, .unknown: self = .custom
            }
        }
    }

    package struct Node: Sendable, Equatable {
        /// A stable identifier (unique in the graph).
        package var id: String
        package var kind: NodeKind
        /// Main label: the class (custom class, else the element kind), the referenced storyboard, or the
        /// unwind action.
        package var title: String
        /// Second label line: storyboard ID, referenced scene, or nil.
        package var subtitle: String?
        /// Whether it is its storyboard's initial controller.
        package var isInitial: Bool
        /// Index into ``FlowGraph/storyboards``.
        package var storyboard: Int
    }

    package struct Edge: Sendable, Equatable {
        /// The ``Node/id`` of the scene the segue starts at.
        package var from: String
        /// The ``Node/id`` of the scene, reference or unwind target it leads to.
        package var to: String
        package var style: EdgeStyle
        /// `identifier (kind)`, or the kind alone; relationship edges show the relationship name.
        package var label: String
    }

    /// File names of the storyboards, in input order.
    package var storyboards: [String]

    /// What the header line says the graph is drawn from: the storyboards' names, or `no storyboards`.
    var drawnFrom: String {
        storyboards.isEmpty ? "no storyboards" : storyboards.joined(separator: ", ").replacingOccurrences(of: "\n", with: " ")
    }
    /// Nodes in file order.
    package var nodes: [Node]
    /// Edges in file order.
    package var edges: [Edge]

    /// Builds the graph of one or more storyboards (each storyboard's nodes are kept apart).
    package init(documents: [StoryboardDocument]) {
        var nodes: [Node] = []
        var edges: [Edge] = []
        for (index, document) in documents.enumerated() {
            let prefix = "s\(index)_"
            var known = Set<String>()
            var unwindNodes: [String: String] = [:]
            for scene in document.scenes {
                for controller in scene.controllers {
                    let title = controller.customClass ?? controller.kind.elementName
                    nodes.append(Node(
                        id: prefix + controller.id, kind: .controller, title: title,
                        subtitle: controller.storyboardIdentifier.flatMap { $0.isEmpty || $0 == title ? nil : $0 },
                        isInitial: controller.id == document.initialControllerID, storyboard: index))
                    known.insert(controller.id)
                }
                for reference in scene.references {
                    let name = reference.storyboardName ?? SegueCatalog.storyboardName(of: document.filePath)
                    nodes.append(Node(
                        id: prefix + reference.id, kind: .reference, title: "\(name).storyboard",
                        subtitle: reference.referencedIdentifier ?? "initial", isInitial: reference.id == document.initialControllerID, storyboard: index))
                    known.insert(reference.id)
                }
            }
            for segue in document.segues {
                guard let source = segue.sourceControllerID else { continue }
                var target = prefix + segue.destinationID
                if segue.kind == .unwind {
                    let action = segue.unwindAction ?? "unwind"
                    if let existing = unwindNodes[action] {
                        target = existing
                    } else {
                        target = prefix + "unwind_\(unwindNodes.count)"
                        unwindNodes[action] = target
                        nodes.append(Node(id: target, kind: .unwind, title: action, subtitle: "unwind",
                                          isInitial: false, storyboard: index))
                    }
                } else if !known.contains(segue.destinationID) {
                    known.insert(segue.destinationID)
                    nodes.append(Node(id: target, kind: .missing, title: segue.destinationID, subtitle: "not in this file",
                                      isInitial: false, storyboard: index))
                }
                var label: String
                if case .relationship(let name) = segue.kind {
                    label = name.isEmpty ? "relationship" : name
                } else {
                    label = segue.kind.rawKind
                }
                if let identifier = segue.identifier, !identifier.isEmpty {
                    label = "\(identifier) (\(label))"
                }
                if let segueClass = segue.customClass {
                    label += " [\(segueClass)]"
                }
                edges.append(Edge(from: prefix + source, to: target, style: EdgeStyle(segue.kind), label: label))
            }
        }
        self.storyboards = documents.map { SegueCatalog.fileName(of: $0.filePath) }
        self.nodes = nodes
        self.edges = edges
    }
}
