import Foundation

/// The destination factories of one source controller, keyed by its `SegueIdentifier`, so one
/// `@IBSegueAction` serves every segue of the controller and each destination gets its dependencies at init.
///
/// ```swift
/// extension LibraryViewController {
///     static let segueActions = SegueActionRegistry<LibraryViewController> { registry in
///         registry.register(.showBook, BookViewController.self) { library, _ in library.selectedBook }
///         registry.register(.editBook, BookEditorViewController.self) { library, _ in library.selectedBook }
///     }
///
///     // The destinationCreationSelector of both segues in Interface Builder.
///     @IBSegueAction func makeDestination(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? {
///         Self.segueActions.destination(for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier)
///     }
/// }
/// ```
///
/// Factories receive the source as an argument, so a `static let` registry captures nothing. Without an
/// identifier (the one- and two-argument action shapes) the only registration that makes the action's
/// return type is used. `Docs/DependencyInjection.md` covers navigation roots and embed segues.
@MainActor
public struct SegueActionRegistry<Source: SegueHandlerType> {
    struct Factory {
        var declaredType: Any.Type
        var make: @MainActor (_ source: Source, _ coder: NSCoder, _ sender: Any?, _ segueIdentifier: String?) throws(DependencyInjectionError) -> AnyObject?
    }

    private var factories: [String: Factory] = [:]
    private var order: [String] = []

    init() {}

    /// A registry filled by `configure`, for a `static let`.
    public init(_ configure: (inout Self) -> Void) {
        configure(&self)
    }

    /// In registration order.
    var registeredIdentifiers: [String] { order }

    // MARK: Registering

    /// Registers a ``CoderInitializable`` destination for `identifier`: `dependencies` reads them from the
    /// source and the sender, and SegueKit calls `init?(coder:dependencies:)`. Nil dependencies stop with a
    /// message naming the controller instead of falling back to `init(coder:)`.
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

    /// Registers a destination that is not ``CoderInitializable`` for `identifier`, made by `factory`
    /// from the source, the coder and the sender; a nil result lets the storyboard fall back to `init(coder:)`.
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

    /// The destination for the segue being created, made by the factory registered for its identifier:
    /// the body of an `@IBSegueAction`, whose return type is `Expected`.
    ///
    /// An unknown identifier, a case without a factory, a registration or result that is not an `Expected`,
    /// or missing dependencies are storyboard bugs: they stop the app with a message naming the segue, the
    /// types and what is registered. Nil comes back only from a plain factory that returned nil.
    public func destination<Expected>(
        for source: Source, coder: NSCoder, sender: Any? = nil, segueIdentifier: String? = nil,
        as expected: Expected.Type = Expected.self, file: StaticString = #fileID, line: UInt = #line
    ) -> Expected? {
        do {
            return try checkedDestination(for: source, coder: coder, sender: sender, segueIdentifier: segueIdentifier, as: expected)
        } catch {
            stop(with: error, file: file, line: line)
        }
    }

    /// `destination(for:coder:sender:segueIdentifier:as:file:line:)`, throwing where it would stop (for tests).
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

    /// How code names `identifier`'s case: `showNotes`, or a Swift 6.2 raw identifier in backticks.
    private static func caseName(of identifier: Source.SegueIdentifier) -> String {
        let name = String(describing: identifier)
        let plain = name.first.map { $0.isLetter || $0 == "_" } == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        return plain ? name : "`\(name)`"
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
                    source: sourceName, segueIdentifier: nil, segueCase: nil, expectedType: typeName(expected), registeredIdentifiers: order)
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
                source: sourceName, segueIdentifier: identifier.rawValue, segueCase: Self.caseName(of: identifier),
                expectedType: typeName(expected), registeredIdentifiers: order)
        }
        return (identifier.rawValue, factory)
    }
}
