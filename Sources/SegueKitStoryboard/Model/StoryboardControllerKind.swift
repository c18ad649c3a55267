/// The kind of a storyboard controller: its XML element name (`viewController`, `navigationController`,
/// `windowController`, macOS's `application`, …).
///
/// iOS and macOS share some element names (`viewController`, `splitViewController`); the document's
/// `platform` tells them apart.
package struct StoryboardControllerKind: Sendable, Hashable {
    /// The XML element name this kind is written as.
    package var elementName: String

    /// The framework class a controller of this kind is when it has no `customClass`, or `nil` if
    /// the kind does not exist on that platform or is unknown.
    package func defaultClassName(for platform: StoryboardPlatform) -> String? {
        Self.defaultClassNames[platform]?[elementName]
    }

    private static let defaultClassNames: [StoryboardPlatform: [String: String]] = [
        .iOS: [
            "viewController": "UIViewController",
            "tableViewController": "UITableViewController",
            "collectionViewController": "UICollectionViewController",
            "navigationController": "UINavigationController",
            "tabBarController": "UITabBarController",
            "splitViewController": "UISplitViewController",
            "pageViewController": "UIPageViewController",
            "hostingController": "UIHostingController",
            "avPlayerViewController": "AVPlayerViewController",
            "glkViewController": "GLKViewController",
        ],
        .macOS: [
            "viewController": "NSViewController",
            "splitViewController": "NSSplitViewController",
            "hostingController": "NSHostingController",
            "windowController": "NSWindowController",
            "tabViewController": "NSTabViewController",
            "pagecontroller": "NSPageController",
        ],
    ]
}
