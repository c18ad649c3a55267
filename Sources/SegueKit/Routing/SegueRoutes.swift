/// The routes of a controller class: per segue identifier, at most one embed capture, one handler and
/// one gate. Each builder method returns a copy with the route added, replacing one of the same kind
/// for that identifier, which is how a subclass overrides what it inherits.
///
/// ```swift
/// class LibraryViewController: UITableViewController, SegueRouting {
///     enum SegueIdentifier: String, CaseIterable { case editBook, showAccount, embedStats }
///
///     var selectedBook: Book?
///     var stats: StatsViewController?
///
///     class var segueRoutes: SegueRoutes<LibraryViewController> {
///         SegueRoutes()
///             .connect(.embedStats, to: \.stats)
///             .prepare(.editBook) { (library, editor: BookEditorViewController, _) in editor.book = library.selectedBook }
///             .shouldPerform(.showAccount) { _, _ in session.isSignedIn }
///     }
/// }
/// ```
///
/// For each segue the embed capture runs first, then a call-site closure of
/// `performSegue(withIdentifier:sender:as:configure:)`, then the handler, then the rest of your
/// `prepare(for:sender:)`. See `Docs/Routing.md`.
@MainActor
public struct SegueRoutes<Source: SegueHandlerType & AnyObject> {
    /// An embed capture or a handler. Throws only `SegueDestinationError` (untyped: Swift 6.3.1's
    /// SILGen crashes on typed-throws closure literals stored this way).
    typealias Step = (_ source: Source, _ destination: AnyObject, _ identifier: String, _ sender: Any?) throws -> Void

    struct Route {
        var connect: Step?
        var handler: Step?
        var gate: ((_ source: Source, _ sender: Any?) -> Bool)?
    }

    /// Keyed by the identifier's raw value.
    var routes: [String: Route] = [:]

    /// No routes: the start of a chain.
    public init() {}

    // MARK: Handlers

    /// Adds the handler for `identifier`. It receives the controller, the destination as `Destination`,
    /// found inside containers as `segue.destination(as:)` finds it, and the sender. A destination that
    /// is not and does not contain a `Destination` stops the app with the ``SegueDestinationError``.
    public func prepare<Destination>(
        _ identifier: Source.SegueIdentifier, as destinationType: Destination.Type = Destination.self,
        _ handler: @escaping (_ source: Source, _ destination: Destination, _ sender: Any?) -> Void
    ) -> SegueRoutes {
        var routes = self
        routes.routes[identifier.rawValue, default: Route()].handler = { source, root, raw, sender in
            handler(source, try ControllerSearch.require(destinationType, in: root, role: .destination, segueIdentifier: raw), sender)
        }
        return routes
    }

    /// Adds the handler for `identifier` in a subclass's routes, where it needs the controller as the
    /// subclass:
    ///
    /// ```swift
    /// final class FeaturedLibraryViewController: LibraryViewController {
    ///     var featuredBook: Book?
    ///
    ///     override class var segueRoutes: SegueRoutes<LibraryViewController> {
    ///         super.segueRoutes.prepare(.showBook, from: FeaturedLibraryViewController.self) { (featured, book: BookViewController, _) in
    ///             book.book = featured.featuredBook
    ///         }
    ///     }
    /// }
    /// ```
    public func prepare<Subclass, Destination>(
        _ identifier: Source.SegueIdentifier, from subclass: Subclass.Type, as destinationType: Destination.Type = Destination.self,
        _ handler: @escaping (_ source: Subclass, _ destination: Destination, _ sender: Any?) -> Void
    ) -> SegueRoutes {
        prepare(identifier, as: destinationType) { source, destination, sender in
            handler(Self.cast(source, to: subclass, identifier: identifier), destination, sender)
        }
    }

    // MARK: Embed capture

    /// Stores the destination of `identifier`, typically an embed segue, into the controller's `keyPath`
    /// before the call-site closure and the handler run. Embed segues are prepared before `viewDidLoad`,
    /// so the property is set by then.
    public func connect<Child>(_ identifier: Source.SegueIdentifier, to keyPath: ReferenceWritableKeyPath<Source, Child?>) -> SegueRoutes {
        var routes = self
        routes.routes[identifier.rawValue, default: Route()].connect = { source, root, raw, _ in
            source[keyPath: keyPath] = try ControllerSearch.require(Child.self, in: root, role: .destination, segueIdentifier: raw)
        }
        return routes
    }

    /// Stores the destination of `identifier` into a property a subclass declares, from the subclass's
    /// routes: `super.segueRoutes.connect(.embedStats, to: \FeaturedLibraryViewController.featuredStats)`.
    public func connect<Subclass, Child>(_ identifier: Source.SegueIdentifier, to keyPath: ReferenceWritableKeyPath<Subclass, Child?>) -> SegueRoutes {
        var routes = self
        routes.routes[identifier.rawValue, default: Route()].connect = { source, root, raw, _ in
            let child = try ControllerSearch.require(Child.self, in: root, role: .destination, segueIdentifier: raw)
            Self.cast(source, to: Subclass.self, identifier: identifier)[keyPath: keyPath] = child
        }
        return routes
    }

    // MARK: Gates

    /// Adds the gate for `identifier`, which `shouldPerformRoutedSegue(withIdentifier:sender:)` asks
    /// whether the segue may go on. UIKit asks only for segues a control fires; AppKit also for
    /// `performSegue` from code.
    public func shouldPerform(_ identifier: Source.SegueIdentifier, _ gate: @escaping (_ source: Source, _ sender: Any?) -> Bool) -> SegueRoutes {
        var routes = self
        routes.routes[identifier.rawValue, default: Route()].gate = gate
        return routes
    }

    /// Adds the gate for `identifier` in a subclass's routes, where it needs the controller as the subclass.
    public func shouldPerform<Subclass>(
        _ identifier: Source.SegueIdentifier, from subclass: Subclass.Type, _ gate: @escaping (_ source: Subclass, _ sender: Any?) -> Bool
    ) -> SegueRoutes {
        shouldPerform(identifier) { source, sender in gate(Self.cast(source, to: subclass, identifier: identifier), sender) }
    }

    // MARK: Support

    /// `source` as the subclass a route was registered `from:`; stops when a superclass's instance
    /// reaches a route registered for a subclass, or the route names a class that is no subclass (which
    /// compiles: a generic `Subclass` cannot be required to inherit from `Source`).
    static func cast<Subclass>(_ source: Source, to subclass: Subclass.Type, identifier: Source.SegueIdentifier) -> Subclass {
        guard let typed = source as? Subclass else {
            let registered = typeName(subclass), routed = typeName(Source.self)
            let advice = subclass is Source.Type
                ? "Register it in \(registered).segueRoutes."
                : "\(registered) is not \(routed) or a subclass of it: name a property of \(routed), or of the subclass whose segueRoutes registers the route."
            fatalError(
                "The route for segue \"\(identifier.rawValue)\" was registered from \(registered), "
                    + "but the segue's source is a \(typeName(type(of: source))). " + advice)
        }
        return typed
    }
}
