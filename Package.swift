// swift-tools-version: 6.0
//
// SegueKit — type-safe storyboard segues for iOS, tvOS and macOS.
//
// Layers depend in one direction only:
//
//   SegueKit            runtime library apps import                     — no dependency
//   SegueKitGating      gated segues: a flow (sign in…) before a
//                       destination                                     → SegueKit
//   SegueKitStoryboard  storyboard model, parser, segue catalog,
//                       diagnostics, file replacement                   — Foundation/FoundationXML only
//   SegueKitSwiftSource Swift source scanning, class chains, what a run
//                       of the tool reads                               → SegueKitStoryboard
//   SegueKitChecker     storyboard/code checks; `seguekit check`        → SegueKitSwiftSource
//   SegueKitGenerator   naming, code generation, output files, graphs;
//                       `seguekit generate` (whose --check is the
//                       checker's enum check) and `seguekit graph`      → SegueKitChecker
//   SegueKitTesting     helpers for apps' test suites                   → SegueKitStoryboard
//   seguekit            command-line tool: parses arguments, runs one
//                       library entry point per command, prints         → SegueKitGenerator
//   SegueKitPlugin      SwiftPM build tool plugin: generate + check     → seguekit
//   SegueKitCheckPlugin command plugin `swift package seguekit-check`   → seguekit
//
// On Linux the package also declares test infrastructure that never ships: a mirror of the UIKit and
// AppKit segue surfaces and of SwiftUI's hosting controllers (`Tests/Mirror`), and `UIKitMirroredSegueKit` /
// `AppKitMirroredSegueKit` (and `…MirroredSegueKitGating`), the exact sources of `SegueKit` and
// `SegueKitGating` (symbolic links, not copies) compiled once against each mirror so both platform
// layers are built and exercised here too. No product contains or depends on them.
// (`Tests/Mirror/XcodeProjectPlugin` is not a target: a test compiles it with `swiftc` to check the
// plugin's Xcode part.)
import PackageDescription

// Which platforms get the UIKit and which the AppKit layer of SegueKit and SegueKitGating, defined once,
// here: each platform file starts `#if SEGUEKIT_UIKIT` or `#if SEGUEKIT_APPKIT`; with neither (watchOS,
// Linux) the libraries are their platform-independent core. For a manifest of tools version 5.5 or
// later, the platform filters SwiftPM gives Xcode match a Mac Catalyst build with `.macCatalyst` alone,
// neither `.iOS` nor `.macOS`, so Catalyst gets the UIKit layer only.
let platformLayers: [SwiftSetting] = [
    .define("SEGUEKIT_UIKIT", .when(platforms: [.iOS, .macCatalyst, .tvOS, .visionOS])),
    .define("SEGUEKIT_APPKIT", .when(platforms: [.macOS])),
]

let package = Package(
    name: "SegueKit",
    platforms: [.iOS(.v13), .tvOS(.v13), .macOS(.v10_15)],
    products: [
        .library(name: "SegueKit", targets: ["SegueKit"]),
        .library(name: "SegueKitGating", targets: ["SegueKitGating"]),
        .library(name: "SegueKitTesting", targets: ["SegueKitTesting"]),
        .executable(name: "seguekit", targets: ["seguekit"]),
        .plugin(name: "SegueKitPlugin", targets: ["SegueKitPlugin"]),
        .plugin(name: "SegueKitCheckPlugin", targets: ["SegueKitCheckPlugin"]),
    ],
    targets: [
        // MARK: Shipped
        .target(name: "SegueKit", swiftSettings: platformLayers),
        .target(name: "SegueKitGating", dependencies: ["SegueKit"], swiftSettings: platformLayers),
        .target(name: "SegueKitStoryboard"),
        .target(name: "SegueKitSwiftSource", dependencies: ["SegueKitStoryboard"]),
        .target(name: "SegueKitChecker", dependencies: ["SegueKitStoryboard", "SegueKitSwiftSource"]),
        .target(name: "SegueKitGenerator", dependencies: ["SegueKitStoryboard", "SegueKitSwiftSource", "SegueKitChecker"]),
        .target(name: "SegueKitTesting", dependencies: ["SegueKitStoryboard"]),
        .executableTarget(name: "seguekit", dependencies: ["SegueKitStoryboard", "SegueKitSwiftSource", "SegueKitGenerator", "SegueKitChecker"]),
        .plugin(
            name: "SegueKitPlugin",
            capability: .buildTool(),
            dependencies: ["seguekit"]
        ),
        .plugin(
            name: "SegueKitCheckPlugin",
            capability: .command(
                intent: .custom(verb: "seguekit-check", description: "Check the storyboards of the package's targets against their Swift code"),
                permissions: []
            ),
            dependencies: ["seguekit"]
        ),

        // MARK: Tests of platform-independent code
        .testTarget(name: "SegueKitTests", dependencies: ["SegueKit"]),
        .testTarget(name: "SegueKitGatingTests", dependencies: ["SegueKitGating", "SegueKit"]),
        .testTarget(name: "SegueKitStoryboardTests", dependencies: ["SegueKitStoryboard"]),
        .testTarget(name: "SegueKitGeneratorTests", dependencies: ["SegueKitGenerator", "SegueKitStoryboard", "SegueKitTesting", "SegueKitChecker", "SegueKitSwiftSource"]),
        .testTarget(name: "SegueKitSwiftSourceTests", dependencies: ["SegueKitSwiftSource", "SegueKitStoryboard"]),
        .testTarget(name: "SegueKitCheckerTests", dependencies: ["SegueKitChecker", "SegueKitSwiftSource", "SegueKitStoryboard"]),
        .testTarget(name: "SegueKitToolTests", dependencies: ["seguekit"]),
    ]
)

