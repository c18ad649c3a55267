import Foundation
import Testing
@testable import SegueKitSwiftSource

@Suite("Finding the files of a directory given as input")
struct FileFinderTests {
    private func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-finder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Real/Feature"), withIntermediateDirectories: true)
        try Data("final class A {}\n".utf8).write(to: root.appendingPathComponent("Real/A.swift"))
        try Data("final class B {}\n".utf8).write(to: root.appendingPathComponent("Real/Feature/B.swift"))
        return root
    }

    /// What `body` throws, or nil.
    private func unreadable<T>(_ body: () throws(SwiftSources.Unreadable) -> T) -> SwiftSources.Unreadable? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    @Test func aLinkedDirectoryIsSearchedLikeTheDirectoryItNames() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Linked").path, withDestinationPath: "Real")
        let linked = root.appendingPathComponent("Linked").path
        #expect(try FileFinder.files(withExtension: "swift", under: linked) == [linked + "/A.swift", linked + "/Feature/B.swift"])
        #expect(try FileFinder.files(withExtension: "swift", under: linked + "/") == [linked + "/A.swift", linked + "/Feature/B.swift"])
    }

    @Test func aLinkedFolderInsideIsSearchedAndALinkCycleEnds() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let shared = root.appendingPathComponent("Shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try Data("final class C {}\n".utf8).write(to: shared.appendingPathComponent("C.swift"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Real/Shared").path, withDestinationPath: shared.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Real/Feature/Loop").path, withDestinationPath: "..")
        let real = root.appendingPathComponent("Real").path
        #expect(try FileFinder.files(withExtension: "swift", under: real) == [real + "/A.swift", real + "/Feature/B.swift", real + "/Shared/C.swift"])
    }

    /// A link to a folder of the tree, listed before the folder itself, does not hide it: the files are
    /// found by their own paths, which say their module.
    @Test func aLinkToAFolderOfTheTreeDoesNotHideTheFolder() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Aaa"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Aaa/Shortcut").path, withDestinationPath: "../Real")
        #expect(try FileFinder.files(withExtension: "swift", under: root.path) == [root.path + "/Real/A.swift", root.path + "/Real/Feature/B.swift"])
    }

    /// A file given twice — by another spelling, inside a folder also given, or through a link — is
    /// scanned once: its class is not "declared twice".
    @Test func aFileGivenTwiceIsScannedOnce() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Linked").path, withDestinationPath: "Real")
        let real = root.appendingPathComponent("Real").path
        let scanned = try SwiftSources.scan([real + "/A.swift", real + "/Feature/../A.swift", real, root.appendingPathComponent("Linked/A.swift").path])
        #expect(scanned.files == [real + "/A.swift", real + "/Feature/B.swift"])
        #expect(scanned.scan.classes.map(\.name) == ["A", "B"])
        // Whatever the order, the same spelling is kept: the shorter.
        let reversed = try SwiftSources.scan([root.appendingPathComponent("Linked/A.swift").path, real, real + "/Feature/../A.swift", real + "/A.swift"])
        #expect(reversed.files == scanned.files)
    }

    /// A link to a file, however short its name, is not the spelling kept: the file's own path says its
    /// module (`--module Kit=Kit`) and, for a storyboard, its name.
    @Test func aFileAlsoGivenThroughALinkKeepsItsOwnPath() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let real = root.appendingPathComponent("Real").path
        let link = root.appendingPathComponent("K.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real + "/A.swift")
        #expect(try SwiftSources.scan([link, real]).files == [real + "/A.swift", real + "/Feature/B.swift"])
        #expect(try SwiftSources.scan([real, link]).files == [real + "/A.swift", real + "/Feature/B.swift"])
    }

    @Test func aFolderIsFoundByItsOwnPathBeforeALinkToIt() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        // `A` sorts before `Real`, and links to it.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("A").path, withDestinationPath: "Real")
        #expect(try FileFinder.files(withExtension: "swift", under: root.path) == [root.path + "/Real/A.swift", root.path + "/Real/Feature/B.swift"])
    }

    @Test func aPipeNamedLikeASwiftFileIsNotRead() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let pipe = root.appendingPathComponent("Real/Stuck.swift").path
        #expect(mkfifo(pipe, 0o644) == 0)
        let real = root.appendingPathComponent("Real").path
        #expect(try FileFinder.files(withExtension: "swift", under: real) == [real + "/A.swift", real + "/Feature/B.swift"])
    }

    /// A folder of the sources that cannot be walked is an error naming the entry and why, not files
    /// missed without a word; a link to nothing holds no file and is passed over.
    @Test func anEntryThatCannotBeLookedAtIsAnErrorNamingIt() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let real = root.appendingPathComponent("Real").path
        try FileManager.default.createSymbolicLink(atPath: real + "/Dangling", withDestinationPath: "Nowhere")
        #expect(try FileFinder.files(withExtension: "swift", under: real) == [real + "/A.swift", real + "/Feature/B.swift"])
        try FileManager.default.createSymbolicLink(atPath: real + "/Feature/Loop.swift", withDestinationPath: "Loop.swift")
        let error = unreadable { () throws(SwiftSources.Unreadable) in try FileFinder.files(withExtension: "swift", under: real) }
        #expect(error?.path == real + "/Feature/Loop.swift")
        #expect(error?.reason == "cannot look at this entry (too many levels of symbolic links); a .swift file or folder would be missed")
    }

    /// A file whose name is not UTF-8 cannot be named by the tool: it is an error, not a file missed.
    @Test func aFileNameThatIsNotUTF8IsAnError() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let real = root.appendingPathComponent("Real").path
        let name = Array((real + "/Caf").utf8CString.dropLast()) + [CChar(bitPattern: 0xE9)] + Array(".swift".utf8CString)
        let descriptor = open(name, O_CREAT | O_WRONLY, 0o644)
        try #require(descriptor >= 0)
        close(descriptor)
        #expect(unreadable { () throws(SwiftSources.Unreadable) in try FileFinder.files(withExtension: "swift", under: real) }?.reason
                == "cannot look at this entry (its name is not UTF-8); a .swift file or folder would be missed")
    }

    @Test func aSourcePathThatIsALinkLoopSaysSo() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let loop = root.appendingPathComponent("Loop").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "Loop")
        let scanned = try SwiftSources.scan([loop])
        #expect(scanned.diagnostics.map { "\($0.severity) \($0.message)" } == ["error too many levels of symbolic links"])
    }

    /// Every `--source` path that does not exist is named, not only the first; nothing is scanned.
    @Test func everyMissingSourcePathIsAnError() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try "final class A {}".write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let missing = [root.appendingPathComponent("Gone").path, root.appendingPathComponent("Typo.swift").path]
        let scanned = try SwiftSources.scan([root.path] + missing)
        #expect(scanned.diagnostics.map { "\($0.path ?? "") \($0.rule)" } == missing.map { "\($0) input-unreadable" })
        #expect(scanned.files.isEmpty)
    }

    @Test func filesAreScannedInPathOrderWhateverTheOrderGiven() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let real = root.appendingPathComponent("Real").path
        let scanned = try SwiftSources.scan([real + "/Feature/B.swift", real + "/A.swift"])
        #expect(scanned.files == [real + "/A.swift", real + "/Feature/B.swift"])
        #expect(scanned.scan.classes.map(\.name) == ["A", "B"])
    }

    /// `Café.swift` written with a precomposed é and with e + combining accent are two files to the file
    /// system (Linux, case-sensitive volumes), though Swift compares the two names as equal.
    @Test func namesThatDifferOnlyInUnicodeNormalizationAreTwoFiles() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let real = root.appendingPathComponent("Real")
        try Data("final class Composed {}\n".utf8).write(to: real.appendingPathComponent("Caf\u{E9}.swift"))
        try Data("final class Decomposed {}\n".utf8).write(to: real.appendingPathComponent("Cafe\u{301}.swift"))
        let found = try FileFinder.files(withExtension: "swift", under: real.path)
        #expect(found.count == 4)
        let scanned = try SwiftSources.scan([real.path])
        #expect(Set(scanned.scan.classes.map(\.name)) == ["A", "B", "Composed", "Decomposed"])
        #expect(try SwiftSources.scan(found.reversed()).scan.classes.map(\.name) == scanned.scan.classes.map(\.name))
    }

    @Test func aFolderNamedLikeASwiftFileIsSearchedNotRead() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let pods = root.appendingPathComponent("Real/Pods/R.swift")
        try FileManager.default.createDirectory(at: pods, withIntermediateDirectories: true)
        try Data("final class R {}\n".utf8).write(to: pods.appendingPathComponent("R.generated.swift"))
        let real = root.appendingPathComponent("Real").path
        #expect(try FileFinder.files(withExtension: "swift", under: real) == [real + "/A.swift", real + "/Feature/B.swift", real + "/Pods/R.swift/R.generated.swift"])
        let scanned = try SwiftSources.scan([real])
        #expect(scanned.files.count == 3)
    }

    @Test func hiddenAndDerivedDataFoldersAreSkipped() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        for hidden in ["Real/.build/debug", "Real/DerivedData/App"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(hidden), withIntermediateDirectories: true)
            try Data("final class Hidden {}\n".utf8).write(to: root.appendingPathComponent(hidden + "/Hidden.swift"))
        }
        let real = root.appendingPathComponent("Real").path
        #expect(try FileFinder.files(withExtension: "swift", under: real) == [real + "/A.swift", real + "/Feature/B.swift"])
    }

    /// A block comment that never ends hides the rest of its file: a warning points at where it opens,
    /// since the classes after it would otherwise just look undeclared.
    @Test func aCommentThatNeverEndsIsAWarningAtItsStart() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Real/Screen.swift")
        try Data("import UIKit\n  /* disabled for now\nfinal class ScreenViewController: UIViewController {}\n".utf8).write(to: file)
        let scanned = try SwiftSources.scan([file.path])
        #expect(scanned.diagnostics.map(\.description) == [
            "\(file.path):2:3: warning: this comment is never closed: the rest of the file is not read, so what it declares is not seen",
        ])
        #expect(scanned.scan.classes.isEmpty)
    }

    /// So does a string literal that never ends (`"""` without its end, raw or not). A one-line literal
    /// ends with its line, hiding nothing; one that ends the file with its delimiter is closed.
    @Test func aStringThatNeverEndsIsAWarningAtItsStart() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        for (opening, warned) in [("let help = \"\"\"", true), ("let help = ##\"\"\"", true), ("let help = \"\\(name", false), ("let help = \"done\"", false)] {
            let file = root.appendingPathComponent("Real/Screen.swift")
            try Data("import UIKit\n\(opening)\nfinal class ScreenViewController: UIViewController {}\nlet end = \"x\"".utf8).write(to: file)
            let scanned = try SwiftSources.scan([file.path])
            let expected = warned ? ["\(file.path):2:12: warning: this string literal is never closed, or nests interpolations too deeply to follow: the rest of the file is not read, so what it declares is not seen"] : []
            #expect(scanned.diagnostics.map(\.description) == expected, "\(opening)")
        }
    }

    /// String interpolations nested thousands deep, which no code has, are not followed (each level
    /// would take stack): the rest of the file is left unread, with the warning of a string never
    /// closed, instead of a crash. Nesting as deep as code has is read through.
    @Test func interpolationsNestedTooDeeplyAreAWarningNotACrash() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Real/Deep.swift")
        let deep = String(repeating: "\"\\(", count: 5000) + "1" + String(repeating: ")\"", count: 5000)
        try Data("let s = \(deep)\nfinal class DeepViewController: UIViewController {}\n".utf8).write(to: file)
        let scanned = try SwiftSources.scan([file.path])
        #expect(scanned.diagnostics.map(\.rule) == ["source-unterminated-string"] && scanned.diagnostics.map(\.severity) == [.warning])
        #expect(scanned.diagnostics.first?.line == 1)
        let nested = String(repeating: "\"\\(", count: 40) + "1" + String(repeating: ")\"", count: 40)
        try Data("let s = \(nested)\nfinal class DeepViewController: UIViewController {}\n".utf8).write(to: file)
        let read = try SwiftSources.scan([file.path])
        #expect(read.diagnostics.isEmpty && read.scan.classes.map(\.name) == ["DeepViewController"])
    }
}
