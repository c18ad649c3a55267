import Foundation
import Testing

// Source compatibility with the classic, hand-written `SegueHandlerType` (WWDC 2015 "Swift in
// Practice" and its Swift 3 spelling): an app that deletes its copy and imports SegueKit compiles
// unchanged, in Swift 6 mode and in Swift 5 mode with minimal checking, with zero warnings. The
// snippets are typechecked as app code against the mirror (see `Typechecker`).

/// A UIKit controller as classic SegueHandlerType users write it (Swift 3+ spelling), plus a subclass
/// that performs its superclass's segues.
private let classicUIKitController = """
    import SegueKit
    import UIKit

    class ListViewController: UIViewController, SegueHandlerType {
        enum SegueIdentifier: String {
            case showDetail
            case showSettings
        }

        @IBAction func openSettings(_ sender: Any) {
            performSegue(withIdentifier: .showSettings, sender: self)
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            switch segueIdentifier(for: segue) {
            case .showDetail:
                segue.destination.modalPresentationStyle = .formSheet
            case .showSettings:
                break
            }
        }
    }

    final class FavoritesViewController: ListViewController {
        func showFirst() {
            performSegue(withIdentifier: .showDetail, sender: nil)
        }
    }
    """

/// The same on macOS: a view controller and a window controller.
private let classicAppKitControllers = """
    import AppKit
    import SegueKit

    final class DocumentViewController: NSViewController, SegueHandlerType {
        enum SegueIdentifier: String {
            case showInspector
        }

        @IBAction func inspect(_ sender: Any) {
            performSegue(withIdentifier: .showInspector, sender: self)
        }

        override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
            switch segueIdentifier(for: segue) {
            case .showInspector:
                break
            }
        }
    }

    final class MainWindowController: NSWindowController, SegueHandlerType {
        enum SegueIdentifier: String {
            case showPreferences
        }

        @IBAction func openPreferences(_ sender: Any) {
            performSegue(withIdentifier: .showPreferences, sender: self)
        }

        override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
            switch segueIdentifier(for: segue) {
            case .showPreferences:
                break
            }
        }
    }
    """

/// Swift 2-era spellings, still found in old apps.
private let swift2UIKitController = """
    import SegueKit
    import UIKit

    final class ListViewController: UIViewController, SegueHandlerType {
        enum SegueIdentifier: String {
            case showDetail
        }

        @IBAction func openDetail(_ sender: Any) {
            performSegueWithIdentifier(.showDetail, sender: self)
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            switch segueIdentifierForSegue(segue) {
            case .showDetail:
                break
            }
        }

        // As Swift 3 and later call a copy that kept its Swift 2 declaration.
        func openDetailLabelled() {
            performSegueWithIdentifier(segueIdentifier: .showDetail, sender: nil)
        }

        func identifierLabelled(of segue: UIStoryboardSegue) -> SegueIdentifier {
            segueIdentifierForSegue(segue: segue)
        }
    }
    """

private let swift2AppKitControllers = """
    import AppKit
    import SegueKit

    final class DocumentViewController: NSViewController, SegueHandlerType {
        enum SegueIdentifier: String {
            case showInspector
        }

        @IBAction func inspect(_ sender: Any) {
            performSegueWithIdentifier(.showInspector, sender: self)
        }

        override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
            switch segueIdentifierForSegue(segue) {
            case .showInspector:
                break
            }
        }
    }

    final class MainWindowController: NSWindowController, SegueHandlerType {
        enum SegueIdentifier: String {
            case showPreferences
        }

        func openPreferences() {
            performSegueWithIdentifier(.showPreferences, sender: self)
        }

        func openPreferencesLabelled() {
            performSegueWithIdentifier(segueIdentifier: .showPreferences, sender: nil)
        }

        func identifierLabelled(of segue: NSStoryboardSegue) -> SegueIdentifier {
            segueIdentifierForSegue(segue: segue)
        }
    }
    """

