import Foundation

// MARK: Protocol Definition

/// A controller that a storyboard creates with its dependencies, through `init?(coder:dependencies:)`, so
/// it holds them in `let` properties instead of optionals that `prepare(for:sender:)` fills in later:
///
/// ```swift
/// final class BookViewController: UIViewController, CoderInitializable {
///     let book: Book
///
///     init?(coder: NSCoder, dependencies book: Book) {
///         self.book = book
///         super.init(coder: coder)
///     }
///
///     required init?(coder: NSCoder) {
///         Self.stopForMissingDependencies()   // the storyboard got no dependencies: say why
///     }
/// }
/// ```
@MainActor
public protocol CoderInitializable: AnyObject {
    /// What the controller needs at init: one value, a tuple or a struct, inferred from the initializer.
    associatedtype Dependencies

    /// Creates the controller from the storyboard's coder with its dependencies; store them, then call
    /// `super.init(coder:)`.
    init?(coder: NSCoder, dependencies: Dependencies)
}

// MARK: Default Implementation

extension CoderInitializable {
    /// The controller made with `dependencies`, for the body of an `@IBSegueAction` of any shape.
    /// Nil dependencies stop with a message naming the controller and its `Dependencies` rather than
    /// returning nil into the storyboard's `init(coder:)` fallback. Returns nil only when
    /// `init?(coder:dependencies:)` fails.
    public static func instantiate(
        coder: NSCoder, dependencies: Dependencies?, file: StaticString = #fileID, line: UInt = #line
    ) -> Self? {
        guard let dependencies else {
            stop(with: DependencyInjectionError.missingDependencies(for: Self.self, segueIdentifier: nil), file: file, line: line)
        }
        return Self(coder: coder, dependencies: dependencies)
    }

    /// Stops the app because the storyboard created this controller with plain `init?(coder:)`, without its
    /// dependencies; the message names the controller, its `Dependencies` and the usual causes. The whole
    /// body of `required init?(coder:)`.
    public static func stopForMissingDependencies(file: StaticString = #fileID, line: UInt = #line) -> Never {
        stop(
            with: DependencyInjectionError.createdWithoutDependencies(controller: typeName(Self.self), dependencies: typeName(Dependencies.self)),
            file: file, line: line)
    }

    /// The `creator` the scene wrappers hand to the storyboard; stops, naming the class, when
    /// `init?(coder:dependencies:)` returns nil (the storyboard's fallback would blame missing dependencies).
    static func storyboardCreator(dependencies: Dependencies) -> (NSCoder) -> Self? {
        { coder in
            guard let controller = Self(coder: coder, dependencies: dependencies) else {
                stop(with: DependencyInjectionError.initializerFailed(controller: typeName(Self.self), segueIdentifier: nil))
            }
            return controller
        }
    }
}
