import SegueKitStoryboard

/// The UIKit and AppKit controller classes a superclass chain may end at, with their platform superclass.
package enum PlatformClasses {
    private static let superclass: [String: String] = [
        "UIResponder": "NSObject", "UIViewController": "UIResponder",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UISplitViewController": "UIViewController", "UIPageViewController": "UIViewController",
        "UIImagePickerController": "UINavigationController", "UIVideoEditorController": "UINavigationController",
        "UIAlertController": "UIViewController", "UISearchController": "UIViewController",
        "UIActivityViewController": "UIViewController", "UIInputViewController": "UIViewController",
        "UIReferenceLibraryViewController": "UIViewController", "UIDocumentBrowserViewController": "UIViewController",
        "AVPlayerViewController": "UIViewController", "GLKViewController": "UIViewController",
        "NSResponder": "NSObject", "NSViewController": "NSResponder", "NSWindowController": "NSResponder",
        "NSTabViewController": "NSViewController", "NSSplitViewController": "NSViewController",
        "NSPageController": "NSViewController", "NSTitlebarAccessoryViewController": "NSViewController",
    ]

    /// The framework whose controllers a superclass chain (``chain(of:)``, or a chain the sources
    /// continue with one) reaches: UIKit's (`.iOS`), AppKit's (`.macOS`), or neither.
    package static func framework(of chain: [String]) -> StoryboardPlatform? {
        if chain.contains("UIResponder") { return .iOS }
        return chain.contains("NSResponder") ? .macOS : nil
    }

    /// Whether `name` is a UIKit or AppKit controller class, which code importing its framework can name
    /// (AVKit's `AVPlayerViewController` and GLKit's `GLKViewController` need imports of their own).
    package static func isNamedWithItsFramework(_ name: String) -> Bool {
        superclass[name] != nil && !["UIResponder", "NSResponder", "AVPlayerViewController", "GLKViewController"].contains(name)
    }

    /// `written` without the framework it may be qualified with: `UIKit.UIViewController` is `UIViewController`.
    package static func unqualified(_ written: String) -> String {
        written.hasPrefix("UIKit.") || written.hasPrefix("AppKit.") ? String(written.lastNameComponent) : written
    }

    /// `name` and its platform superclasses, or `nil` for a class that is not a known platform class.
    package static func chain(of name: String) -> [String]? {
        guard name == "NSObject" || superclass[name] != nil else { return nil }
        var result = [name]
        var current = superclass[name]
        while let next = current { result.append(next); current = superclass[next] }
        return result
    }
}
