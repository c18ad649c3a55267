import Foundation
import Testing
import SegueKitChecker
import SegueKitSwiftSource
import SegueKitStoryboard

@Suite("Checking code against storyboards")
struct StoryboardCodeCheckerTests {
    /// Code that matches the example's Main.storyboard exactly.
    static let matchingSource = """
        final class LibraryViewController: UITableViewController, SegueHandlerType {
            enum SegueIdentifier: String, CaseIterable {
                case showBook, editBook, showAccount
                case embedStats
                case showAbout
            }
            @IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookViewController? { nil }
            @IBSegueAction func makeBookEditor(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookEditorViewController? { nil }
            @IBSegueAction func makeAboutView(_ coder: NSCoder) -> UIViewController? { nil }
            @IBAction func unwindToLibrary(_ segue: UIStoryboardSegue) {}
            @IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {}
        }
        final class BookViewController: UIViewController {
            enum SegueIdentifier: String { case showAuthor, unwindToLibrary }
        }
        """

    /// The example's scene classes, as plain declarations: each test's source declares the classes it is
    /// about, and these the rest, so the sources are a whole module as `check` expects.
    static let sceneClasses = [
        "LibraryViewController": "UITableViewController", "AccountViewController": "UIViewController", "AuthorViewController": "UIViewController",
        "BookEditorViewController": "UIViewController", "BookViewController": "UIViewController", "StatsViewController": "UIViewController",
    ]

    private func check(_ source: String, path: String = "Library.swift") throws -> [Diagnostic] {
        let document = try Fixtures.parse(Fixtures.mainStoryboard)
        var scan = SwiftSourceScan.scan(source: source, path: path)
        let declared = Set(scan.classes.map(\.name))
        let others = Self.sceneClasses.filter { !declared.contains($0.key) }.sorted { $0.key < $1.key }
        scan.merge(SwiftSourceScan.scan(source: others.map { "class \($0.key): \($0.value) {}" }.joined(separator: "\n"), path: "Scenes.swift"))
        scan.resolveAcrossFiles()
        return StoryboardCodeChecker(documents: [document], scan: scan).check()
    }

