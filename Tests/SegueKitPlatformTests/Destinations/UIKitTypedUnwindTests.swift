@testable import UIKitMirroredSegueKit
import UIKit

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

@MainActor
@Suite("UIKit: typed unwind segues")
struct UIKitTypedUnwindTests {
    @Test func unwindSourceFromAPresentedNavigationIsTheTypedEditor() {
        let list = ListViewController()
        let root = UINavigationController(rootViewController: list)
        let editor = EditorViewController()
        list.present(UINavigationController(rootViewController: editor), animated: false)

        let destination = editor.mirrorUnwind(withIdentifier: "saveBook", action: "unwindFromEditor:", sender: nil)

        #expect(destination === list)
        #expect(list.savedTitle == "Kindred")
        #expect(list.unwoundTo === list)
        #expect(list.presentedViewController == nil, "the unwind dismissed the editor")
        #expect(root.topViewController === list)
    }

    @Test func unwindFromAnotherControllerReportsTheSourceFound() {
        let list = ListViewController()
        _ = UINavigationController(rootViewController: list)
        let detail = DetailViewController()
        list.present(detail, animated: false)

        detail.mirrorUnwind(withIdentifier: "doneWithDetail", action: "unwindFromEditor:", sender: nil)

        #expect(list.savedTitle == nil)
        #expect(list.sourceError?.role == .source)
        #expect(list.sourceError?.expectedType == "SegueKitPlatformTests.EditorViewController")
        #expect(list.sourceError?.foundHierarchy == "SegueKitPlatformTests.DetailViewController")
        #expect(list.presentedViewController == nil, "the unwind dismissed the detail")
    }

    @Test func unwindSegueSourceIsTypedForCanPerformUnwindOverrides() throws {
        let editor = EditorViewController()
        let navigation = UINavigationController(rootViewController: editor)
        let unwindSource = UIStoryboardUnwindSegueSource.mirrorMake(source: navigation, unwindAction: "unwindFromEditor:", sender: nil)
        #expect(try unwindSource.source(as: EditorViewController.self) === editor)
        #expect((try? unwindSource.source(as: DetailViewController.self)) == nil)
        if let error = #expect(throws: (any Error).self, performing: { try unwindSource.source(as: DetailViewController.self) }) {
            #expect("\(error)".hasPrefix("The source of the unwind segue to unwindFromEditor: is not of type SegueKitPlatformTests.DetailViewController"), "\(error)")
            #expect("\(error)".hasSuffix("\(String(reflecting: UINavigationController.self))\n└─ SegueKitPlatformTests.EditorViewController"), "\(error)")
        }
    }
}
