/// Why a segue action or a storyboard creator could not make a controller with its dependencies.
enum DependencyInjectionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The segue's identifier is missing or is not a case of the source's `SegueIdentifier`; the
    /// core error says which cases exist.
    case unknownSegueIdentifier(SegueIdentifierError)

    /// The identifier is a case, but nothing was registered for it (or, for a segue without an
    /// identifier, no registration makes the expected type).
    case noFactoryRegistered(source: String, segueIdentifier: String?, segueCase: String?, expectedType: String, registeredIdentifiers: [String])

    /// The controller registered or made for the segue is not of the type the segue action returns.
    case wrongControllerType(source: String, segueIdentifier: String?, expectedType: String, foundType: String)

    /// A segue without an identifier matched several registrations by type, so SegueKit cannot tell
    /// which one to use.
    case ambiguousFactories(source: String, expectedType: String, candidateIdentifiers: [String])

    /// The dependencies were nil when the controller was about to be made.
    case missingDependencies(controller: String, dependencies: String, segueIdentifier: String?)

    /// `init?(coder:dependencies:)` returned nil.
    case initializerFailed(controller: String, segueIdentifier: String?)

    /// The storyboard created the controller with plain `init?(coder:)`, without its dependencies;
    /// the message ``CoderInitializable/stopForMissingDependencies(file:line:)`` stops with.
    case createdWithoutDependencies(controller: String, dependencies: String)

    static func missingDependencies<Controller: CoderInitializable>(for controller: Controller.Type, segueIdentifier: String?) -> Self {
        .missingDependencies(
            controller: typeName(controller), dependencies: typeName(Controller.Dependencies.self),
            segueIdentifier: segueIdentifier)
    }

    /// A sentence naming what was asked for, what was found, and what to change.
    var description: String {
        switch self {
        case .unknownSegueIdentifier(let error):
            return error.description
        case let .noFactoryRegistered(source, segueIdentifier?, segueCase, expected, registered):
            return "\(source) has no segue action factory registered for \"\(segueIdentifier)\" (the segue action returns \(expected)). "
                + "Add one to its SegueActionRegistry with register(.\(segueCase ?? segueIdentifier), <destination type>.self) { … }. "
                + Self.list("Registered", registered)
        case let .noFactoryRegistered(source, nil, _, expected, registered):
            return "\(source) received a segue action call without a segue identifier (the one- and two-argument @IBSegueAction shapes never pass one, "
                + "nor does a segue without an identifier in Interface Builder), and no factory registered with it makes \(expected). "
                + "Use the three-argument shape (coder, sender, segueIdentifier) and pass the identifier on, giving the segue one, "
                + "or register one factory for \(Self.shortName(expected)). "
                + Self.list("Registered", registered)
        case let .wrongControllerType(source, segueIdentifier, expected, found):
            return "The segue action for \(Self.segue(segueIdentifier)) on \(source) is declared to return \(expected), "
                + "but the factory registered for it makes \(found). The storyboard scene's class and the registration must agree."
        case let .ambiguousFactories(source, expected, candidates):
            return "\(source) received a segue action call without a segue identifier, and several factories make \(expected): "
                + candidates.map { "\"\($0)\"" }.joined(separator: ", ")
                + ". Use the three-argument @IBSegueAction shape (coder, sender, segueIdentifier), and give the segue an identifier in "
                + "Interface Builder, so SegueKit can tell them apart."
        case let .missingDependencies(controller, dependencies, segueIdentifier):
            let origin = segueIdentifier.map { " for segue \"\($0)\"" } ?? ""
            return "\(controller) needs its dependencies (\(dependencies)), but none were provided\(origin). "
                + "Returning nil from a segue action would make the storyboard call init(coder:) without them; "
                + "prevent the segue in shouldPerformSegue(withIdentifier:sender:) instead, or provide the dependencies."
        case let .initializerFailed(controller, segueIdentifier):
            let origin = segueIdentifier.map { " for segue \"\($0)\"" } ?? ""
            return "init?(coder:dependencies:) of \(controller) returned nil\(origin)."
        case let .createdWithoutDependencies(controller, dependencies):
            return "\(controller) was created with init(coder:), without its dependencies (\(dependencies)). "
                + "The storyboard does this when the segue (or relationship/embed segue) that reaches the scene has no "
                + "destinationCreationSelector, when that selector names no method of the segue's source, or when the "
                + "@IBSegueAction returned nil; code that instantiates the scene must pass a creator. "
                + "Create it with init?(coder:dependencies:); `seguekit check` verifies the selectors."
        }
    }

    private static func segue(_ identifier: String?) -> String {
        identifier.map { "\"\($0)\"" } ?? "a segue without an identifier"
    }

    private static func list(_ label: String, _ identifiers: [String]) -> String {
        identifiers.isEmpty ? "Nothing is registered." : "\(label): " + identifiers.map { "\"\($0)\"" }.joined(separator: ", ") + "."
    }

    /// `App.BookViewController` → `BookViewController`.
    private static func shortName(_ reflecting: String) -> String {
        reflecting.split(separator: ".").last.map(String.init) ?? reflecting
    }
}
