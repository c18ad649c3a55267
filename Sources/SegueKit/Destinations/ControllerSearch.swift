/// Finds a controller of an expected type in a controller and, through `ControllerContainer`s,
/// everything it contains.
///
/// The search is depth-first in each container's preferred order, so a tab bar's selected tab, a
/// navigation stack's top and a window's content are looked at before anything else; the first
/// match wins. A controller that is itself of the expected type matches before its children, so
/// asking for a navigation controller returns the container, not what is inside it.
///
/// The search runs in every `prepare(for:sender:)`, so its success path is `@inlinable` (the casts
/// specialize to the expected type in the app) and allocates nothing; building an error is not.
@MainActor
@usableFromInline
enum ControllerSearch {
    /// The first controller of type `Expected` in `root`'s hierarchy, root first.
    @inlinable
    static func first<Expected>(_ expected: Expected.Type, in root: AnyObject) -> Expected? {
        var visits = Visits()
        return first(expected, in: root, visits: &visits)
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

    @inlinable
    static func first<Expected>(_ expected: Expected.Type, in node: AnyObject, visits: inout Visits) -> Expected? {
        guard visits.enter(node) else { return nil }
        if let match = node as? Expected { return match }
        guard let container = node as? any ControllerContainer else { return nil }
        // The front controller and its subtree first (the common case, without building the
        // children array), then the other children in order.
        guard let front = container.frontController else { return nil }
        if let match = first(expected, in: front, visits: &visits) { return match }
        for child in container.containedControllers where child !== front {
            if let match = first(expected, in: child, visits: &visits) { return match }
        }
        return nil
    }

    /// Counts the controllers searched. A hierarchy made of system containers is a tree, but a custom
    /// container could list an ancestor; after more controllers than a real hierarchy has, each is
    /// remembered and searched once, which ends any cycle. (Nothing is allocated before that.)
    @usableFromInline
    struct Visits {
        @usableFromInline static var untrackedVisits: Int { 32 }
        @usableFromInline var count = 0
        @usableFromInline var seen: Set<ObjectIdentifier> = []

        @inlinable init() {}

        /// Whether `node` should be searched: always for the first visits, then only once each.
        @inlinable
        mutating func enter(_ node: AnyObject) -> Bool {
            count += 1
            guard count > Self.untrackedVisits else { return true }
            return seen.insert(ObjectIdentifier(node)).inserted
        }
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
    ///
    ///     UIKit.UITabBarController
    ///     ├─ UIKit.UINavigationController
    ///     │  └─ App.LibraryViewController
    ///     └─ App.SettingsViewController
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
        guard let container = node as? any ControllerContainer else { return }
        let children = container.containedControllers
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            describe(
                child, prefix: childPrefix + (isLast ? "└─ " : "├─ "), childPrefix: childPrefix + (isLast ? "   " : "│  "),
                into: &lines, visited: &visited)
        }
    }
}
