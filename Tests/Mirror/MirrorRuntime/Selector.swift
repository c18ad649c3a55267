// Test infrastructure — never shipped.
//
// Objective-C selectors do not exist on Linux (`Docs/Contributing/TestingOnLinux.md`,
// "Testing on Linux"). The UIKit and AppKit mirrors need the `Selector` type for
// `UIStoryboardUnwindSegueSource.unwindAction` and `canPerformUnwindSegueAction(_:from:sender:)`, so this
// module declares a value type with the same name and the same ways to make one as the SDK's
// `ObjectiveC.Selector`: `Selector("name:")` and a string literal. `#selector(...)` cannot be mirrored.
// Like the SDK's, it is `Hashable` and prints its name (`description`); `mirrorName` is harness-only
// (on Apple platforms `NSStringFromSelector(_:)` reads the name).

/// Mirror of `ObjectiveC.Selector`: the name of an Objective-C method, such as `"unwindToLibrary:"`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Harness: the selector's name, as `NSStringFromSelector` would return it.
    public let mirrorName: String

    /// Makes a selector from its Objective-C name, as `Selector("unwindToLibrary:")` does.
    public init(_ name: String) { self.mirrorName = name }

    /// `let action: Selector = "unwindToLibrary:"`, as the SDK allows.
    public init(stringLiteral value: String) { self.mirrorName = value }

    /// The selector's name.
    public var description: String { mirrorName }
}