    private func line(of needle: String, in path: URL) throws -> Int {
        let text = try String(contentsOf: path, encoding: .utf8)
        return try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }) + 1
    }

    @Test func theEnumCheckAloneReportsWhatTheFullCheckReportsForTheEnums() throws {
        let broken = Self.matchingSource.replacingOccurrences(of: "case showBook, editBook", with: "case showBook, editBok")
            + "\nfinal class OrphanViewController { enum SegueIdentifier: String { case x } }"
        let document = try Fixtures.parse(Fixtures.mainStoryboard)
        let checker = StoryboardCodeChecker(documents: [document], scan: SwiftSourceScan.scan(source: broken, path: "Library.swift"))
        let enumRules: Set<String> = [
            "case-without-segue", "segue-without-case", "segue-case-conditional", "segue-enum-uncheckable", "enum-without-scene",
            "non-string-raw-values", "unreadable-raw-value", "empty-identifier",
        ]
        let enums = checker.checkIdentifierEnums()
        #expect(Set(enums.map(\.rule)) == ["case-without-segue", "segue-without-case", "enum-without-scene"])
        #expect(enums == checker.check().filter { enumRules.contains($0.rule) })
    }

    @Test func matchingCodeProducesNoDiagnostics() throws {
        #expect(try check(Self.matchingSource) == [])
    }

    @Test func aCaseWithNoSegueIsAnErrorOnTheSwiftLine() throws {
        let source = Self.matchingSource.replacingOccurrences(of: "case embedStats", with: "case embedStats\n        case showAuthr = \"showAuthr\"")
        let diagnostics = try check(source)
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(diagnostics.filter { $0.severity == .error }.count == 1)
        #expect(error.path == "Library.swift")
        #expect(error.line == 5)
        #expect(error.column == 14)
        #expect(error.message.contains("'showAuthr'"))
        #expect(error.message.contains("LibraryViewController"))
    }

    @Test func anIdentifiedSegueWithNoCaseIsAnErrorOnTheStoryboardLine() throws {
        let source = Self.matchingSource.replacingOccurrences(of: "case showBook, editBook, showAccount", with: "case showBook, showAccount")
        let diagnostics = try check(source)
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.path == Fixtures.mainStoryboard.path)
        #expect(error.line == (try line(of: "identifier=\"editBook\"", in: Fixtures.mainStoryboard)))
        #expect(error.message.contains("'editBook'"))
        #expect(error.description.hasPrefix("\(Fixtures.mainStoryboard.path):\(error.line!):"))
        #expect(error.description.contains(": error: "))
    }

    /// A case only some builds compile (`#if DEBUG` with no `#else` that has it too) leaves the other
    /// builds without a case for its segue, where `segueIdentifier(for:)` stops: a warning at the case.
    /// In each branch of an `#if` … `#else`, in a branch about the platform, under `#if true`, or on a
    /// class that is itself under the condition (so is its scene's class), the case is there whenever
    /// its class is.
    @Test func aCaseOnlySomeBuildsCompileIsAWarningAtTheCase() throws {
        func conditionalCases(_ bookClass: String) throws -> [Diagnostic] {
            let original = "final class BookViewController: UIViewController {\n    enum SegueIdentifier: String { case showAuthor, unwindToLibrary }\n}"
            #expect(Self.matchingSource.contains(original))
            return try check(Self.matchingSource.replacingOccurrences(of: original, with: bookClass)).filter { $0.rule == "segue-case-conditional" }
        }
        let debugOnly = try conditionalCases("""
            final class BookViewController: UIViewController {
                enum SegueIdentifier: String {
                    case unwindToLibrary
                    #if DEBUG
                    case showAuthor
                    #elseif BETA
                    case showAuthor
                    #endif
                }
            }
            """)
        #expect(debugOnly.map(\.line) == [17] && debugOnly.map(\.severity) == [.warning], "\(debugOnly)")
        #expect(debugOnly.first?.message.contains("case 'showAuthor' of BookViewController.SegueIdentifier is compiled only under `#if`") == true)
        #expect(debugOnly.first?.message.contains("segue 'showAuthor' of BookViewController (Main.storyboard:") == true)
        // One enum per branch, the `#else` one without the case.
        let perBranch = try conditionalCases("""
            final class BookViewController: UIViewController {
            #if DEBUG
                enum SegueIdentifier: String { case showAuthor, unwindToLibrary }
            #else
                enum SegueIdentifier: String { case unwindToLibrary }
            #endif
            }
            """)
        #expect(perBranch.map(\.line) == [15] && perBranch.map(\.column) == [41], "\(perBranch)")
        for everywhere in [
            "final class BookViewController: UIViewController {\n enum SegueIdentifier: String {\n case unwindToLibrary\n #if DEBUG\n case showAuthor\n #elseif BETA\n case showAuthor = \"showAuthor\"\n #else\n case showAuthor\n #endif\n }\n}",
            "final class BookViewController: UIViewController {\n enum SegueIdentifier: String {\n case unwindToLibrary\n #if DEBUG\n #if BETA\n case showAuthor\n #else\n case showAuthor\n #endif\n #else\n case showAuthor\n #endif\n }\n}",
            "final class BookViewController: UIViewController {\n enum SegueIdentifier: String {\n case unwindToLibrary\n #if canImport(UIKit)\n case showAuthor\n #endif\n }\n}",
            "final class BookViewController: UIViewController {\n enum SegueIdentifier: String {\n case unwindToLibrary\n #if true\n case showAuthor\n #endif\n }\n}",
            "final class BookViewController: UIViewController {\n enum SegueIdentifier: String {\n case unwindToLibrary\n #if swift(>=5.9)\n case showAuthor\n #else\n case showAuthor\n #endif\n }\n}",
            "#if DEBUG\nfinal class BookViewController: UIViewController {\n enum SegueIdentifier: String { case showAuthor, unwindToLibrary }\n}\n#endif",
        ] {
            #expect(try conditionalCases(everywhere) == [], "\(everywhere)")
        }
        // Builds differ in the simulator too; and the condition may be around the class or an extension.
        for someBuilds in [
            "final class BookViewController: UIViewController {\n enum SegueIdentifier: String {\n case unwindToLibrary\n #if targetEnvironment(simulator)\n case showAuthor\n #endif\n }\n}",
            "final class BookViewController: UIViewController {}\n#if DEBUG\nextension BookViewController { enum SegueIdentifier: String { case showAuthor, unwindToLibrary } }\n#else\nextension BookViewController { enum SegueIdentifier: String { case unwindToLibrary } }\n#endif",
            "#if DEBUG\nfinal class BookViewController: UIViewController {\n enum SegueIdentifier: String { case showAuthor, unwindToLibrary }\n}\n#else\nfinal class BookViewController: UIViewController {\n enum SegueIdentifier: String { case unwindToLibrary }\n}\n#endif",
            "final class BookViewController: UIViewController {\n enum SegueIdentifier: String {\n case unwindToLibrary\n #if os(iOS)\n #elseif DEBUG\n case showAuthor\n #endif\n }\n}",
        ] {
            #expect(try conditionalCases(someBuilds).map { $0.message.prefix(20) } == ["case 'showAuthor' of"], "\(someBuilds)")
        }
        // A build without the enum has no `segueIdentifier(for:)` to stop in.
        #expect(try conditionalCases("final class BookViewController: UIViewController {\n #if DEBUG\n enum SegueIdentifier: String { case showAuthor, unwindToLibrary }\n #endif\n}") == [])
        // Nested under a condition with no `#else` of its own, one branch's case is only some builds'.
        let nested = try conditionalCases(
            "final class BookViewController: UIViewController {\n enum SegueIdentifier: String {\n case unwindToLibrary\n #if DEBUG\n #if BETA\n case showAuthor\n #endif\n #else\n case showAuthor\n #endif\n }\n}")
        #expect(nested.map(\.line) == [18], "\(nested)")
    }

    @Test func aSegueActionWithALabelledCoderIsReportedWithTheWithCoderHint() throws {
        let source = Self.matchingSource.replacingOccurrences(of: "makeBookViewController(_ coder: NSCoder", with: "makeBookViewController(coder: NSCoder")
        let diagnostics = try check(source)
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.line == (try line(of: "destinationCreationSelector=\"makeBookViewController:", in: Fixtures.mainStoryboard)))
        #expect(error.message.contains("makeBookViewControllerWithCoder:sender:segueIdentifier:"))
        #expect(error.message.contains("With<Label>"))
    }

    /// A storyboard's selector that misspells an action points at the action, though another method's
    /// name begins it (`makeBookEditr:` is not `makeBook(editr:)`, which Swift names `makeBookWithEditr:`);
    /// one that a labelled first argument would give (`makeBookWithCoder:`) says so.
    @Test func aMisspeltSegueActionSelectorNamesTheNearestAction() throws {
        func message(storyboardSelector: String) throws -> String? {
            let xml = try String(contentsOf: Fixtures.mainStoryboard, encoding: .utf8).replacingOccurrences(
                of: #"destinationCreationSelector="makeBookEditor:sender:segueIdentifier:""#,
                with: #"destinationCreationSelector="\#(storyboardSelector)""#)
            let source = Self.matchingSource.replacingOccurrences(of: "@IBAction func unwindToLibrary", with: "@IBSegueAction func makeBook(_ coder: NSCoder) -> BookViewController? { nil }\n    @IBAction func unwindToLibrary")
            let scan = SwiftSourceScan.scan(source: source, path: "Library.swift")
            return StoryboardCodeChecker(documents: [try Fixtures.parse(xml: xml, path: "Main.storyboard")], scan: scan).check()
                .first { $0.rule == "segue-action-missing" }?.message
        }
        let misspelt = try message(storyboardSelector: "makeBookEditr:sender:segueIdentifier:")
        #expect(misspelt?.hasSuffix("did you mean 'makeBookEditor' at Library.swift:8, selector 'makeBookEditor:sender:segueIdentifier:'? Set the segue's selector to it, or rename the method") == true, "\(misspelt ?? "")")
        let labelled = try message(storyboardSelector: "makeBookWithCoder:")
        #expect(labelled?.contains("'makeBook' at Library.swift:") == true && labelled?.contains("the storyboard expects a labelled first argument") == true, "\(labelled ?? "")")
    }

    @Test func aSegueActionSelectorWithTooManyArgumentsIsOneErrorSayingWhatItTakes() throws {
        let xml = try String(contentsOf: Fixtures.mainStoryboard, encoding: .utf8).replacingOccurrences(
            of: #"destinationCreationSelector="makeBookViewController:sender:segueIdentifier:""#,
            with: #"destinationCreationSelector="makeBookViewController:sender:segueIdentifier:extra:""#)
        let scan = SwiftSourceScan.scan(source: Self.matchingSource, path: "Library.swift")
        let found = StoryboardCodeChecker(documents: [try Fixtures.parse(xml: xml, path: "Main.storyboard")], scan: scan).check()
            .filter { $0.message.contains("makeBookViewController:sender:segueIdentifier:extra:") }
        #expect(found.map(\.rule) == ["segue-action-arity"], "\(found)")
        let actionLine = try #require(Self.matchingSource.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("func makeBookViewController") }) + 1
        #expect(found.first?.message.hasSuffix("takes 4 arguments; an @IBSegueAction takes 1 to 3 (coder, sender, segue identifier); 'makeBookViewController' at Library.swift:\(actionLine) has selector 'makeBookViewController:sender:segueIdentifier:': set the segue's selector to it") == true, "\(found)")
        // A method of that name with the same four arguments is no fix to point at.
        let fourArguments = Self.matchingSource.replacingOccurrences(
            of: "makeBookViewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?)",
            with: "makeBookViewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?, extra: Int)")
        let same = StoryboardCodeChecker(
            documents: [try Fixtures.parse(xml: xml, path: "Main.storyboard")], scan: SwiftSourceScan.scan(source: fourArguments, path: "Library.swift")
        ).check().filter { $0.rule == "segue-action-arity" }
        #expect(same.map(\.message) == [
            "destinationCreationSelector 'makeBookViewController:sender:segueIdentifier:extra:' takes 4 arguments; an @IBSegueAction takes 1 to 3 (coder, sender, segue identifier); such as 'makeBookViewController:sender:segueIdentifier:'",
        ], "\(same)")
    }

    @Test func aRelationshipSegueActionIsLookedUpOnTheControllerThatPresentsTheContainer() throws {
        // makeBookEditor: sits on the EditorNavigation → BookEditor relationship; UIKit calls it on
        // LibraryViewController, whose editBook segue leads to that navigation controller.
        let source = Self.matchingSource.replacingOccurrences(of: "@IBSegueAction func makeBookEditor", with: "func unrelated")
        let diagnostics = try check(source)
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.message.contains("'makeBookEditor:sender:segueIdentifier:'"))
        #expect(error.message.contains("'LibraryViewController'"))
        #expect(error.line == (try line(of: "makeBookEditor:", in: Fixtures.mainStoryboard)))
    }

    /// A superclass nested in a namespace and named by it (`Shelf.BaseViewController`) holds its
    /// subclass's enum: its cases are compared with the subclass's segues, and the subclass needs none.
    @Test func anEnumOfASuperclassNestedInANamespaceIsComparedWithItsSubclasssSegues() throws {
        let source = Self.matchingSource
            .replacingOccurrences(of: """
                final class LibraryViewController: UITableViewController, SegueHandlerType {
                    enum SegueIdentifier: String, CaseIterable {
                        case showBook, editBook, showAccount
                        case embedStats
                        case showAbout
                    }
                """, with: """
                enum Shelf {
                    class BaseViewController: UITableViewController, SegueHandlerType {
                        enum SegueIdentifier: String, CaseIterable {
                            case showBook, editBook, showAccount, embedStats, showAbout, showShelf
                        }
                    }
                }
                final class LibraryViewController: Shelf.BaseViewController {
                """)
        let found = try check(source)
        #expect(found.filter { $0.severity != .note }.map(\.message) == [
            "case 'showShelf' of Shelf.BaseViewController.SegueIdentifier matches no segue of LibraryViewController in Main.storyboard; it has 'cancelEditing', 'editBook', 'embedStats', 'saveBook', 'showAbout', 'showAccount', 'showBook', 'unwindToLibrary'",
        ])
    }

    /// A class deriving from a superclass the sources do not declare (an Objective-C or framework base)
    /// may inherit the segue action from it: a missing one is a warning that names that superclass.
    @Test func aSegueActionMissingUnderAnUnscannedSuperclassIsAWarning() throws {
        let source = Self.matchingSource
            .replacingOccurrences(of: "final class LibraryViewController: UITableViewController", with: "final class LibraryViewController: KitListController")
            .replacingOccurrences(of: "@IBSegueAction func makeBookViewController", with: "func moved")
        let found = try check(source).filter { $0.rule == "segue-action-missing" }
        #expect(found.count == 1 && found[0].severity == .warning, "\(found)")
        #expect(found.first?.message.hasSuffix("such as 'KitListController' (the superclass of 'LibraryViewController' that the Swift sources do not declare)") == true, "\(found)")
    }

    /// A segue to a `CoderInitializable` controller without a segue action makes it with `init?(coder:)`,
    /// without its dependencies: a warning at the segue, for a conformance through a superclass too. The
    /// example's segues to such controllers have actions.
    @Test func aSegueToAnInjectedControllerWithoutAnActionIsReported() throws {
        #expect(try check(Self.matchingSource + "\nextension BookViewController: CoderInitializable {}\nextension BookEditorViewController: CoderInitializable {}\n")
            .filter { $0.rule == "injected-destination-without-action" } == [])
        let xml = try String(contentsOf: Fixtures.mainStoryboard, encoding: .utf8)
            .replacingOccurrences(of: #"destinationCreationSelector="makeBookViewController:sender:segueIdentifier:" "#, with: "")
            .replacingOccurrences(of: #"destinationCreationSelector="makeBookEditor:sender:segueIdentifier:" "#, with: "")
        let document = try Fixtures.parse(xml: xml, path: "Main.storyboard")
        let scan = SwiftSourceScan.scan(source: Self.matchingSource + """

            class InjectedViewController: UIViewController, InjectedScene {}
            typealias InjectedScene = CoderInitializable & StoryboardInstantiable
            extension BookViewController: CoderInitializable {}
            final class BookEditorViewController: InjectedViewController {}
            class AccountViewController: UIViewController {}
            class AuthorViewController: UIViewController {}
            class StatsViewController: UIViewController {}
            """, path: "Library.swift")
        let found = StoryboardCodeChecker(documents: [document], scan: scan).check().filter { $0.rule == "injected-destination-without-action" }
        #expect(found.allSatisfy { $0.severity == .warning } && found.count == 2, "\(found)")
        #expect(found.map(\.message) == [
            "segue 'showBook' leads to 'BookViewController', which is CoderInitializable, and names no segue action: UIKit makes it with init?(coder:), without its dependencies; set the segue's action to an @IBSegueAction that provides them",
            "the relationship segue leads to 'BookEditorViewController', which is CoderInitializable (through 'InjectedViewController'), and names no segue action: UIKit makes it with init?(coder:), without its dependencies; set the segue's action to an @IBSegueAction that provides them",
        ], "\(found)")
    }

    /// A segue action only some builds compile (`#if DEBUG`) leaves the others making the destination
    /// with `init(coder:)`: a warning at the action. One declared in each branch of `#if … #else` is fine.
    @Test func aSegueActionCompiledOnlyUnderIfIsReported() throws {
        let action = "    @IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookViewController? { nil }\n"
        #expect(Self.matchingSource.contains(action))
        let debugOnly = Self.matchingSource.replacingOccurrences(of: action, with: "    #if DEBUG\n" + action + "    #endif\n")
        let found = try check(debugOnly).filter { $0.rule == "segue-action-conditional" }
        #expect(found.map(\.message) == [
            "'makeBookViewController', the action of segue 'showBook' at Main.storyboard:79, is compiled only under `#if`: a build without it makes the destination with init(coder:); declare it outside `#if`, or in each branch of an `#if` … `#else`",
        ], "\(found)")
        let both = Self.matchingSource.replacingOccurrences(of: action, with: "    #if DEBUG\n" + action + "    #else\n" + action + "    #endif\n")
        #expect(try check(both).filter { $0.rule == "segue-action-conditional" } == [])
        // Every SDK that builds Swift 6 has SwiftUI: such a condition holds in every build.
        let swiftUI = Self.matchingSource.replacingOccurrences(of: action, with: "    #if canImport(SwiftUI)\n" + action + "    #endif\n")
        #expect(try check(swiftUI).filter { $0.rule == "segue-action-conditional" } == [])
    }

    /// A method of the action's selector that is not `@IBSegueAction` is a warning; one Objective-C may
    /// not see says that UIKit then cannot call it (a warning too: an `@objc` protocol the sources do not
    /// show may expose it), unless its class exposes its members (`@objcMembers`).
    @Test func aSegueActionNotMarkedIsAWarningThatSaysWhenObjectiveCMayNotSeeIt() throws {
        let marked = "@IBSegueAction func makeBookViewController"
        #expect(Self.matchingSource.contains(marked))
        let exposed = try check(Self.matchingSource.replacingOccurrences(of: marked, with: "@objc func makeBookViewController"))
            .filter { $0.rule == "segue-action-not-marked" }
        #expect(exposed.map(\.severity) == [.warning], "\(exposed)")
        let hidden = try check(Self.matchingSource.replacingOccurrences(of: marked, with: "func makeBookViewController"))
            .filter { $0.rule == "segue-action-not-marked" }
        #expect(hidden.map(\.severity) == [.warning], "\(hidden)")
        #expect(hidden.first?.message.hasPrefix("'makeBookViewController' has destinationCreationSelector 'makeBookViewController:sender:segueIdentifier:' but is not marked @IBSegueAction, nor @objc: unless a superclass or an @objc protocol exposes it, UIKit cannot call it") == true, "\(hidden)")
        let members = try check(Self.matchingSource
            .replacingOccurrences(of: marked, with: "func makeBookViewController")
            .replacingOccurrences(of: "final class LibraryViewController: UITableViewController", with: "@objcMembers final class LibraryViewController: UITableViewController"))
            .filter { $0.rule == "segue-action-not-marked" }
        #expect(members.map(\.message).allSatisfy { $0.hasSuffix("but is not marked @IBSegueAction") } && members.count == 1, "\(members)")
        // A witness of an @objc protocol's requirement the sources declare is exposed: the plain warning.
        let witness = try check(Self.matchingSource.replacingOccurrences(of: marked, with: "func makeBookViewController")
            + "\n@objc protocol BookMaking { func makeBookViewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookViewController? }\n")
            .filter { $0.rule == "segue-action-not-marked" }
        #expect(witness.map(\.message).allSatisfy { $0.hasSuffix("but is not marked @IBSegueAction") } && witness.count == 1, "\(witness)")
        // An override of a superclass's @IBSegueAction is one.
        let overriding = try check(Self.matchingSource
            .replacingOccurrences(of: marked, with: "override func makeBookViewController")
            .replacingOccurrences(of: "final class LibraryViewController: UITableViewController", with: "final class LibraryViewController: ShelfBase")
            + "\nclass ShelfBase: UITableViewController {\n    @IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookViewController? { nil }\n}\n")
        #expect(overriding.filter { $0.rule == "segue-action-not-marked" } == [], "\(overriding)")
    }

    /// A segue action declared to return a class unrelated to its destination scene's: UIKit stops the
    /// app when the action returns it. A wider type (`UIViewController?`) or the scene's class is fine.
    @Test func aSegueActionReturningAnUnrelatedClassIsAnError() throws {
        let declared = "segueIdentifier: String?) -> BookViewController? { nil }"
        #expect(Self.matchingSource.contains(declared))
        let wrong = try check(Self.matchingSource.replacingOccurrences(of: declared, with: "segueIdentifier: String?) -> AuthorViewController? { nil }"))
            .filter { $0.rule == "segue-action-wrong-type" }
        #expect(wrong.map(\.message) == [
            "'makeBookViewController' returns 'AuthorViewController', but segue 'showBook' leads to a scene of class 'BookViewController' (Main.storyboard:115): UIKit stops the app when a segue action returns a controller that is not a 'BookViewController'; declare it to return 'BookViewController?' (or a superclass of it)",
        ], "\(wrong)")
        let wider = try check(Self.matchingSource.replacingOccurrences(of: declared, with: "segueIdentifier: String?) -> UIViewController? { nil }"))
        #expect(wider.filter { $0.rule == "segue-action-wrong-type" } == [])
        // A nested class (`@objc(Name)` gives a storyboard its name) is not compared by its dotted name.
        let nested = try check(Self.matchingSource.replacingOccurrences(of: declared, with: "segueIdentifier: String?) -> Reader.BookViewController? { nil }")
            + "\nenum Reader { @objc(BookViewController) final class BookViewController: UIViewController {} }\n")
        #expect(nested.filter { $0.rule == "segue-action-wrong-type" } == [])
        #expect(try check(Self.matchingSource).filter { $0.rule == "segue-action-wrong-type" } == [])
    }

    @Test func aSegueActionInheritedFromAScannedSuperclassCounts() throws {
        let source = Self.matchingSource
            .replacingOccurrences(of: "final class LibraryViewController: UITableViewController", with: "final class LibraryViewController: BaseListController")
            .replacingOccurrences(of: "@IBSegueAction func makeBookViewController", with: "func moved")
            + "\nclass BaseListController: UITableViewController { @IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? { nil } }\n"
        #expect(try check(source).filter { $0.severity == .error } == [])
    }

    /// What an extension of `UIViewController` declares is every controller's, a table view controller's
    /// too: a segue action there serves its scenes, and a string identifier there may name any of their
    /// segues.
    @Test func anExtensionOfThePlatformControllerServesEveryController() throws {
        let action = "@IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookViewController? { nil }"
        let moved = Self.matchingSource.replacingOccurrences(of: action, with: "")
            + "\nextension UIViewController {\n    \(action)\n    func openAccount() { performSegue(withIdentifier: \"showAccount\", sender: nil) }\n}\n"
        #expect(try check(moved).filter { $0.severity == .error } == [])
        let misspelt = moved.replacingOccurrences(of: "\"showAccount\"", with: "\"showAcount\"")
        #expect(try check(misspelt).filter { $0.severity == .error }.map(\.rule) == ["string-identifier-without-segue"])
    }

    /// A class that declares `SegueIdentifier` below the superclass it inherits `SegueHandlerType` from
    /// (itself or through a class between them): the conformance names the superclass's enum, which
    /// `segueIdentifier(for:)` returns there too, so the class's own cannot be used — an error at it.
    @Test func anEnumBelowTheInheritedConformanceIsAnError() throws {
        let base = "final class BookViewController: UIViewController {\n    enum SegueIdentifier: String { case showAuthor, unwindToLibrary }\n}"
        #expect(Self.matchingSource.contains(base))
        let source = Self.matchingSource.replacingOccurrences(of: base, with: """
            class ReaderViewController: UIViewController, SegueHandlerType {
                enum SegueIdentifier: String { case unwindToLibrary }
            }
            class BookViewController: ReaderViewController {
                enum SegueIdentifier: String { case showAuthor, unwindToLibrary }
            }
            """)
        let findings = try check(source).filter { $0.rule == "segue-enum-below-conformance" }
        #expect(findings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["17:5"], "\(findings)")
        #expect(findings.first?.message.hasPrefix("'BookViewController' declares its own SegueIdentifier, but it inherits SegueHandlerType from ReaderViewController") == true)
        // Adopted by the class itself (its superclass does not), its enum is the conformance's.
        let adopted = source.replacingOccurrences(of: "class ReaderViewController: UIViewController, SegueHandlerType", with: "class ReaderViewController: UIViewController")
            .replacingOccurrences(of: "class BookViewController: ReaderViewController", with: "class BookViewController: ReaderViewController, SegueHandlerType")
        #expect(try check(adopted).filter { $0.rule == "segue-enum-below-conformance" } == [])
    }

    /// A string constant used as a segue identifier is checked as the literal it holds, where it is
    /// used: a misspelt constant would stop the app in `performSegue(withIdentifier:)`.
    @Test func aConstantNamedAsASegueIdentifierIsCheckedWhereItIsUsed() throws {
        let source = Self.matchingSource.replacingOccurrences(of: "@IBAction func unwindToLibrary", with: """
            func openAccount() { performSegue(withIdentifier: Segues.showAccount, sender: nil) }
                @IBAction func unwindToLibrary
            """) + "\nenum Segues { static let showAccount = \"showAccount\" }\n"
        #expect(source != Self.matchingSource)
        #expect(try check(source).filter { $0.severity == .error } == [])
        let misspelt = source.replacingOccurrences(of: "= \"showAccount\"", with: "= \"showAcount\"")
        let findings = try check(misspelt).filter { $0.rule == "string-identifier-without-segue" }
        #expect(findings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["10:55"])
        #expect(findings.first?.message.hasPrefix("\"showAcount\" (Segues.showAccount) in performSegue(withIdentifier:) matches no segue of LibraryViewController") == true,
                "\(findings)")
    }

    /// A segue the code makes itself (`UIStoryboardSegue(identifier: "x", source:destination:)`) and
    /// hands to `prepare(for:sender:)` has an identifier no storyboard has: code comparing with it is not
    /// blamed, and the literal that makes it is no segue identifier to check.
    @Test func anIdentifierOfASegueMadeInCodeIsNoStoryboardsSegue() throws {
        let source = Self.matchingSource.replacingOccurrences(of: """
            final class BookViewController: UIViewController {
                enum SegueIdentifier: String { case showAuthor, unwindToLibrary }
            }
            """, with: """
            final class BookViewController: UIViewController {
                func showNotes() {
                    let segue = UIStoryboardSegue(identifier: "showNotes", source: self, destination: UIViewController()) {}
                    prepare(for: segue, sender: nil)
                    segue.perform()
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segue.identifier {
                    case "showAuthor", "showNotes": break
                    default: break
                    }
                }
            }
            """)
        #expect(source != Self.matchingSource)
        #expect(try check(source).filter { $0.rule == "string-identifier-without-segue" } == [])
        let misspelt = source.replacingOccurrences(of: "case \"showAuthor\", \"showNotes\"", with: "case \"showAuthor\", \"showNote\"")
        #expect(try check(misspelt).filter { $0.rule == "string-identifier-without-segue" }.map(\.message).first?.hasPrefix("\"showNote\" in a case") == true)
    }

    /// A `SegueIdentifier` nested in a struct or enum of the sources (a namespace of constants) names no
    /// class's segues: it is checked as an app-wide enum, not reported as an enum without scenes.
    @Test func anEnumInANamespaceIsCheckedAsAnAppWideOne() throws {
        let source = Self.matchingSource + """

            enum Constants { enum SegueIdentifier: String { case showBook, showAuthor } }
            struct Storyboard { enum SegueIdentifier: String { case showDetial } }
            """
        let found = try check(source).filter { $0.location?.path == "Library.swift" && $0.severity != .note }
        #expect(found.map(\.message) == [
            "case 'showDetial' of app-wide Storyboard.SegueIdentifier matches no segue identifier in Main.storyboard (an app-wide enum is checked against the identifiers of every given storyboard)",
        ])
    }

    /// The identifiers of the unwind segues that reach a class's unwind action are what
    /// `segueIdentifier(for:)` sees in that action: its enum may list them.
    @Test func aClassEnumMayNameTheUnwindSeguesItsActionsReceive() throws {
        let source = Self.matchingSource.replacingOccurrences(of: "case showAbout\n", with: "case showAbout\n        case cancelEditing, saveBook\n")
        #expect(source != Self.matchingSource)
        #expect(try check(source).filter { $0.severity == .error } == [])
        // Another class implements the action: the exits reach it, not this class.
        let elsewhere = source.replacingOccurrences(of: "@IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {}", with: "")
            + "\nextension BookViewController { @IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {} }\n"
        #expect(try check(elsewhere).filter { $0.severity == .error }.map(\.rule) == ["case-without-segue", "case-without-segue"])
    }

    @Test func anUnwindActionImplementedNowhereIsAnError() throws {
        let source = Self.matchingSource.replacingOccurrences(of: "@IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {}", with: "")
        let errors = try check(source).filter { $0.severity == .error }
        #expect(errors.count == 2, "cancelEditing and saveBook both use unwindFromEditor:")
        #expect(errors.allSatisfy { $0.message.contains("'unwindFromEditor:'") })
        #expect(Set(errors.compactMap(\.line)) == [try line(of: "identifier=\"cancelEditing\"", in: Fixtures.mainStoryboard), try line(of: "identifier=\"saveBook\"", in: Fixtures.mainStoryboard)])
        // A scene class of no module that the Swift sources do not declare (an Objective-C class of a
        // mixed target), or one deriving from a class they do not declare (an Objective-C or framework
        // base), may implement it: then it is a warning that names that class. A platform class, or one
        // of another module, is no such class.
        func unwindFindings(adding scene: String, source extra: String = "") throws -> [Diagnostic] {
            let xml = try String(contentsOf: Fixtures.mainStoryboard, encoding: .utf8)
                .replacingOccurrences(of: "</scenes>", with: "<scene sceneID=\"x-aa-bbb\"><objects>\(scene)</objects></scene></scenes>")
            let document = try Fixtures.parse(xml: xml, path: Fixtures.mainStoryboard.path)
            var scan = SwiftSourceScan.scan(source: source, path: "Library.swift")
            scan.merge(SwiftSourceScan.scan(source: Self.sceneClasses.map { "class \($0.key): \($0.value) {}" }.joined(separator: "\n") + extra, path: "Scenes.swift"))
            return StoryboardCodeChecker(documents: [document], scan: scan).check().filter { $0.rule == "unwind-action-missing" }
        }
        let mixed = try unwindFindings(adding: "<viewController id=\"x1-aa-bbb\" customClass=\"AAPLMenuViewController\" sceneMemberID=\"viewController\"/>")
        #expect(mixed.count == 2 && mixed.allSatisfy { $0.severity == .warning }, "\(mixed)")
        #expect(mixed.allSatisfy { $0.message.hasSuffix("unless code the sources do not show implements it, such as 'AAPLMenuViewController' (a scene class of no module that the Swift sources do not declare)") }, "\(mixed)")
        let derived = try unwindFindings(
            adding: "<viewController id=\"x1-aa-bbb\" customClass=\"MenuViewController\" customModuleProvider=\"target\" sceneMemberID=\"viewController\"/>",
            source: "\nfinal class MenuViewController: KitBaseViewController {}")
        #expect(derived.count == 2 && derived.allSatisfy { $0.severity == .warning }, "\(derived)")
        #expect(derived.allSatisfy { $0.message.hasSuffix("such as 'KitBaseViewController' (the superclass of 'MenuViewController' that the Swift sources do not declare)") }, "\(derived)")
        for scene in [
            "<navigationController id=\"x1-aa-bbb\" customClass=\"UINavigationController\" sceneMemberID=\"viewController\"/>",
            "<viewController id=\"x1-aa-bbb\" customClass=\"AnimatableViewController\" customModule=\"IBAnimatable\" sceneMemberID=\"viewController\"/>",
        ] {
            #expect(try unwindFindings(adding: scene).map(\.severity) == [.error, .error], "\(scene)")
        }
    }

    /// A missing action whose name a method taking a segue starts (the exit was connected to
    /// `unwindFromEditorWithSegue:` after a rename of its label) points at that method and says what the
    /// storyboard expects; among several such methods, the one of the longest name.
    @Test func aMissingUnwindActionPointsAtTheMethodItsNameStartsWith() throws {
        let xml = try String(contentsOf: Fixtures.mainStoryboard, encoding: .utf8)
            .replacingOccurrences(of: #"unwindAction="unwindFromEditor:""#, with: #"unwindAction="unwindFromEditorWithSegue:""#)
        let source = Self.matchingSource.replacingOccurrences(
            of: "@IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {}",
            with: "@IBAction func unwindFrom(_ segue: UIStoryboardSegue) {}\n    @IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {}")
        let scan = SwiftSourceScan.scan(source: source, path: "Library.swift")
        let found = StoryboardCodeChecker(documents: [try Fixtures.parse(xml: xml, path: "Main.storyboard")], scan: scan).check()
            .filter { $0.rule == "unwind-action-missing" }
        let line = try #require(source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("func unwindFromEditor(") }) + 1
        #expect(found.count == 2, "\(found)")
        #expect(found.allSatisfy {
            $0.message.hasSuffix("('unwindFromEditor' at Library.swift:\(line) has selector 'unwindFromEditor:'; the storyboard expects a labelled argument, e.g. `unwindFromEditor(segue: UIStoryboardSegue)`, or add @objc(unwindFromEditorWithSegue:))")
        }, "\(found)")
    }

    /// UIKit finds an unwind action through Objective-C: a plain Swift method of the right selector is
    /// never called, so the exit does nothing. Any way of exposing it the sources show counts; since a
    /// superclass or protocol of another module may expose it too, it is a note, not a warning.
    @Test(arguments: [
        ("func unwindFromEditor(_ segue: UIStoryboardSegue) {}", true),
        ("@IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {}", false),
        ("@objc func unwindFromEditor(_ segue: UIStoryboardSegue) {}", false),
        ("@objc(unwindFromEditor:) func back(_ segue: UIStoryboardSegue) {}", false),
        ("dynamic func unwindFromEditor(_ segue: UIStoryboardSegue) {}", true),   // Swift-native dynamic, not @objc
        ("@objc dynamic func unwindFromEditor(_ segue: UIStoryboardSegue) {}", false),
        ("override func unwindFromEditor(_ segue: UIStoryboardSegue) {}", false),
    ])
    func anUnwindActionObjectiveCCannotSeeIsNoted(declaration: String, warned: Bool) throws {
        let source = Self.matchingSource.replacingOccurrences(of: "@IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {}", with: declaration)
        let found = try check(source).filter { $0.rule == "unwind-action-not-exposed" }
        #expect(found.count == (warned ? 1 : 0) && found.allSatisfy { $0.severity == .note }, "\(found)")
        #expect(try check(source).filter { $0.severity == .error } == [])
        let members = source.replacingOccurrences(of: "final class LibraryViewController", with: "@objcMembers final class LibraryViewController")
        #expect(try check(members).filter { $0.rule == "unwind-action-not-exposed" } == [])
        // @objcMembers on a superclass exposes the subclass's members; an @objc protocol's requirement
        // exposes what satisfies it.
        let inherited = source.replacingOccurrences(of: "final class LibraryViewController: UITableViewController", with: "final class LibraryViewController: ListBaseViewController")
            + "\n@objcMembers class ListBaseViewController: UITableViewController {}\n"
        #expect(try check(inherited).filter { $0.rule == "unwind-action-not-exposed" } == [])
        let required = source + "\n@objc protocol EditorUnwinding { func unwindFromEditor(_ segue: UIStoryboardSegue) }\n"
        #expect(try check(required).filter { $0.rule == "unwind-action-not-exposed" } == [])
    }

    @Test func unwindActionsWhoseFirstLabelIsAPrepositionMatchWithoutWith() throws {
        // `unwindFrom(editor:)` is `unwindFromEditor:` in Objective-C: no `With` after a base name that
        // ends with a preposition. `unwindFromEditor(segue:)` is `unwindFromEditorWithSegue:`.
        let source = Self.matchingSource.replacingOccurrences(
            of: "@IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {}",
            with: "@IBAction func unwindFrom(editor segue: UIStoryboardSegue) {}")
        #expect(try check(source).filter { $0.severity == .error } == [])

        let wrong = Self.matchingSource.replacingOccurrences(
            of: "@IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {}",
            with: "@IBAction func unwindFromEditor(segue: UIStoryboardSegue) {}")
        let errors = try check(wrong).filter { $0.severity == .error }
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { $0.message.contains("'unwindFromEditorWithSegue:'") })
    }

    @Test func anEnumOfAClassWithNoSceneIsAWarning() throws {
        let diagnostics = try check(Self.matchingSource + "\nclass Ghost { enum SegueIdentifier: String { case boo } }\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].severity == .warning)
        #expect(diagnostics[0].message.contains("'Ghost'"))
    }

    @Test func diagnosticsAreSortedByFileAndLine() throws {
        let source = Self.matchingSource
            .replacingOccurrences(of: "case showBook, editBook, showAccount", with: "case showBook, nope")
            .replacingOccurrences(of: "@IBAction func unwindToLibrary(_ segue: UIStoryboardSegue) {}", with: "")
        let diagnostics = try check(source)
        #expect(diagnostics.count >= 4)
        let keys = diagnostics.map { "\($0.path ?? "")\u{0}\(String(format: "%08d", $0.line ?? 0))" }
        #expect(keys == keys.sorted())
    }
}

