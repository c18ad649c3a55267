// MARK: - Overview
//
// The storyboard model: what SegueKit knows about one `.storyboard` file.
//
//     StoryboardDocument            one file (path, platform, versions, initial controller)
//     └─ scenes: [StoryboardScene]  one per `<scene>`
//        ├─ controllers: [StoryboardController]   scene members with sceneMemberID="viewController"
//        ├─ references:  [StoryboardReference]    `viewControllerPlaceholder` / `controllerPlaceholder`
//        ├─ exits:       [StoryboardExit]         `<exit>` objects (unwind targets)
//        └─ segues:      [StoryboardSegue]        every segue defined anywhere in the scene, each
//                                                 knowing its source controller
//
// Every value is a `Sendable`, `Equatable` value type, so the model can be handed to any thread or
// compared in tests. `<segue reference="…"/>` back-references are not segues: they are only counted
// (`ignoredSegueReferenceCount`); segues nested in a segue (Peek & Pop) configure it. Build one with
// `StoryboardParser` (Foundation's `XMLParser`; errors with file and line); look objects up by id with a
// `StoryboardIndex`.

/// One parsed `.storyboard` file: its scenes, controllers, segues, storyboard references and exits.
package struct StoryboardDocument: Sendable, Equatable {
    /// The path the storyboard was read from, exactly as given to the parser.
    package var filePath: String

    /// UIKit family (iOS, tvOS, watchOS) or AppKit (macOS), from the root `type` attribute.
    package var platform: StoryboardPlatform

    /// The root `type` attribute, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
    package var documentType: String

    /// The root `version` attribute (`"1.0"`, `"2.0"`, `"3.0"`).
    package var documentVersion: String

    /// The root `toolsVersion` attribute (Interface Builder build), if present.
    package var toolsVersion: String?

    /// The root `targetRuntime` attribute (`iOS.CocoaTouch`, `AppleTV`, `MacOSX.Cocoa`, …), if present.
    package var targetRuntime: String?

    /// A watchOS app's storyboard (`…WatchKit.Storyboard`): its interface controllers are WatchKit's,
    /// whose segues pass a context (`contextForSegue(withIdentifier:)`) instead of going through UIKit.
    package var isWatchKit: Bool { documentType.contains("WatchKit") }

    /// The id of the initial controller (the root `initialViewController` attribute, on macOS too), if any.
    package var initialControllerID: String?

    /// The scenes, in file order.
    package var scenes: [StoryboardScene]

    /// How many `<segue reference="…"/>` back-references were seen and ignored.
    package var ignoredSegueReferenceCount: Int

    /// Segues defined outside any `<scene>` (Interface Builder never writes these; kept so nothing is
    /// silently dropped). Their `sceneID` is `""` and `sourceControllerID` is `nil`.
    package var unattachedSegues: [StoryboardSegue]

    /// Every `customModule` / `customModuleProvider` pair an element names — scene controllers, and also
    /// custom objects (a macOS storyboard's `AppDelegate`), views and cells — so a module the storyboard
    /// names anywhere is known.
    package var moduleReferences: Set<ModuleReference> = []

    /// A `customModule` / `customModuleProvider` pair as an element states it.
    package struct ModuleReference: Sendable, Hashable {
        package var customModule: String?
        package var provider: String?

        package init(customModule: String?, provider: String?) {
            self.customModule = customModule
            self.provider = provider
        }
    }

    package init(
        filePath: String,
        platform: StoryboardPlatform,
        documentType: String,
        documentVersion: String,
        toolsVersion: String? = nil,
        targetRuntime: String? = nil,
        initialControllerID: String? = nil,
        scenes: [StoryboardScene] = [],
        ignoredSegueReferenceCount: Int = 0,
        unattachedSegues: [StoryboardSegue] = []
    ) {
        self.filePath = filePath
        self.platform = platform
        self.documentType = documentType
        self.documentVersion = documentVersion
        self.toolsVersion = toolsVersion
        self.targetRuntime = targetRuntime
        self.initialControllerID = initialControllerID
        self.scenes = scenes
        self.ignoredSegueReferenceCount = ignoredSegueReferenceCount
        self.unattachedSegues = unattachedSegues
    }
}