/// Copies that gave `sender` no default were called with one; those that did are called without.
private let performWithoutASender = [
    """
    import SegueKit
    import UIKit

    final class InboxViewController: UIViewController, SegueHandlerType {
        enum SegueIdentifier: String { case showMessage }

        func openFirst() { performSegue(withIdentifier: .showMessage) }
    }
    """,
    """
    import AppKit
    import SegueKit

    final class InboxViewController: NSViewController, SegueHandlerType {
        enum SegueIdentifier: String { case showMessage }

        func openFirst() { performSegue(withIdentifier: .showMessage) }
    }
    """,
]

/// The classic protocol as apps copied it (Swift 3+ spelling), WITHOUT SegueKit.
private let handWrittenClassicProtocol = """
    import UIKit

    protocol SegueHandlerType {
        associatedtype SegueIdentifier: RawRepresentable
    }

    extension SegueHandlerType where Self: UIViewController, SegueIdentifier.RawValue == String {
        func performSegue(withIdentifier segueIdentifier: SegueIdentifier, sender: Any?) {
            performSegue(withIdentifier: segueIdentifier.rawValue, sender: sender)
        }

        func segueIdentifier(for segue: UIStoryboardSegue) -> SegueIdentifier {
            guard let identifier = segue.identifier,
                  let segueIdentifier = SegueIdentifier(rawValue: identifier) else {
                fatalError("Invalid segue identifier \\(String(describing: segue.identifier)).")
            }
            return segueIdentifier
        }
    }

    final class ListViewController: UIViewController, SegueHandlerType {
        enum SegueIdentifier: String {
            case showDetail
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            switch segueIdentifier(for: segue) {
            case .showDetail: break
            }
        }
    }
    """

@Suite("Source compatibility of app code")
struct SourceCompatibilityTests {
    private func assertClean(_ source: String, _ mode: Typechecker.Mode, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try Typechecker.typecheck(source: source, mode: mode)
        #expect(result.succeeded, "\(mode): exit status \(result.exitStatus)\n\(result.output)", sourceLocation: sourceLocation)
        #expect(result.diagnostics == [], "\(mode):\n\(result.output)", sourceLocation: sourceLocation)
    }

