// Test infrastructure — never shipped. Mirror of UIKit's declarations for SegueKit's Linux builds.
//
// Every declaration here copies the SDK's name, signature, optionality and isolation as listed in
// `Docs/Contributing/TestingOnLinux.md`: UIKit's classes are `@MainActor`, imported as
// `@preconcurrency` (iOS 16.5 SDK, Swift 6 mode: a nonisolated use is a warning, not an error). Behaviour is the smallest faithful simulation; where UIKit's exact
// behaviour is not in the reference, the code says so. Harness-only API (what Interface Builder would
// have compiled into a storyboard) lives in `MirrorHarness.swift` and starts with `mirror`.
@_exported import Foundation
@_exported import MirrorRuntime

/// Mirror of `UIResponder`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// UIKit's `UIResponder` is `NSCoding`; a `@MainActor` class cannot conform plainly to the
    /// nonisolated `NSCoding` here, so the mirror declares the initializer without the conformance.
    public required init?(coder: NSCoder) { super.init() }
}
