/// The one search behind every typed controller SegueKit hands out: the first controller of a type in a
/// controller and everything it contains, depth-first and front first (a stack's top, the selected tab),
/// so asking for a container returns the container. A segue's `destination(as:)` uses it; call it
/// yourself for a controller that did not come with a segue (SegueKitGating's gates do).
@MainActor
public enum ControllerSearch {
    /// The first controller of type `expected` in `root`'s hierarchy, root first. A metatype held as a
    /// wider type (`let wanted: UIViewController.Type = BookViewController.self`, as a table of
    /// destinations holds them) finds a controller of exactly that class.
    public static func first<Expected>(_ expected: Expected.Type, in root: AnyObject) -> Expected? {
        let exactClass = ObjectIdentifier(expected) == ObjectIdentifier(Expected.self) ? nil : ObjectIdentifier(expected)
        var visited: Set<ObjectIdentifier> = []
        return depthFirst(expected, exactClass: exactClass, in: root, visited: &visited)
    }

    /// `root` as `Expected`, searched as `first(_:in:)` does, or an error that shows what was found.
    static func require<Expected>(
        _ expected: Expected.Type, in root: AnyObject, role: SegueDestinationError.Role, segueIdentifier: String?, unwindAction: String? = nil
    ) throws(SegueDestinationError) -> Expected {
        if let match = first(expected, in: root) { return match }
        throw SegueDestinationError(
            role: role, expectedType: typeName(expected), segueIdentifier: segueIdentifier, unwindAction: unwindAction,
            foundHierarchy: hierarchyDescription(of: root))
    }

    private static func depthFirst<Expected>(
        _ expected: Expected.Type, exactClass: ObjectIdentifier?, in node: AnyObject, visited: inout Set<ObjectIdentifier>
    ) -> Expected? {
        if let match = node as? Expected, exactClass.map({ $0 == ObjectIdentifier(type(of: node)) }) ?? true { return match }
        let custom = node as? any ControllerContainer
        // UIKit and AppKit give a controller one parent, so only a custom container can list an ancestor:
        // each is searched once, which ends any cycle.
        if custom != nil, !visited.insert(ObjectIdentifier(node)).inserted { return nil }
        for child in custom?.containedControllers ?? SystemContainers.children(of: node) ?? [] {
            if let match = depthFirst(expected, exactClass: exactClass, in: child, visited: &visited) { return match }
        }
        return nil
    }

    /// What `node` contains, front first: a ``ControllerContainer``'s `containedControllers` (also for
    /// a subclass of a system container that conforms), a system container's children, or nothing.
    static func children(of node: AnyObject) -> [AnyObject] {
        (node as? any ControllerContainer)?.containedControllers ?? SystemContainers.children(of: node) ?? []
    }

    /// The hierarchy below `root` as an indented tree of type names, for error messages.
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
