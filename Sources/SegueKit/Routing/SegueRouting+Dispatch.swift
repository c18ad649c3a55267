// MARK: Default Implementation (platform-independent)
//
// The UIKit and AppKit layers read a segue's identifier and destination and hand them here; the
// order in which routes run, and what happens for identifiers without one, is decided in this file.

extension SegueRouting {
    /// Answers `shouldPerformSegue(withIdentifier:sender:)` from the gates in ``SegueRouting/segueRoutes``:
    /// the one line of that override. An identifier without a gate, or one that is not a case, answers
    /// `true`, as UIKit and AppKit do.
    public func shouldPerformRoutedSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard let gate = type(of: self).segueRoutes.routes[identifier]?.gate else { return true }
        return gate(routedController, sender)
    }

    /// Runs the routes for one segue: embed capture, waiting call-site closure, handler. A case without a
    /// route does nothing; a missing or unknown identifier or a wrong destination type throws.
    func routePrepare(identifier: String?, destination: AnyObject, sender: Any?) throws(SegueRoutingError) {
        // The dynamic class's routes, so a subclass's override wins through a superclass-typed reference.
        guard let identifier, let route = type(of: self).segueRoutes.routes[identifier] else {
            try prepareWithoutRoute(identifier: identifier, destination: destination)
            return
        }
        let source = routedController
        do {
            try route.connect?(source, destination, identifier, sender)
            PendingSegueConfigurations.runPending(on: self, identifier: identifier, destination: destination)
            try route.handler?(source, destination, identifier, sender)
        } catch let error as SegueDestinationError {
            throw .wrongDestination(error)
        } catch {
            fatalError("SegueKit routes throw only SegueDestinationError; got \(error)")
        }
    }

    /// A segue whose identifier has no route: an unknown identifier is an error; a case without a
    /// route only gives a waiting call-site closure its turn.
    private func prepareWithoutRoute(identifier: String?, destination: AnyObject) throws(SegueRoutingError) {
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
    func routePrepareOrStop(identifier: String?, destination: AnyObject, sender: Any?) {
        do {
            try routePrepare(identifier: identifier, destination: destination, sender: sender)
        } catch {
            stop(with: error)
        }
    }

    /// This controller as the class its routes are declared for, which the routes' closures receive.
    private var routedController: RoutedController {
        guard let controller = self as? RoutedController else {
            let name = typeName(type(of: self))
            let declared = typeName(RoutedController.self)
            fatalError(
                "\(name).segueRoutes is declared as SegueRoutes<\(declared)>, but \(name) is not a \(declared). "
                    + "Declare it as SegueRoutes<\(name)>.")
        }
        return controller
    }
}
