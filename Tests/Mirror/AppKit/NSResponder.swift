// Test infrastructure — never shipped. Mirror of AppKit's declarations for SegueKit's Linux builds.
//
// Every declaration copies the SDK's name, signature, optionality and isolation as listed in
// `Docs/Contributing/TestingOnLinux.md`: `NSResponder` is `@MainActor`, so
// `NSViewController` and `NSWindowController` are too; `NSStoryboardSegue` is not documented as
// `@MainActor` and is not isolated here. Harness-only API starts with `mirror` (MirrorHarness.swift).
@_exported import Foundation
@_exported import MirrorRuntime

/// Mirror of `NSResponder`.
@MainActor
open class NSResponder: NSObject {
    public override init() { super.init() }

    /// `NSResponder` is `NSCoding` in the SDK; a `@MainActor` class cannot conform plainly to the
    /// nonisolated `NSCoding` here, so the mirror declares the initializer without the conformance.
    public required init?(coder: NSCoder) { super.init() }
}

/// Mirror of `NSSeguePerforming`. In the SDK all three requirements are `@objc optional`; Linux has no
/// Objective-C protocols, so the mirror declares them as requirements with do-nothing defaults, which
/// `NSViewController` and `NSWindowController` implement as the SDK's classes do.
public protocol NSSeguePerforming: NSObjectProtocol {
    @MainActor func prepare(for segue: NSStoryboardSegue, sender: Any?)
    @MainActor func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?)
    @MainActor func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool
}

extension NSSeguePerforming {
    @MainActor public func prepare(for segue: NSStoryboardSegue, sender: Any?) {}
    @MainActor public func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {}
    @MainActor public func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool { true }
}
