// MARK: Default Implementation (platform-independent)
//
// The UIKit and AppKit layers read a segue's identifier and destination and hand them here; the
// order in which routes run, and what happens for identifiers without one, is decided in this file.
//
// This runs in every `prepare(for:sender:)`, so the success path is `@inlinable` (it specializes to
// the controller in the app, as `ControllerSearch` does) and does no hashing and no allocation: the
// routes of the class last routed are kept at hand, and a class's few identifiers are compared in turn.

extension SegueRouting {
    /// Answers `shouldPerformSegue(withIdentifier:sender:)` from the gates in ``SegueRouting/segueRoutes``;
    /// an identifier without a gate, or one that is not a case, answers `true`, as UIKit and AppKit do:
    ///
    /// ```swift
    /// override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    ///     shouldPerformRoutedSegue(withIdentifier: identifier, sender: sender)
    /// }
    /// ```
    @inlinable
    public func shouldPerformRoutedSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        let routes = SegueRouteCache.routes(for: self)
        guard let position = routes.position(of: identifier), let gate = routes.routes[position].gate else { return true }
        return gate(self, sender)
    }

    /// Runs the routes for one segue: embed capture, waiting call-site closure, handler. A case without a
    /// route does nothing; a missing or unknown identifier or a wrong destination type throws.
    @inlinable
    func routePrepare(
        identifier: String?, destination: AnyObject, sender: Any?
    ) throws(SegueRoutingError) {
        let routes = SegueRouteCache.routes(for: self)
        guard let identifier, let position = routes.position(of: identifier) else {
            try prepareWithoutRoute(identifier: identifier, destination: destination)
            return
        }
        do {
            // Called in place: copying the route out would retain all its closures.
            try routes.routes[position].connect?(self, destination, identifier, sender)
            if SegueRoutingState.current.pointee.waitingConfigurations > 0 {
                PendingSegueConfigurations.runPending(on: self, identifier: identifier, destination: destination)
            }
            try routes.routes[position].handler?(self, destination, identifier, sender)
        } catch let error as SegueDestinationError {
            throw .wrongDestination(error)
        } catch {
            fatalError("SegueKit routes throw only SegueDestinationError; got \(error)")
        }
    }

    /// A segue whose identifier has no route: an unknown identifier is an error; a case without a
    /// route only gives a waiting one-shot closure its turn.
    @usableFromInline
    func prepareWithoutRoute(identifier: String?, destination: AnyObject) throws(SegueRoutingError) {
        // Routes exist only for cases, so only a segue without one is checked against the enum.
        let known: SegueIdentifier
        do {
            known = try segueIdentifier(forRawValue: identifier)
        } catch {
            throw .unknownIdentifier(error)
        }
        PendingSegueConfigurations.runPending(on: self, identifier: known.rawValue, destination: destination)
    }

    /// `routePrepare`, stopping the app with the error's description: the form the one forwarding
    /// line uses.
    @inlinable
    func routePrepareOrStop(identifier: String?, destination: AnyObject, sender: Any?) {
        do {
            try routePrepare(identifier: identifier, destination: destination, sender: sender)
        } catch {
            stopRouting(with: error)
        }
    }
}

/// Stops the app with `error`'s description.
@usableFromInline
func stopRouting(with error: SegueRoutingError) -> Never {
    fatalError(error.description)
}

/// The routes of one controller class, ready for dispatch: made once per class from its
/// `segueRoutes`, never changed afterwards.
@MainActor
@usableFromInline
final class ResolvedSegueRoutes {
    /// The controller class these are the routes of.
    @usableFromInline let controllerClass: ObjectIdentifier
    /// Identifier raw values, parallel to `routes`.
    @usableFromInline let identifiers: [String]
    /// `identifiers`' UTF-8 lengths.
    @usableFromInline let lengths: [Int]
    @usableFromInline let routes: [SegueRouteTable.Route]
    /// For classes with many routes, where comparing in turn would cost more than hashing.
    @usableFromInline let index: [String: Int]?

    init(controllerClass: ObjectIdentifier, table: SegueRouteTable) {
        self.controllerClass = controllerClass
        let sorted = table.routes.sorted { $0.key < $1.key }
        identifiers = sorted.map(\.key)
        lengths = identifiers.map(\.utf8.count)
        routes = sorted.map(\.value)
        index = sorted.count > 16 ? Dictionary(uniqueKeysWithValues: identifiers.enumerated().map { ($1, $0) }) : nil
    }

    /// Where the route for `identifier` is in `routes`, if the class has one.
    @inlinable
    func position(of identifier: String) -> Int? {
        if let index {
            return index[identifier]
        }
        // Comparing lengths first skips most non-matching identifiers without a call into String.
        let length = identifier.utf8.count
        for position in identifiers.indices where lengths[position] == length && identifiers[position] == identifier {
            return position
        }
        return nil
    }
}

/// The routes of each routing class, read from its `segueRoutes` the first time one of its segues
/// is routed, keyed by the controller's dynamic class (so a subclass's override wins even when called
/// through a superclass-typed reference). Routes hold closures that receive the controller as a
/// parameter, never an instance.
@MainActor
@usableFromInline
enum SegueRouteCache {
    private static var resolved: [ObjectIdentifier: ResolvedSegueRoutes] = [:]

    /// `controller`'s routes.
    @inlinable
    static func routes<Controller: SegueRouting>(for controller: Controller) -> ResolvedSegueRoutes {
        let key = ObjectIdentifier(type(of: controller))
        if let recent = SegueRoutingState.current.pointee.mostRecentRoutes, recent.controllerClass == key { return recent }
        return resolve(controller)
    }

    /// Finds or makes `controller`'s routes. The first time for a class, also checks that the class is
    /// the `RoutedController` its routes are declared for, which the routes' closures rely on.
    @usableFromInline
    static func resolve<Controller: SegueRouting>(_ controller: Controller) -> ResolvedSegueRoutes {
        let controllerType = type(of: controller)
        let key = ObjectIdentifier(controllerType)
        if let routes = resolved[key] {
            SegueRoutingState.current.pointee.mostRecentRoutes = routes
            return routes
        }
        guard controller is Controller.RoutedController else {
            let name = String(reflecting: controllerType)
            let declared = String(reflecting: Controller.RoutedController.self)
            fatalError(
                "\(name).segueRoutes is declared as SegueRoutes<\(declared)>, but \(name) is not a \(declared). "
                    + "Declare it as SegueRoutes<\(name)>.")
        }
        let routes = ResolvedSegueRoutes(controllerClass: key, table: controllerType.segueRoutes.table)
        resolved[key] = routes
        SegueRoutingState.current.pointee.mostRecentRoutes = routes
        return routes
    }
}

/// The two values every routed `prepare` reads, kept where reading them costs no dynamic exclusivity
/// check (a `static var` costs one per access): the routes of the class routed last, and how many
/// one-shot closures wait. Main-actor state, like everything in routing.
@MainActor
@usableFromInline
struct SegueRoutingState {
    @usableFromInline var mostRecentRoutes: ResolvedSegueRoutes?
    @usableFromInline var waitingConfigurations = 0

    @usableFromInline
    static let current: UnsafeMutablePointer<SegueRoutingState> = {
        let state = UnsafeMutablePointer<SegueRoutingState>.allocate(capacity: 1)
        state.initialize(to: SegueRoutingState())
        return state
    }()
}
