// Test infrastructure — never shipped, never run, and NOT a SwiftPM target (Package.swift does not list
// this folder). `SegueKitToolTests/XcodePluginExtensionTests` compiles this file into a module named
// `XcodeProjectPlugin` with `swiftc -emit-module`, so that `canImport(XcodeProjectPlugin)` is true when
// it typechecks the shipped `Plugins/SegueKitPlugin/SegueKitPlugin.swift`: its Xcode extension is then
// compiled on Linux too. The real module exists only inside Xcode.
//
// Declarations only, and only what SegueKitPlugin uses, with the real names, types and optionality.
// Sources (public, third-party; nothing copied):
// - Xcode 14.1's `XcodeProjectPlugin.swiftinterface` (quoted in gist ikesyo/f152bf8ee60b1c9bff2e757b01a95fa9,
//   header only): `import PackagePlugin`; `public struct XcodeProject` with `id: XcodeProject.ID`
//   (`typealias ID = String`), `displayName: String`, `targets: [XcodeTarget]`; `public struct XcodeTarget`
//   with `id: XcodeTarget.ID` (`typealias ID = String`), `displayName: String`, `product: XcodeProduct…`.
// - Plugins that build against the real module: `target.product?.name ?? target.displayName`
//   (optional product with a `String` name); `target.inputFiles` returned as `PackagePlugin.FileList`;
//   `XcodePluginContext` conforming to protocols that require `var pluginWorkDirectoryURL: URL { get }`
//   and `func tool(named:) throws -> PluginContext.Tool`; `context.xcodeProject.targets`;
//   `func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]`
//   (synchronous, unlike `BuildToolPlugin`'s `async throws`).
// Stored properties are `let`, as in the interface; the one function body is `fatalError()`: this module
// is only compiled against, never linked or run.

import Foundation
import PackagePlugin

/// An Xcode project as a plugin sees it.
public struct XcodeProject {
    /// The project's identity.
    public typealias ID = String
    /// The project's identity.
    public let id: ID
    /// The name Xcode shows for the project.
    public let displayName: String
    /// The project's targets.
    public let targets: [XcodeTarget]
}

/// A target of an Xcode project.
public struct XcodeTarget {
    /// The target's identity.
    public typealias ID = String
    /// The target's identity.
    public let id: ID
    /// The name Xcode shows for the target.
    public let displayName: String
    /// What the target builds, if anything.
    public let product: XcodeProduct?
    /// The files the target's build phases take as input (sources, resources such as storyboards, …).
    public let inputFiles: FileList
}

/// What an Xcode target builds.
public struct XcodeProduct {
    /// The product's name (for an app target, its module name before spaces are replaced).
    public let name: String
    // The real struct has more members (e.g. its kind); SegueKitPlugin uses only `name`.
}

/// What Xcode passes a plugin applied to a target of an Xcode project.
public struct XcodePluginContext {
    /// The project that contains the target.
    public let xcodeProject: XcodeProject
    // [I] inferred: that this URL-based member arrived with Xcode 16 (next to the older `Path`-based
    // `pluginWorkDirectory`, deprecated with `Path`) follows from PackagePlugin 6 adding it to
    // `PluginContext`; its existence and type are verified only through plugins that use it, not from an
    // Xcode 16 interface; whether it is stored or computed is unknown (`let` here).
    /// A writable folder for the plugin and the commands it creates.
    public let pluginWorkDirectoryURL: URL
    /// A tool the plugin depends on (here, the `seguekit` executable), by name.
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}

// [I] inferred: whether the real protocol refines `PackagePlugin.Plugin` (not in the quoted part of the
// interface). SegueKitPlugin adopts it in an extension of a type that already conforms to
// `BuildToolPlugin`, so the same source compiles either way.
/// A build tool plugin that also works on targets of Xcode projects.
public protocol XcodeBuildToolPlugin {
    /// The commands that build `target` of an Xcode project.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}
