import Foundation

/// The destination factories of one source controller, keyed by its `SegueIdentifier`, so one
/// `@IBSegueAction` method serves every segue of the controller.
///
/// Register a factory per case, then let the segue action look up the identifier UIKit (or AppKit)
/// passes in. Factories receive the source controller and the sender as arguments, so the registry
/// can be a `static let` that captures nothing — no retain cycle is possible:
///
/// ```swift
/// extension LibraryViewController {
///     static let segueActions = SegueActionRegistry<LibraryViewController> { registry in
///         registry.register(.showBook, BookViewController.self) { library, sender in library.selectedBook }
///         registry.register(.embedStats, StatsViewController.self) { library, sender in library.books }
///     }
///
///     // Set as the destinationCreationSelector of both segues in Interface Builder.
///     @IBSegueAction func makeDestination(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? {
///         Self.segueActions.destination(for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier)
///     }
/// }
/// ```
///
/// The lookup turns the identifier into a case with `segueIdentifier(forRawValue:)`, checks that the
/// registration makes the type the action returns *before* calling the factory, and checks the made
/// controller again afterwards. ``destination(for:coder:sender:segueIdentifier:as:file:line:)`` stops with a
/// precise message when something does not fit (a storyboard bug with no sensible recovery).
///
/// A segue without an identifier — or an action of the one- or two-argument shape, which UIKit does
/// not pass the identifier — is served by the only registration that makes the action's return type.
///
/// For a relationship segue (the root of a navigation controller that a segue presents) UIKit calls
/// the action on the *presenting* source. [I] It passes the identifier of the segue that presented
/// the container — the reference describes the receiver, not the identifier; SegueKit's Linux mirror
/// behaves so — so register the root's factory under that identifier, or serve the root with a
/// one- or two-argument action, which the registry resolves by the action's return type.
@MainActor
public struct SegueActionRegistry<Source: SegueHandlerType> {
    /// One registration: the type it declares and how to make it.
    struct Factory {
        var declaredType: Any.Type
        var make: @MainActor (_ source: Source, _ coder: NSCoder, _ sender: Any?, _ segueIdentifier: String?) throws(DependencyInjectionError) -> AnyObject?
    }

    private var factories: [String: Factory] = [:]
    private var order: [String] = []

    /// An empty registry; add factories with `register`.
    ///
    /// ```swift
    /// var registry = SegueActionRegistry<LibraryViewController>()
    /// registry.register(.showBook, BookViewController.self) { library, _ in library.selectedBook }
    /// ```
    init() {}

    /// A registry filled by `configure`, for a `static let`.
    ///
    /// ```swift
    /// static let segueActions = SegueActionRegistry<LibraryViewController> { registry in
    ///     registry.register(.showBook, BookViewController.self) { library, _ in library.selectedBook }
    /// }
    /// ```
    public init(_ configure: (inout Self) -> Void) {
        configure(&self)
    }

    /// The raw values of the registered identifiers, in registration order.
    ///
    /// ```swift
    /// LibraryViewController.segueActions.registeredIdentifiers   // ["showBook", "embedStats"]
    /// ```
    var registeredIdentifiers: [String] { order }

    // MARK: Registering

    /// Registers a `CoderInitializable` destination for `identifier`: `dependencies` reads them from
    /// the source (and sender) and SegueKit calls `init?(coder:dependencies:)`.
    ///
    /// ```swift
    /// registry.register(.showBook, BookViewController.self) { library, sender in library.selectedBook }
    /// ```
    ///
    /// Return nil when the dependencies are missing: the lookup then stops with a message naming the
    /// controller and its `Dependencies` instead of letting the storyboard fall back to `init(coder:)`. Registering an identifier again
    /// replaces its factory.
    public mutating func register<Destination: CoderInitializable>(
        _ identifier: Source.SegueIdentifier, _ destination: Destination.Type = Destination.self,
        dependencies: @escaping @MainActor (_ source: Source, _ sender: Any?) -> Destination.Dependencies?
    ) {
        store(identifier, Factory(declaredType: destination) { source, coder, sender, segueIdentifier throws(DependencyInjectionError) in
            guard let values = dependencies(source, sender) else {
                throw .missingDependencies(for: Destination.self, segueIdentifier: segueIdentifier)
            }
            guard let controller = Destination(coder: coder, dependencies: values) else {
                throw .initializerFailed(controller: typeName(Destination.self), segueIdentifier: segueIdentifier)
            }
            return controller
        })
    }

