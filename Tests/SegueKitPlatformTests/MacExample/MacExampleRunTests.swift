import Foundation
import SegueKitGenerator
import SegueKitStoryboard
import Testing

// The macOS example, run: its sources and a driver are compiled into a program against this test
// run's AppKit-mirror build, and the storyboard scenes the program registers are generated from
// Main.storyboard as SegueKit's parser reads it (`MirrorRegistrationGenerator`) — classes by name,
// segue identifiers and kinds, the creation selector, the custom segue class and the window-content
// relationships — not copied by hand. The driver plays the user and prints what each destination
// received.

/// The user's session. `registerMainStoryboard()` is the generated registration.
private let driver = #"""
import SegueKit
import AppKit

@MainActor
func presented(_ library: LibraryViewController) -> String {
    let names = (library.presentedViewControllers ?? []).map { "\(type(of: $0))" }
    return names.isEmpty ? "none" : names.joined(separator: ",")
}

registerMainStoryboard()

let window = NSStoryboard(name: "Main", bundle: nil).instantiateInitialController() as! DocumentWindowController
let library = window.library!
print("launch: window=\(type(of: window)) content=\(type(of: library))")

// The toolbar's Inspector button with nothing selected: shouldPerformSegue says no.
let inspectorWithoutSelection = window.mirrorTriggerSegue(withIdentifier: "showInspector", sender: nil)
print("showInspector without a selection: performed=\(inspectorWithoutSelection) inspector=\(window.inspector?.summary ?? "none")")
// The same from code, with the generated typed perform: it says the segue was not performed.
let typedWithoutSelection = window.performSegue(.showInspector) { (inspector: BookInspectorViewController) in print("configured \(inspector)") }
print("typed showInspector without a selection: performed=\(typedWithoutSelection)")

// Double-click a book: showBook, performed in code; the segue action makes the sheet with its book.
library.open(library.books[2])
let bookSheet = library.presentedViewControllers?.last as? BookViewController
print("showBook: presented=\(presented(library)) book=\(bookSheet.map { "\($0.book.title) by \($0.book.author)" } ?? "-")")
bookSheet?.done(nil)
print("done: presented=\(presented(library))")

// The Inspector button again: the destination is the inspector's window controller.
let inspectorShown = window.mirrorTriggerSegue(withIdentifier: "showInspector", sender: nil)
print("showInspector: performed=\(inspectorShown) inspector=\(window.inspector?.summary ?? "none")")

// Account… while signed out: the gate shows the sign-in sheet first.
library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
print("showAccount signed out: presented=\(presented(library))")
let signIn = library.presentedViewControllers!.last as! SignInViewController
signIn.signIn(nil)
print("sign in without a name: presented=\(presented(library))")
signIn.userName = "Ada"
signIn.signIn(nil)
let account = library.presentedViewControllers?.last as? AccountViewController
print("signed in: presented=\(presented(library)) account=\(account?.userName ?? "-") signedIn=\(library.signedInUserName ?? "-") signInPresenter=\(signIn.presentingViewController.map { "\(type(of: $0))" } ?? "none")")
library.dismiss(account!)

// Account… while signed in: straight to the account.
library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
let account2 = library.presentedViewControllers?.last as? AccountViewController
print("showAccount signed in: presented=\(presented(library)) account=\(account2?.userName ?? "-")")
library.dismiss(account2!)

