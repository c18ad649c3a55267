import Foundation
import SegueKitStoryboard

/// Checks, from an app's test suite, that a controller's `SegueIdentifier` enum and its storyboard
/// scenes agree — without UIKit, a simulator, or a test framework of its own: it returns values (or
/// throws an error) with readable descriptions, so it works with XCTest and Swift Testing alike.
///
/// ```swift
/// import SegueKitTesting
/// import Testing
/// import XCTest
///
/// /// The app's Main.storyboard, read from the source tree.
/// let mainStoryboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../App/Main.storyboard")
///
/// final class LibrarySegueTests: XCTestCase {
///     func testLibrarySeguesMatchStoryboard() throws {
///         try StoryboardVerifier.requireMatch(LibraryViewController.SegueIdentifier.self, storyboard: mainStoryboard)
///     }
/// }
///
/// @Test func librarySeguesMatchStoryboard() throws {
///     let mismatches = try StoryboardVerifier.verify(LibraryViewController.SegueIdentifier.self, storyboards: [mainStoryboard])
///     #expect(mismatches.filter(\.isFailure).isEmpty, "\(mismatches)")
/// }
/// ```
///
/// It reads storyboards only, so it compares an enum with the scenes of one class: an enum a superclass
/// declares for its subclasses' scenes is compared by `seguekit check`, which reads the Swift sources too.
public enum StoryboardVerifier {
    /// Compares identifiers (an enum's raw values) with the identified segues of every scene whose
    /// custom class is `controllerClass` in the given storyboards. Throws only when a storyboard cannot be
    /// read or parsed (the error names file and line).
    public static func verify(identifiers: [String], controllerClass: String, storyboards: [URL]) throws -> [StoryboardMismatch] {
        let parser = StoryboardParser()
        // Localized copies are one storyboard, as `seguekit` reads them: code can rely on Base's segues.
        let parsed = try storyboards.map { try parser.parse(contentsOf: $0) }
        let localized = LocalizedStoryboards.merge(parsed)
        let catalog = SegueCatalog(documents: localized.documents)
        let paths = storyboards.isEmpty ? nil : storyboards.map(\.path).joined(separator: ", ")
        guard catalog.scenes[controllerClass] != nil else {
            return [StoryboardMismatch(kind: .noScene, controllerClass: controllerClass, identifier: nil, storyboardPath: paths, line: nil)]
        }
        let drift = IdentifierDrift(rawValues: identifiers.sorted(), segues: catalog.classes[controllerClass] ?? [])
        var mismatches = drift.casesWithoutSegue.map {
            StoryboardMismatch(kind: .caseWithoutSegue, controllerClass: controllerClass, identifier: $0, storyboardPath: paths, line: nil)
        }
        for (kind, segues) in [(StoryboardMismatch.Kind.segueWithoutCase, drift.seguesWithoutCase), (.emptyIdentifier, drift.emptyIdentifiers)] {
            mismatches += segues.map {
                StoryboardMismatch(kind: kind, controllerClass: controllerClass, identifier: $0.identifier, storyboardPath: $0.filePath, line: $0.location.line)
            }
        }
        // A copy whose identifiers differ from the kept one's: in that language the app performs others.
        for location in localized.diagnostics.compactMap(\.location) {
            guard let document = parsed.first(where: { $0.filePath == location.path }),
                  let segue = document.segues.first(where: { $0.location == location }),
                  document.controllers.first(where: { $0.id == segue.sourceControllerID })?.customClass == controllerClass
            else { continue }
            mismatches.append(StoryboardMismatch(
                kind: .localizationMismatch, controllerClass: controllerClass, identifier: segue.identifier, storyboardPath: location.path, line: location.line))
        }
        return mismatches
    }

    /// ``verify(identifiers:controllerClass:storyboards:)`` for one storyboard.
    public static func verify(identifiers: [String], controllerClass: String, storyboard: URL) throws -> [StoryboardMismatch] {
        try verify(identifiers: identifiers, controllerClass: controllerClass, storyboards: [storyboard])
    }

    /// Verifies a `CaseIterable` enum with `String` raw values. The controller class defaults to the type
    /// the enum is nested in (`LibraryViewController` for `LibraryViewController.SegueIdentifier`); a
    /// top-level enum needs `controllerClass`.
    public static func verify<Identifier: CaseIterable & RawRepresentable>(
        _ type: Identifier.Type, controllerClass: String? = nil, storyboards: [URL]
    ) throws -> [StoryboardMismatch] where Identifier.RawValue == String {
        guard let className = controllerClass ?? enclosingTypeName(of: type) else {
            return [StoryboardMismatch(kind: .noControllerClass, controllerClass: String(reflecting: type), identifier: nil, storyboardPath: nil, line: nil)]
        }
        return try verify(identifiers: Identifier.allCases.map(\.rawValue), controllerClass: className, storyboards: storyboards)
    }

    /// ``verify(_:controllerClass:storyboards:)`` for one storyboard.
    public static func verify<Identifier: CaseIterable & RawRepresentable>(
        _ type: Identifier.Type, controllerClass: String? = nil, storyboard: URL
    ) throws -> [StoryboardMismatch] where Identifier.RawValue == String {
        try verify(type, controllerClass: controllerClass, storyboards: [storyboard])
    }

