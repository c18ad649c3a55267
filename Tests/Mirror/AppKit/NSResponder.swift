// Test infrastructure — never shipped. Mirror of AppKit's declarations for SegueKit's Linux builds.
//
// Every declaration copies the SDK's name, signature, optionality and isolation as listed in
// `Docs/Contributing/TestingOnLinux.md`: `NSResponder` is `@MainActor` (imported as `@preconcurrency`, as
// all Objective-C isolation is), so
// `NSViewController` and `NSWindowController` are too; `NSStoryboardSegue` is not documented as
// `@MainActor` and is not isolated here. Harness-only API starts with `mirror` (MirrorHarness.swift).
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

/// Mirror of `NSSeguePerforming`. In the SDK its three methods are `@objc optional`, so nothing can
/// call them through the protocol without `?`-chaining, and a conforming type need not have them.
/// Linux has no optional requirements; the strictest faithful reading is a protocol with none:
/// `NSViewController` and `NSWindowController` declare the methods themselves, as the SDK's classes
/// do, and code written against `some NSSeguePerforming` cannot rely on them (SegueKit does not).
public protocol NSSeguePerforming: NSObjectProtocol {}
