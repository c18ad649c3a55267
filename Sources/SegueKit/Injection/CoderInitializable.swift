import Foundation

// MARK: Protocol Definition

/// A controller that a storyboard creates together with its dependencies, through
/// `init?(coder:dependencies:)`, so it can hold them in `let` properties instead of optionals that
/// `prepare(for:sender:)` fills in later.
///
/// Conform a view controller (or, on macOS, a view or window controller) whose scene is reached by a
/// segue with an `@IBSegueAction`, by an embed or relationship segue with one, or that you
/// instantiate from a storyboard in code. Name what it needs as `Dependencies` — one value, a tuple
/// or a struct — and make the plain `init?(coder:)` stop with a precise message, because a storyboard
/// only calls it when nothing provided the dependencies:
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
///         Self.stopForMissingDependencies()
///     }
/// }
///
/// @IBSegueAction func makeBookViewController(_ coder: NSCoder) -> BookViewController? {
///     BookViewController.instantiate(coder: coder, dependencies: selectedBook)
/// }
/// ```
///
/// ## Missing dependencies
///
/// UIKit and AppKit fall back to `init(coder:)` when a segue action returns nil, when the storyboard
/// names no action, or when its selector matches no method (a typo is only logged). For a
/// `CoderInitializable` controller that fallback is always a bug, so SegueKit never takes it
/// silently:
/// - ``instantiate(coder:dependencies:file:line:)`` stops with a message naming the controller and
///   its `Dependencies` when they are nil, instead of returning nil into the fallback;
/// - ``stopForMissingDependencies(file:line:)``, called from `init?(coder:)`, stops the fallback
///   itself with a message that names the controller, its `Dependencies` and the likely causes.
@MainActor
public protocol CoderInitializable: AnyObject {
    /// What the controller needs at init time: a single value, a tuple, or a struct — inferred from
    /// the initializer.
    ///
    /// ```swift
    /// init?(coder: NSCoder, dependencies: (book: Book, library: Library)) { … }
    /// ```
    associatedtype Dependencies

    /// Creates the controller from the storyboard's coder with its dependencies. Call
    /// `super.init(coder:)` after storing them.
    ///
    /// ```swift
    /// init?(coder: NSCoder, dependencies book: Book) {
    ///     self.book = book
    ///     super.init(coder: coder)
    /// }
    /// ```
    init?(coder: NSCoder, dependencies: Dependencies)
}

// MARK: Default Implementation

extension CoderInitializable {
    /// The controller made with `dependencies`, for the body of an `@IBSegueAction` of any of its
    /// three shapes or a storyboard `creator` closure.
    ///
    /// ```swift
    /// @IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?) -> BookViewController? {
    ///     BookViewController.instantiate(coder: coder, dependencies: selectedBook)
    /// }
    /// ```
    ///
    /// When `dependencies` is nil this stops with a message naming the controller and its
    /// `Dependencies` rather than returning nil, which would make the storyboard fall back to
    /// `init(coder:)`. It returns nil only when `init?(coder:dependencies:)` itself fails.
    public static func instantiate(
        coder: NSCoder, dependencies: Dependencies?, file: StaticString = #fileID, line: UInt = #line
    ) -> Self? {
        guard let dependencies else {
            fatalError(DependencyInjectionError.missingDependencies(for: Self.self, segueIdentifier: nil).description, file: file, line: line)
        }
        return Self(coder: coder, dependencies: dependencies)
    }

    /// `instantiate(coder:dependencies:)`, throwing where it would stop or return nil.
    static func checkedInstantiate(coder: NSCoder, dependencies: Dependencies?) throws(DependencyInjectionError) -> Self {
        guard let dependencies else {
            throw .missingDependencies(for: Self.self, segueIdentifier: nil)
        }
        guard let controller = Self(coder: coder, dependencies: dependencies) else {
            throw .initializerFailed(controller: typeName(Self.self), segueIdentifier: nil)
        }
        return controller
    }

    /// Stops the app because the storyboard created this controller with plain `init?(coder:)`,
    /// without its dependencies. Call it as the whole body of `required init?(coder:)`:
    ///
    /// ```swift
    /// required init?(coder: NSCoder) {
    ///     Self.stopForMissingDependencies()
    /// }
    /// ```
    ///
    /// The message names the controller, its `Dependencies`, and the usual causes: no `@IBSegueAction` on the
    /// segue, a selector that matches no method, or an action that returned nil.
    public static func stopForMissingDependencies(file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError(
            DependencyInjectionError.createdWithoutDependencies(
                controller: typeName(Self.self), dependencies: typeName(Dependencies.self)
            ).description,
            file: file, line: line)
    }

    /// The `creator` the UIKit and AppKit scene wrappers hand to the storyboard. When
    /// `init?(coder:dependencies:)` returns nil it stops with
    /// a message naming the class rather than returning
    /// nil, because the storyboard would then fall back to `init(coder:)`, whose stop wrongly says that
    /// no dependencies were provided.
    static func storyboardCreator(dependencies: Dependencies) -> (NSCoder) -> Self? {
        { coder in
            guard let controller = Self(coder: coder, dependencies: dependencies) else {
                fatalError(DependencyInjectionError.initializerFailed(controller: typeName(Self.self), segueIdentifier: nil).description)
            }
            return controller
        }
    }
}