    /// Like ``verify(_:controllerClass:storyboards:)``, but throws a ``StoryboardVerificationError``
    /// listing every mismatch when there is a failing one (``StoryboardMismatch/isFailure``): one line in
    /// a test. An empty identifier alone does not fail (the generator skips it with a warning and
    /// `seguekit check` warns too), so a generated enum always passes.
    public static func requireMatch<Identifier: CaseIterable & RawRepresentable>(
        _ type: Identifier.Type, controllerClass: String? = nil, storyboards: [URL]
    ) throws where Identifier.RawValue == String {
        let mismatches = try verify(type, controllerClass: controllerClass, storyboards: storyboards)
        if mismatches.contains(where: \.isFailure) { throw StoryboardVerificationError(mismatches: mismatches) }
    }

    /// ``requireMatch(_:controllerClass:storyboards:)`` for one storyboard.
    public static func requireMatch<Identifier: CaseIterable & RawRepresentable>(
        _ type: Identifier.Type, controllerClass: String? = nil, storyboard: URL
    ) throws where Identifier.RawValue == String {
        try requireMatch(type, controllerClass: controllerClass, storyboards: [storyboard])
    }

    /// The name of the type `type` is nested in, from its fully qualified name
    /// (`App.ListViewController.SegueIdentifier` → `ListViewController`); `nil` for a top-level type
    /// (`App.LibrarySegue`), whose qualifier is its module.
    static func enclosingTypeName<T>(of type: T.Type) -> String? {
        // A private type's name has a `(unknown context at $…)` part where its file scope is.
        let parts = String(reflecting: type).split(separator: ".").filter { !$0.hasPrefix("(") }
        return parts.count >= 3 ? String(parts[parts.count - 2]) : nil
    }
}

/// One disagreement between an identifier enum and a storyboard; its description says what and where.
public struct StoryboardMismatch: Sendable, Equatable, CustomStringConvertible {
    /// What disagrees: a case, a segue, an identifier, or the scenes or class themselves.
    public enum Kind: String, Sendable, Equatable {
        /// An identifier in code with no segue of that controller's scenes.
        case caseWithoutSegue
        /// An identified segue of the controller's scenes with no identifier in code.
        case segueWithoutCase
        /// A segue of the controller with `identifier=""`, which code cannot name.
        case emptyIdentifier
        /// No scene has the controller class at all.
        case noScene
        /// A segue whose identifier differs between localized copies of the storyboard (`Base.lproj`,
        /// `en.lproj`): the enum cannot match them all.
        case localizationMismatch
        /// The enum is not nested in a class, so which class's scenes it names must be given
        /// (`controllerClass:`); ``StoryboardMismatch/controllerClass`` is the enum's name.
        case noControllerClass
    }

    /// What disagrees; ``isFailure`` says whether it fails a test.
    public var kind: Kind
    /// The class whose scenes were verified (for ``Kind/noControllerClass``, the enum's name).
    public var controllerClass: String
    /// The identifier concerned (`nil` for ``Kind/noScene`` and ``Kind/noControllerClass``).
    public var identifier: String?
    /// The storyboard file of the segue; for a case without a segue, or no scene, every storyboard
    /// verified, joined with ", "; nil for ``Kind/noControllerClass``.
    public var storyboardPath: String?
    /// The line of the segue, when known.
    public var line: Int?

    /// Whether this mismatch fails ``StoryboardVerifier/requireMatch(_:controllerClass:storyboards:)``:
    /// every kind except ``Kind/emptyIdentifier``, which code cannot name and the generator skips.
    public var isFailure: Bool { kind != .emptyIdentifier }

    /// A sentence saying what is wrong and where.
    public var description: String {
        let place = storyboardPath.map { path in line.map { "\(path):\($0)" } ?? path } ?? "the storyboard"
        switch kind {
        case .caseWithoutSegue:
            return "case '\(identifier ?? "")' of \(controllerClass) has no segue with that identifier in \(place)"
        case .segueWithoutCase:
            return "segue '\(identifier ?? "")' of \(controllerClass) at \(place) has no case in the enum"
        case .emptyIdentifier:
            return "a segue of \(controllerClass) at \(place) has an empty identifier (code cannot name it; not a failure)"
        case .localizationMismatch:
            return "segue '\(identifier ?? "")' of \(controllerClass) at \(place) differs from the storyboard's other localized copies (identifiers are not localized)"
        case .noScene:
            return storyboardPath == nil
                ? "no storyboard was given, so no scene has custom class '\(controllerClass)'"
                : "no scene has custom class '\(controllerClass)' in \(place)"
        case .noControllerClass:
            return "\(controllerClass) is not nested in a controller class: pass controllerClass: to say whose scenes it names"
        }
    }
}

/// Thrown by ``StoryboardVerifier/requireMatch(_:controllerClass:storyboards:)``; its description lists
/// every mismatch, one per line.
public struct StoryboardVerificationError: LocalizedError, Sendable, Equatable, CustomStringConvertible {
    /// The mismatches found (never empty).
    public var mismatches: [StoryboardMismatch]

    /// The mismatches, one per line, for a test failure.
    public var description: String {
        "storyboard and code disagree:\n" + mismatches.map { "  - \($0)" }.joined(separator: "\n")
    }

    /// ``description``, for a test runner that reports an error by its `localizedDescription`.
    public var errorDescription: String? { description }
}