#if os(Linux)
// MARK: Test infrastructure: the UIKit/AppKit mirror (Linux only, never in a product)
// The mirror modules are named `UIKitMirror` and `AppKitMirror`, so no module named `UIKit` or `AppKit`
// exists on Linux: code that asks `canImport(UIKit)` (the generated code, the examples) finds none.
// A target compiled as on a platform imports the mirror under the platform's name through a module alias,
// and SegueKit's sources compiled as on a platform get that platform's layer define.
let uiKitAlias: [String] = ["-module-alias", "UIKit=UIKitMirror"]
let appKitAlias: [String] = ["-module-alias", "AppKit=AppKitMirror"]
package.targets += [
    .target(name: "MirrorRuntime", path: "Tests/Mirror/MirrorRuntime"),
    .target(name: "UIKitMirror", dependencies: ["MirrorRuntime"], path: "Tests/Mirror/UIKit"),
    .target(name: "AppKitMirror", dependencies: ["MirrorRuntime"], path: "Tests/Mirror/AppKit"),
    // SwiftUI's `View` and its hosting controllers (in SwiftUI on the SDK too): each hosting
    // controller's file imports only its own platform's mirror.
    .target(
        name: "SwiftUI", dependencies: ["UIKitMirror", "AppKitMirror"], path: "Tests/Mirror/SwiftUI",
        swiftSettings: [.unsafeFlags(uiKitAlias + appKitAlias)]
    ),
    // SegueKit's exact sources, compiled once per platform against that platform's mirror, as an app
    // on iOS or macOS compiles them: each module holds one platform layer, so names are the same on both.
    .target(
        name: "UIKitMirroredSegueKit",
        dependencies: ["UIKitMirror"],
        path: "Tests/Mirror/UIKitMirroredSegueKit",
        exclude: ["SegueKit/SegueKit.docc"],
        swiftSettings: [.define("SEGUEKIT_UIKIT"), .unsafeFlags(uiKitAlias)]
    ),
    .target(
        name: "AppKitMirroredSegueKit",
        dependencies: ["AppKitMirror"],
        path: "Tests/Mirror/AppKitMirroredSegueKit",
        exclude: ["SegueKit/SegueKit.docc"],
        swiftSettings: [.define("SEGUEKIT_APPKIT"), .unsafeFlags(appKitAlias)]
    ),
    // SegueKitGating's exact sources against each mirrored SegueKit. Its files `import SegueKit`, as
    // shipped; `-module-alias` makes that import load the mirrored module, as the typecheck tests do for
    // apps. (Unsafe flags are fine here: no product contains these targets.)
    .target(
        name: "UIKitMirroredSegueKitGating",
        dependencies: ["UIKitMirroredSegueKit", "UIKitMirror"],
        path: "Tests/Mirror/UIKitMirroredSegueKitGating",
        exclude: ["SegueKitGating/SegueKitGating.docc"],
        swiftSettings: [.define("SEGUEKIT_UIKIT"), .unsafeFlags(uiKitAlias + ["-module-alias", "SegueKit=UIKitMirroredSegueKit"])]
    ),
    .target(
        name: "AppKitMirroredSegueKitGating",
        dependencies: ["AppKitMirroredSegueKit", "AppKitMirror"],
        path: "Tests/Mirror/AppKitMirroredSegueKitGating",
        exclude: ["SegueKitGating/SegueKitGating.docc"],
        swiftSettings: [.define("SEGUEKIT_APPKIT"), .unsafeFlags(appKitAlias + ["-module-alias", "SegueKit=AppKitMirroredSegueKit"])]
    ),
    // Benchmarks measure SegueKit's shipped code paths, which on Linux exist only mirror-compiled.
    .executableTarget(
        name: "SegueKitBenchmarks",
        dependencies: ["UIKitMirroredSegueKit", "UIKitMirror", "SegueKitGenerator", "SegueKitStoryboard", "SegueKitChecker", "SegueKitSwiftSource"],
        swiftSettings: [.unsafeFlags(uiKitAlias)]
    ),
    // Each test file imports one mirrored module (and its platform), never both.
    .testTarget(
        name: "SegueKitPlatformTests",
        dependencies: [
            "UIKitMirroredSegueKit", "UIKitMirroredSegueKitGating", "UIKitMirror",
            "AppKitMirroredSegueKit", "AppKitMirroredSegueKitGating", "AppKitMirror", "SwiftUI",
            "SegueKitGenerator", "SegueKitStoryboard", "SegueKitChecker", "SegueKitSwiftSource",
        ],
        swiftSettings: [.unsafeFlags(uiKitAlias + appKitAlias)]
    ),
]
#endif
