import SegueKitStoryboard
import SegueKitSwiftSource

/// The UIKit or AppKit names typed segue code is written with.
struct TypedSeguePlatform: Sendable, Equatable {
    var platform: StoryboardPlatform
    /// `UIStoryboardSegue` / `NSStoryboardSegue`.
    var segueType: String
    /// SegueKit's typed destination accessor without `(as:)`: `destination` / `destinationController`.
    var accessorCall: String
    /// The most specific type every destination is: `UIViewController` / `NSViewController`.
    var baseController: String
    /// The condition of the `#if` around the code: the framework and SegueKit can be imported.
    var condition: String
    var framework: String
    /// The platforms whose builds compile the code (``ControllerFramework/platforms``).
    var platforms: ApplePlatforms { ControllerFramework(platform).platforms }

    init(_ platform: StoryboardPlatform) {
        self.platform = platform
        condition = ControllerFramework(platform).condition(alsoImporting: "SegueKit")
        switch platform {
        case .macOS:
            segueType = "NSStoryboardSegue"
            accessorCall = "destinationController"
            baseController = "NSViewController"
            framework = "AppKit"
        default:
            segueType = "UIStoryboardSegue"
            accessorCall = "destination"
            baseController = "UIViewController"
            framework = "UIKit"
        }
    }

    /// Whether the generated code may name the framework class `name`: a controller of this platform's
    /// framework that every platform compiling the code has (the UIKit section compiles for tvOS too,
    /// which has no `UIImagePickerController`), so it needs no other import and no `#if`.
    func canName(_ name: String) -> Bool {
        (platform == .macOS ? Self.appKitClasses : Self.uiKitClasses).contains(name)
    }

    private static let appKitClasses: Set = ["NSViewController", "NSWindowController", "NSSplitViewController", "NSTabViewController", "NSPageController"]
    private static let uiKitClasses: Set = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
        "UISplitViewController", "UIPageViewController", "UIAlertController", "UISearchController",
    ]

    /// The segue's source controller: `source` / `sourceController`.
    var sourceAccessor: String { platform == .macOS ? "sourceController" : "source" }

    /// SwiftUI's hosting controller: `UIHostingController` / `NSHostingController`.
    var hostingController: String { platform == .macOS ? "NSHostingController" : "UIHostingController" }

    /// `UIStoryboard` / `NSStoryboard`.
    var storyboardType: String { platform == .macOS ? "NSStoryboard" : "UIStoryboard" }

    /// The framework class a scene of `kind` without a custom class is (the storyboard model's
    /// `defaultClassName(for:)`), or the base controller for a class the generated file cannot name
    /// without another import (SwiftUI's, AVKit's, GLKit's).
    func sceneClass(of kind: StoryboardControllerKind) -> String {
        guard let framework = kind.defaultClassName(for: platform), canName(framework) else { return baseController }
        return framework
    }
}
