@testable import UIKitMirroredSegueKit
import UIKit

// Dependency injection through UIKit's segue actions, run through the mirror: the harness hands the
// `@IBSegueAction` (standing in for `destinationCreationSelector`) a real `NSKeyedUnarchiver` coder,
// calls it on the segue's source — for a navigation controller's relationship root too — and falls
// back to `init(coder:)` when it returns nil. The suite is `@MainActor`: each
// test runs on the main actor.

private struct Book: Equatable {
    var title: String
}

private final class BookViewController: InjectedUIViewController<Book> {}
private final class BookEditorViewController: InjectedUIViewController<Book> {}
private final class StatsViewController: InjectedUIViewController<Int> {}

/// Not `CoderInitializable`: the storyboard may make it with `init(coder:)`.
private final class AuthorViewController: UIViewController {
    private(set) var madeByInitCoder = false

    required init?(coder: NSCoder) {
        madeByInitCoder = true
        super.init(coder: coder)
    }
}

private final class LibraryViewController: UIViewController, SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case showBook
        case editBook
        case embedStats
        case showAuthor
    }

    var books = [Book(title: "Kindred"), Book(title: "Invisible Cities")]
    var selectedBook: Book?
    /// Who received each segue action call, with the identifier UIKit passed.
    var actionCalls: [(receiver: LibraryViewController, segueIdentifier: String?)] = []
    var reportedErrors: [DependencyInjectionError] = []

    static let segueActions = SegueActionRegistry<LibraryViewController> { registry in
        registry.register(.showBook, BookViewController.self) { library, _ in library.selectedBook }
        registry.register(.editBook, BookEditorViewController.self) { library, _ in library.selectedBook ?? Book(title: "") }
        registry.register(.embedStats, StatsViewController.self) { library, _ in library.books.count }
        registry.register(.showAuthor, AuthorViewController.self) { _, _, _ in nil }
    }

    /// One action for every segue (three-argument shape).
    @IBSegueAction func makeDestination(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? {
        actionCalls.append((self, segueIdentifier))
        return Self.segueActions.destination(for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier)
    }

    /// Typed three-argument shape.
    @IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookViewController? {
        Self.segueActions.destination(for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier)
    }

    /// Two-argument shape: no identifier, so the registry finds the only `BookViewController` factory.
    @IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?) -> BookViewController? {
        Self.segueActions.destination(for: self, coder: coder, sender: sender)
    }

    /// Two-argument shape for the editor's root relationship: no identifier, so the registry finds
    /// the only `BookEditorViewController` factory.
    @IBSegueAction func makeBookEditor(_ coder: NSCoder, sender: Any?) -> BookEditorViewController? {
        Self.segueActions.destination(for: self, coder: coder, sender: sender)
    }

    /// One-argument shape, without the registry.
    @IBSegueAction func makeBookViewController(_ coder: NSCoder) -> BookViewController? {
        BookViewController.instantiate(coder: coder, dependencies: selectedBook)
    }

    /// A typed action that reports what went wrong instead of stopping, then lets UIKit fall back.
    func checkedMake<Expected>(_ coder: NSCoder, sender: Any?, segueIdentifier: String?, as expected: Expected.Type) -> Expected? {
        do {
            return try Self.segueActions.checkedDestination(
                for: self, coder: coder, sender: sender, segueIdentifier: segueIdentifier, as: expected)
        } catch {
            reportedErrors.append(error)
            return nil
        }
    }
}

/// What the Objective-C runtime would do with each `destinationCreationSelector`.
@MainActor
private enum Selectors {
    static let makeDestination: MirrorSegueAction = { source, coder, sender, identifier in
        (source as! LibraryViewController).makeDestination(coder, sender: sender, segueIdentifier: identifier)
    }
    static let makeBookThreeArguments: MirrorSegueAction = { source, coder, sender, identifier in
        (source as! LibraryViewController).makeBookViewController(coder, sender: sender, segueIdentifier: identifier)
    }
    static let makeBookTwoArguments: MirrorSegueAction = { source, coder, sender, _ in
        (source as! LibraryViewController).makeBookViewController(coder, sender: sender)
    }
    static let makeBookOneArgument: MirrorSegueAction = { source, coder, _, _ in
        (source as! LibraryViewController).makeBookViewController(coder)
    }
    static let makeEditorTwoArguments: MirrorSegueAction = { source, coder, sender, _ in
        (source as! LibraryViewController).makeBookEditor(coder, sender: sender)
    }
    static func checked<Expected: UIViewController>(_ expected: Expected.Type) -> MirrorSegueAction {
        { source, coder, sender, identifier in
            (source as! LibraryViewController).checkedMake(coder, sender: sender, segueIdentifier: identifier, as: expected)
        }
    }
}

