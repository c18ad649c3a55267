import SegueKitStoryboard

/// What differs between the UIKit and the AppKit mirror when `MirrorRegistrationGenerator` turns a
/// parsed storyboard into registration code: the module, the storyboard class, how segue kinds and
/// relationships are spelled, and what the harness does itself.
struct MirrorDialect: Sendable {
    var platform: StoryboardPlatform
    /// `UIKit` or `AppKit`.
    var framework: String
    /// `UIStoryboard` or `NSStoryboard`, whose `mirrorRegister(name:initial:scenes:)` the code calls.
    var storyboardClass: String
    /// `MirrorSegueTemplate.Kind` cases by storyboard segue kind (custom segues are common to both).
    var kinds: [StoryboardSegueKind: String]
    /// `MirrorRelationship` cases by the storyboard's `relationship` attribute.
    var relationships: [String: String]
    /// UIKit: unwind segues are run by the harness (`mirrorUnwind(withIdentifier:action:sender:)`), so
    /// the generator leaves them out; AppKit has none.
    var unwindsRunByHarness: Bool
    /// UIKit calls a relationship's creation selector on the source of the segue that made the
    /// container; the AppKit mirror has no such hook.
    var relationshipCreationSelectors: Bool

    /// `UIViewController` or `NSViewController`.
    var baseController: String { platform == .macOS ? "NSViewController" : "UIViewController" }

    static func of(_ platform: StoryboardPlatform) -> MirrorDialect {
        platform == .macOS ? .appKit : .uiKit
    }
}
