import SwiftUI
import UIKit

final class SettingsViewController: UIViewController {
    enum SegueIdentifier: String, CaseIterable {
        case showAbout, showLicenses
    }

    @IBSegueAction func makeAbout(_ coder: NSCoder) -> UIViewController? {
        UIHostingController(coder: coder, rootView: Text("About"))
    }

    // The storyboard's `makeLicenses:` was renamed here: the hosting scene would get no root view.
    @IBSegueAction func makeLicensesScreen(_ coder: NSCoder) -> UIViewController? {
        UIHostingController(coder: coder, rootView: Text("Licenses"))
    }
}