/// The library scene: every segue's creation selector is `makeDestination:sender:segueIdentifier:`,
/// except where a test passes another.
@MainActor
private func libraryScene(
    showBookAction: MirrorSegueAction? = Selectors.makeDestination,
    editRootAction: MirrorSegueAction? = Selectors.makeDestination
) -> [MirrorSegueTemplate] {
    [
        MirrorSegueTemplate(identifier: "showBook", kind: .show, destination: MirrorScene(BookViewController.self), creationAction: showBookAction),
        MirrorSegueTemplate(
            identifier: "editBook", kind: .presentation,
            destination: MirrorScene(
                UINavigationController.self,
                relationships: [(.rootViewController, MirrorScene(BookEditorViewController.self), editRootAction)])),
        MirrorSegueTemplate(
            identifier: "embedStats", kind: .embed, destination: MirrorScene(StatsViewController.self), creationAction: Selectors.makeDestination),
        MirrorSegueTemplate(
            identifier: "showAuthor", kind: .show, destination: MirrorScene(AuthorViewController.self), creationAction: Selectors.makeDestination),
        MirrorSegueTemplate(
            identifier: "legacy", kind: .show, destination: MirrorScene(AuthorViewController.self),
            creationAction: Selectors.checked(AuthorViewController.self)),
    ]
}

@MainActor
private func libraryInNavigation(showBookAction: MirrorSegueAction? = Selectors.makeDestination, editRootAction: MirrorSegueAction? = Selectors.makeDestination) -> (UINavigationController, LibraryViewController) {
    let library = LibraryViewController()
    library.mirrorSegueTemplates = libraryScene(showBookAction: showBookAction, editRootAction: editRootAction)
    return (UINavigationController(rootViewController: library), library)
}

@MainActor
@Suite("UIKit: segue actions inject dependencies into destinations")
struct UIKitSegueActionInjectionTests {
    @Test func showSegueActionHandsTheSelectedBookAndTheStoryboardsCoderToInit() {
        let (navigation, library) = libraryInNavigation()
        library.selectedBook = Book(title: "Kindred")

        library.mirrorTriggerSegue(withIdentifier: "showBook", sender: nil)

        let book = navigation.topViewController as? BookViewController
        #expect(book?.dependencies == Book(title: "Kindred"))
        #expect(book?.decodedClassName == "BookViewController")
        #expect(library.actionCalls.map(\.segueIdentifier) == ["showBook"])
        #expect(library.actionCalls.first?.receiver === library)
    }

    @Test func eachOfTheThreeActionShapesMakesTheControllerWithItsDependencies() {
        for (shape, action) in [
            ("(coder)", Selectors.makeBookOneArgument), ("(coder, sender)", Selectors.makeBookTwoArguments),
            ("(coder, sender, segueIdentifier)", Selectors.makeBookThreeArguments),
        ] {
            let (navigation, library) = libraryInNavigation(showBookAction: action)
            library.selectedBook = Book(title: shape)
            library.performSegue(withIdentifier: .showBook, sender: nil)
            #expect((navigation.topViewController as? BookViewController)?.dependencies == Book(title: shape), "\(shape)")
        }
    }

