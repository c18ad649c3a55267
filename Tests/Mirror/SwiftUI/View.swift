// Test infrastructure — never shipped. Mirror of the few SwiftUI declarations storyboard code meets: the
// `View` protocol, a couple of views to write a root view with, and the hosting controllers a storyboard's
// `<hostingController>` scene is (`UIHostingController.swift`, `NSHostingController.swift`).
//
// As in the UIKit and AppKit mirrors, every declaration copies the SDK's name, signature, optionality
// and isolation (iOS 16.5 / macOS 13.3 SDK: `View` is not itself `@MainActor`, its `body` is); there is
// no rendering. On the SDK the hosting controllers are in SwiftUI, so they are here too: this module
// depends on both platform mirrors, and each hosting controller's file imports only its own.

/// Mirror of SwiftUI's `View`.
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor var body: Self.Body { get }
}

/// `Never` is a `View` so that primitive views (`Text`) can say they have no body.
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Mirror of SwiftUI's `Text` (the verbatim and `StringProtocol` initializers).
public struct Text: View, Equatable {
    /// Harness state: the string shown.
    public let mirrorContent: String

    public init(verbatim content: String) { mirrorContent = content }

    public init<S: StringProtocol>(_ content: S) { mirrorContent = String(content) }

    public typealias Body = Never
    public var body: Never { fatalError("Text has no body") }
}

/// Mirror of SwiftUI's `TupleView`: several views a `@ViewBuilder` block lists.
public struct TupleView<T>: View {
    public var value: T

    public init(_ value: T) { self.value = value }

    public typealias Body = Never
    public var body: Never { fatalError("TupleView has no body") }
}

/// Mirror of SwiftUI's `EmptyView`.
public struct EmptyView: View {
    public init() {}

    public typealias Body = Never
    public var body: Never { fatalError("EmptyView has no body") }
}

/// Mirror of SwiftUI's `VStack` (alignment and spacing are accepted and ignored).
public struct VStack<Content: View>: View {
    /// Harness state: the stacked content.
    public let mirrorContent: Content

    public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) { mirrorContent = content() }

    public typealias Body = Never
    public var body: Never { fatalError("VStack has no body") }
}

/// Mirror of SwiftUI's `ViewBuilder` (empty, single and several views; no conditionals).
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
}
