// Test infrastructure — never shipped. Mirror of AppKit's declarations for SegueKit's Linux builds.
//
// Every declaration copies the macOS 12 header's name, signature, optionality and isolation (see
// `Docs/Contributing/TestingOnLinux.md`): only `NSResponder` and its subclasses are `@MainActor`
// (imported as `@preconcurrency`, as all Objective-C isolation is) — `NSViewController`,
// `NSWindowController`, `NSTabViewController`, `NSSplitViewController`, `NSPopover`. `NSStoryboard`,
// `NSStoryboardSegue`, `NSTabViewItem`, `NSSplitViewItem` and `NSSeguePerforming` are not. Defines build
// the other readings SegueKit must also compile against (`MirrorReadings.swift`). Harness-only API starts
// with `mirror` (MirrorHarness.swift).
@_exported import Foundation
@_exported import MirrorRuntime

/// Mirror of `NSResponder`.
@preconcurrency @MainActor
open class NSResponder: NSObject {
    public override init() { super.init() }

    /// `NSResponder` is `NSCoding` in the SDK; a `@MainActor` class cannot conform plainly to the
    /// nonisolated `NSCoding` here, so the mirror declares the initializer without the conformance.
    public required init?(coder: NSCoder) { super.init() }
}
