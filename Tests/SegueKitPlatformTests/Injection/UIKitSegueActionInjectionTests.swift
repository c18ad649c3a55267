@testable import UIKitMirroredSegueKit
import UIKit
import XCTest

// Dependency injection through UIKit's segue actions, run through the mirror: the harness hands the
// `@IBSegueAction` (standing in for `destinationCreationSelector`) a real `NSKeyedUnarchiver` coder,
// calls it on the segue's source — for a navigation controller's relationship root too — and falls
// back to `init(coder:)` when it returns nil. XCTest only (see Identifiers/ for why), each test on
// the main actor through `MainActor.run`.

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

final class UIKitSegueActionInjectionTests: XCTestCase {
    func testShowSegueActionHandsTheSelectedBookAndTheStoryboardsCoderToInit() async {
        await MainActor.run {
            let (navigation, library) = libraryInNavigation()
            library.selectedBook = Book(title: "Kindred")

            library.mirrorTriggerSegue(withIdentifier: "showBook", sender: nil)

            let book = navigation.topViewController as? BookViewController
            XCTAssertEqual(book?.dependencies, Book(title: "Kindred"))
            XCTAssertEqual(book?.decodedClassName, "BookViewController")
            XCTAssertEqual(library.actionCalls.map(\.segueIdentifier), ["showBook"])
            XCTAssertTrue(library.actionCalls.first?.receiver === library)
        }
    }

    func testEachOfTheThreeActionShapesMakesTheControllerWithItsDependencies() async {
        await MainActor.run {
            for (shape, action) in [
                ("(coder)", Selectors.makeBookOneArgument), ("(coder, sender)", Selectors.makeBookTwoArguments),
                ("(coder, sender, segueIdentifier)", Selectors.makeBookThreeArguments),
            ] {
                let (navigation, library) = libraryInNavigation(showBookAction: action)
                library.selectedBook = Book(title: shape)
                library.performSegue(withIdentifier: .showBook, sender: nil)
                XCTAssertEqual((navigation.topViewController as? BookViewController)?.dependencies, Book(title: shape), shape)
            }
        }
    }

    func testRelationshipRootOfAPresentedNavigationControllerGetsItsModelFromTheActionOnThePresentingSource() async {
        await MainActor.run {
            let (_, library) = libraryInNavigation()
            library.selectedBook = Book(title: "Invisible Cities")

            library.performSegue(withIdentifier: .editBook, sender: nil)

            let presented = library.presentedViewController as? UINavigationController
            XCTAssertNotNil(presented, "editBook presents the EditorNavigation container")
            let editor = presented?.topViewController as? BookEditorViewController
            XCTAssertEqual(editor?.dependencies, Book(title: "Invisible Cities"))
            // The root's action ran on the library (the presenting source) — reference: "[V mechanism / I
            // detail]" — with the presenting segue's identifier. [I] inferred: the reference does not say
            // which identifier a relationship's action receives; the mirror passes the presenting segue's.
            XCTAssertEqual(library.actionCalls.count, 1)
            XCTAssertTrue(library.actionCalls.first?.receiver === library)
            XCTAssertEqual(library.actionCalls.first?.segueIdentifier, "editBook")
        }
    }

    func testARelationshipRootServedByATwoArgumentActionIsFoundByTheActionsReturnType() async {
        await MainActor.run {
            let (_, library) = libraryInNavigation(editRootAction: Selectors.makeEditorTwoArguments)
            library.selectedBook = Book(title: "Kindred")

            library.performSegue(withIdentifier: .editBook, sender: nil)

            let editor = (library.presentedViewController as? UINavigationController)?.topViewController as? BookEditorViewController
            XCTAssertEqual(editor?.dependencies, Book(title: "Kindred"))
        }
    }

    func testEmbedSegueInjectsIntoTheChildWhileTheSourceLoads() async {
        await MainActor.run {
            let (_, library) = libraryInNavigation()

            library.mirrorLoadEmbeds()

            let stats = library.children.compactMap { $0 as? StatsViewController }
            XCTAssertEqual(stats.map(\.dependencies), [2])
            XCTAssertEqual(library.actionCalls.map(\.segueIdentifier), ["embedStats"])
        }
    }

    func testAPlainFactoryReturningNilLetsTheStoryboardFallBackToInitCoder() async {
        await MainActor.run {
            let (navigation, library) = libraryInNavigation()

            library.performSegue(withIdentifier: .showAuthor, sender: nil)

            let author = navigation.topViewController as? AuthorViewController
            XCTAssertNotNil(author)
            XCTAssertEqual(author?.madeByInitCoder, true)
        }
    }

    func testAnIdentifierThatIsNotACaseIsReportedWithTheKnownCases() async {
        await MainActor.run {
            let (_, library) = libraryInNavigation()

            library.mirrorTriggerSegue(withIdentifier: "legacy", sender: nil)

            guard case .unknownSegueIdentifier(let error)? = library.reportedErrors.first else {
                return XCTFail("expected an unknown identifier, got \(library.reportedErrors)")
            }
            XCTAssertEqual(error.receivedIdentifier, "legacy")
            XCTAssertEqual(error.knownIdentifiers, ["showBook", "editBook", "embedStats", "showAuthor"])
            XCTAssertTrue(error.controllerType.hasSuffix("LibraryViewController"), error.controllerType)
        }
    }

    func testAnActionTypedForAnotherControllerThanTheRegistrationIsCaught() async {
        await MainActor.run {
            // The editor's root relationship wired by mistake to an action that returns BookViewController.
            // Performing the segue would then fall back to init(coder:), which stops the process (see
            // UIKitMissingDependenciesTests), so the test makes only the call UIKit would make.
            let (_, library) = libraryInNavigation()
            let coder = NSKeyedUnarchiver.diCoder(className: "BookEditorViewController")
            XCTAssertNil(Selectors.checked(BookViewController.self)(library, coder, nil, "editBook"))

            guard case let .wrongControllerType(source, identifier, expected, found)? = library.reportedErrors.first else {
                return XCTFail("expected a wrong controller type, got \(library.reportedErrors)")
            }
            XCTAssertTrue(source.hasSuffix("LibraryViewController"), source)
            XCTAssertEqual(identifier, "editBook")
            XCTAssertTrue(expected.hasSuffix("BookViewController") && !expected.hasSuffix("EditorViewController"), expected)
            XCTAssertTrue(found.hasSuffix("BookEditorViewController"), found)
        }
    }

    func testTheRegistryKeepsNoSourceAliveAfterASegue() async {
        await MainActor.run {
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
            XCTAssertNil(weakLibrary, "a static registry whose factories take the source as an argument retains nothing")
            XCTAssertNil(weakBook)
        }
    }
}
