// HomeScreenViewController was renamed HomeViewController in code only; the storyboard still names
// the old class. So was ProfileScreenViewController, whose scene names its module ("Shelf") instead of
// inheriting the target's. LegacyObjCViewController is an Objective-C class and BadgeViewController
// belongs to the ShelfKit framework: no Swift file here declares them.
import UIKit

final class HomeViewController: UIViewController {}

final class SettingsViewController: UIViewController {}

final class ProfileViewController: UIViewController {}
