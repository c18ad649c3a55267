/// The kind of a storyboard controller, named after its XML element.
///
/// iOS and macOS share some element names (`viewController`, `splitViewController`); the document's
/// `platform` tells them apart. Unknown element names are kept in `.other`.
package enum StoryboardControllerKind: Sendable, Equatable, Hashable {
    /// `<viewController>` (UIViewController / NSViewController).
    case viewController
    /// `<tableViewController>` (UITableViewController).
    case tableViewController
    /// `<collectionViewController>` (UICollectionViewController).
    case collectionViewController
    /// `<navigationController>` (UINavigationController).
    case navigationController
    /// `<tabBarController>` (UITabBarController).
    case tabBarController
    /// `<splitViewController>` (UISplitViewController on iOS, NSSplitViewController on macOS).
    case splitViewController
    /// `<pageViewController>` (UIPageViewController).
    case pageViewController
    /// `<hostingController>` (UIHostingController / NSHostingController, SwiftUI).
    case hostingController
    /// `<avPlayerViewController>` (AVPlayerViewController).
    case avPlayerViewController
    /// `<glkViewController>` (GLKViewController).
    case glkViewController
    /// `<windowController>` (NSWindowController, macOS).
    case windowController
    /// `<tabViewController>` (NSTabViewController, macOS).
    case tabViewController
    /// `<pagecontroller>` (NSPageController, macOS).
    case pageController
    /// Any other element name with `sceneMemberID="viewController"` (e.g. macOS `application`).
    case other(String)

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
