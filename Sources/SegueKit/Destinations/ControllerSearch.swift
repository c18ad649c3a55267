/// The one search behind every typed controller SegueKit hands out: the first controller of a type in a
/// controller and everything it contains, depth-first and front first (a stack's top, the selected tab),
/// so asking for a container returns the container. The front path is `@inlinable` and allocates nothing.
@MainActor
@usableFromInline
enum ControllerSearch {
    /// The first controller of type `Expected` in `root`'s hierarchy, root first. The root and the
    /// two controllers in front of it (a navigation controller's top; a tab's navigation controller and
    /// its top) are looked at inline; anything else takes the general search.
    @inlinable
    static func first<Expected>(_ expected: Expected.Type, in root: AnyObject) -> Expected? {
        if let match = root as? Expected { return match }
        if let front = SystemContainers.front(of: root) {
            if let match = front as? Expected { return match }
            if let next = SystemContainers.front(of: front), let match = next as? Expected { return match }
        }
        return firstOffTheFrontPath(expected, in: root)
    }

    /// `root` as `Expected`, searched as `first(_:in:)` does, or an error that shows what was found.
    /// `segueIdentifier` is read only to build the error.
    @inlinable
    static func require<Expected>(
        _ expected: Expected.Type, in root: AnyObject, role: SegueDestinationError.Role,
        segueIdentifier: @autoclosure () -> String?
    ) throws(SegueDestinationError) -> Expected {
        if let match = first(expected, in: root) { return match }
        throw notFound(expected, in: root, role: role, segueIdentifier: segueIdentifier())
    }

    /// The full depth-first search (which visits the front path again first, so the answer is the one
    /// the front path would give where it reaches).
    @usableFromInline
    static func firstOffTheFrontPath<Expected>(_ expected: Expected.Type, in root: AnyObject) -> Expected? {
        var visited: Set<ObjectIdentifier> = []
        return depthFirst(expected, in: root, visited: &visited)
    }

    private static func depthFirst<Expected>(_ expected: Expected.Type, in node: AnyObject, visited: inout Set<ObjectIdentifier>) -> Expected? {
        // A custom container could list an ancestor; each controller is searched once, which ends any cycle.
        guard visited.insert(ObjectIdentifier(node)).inserted else { return nil }
        if let match = node as? Expected { return match }
        for child in children(of: node) {
            if let match = depthFirst(expected, in: child, visited: &visited) { return match }
        }
        return nil
    }

    /// What `node` contains, front first: a system container's children, a ``ControllerContainer``'s
    /// `containedControllers`, or nothing.
    static func children(of node: AnyObject) -> [AnyObject] {
        SystemContainers.children(of: node) ?? (node as? any ControllerContainer)?.containedControllers ?? []
    }

    /// The error for a search that found nothing: the expected type and the hierarchy found.
    @usableFromInline
    static func notFound(
        _ expected: Any.Type, in root: AnyObject, role: SegueDestinationError.Role, segueIdentifier: String?
    ) -> SegueDestinationError {
        SegueDestinationError(
            role: role, expectedType: typeName(expected), segueIdentifier: segueIdentifier,
            foundHierarchy: hierarchyDescription(of: root))
    }

    /// The hierarchy below `root` as an indented tree of type names, for error messages:
    static func hierarchyDescription(of root: AnyObject) -> String {
        var lines: [String] = []
        var visited: Set<ObjectIdentifier> = []
        describe(root, prefix: "", childPrefix: "", into: &lines, visited: &visited)
        return lines.joined(separator: "\n")
    }

    private static func describe(
        _ node: AnyObject, prefix: String, childPrefix: String, into lines: inout [String], visited: inout Set<ObjectIdentifier>
    ) {
        let name = typeName(type(of: node))
        guard visited.insert(ObjectIdentifier(node)).inserted else {
            lines.append(prefix + name + " (seen above)")
            return
        }
        lines.append(prefix + name)
        let children = children(of: node)
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            describe(
                child, prefix: childPrefix + (isLast ? "└─ " : "├─ "), childPrefix: childPrefix + (isLast ? "   " : "│  "),
                into: &lines, visited: &visited)
        }
    }
}
