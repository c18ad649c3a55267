// Test infrastructure — never shipped.
//
// Objective-C selectors do not exist on Linux (`/work/shared/reference/uikit-appkit-segue-api.md`,
// "Testing on Linux"). The UIKit and AppKit mirrors need the `Selector` type for
// `UIStoryboardUnwindSegueSource.unwindAction` and `canPerformUnwindSegueAction(_:from:sender:)`, so this
// module declares a value type with the same name and the same ways to make one as the SDK's
// `ObjectiveC.Selector`: `Selector("name:")` and a string literal. `#selector(...)` cannot be mirrored.

/// Mirror of `ObjectiveC.Selector`: the name of an Objective-C method, such as `"unwindToLibrary:"`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, as `NSStringFromSelector` would return it.
    public let name: String

    /// Makes a selector from its Objective-C name.
    public init(_ name: String) { self.name = name }

    public init(stringLiteral value: String) { self.name = value }

    public var description: String { name }
}
