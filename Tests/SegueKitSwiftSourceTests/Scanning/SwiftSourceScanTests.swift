import Testing
import SegueKitSwiftSource
import SegueKitStoryboard

@Suite("Swift source scanning")
struct SwiftSourceScanTests {
    @Test func findsNestedEnumCasesWithImplicitAndExplicitRawValuesOnMultiCaseLines() {
        let scan = SwiftSourceScan.scan(source: """
            final class ListViewController: UITableViewController, SegueHandlerType {
                enum SegueIdentifier: String, CaseIterable {
                    case showDetail, edit = "Edit Item"
                    case `default`
                    case escaped = "say \\"hi\\"\\n"
                }
            }
            """, path: "List.swift")
        #expect(scan.segueEnums.count == 1)
        let segueEnum = scan.segueEnums[0]
        #expect(segueEnum.owner == "ListViewController")
        #expect(segueEnum.hasStringRawValues)
        #expect(segueEnum.cases.map(\.name) == ["showDetail", "edit", "default", "escaped"])
        #expect(segueEnum.cases.map(\.rawValue) == ["showDetail", "Edit Item", "default", "say \"hi\"\n"])
        #expect(segueEnum.cases[1].location == .init(path: "List.swift", line: 3, column: 26))
        #expect(scan.classes.map(\.name) == ["ListViewController"])
        #expect(scan.classes[0].superclass == "UITableViewController")
    }

    /// A superclass named with its module is the whole qualified name, which the class chains resolve in
    /// that module; `Swift.String` raw values are `String` raw values.
    /// Code switched off with `#if false`, or in the branches after `#if true`, is never compiled: it is
    /// not read. Other conditions keep both branches, as before.
    @Test func codeTheCompilerNeverCompilesIsNotRead() {
        let scan = SwiftSourceScan.scan(source: """
            final class ListViewController: UITableViewController {
                #if false
                enum SegueIdentifier: String { case showOld }
                func old() { performSegue(withIdentifier: "showOld2", sender: nil) }
                #if DEBUG
                final class Nested: UIViewController {}
                #endif
                #elseif DEBUG
                func debug() { performSegue(withIdentifier: "showDebug", sender: nil) }
                #endif
                #if DEBUG && (false || !true)
                func alsoDead() { performSegue(withIdentifier: "showAlsoDead", sender: nil) }
                #endif
                #if os(iOS) || false
                func iOS() { performSegue(withIdentifier: "showOnIOS", sender: nil) }
                #endif
                #if true
                func live() { performSegue(withIdentifier: "showLive", sender: nil) }
                #else
                func dead() { performSegue(withIdentifier: "showDead", sender: nil) }
                #endif
            }
            #if false
            class ListViewController: UIViewController {}
            #endif
            """, path: "L.swift")
        #expect(scan.segueEnums.isEmpty)
        #expect(scan.classes.map(\.name) == ["ListViewController"] && scan.classes.map(\.superclass) == ["UITableViewController"])
        #expect(scan.segueLiterals.map(\.identifier) == ["showDebug", "showOnIOS", "showLive"], "\(scan.segueLiterals)")
        // The blocks stay balanced: a class after them is read, outside any `#if`.
        let after = SwiftSourceScan.scan(source: """
            #if true
            final class A: UIViewController {}
            #else
            final class B: UIViewController {}
            #endif
            final class C: UIViewController { enum SegueIdentifier: String { case showC } }
            """, path: "A.swift")
        #expect(after.classes.map(\.name) == ["A", "C"])
        #expect(after.segueEnums.first?.cases.map(\.isConditional) == [false])
    }

    @Test func aQualifiedSuperclassIsKeptWhole() {
        let scan = SwiftSourceScan.scan(source: """
            final class SignUpViewController: Kit.FormViewController, Kit.Validating {
                enum SegueIdentifier: Swift.String { case showTerms }
            }
            """, path: "SignUp.swift")
        #expect(scan.classes.map(\.superclass) == ["Kit.FormViewController"])
        #expect(scan.segueEnums.map(\.hasStringRawValues) == [true])
    }

    /// `@objc(Name)` gives a class the name a storyboard records for it.
    @Test func anObjCNameIsRecordedWithTheSwiftName() {
        let scan = SwiftSourceScan.scan(source: """
            @objc(LegacyListViewController) final class ListViewController: UIViewController {}
            @objc final class PlainViewController: UIViewController {}
            """, path: "List.swift")
        #expect(scan.classes.map(\.objcName) == ["LegacyListViewController", nil])
        // A nested class is named by its own name, as the sources' classes are; a top-level class of
        // that name is the one the name means.
        let nested = SwiftSourceScan.scan(source: "enum Screens { @objc(LegacyInner) final class Inner: UIViewController {} }", path: "S.swift")
        #expect(nested.swiftNamesByObjCName == ["LegacyInner": "Inner"])
        let shadowed = SwiftSourceScan.scan(source: "final class Inner {}\nenum Screens { @objc(LegacyInner) final class Inner: UIViewController {} }", path: "S.swift")
        #expect(shadowed.swiftNamesByObjCName.isEmpty && shadowed.nestedObjCNames == ["LegacyInner"])
        let twoNested = SwiftSourceScan.scan(source: "enum A { @objc(AInner) class Inner {} }\nenum B { @objc(BInner) class Inner {} }", path: "S.swift")
        #expect(twoNested.swiftNamesByObjCName.isEmpty && twoNested.nestedObjCNames == ["AInner", "BInner"])
        #expect(scan.swiftNamesByObjCName == ["LegacyListViewController": "ListViewController"])
    }

    /// An import given an access level below public (`internal import UIKit`) is recorded: a plain import
    /// of the module beside it does not compile.
    @Test func importsBelowPublicAreRecorded() {
        let scan = SwiftSourceScan.scan(source: """
            internal import UIKit
            @preconcurrency package import SegueKit
            private import struct Models.Book
            public import Foundation
            import SwiftUI
            func f() { let x = Foo.import }
            """, path: "App.swift")
        #expect(scan.restrictedImports.keys.sorted() == ["Models", "SegueKit", "UIKit"])
        #expect(scan.restrictedImports["UIKit"]?.first?.line == 1)
    }

    /// A typealias names a type without declaring a class: it is recorded with what it names, and a
    /// top-level one is not among the type names a storyboard's class can be.
    @Test func typealiasesAreRecordedAndDeclareNoTypeName() {
        let scan = SwiftSourceScan.scan(source: """
            final class InboxViewController: UIViewController {
                typealias Row = Message.Row
            }
            typealias OldInboxViewController = InboxViewController
            func local() { typealias Ignored = Int }
            """, path: "Inbox.swift")
        #expect(scan.typeAliases.map { "\($0.name)=\($0.target)@\($0.location.line)" } == ["InboxViewController.Row=Message.Row@2", "OldInboxViewController=InboxViewController@4"])
        #expect(scan.typeNames()[nil] == ["InboxViewController"])
    }

    /// A carriage return alone ends a line, as for Swift: a `//` comment ends there, and lines and
    /// columns are those of the file (CRLF lines too).
    @Test func linesEndingInACarriageReturnAloneAreLines() {
        for newline in ["\r", "\r\n"] {
            let source = ["import UIKit", "// Screens", "final class VC: UIViewController {", "    enum SegueIdentifier: String {", "        case go, bogus", "    }", "}"]
                .joined(separator: newline)
            let scan = SwiftSourceScan.scan(source: source, path: "VC.swift")
            #expect(scan.classes.map(\.location.line) == [3], "\(newline.utf8.count)")
            #expect(scan.segueEnums.first?.cases.map { "\($0.location.line):\($0.location.column)" } == ["5:14", "5:18"], "\(newline.utf8.count)")
        }
    }

    /// A case inside `#if` exists only under its condition: the generated code, which must compile in
    /// every configuration, does not take its name. An enum wholly inside `#if` is not conditional itself.
    @Test func casesInsideConditionalCompilationAreMarked() {
        let scan = SwiftSourceScan.scan(source: """
            #if canImport(UIKit)
            final class ListViewController: UIViewController {
                enum SegueIdentifier: String {
                    case showDetail
                    #if DEBUG
                    case showDebugMenu
                    #else
                    case showFeedback
                    #endif
                    case showHelp
                }
            }
            #endif
            """, path: "List.swift")
        #expect(scan.segueEnums[0].cases.map(\.isConditional) == [false, true, true, false])
        #expect(scan.segueIdentifierCaseNames()["ListViewController"] == ["showDetail": "showDetail", "showHelp": "showHelp"])
        // Declared once per branch: only the cases both declarations have.
        let branches = SwiftSourceScan.scan(source: """
            extension ListViewController {
            #if DEBUG
                enum SegueIdentifier: String { case showDetail, debug }
            #else
                enum SegueIdentifier: String { case showDetail }
            #endif
            }
            """, path: "List.swift")
        #expect(branches.segueIdentifierCaseNames()["ListViewController"] == ["showDetail": "showDetail"])
    }