    /// Registers any destination for `identifier`, made by `factory` from the source, the
    /// storyboard's coder and the sender.
    ///
    /// ```swift
    /// registry.register(.showAuthor, AuthorViewController.self) { book, coder, sender in
    ///     AuthorViewController(coder: coder, name: book.book.author)
    /// }
    /// ```
    ///
    /// A nil result is passed on to the storyboard, which then falls back to `init(coder:)`, as for
    /// any `@IBSegueAction`.
    public mutating func register<Destination: AnyObject>(
        _ identifier: Source.SegueIdentifier, _ destination: Destination.Type = Destination.self,
        factory: @escaping @MainActor (_ source: Source, _ coder: NSCoder, _ sender: Any?) -> Destination?
    ) {
        store(identifier, Factory(declaredType: destination) { source, coder, sender, _ in factory(source, coder, sender) })
    }

    private mutating func store(_ identifier: Source.SegueIdentifier, _ factory: Factory) {
        if factories.updateValue(factory, forKey: identifier.rawValue) == nil {
            order.append(identifier.rawValue)
        }
    }

    // MARK: Making destinations

    /// The destination for the segue UIKit or AppKit is creating, made by the factory registered for
    /// its identifier, for the body of an `@IBSegueAction`.
    ///
    /// ```swift
    /// @IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookViewController? {
    ///     Self.segueActions.destination(for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier)
    /// }
    /// ```
    ///
    /// `Expected` is the action's return type. An unknown identifier, a case without a factory, a
    /// registration or result that is not an `Expected`, or missing dependencies stop the app with a
    /// message that names the segue, the types and what was registered. Nil is returned only when a plain factory returns nil
    /// (the storyboard then falls back to `init(coder:)`).
    public func destination<Expected>(
        for source: Source, coder: NSCoder, sender: Any? = nil, segueIdentifier: String? = nil,
        as expected: Expected.Type = Expected.self, file: StaticString = #fileID, line: UInt = #line
    ) -> Expected? {
        do {
            return try checkedDestination(for: source, coder: coder, sender: sender, segueIdentifier: segueIdentifier, as: expected)
        } catch {
            fatalError(error.description, file: file, line: line)
        }
    }

    /// `destination(for:coder:sender:segueIdentifier:as:file:line:)`, throwing where it would stop.
    func checkedDestination<Expected>(
        for source: Source, coder: NSCoder, sender: Any? = nil, segueIdentifier: String? = nil,
        as expected: Expected.Type = Expected.self
    ) throws(DependencyInjectionError) -> Expected? {
        let sourceName = typeName(type(of: source))
        let expectedName = typeName(expected)
        let (rawValue, factory) = try lookUp(segueIdentifier, source: source, expected: expected)
        guard Self.mayMake(factory, expected) else {
            throw .wrongControllerType(
                source: sourceName, segueIdentifier: rawValue, expectedType: expectedName,
                foundType: typeName(factory.declaredType))
        }
        guard let made = try factory.make(source, coder, sender, rawValue) else { return nil }
        guard let typed = made as? Expected else {
            throw .wrongControllerType(
                source: sourceName, segueIdentifier: rawValue, expectedType: expectedName,
                foundType: typeName(type(of: made)))
        }
        return typed
    }

    /// Whether `factory`'s declared type can be an `Expected`. A class `Expected` is checked against
    /// the declared type, before the factory runs; an existential one (`AnyObject`, a protocol) cannot
    /// be checked against a metatype, so it is checked only against the made controller.
    private static func mayMake<Expected>(_ factory: Factory, _ expected: Expected.Type) -> Bool {
        !(expected is AnyClass) || factory.declaredType is Expected.Type
    }

    /// The registration for `segueIdentifier`, or — without one — the single registration whose
    /// declared type is an `Expected`.
    private func lookUp<Expected>(
        _ segueIdentifier: String?, source: Source, expected: Expected.Type
    ) throws(DependencyInjectionError) -> (String?, Factory) {
        let sourceName = typeName(type(of: source))
        guard let segueIdentifier else {
            let candidates = order.filter { factories[$0].map { Self.mayMake($0, expected) } ?? false }
            guard let only = candidates.first, let factory = factories[only] else {
                throw .noFactoryRegistered(
                    source: sourceName, segueIdentifier: nil, expectedType: typeName(expected), registeredIdentifiers: order)
            }
            guard candidates.count == 1 else {
                throw .ambiguousFactories(source: sourceName, expectedType: typeName(expected), candidateIdentifiers: candidates)
            }
            // [I] The reference does not say whether a relationship or embed segue without an
            // identifier passes nil or the empty string; both are treated as "no identifier" only
            // when nil. The registration found by type carries no identifier of its own.
            return (nil, factory)
        }
        let identifier: Source.SegueIdentifier
        do {
            identifier = try source.segueIdentifier(forRawValue: segueIdentifier)
        } catch {
            throw .unknownSegueIdentifier(error)
        }
        guard let factory = factories[identifier.rawValue] else {
            throw .noFactoryRegistered(
                source: sourceName, segueIdentifier: identifier.rawValue, expectedType: typeName(expected),
                registeredIdentifiers: order)
        }
        return (identifier.rawValue, factory)
    }
}
