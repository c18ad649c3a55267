/// One parsed `.storyboard` file: its scenes, each with its controllers, storyboard references, exits
/// and segues. Build one with `StoryboardParser`; look objects up by id with a `StoryboardIndex`.
package struct StoryboardDocument: Sendable, Equatable {
    /// The path the storyboard was read from, exactly as given to the parser.
    package var filePath: String

    /// UIKit family (iOS, tvOS, watchOS) or AppKit (macOS), from the root `type` attribute.
    package var platform: StoryboardPlatform

    /// The root `type` attribute, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
    package var documentType: String

    /// A tvOS app's storyboard (`…AppleTV.Storyboard`): UIKit's, built for tvOS alone.
    package var isTVOS: Bool { documentType.contains("AppleTV") }

    /// A watchOS app's storyboard (`…WatchKit.Storyboard`): its interface controllers are WatchKit's,
    /// whose segues pass a context (`contextForSegue(withIdentifier:)`) instead of going through UIKit.
    package var isWatchKit: Bool { documentType.contains("WatchKit") }

    /// The id of the initial controller (the root `initialViewController` attribute, on macOS too), if any.
    package var initialControllerID: String?

    /// The scenes, in file order.
    package var scenes: [StoryboardScene] = []

    /// The Storyboard IDs of its other localized copies (`en.lproj`), which stand in for it in their
    /// language (``LocalizedStoryboards``): code may instantiate those too.
    package var localizedStoryboardIdentifiers: Set<String> = []

    /// How many `<segue reference="…"/>` back-references were seen and ignored.
    package var ignoredSegueReferenceCount = 0

    /// Segues defined outside any `<scene>` (Interface Builder never writes these; kept so nothing is
    /// silently dropped). Their `sourceControllerID` is `nil`.
    package var unattachedSegues: [StoryboardSegue] = []

    /// Every `customModule` / `customModuleProvider` pair an element names — scene controllers, and also
    /// custom objects (a macOS storyboard's `AppDelegate`), views and cells — so a module the storyboard
    /// names anywhere is known.
    package var moduleReferences: Set<ModuleReference> = []

    /// A `customModule` / `customModuleProvider` pair as an element states it.
    package struct ModuleReference: Sendable, Hashable {
        package var customModule: String?
        package var provider: String?
    }
}