// Signed out again, and Cancel on the sign-in sheet: nothing is shown.
library.signedInUserName = nil
library.mirrorTriggerSegue(withIdentifier: "showAccount", sender: nil)
print("showAccount signed out again: presented=\(presented(library))")
(library.presentedViewControllers!.last as! SignInViewController).cancel(nil)
print("cancel: presented=\(presented(library)) signedIn=\(library.signedInUserName ?? "-")")
"""#

@Suite("macOS example runs the scenes of its storyboard", .serialized)
struct MacExampleRunTests {
    @Test("The registration is generated from the parsed storyboard")
    func registrationComesFromTheStoryboard() throws {
        let code = try MirrorRegistrationGenerator(document: MacExampleFiles.parsedStoryboard(), storyboardName: "Main").source()
        #expect(code.contains("NSStoryboard.mirrorRegister(name: \"Main\", initial: mirrorScene_dWc_Q1_m7A()"))
        #expect(code.contains("DocumentWindowController.self"))
        #expect(code.contains("(.windowContent, mirrorScene_Lib_8p_A7n(), nil)"))
        #expect(code.contains("(.windowContent, mirrorScene_Bin_5f_S2e(), nil)"))
        #expect(code.contains(#"MirrorSegueTemplate(identifier: "showInspector", kind: .show, destination: mirrorScene_Iwc_1b_N7a())"#))
        #expect(code.contains(#"kind: .custom { SegueKitGating.GatedSegue(identifier: $0, source: $1, destination: $2) }"#))
        #expect(code.contains(#"(source as! LibraryViewController).makeBookViewController(coder, sender: sender, segueIdentifier: identifier)"#))
        #expect(code.contains(#""SignIn": mirrorScene_Sgn_8q_B5p(),"#))
    }

    @Test("What the mirror cannot express is refused, not left out", arguments: [
        (#"<segue destination="B" kind="sheet" id="s1"/>"#, "has no identifier"),
        (#"<segue destination="B" kind="relationship" relationship="window.shadowedContentViewController" destinationCreationSelector="make:" id="s1"/>"#, "names a creation selector"),
        (#"<segue destination="B" kind="sheet" identifier="show" destinationCreationSelector="make:sender:segueIdentifier:extra:" id="s1"/>"#, "is not a segue action selector"),
        (#"<segue destination="A" kind="show" identifier="again" id="s1"/>"#, "lead back to it"),
    ])
    func unsupportedStoryboardsAreRefused(segue: String, reason: String) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa" initialViewController="A">
                <scenes>
                    <scene sceneID="sA"><objects>
                        <viewController id="A" customClass="First" sceneMemberID="viewController">
                            <connections>\(segue)</connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="sB"><objects>
                        <viewController id="B" customClass="Second" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try StoryboardParser().parse(data: Data(xml.utf8), filePath: "Snippet.storyboard")
        #expect(document.segues.count == 1)
        let error = #expect(throws: MirrorRegistrationGenerator.Unsupported.self) {
            try MirrorRegistrationGenerator(document: document, storyboardName: "Snippet").source()
        }
        #expect(error?.description.contains(reason) == true, "\(String(describing: error))")
    }

    @Test("Identifiers, typed destinations through a window controller, injection, and the gated segue")
    func theExampleRuns() throws {
        let registration = try MirrorRegistrationGenerator(document: MacExampleFiles.parsedStoryboard(), storyboardName: "Main").source()

        // The typed segues seguekit generates for the example, as the build plugin would.
        var options = SegueCodeGenerator.Options()
        options.modules.sourceModule = MacExampleFiles.moduleName
        options.typedScenes = false
        options.code = try GeneratedCodeSupport.moduleCode(of: MacExampleFiles.sources(), module: MacExampleFiles.moduleName)
        let typed = SegueCodeGenerator(options: options).generate(documents: [try MacExampleFiles.parsedStoryboard()]).code
        let run = try MacExampleProgram.buildAndRun(driver: driver, extraSources: ["MainStoryboard.swift": registration, "Segues.generated.swift": typed])

        #expect(!run.compilerOutput.contains("warning:"), "\(run.compilerOutput)")
        #expect(run.exitedNormally, "\(run.output)")
        #expect(run.lines == [
            "launch: window=DocumentWindowController content=LibraryViewController",
            "showInspector without a selection: performed=false inspector=none",
            "typed showInspector without a selection: performed=false",
            "showBook: presented=BookViewController book=Piranesi by Susanna Clarke",
            "done: presented=none",
            "showInspector: performed=true inspector=Piranesi by Susanna Clarke",
            "showAccount signed out: presented=SignInViewController",
            "sign in without a name: presented=SignInViewController",
            "signed in: presented=AccountViewController account=Ada signedIn=Ada signInPresenter=none",
            "showAccount signed in: presented=AccountViewController account=Ada",
            "showAccount signed out again: presented=SignInViewController",
            "cancel: presented=none signedIn=-",
        ], "\(run.output)")
    }
}
