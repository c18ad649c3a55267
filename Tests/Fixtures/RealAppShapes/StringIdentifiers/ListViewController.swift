// Code that has not adopted SegueKit: identifiers are string literals.
final class ListViewController: UITableViewController {
    func openDetail() {
        performSegue(withIdentifier: "showDetial", sender: nil)
    }

    func openSettings() {
        self.performSegue(withIdentifier: "showSettings", sender: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail" {
            print("detail")
        }
        switch segue.identifier {
        case "showDetail":
            break
        case "showSetings", "showSettings":
            break
        default:
            break
        }
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "showHelp"
    }

    // Not segue identifiers: a reuse identifier and a switch on something else.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        if cell.reuseIdentifier == "Cell" {
            switch cell.textLabel?.text {
            case "Other": break
            default: break
            }
        }
        return cell
    }

    // Another controller's segue, and identifiers that are not segues'.
    func openMore(in detail: UIViewController) {
        detail.performSegue(withIdentifier: "showMore", sender: nil)
    }

    func handle(_ response: UNNotificationResponse) {
        if response.notification.request.identifier == "dailyReminder" {
            print("reminder")
        }
        switch response.notification.request.identifier {
        case "weeklyDigest": break
        default: break
        }
    }

    // An unwind action's segue comes from the scene it leaves: its identifier is that scene's.
    @IBAction func unwindToList(_ unwindSegue: UIStoryboardSegue) {
        if unwindSegue.identifier == "backHome" {
            print("home")
        }
    }

    // The class's own segue, performed from a closure.
    func openLater() {
        DispatchQueue.main.async { [weak self] in
            self?.performSegue(withIdentifier: "showSetting", sender: nil)
        }
    }
}

// Identifiers kept in constants, as older code keeps them: checked as the literals they hold.
enum SegueNames {
    static let settings = "showSettings"
    static let about = "showAbuot"
}

extension ListViewController {
    func openAbout() {
        performSegue(withIdentifier: SegueNames.about, sender: nil)
    }

    func openSettingsAgain() {
        performSegue(withIdentifier: SegueNames.settings, sender: nil)
    }
}
