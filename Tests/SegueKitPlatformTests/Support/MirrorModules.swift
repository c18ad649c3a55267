/// How code compiled here as for an Apple platform finds the mirror: its modules are `UIKitMirror` and
/// `AppKitMirror` (so no module named `UIKit` or `AppKit` exists on Linux, and `canImport(UIKit)` is false
/// there), and these aliases make `import UIKit` and `import AppKit` load them, as `Package.swift` does
/// for the targets compiled as on a platform.
enum MirrorModules {
    static let aliases = ["-module-alias", "UIKit=UIKitMirror", "-module-alias", "AppKit=AppKitMirror"]

    /// What SegueKit's and SegueKitGating's sources need to be compiled with their UIKit or AppKit
    /// layer: the define `Package.swift` sets on that platform.
    static let uiKitLayer = ["-D", "SEGUEKIT_UIKIT"]
    static let appKitLayer = ["-D", "SEGUEKIT_APPKIT"]
}
