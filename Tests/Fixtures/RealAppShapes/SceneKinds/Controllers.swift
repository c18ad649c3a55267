class BaseViewController: UIViewController {}

// Wrong: a tableViewController scene loads a UITableViewController (crashes at run time).
final class SettingsViewController: BaseViewController {}

// Wrong: a tabBarController scene.
final class MainTabController: UIViewController {}

final class RootNavigationController: UINavigationController {}

// Its superclass comes from a framework the sources do not show (Eureka): not checked.
final class ProfileFormViewController: FormViewController {}

// AppKit: a windowController scene needs an NSWindowController.
final class MainWindowController: NSViewController {}

final class SidebarSplitViewController: NSSplitViewController {}

// Wrong: a collectionViewController scene.
final class GalleryViewController: UIViewController {}

final class OnboardingPageViewController: UIPageViewController {}

// Wrong: a splitViewController scene.
final class RootSplitViewController: UINavigationController {}

// Wrong (AppKit): a tabViewController scene.
final class PreferencesTabViewController: NSViewController {}
