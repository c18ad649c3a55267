@testable import UIKitMirroredSegueKit
import UIKit

// Typed perform without routing: a controller whose `prepare(for:sender:)` switches over its typed
// `Segue(segue)` gets the call-site closure of `performSegue(withIdentifier:sender:as:configure:)`, run
// once, before its own `switch` and before the destination appears.

private final class ReaderBookViewController: UIViewController {
    var title_: String?
    var wasOnScreenWhenConfigured: Bool?
}

private final class ReaderNotesViewController: UIViewController {}

private class ReaderViewController: UIViewController, SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case showBook, showNotes
    }

    /// What `seguekit generate` writes for this class.
    enum Segue: TypedSegue {
        case showBook(ReaderBookViewController)
        case showNotes(ReaderNotesViewController)

        init?(checking segue: UIStoryboardSegue) throws(SegueDestinationError) {
            switch segue.identifier {
            case "showBook"?: self = .showBook(try segue.destination(as: ReaderBookViewController.self))
            case "showNotes"?: self = .showNotes(try segue.destination(as: ReaderNotesViewController.self))
            default: return nil
            }
        }
    }

    var log: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch Segue(segue) {
        case .showBook(let book): log.append("prepare showBook, title \(book.title_ ?? "nil")")
        case .showNotes: log.append("prepare showNotes")
        }
    }
}

/// The classic `prepare`: a `switch` over `segueIdentifier(for:)`.
private final class ClassicReaderViewController: ReaderViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .showBook: log.append("classic showBook, title \((segue.destination as? ReaderBookViewController)?.title_ ?? "nil")")
        case .showNotes: log.append("classic showNotes")
        }
    }
}

/// Does not build `Segue(segue)` and is not routed: the closure cannot run.
private final class ForgetfulReaderViewController: ReaderViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("forgot")
    }
}

@MainActor
private func makeReader<Reader: ReaderViewController>(_ make: () -> Reader) -> (UINavigationController, Reader) {
    let reader = make()
    reader.mirrorSegueTemplates = [
        MirrorSegueTemplate(identifier: "showBook", kind: .show, destination: MirrorScene(ReaderBookViewController.self)),
        MirrorSegueTemplate(identifier: "showNotes", kind: .show, destination: MirrorScene(ReaderNotesViewController.self)),
    ]
    return (UINavigationController(rootViewController: reader), reader)
}

@MainActor
@Suite("UIKit: typed perform without routing")
struct UIKitTypedPerformTests {
    @Test func theClosureRunsOnceBeforeTheSwitchAndBeforeTheDestinationAppears() {
        let (navigation, reader) = makeReader { ReaderViewController() }
        var runs = 0
        reader.performSegue(withIdentifier: .showBook) { (book: ReaderBookViewController) in
            runs += 1
            book.title_ = "Kindred"
            book.wasOnScreenWhenConfigured = book.parent != nil || book.presentingViewController != nil
        }
        #expect(runs == 1)
        #expect(reader.log == ["prepare showBook, title Kindred"])
        let book = navigation.topViewController as? ReaderBookViewController
        #expect(book?.title_ == "Kindred")
        #expect(book?.wasOnScreenWhenConfigured == false)
    }

    @Test func aClassicSwitchOverSegueIdentifierRunsTheClosureFirst() {
        let (navigation, reader) = makeReader { ClassicReaderViewController() }
        var runs = 0
        reader.performSegue(withIdentifier: .showBook) { (book: ReaderBookViewController) in
            runs += 1
            book.title_ = "Kindred"
        }
        #expect(runs == 1)
        #expect(reader.log == ["classic showBook, title Kindred"])
        #expect((navigation.topViewController as? ReaderBookViewController)?.title_ == "Kindred")
    }

    @Test func aSegueWithoutACallSiteClosureIsPreparedAsBefore() {
        let (navigation, reader) = makeReader { ReaderViewController() }
        reader.performSegue(withIdentifier: .showNotes, sender: nil)
        #expect(reader.log == ["prepare showNotes"])
        #expect(navigation.topViewController is ReaderNotesViewController)
    }

    @Test func aPrepareThatNeitherBuildsSegueNorRoutesIsReported() {
        let (_, forgetful) = makeReader { ForgetfulReaderViewController() }
        var runs = 0
        do throws(SegueRoutingError) {
            try forgetful.checkedPerformSegue(withIdentifier: .showBook) { (_: ReaderBookViewController) in runs += 1 }
            Issue.record("a closure that did not run was not reported")
        } catch {
            guard case .configurationNotRun = error else { Issue.record("\(error)"); return }
            #expect(error.description.contains("must switch over segueIdentifier(for: segue) or its typed Segue(segue), or call prepareRoutedSegue(for: segue, sender: sender)"), "\(error.description)")
            #expect(error.description.hasSuffix("nor does a segueIdentifier(for:) of the app's own (a classic SegueHandlerType extension kept after adopting SegueKit), which hides SegueKit's."), "\(error.description)")
        }
        #expect(runs == 0)
    }

    @Test func aClosureForAnotherTypeIsReportedAndDoesNotRun() {
        let (_, reader) = makeReader { ReaderViewController() }
        var runs = 0
        do throws(SegueRoutingError) {
            try reader.checkedPerformSegue(withIdentifier: .showBook) { (_: ReaderNotesViewController) in runs += 1 }
            Issue.record("a ReaderBookViewController was accepted as a ReaderNotesViewController")
        } catch {
            guard case .wrongDestination(let error) = error else { Issue.record("\(error)"); return }
            #expect(error.expectedType.hasSuffix("ReaderNotesViewController"), "\(error.expectedType)")
        }
        #expect(runs == 0)
    }
}
