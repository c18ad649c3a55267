/// How code compiled here as for an Apple platform finds the mirror: its modules are `UIKitMirror` and
/// `AppKitMirror` (so no module named `UIKit` or `AppKit` exists on Linux, and the shipped libraries'
/// `#if canImport(UIKit)` is false there), and these aliases make `import UIKit` and `import AppKit`
/// load them, as `Package.swift` does for the targets compiled as on a platform.
enum MirrorModules {
    static let aliases = ["-module-alias", "UIKit=UIKitMirror", "-module-alias", "AppKit=AppKitMirror"]
}
