@testable import UIKitMirroredSegueKit
import UIKit

// Typed shouldPerform, the non-trapping forms, and the trapping `segueIdentifier(for:)` through the
// UIKit mirror. Traps are observed in a child process of this test bundle (`DeathTest`).

private final class ShelfViewController: UIViewController, SegueHandlerType {
    enum SegueIdentifier: String, CaseIterable {
        case showBook
        case editBook
    }

    var allowEditing = false
    var asked: [SegueIdentifier] = []
    var prepared: [SegueIdentifier] = []

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard let segue = try? segueIdentifier(forRawValue: identifier) else { return true }
        asked.append(segue)
        switch segue {
        case .showBook: return true
        case .editBook: return allowEditing
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segueIdentifier(for: segue))
    }
}

/// Its enum is not `CaseIterable`, so it cannot list known cases.
private final class UnlistedViewController: UIViewController, SegueHandlerType {
    enum SegueIdentifier: String {
        case showBook
    }
}

private final class BookViewController: UIViewController {}

@MainActor
private func shelfWithScenes() -> ShelfViewController {
    let shelf = ShelfViewController()
    shelf.mirrorSegueTemplates = [
        MirrorSegueTemplate(identifier: "showBook", kind: .show, destination: MirrorScene(BookViewController.self)),
        MirrorSegueTemplate(identifier: "editBook", kind: .presentation, destination: MirrorScene(BookViewController.self)),
        MirrorSegueTemplate(identifier: "legacyBook", kind: .show, destination: MirrorScene(BookViewController.self)),
    ]
    return shelf
}

@MainActor
@Suite("UIKit: unknown and missing segue identifiers")
struct UIKitSegueIdentifierErrorTests {
    @Test func typedShouldPerformStopsATriggeredSegueForTheCaseItRefuses() {
        let shelf = shelfWithScenes()
        #expect(!shelf.mirrorTriggerSegue(withIdentifier: "editBook", sender: nil))
        #expect(shelf.asked == [.editBook])
        #expect(shelf.prepared == [])
        #expect(shelf.presentedViewController == nil)

        shelf.allowEditing = true
        #expect(shelf.mirrorTriggerSegue(withIdentifier: "editBook", sender: nil))
        #expect(shelf.prepared == [.editBook])
        #expect(shelf.presentedViewController is BookViewController)
    }

    @Test func typedPerformSegueIsNotAskedShouldPerformAsUIKitDoesNotAsk() {
        let shelf = shelfWithScenes()
        shelf.performSegue(withIdentifier: .editBook, sender: nil)
        #expect(shelf.asked == [])
        #expect(shelf.prepared == [.editBook])
    }

    @Test func checkedIdentifierOfASegueWithoutIdentifierThrowsSayingItWasNil() throws {
        let shelf = ShelfViewController()
        let segue = UIStoryboardSegue(identifier: nil, source: shelf, destination: BookViewController())
        if let error = #expect(throws: SegueIdentifierError.self, performing: { try shelf.segueIdentifier(forRawValue: segue.identifier) }) {
            #expect(error.receivedIdentifier == nil)
            #expect(error.controllerType == "SegueKitPlatformTests.ShelfViewController")
            #expect(error.knownIdentifiers == ["showBook", "editBook"])
            #expect(error.description.contains("without an identifier"), "\(error.description)")
        }
    }

    @Test func unknownIdentifierErrorTextNamesControllerIdentifierAndKnownCases() throws {
        let shelf = ShelfViewController()
        let segue = UIStoryboardSegue(identifier: "legacyBook", source: shelf, destination: BookViewController())
        if let error = #expect(throws: (any Error).self, performing: { try shelf.segueIdentifier(forRawValue: segue.identifier) }) {
            #expect("\(error)" == #"SegueKitPlatformTests.ShelfViewController received a segue with identifier "legacyBook", which is not a case of SegueKitPlatformTests.ShelfViewController.SegueIdentifier. Known identifiers: "showBook", "editBook"."#)
        }
    }

    @Test func nonCaseIterableEnumErrorSaysItCannotListCases() throws {
        let controller = UnlistedViewController()
        let segue = UIStoryboardSegue(identifier: "other", source: controller, destination: BookViewController())
        if let error = #expect(throws: SegueIdentifierError.self, performing: { try controller.segueIdentifier(forRawValue: segue.identifier) }) {
            #expect(error.knownIdentifiers == nil)
            #expect(error.description.hasSuffix("Make SegueKitPlatformTests.UnlistedViewController.SegueIdentifier CaseIterable to have its cases listed here."), "\(error.description)")
        }
    }

    @Test func optionalFormIsTheCaseOrNilWithoutStopping() {
        let shelf = ShelfViewController()
        #expect((try? shelf.segueIdentifier(forRawValue: "showBook")) == .showBook)
        #expect((try? shelf.segueIdentifier(forRawValue: "ShowBook")) == nil)
    }

    @Test func typedShouldPerformLetsAnUnknownTriggeredSegueReachPrepare() {
        // An identifier the enum lacks answers `true` (UIKit's default) without asking, so the
        // segue goes on and `prepare(for:sender:)` reports it precisely.
        let shelf = shelfWithScenes()
        #expect(shelf.shouldPerformSegue(withIdentifier: "legacyBook", sender: nil))
        #expect(shelf.asked == [])
    }

    @Test func segueIdentifierForAnUnknownSegueStopsNamingTheControllerTheIdentifierAndTheKnownCases() async throws {
        guard let output = try await DeathTest.stopOutput({
            let shelf = ShelfViewController()
            shelf.mirrorSegueTemplates = [
                MirrorSegueTemplate(identifier: "shwBook", kind: .show, destination: MirrorScene(UIViewController.self))
            ]
            shelf.performSegue(withIdentifier: "shwBook", sender: nil)
        }) else { return }
        #expect(output.contains("ShelfViewController received a segue with identifier \"shwBook\""), "\(output)")
        #expect(output.contains("Known identifiers: \"showBook\", \"editBook\"."), "\(output)")
    }

    @Test func segueIdentifierForASegueWithoutIdentifierStopsSayingItHadNone() async throws {
        guard let output = try await DeathTest.stopOutput({
            let shelf = ShelfViewController()
            shelf.prepare(for: UIStoryboardSegue(identifier: nil, source: shelf, destination: UIViewController()), sender: nil)
        }) else { return }
        #expect(output.contains("ShelfViewController received a segue without an identifier"), "\(output)")
        #expect(output.contains("Known identifiers: \"showBook\", \"editBook\"."), "\(output)")
    }
}
