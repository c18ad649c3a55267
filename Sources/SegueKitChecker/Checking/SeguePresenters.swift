import SegueKitStoryboard

/// Where each segue of the given storyboards leads, through storyboard references too, and which
/// controllers lead to each controller: the ones UIKit may call a container's relationship segue
/// action on. Storyboards are numbered in the order given.
struct SeguePresenters {
    /// A controller of one of the storyboards: the storyboard's position and the controller's id.
    struct Node: Hashable {
        var position: Int
        var id: String
    }

    /// The storyboards, indexed, in the order given (a ``Node``'s `position`).
    private let indexes: [StoryboardIndex]
    /// The sources of the segues that are not relationships into each controller, in storyboard order.
    private var presenting: [Node: [Node]] = [:]
    /// The containers whose relationship segues hold each controller.
    private var containing: [Node: [Node]] = [:]
    private let references: ReferencedStoryboards

    /// Over the storyboards `catalog` indexed.
    init(_ catalog: SegueCatalog) {
        indexes = catalog.indexes
        references = ReferencedStoryboards(indexes, modules: catalog.modules)
        for (position, index) in indexes.enumerated() {
            for segue in index.document.segues where segue.kind != .unwind {
                guard let source = segue.sourceControllerID, let target = destination(of: segue, at: position) else { continue }
                let from = Node(position: position, id: source)
                if segue.kind.isRelationship {
                    containing[target.node, default: []].append(from)
                } else {
                    presenting[target.node, default: []].append(from)
                }
            }
        }
    }

    /// The controller `segue`, of the storyboard at `position`, leads to: of its storyboard, or the one
    /// a storyboard reference opens among the given storyboards.
    func destination(of segue: StoryboardSegue, at position: Int) -> (node: Node, controller: StoryboardController)? {
        switch indexes[position].destination(of: segue) {
        case .controller(let controller):
            return (Node(position: position, id: controller.id), controller)
        case .reference(let reference):
            guard let target = references.target(of: reference, from: position),
                  let controller = references.controller(reference, in: target) else { return nil }
            return (Node(position: target, id: controller.id), controller)
        case .exit, nil:
            return nil
        }
    }

    /// The controllers whose segues lead to `node`.
    func presenters(of node: Node) -> [Node] {
        presenting[node] ?? []
    }

    /// For a relationship segue of the container `node`: the controllers that lead to it, and, when a
    /// container holds it in turn (a navigation controller in a tab), that container and the controllers
    /// that lead to that one, outwards.
    func presentersThroughContainers(of node: Node) -> [Node] {
        var result: [Node] = []
        var seen: Set<Node> = [node]
        var pending = [node]
        while !pending.isEmpty {
            let current = pending.removeFirst()
            for presenter in presenters(of: current) where seen.insert(presenter).inserted { result.append(presenter) }
            for container in containing[current] ?? [] where seen.insert(container).inserted {
                result.append(container)
                pending.append(container)
            }
        }
        return result
    }

    /// The controller `node` stands for.
    func controller(_ node: Node) -> StoryboardController? {
        indexes[node.position].controller(withID: node.id)
    }

    /// The platform of the storyboard `node` is in.
    func platform(of node: Node) -> StoryboardPlatform {
        indexes[node.position].document.platform
    }

    /// The path of the storyboard `node` is in.
    func filePath(of node: Node) -> String {
        indexes[node.position].document.filePath
    }
}