    /// The generated file cannot name a `private` or `fileprivate` enum (or one in a private extension
    /// or type), so the scan says which are.
    @Test func filePrivateEnumsAreMarked() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: UIViewController { private enum SegueIdentifier: String { case a } }
            final class B: UIViewController { fileprivate  enum SegueIdentifier: String { case b } }
            final class C: UIViewController { enum SegueIdentifier: String { case c } }
            final class D: UIViewController { public enum SegueIdentifier: String { case d } }
            private extension E { enum SegueIdentifier: String { case e } }
            fileprivate final class F: UIViewController { enum SegueIdentifier: String { case f } }
            extension G { enum SegueIdentifier: String { case g } }
            """, path: "X.swift")
        #expect(scan.segueEnums.map(\.isFilePrivate) == [true, true, false, false, true, true, false])
    }

    @Test func segueIdentifierCaseNamesMapRawValuesToCaseNamesOfVisibleEnums() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: UIViewController { enum SegueIdentifier: String { case detail = "showDetail", edit } }
            final class B: UIViewController { private enum SegueIdentifier: String { case b } }
            final class C: UIViewController { enum SegueIdentifier: Int { case c } }
            """, path: "N.swift")
        #expect(scan.segueIdentifierCaseNames() == ["A": ["showDetail": "detail", "edit": "edit"]])
        #expect(scan.segueIdentifierCaseNames { $0.location.path != "N.swift" }.isEmpty)
    }

    @Test func declaredTypesAreRecordedWithTheirOwnerButNotInsideFunctions() {
        let scan = SwiftSourceScan.scan(source: """
            enum MainStoryboard {}
            extension ListViewController { enum Segue: String { case a }; struct Box {}; typealias Alias = Int }
            final class ListViewController: UIViewController {
                final class Inner {}
                func local() { enum Local {}; typealias LocalAlias = Int }
            }
            func global() { struct GlobalLocal {} }
            """, path: "T.swift")
        #expect(Set(scan.declaredTypes.keys) == [
            "MainStoryboard", "ListViewController.Segue", "ListViewController.Box", "ListViewController.Alias",
            "ListViewController", "ListViewController.Inner",
        ])
        #expect(scan.declaredTypes["ListViewController.Segue"]?.map(\.line) == [2])
        // Every place: two files (two modules) may each declare one.
        var both = scan
        both.merge(SwiftSourceScan.scan(source: "extension ListViewController { enum Segue {} }", path: "U.swift"))
        #expect(both.declaredTypes["ListViewController.Segue"]?.map(\.path) == ["T.swift", "U.swift"])
    }

    /// The branches of `#if` that only some platforms compile, as `check` and `generate` need them to
    /// leave a multiplatform app's other platforms out.
    @Test func branchesOnlySomePlatformsCompileAreRecorded() {
        let scan = SwiftSourceScan.scan(source: """
            #if os(macOS)
            final class ListViewController: NSViewController {}
            #else
            final class ListViewController: UITableViewController {}
            #endif
            #if canImport(UIKit) && !os(watchOS)
            #elseif canImport(AppKit)
            #endif
            #if DEBUG
            #else
            #endif
            #if os(iOS) || os(tvOS)
            #if DEBUG
            #endif
            #endif
            #if os(iOS) || DEBUG
            #elseif os(macOS)
            #else
            #endif
            #if targetEnvironment(macCatalyst)
            #else
            #endif
            #if os(iOS) && DEBUG
            #else
            #endif
            #if canImport(AppKit) && !targetEnvironment(macCatalyst)
            #elseif canImport(UIKit)
            #else
            #endif
            #if !canImport(AppKit)
            #else
            #endif
            """, path: "P.swift")
        // `canImport(AppKit)` alone holds under Mac Catalyst; the `#else` of a condition a build
        // configuration decides too (`os(iOS) && DEBUG`) may be any platform's. A later branch is compiled
        // only where the earlier conditions surely fail.
        let uiKit = "os(iOS) || os(tvOS) || os(visionOS)"
        #expect(scan.platformBlocks.map { "\($0.lines.lowerBound)-\($0.lines.upperBound) \($0.platforms.condition(within: .all))" } == [
            "1-3 os(macOS)", "3-5 \(uiKit)", "6-7 \(uiKit)",
            "7-8 os(macOS)",   // canImport(AppKit), after canImport(UIKit): not Mac Catalyst
            "12-15 os(iOS) || os(tvOS)", "17-18 os(macOS)",
            "18-19 os(tvOS) || os(visionOS)",   // neither iOS nor macOS
            "20-21 targetEnvironment(macCatalyst)", "21-22 !targetEnvironment(macCatalyst)", "23-24 os(iOS)",
            "26-27 os(macOS)", "27-28 \(uiKit)",
            "30-31 (os(iOS) && !targetEnvironment(macCatalyst)) || os(tvOS) || os(visionOS)",
            "31-32 targetEnvironment(macCatalyst) || os(macOS)",   // AppKit can be imported under Mac Catalyst
        ])
        #expect(scan.confined(to: .uiKit).classes.map(\.superclass) == ["UITableViewController"])
        #expect(scan.confined(to: .macOS).classes.map(\.superclass) == ["NSViewController"])
    }

    /// Quotes, braces and declarations inside regex literals are the regex's; `/` between operands is
    /// division.
    @Test func regexLiteralsAreSkippedWhole() {
        let scan = SwiftSourceScan.scan(source: #"""
            let tripleQuote = /"""/
            let brace = try Regex(#/\{/#)
            let comment = #/a/*b/#
            let multi = #/
              class Hidden: UIViewController {}
            /#
            func f(_ a: Int, _ b: Int) -> Int { let half = a/b/2; return (a)/2 + half }
            func g(_ s: String) -> Bool { if s.contains(/class Fake: UIViewController/) { return true }; return false }
            func h(_ legacy: Bool) -> Regex<Substring> { legacy ? /\{/ : /\{\{/ }
            final class AViewController: UIViewController {}
            final class BViewController: AViewController {}
            """#, path: "R.swift")
        #expect(scan.classes.map(\.name) == ["AViewController", "BViewController"])
        #expect(scan.classes.map(\.location.line) == [10, 11])
    }

    /// A `/` inside a run of operator characters belongs to the operator (`</>`), not to a regex that
    /// would swallow the rest of the line.
    @Test func aSlashInsideAnOperatorStartsNoRegex() {
        let scan = SwiftSourceScan.scan(source: """
            infix operator </>: AdditionPrecedence
            func </> (lhs: String, rhs: String) -> String { lhs + "/" + rhs }
            final class ListViewController: UIViewController {
                func paths(_ root: String, _ names: [String]) -> [String] { [root </> names.map { $0 </> "x" }.joined()] }
                enum SegueIdentifier: String { case showDetail }
            }
            """, path: "R.swift")
        #expect(scan.segueEnums.map(\.owner) == ["ListViewController"])
        #expect(scan.classes.map(\.name) == ["ListViewController"])
    }

    /// A regex after `try!`, or beginning its line in a `Regex { … }` builder, is a regex too; a raw
    /// string inside an interpolation ends at its own delimiter.
    @Test func regexLiteralsAfterTryAndAtALinesStartAndRawStringsInInterpolationsAreSkippedWhole() {
        let scan = SwiftSourceScan.scan(source: #"""
            func isJSON(_ text: String) -> Bool { (try! /^\s*\{/.firstMatch(in: text)) != nil }
            func feet(_ height: String) -> Bool { if let m = try! /(\d+)'(\d+)"/.wholeMatch(in: height) { return m.0.isEmpty }; return false }
            let start = Regex {
                Anchor.startOfLine
                /\s*\{/
            }
            func displayPath(_ path: String) -> String {
                "Path: \(path.replacingOccurrences(of: #"\"#, with: "/"))"
            }
            final class ListViewController: UIViewController {
                enum SegueIdentifier: String { case showDetail }
            }
            """#, path: "R.swift")
        #expect(scan.classes.map(\.name) == ["ListViewController"])
        #expect(scan.classes.map(\.isNested) == [false])
        #expect(scan.segueEnums.map(\.owner) == ["ListViewController"])
        #expect(scan.unterminatedStrings.isEmpty)
    }

    @Test func aFunctionsOwnClassesAndEnumsAreNotTheApps() {
        let scan = SwiftSourceScan.scan(source: """
            final class AViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    enum SegueIdentifier: String { case legacy }
                    final class Helper: UIViewController {}
                }
                lazy var make: () -> Void = { enum AppSegues: String { case x } }
                final class Cell: UIViewController {}
            }
            """, path: "L.swift")
        #expect(scan.classes.map(\.name) == ["AViewController", "Cell"])
        #expect(scan.classes.map(\.owner) == [nil, "AViewController"])
        #expect(scan.segueEnums.isEmpty && scan.stringEnums.isEmpty)
    }

    @Test func typesCodeOutsideTheModuleCannotNameAreRecordedWithTheirVisibility() {
        let scan = SwiftSourceScan.scan(source: """
            public final class Open: UIViewController { class Inner {}; public class Shown {} }
            open class Base: UIViewController {}
            package class Shared: UIViewController { public class Capped {} }
            final class Plain: UIViewController {}
            private final class Hidden: UIViewController {}
            fileprivate struct Secret { struct Inside {} }
            public extension Open { final class FromExtension {} }
            extension Open { final class Defaulted {}; public struct Widened {} }
            internal class Tool { public class Nested {} }
            public typealias Shown = Open
            typealias Kept = Open
            """, path: "V.swift")
        #expect(scan.restrictedTypes.mapValues { $0.map(\.visibility).min()! } == [
            "Open.Inner": .internal, "Shared": .package, "Shared.Capped": .package, "Plain": .internal, "Hidden": .filePrivate,
            "Open.Defaulted": .internal, "Tool": .internal, "Tool.Nested": .internal, "Kept": .internal,
            "Secret": .filePrivate, "Secret.Inside": .filePrivate,
        ])
    }

    /// Types that not every build can name: marked themselves, or declared in a type or extension that is;
    /// not one local to a function, nor one available since SegueKit's own deployment targets.
    @Test func typesWithLimitingAvailabilityAreRecordedWithWhatTheyDeclare() {
        let scan = SwiftSourceScan.scan(source: """
            @available(iOS 17, *) struct AboutView: View { struct Row {} }
            @available(*, deprecated) enum Screens { struct Legacy {} }
            @available(iOS 13, *) struct Always {}
            @available(*, deprecated) extension SettingsViewController { struct Credits {} }
            extension SettingsViewController { struct Licenses {} }
            func make() { @available(*, deprecated) struct Local {} }
            struct Local {}
            @available(macCatalyst, unavailable) typealias Legacy = Screens.Legacy
            """, path: "A.swift")
        #expect(scan.typesWithAvailability == ["AboutView", "AboutView.Row", "Screens", "Screens.Legacy", "SettingsViewController.Credits", "Legacy"])
    }

    /// A `SegueIdentifier` case the code makes from a literal, qualified or not, is recorded — a bare
    /// `.init` where a `SegueIdentifier` is returned (also after `??`) or declared — but not one made to
    /// be performed,
    /// nor a bare or another type's `.init` elsewhere.
    @Test func casesTheCodeMakesFromALiteralAreRecorded() {
        let scan = SwiftSourceScan.scan(source: """
            extension SegueHandlerType {
                func fallback() -> SegueIdentifier { SegueIdentifier(rawValue: "noSegue")! }
            }
            final class ListViewController: UIViewController, SegueHandlerType {
                func made() -> [SegueIdentifier?] {
                    [Self.SegueIdentifier(rawValue: "a"), SegueIdentifier.init(rawValue: "b"), .init(rawValue: "c")]
                }
                static let none: SegueIdentifier = .init(rawValue: "f")!
                func pick(_ b: Bool) -> SegueIdentifier { b ? .a : .init(rawValue: "ternary")! }
                func implicit() -> SegueIdentifier { .init(rawValue: "h")! }
                static let stale = Notification.Name.init(rawValue: "stale")
                func route() { _ = routes.connect(.init(rawValue: "routed")!, to: \\.child) }
                func fallback(_ id: String) -> SegueIdentifier { return .init(rawValue: "d")! }
                func fallback2(_ id: String) -> SegueIdentifier { SegueIdentifier(rawValue: id) ?? .init(rawValue: "e")! }
                func other() {
                    performSegue(withIdentifier: SegueIdentifier(rawValue: "performed")!, sender: nil)
                    performSegueWithIdentifier(Self.SegueIdentifier(rawValue: "performedToo")!, sender: nil)
                    NotificationCenter.default.post(name: .init(rawValue: "note"), object: nil)
                    _ = Settings.SegueIdentifier(rawValue: "another")
                    _ = SegueIdentifier(rawValue: identifier)
                    _ = Route(rawValue: "route")
                }
            }
            """, path: "L.swift")
        let made = scan.segueLiterals.filter { $0.usage == SwiftSourceScan.caseMadeInCode }
        #expect(made.map { "\($0.owner ?? "-") \($0.identifier)" } == [
            "SegueHandlerType noSegue", "ListViewController a", "ListViewController b", "ListViewController f",
            "ListViewController h", "ListViewController d", "ListViewController e", "ListViewController another",
        ], "\(made)")
    }

    @Test func aSegueActionsReturnTypeIsRecordedAsWritten() {
        let scan = SwiftSourceScan.scan(source: """
            extension AccountViewController {
                @IBSegueAction func makeLicenses(_ coder: NSCoder) -> UIHostingController<LicensesView>? { nil }
                @IBSegueAction func makeAbout(_ coder: NSCoder, sender: Any?) throws -> SwiftUI.UIHostingController< AboutView > where Self: AnyObject { fatalError() }
                func helper() -> Int { 1 }
                // What only some builds have may name what only they have: its type is not recorded.
                @available(iOS 17, *)
                @IBSegueAction func makeEmpty(_ coder: NSCoder) -> UIHostingController<ContentUnavailableView<Text, EmptyView, EmptyView>>? { nil }
            }
            @available(iOS 17, *) extension AccountViewController {
                @IBSegueAction func makeNews(_ coder: NSCoder) -> UIHostingController<NewsView>? { nil }
            }
            // A class's own availability is written on the generated code: its actions' types are kept.
            @available(iOS 16, *) final class ShopViewController: UIViewController {
                @IBSegueAction func makeCart(_ coder: NSCoder) -> UIHostingController<CartView>? { nil }
            }
            """, path: "A.swift")
        #expect(scan.methods.map(\.returnType) == [
            "UIHostingController<LicensesView>?", "SwiftUI.UIHostingController<AboutView>", nil, nil, nil, "UIHostingController<CartView>?",
        ])
    }

    @Test func findsEnumsDeclaredInExtensions() {
        let scan = SwiftSourceScan.scan(source: """
            extension Module.DetailViewController {
                enum SegueIdentifier: String { case close }
            }
            """, path: "D.swift")
        #expect(scan.segueEnums.map(\.owner) == ["DetailViewController"])
        #expect(scan.segueEnums[0].cases.map(\.rawValue) == ["close"])
    }

    @Test func ignoresCommentsStringsAndSwitchCasesThatLookLikeDeclarations() {
        let scan = SwiftSourceScan.scan(source: """
            // class Fake { enum SegueIdentifier: String { case nope } }
            /* outer /* nested class Fake2 {} */ still comment enum SegueIdentifier */
            let text = "class NotAClass { enum SegueIdentifier: String { case no } }"
            let raw = #"class AlsoNot "quoted" {"#
            let multi = \"\"\"
                class InMultiline {}
                \"\"\"
            class Real: UIViewController {
                enum SegueIdentifier: String {
                    case one
                    var title: String {
                        switch self {
                        case .one: return "\\(1 + (2))"
                        }
                    }
                }
                func f() { let s = "\\("nested \\"quote\\"")"; _ = s }
            }
            """, path: "C.swift")
        #expect(scan.classes.map(\.name) == ["Real"])
        #expect(scan.segueEnums.count == 1)
        #expect(scan.segueEnums[0].cases.map(\.name) == ["one"])
    }

    @Test func interpolatedRawValuesAreReportedAsUnreadable() {
        let scan = SwiftSourceScan.scan(source: """
            class A { enum SegueIdentifier: String { case a = "x\\(y)" } }
            """, path: "A.swift")
        #expect(scan.segueEnums[0].cases[0].rawValue == nil)
    }

    @Test func casesWithAssociatedValuesAreNotIdentifiers() {
        let scan = SwiftSourceScan.scan(source: "class A { enum SegueIdentifier: String { case a(Int), b } }", path: "A.swift")
        #expect(scan.segueEnums[0].cases.map(\.name) == ["b"])
    }

    @Test func segueActionSelectorsFollowObjectiveCNaming() {
        let scan = SwiftSourceScan.scan(source: """
            class LibraryViewController: UITableViewController {
                @IBSegueAction func makeBookViewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookViewController? { nil }
                @IBSegueAction
                private func makeEditor(coder: NSCoder) -> UIViewController? { nil }
                @objc(makeCustom:sender:) @IBSegueAction func whatever(_ c: NSCoder, s: Any?) -> UIViewController? { nil }
                @IBAction func unwindToLibrary(_ segue: UIStoryboardSegue) {}
                @IBAction func unwindFromEditor(segue: UIStoryboardSegue) {}
                func helper<T>(_ value: T, in list: [T] = []) throws {}
                class func make() {}
                static func == (l: LibraryViewController, r: LibraryViewController) -> Bool { true }
            }
            """, path: "L.swift")
        let selectors = Dictionary(uniqueKeysWithValues: scan.methods.map { ($0.name, $0.selector) })
        #expect(selectors["makeBookViewController"] == "makeBookViewController:sender:segueIdentifier:")
        #expect(selectors["makeEditor"] == "makeEditorWithCoder:")
        #expect(selectors["whatever"] == "makeCustom:sender:")
        #expect(selectors["unwindToLibrary"] == "unwindToLibrary:")
        #expect(selectors["unwindFromEditor"] == "unwindFromEditorWithSegue:")
        #expect(selectors["helper"] == "helper:in:error:")
        #expect(selectors["make"] == "make")
        let byName = Dictionary(uniqueKeysWithValues: scan.methods.map { ($0.name, $0) })
        #expect(byName["makeEditor"]?.isSegueAction == true)
        #expect(byName["unwindToLibrary"]?.isObjCVisible == true)
        #expect(byName["unwindToLibrary"]?.takesSegue == true)
        #expect(byName["helper"]?.isSegueAction == false)
        #expect(scan.methods.allSatisfy { $0.owner == "LibraryViewController" })
        #expect(scan.classes.map(\.name) == ["LibraryViewController"])
    }

    @Test func scopesCloseCorrectlySoLaterDeclarationsGetTheRightOwner() {
        let scan = SwiftSourceScan.scan(source: """
            class A {
                func a() { if true { } }
            }
            func free(_ x: Int) {}
            extension B { func b() {} }
            """, path: "S.swift")
        let owners = Dictionary(uniqueKeysWithValues: scan.methods.map { ($0.name, $0.owner ?? "-") })
        #expect(owners == ["a": "A", "free": "-", "b": "B"])
    }

    @Test func truncatedOrGarbageInputDoesNotCrash() {
        for source in ["class", "class A {", "enum SegueIdentifier: String { case", "\"unterminated", "/* open", "@objc(", "func (", "`", "#\"", "\u{0}\u{FFFF}"] {
            _ = SwiftSourceScan.scan(source: source, path: "G.swift")
        }
    }

    /// A constant named where a segue identifier goes — a type's `static let` (nested, or in an extension
    /// of `String`), an instance's `let` after `self.`, a `String` enum's case with `.rawValue` — is the
    /// literal it holds, at the name, once the files are merged; a name alone (a parameter or local may
    /// hide the constant), a name that is no constant of one plain literal, another object's
    /// `performSegue`, or a value derived from the constant, is nothing.
    @Test func constantsNamedAsSegueIdentifiersAreTheirLiterals() {
        var scan = SwiftSourceScan.scan(source: """
            let kShowDetailSegue = "showDetail"
            enum Segues { static let showEditor = "showEditor"; static let joined = "a" + "b" }
            enum Constants { enum Help { static let showHelp: String = "showHelp" } }
            extension String { static let showAbout = "showAbout" }
            enum Route: String { case list = "showList", settings }
            enum A { static let twice = "a" }
            enum B { static let twice = "b" }
            """, path: "Constants.swift")
        scan.merge(SwiftSourceScan.scan(source: """
            final class ListViewController: UIViewController {
                let detailSegue = "showDetail2"
                static let ownSegue = "showOwn"
                func go(other: UIViewController) {
                    performSegue(withIdentifier: kShowDetailSegue, sender: nil)
                    performSegue(withIdentifier: Segues.showEditor, sender: nil)
                    self.performSegue(withIdentifier: Constants.Help.showHelp, sender: nil)
                    performSegue(withIdentifier: String.showAbout, sender: nil)
                    performSegue(withIdentifier: Route.list.rawValue, sender: nil)
                    performSegue(withIdentifier: Route.settings.rawValue, sender: nil)
                    performSegue(withIdentifier: self.detailSegue, sender: nil)
                    performSegue(withIdentifier: Self.ownSegue, sender: nil)
                    performSegue(withIdentifier: A.twice, sender: nil)
                    performSegue(withIdentifier: twice, sender: nil)
                    performSegue(withIdentifier: Segues.joined, sender: nil)
                    performSegue(withIdentifier: unknown, sender: nil)
                    performSegue(withIdentifier: Segues.showEditor.lowercased(), sender: nil)
                    other.performSegue(withIdentifier: Segues.showEditor, sender: nil)
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == Segues.showEditor {}
                    if Constants.Help.showHelp != segue.identifier {}
                    if segue.identifier == Segues.showEditor.uppercased() {}
                    switch segue.identifier {
                    case Segues.showEditor?, kShowDetailSegue: break
                    default: break
                    }
                }
            }
            """, path: "List.swift"))
        scan.resolveAcrossFiles()
        #expect(scan.segueLiterals.map { "\($0.location.line) \($0.identifier) \($0.constant ?? "-")" } == [
            "6 showEditor Segues.showEditor", "7 showHelp Constants.Help.showHelp",
            "8 showAbout String.showAbout", "9 showList Route.list.rawValue", "10 settings Route.settings.rawValue",
            "11 showDetail2 self.detailSegue", "12 showOwn Self.ownSegue", "13 a A.twice",
            "21 showEditor Segues.showEditor", "22 showHelp Constants.Help.showHelp",
            "25 showEditor Segues.showEditor",
        ])
        #expect(Set(scan.segueLiterals.map(\.owner)) == ["ListViewController"])
        #expect(scan.constantReferences.isEmpty && scan.stringConstants.isEmpty, "looked up once")
    }

    /// An implicit member where a segue identifier goes (`.settingsSegue`, a `String` there) is the
    /// literal of a `static let` of an extension of `String` or of AppKit's alias of it in the same file
    /// (another file's may be private to it), also one that wraps the literal as Swift 4 code does; not
    /// when an enum with `String` raw values has a case of its name (a `performSegue` of
    /// `SegueHandlerType`, or of the app, may take it), nor `Optional`'s `.none`, nor a member of any
    /// other type, nor a value derived from it. A conditional's `?` ends the operand; an optional
    /// chain's does not.
    @Test func anImplicitMemberIsAStaticLetOfAStringExtensionOfItsFile() {
        var scan = SwiftSourceScan.scan(source: """
            private extension String { static let other = "otherFile" }
            """, path: "Other.swift")
        scan.merge(SwiftSourceScan.scan(source: """
            fileprivate extension NSStoryboardSegue.Identifier {
                static let settings = NSStoryboardSegue.Identifier("SettingsSegue")
                static let delete: NSStoryboardSegue.Identifier = .init(rawValue: "DeleteSegue")
                static let preview = "Preview"
            }
            extension String { static let faq = "showFAQ"; static let about = "showAbout"; static let none = "none" }
            extension Notification.Name { static let notification = "notASegue" }
            enum Wrapped { static let computed = NSStoryboardSegue.Identifier("x").lowercased() }
            final class MainWindowController: NSWindowController {
                func go() {
                    performSegue(withIdentifier: .settings, sender: nil)
                    self.performSegue(withIdentifier: .faq, sender: nil)
                    performSegue(withIdentifier: .notification, sender: nil)
                    performSegue(withIdentifier: .computed, sender: nil)
                    performSegue(withIdentifier: .other, sender: nil)
                    performSegue(withIdentifier: NSStoryboardSegue.Identifier.delete, sender: nil)
                }
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    style = segue.identifier == .preview ? .primary : .secondary
                    if segue.identifier == .preview?.lowercased() {}
                    if segue.identifier == .none {}
                    switch segue.identifier {
                    case .settings?, .delete: break
                    default: break
                    }
                }
            }
            final class ListViewController: UIViewController, SegueHandlerType {
                enum Route: String { case about = "showList" }
                func go() { performSegue(withIdentifier: .about, sender: nil) }
            }
            """, path: "Main.swift"))
        scan.resolveAcrossFiles()
        #expect(scan.segueLiterals.map { "\($0.location.line):\($0.location.column) \($0.identifier) \($0.constant ?? "-")" } == [
            "11:38 SettingsSegue .settings", "12:43 showFAQ .faq", "16:38 DeleteSegue NSStoryboardSegue.Identifier.delete",
            "19:37 Preview .preview", "23:14 SettingsSegue .settings", "23:26 DeleteSegue .delete",
        ])
    }

    /// Where the sources declare a `performSegue` of their own (here a local function, which hides
    /// UIKit's), an implicit member passed to one may be a member of another type: it is not read there,
    /// though it still is in a comparison with the segue identifier.
    @Test func anImplicitMemberIsNotReadWhereTheSourcesDeclareAPerformSegue() {
        let source = """
            extension String { static let detail = "DetailScene" }
            final class ListViewController: UIViewController {
                func go() {
                    LOCAL
                    performSegue(withIdentifier: .detail, sender: nil)
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == .detail {}
                }
            }
            """
        func literals(_ local: String) -> [String] {
            var scan = SwiftSourceScan.scan(source: source.replacingOccurrences(of: "LOCAL", with: local), path: "List.swift")
            scan.resolveAcrossFiles()
            return scan.segueLiterals.map { "\($0.location.line) \($0.usage)" }
        }
        #expect(literals("") == ["5 performSegue(withIdentifier:)", "8 a comparison with the segue identifier"])
        #expect(literals("func performSegue(withIdentifier route: Route, sender: Any?) {}") == ["8 a comparison with the segue identifier"])
    }

    /// A `shouldPerformSegue(withIdentifier:sender:)` overload taking an enum is not UIKit's, and a closure
    /// parameter named as the segue is another value: a literal or implicit member compared there is no
    /// segue identifier.
    @Test func anEnumOverloadAndAShadowedSegueAreNotTheSegueMethodsOwn() {
        var scan = SwiftSourceScan.scan(source: """
            extension String { static let detail = "DetailScene" }
            final class ListViewController: UIViewController {
                func shouldPerformSegue(withIdentifier identifier: Segue, sender: Any?) -> Bool {
                    switch identifier { case .detail: return true }
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    _ = history.filter { segue in segue.identifier == .detail || segue.identifier == "x" }
                    if segue.identifier == "showDetail" {}
                }
            }
            """, path: "List.swift")
        scan.resolveAcrossFiles()
        #expect(scan.segueLiterals.map { "\($0.location.line) \($0.identifier)" } == ["8 showDetail"])
    }

    /// A literal Storyboard ID instantiated from a storyboard the code names — made there, of the main
    /// bundle, or a local of the function bound to one — is recorded with the
    /// storyboard's name; not one of another bundle's storyboard (a framework's, a package's `.module`),
    /// nor one of a receiver the scan cannot name
    /// (a local bound to something else or gone with its block, or one the name is bound
    /// to anew between, even in a block since closed), nor a literal that is part of an expression.
    /// The name of each storyboard of the main bundle made there is recorded where it is written.
    @Test func aStoryboardIDInstantiatedFromANamedStoryboardIsRecorded() {
        var scan = SwiftSourceScan.scan(source: """
            final class Router {
                func make(other: UIStoryboard) {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "one")
                    UIKit.UIStoryboard(name: "Main", bundle: .main).instantiateViewController(identifier: "two") { coder in nil }
                    NSStoryboard(name: NSStoryboard.Name("Mac"), bundle: Bundle.main).instantiateController(withIdentifier: NSStoryboard.SceneIdentifier("three"))
                    let storyboard = UIStoryboard(name: "Settings", bundle: .main)
                    _ = storyboard.instantiateViewController(withIdentifier: "four")
                    if true {
                        let storyboard = other
                        _ = storyboard.instantiateViewController(withIdentifier: "hidden")
                    }
                    _ = storyboard.instantiateViewController(identifier: "five", creator: nil)
                    UIStoryboard(name: "Pod", bundle: Bundle(for: Router.self)).instantiateViewController(withIdentifier: "otherBundle")
                    UIStoryboard(name: "Settings", bundle: .module).instantiateViewController(withIdentifier: "package")
                    other.instantiateViewController(withIdentifier: "unknown")
                    _ = storyboard.instantiateViewController(withIdentifier: "a" + suffix)
                }
                func later() {
                    _ = storyboard.instantiateViewController(withIdentifier: "gone")
                }
            }
            """, path: "Router.swift")
        scan.resolveAcrossFiles()
        #expect(scan.sceneLiterals.map { "\($0.location.line) \($0.storyboard) \($0.identifier ?? "-") \($0.call)" } == [
            "3 Main one instantiateViewController(withIdentifier:)", "4 Main two instantiateViewController(identifier:)",
            "5 Mac three instantiateController(withIdentifier:)", "7 Settings four instantiateViewController(withIdentifier:)",
        ])
        #expect(scan.storyboardNames.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.map(\.line))" } == ["Mac [5]", "Main [3, 4]", "Settings [6]"])
    }

    /// The initial controller instantiated from a storyboard the code names is recorded without an ID,
    /// with a cast right after the call; not one made with a creator, nor one of a storyboard the scan
    /// cannot name.
    @Test func theInitialControllerInstantiatedFromANamedStoryboardIsRecorded() {
        var scan = SwiftSourceScan.scan(source: """
            func start(other: UIStoryboard) {
                _ = UIStoryboard(name: "Login", bundle: nil).instantiateInitialViewController() as! LoginViewController
                let mac = NSStoryboard(name: "Mac", bundle: nil)
                _ = mac.instantiateInitialController()
                _ = UIStoryboard(name: "Login", bundle: nil).instantiateInitialViewController { coder in nil }
                _ = other.instantiateInitialViewController()
            }
            """, path: "Start.swift")
        scan.resolveAcrossFiles()
        #expect(scan.sceneLiterals.map { "\($0.location.line) \($0.storyboard) \($0.identifier ?? "-") \($0.call) \($0.castType ?? "-")" } == [
            "2 Login - instantiateInitialViewController() LoginViewController", "4 Mac - instantiateInitialController() -",
        ])
    }

    /// A Storyboard ID instantiated from the controller's own storyboard (`storyboard?`, `storyboard!`,
    /// `self.storyboard?`, `self?.storyboard?`) is recorded in an instance method of the type, an instance
    /// property's accessors or the closure a lazy one is made by, without a storyboard name; not in a
    /// static method or property (where the name is the type's), nor in an initializer (whose
    /// parameters are not read), nor where a parameter, a local or a
    /// closure's parameter of the method may be named `storyboard`, nor on another value's storyboard.
    /// A cast right after the call is recorded with it, but for one to a generic type.
    @Test func aStoryboardIDInstantiatedFromTheControllersOwnStoryboardIsRecorded() {
        var scan = SwiftSourceScan.scan(source: """
            final class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    _ = storyboard?.instantiateViewController(withIdentifier: "one") as? DetailViewController
                    _ = storyboard!.instantiateViewController(identifier: "two") { coder in nil }
                    _ = self.storyboard?.instantiateViewController(withIdentifier: "three") as! UIKit.UINavigationController
                    DispatchQueue.main.async { [weak self] in
                        _ = self?.storyboard?.instantiateViewController(withIdentifier: "four") as! Screen<Int>
                    }
                    _ = navigationController?.storyboard?.instantiateViewController(withIdentifier: "other")
                }
                func make(from storyboard: UIStoryboard?) {
                    _ = storyboard?.instantiateViewController(withIdentifier: "parameter")
                    _ = self.storyboard?.instantiateViewController(withIdentifier: "five")
                }
                func local(other: UIStoryboard?) {
                    let storyboard = other
                    _ = storyboard?.instantiateViewController(withIdentifier: "local")
                }
                func closure() {
                    load { storyboard in _ = storyboard?.instantiateViewController(withIdentifier: "closure") }
                }
                static func make() {
                    _ = storyboard?.instantiateViewController(withIdentifier: "static")
                }
                var count = 0
                init(storyboard: UIStoryboard?) { _ = storyboard?.instantiateViewController(withIdentifier: "initializer") }
                var detail: UIViewController? { storyboard?.instantiateViewController(withIdentifier: "computed") }
                lazy var settings: () -> UIViewController? = { [unowned self] in self.storyboard?.instantiateViewController(withIdentifier: "lazy") }
                static var shared: UIViewController? { storyboard?.instantiateViewController(withIdentifier: "staticProperty") }
            }
            """, path: "List.swift")
        scan.resolveAcrossFiles()
        #expect(scan.sceneLiterals.map { "\($0.location.line) \($0.owner ?? "-") \($0.isOwnStoryboard) '\($0.storyboard)' \($0.identifier ?? "-") \($0.call)" } == [
            "3 ListViewController true '' one instantiateViewController(withIdentifier:)",
            "4 ListViewController true '' two instantiateViewController(identifier:)",
            "5 ListViewController true '' three instantiateViewController(withIdentifier:)",
            "7 ListViewController true '' four instantiateViewController(withIdentifier:)",
            "13 ListViewController true '' five instantiateViewController(withIdentifier:)",
            "27 ListViewController true '' computed instantiateViewController(withIdentifier:)",
            "28 ListViewController true '' lazy instantiateViewController(withIdentifier:)",
        ])
        #expect(scan.sceneLiterals.prefix(4).map { "\($0.identifier ?? "-") \($0.castType ?? "-") \($0.isForcedCast)" } == [
            "one DetailViewController false", "two - false", "three UIKit.UINavigationController true", "four - false",
        ])
    }

    /// A Storyboard ID instantiated from a constant bound to a named storyboard is recorded with its
    /// storyboard once the files are merged: the enclosing type's `static let` after `Self.`, or one of
    /// an extension of `UIStoryboard` after its name (`UIStoryboard.main`), also a `static var` computed
    /// from one there; not a stored `var`, which may change, nor a name alone, which may be a parameter
    /// (of an initializer too) or another member, nor after `self.` (in a static method, the type) or
    /// another type's name (maybe a generic parameter, a local type or another module's).
    @Test func aStoryboardIDInstantiatedFromAStoryboardConstantIsRecorded() {
        var scan = SwiftSourceScan.scan(source: """
            extension UIStoryboard {
                static let main = UIStoryboard(name: "Main", bundle: nil)
                static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: .main) }
                static var changing = UIStoryboard(name: "Main", bundle: nil)
            }
            """, path: "Storyboards.swift")
        scan.merge(SwiftSourceScan.scan(source: """
            @MainActor struct Factory {
                private static let storyboard = NSStoryboard(name: "Mac", bundle: nil)
                let flow: UIStoryboard = UIStoryboard(name: "Flow", bundle: nil)
                static func make() {
                    storyboard.instantiateController(identifier: "one") { coder in nil }
                    Self.storyboard.instantiateController(withIdentifier: "two")
                    UIStoryboard.main.instantiateViewController(withIdentifier: "three")
                    UIStoryboard.settings.instantiateViewController(withIdentifier: "four")
                    UIStoryboard.changing.instantiateViewController(withIdentifier: "changing")
                }
                func make(storyboard: NSStoryboard) {
                    storyboard.instantiateController(withIdentifier: "parameter")
                    self.flow.instantiateViewController(withIdentifier: "five")
                    let flow = other
                    flow.instantiateViewController(withIdentifier: "local")
                }
                func each(_ storyboards: [NSStoryboard]) {
                    storyboards.forEach { storyboard in storyboard.instantiateController(withIdentifier: "closure") }
                }
            }
            final class Other {
                func make() { flow.instantiateViewController(withIdentifier: "another type's") }
            }
            """, path: "Factory.swift"))
        scan.resolveAcrossFiles()
        #expect(scan.sceneLiterals.map { "\($0.location.line) \($0.storyboard) \($0.identifier ?? "-")" } == [
            "6 Mac two", "7 Main three", "8 Settings four",
        ])
        #expect(scan.sceneLiterals.allSatisfy { $0.receiver == nil } && scan.storyboardConstants.isEmpty)
    }

    /// A name alone is not read as a constant, though a constant of its name exists: the parameter of
    /// a forwarding override, a closure's or a loop's, or a local hides it. A type's name is looked up as
    /// Swift does, in the class the code is in first: each class's own nested `Segue` enum, also when
    /// its member is not one the scan reads (a computed one), rather than another class's; from a class
    /// that nests none, every type of the name may be the one, and a top-level one whose member the
    /// scan does not read leaves the value unknown.
    @Test func aConstantIsReadOnlyWhereNothingCanHideItsName() {
        var scan = SwiftSourceScan.scan(source: """
            final class ListViewController: UITableViewController {
                private let identifier = "ListCell"
                enum Segue: String { case detail = "showDetail" }
                private enum Ids { static let settings = "showSettings" }
                override func performSegue(withIdentifier identifier: String, sender: Any?) {
                    super.performSegue(withIdentifier: identifier, sender: sender)
                }
                func go(_ pending: [String]) {
                    pending.forEach { identifier in self.performSegue(withIdentifier: identifier, sender: nil) }
                    performSegue(withIdentifier: Segue.detail.rawValue, sender: nil)
                    performSegue(withIdentifier: Ids.settings, sender: nil)
                }
            }
            final class OtherViewController: UIViewController {
                enum Segue: String { case detail = "showOther" }
                private enum Ids { static let settings = "showOtherSettings" }
                func go() {
                    performSegue(withIdentifier: Segue.detail.rawValue, sender: nil)
                    performSegue(withIdentifier: Ids.settings, sender: nil)
                }
            }
            final class EditorViewController: UIViewController {
                private enum Ids { static var settings: String { "showEditorSettings" } }
                func go() { performSegue(withIdentifier: Ids.settings, sender: nil) }
            }
            """, path: "List.swift")
        scan.resolveAcrossFiles()
        #expect(scan.segueLiterals.map { "\($0.owner ?? "-") \($0.identifier)" } == [
            "ListViewController showDetail", "ListViewController showSettings", "OtherViewController showOther", "OtherViewController showOtherSettings",
        ])
        var shared = SwiftSourceScan.scan(source: """
            enum Shared { static var detail: String { "showShared" } }
            final class ListViewController: UIViewController {
                enum Shared { static let detail = "showDetail" }
            }
            final class AboutViewController: UIViewController {
                func go() { performSegue(withIdentifier: Shared.detail, sender: nil) }
            }
            """, path: "Shared.swift")
        shared.resolveAcrossFiles()
        #expect(shared.segueLiterals.isEmpty, "\(shared.segueLiterals)")
    }

    @Test func segueLiteralsAreFoundOnlyWhereTheyNameSegues() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: UIViewController {
                func go() { performSegue(withIdentifier: "one", sender: nil); performSegue(withIdentifier: "\\(x)", sender: nil) }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if "two" == segue.identifier {}
                    switch segue.identifier { case "three", "four": break; default: break }
                    switch mode { case "notASegue": break; default: break }
                }
                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { identifier == "five" }
                func other(identifier: String) -> Bool {
                    switch identifier { case "cell": return true; default: return identifier == "cell2" }
                }
            }
            """, path: "A.swift")
        #expect(scan.segueLiterals.map(\.identifier) == ["one", "two", "three", "four", "five"])
        #expect(scan.segueLiterals.allSatisfy { $0.owner == "A" })
        #expect(scan.segueLiterals[0].location.line == 2)
    }

    /// A switch on a tuple that holds the identifier (`switch (segue.identifier, segue.destination)`, a
    /// common shape) names segues in that element of its cases' patterns, also written `.some("x")` or
    /// `Optional("x")`; its other elements, and a literal that is part of an element, do not.
    @Test func aSwitchOnATupleWithTheIdentifierNamesSeguesInThatElement() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch (segue.identifier, segue.destination) {
                    case ("one", let detail as DetailViewController): detail.load()
                    case ("two"?, _), (.some("three"), _): break
                    case let (Optional("four"), navigation as UINavigationController): navigation.pop()
                    case (_, let other as OtherViewController) where other.title == "notASegue": break
                    case ("five" + suffix, _): break
                    case (_, let list as ListViewController):
                        if case ("notASegue", _) = list.pair { break }
                        guard case ("notASegueEither", _) = list.pair else { break }
                    default: break
                    }
                    switch (sender as? String, segue.identifier) {
                    case ("notTheIdentifier", "six"?): break
                    default: break
                    }
                    switch (mode, kind) { case ("notASegue", "either"): break; default: break }
                    switch segue.identifier { case .some("seven"), Optional("eight"): break; default: break }
                }
            }
            """, path: "A.swift")
        #expect(scan.segueLiterals.map(\.identifier) == ["one", "two", "three", "four", "six", "seven", "eight"], "\(scan.segueLiterals)")
        #expect(scan.segueLiterals.allSatisfy { $0.usage == "a case of a switch on the segue identifier" })
        #expect(scan.segueLiterals.first?.location.line == 4)
    }

    /// In a tuple switch, a literal names a segue only as the whole pattern of the identifier's element
    /// (not inside an expression there), the element may be written with `!` or `?? ""`, and a name a
    /// pattern binds hides the identifier in the case's body, as in any switch.
    @Test func aTupleSwitchReadsWholePatternsAndItsBindingsHideTheIdentifier() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: UIViewController {
                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    switch (identifier, sender) {
                    case ("one", let identifier as String): return identifier != "notASegue"
                    default: return true
                    }
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch (segue.identifier, segue.destination) {
                    case (prefix + "notASegue", _), (flag ? "notASegueEither" : "norThis", _): break
                    default: break
                    }
                    switch (segue.identifier ?? "", sender) { case ("two", _): break; default: break }
                    switch (segue.identifier!, sender) { case ("three", _): break; default: break }
                    switch (segue.identifier ?? "") { case "four": break; default: break }
                    // A comma between generic arguments separates no elements.
                    switch (segue.destination, sender as? Dictionary<String, Int>, segue.identifier) {
                    case (_, _, "five"): break
                    default: break
                    }
                    switch (segue.destination, sender as? String, segue.identifier) {
                    case (let box as Box<String, Int>, "notASegue", "six"): box.open()
                    default: break
                    }
                }
            }
            """, path: "A.swift")
        #expect(scan.segueLiterals.map(\.identifier) == ["one", "two", "three", "four", "five", "six"], "\(scan.segueLiterals)")
    }

    /// Only a literal that is the whole identifier names a segue: a part of one (`"show" + kind.rawValue`)
    /// or a value derived from one (`"SHOWDETAIL".lowercased()`) is not read.
    @Test func aLiteralThatIsPartOfThePerformedIdentifierIsNotRead() {
        let scan = SwiftSourceScan.scan(source: """
            final class ListViewController: UIViewController {
                enum Kind: String { case Detail, Info }
                func open(_ kind: Kind) {
                    performSegue(withIdentifier: "show" + kind.rawValue, sender: nil)
                    performSegue(withIdentifier: "SHOWDETAIL".lowercased(), sender: nil)
                    performSegue(withIdentifier: "showInfo", sender: nil)
                }
            }
            """, path: "L.swift")
        #expect(scan.segueLiterals.map(\.identifier) == ["showInfo"])
    }

    /// Code written before `guard let self` binds `self` to a local of its own: `performSegue` called on
    /// it, or on `self!`, is the class's own, while the local is in scope; on another local it is not.
    @Test func performSegueThroughALocalBoundToSelfIsTheClasssOwn() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: UIViewController {
                func load() {
                    service.fetch { [weak self] in
                        guard let strongSelf = self else { return }
                        strongSelf.performSegue(withIdentifier: "one", sender: nil)
                    }
                    service.fetch { [weak self] in
                        if let this = self { this.performSegue(withIdentifier: "two", sender: nil) }
                        this.performSegue(withIdentifier: "outOfScope", sender: nil)
                    }
                    weak var weakSelf = self
                    service.fetch { weakSelf?.performSegue(withIdentifier: "three", sender: nil) }
                    let detail = self.detail
                    detail.performSegue(withIdentifier: "notMine", sender: nil)
                }
                func unwrapped() { service.fetch { [weak self] in self!.performSegue(withIdentifier: "four", sender: nil) } }
                func later() { strongSelf.performSegue(withIdentifier: "notBound", sender: nil) }
            }
            """, path: "A.swift")
        #expect(scan.segueLiterals.map(\.identifier) == ["one", "two", "three", "four"])
        #expect(scan.segueLiterals.allSatisfy { $0.owner == "A" })
    }

    /// The segue is the segue method's own parameter, whatever its name, and the class's own
    /// `performSegue` may be called through `self?` in a closure; other receivers are not its segues.
    @Test func segueLiteralsFollowTheSegueMethodsParameterNamesAndSelf() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: UIViewController {
                func later() { DispatchQueue.main.async { [weak self] in self?.performSegue(withIdentifier: "one", sender: nil) } }
                func other(_ detail: UIViewController) { detail.performSegue(withIdentifier: "notMine", sender: nil) }
                override func prepare(for storyboardSegue: UIStoryboardSegue, sender: Any?) {
                    if storyboardSegue.identifier == "two" {}
                    if pageSegue.identifier == "notThisSegue" {}
                    guard let identifier = storyboardSegue.identifier else { return }
                    switch identifier { case "three": break; default: break }
                }
                override func shouldPerformSegue(withIdentifier id: String, sender: Any?) -> Bool {
                    let identifier = "unrelated"
                    if identifier == "notTheSegue" { return false }
                    return "four" != id
                }
                @IBAction func unwind(_ segue: UIStoryboardSegue) { if segue.identifier == "fromElsewhere" {} }
                func again() { super.performSegue(withIdentifier: "five", sender: nil) }
            }
            final class B: UITableViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let identifier = cell.reuseIdentifier
                    if identifier == "Cell" {}
                    guard let id = segue.identifier else { return }
                    if id == "six" {}
                    let typed: String? = segue.identifier
                    if typed == "seven" {}
                    if case "eleven"? = segue.identifier {}
                    if case "notTheSegue" = segue.identifier?.lowercased() {}
                }
                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    let copy = identifier
                    if case "nine" = identifier { return true }
                    guard case "ten"? = Optional(copy) else { return false }
                    return copy != "eight"
                }
            }
            """, path: "A.swift")
        #expect(scan.segueLiterals.map(\.identifier) == ["one", "two", "three", "four", "five", "six", "seven", "eleven", "nine", "eight"])
    }

    /// A local bound to the segue's identifier is that identifier only where Swift sees it: in its own
    /// block (the body of an `if let`), until a name of its own (a local, a loop variable, a closure's
    /// or a nested function's parameter) hides it.
    @Test func anIdentifierLocalEndsWithItsScopeAndWhereShadowed() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: UITableViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let id = segue.identifier {
                        if id == "one" {}
                    } else if id == "outsideIfLet" {}
                    for id in reuseIdentifiers { if id == "loopElement" {} }
                    let check = { (id: String) in id == "closureParameter" }
                    guard let id = segue.identifier else { return }
                    do {
                        let id = cell.reuseIdentifier
                        if id == "shadowed" {}
                    }
                    if id == "two" {}
                    let lower = segue.identifier?.lowercased()
                    if lower == "derived" {}
                    tableView.visibleCells.forEach { id in if id == "trailingClosure" {} }
                    func matches(_ id: String) -> Bool { id == "nestedFunctionParameter" }
                    if id == "three" {}
                }
            }
            """, path: "A.swift")
        #expect(scan.segueLiterals.map(\.identifier) == ["one", "two", "three"])
    }

    /// A closure in an `if` condition, a capture list, a `for case` pattern and a `switch` case's binding
    /// end where Swift ends them, not sooner or later.
    @Test func anIdentifierLocalKeepsItsScopeAroundClosuresAndPatterns() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let id = segue.identifier, let row = rows.first(where: { $0 > 0 }) {
                        if id == "one" {}
                    }
                    guard let id = segue.identifier else { return }
                    DispatchQueue.main.async { [weak self, id] in if id == "two" {} }
                    for case let id? in reuseIdentifiers { if id == "loopElement" {} }
                    switch sender {
                    case let id as String: if id == "caseBinding" {}
                    default: if id == "three" {}
                    }
                    if id == "four" {}
                }
            }
            """, path: "A.swift")
        #expect(scan.segueLiterals.map(\.identifier) == ["one", "two", "three", "four"])
    }

    /// A `default:` argument label is no `switch` case, and a tuple's names (`for (row, id) in`,
    /// `let (count, id) = …`) hide the identifier as single names do.
    @Test func anIdentifierLocalIsHiddenByTupleNamesAndKeptPastArgumentLabels() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let id = segue.identifier else { return }
                    switch sender {
                    case let id as String:
                        let count = counts[id, default: 0]
                        if id == "caseBindingPastLabel" {}
                    default: break
                    }
                    for (row, id) in reuseIdentifiers.enumerated() { if id == "tupleLoopElement" {} }
                    if id == "one" {}
                    do {
                        let (count, id) = (1, cell.reuseIdentifier)
                        if id == "tupleLocal" {}
                    }
                    if id == "two" {}
                }
            }
            """, path: "A.swift")
        #expect(scan.segueLiterals.map(\.identifier) == ["one", "two"])
    }

    /// An enum case's bound names (`case let .deepLink(id)`) hide the identifier; `.default` is no
    /// `switch` case; `if let id {` keeps the identifier it rebinds.
    @Test func anIdentifierLocalIsHiddenByEnumCaseBindingsAndKeptByShorthandRebinding() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let id = segue.identifier else { return }
                    switch sender as? Route {
                    case let .deepLink(id):
                        let center = NotificationCenter.default
                        if id == "deepLinkBinding" { print(center) }
                    default: break
                    }
                    if case let .deepLink(id) = sender as? Route, id == "ifCaseBinding" {}
                    for case let .deepLink(id) in routes where id == "forCaseBinding" {}
                    if case let .share(url: id) = sender as? Route, id == "labelledBinding" {}
                    if case let Route.deepLink(id) = sender as? Route, id == "qualifiedCaseBinding" {}
                    if let id { if id == "one" {} }
                    guard let id else { return }
                    if id == "two" {}
                }
                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    switch sender as? Route {
                    case let .deepLink(identifier): return identifier != "parameterHidden"
                    default: return identifier != "three"
                    }
                }
            }
            """, path: "A.swift")
        #expect(scan.segueLiterals.map(\.identifier) == ["one", "two", "three"])
    }

    /// A value derived from the identifier (`segue.identifier?.lowercased()`), a literal that is part of
    /// an expression (`"show" + kind`) and the empty string a missing identifier is compared as are not
    /// segue identifiers; `performSegue(withIdentifier: "")` is one, which no segue has.
    @Test func onlyWholeLiteralsComparedWithTheIdentifierItselfAreIdentifiers() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segue.identifier?.lowercased() { case "lowercased": break; default: break }
                    if "derived" == segue.identifier?.lowercased() {}
                    if segue.identifier == "show" + kind {}
                    switch segue.identifier { case "prefix" + kind: break; case "one"?: break; default: break }
                    switch segue.identifier ?? "" { case "": break; case "two": break; default: break }
                    if let id = segue.identifier, !id.isEmpty, "three" == id {}
                    if kind + "suffix" == segue.identifier {}
                    switch (segue.identifier)! { case "four": break; default: break }
                    switch segue.identifier as String? { case "five": break; default: break }
                    switch segue.identifier ?? String() { case "six": break; default: break }
                }
                func start() { performSegue(withIdentifier: "", sender: nil) }
            }
            """, path: "A.swift")
        #expect(scan.segueLiterals.map(\.identifier) == ["one", "two", "three", "four", "five", "six", ""])
    }

    /// The identifier compared is the identifier itself on either side of `==` or `!=`: force-unwrapped,
    /// with a `?? "fallback"` (which binds tighter than `==`), or in parentheses; not a value derived
    /// from it, nor the fallback.
    @Test func theIdentifierIsComparedUnwrappedWithAFallbackOrInParenthesesOnEitherSide() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier! == "one" {}
                    if (segue.identifier ?? "") == "two" {}
                    if segue.identifier ?? "none" != "three" {}
                    if "four" == (segue.identifier ?? "") {}
                    if "five" != segue.identifier ?? "" {}
                    if (segue.identifier)! == "six" {}
                    if segue.identifier!.lowercased() == "derived" {}
                    if "derived" == segue.identifier!.lowercased() {}
                    if "derived" == (segue.identifier ?? "").lowercased() {}
                    if other! == "unrelated" {}
                }
                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    (identifier) == "seven" && ("eight" != identifier)
                }
            }
            """, path: "A.swift")
        #expect(scan.segueLiterals.map(\.identifier) == ["one", "two", "three", "four", "five", "six", "seven", "eight"])
    }

    /// `NSStoryboardSegue.Identifier("…")` or `(rawValue: "…")`, as Swift 4 AppKit code spells an
    /// identifier, is the literal it wraps, in `performSegue` and in comparisons.
    @Test func aLiteralWrappedInNSStoryboardSegueIdentifierIsTheIdentifier() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: NSViewController {
                func go() {
                    performSegue(withIdentifier: NSStoryboardSegue.Identifier("one"), sender: nil)
                    self.performSegue(withIdentifier: AppKit.NSStoryboardSegue.Identifier("two"), sender: nil)
                    performSegue(withIdentifier: NSStoryboardSegue.Identifier("not" + suffix), sender: nil)
                    performSegue(withIdentifier: NSStoryboardSegue.Identifier(rawValue: "five"), sender: nil)
                }
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    if segue.identifier == NSStoryboardSegue.Identifier("three") {}
                    if NSStoryboardSegue.Identifier("four") != segue.identifier {}
                    if NSStoryboardSegue.Identifier("derived").lowercased() == segue.identifier {}
                    if segue.identifier == AppKit.NSStoryboardSegue.Identifier(rawValue: "six") {}
                }
            }
            """, path: "A.swift")
        #expect(scan.segueLiterals.map(\.identifier) == ["one", "two", "five", "three", "four", "six"])
    }

    /// `actor` is a declaration only where one can begin, not a value on the right of `=`.
    @Test func aValueNamedActorDeclaresNothing() {
        let scan = SwiftSourceScan.scan(source: """
            final class A: UIViewController {
                func go(_ actor: String) {
                    let selected = actor
                    Task { performSegue(withIdentifier: "showActor", sender: selected) }
                }
            }
            actor Store {}
            @MainActor actor Cache {}
            """, path: "A.swift")
        #expect(scan.segueLiterals.map(\.owner) == ["A"])
        #expect(scan.declaredTypes.keys.sorted() == ["A", "Cache", "Store"])
    }

    @Test func topLevelEnumsAndAliasesAreRecorded() {
        let scan = SwiftSourceScan.scan(source: """
            enum SegueIdentifier: String { case a }
            typealias SegueIdentifier = Segues.Main<Int>
            enum Other: String { case b = "B" }
            final class ListViewController { typealias SegueIdentifier = Screen<Void>.List }
            """, path: "A.swift")
        #expect(scan.segueEnums.map(\.owner) == [nil])
        #expect(scan.segueAliases.map(\.target) == ["Segues.Main", "Screen.List"])
        #expect(scan.stringEnums.map(\.name) == ["Other"])
        #expect(scan.stringEnums[0].cases.map(\.rawValue) == ["B"])
    }

    /// Where `@connect(name)` segues store: instance `var`s of optional type, stored or observed, with
    /// their access; not locals, statics, computed properties or non-optional ones.
    @Test func optionalStoredPropertiesAreRecordedWithTheirAccess() {
        let scan = SwiftSourceScan.scan(source: """
            final class ListViewController: UIViewController {
                @IBOutlet weak var header: HeaderViewController!
                var footer: FooterViewController? { didSet { print(footer as Any) } }
                private(set) var sidebar: Optional<SidebarViewController> = nil
                private var detail: UIViewController?
                var title2: String = ""
                static var shared: ListViewController?
                var computed: UIViewController? { nil }
                let constant: UIViewController? = nil
                func f() { var local: UIViewController? = nil; _ = local }
            }
            private struct Hidden { var value: Int? }
            """, path: "List.swift")
        #expect(scan.optionalProperties.map(\.name) == ["header", "footer", "sidebar", "detail", "value"])
        #expect(scan.optionalProperties.map(\.type) == ["HeaderViewController", "FooterViewController", "SidebarViewController", "UIViewController", "Int"])
        #expect(scan.optionalProperties.map(\.isFilePrivate) == [false, false, true, true, true])
        #expect(scan.optionalProperties.allSatisfy { $0.owner == ($0.name == "value" ? "Hidden" : "ListViewController") })
        #expect(scan.optionalProperties[0].location.line == 2)
    }

    /// Every name of a `var` line with several is recorded, past initial values and types with commas
    /// inside; protocol and composition types keep their spaces.
    @Test func everyNameOfAVarLineWithSeveralIsRecorded() {
        let scan = SwiftSourceScan.scan(source: """
            final class HomeViewController: UIViewController {
                var multi: StatsViewController?, count: Int = 0, other: Dictionary<String, Int>? = [:], last: UIViewController!
                var handler: ((Int, String) -> Void)? = { _, _ in }, stats: (any StatsDisplaying)?
                var composed: (UIViewController & StatsDisplaying)? = f(1, 2), after: Int? = nil
            }
            """, path: "Home.swift")
        #expect(scan.optionalProperties.map(\.name) == ["multi", "other", "last", "handler", "composed", "after"])
        #expect(scan.optionalProperties.map(\.type) == [
            "StatsViewController", "Dictionary<String,Int>", "UIViewController", "((Int,String)->Void)", "(UIViewController & StatsDisplaying)", "Int",
        ])
        #expect(scan.optionalProperties.allSatisfy { $0.location.path == "Home.swift" })
    }

    /// Modifiers with an argument (`nonisolated(unsafe)`) do not hide the ones before them, a member after a
    /// dot ending the line before is no modifier, and a property declared under `#if` inside its type is
    /// not one every build has.
    @Test func modifiersAreReadPastArgumentsAndNotAcrossADot() {
        let scan = SwiftSourceScan.scan(source: """
            enum DoorState { case open, locked }
            let initialDoorState = DoorState.open
            final class DetailViewController: UIViewController {}
            let hidden = Visibility.private
            final class ListViewController: UIViewController {
                private nonisolated(unsafe) var stats: StatsViewController?
                #if DEBUG
                var debug: DebugViewController?
                #endif
            }
            """, path: "M.swift")
        #expect(scan.restrictedTypes["DetailViewController"]?.map(\.visibility) == [.internal])
        #expect(scan.restrictedTypes["ListViewController"]?.map(\.visibility) == [.internal])
        #expect(scan.optionalProperties.map(\.name) == ["stats"] && scan.optionalProperties[0].isFilePrivate)
    }

    /// `actor` is a contextual keyword: a loop variable of that name does not start a type.
    @Test func aVariableNamedActorIsNotAnActorDeclaration() {
        let scan = SwiftSourceScan.scan(source: """
            final class ListViewController: UIViewController {
                func go(_ cast: [String]) {
                    for actor in cast where actor.hasPrefix("A") { performSegue(withIdentifier: "showDetail", sender: actor) }
                }
                func open(_ actor: String?) {
                    guard let actor else { performSegue(withIdentifier: "showList", sender: nil); return }
                    _ = actor
                }
            }
            actor Loader: Sendable { func load() {} }
            """, path: "A.swift")
        #expect(scan.segueLiterals.map(\.owner) == ["ListViewController", "ListViewController"])
        #expect(scan.declaredTypes["Loader"] != nil && scan.declaredTypes["in"] == nil && scan.declaredTypes["else"] == nil)
    }

    /// A segue action returning an opaque or existential type has no type the generated code can name.
    @Test func anOpaqueReturnTypeIsNotRecorded() {
        let scan = SwiftSourceScan.scan(source: """
            extension AccountViewController {
                @IBSegueAction func makeAbout(_ coder: NSCoder) -> UIHostingController<some View>? { nil }
            }
            """, path: "A.swift")
        #expect(scan.methods.map(\.returnType) == [nil])
    }

    /// Requirements without bodies end where the next begins: a later `throws` or a function type's `->`
    /// does not change an earlier selector; an attribute whose arguments hold a closure keeps the ones
    /// before it.
    @Test func selectorsOfBodilessRequirementsAndAttributesWithClosures() {
        let scan = SwiftSourceScan.scan(source: """
            @objc protocol Unwinding {
                func unwindToList(_ segue: UIStoryboardSegue)
                func reload() throws
            }
            @objc protocol Loading {
                func load(completion: @escaping () -> Void)
                func unwindToDetail(_ segue: UIStoryboardSegue)
            }
            final class ListViewController: UIViewController {
                @IBSegueAction
                @Traced(level: .debug, redact: { $0.isEmpty })
                func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
            }
            """, path: "P.swift")
        #expect(scan.methods.map(\.selector) == ["unwindToList:", "reloadAndReturnError:", "loadWithCompletion:", "unwindToDetail:", "makeDetail:"])
        #expect(scan.methods.map(\.isSegueAction) == [false, false, false, false, true])
    }

    /// A no-break space between words is whitespace, as Swift reads it, and a byte order mark may begin the file.
    @Test func aNoBreakSpaceSeparatesWordsAndAByteOrderMarkMayBeginTheFile() {
        let scan = SwiftSourceScan.scan(source: "\u{FEFF}final\u{A0}class ListViewController:\u{A0}UIViewController {}\nfinal class Ünïcode {}", path: "S.swift")
        #expect(scan.classes.map(\.name) == ["ListViewController", "Ünïcode"])
        #expect(scan.classes.first?.superclass == "UIViewController")
    }

    /// Broken code of unclosed delimiters — runs of `#`, of `#/` lines, a line of escaped `/`, unmatched
    /// `)` before `let a = self` — is read in linear time, and what follows it is still read. Each input
    /// is about 200 KB: at the quadratic cost these once had, each took hours.
    @Test(arguments: [
        String(repeating: "#", count: 200_000),
        String(repeating: "#/\n", count: 70_000),
        "let x = (" + String(repeating: "\\/(", count: 70_000),
        String(repeating: ")", count: 100_000) + String(repeating: "\n(let a = self x", count: 6_000),
    ])
    func brokenCodeOfUnclosedDelimitersIsReadInLinearTime(_ junk: String) {
        let scan = SwiftSourceScan.scan(source: junk + "\nfinal class After: UIViewController {}\n", path: "J.swift")
        #expect(scan.classes.map(\.name) == ["After"])
    }

    /// Every prefix of a file using the new constructs scans without a crash or a hang.
    @Test func truncatedSourcesScanCleanly() {
        let source = """
            typealias SegueIdentifier = App.Segues<Int>
            enum Segues: String { case a = "A", b }
            class A: B {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segue.identifier { case "x", "y"?: break; default: if segue.identifier != "z" {} }
                    performSegue(withIdentifier: "w", sender: nil)
                }
            }
            """
        let scalars = Array(source.unicodeScalars)
        for end in 0...scalars.count {
            var prefix = ""
            prefix.unicodeScalars.append(contentsOf: scalars[..<end])
            let scan = SwiftSourceScan.scan(source: prefix, path: "T.swift")
            #expect(scan.segueLiterals.count <= 5)
        }
        #expect(SwiftSourceScan.scan(source: source, path: "T.swift").segueLiterals.map(\.identifier) == ["x", "y", "z", "w"])
    }

    /// An extension of a `typealias` of a top-level class is the class's once the files are merged; one
    /// of an alias of a nested class is not the same-named top-level class's, and a branch deriving from
    /// `Legacy.Base` is not decided by a top-level `Base`.
    @Test func aliasesAndQualifiedSuperclassesResolveOnlyToTheClassTheyName() {
        var scan = SwiftSourceScan.scan(source: """
            class HomeViewController: UIViewController {}
            class Base: NSViewController {}
            enum Legacy {
                class HomeViewController: UIViewController {}
                class Base: UIViewController {}
            }
            """, path: "Classes.swift")
        scan.merge(SwiftSourceScan.scan(source: """
            typealias Home = HomeViewController
            extension Home { enum SegueIdentifier: String { case a } }
            typealias OldHome = Legacy.HomeViewController
            extension OldHome { enum SegueIdentifier: String { case b } }
            #if canImport(AppKit)
            class Settings: Legacy.Base {}
            #endif
            """, path: "Uses.swift"))
        scan.resolveAcrossFiles()
        #expect(scan.segueEnums.map(\.owner) == ["HomeViewController", "OldHome"])
        #expect(scan.platformBlocks.map(\.platforms) == [[.macCatalyst, .macOS]], "its condition's platforms, not macOS alone")
    }

    /// A protocol that inherits `SegueHandlerType`, directly or through another, and a `typealias` of a
    /// composition with it, count among the protocols that inherit it; a plain alias does not.
    @Test func protocolsAndCompositionsInheritingAProtocolAreFound() {
        let scan = SwiftSourceScan.scan(source: """
            protocol Themeable: AnyObject {}
            protocol ThemedSegueHandler: SegueHandlerType, Themeable {}
            protocol MailSegueHandler: ThemedSegueHandler {}
            typealias Composed = Themeable & SegueHandlerType
            typealias Plain = SegueHandlerType
            """, path: "P.swift")
        #expect(scan.protocols(inheriting: ["SegueHandlerType"]) == ["SegueHandlerType", "ThemedSegueHandler", "MailSegueHandler", "Composed"])
    }

    /// A class declared `class DetailViewController: Home`, `Home` a typealias of a top-level class in
    /// another file, derives from that class once the files are merged.
    @Test func aClassDerivingFromAnAliasDerivesFromItsClass() {
        var scan = SwiftSourceScan.scan(source: """
            class HomeViewController: UIViewController {}
            typealias Home = HomeViewController
            """, path: "Home.swift")
        scan.merge(SwiftSourceScan.scan(source: """
            extension Home { enum SegueIdentifier: String { case showDetail } }
            class DetailViewController: Home {}
            """, path: "Detail.swift"))
        scan.resolveAcrossFiles()
        #expect(scan.classes.map(\.superclass) == ["UIViewController", "HomeViewController"])
        #expect(scan.segueEnums.map(\.owner) == ["HomeViewController"])
    }

    /// `enum SegueIdentifier: Identifier`, `Identifier` a typealias of `String` in another file (directly,
    /// through another alias or nested in the class), or AppKit's `NSStoryboardSegue.Identifier`, has
    /// `String` raw values once the files are merged; an alias of something else does not make it so.
    @Test func rawValuesOfAnAliasOfStringAreStringRawValues() {
        var scan = SwiftSourceScan.scan(source: """
            typealias Identifier = String
            typealias Name = Swift.String
            typealias Count = Int
            """, path: "Aliases.swift")
        scan.merge(SwiftSourceScan.scan(source: """
            final class A: UIViewController { enum SegueIdentifier: Identifier, CaseIterable { case a } }
            final class B: UIViewController { enum SegueIdentifier: Name { case b } }
            final class C: UIViewController { typealias Key = Identifier; enum SegueIdentifier: Key { case c } }
            final class D: UIViewController { enum SegueIdentifier: Count { case d } }
            final class E: UIViewController { enum SegueIdentifier: CaseIterable { case e } }
            final class F: NSViewController { enum SegueIdentifier: NSStoryboardSegue.Identifier { case f } }
            """, path: "Controllers.swift"))
        #expect(scan.segueEnums.map(\.hasStringRawValues) == [false, false, false, false, false, false])
        scan.resolveAcrossFiles()
        #expect(scan.segueEnums.map(\.hasStringRawValues) == [true, true, true, false, false, true])
    }
}
