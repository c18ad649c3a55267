@testable import UIKitMirroredSegueKit
import UIKit
import XCTest

// Typed unwind segues through the UIKit mirror (`mirrorUnwind`): in the unwind action the segue's
// source is the controller being dismissed and its destination the one unwound to; both are typed with
// the same rules as forward segues.

private final class EditorViewController: UIViewController {
    var title_ = "Kindred"
}

private final class DetailViewController: UIViewController {}

private final class ListViewController: UIViewController {
    var savedTitle: String?
    var unwoundTo: ListViewController?
    var sourceError: SegueDestinationError?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        // What `@IBAction func unwindFromEditor(_:)` is to the Objective-C runtime.
        mirrorUnwindActions["unwindFromEditor:"] = { [unowned self] segue in self.unwindFromEditor(segue) }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    @IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {
        do {
            savedTitle = try segue.source(as: EditorViewController.self).title_
        } catch {
            sourceError = error
        }
        unwoundTo = segue.destinationIfPresent(as: ListViewController.self)
    }
}

final class UIKitTypedUnwindTests: XCTestCase {
    func testUnwindSourceFromAPresentedNavigationIsTheTypedEditor() async {
        await MainActor.run {
            let list = ListViewController()
            let root = UINavigationController(rootViewController: list)
            let editor = EditorViewController()
            list.present(UINavigationController(rootViewController: editor), animated: false)

            let destination = editor.mirrorUnwind(withIdentifier: "saveBook", action: "unwindFromEditor:", sender: nil)

            XCTAssertTrue(destination === list)
            XCTAssertEqual(list.savedTitle, "Kindred")
            XCTAssertTrue(list.unwoundTo === list)
            XCTAssertNil(list.presentedViewController, "the unwind dismissed the editor")
            XCTAssertTrue(root.topViewController === list)
        }
    }

    func testUnwindFromAnotherControllerReportsTheSourceFound() async {
        await MainActor.run {
            let list = ListViewController()
            _ = UINavigationController(rootViewController: list)
            let detail = DetailViewController()
            list.present(detail, animated: false)

            detail.mirrorUnwind(withIdentifier: "doneWithDetail", action: "unwindFromEditor:", sender: nil)

            XCTAssertNil(list.savedTitle)
            XCTAssertEqual(list.sourceError?.role, .source)
            XCTAssertEqual(list.sourceError?.expectedType, "SegueKitPlatformTests.EditorViewController")
            XCTAssertEqual(list.sourceError?.foundHierarchy, "SegueKitPlatformTests.DetailViewController")
            XCTAssertNil(list.presentedViewController, "the unwind dismissed the detail")
        }
    }

    func testUnwindSegueSourceIsTypedForCanPerformUnwindOverrides() async throws {
        try await MainActor.run {
            let editor = EditorViewController()
            let navigation = UINavigationController(rootViewController: editor)
            let unwindSource = UIStoryboardUnwindSegueSource.mirrorMake(source: navigation, unwindAction: "unwindFromEditor:", sender: nil)
            XCTAssertTrue(try unwindSource.source(as: EditorViewController.self) === editor)
            XCTAssertNil(try? unwindSource.source(as: DetailViewController.self))
            XCTAssertThrowsError(try unwindSource.source(as: DetailViewController.self)) { error in
                XCTAssertTrue("\(error)".hasPrefix("The source of a segue without an identifier is not of type SegueKitPlatformTests.DetailViewController"), "\(error)")
                XCTAssertTrue("\(error)".hasSuffix("UIKit.UINavigationController\n└─ SegueKitPlatformTests.EditorViewController"), "\(error)")
            }
        }
    }
}
