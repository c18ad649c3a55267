// HomeScreenViewController was renamed HomeViewController in code only; the storyboard still names
// the old class. LegacyObjCViewController is an Objective-C class: no Swift file declares it.
import UIKit

final class HomeViewController: UIViewController {}

final class SettingsViewController: UIViewController {}