@Suite("Top-level and aliased SegueIdentifier enums")
struct AliasedEnumCheckTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes>
        <scene sceneID="s1"><objects>
        <viewController id="a1" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController">
        <connections><segue destination="b1" kind="show" identifier="showDetail" id="g1"/></connections>
        </viewController></objects></scene>
        <scene sceneID="s2"><objects>
        <viewController id="b1" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController">
        <connections><segue destination="a1" kind="show" identifier="back" id="g2"/></connections>
        </viewController></objects></scene>
        </scenes></document>
        """

    private func check(_ source: String) throws -> [String] {
        let document = try Fixtures.parse(xml: Self.storyboard, path: "Main.storyboard")
        return StoryboardCodeChecker(documents: [document], scan: SwiftSourceScan.scan(source: source, path: "A.swift"))
            .check().map { "\($0.rule) \($0.line ?? 0): \($0.message)" }
    }

    @Test func aSceneClassOfTheTargetThatNoSourceDeclaresIsAnErrorNamingTheClosestDeclaredClass() throws {
        let found = try check("""
            final class ListViewController: UIViewController {}
            final class DetailsViewController: UIViewController {}
            """)
        #expect(found == [
            "class-not-declared 9: scene class 'DetailViewController' belongs to the app's module but no given Swift file declares it; the sources declare 'DetailsViewController' — was it renamed in code only? (at run time: \"Unknown class DetailViewController in Interface Builder file\")",
        ])
    }

    @Test func aSceneClassWithoutAModuleOrOfAnotherModuleIsNeverBlamed() throws {
        let storyboard = Self.storyboard
            .replacingOccurrences(of: #"customClass="DetailViewController" customModuleProvider="target""#, with: #"customClass="DetailViewController""#)
            .replacingOccurrences(of: #"customClass="ListViewController" customModuleProvider="target""#, with: #"customClass="ListViewController" customModule="Kit""#)
        let document = try Fixtures.parse(xml: storyboard, path: "Main.storyboard")
        let found = StoryboardCodeChecker(documents: [document], scan: SwiftSourceScan.scan(source: "final class OtherViewController: UIViewController {}", path: "A.swift")).check()
        #expect(!found.contains { $0.rule == "class-not-declared" }, "\(found)")
    }

    /// `customClass="Settings.DetailViewController"` names a nested class: declared only when the
    /// sources declare `DetailViewController` in `Settings`, not at top level or in another type.
    @Test func aDottedSceneClassIsDeclaredOnlyAsThatNestedClass() throws {
        let storyboard = Self.storyboard.replacingOccurrences(of: #"customClass="DetailViewController""#, with: #"customClass="Settings.DetailViewController""#)
        let document = try Fixtures.parse(xml: storyboard, path: "Main.storyboard")
        func check(_ source: String) -> [String] {
            StoryboardCodeChecker(documents: [document], scan: SwiftSourceScan.scan(source: source, path: "A.swift")).check()
                .filter { $0.rule == "class-not-declared" }.map(\.message)
        }
        let lister = "final class ListViewController: UIViewController {}\n"
        #expect(check(lister + "enum Settings { final class DetailViewController: UIViewController {} }") == [])
        #expect(check(lister + "enum Settings {}\nextension Settings { final class DetailViewController: UIViewController {} }") == [])
        for elsewhere in [
            "final class DetailViewController: UIViewController {}", "enum Preferences { final class DetailViewController: UIViewController {} }",
            // A typealias names a class without declaring one: the runtime knows no class by its name.
            "final class OtherViewController: UIViewController {}\nenum Settings { typealias DetailViewController = OtherViewController }",
        ] {
            let missing = check(lister + elsewhere)
            #expect(missing.count == 1 && missing[0].hasPrefix("scene class 'Settings.DetailViewController' belongs to the app's module"), "\(missing)")
        }
        // A nested class of a nearby name is the rename hint.
        #expect(check(lister + "enum Settings { final class DetailsViewController: UIViewController {} }").first?
            .contains("the sources declare 'Settings.DetailsViewController'") == true)
    }

    @Test func aNestedAliasChecksTheNamedEnumAgainstItsClass() throws {
        let found = try check("""
            enum ListSegues: String { case showDetail, showGhost }
            final class ListViewController: UIViewController {
                typealias SegueIdentifier = ListSegues
            }
            final class DetailViewController: UIViewController {}
            """)
        #expect(found == ["case-without-segue 1: case 'showGhost' of ListSegues matches no segue of ListViewController in Main.storyboard; it has 'showDetail'"])
    }

    /// Same-named classes of two modules are checked as one class (with a warning that says so); a
    /// segue without a case is still reported once.
    @Test func aSegueOfAClassOfTwoModulesIsReportedOnce() throws {
        let document = try Fixtures.parse(iOSScenes: """
            <scene sceneID="s1"><objects><viewController id="a" customClass="ListViewController" customModuleProvider="target" customModule="App" sceneMemberID="viewController">
                <connections><segue destination="b" kind="show" identifier="showDetail" id="g1"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="ListViewController" customModule="ListKit" sceneMemberID="viewController">
                <connections><segue destination="a" kind="show" identifier="showCredits" id="g2"/></connections>
            </viewController></objects></scene>
            """, path: "Main.storyboard")
        let scan = SwiftSourceScan.scan(source: "final class ListViewController: UIViewController {\n    enum SegueIdentifier: String { case showDetail }\n}", path: "A.swift")
        let found = StoryboardCodeChecker(documents: [document], scan: scan).check()
        #expect(found.filter { $0.rule == "segue-without-case" }.count == 1, "\(found)")
        #expect(found.contains { $0.rule == "class-in-several-modules" }, "\(found)")
        // Said at a scene of one of the modules it names, not at an earlier one of no module.
        let unassigned = try Fixtures.parse(iOSScenes: """
            <scene sceneID="s0"><objects><viewController id="z" customClass="ListViewController" sceneMemberID="viewController"/></objects></scene>
            """, path: "A.storyboard")
        let warning = StoryboardCodeChecker(documents: [unassigned, document], scan: scan).check().first { $0.rule == "class-in-several-modules" }
        #expect(warning.map { "\($0.path ?? ""):\($0.line ?? 0)" } == "Main.storyboard:3", "\(String(describing: warning))")
    }

    /// A caseless `enum SegueIdentifier` of string constants is a namespace, not an enum
    /// `SegueHandlerType` can use: it is not compared with the storyboard.
    @Test func aNamespaceOfConstantsNamedSegueIdentifierIsNotCompared() throws {
        let found = try check("""
            final class ListViewController: UIViewController {
                enum SegueIdentifier {
                    static let showDetail = "showDetail"
                }
            }
            final class DetailViewController: UIViewController {}
            """)
        #expect(found == [])
    }

    /// `class DetailViewController: List`, `List` a typealias of the class whose extension declares the
    /// enum: the enum is compared with both classes' segues, as for `class DetailViewController:
    /// ListViewController`.
    @Test func aClassDerivingFromAnAliasSharesTheEnumOfItsClass() throws {
        var scan = SwiftSourceScan.scan(source: """
            class ListViewController: UIViewController {}
            typealias List = ListViewController
            extension List { enum SegueIdentifier: String { case showDetail, back } }
            final class DetailViewController: List {}
            """, path: "A.swift")
        scan.resolveAcrossFiles()
        let document = try Fixtures.parse(xml: Self.storyboard, path: "Main.storyboard")
        #expect(StoryboardCodeChecker(documents: [document], scan: scan).check().map(\.message) == [])
    }

    @Test func aNestedAliasMissingACaseReportsTheSegue() throws {
        let found = try check("""
            enum ListSegues: String { case other }
            final class ListViewController: UIViewController { typealias SegueIdentifier = ListSegues }
            """)
        #expect(found.contains { $0.hasPrefix("segue-without-case 6: segue 'showDetail' of ListViewController") })
    }

    @Test func aTopLevelEnumWithoutStringRawValuesIsNotCheckableAndSaysWhy() throws {
        let found = try check("enum SegueIdentifier { case showDetail, bogus }")
        #expect(found == ["non-string-raw-values 1: cannot check top-level SegueIdentifier: it does not have String raw values (`enum SegueIdentifier: String`)"])
    }

    /// An enum whose raw type is a `typealias` of `String` is compared with the storyboard like any other.
    @Test func anEnumWithAnAliasOfStringAsRawTypeIsCompared() throws {
        var scan = SwiftSourceScan.scan(source: """
            typealias Identifier = String
            final class ListViewController: UIViewController {
                enum SegueIdentifier: Identifier { case showDetail, bogus }
            }
            final class DetailViewController: UIViewController {}
            """, path: "A.swift")
        scan.resolveAcrossFiles()
        let document = try Fixtures.parse(xml: Self.storyboard, path: "Main.storyboard")
        let found = StoryboardCodeChecker(documents: [document], scan: scan).check()
        #expect(found.map(\.rule).sorted() == ["case-without-segue"], "\(found)")
    }

    @Test func aTopLevelEnumMatchingEveryIdentifierIsClean() throws {
        #expect(try check("enum SegueIdentifier: String { case showDetail, back }") == [])
    }

    @Test func anAmbiguousAliasTargetIsNotCheckable() throws {
        let found = try check("""
            struct A { enum Segues: String { case x } }
            struct B { enum Segues: String { case y } }
            typealias SegueIdentifier = Segues
            """)
        #expect(found == ["segue-enum-uncheckable 3: cannot check top-level SegueIdentifier = Segues: 'Segues' names 2 enums (A.swift:1, A.swift:2); qualify it"])
    }
}

@Suite("Checking: the rules reports describe")
struct CheckerRuleListTests {
    /// Every rule the checker's sources report (`rule: "…"`) has a description in
    /// ``StoryboardCodeChecker/rules``, which SARIF reports list for code scanning.
    @Test func everyRuleTheCheckerReportsIsDescribed() throws {
        let folder = Fixtures.repository.appendingPathComponent("Sources/SegueKitChecker")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var reported = Set<String>()
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for part in text.components(separatedBy: "rule: \"").dropFirst() {
                if let end = part.firstIndex(of: "\"") { reported.insert(String(part[..<end])) }
            }
        }
        #expect(reported.count > 20)
        #expect(reported.subtracting(StoryboardCodeChecker.rules.map(\.key)).isEmpty, "\(reported.subtracting(StoryboardCodeChecker.rules.map(\.key)))")
    }
}

@Suite("Checking StoryboardInstantiable scene identifiers")
struct SceneIdentifierCheckTests {
    private func check(_ source: String) throws -> [Diagnostic] {
        let document = try Fixtures.parse(Fixtures.mainStoryboard)
        return StoryboardCodeChecker(documents: [document], scan: SwiftSourceScan.scan(source: source, path: "Scenes.swift")).check()
            .filter { $0.rule == "scene-identifier-without-scene" }
    }

    @Test func anExplicitSceneIdentifierThatNamesAScenePasses() throws {
        #expect(try check("""
            final class BookViewController: UIViewController, StoryboardInstantiable {
                static let storyboardName = "Main"
                static let sceneIdentifier = "Book"
            }
            final class StatsViewController: UIViewController {}
            extension StatsViewController: SegueKit.StoryboardInstantiable {
                static var storyboardName: String { "Main" }
                static var sceneIdentifier: String { return "Stats" }
            }
            """) == [])
    }

    @Test func anExplicitSceneIdentifierThatNamesNoSceneIsAnErrorAtItsLiteral() throws {
        let diagnostics = try check("""
            final class BookViewController: UIViewController, StoryboardInstantiable {
                static let storyboardName = "Main"
                static let sceneIdentifier: String = "Bok"
            }
            """)
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(error.severity == .error)
        #expect(error.path == "Scenes.swift")
        #expect(error.line == 3)
        #expect(error.column == 42)
        #expect(error.message.contains("'BookViewController': sceneIdentifier \"Bok\" names no scene of Main.storyboard"), "\(error.message)")
        // The fix is the value: the ID of the class's own scene, or else the ID of a scene it can be made
        // from that it most likely misspells (not another class's scene).
        #expect(error.message.hasSuffix("; its scene's Storyboard ID is \"Book\": correct sceneIdentifier to it"), "\(error.message)")
        let base = try check("""
            class ReaderViewController: UIViewController, StoryboardInstantiable {
                static let storyboardName = "Main"
                static let sceneIdentifier = "Bok"
            }
            final class BookViewController: ReaderViewController {}
            """)
        #expect(base.first?.message.hasSuffix("; did you mean \"Book\"? Correct sceneIdentifier, or set the scene's Storyboard ID to \"Bok\"") == true, "\(base)")
        let unrelated = try check("""
            final class NotesViewController: UIViewController, StoryboardInstantiable {
                static let storyboardName = "Main"
                static let sceneIdentifier = "Bok"
            }
            final class BookViewController: UIViewController {}
            """)
        #expect(unrelated.first?.message.hasSuffix("; set the scene's Storyboard ID to \"Bok\", or correct sceneIdentifier") == true, "\(unrelated)")
    }

    @Test func theClassNameIsTheDefaultSceneIdentifier() throws {
        let diagnostics = try check("""
            final class AuthorViewController: UIViewController {}

            extension AuthorViewController: StoryboardInstantiable {
                static let storyboardName = "Main"
            }
            """)
        let error = try #require(diagnostics.first)
        #expect(error.line == 3)
        #expect(error.message.contains("'AuthorViewController': its class name, StoryboardInstantiable's default sceneIdentifier, names no scene"), "\(error.message)")
        #expect(error.message.hasSuffix("; its scene's Storyboard ID is \"Author\": declare static let sceneIdentifier = \"Author\""), "\(error.message)")
    }

    /// A superclass's `class var sceneIdentifier` or `storyboardName`, or a `StoryboardInstantiable`
    /// extension's, is what the class uses instead of the protocol's default: a literal one is checked,
    /// a computed one is not, and the class name is not taken for it.
    @Test func aSceneIdentifierFromASuperclassOrAnExtensionReplacesTheDefault() throws {
        #expect(try check("""
            class MainSceneViewController: UIViewController {
                class var storyboardName: String { "Main" }
                class var sceneIdentifier: String { String(String(describing: self).dropLast("ViewController".count)) }
            }
            final class AuthorViewController: MainSceneViewController, StoryboardInstantiable {}
            """) == [])
        #expect(try check("""
            extension StoryboardInstantiable where Self: UIViewController {
                static var storyboardName: String { "Main" }
                static var sceneIdentifier: String { String(describing: self) + "Scene" }
            }
            final class AuthorViewController: UIViewController, StoryboardInstantiable {}
            """) == [])
        let inherited = try check("""
            class BookBase: UIViewController {
                class var storyboardName: String { "Main" }
                class var sceneIdentifier: String { "Bok" }
            }
            final class BookViewController: BookBase, StoryboardInstantiable {}
            """)
        #expect(inherited.map(\.message).first?.contains("'BookViewController': sceneIdentifier \"Bok\" names no scene of Main.storyboard") == true, "\(inherited)")
    }

    /// A class adopts `StoryboardInstantiable` through a protocol of the app that refines it, or a
    /// composition: it is checked as a direct adopter is, with what an extension of that protocol declares.
    @Test func anAdoptionThroughARefiningProtocolOrACompositionIsChecked() throws {
        let found = try check("""
            protocol MainScene: StoryboardInstantiable {}
            extension MainScene { static var storyboardName: String { "Main" } }
            typealias InjectedScene = StoryboardInstantiable & CoderInitializable
            final class ProfileViewController: UIViewController, MainScene {}
            final class ComposedViewController: UIViewController, InjectedScene {
                static let storyboardName = "Main"
            }
            final class AuthorViewController: UIViewController, MainScene {
                static let sceneIdentifier = "Author"
            }
            """)
        #expect(found.map(\.message).map { String($0.prefix(100)) } == [
            "'ProfileViewController': its class name, StoryboardInstantiable's default sceneIdentifier, names no ",
            "'ComposedViewController': its class name, StoryboardInstantiable's default sceneIdentifier, names no",
        ], "\(found)")
        #expect(found.allSatisfy { $0.message.contains("names no scene of Main.storyboard") }, "\(found)")
    }

    @Test func aComputedSceneIdentifierIsNotChecked() throws {
        #expect(try check("""
            final class AuthorViewController: UIViewController, StoryboardInstantiable {
                static let storyboardName = "Main"
                static var sceneIdentifier: String { "Au" + "thor" }
            }
            final class Other: UIViewController, StoryboardInstantiable {
                static let storyboardName = "Main"
                static let sceneIdentifier = prefix + "x"
            }
            """) == [])
    }

    /// `check` given Main.storyboard alone cannot see Settings.storyboard, nor a framework's storyboard
    /// that `storyboardBundle` loads: a scene there is not looked for among Main's. A storyboard of the
    /// main bundle that is not given gets a warning, in case the name is misspelled.
    @Test func aSceneOfAStoryboardNotGivenIsNotChecked() throws {
        let found = try check("""
            final class ProfileViewController: UIViewController, StoryboardInstantiable {
                static let storyboardName = "Settings"
            }
            final class PaywallViewController: UIViewController, StoryboardInstantiable {
                static let storyboardName = "Store"
                static let sceneIdentifier = "Paywall"
                static var storyboardBundle: Bundle? { Bundle(for: StoreKitUI.self) }
            }
            """)
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.line == 2)
        #expect(found.first?.message == "'ProfileViewController': storyboardName \"Settings\" names none of the given storyboards (Main.storyboard), so its scene is not checked; is the name misspelled?")
    }

    /// A `storyboardName` that is no string literal (`StoryboardName.onboarding.rawValue`) may name a
    /// storyboard not given: a scene none of the given storyboards has is a warning, not an error (nothing
    /// with `storyboardBundle`); one they have passes.
    @Test func aSceneOfAStoryboardNamedByAnExpressionIsAWarningWhenNoGivenStoryboardHasIt() throws {
        let found = try check("""
            enum StoryboardName: String { case main = "Main", onboarding = "Onboarding" }
            final class WelcomeViewController: UIViewController, StoryboardInstantiable {
                static let storyboardName = StoryboardName.onboarding.rawValue
            }
            final class TourViewController: UIViewController, StoryboardInstantiable {
                static let storyboardName = StoryboardName.onboarding.rawValue
                static let storyboardBundle: Bundle? = Bundle(for: TourViewController.self)
            }
            final class BookViewController: UIViewController, StoryboardInstantiable {
                static var storyboardName: String { StoryboardName.main.rawValue }
                static let sceneIdentifier = "Book"
            }
            """)
        #expect(found.map(\.severity) == [.warning], "\(found)")
        #expect(found.first?.line == 3)
        #expect(found.first?.message == "'WelcomeViewController': its class name, StoryboardInstantiable's default sceneIdentifier, names no scene of the given storyboards (Main.storyboard), and its storyboardName is not a string literal, so the storyboard it loads may be one not given")
    }

    @Test func theScanRecordsConformancesAndStaticStrings() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: UIViewController, SegueKit.CoderInitializable {
                let sceneIdentifier = "instance, not static"
                static let storyboardName = "Main"
                func f() { let sceneIdentifier = "local" }
            }
            extension B: StoryboardInstantiable {}
            """, path: "a.swift")
        #expect(scan.conformances.map(\.typeName) == ["A", "A", "B"])
        #expect(scan.conformances.map(\.inheritedType) == ["UIViewController", "CoderInitializable", "StoryboardInstantiable"])
        #expect(scan.conformances.map(\.qualifier) == [nil, "SegueKit", nil])
        #expect(scan.staticStrings.map(\.name) == ["storyboardName"])
        #expect(scan.staticStrings.map(\.value) == ["Main"])
    }
}
