// swift-tools-version: 6.0
//
// A package that uses SegueKit's build tool plugin the way an app package would. The repository's test
// suite builds it (`swift build --package-path Tests/Fixtures/PluginFixture`) to prove the plugin runs:
// `ListViewController.swift` uses `ListViewController.SegueIdentifier`, which exists only once the plugin
// has generated it from `Flow.storyboard`.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [
        .package(name: "SegueKit", path: "../../.."),
    ],
    targets: [
        .executableTarget(
            name: "FixtureApp",
            resources: [.copy("Flow.storyboard"), .copy("ListTemplate.swift"), .copy("Flows")],
            plugins: [.plugin(name: "SegueKitPlugin", package: "SegueKit")]
        ),
    ]
)
