import Foundation
import Testing

/// The macOS example (`Examples/SegueKitMacExample/Sources`) compiles as a Mac app target would: all
/// files together, `import AppKit` + `import SegueKit` — here the AppKit mirror and
/// `AppKitMirroredSegueKit` — with neither errors nor warnings, in every `Typechecker.Mode` (Swift 6,
/// Swift 5 with minimal and complete checking, and both with default MainActor isolation).
@Suite("macOS example typechecks against the AppKit mirror")
struct MacExampleTypecheckTests {
    @Test("The example's sources compile cleanly", arguments: Typechecker.Mode.all)
    func sourcesTypecheckWithoutErrorsOrWarnings(mode: Typechecker.Mode) throws {
        let files = try MacExampleFiles.sources()
        #expect(files.map(\.lastPathComponent).contains("LibraryViewController.swift"), "found: \(files.map(\.lastPathComponent))")
        #expect(try Typechecker.mirroredSegueKit(for: files) == "AppKitMirroredSegueKit")

        let result = try Typechecker.typecheck(files, mode: mode, extraFlags: ["-module-name", MacExampleFiles.moduleName])

        #expect(result.succeeded, "\(mode): exit status \(result.exitStatus):\n\(result.output)")
        #expect(result.diagnostics == [], "\(mode): compiler output:\n\(result.output)")
    }
}