    /// Typechecks with `-diagnostic-style llvm`, which prints fix-its as replacement text under the caret.
    private func typecheckShowingFixIts(_ source: String, _ mode: Typechecker.Mode) throws -> Typechecker.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-fixits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Legacy.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try Typechecker.typecheck([file], mode: mode, extraFlags: ["-diagnostic-style", "llvm"])
    }

    @Test func classicUIKitControllerCompilesWithoutWarningsInSwift6() throws {
        try assertClean(classicUIKitController, .swift6)
    }

    @Test func classicUIKitControllerCompilesWithoutWarningsInSwift5MinimalChecking() throws {
        try assertClean(classicUIKitController, .swift5Minimal)
    }

    @Test func classicUIKitControllerCompilesWithoutWarningsInSwift5CompleteChecking() throws {
        try assertClean(classicUIKitController, .swift5Complete)
    }

    @Test func classicAppKitControllersCompileWithoutWarningsInSwift6() throws {
        try assertClean(classicAppKitControllers, .swift6)
    }

    @Test func classicAppKitControllersCompileWithoutWarningsInSwift5MinimalChecking() throws {
        try assertClean(classicAppKitControllers, .swift5Minimal)
    }

    @Test func classicAppKitControllersCompileWithoutWarningsInSwift5CompleteChecking() throws {
        try assertClean(classicAppKitControllers, .swift5Complete)
    }

    @Test(arguments: [Typechecker.Mode.swift6DefaultMainActor, .swift5DefaultMainActor])
    func classicControllersCompileWithDefaultMainActorIsolation(_ mode: Typechecker.Mode) throws {
        try assertClean(classicUIKitController, mode)
        try assertClean(classicAppKitControllers, mode)
    }

    @Test func swift2SpellingsCompileWithDeprecationWarningsNamingTheNewSpellingAndAFixIt() throws {
        for mode in [Typechecker.Mode.swift6, .swift5Minimal] {
            let result = try typecheckShowingFixIts(swift2UIKitController, mode)
            #expect(result.succeeded, "\(mode):\n\(result.output)")
            let warnings = result.output.split(separator: "\n").filter { $0.contains("warning:") }
            #expect(warnings.count == 4, "\(mode):\n\(result.output)")
            // Both spellings of each, with and without the first label.
            #expect(warnings.filter { $0.contains("is deprecated: renamed to 'performSegue(withIdentifier:sender:)'") }.count == 2, "\(result.output)")
            #expect(warnings.filter { $0.contains("is deprecated: renamed to 'segueIdentifier(for:)'") }.count == 2, "\(result.output)")
            #expect(result.output.contains("warning: 'performSegueWithIdentifier(_:sender:)' is deprecated: renamed to 'performSegue(withIdentifier:sender:)'"), "\(result.output)")
            #expect(result.output.contains("warning: 'segueIdentifierForSegue' is deprecated: renamed to 'segueIdentifier(for:)'"), "\(result.output)")
            // The fix-it Xcode offers: the replacement text printed under the old name.
            #expect(result.output.contains("note: use 'performSegue(withIdentifier:sender:)' instead"), "\(result.output)")
            #expect(result.output.contains("withIdentifier: "), "\(result.output)")
            #expect(result.output.contains("note: use 'segueIdentifier(for:)' instead"), "\(result.output)")
            #expect(!result.output.contains("error:"), "\(result.output)")
        }
    }

    @Test func swift2SpellingsOnAppKitControllersCompileWithDeprecationWarnings() throws {
        let result = try Typechecker.typecheck(source: swift2AppKitControllers, mode: .swift6)
        #expect(result.succeeded, "\(result.output)")
        let warnings = result.diagnostics.filter { $0.contains("warning:") && !$0.contains("|") }
        #expect(warnings.count == 5, "\(result.output)")
        #expect(warnings.filter { $0.contains("'performSegueWithIdentifier(_:sender:)' is deprecated: renamed to 'performSegue(withIdentifier:sender:)'") }.count == 2, "\(result.output)")
        #expect(warnings.filter { $0.contains("'segueIdentifierForSegue' is deprecated: renamed to 'segueIdentifier(for:)'") }.count == 1, "\(result.output)")
    }

    @Test(arguments: [Typechecker.Mode.swift6, .swift5Minimal])
    func aPerformWithoutASenderCompiles(_ mode: Typechecker.Mode) throws {
        for source in performWithoutASender { try assertClean(source, mode) }
    }

    /// Why SegueKit exists: the hand-written protocol is nonisolated, so its UIKit helpers touch the
    /// main-actor `UIViewController` / `UIStoryboardSegue` from nonisolated code. The iOS 16.5 SDK imports
    /// that isolation as `@preconcurrency`, and so does the mirror: Swift 6 mode reports the isolation
    /// breaks as warnings and fails on the data race they allow; Swift 5 mode with minimal checking —
    /// how most apps still build — says nothing at all, which is how such copies survive.
    @Test func handWrittenClassicProtocolFailsInSwift6AndIsSilentInSwift5() throws {
        let result = try Typechecker.typecheck(source: handWrittenClassicProtocol, mode: .swift6)
        #expect(!result.succeeded, "\(result.output)")
        #expect(result.output.contains("error: sending 'sender' risks causing data races"), "\(result.output)")
        #expect(
            result.output.contains(
                "warning: call to main actor-isolated instance method 'performSegue(withIdentifier:sender:)' in a synchronous nonisolated context"),
            "\(result.output)")
        #expect(result.output.contains("warning: main actor-isolated property 'identifier' can not be referenced from a nonisolated context"), "\(result.output)")

        let minimal = try Typechecker.typecheck(source: handWrittenClassicProtocol, mode: .swift5Minimal)
        #expect(minimal.isClean, "\(minimal.output)")
        let complete = try Typechecker.typecheck(source: handWrittenClassicProtocol, mode: .swift5Complete)
        #expect(complete.succeeded && complete.output.contains("warning: main actor-isolated property 'identifier'"), "\(complete.output)")
    }
}
