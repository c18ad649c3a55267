import Foundation
import SegueKitGenerator
import SegueKitStoryboard
import SegueKitSwiftSource

/// What a `<!-- doctest: typed-segues -->` block is compiled with: the typed segues `SegueCodeGenerator`
/// generates for `storyboard`, the sample app of the guides' prelude drawn as a storyboard.
enum DocumentationTypedSegues {
    /// `Main.storyboard` of the prelude's sample app: `LibraryViewController` (a table view controller)
    /// with `showBook` (show → `BookViewController`), `editBook` (presentation → a navigation controller
    /// whose root is `BookEditorViewController`), `showAccount` (show → `AccountViewController`) and
    /// `embedStats` (embed → `StatsViewController`); `BookViewController`, whose Done button unwinds
    /// with `unwindToLibrary`; and `AccountViewController`, whose `showLicenses` leads into a SwiftUI
    /// hosting controller scene through the segue action `makeLicenses:`; `GenreViewController` with
    /// `showBook`, and its subclass `FeaturedGenreViewController` with `showBook` and `showStats` (show →
    /// `StatsViewController`); and `ReaderViewController`, which embeds `StatsViewController` with
    /// `@connect(stats)`.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="Lnv-1a-aaa">
        <scenes>
        <scene sceneID="sLn-1a-aaa"><objects>
            <navigationController storyboardIdentifier="LibraryNavigation" id="Lnv-1a-aaa" sceneMemberID="viewController"><connections>
                <segue destination="Lib-1a-aaa" kind="relationship" relationship="rootViewController" id="rLb-1a-aaa"/>
            </connections></navigationController>
        </objects></scene>
        <scene sceneID="sLb-1a-aaa"><objects>
            <tableViewController storyboardIdentifier="Library" id="Lib-1a-aaa" customClass="LibraryViewController" customModuleProvider="target" sceneMemberID="viewController">
                <tableView key="view" id="tLb-1a-aaa">
                    <view key="tableHeaderView" id="hLb-1a-aaa"><subviews>
                        <containerView id="cLb-1a-aaa"><connections>
                            <segue destination="Sts-1a-aaa" kind="embed" identifier="embedStats" id="gEm-1a-aaa"/>
                        </connections></containerView>
                    </subviews></view>
                    <prototypes>
                        <tableViewCell reuseIdentifier="BookCell" id="cBk-1a-aaa"><connections>
                            <segue destination="Bok-1a-aaa" kind="show" identifier="showBook" id="gBk-1a-aaa"/>
                        </connections></tableViewCell>
                    </prototypes>
                </tableView>
                <navigationItem key="navigationItem" title="Library" id="nLb-1a-aaa">
                    <barButtonItem key="leftBarButtonItem" title="Account" id="bAc-1a-aaa"><connections>
                        <segue destination="Acc-1a-aaa" kind="show" identifier="showAccount" id="gAc-1a-aaa"/>
                    </connections></barButtonItem>
                    <barButtonItem key="rightBarButtonItem" systemItem="add" id="bEd-1a-aaa"><connections>
                        <segue destination="Env-1a-aaa" kind="presentation" identifier="editBook" id="gEd-1a-aaa"/>
                    </connections></barButtonItem>
                </navigationItem>
            </tableViewController>
        </objects></scene>
        <scene sceneID="sBk-1a-aaa"><objects>
            <viewController storyboardIdentifier="Book" id="Bok-1a-aaa" customClass="BookViewController" customModuleProvider="target" sceneMemberID="viewController">
                <navigationItem key="navigationItem" title="Book" id="nBk-1a-aaa">
                    <barButtonItem key="rightBarButtonItem" title="Done" id="bDn-1a-aaa"><connections>
                        <segue destination="xBk-1a-aaa" kind="unwind" identifier="unwindToLibrary" unwindAction="unwindToLibrary:" id="gUw-1a-aaa"/>
                    </connections></barButtonItem>
                </navigationItem>
            </viewController>
            <exit id="xBk-1a-aaa" userLabel="Exit" sceneMemberID="exit"/>
        </objects></scene>
        <scene sceneID="sEn-1a-aaa"><objects>
            <navigationController storyboardIdentifier="EditorNavigation" id="Env-1a-aaa" sceneMemberID="viewController"><connections>
                <segue destination="Edt-1a-aaa" kind="relationship" relationship="rootViewController" id="rEd-1a-aaa"/>
            </connections></navigationController>
        </objects></scene>
        <scene sceneID="sEd-1a-aaa"><objects>
            <viewController storyboardIdentifier="BookEditor" id="Edt-1a-aaa" customClass="BookEditorViewController" customModuleProvider="target" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="sAc-1a-aaa"><objects>
            <viewController storyboardIdentifier="Account" id="Acc-1a-aaa" customClass="AccountViewController" customModuleProvider="target" sceneMemberID="viewController">
                <navigationItem key="navigationItem" title="Account" id="nAc-1a-aaa">
                    <barButtonItem key="rightBarButtonItem" title="Licenses" id="bLc-1a-aaa"><connections>
                        <segue destination="Lic-1a-aaa" kind="show" identifier="showLicenses" destinationCreationSelector="makeLicenses:" id="gLc-1a-aaa"/>
                    </connections></barButtonItem>
                </navigationItem>
            </viewController>
        </objects></scene>
        <scene sceneID="sLc-1a-aaa"><objects>
            <hostingController id="Lic-1a-aaa" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="sSt-1a-aaa"><objects>
            <viewController storyboardIdentifier="Stats" id="Sts-1a-aaa" customClass="StatsViewController" customModuleProvider="target" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="sSh-1a-aaa"><objects>
            <viewController id="Shf-1a-aaa" customClass="GenreViewController" customModuleProvider="target" sceneMemberID="viewController">
                <navigationItem key="navigationItem" title="Genre" id="nSh-1a-aaa">
                    <barButtonItem key="rightBarButtonItem" title="Book" id="bSh-1a-aaa"><connections>
                        <segue destination="Bok-1a-aaa" kind="show" identifier="showBook" id="gSh-1a-aaa"/>
                    </connections></barButtonItem>
                </navigationItem>
            </viewController>
        </objects></scene>
        <scene sceneID="sFs-1a-aaa"><objects>
            <viewController id="Fsh-1a-aaa" customClass="FeaturedGenreViewController" customModuleProvider="target" sceneMemberID="viewController">
                <navigationItem key="navigationItem" title="Featured" id="nFs-1a-aaa">
                    <barButtonItem key="leftBarButtonItem" title="Book" id="bFb-1a-aaa"><connections>
                        <segue destination="Bok-1a-aaa" kind="show" identifier="showBook" id="gFb-1a-aaa"/>
                    </connections></barButtonItem>
                    <barButtonItem key="rightBarButtonItem" title="Stats" id="bFs-1a-aaa"><connections>
                        <segue destination="Sts-1a-aaa" kind="show" identifier="showStats" id="gFs-1a-aaa"/>
                    </connections></barButtonItem>
                </navigationItem>
            </viewController>
        </objects></scene>
        <scene sceneID="sRd-1a-aaa"><objects>
            <viewController id="Rdr-1a-aaa" customClass="ReaderViewController" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" id="wRd-1a-aaa"><subviews>
                    <containerView id="cRd-1a-aaa"><connections>
                        <segue destination="Sts-1a-aaa" kind="embed" identifier="@connect(stats)" id="gRd-1a-aaa"/>
                    </connections></containerView>
                </subviews></view>
            </viewController>
        </objects></scene>
        </scenes>
        </document>
        """

    /// What `seguekit generate PATH` prints for the storyboard at `url`, typed segues included.
    static func generatedCode(forStoryboardAt url: URL) throws -> String {
        let document = try StoryboardParser().parse(contentsOf: url)
        return SegueCodeGenerator(options: SegueCodeGenerator.Options()).generate(documents: [document]).code
    }

    /// The generated file for `storyboard`, typed segues on (the default), knowing the program's `code`:
    /// no identifier enum for the classes that declare theirs (its cases name the typed code).
    static func generatedCode(code: ModuleCode) throws -> String {
        let document = try StoryboardParser().parse(data: Data(storyboard.utf8), filePath: "Main.storyboard")
        var options = SegueCodeGenerator.Options()
        options.typedSegues = true
        options.code = code
        return SegueCodeGenerator(options: options).generate(documents: [document]).code
    }

    /// The lines of `excerpt` that are not, in order, lines of `generated` — empty when `excerpt` is
    /// `generated` with lines left out.
    static func linesNotGenerated(in excerpt: String, generated: String) -> [String] {
        let generatedLines = generated.components(separatedBy: "\n")
        var next = generatedLines.startIndex
        var missing: [String] = []
        for line in excerpt.components(separatedBy: "\n") {
            if let found = generatedLines[next...].firstIndex(of: line) {
                next = found + 1
            } else {
                missing.append(line)
            }
        }
        return missing
    }
}
