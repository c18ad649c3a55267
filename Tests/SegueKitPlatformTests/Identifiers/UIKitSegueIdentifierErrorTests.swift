@testable import UIKitMirroredSegueKit
import UIKit
import XCTest

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

final class UIKitSegueIdentifierErrorTests: XCTestCase {
    func testTypedShouldPerformStopsATriggeredSegueForTheCaseItRefuses() async {
        await MainActor.run {
            let shelf = shelfWithScenes()
            XCTAssertFalse(shelf.mirrorTriggerSegue(withIdentifier: "editBook", sender: nil))
            XCTAssertEqual(shelf.asked, [.editBook])
            XCTAssertEqual(shelf.prepared, [])
            XCTAssertNil(shelf.presentedViewController)

            shelf.allowEditing = true
            XCTAssertTrue(shelf.mirrorTriggerSegue(withIdentifier: "editBook", sender: nil))
            XCTAssertEqual(shelf.prepared, [.editBook])
            XCTAssertTrue(shelf.presentedViewController is BookViewController)
        }
    }

    func testTypedPerformSegueIsNotAskedShouldPerformAsUIKitDoesNotAsk() async {
        await MainActor.run {
            let shelf = shelfWithScenes()
            shelf.performSegue(withIdentifier: .editBook, sender: nil)
            XCTAssertEqual(shelf.asked, [])
            XCTAssertEqual(shelf.prepared, [.editBook])
        }
    }

    func testCheckedIdentifierOfASegueWithoutIdentifierThrowsSayingItWasNil() async throws {
        try await MainActor.run {
            let shelf = ShelfViewController()
            let segue = UIStoryboardSegue(identifier: nil, source: shelf, destination: BookViewController())
            XCTAssertThrowsError(try shelf.segueIdentifier(forRawValue: segue.identifier)) { error in
                guard let error = error as? SegueIdentifierError else { return XCTFail("\(error)") }
                XCTAssertNil(error.receivedIdentifier)
                XCTAssertEqual(error.controllerType, "SegueKitPlatformTests.ShelfViewController")
                XCTAssertEqual(error.knownIdentifiers, ["showBook", "editBook"])
                XCTAssertTrue(error.description.contains("without an identifier"), error.description)
            }
            XCTAssertNil((try? shelf.segueIdentifier(forRawValue: segue.identifier)))
        }
    }

    func testUnknownIdentifierErrorTextNamesControllerIdentifierAndKnownCases() async throws {
        try await MainActor.run {
            let shelf = ShelfViewController()
            let segue = UIStoryboardSegue(identifier: "legacyBook", source: shelf, destination: BookViewController())
            XCTAssertThrowsError(try shelf.segueIdentifier(forRawValue: segue.identifier)) { error in
                XCTAssertEqual(
                    "\(error)",
                    #"SegueKitPlatformTests.ShelfViewController received a segue with identifier "legacyBook", which is not a case of SegueKitPlatformTests.ShelfViewController.SegueIdentifier. Known identifiers: "showBook", "editBook"."#
                )
            }
        }
    }

    func testNonCaseIterableEnumErrorSaysItCannotListCases() async throws {
        try await MainActor.run {
            let controller = UnlistedViewController()
            let segue = UIStoryboardSegue(identifier: "other", source: controller, destination: BookViewController())
            XCTAssertThrowsError(try controller.segueIdentifier(forRawValue: segue.identifier)) { error in
                guard let error = error as? SegueIdentifierError else { return XCTFail("\(error)") }
                XCTAssertNil(error.knownIdentifiers)
                XCTAssertTrue(error.description.hasSuffix("Make SegueKitPlatformTests.UnlistedViewController.SegueIdentifier CaseIterable to have its cases listed here."), error.description)
            }
        }
    }

    func testOptionalFormIsTheCaseOrNilWithoutStopping() async {
        await MainActor.run {
            let shelf = ShelfViewController()
            XCTAssertEqual(try? shelf.segueIdentifier(forRawValue: "showBook"), .showBook)
            XCTAssertNil(try? shelf.segueIdentifier(forRawValue: "ShowBook"))
        }
    }

    func testTypedShouldPerformLetsAnUnknownTriggeredSegueReachPrepare() async {
        await MainActor.run {
            // An identifier the enum lacks answers `true` (UIKit's default) without asking, so the
            // segue goes on and `prepare(for:sender:)` reports it precisely.
            let shelf = shelfWithScenes()
            XCTAssertTrue(shelf.shouldPerformSegue(withIdentifier: "legacyBook", sender: nil))
            XCTAssertEqual(shelf.asked, [])
        }
    }

    func testSegueIdentifierForAnUnknownSegueStopsNamingTheControllerTheIdentifierAndTheKnownCases() async throws {
        let test = "UIKitSegueIdentifierErrorTests/testSegueIdentifierForAnUnknownSegueStopsNamingTheControllerTheIdentifierAndTheKnownCases"
        guard let output = try await DeathTest.stopOutput(of: test, {
            let shelf = ShelfViewController()
            shelf.mirrorSegueTemplates = [
                MirrorSegueTemplate(identifier: "shwBook", kind: .show, destination: MirrorScene(UIViewController.self))
            ]
            shelf.performSegue(withIdentifier: "shwBook", sender: nil)
        }) else { return }
        XCTAssertTrue(output.contains("ShelfViewController received a segue with identifier \"shwBook\""), output)
        XCTAssertTrue(output.contains("Known identifiers: \"showBook\", \"editBook\"."), output)
    }

    func testSegueIdentifierForASegueWithoutIdentifierStopsSayingItHadNone() async throws {
        let test = "UIKitSegueIdentifierErrorTests/testSegueIdentifierForASegueWithoutIdentifierStopsSayingItHadNone"
        guard let output = try await DeathTest.stopOutput(of: test, {
            let shelf = ShelfViewController()
            shelf.prepare(for: UIStoryboardSegue(identifier: nil, source: shelf, destination: UIViewController()), sender: nil)
        }) else { return }
        XCTAssertTrue(output.contains("ShelfViewController received a segue without an identifier"), output)
        XCTAssertTrue(output.contains("Known identifiers: \"showBook\", \"editBook\"."), output)
    }
}
