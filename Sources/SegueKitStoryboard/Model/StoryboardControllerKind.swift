/// The kind of a storyboard controller, named after its XML element.
///
/// iOS and macOS share some element names (`viewController`, `splitViewController`); the document's
/// `platform` tells them apart. Unknown element names are kept in `.other`.
///
/// ```swift
/// StoryboardControllerKind(elementName: "tableViewController") // .tableViewController
/// StoryboardControllerKind(elementName: "glkViewController").elementName // "glkViewController"
/// ```
package enum StoryboardControllerKind: Sendable, Equatable, Hashable {
    /// `<viewController>` (UIViewController / NSViewController).
    ///
    /// ```swift
    /// controller.kind == .viewController
    /// ```
    case viewController
    /// `<tableViewController>` (UITableViewController).
    ///
    /// ```swift
    /// controller.kind == .tableViewController
    /// ```
    case tableViewController
    /// `<collectionViewController>` (UICollectionViewController).
    ///
    /// ```swift
    /// controller.kind == .collectionViewController
    /// ```
    case collectionViewController
    /// `<navigationController>` (UINavigationController).
    ///
    /// ```swift
    /// controller.kind == .navigationController
    /// ```
    case navigationController
    /// `<tabBarController>` (UITabBarController).
    ///
    /// ```swift
    /// controller.kind == .tabBarController
    /// ```
    case tabBarController
    /// `<splitViewController>` (UISplitViewController on iOS, NSSplitViewController on macOS).
    ///
    /// ```swift
    /// controller.kind == .splitViewController
    /// ```
    case splitViewController
    /// `<pageViewController>` (UIPageViewController).
    ///
    /// ```swift
    /// controller.kind == .pageViewController
    /// ```
    case pageViewController
    /// `<hostingController>` (UIHostingController / NSHostingController, SwiftUI).
    ///
    /// ```swift
    /// controller.kind == .hostingController
    /// ```
    case hostingController
    /// `<avPlayerViewController>` (AVPlayerViewController).
    ///
    /// ```swift
    /// controller.kind == .avPlayerViewController
    /// ```
    case avPlayerViewController
    /// `<glkViewController>` (GLKViewController).
    ///
    /// ```swift
    /// controller.kind == .glkViewController
    /// ```
    case glkViewController
    /// `<windowController>` (NSWindowController, macOS).
    ///
    /// ```swift
    /// controller.kind == .windowController
    /// ```
    case windowController
    /// `<tabViewController>` (NSTabViewController, macOS).
    ///
    /// ```swift
    /// controller.kind == .tabViewController
    /// ```
    case tabViewController
    /// `<pagecontroller>` (NSPageController, macOS).
    ///
    /// ```swift
    /// controller.kind == .pageController
    /// ```
    case pageController
    /// Any other element name with `sceneMemberID="viewController"` (e.g. macOS `application`).
    ///
    /// ```swift
    /// StoryboardControllerKind(elementName: "application") // .other("application")
    /// ```
    case other(String)

    /// The kind for an element name.
    ///
    /// ```swift
    /// StoryboardControllerKind(elementName: "pagecontroller") // .pageController
    /// ```
    package init(elementName: String) {
        switch elementName {
        case "viewController": self = .viewController
        case "tableViewController": self = .tableViewController
        case "collectionViewController": self = .collectionViewController
        case "navigationController": self = .navigationController
        case "tabBarController": self = .tabBarController
        case "splitViewController": self = .splitViewController
        case "pageViewController": self = .pageViewController
        case "hostingController": self = .hostingController
        case "avPlayerViewController": self = .avPlayerViewController
        case "glkViewController": self = .glkViewController
        case "windowController": self = .windowController
        case "tabViewController": self = .tabViewController
        case "pagecontroller": self = .pageController
        default: self = .other(elementName)
        }
    }

    /// The XML element name this kind is written as.
    ///
    /// ```swift
    /// StoryboardControllerKind.pageController.elementName // "pagecontroller"
    /// ```
    package var elementName: String {
        switch self {
        case .viewController: "viewController"
        case .tableViewController: "tableViewController"
        case .collectionViewController: "collectionViewController"
        case .navigationController: "navigationController"
        case .tabBarController: "tabBarController"
        case .splitViewController: "splitViewController"
        case .pageViewController: "pageViewController"
        case .hostingController: "hostingController"
        case .avPlayerViewController: "avPlayerViewController"
        case .glkViewController: "glkViewController"
        case .windowController: "windowController"
        case .tabViewController: "tabViewController"
        case .pageController: "pagecontroller"
        case .other(let name): name
        }
    }

    /// The framework class a controller of this kind is when it has no `customClass`, or `nil` if
    /// the kind does not exist on that platform or is unknown.
    ///
    /// ```swift
    /// StoryboardControllerKind.splitViewController.defaultClassName(for: .macOS) // "NSSplitViewController"
    /// StoryboardControllerKind.hostingController.defaultClassName(for: .iOS) // "UIHostingController"
    /// ```
    package func defaultClassName(for platform: StoryboardPlatform) -> String? {
        switch (self, platform) {
        case (.viewController, .iOS): "UIViewController"
        case (.viewController, .macOS): "NSViewController"
        case (.tableViewController, .iOS): "UITableViewController"
        case (.collectionViewController, .iOS): "UICollectionViewController"
        case (.navigationController, .iOS): "UINavigationController"
        case (.tabBarController, .iOS): "UITabBarController"
        case (.splitViewController, .iOS): "UISplitViewController"
        case (.splitViewController, .macOS): "NSSplitViewController"
        case (.pageViewController, .iOS): "UIPageViewController"
        case (.hostingController, .iOS): "UIHostingController"
        case (.hostingController, .macOS): "NSHostingController"
        case (.avPlayerViewController, .iOS): "AVPlayerViewController"
        case (.glkViewController, .iOS): "GLKViewController"
        case (.windowController, .macOS): "NSWindowController"
        case (.tabViewController, .macOS): "NSTabViewController"
        case (.pageController, .macOS): "NSPageController"
        default: nil
        }
    }
}
