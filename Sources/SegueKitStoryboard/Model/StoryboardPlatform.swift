/// The UI framework a storyboard targets, read from the root `<document type="…">`.
///
/// `…CocoaTouch.Storyboard.XIB`, `…AppleTV.Storyboard` and `…WatchKit.Storyboard` are the UIKit family
/// (`.iOS`); `…Cocoa.Storyboard.XIB` is AppKit (`.macOS`).
package enum StoryboardPlatform: String, Sendable, Equatable, Hashable, CaseIterable {
    /// UIKit family: iOS, iPadOS, tvOS, watchOS, Mac Catalyst.
    case iOS
    /// AppKit (macOS).
    case macOS

    /// The platform named by a root `type` attribute, or `nil` if it is not a storyboard type (a XIB's
    /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB` is not).
    package init?(documentType: String) {
        guard documentType.contains("Storyboard") else { return nil }
        if documentType.contains(".Cocoa.") && !documentType.contains("CocoaTouch") {
            self = .macOS
        } else {
            self = .iOS
        }
    }
}