    @Test func relationshipRootOfAPresentedNavigationControllerGetsItsModelFromTheActionOnThePresentingSource() {
        let (_, library) = libraryInNavigation()
        library.selectedBook = Book(title: "Invisible Cities")

        library.performSegue(withIdentifier: .editBook, sender: nil)

        let presented = library.presentedViewController as? UINavigationController
        #expect(presented != nil, "editBook presents the EditorNavigation container")
        let editor = presented?.topViewController as? BookEditorViewController
        #expect(editor?.dependencies == Book(title: "Invisible Cities"))
        // The root's action ran on the library (the presenting source) — reference: "[V mechanism / I
        // detail]" — with the presenting segue's identifier. [I] inferred: the reference does not say
        // which identifier a relationship's action receives; the mirror passes the presenting segue's.
        #expect(library.actionCalls.count == 1)
        #expect(library.actionCalls.first?.receiver === library)
        #expect(library.actionCalls.first?.segueIdentifier == "editBook")
    }

    @Test func aRelationshipRootServedByATwoArgumentActionIsFoundByTheActionsReturnType() {
        let (_, library) = libraryInNavigation(editRootAction: Selectors.makeEditorTwoArguments)
        library.selectedBook = Book(title: "Kindred")

        library.performSegue(withIdentifier: .editBook, sender: nil)

        let editor = (library.presentedViewController as? UINavigationController)?.topViewController as? BookEditorViewController
        #expect(editor?.dependencies == Book(title: "Kindred"))
    }

    @Test func embedSegueInjectsIntoTheChildWhileTheSourceLoads() {
        let (_, library) = libraryInNavigation()

        library.mirrorLoadEmbeds()

        let stats = library.children.compactMap { $0 as? StatsViewController }
        #expect(stats.map(\.dependencies) == [2])
        #expect(library.actionCalls.map(\.segueIdentifier) == ["embedStats"])
    }

    @Test func aPlainFactoryReturningNilLetsTheStoryboardFallBackToInitCoder() {
        let (navigation, library) = libraryInNavigation()

        library.performSegue(withIdentifier: .showAuthor, sender: nil)

        let author = navigation.topViewController as? AuthorViewController
        #expect(author != nil)
        #expect(author?.madeByInitCoder == true)
    }

    @Test func anIdentifierThatIsNotACaseIsReportedWithTheKnownCases() {
        let (_, library) = libraryInNavigation()

        library.mirrorTriggerSegue(withIdentifier: "legacy", sender: nil)

        guard case .unknownSegueIdentifier(let error)? = library.reportedErrors.first else {
            Issue.record("expected an unknown identifier, got \(library.reportedErrors)"); return
        }
        #expect(error.receivedIdentifier == "legacy")
        #expect(error.knownIdentifiers == ["showBook", "editBook", "embedStats", "showAuthor"])
        #expect(error.controllerType.hasSuffix("LibraryViewController"), "\(error.controllerType)")
    }

    @Test func anActionTypedForAnotherControllerThanTheRegistrationIsCaught() {
        // The editor's root relationship wired by mistake to an action that returns BookViewController.
        // Performing the segue would then fall back to init(coder:), which stops the process (see
        // UIKitMissingDependenciesTests), so the test makes only the call UIKit would make.
        let (_, library) = libraryInNavigation()
        let coder = NSKeyedUnarchiver.diCoder(className: "BookEditorViewController")
        #expect(Selectors.checked(BookViewController.self)(library, coder, nil, "editBook") == nil)

        guard case let .wrongControllerType(source, identifier, expected, found)? = library.reportedErrors.first else {
            Issue.record("expected a wrong controller type, got \(library.reportedErrors)"); return
        }
        #expect(source.hasSuffix("LibraryViewController"), "\(source)")
        #expect(identifier == "editBook")
        #expect(expected.hasSuffix("BookViewController") && !expected.hasSuffix("EditorViewController"), "\(expected)")
        #expect(found.hasSuffix("BookEditorViewController"), "\(found)")
    }

    @Test func theRegistryKeepsNoSourceAliveAfterASegue() {
        weak var weakLibrary: LibraryViewController?
        weak var weakBook: BookViewController?
        do {
            let (navigation, library) = libraryInNavigation()
            library.selectedBook = Book(title: "Kindred")
            library.performSegue(withIdentifier: .showBook, sender: nil)
            weakLibrary = library
            weakBook = navigation.topViewController as? BookViewController
            library.actionCalls.removeAll()
        }
        #expect(weakLibrary == nil, "a static registry whose factories take the source as an argument retains nothing")
        #expect(weakBook == nil)
    }
}
