#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

/// `ControllerSearch` with a shortcut for the two shapes most segues have: the destination itself,
/// or a navigation controller whose top is the controller wanted. Those take two class casts; any
/// other shape falls through to the general search, which returns the same controller the shortcut
/// would (a navigation controller's front is its top), so the shortcut changes speed, not results.
@MainActor
@usableFromInline
enum UIKitControllerSearch {
    @inlinable
    static func first<Expected>(_ expected: Expected.Type, in root: UIViewController) -> Expected? {
        if let match = root as? Expected { return match }
        // A metatype check and an unchecked downcast: `as? UINavigationController` would retain the
        // controller once more, which costs as much as the rest of the shortcut.
        if type(of: root) is UINavigationController.Type {
            let navigation = unsafeDowncast(root, to: UINavigationController.self)
            if let match = navigation.topViewController as? Expected { return match }
        }
        return ControllerSearch.first(expected, in: root)
    }

    @inlinable
    static func require<Expected>(
        _ expected: Expected.Type, in root: UIViewController, role: SegueDestinationError.Role,
        segueIdentifier: @autoclosure () -> String?
    ) throws(SegueDestinationError) -> Expected {
        if let match = first(expected, in: root) { return match }
        throw ControllerSearch.notFound(expected, in: root, role: role, segueIdentifier: segueIdentifier())
    }
}
#endif
